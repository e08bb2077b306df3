#include "BoardSizeOption.h"
#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "InterruptWatch.h"
#include "OptionValues.h"
#include "engine/evaluation/PatternTraining.h"
#include "results/FileRead.h"
#include "results/FileWrite.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>

namespace othello {

namespace {

const QString kLabelsHeaderStart = QStringLiteral("# othello-lab-cli train-eval labels ");
// 10 million positions (the most --positions asks) at under 100 bytes a line.
constexpr qint64 kMaxLabelsBytes = qint64(1) << 30;

// The options that decide the labels of a run; a labels file remembers them so that a rerun
// with other options does not mix its labels in.
QString labelsHeader(const evaluation::TrainingOptions& o)
{
    return kLabelsHeaderStart +
        QString("1: size %1 seed %2 positions %3 stage-width %4 "
                "exact-empties %5 search-depth %6 max-empties %7 ridge %8 validation %9 random %10")
            .arg(o.size)
            .arg(QString::number(o.seed))
            .arg(o.positions)
            .arg(o.stageWidth)
            .arg(o.exactEmpties)
            .arg(o.searchDepth)
            .arg(o.maxEmpties)
            .arg(o.ridge)
            .arg(o.validationPercent)
            .arg(o.randomMovePercent);
}

} // namespace

int runTrainEval(CommandContext& context)
{
    CommandOptions options(
        "train-eval",
        {
            {"size", "N", "board size 6 or 8 (default: 6)"},
            {"seed", "S", "seed of the generated games (default: 1)"},
            {"positions", "N", "positions to label, spread over the numbers of empties (default: 20000)"},
            {"out", "FILE", "the weight file to write (required)"},
            {"labels", "FILE",
             "labelled positions, appended as they are made and read back by a rerun "
             "(default: FILE of --out with .labels added)"},
            {"stage-width", "N", "empties per stage, 1..8 (default: 4)"},
            {"exact-empties", "N", "solve exactly up to N empties (default: 18 on 6x6, 14 on 8x8)"},
            {"search-depth", "N", "plies of the search that labels positions with more empties (default: 6)"},
            {"max-empties", "N", "no positions with more empties (default: all)"},
            {"ridge", "X", "regularisation weight per weight (default: 2)"},
            {"validation", "P", "percent of the positions held out for validation (default: 10)"},
            {"random", "P", "percent of random moves in the generating games (default: 40)"},
        });
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText(
            "--out FILE [--size 6|8] [--seed S] [--positions N] [...]",
            "Trains the pattern evaluation ('learned'): generates positions from games mixing random\n"
            "and engine moves (deduplicated up to symmetry), labels them exactly with the best solver\n"
            "up to --exact-empties and by a depth-limited search on the stages already fitted above,\n"
            "fits each stage by ridge least squares and prints the mean error per stage on the\n"
            "training and held-out positions. The labels are saved as they are made: a rerun with\n"
            "the same options continues where the last one stopped and writes the same weights.");
        return 0;
    }
    if (!options.isSet("out"))
        throw usageError("train-eval: --out is required (see 'othello-lab-cli train-eval --help')");
    evaluation::TrainingOptions training;
    training.size = options.isSet("size") ? boardSizeOption("size", options.value("size")) : 6;
    if (training.size != 6 && training.size != 8)
        throw usageError(
            QString("--size: the learned evaluation exists for 6x6 and 8x8 only, not %1x%1").arg(training.size));
    bool seedOk = false;
    training.seed = options.isSet("seed") ? options.value("seed").toULongLong(&seedOk) : 1;
    if (options.isSet("seed") && !seedOk)
        throw usageError("--seed: '" + options.value("seed") + "' is not a whole number");
    const int squares = training.size * training.size - 4;
    if (options.isSet("positions"))
        training.positions = intOption("positions", options.value("positions"), 10, 10'000'000);
    if (options.isSet("stage-width"))
        training.stageWidth = intOption("stage-width", options.value("stage-width"), 1, 8);
    training.exactEmpties = options.isSet("exact-empties")
        ? intOption("exact-empties", options.value("exact-empties"), 0, squares)
        : (training.size == 6 ? 18 : 14);
    training.searchDepth = options.isSet("search-depth")
        ? intOption("search-depth", options.value("search-depth"), training.stageWidth, 20)
        : std::max(6, training.stageWidth);
    training.maxEmpties =
        options.isSet("max-empties") ? intOption("max-empties", options.value("max-empties"), 1, squares) : squares;
    if (options.isSet("ridge")) {
        bool ok = false;
        training.ridge = options.value("ridge").toDouble(&ok);
        if (!ok || !(training.ridge > 0 && training.ridge <= 1e6))
            throw usageError("--ridge: '" + options.value("ridge") + "' is not a number in (0, 1e6]");
    }
    if (options.isSet("validation"))
        training.validationPercent = intOption("validation", options.value("validation"), 0, 50);
    if (options.isSet("random"))
        training.randomMovePercent = intOption("random", options.value("random"), 0, 100);

    // Both files are checked now, not after the training has run (minutes to hours).
    const QString out = options.value("out");
    if (const QString problem = outputProblem(out); !problem.isEmpty())
        throw usageError("--out: " + problem);
    if (options.isSet("labels") && options.value("labels").isEmpty())
        throw usageError("--labels: the file name is empty");
    const QString labelsPath = options.isSet("labels") ? options.value("labels") : out + ".labels";
    if (QFileInfo(labelsPath).exists() && !QFileInfo(labelsPath).isFile())
        throw usageError("--labels: '" + labelsPath + "' is not a regular file");
    if (const QString problem = outputProblem(labelsPath); !problem.isEmpty())
        throw usageError("--labels: " + problem);
    const QString header = labelsHeader(training);

    // Labels of an earlier run with the same options.
    QHash<QString, evaluation::LabelledPosition> known;
    QFile labels(labelsPath);
    bool cutLine = false;
    bool fresh = true; // no header yet (a new file, or one with nothing but blank lines): written anew
    if (labels.exists()) {
        QString error;
        const std::optional<QByteArray> content = readWholeFile(labelsPath, kMaxLabelsBytes, &error);
        if (!content)
            throw runtimeError(error);
        cutLine = !content->isEmpty() && !content->endsWith('\n');
        QStringList lines = QString::fromUtf8(*content).split('\n', Qt::SkipEmptyParts);
        lines.removeIf([](const QString& line) { return line.trimmed().isEmpty(); });
        fresh = lines.isEmpty();
        if (!fresh && !lines.front().startsWith(kLabelsHeaderStart))
            throw runtimeError("'" + labelsPath +
                               "' is not a labels file of train-eval (its first line is not a labels header); remove "
                               "it or pass another --labels");
        if (!fresh && lines.front() != header)
            throw runtimeError("'" + labelsPath + "' holds labels of a run with other options (" + lines.front() +
                               "); remove it or pass another --labels");
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QStringList fields = lines[i].split(' ');
            bool ok = false;
            const int value = fields.size() == 4 ? fields[2].toInt(&ok) : 0;
            const auto board = fields.size() == 4 ? parseBoard((fields[0] + ' ' + fields[1]).toStdString())
                                                  : std::variant<Board, ParseError>(ParseError{});
            // A line cut short by an interrupted write is the last one: it is labelled again.
            if (!ok || !std::holds_alternative<Board>(board) || (fields[3] != "exact" && fields[3] != "search"))
                continue;
            known.insert(fields[0] + ' ' + fields[1],
                         {std::get<Board>(board), value, fields[3] == QLatin1String("exact")});
        }
        context.err << "resuming: " << known.size() << " labels read from '" << labelsPath << "'\n";
    }
    if (!labels.open(fresh ? QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text
                           : QIODevice::Append | QIODevice::Text))
        throw runtimeError(cannotWrite(labelsPath, labels.errorString()));
    const auto append = [&](const QByteArray& line) {
        if (labels.write(line) != line.size() || !labels.flush())
            throw runtimeError(cannotWrite(labelsPath, labels.errorString()));
    };
    if (fresh)
        append(header.toUtf8() + '\n');
    else if (cutLine)
        append("\n"); // ends the cut line, which was skipped above

    InterruptWatch interrupt;
    evaluation::TrainingHooks hooks;
    hooks.known = [&](const Board& board) -> std::optional<evaluation::LabelledPosition> {
        const auto found = known.constFind(QString::fromStdString(toText(board)));
        if (found == known.constEnd())
            return std::nullopt;
        return *found;
    };
    hooks.labelled = [&](const evaluation::LabelledPosition& label) {
        append(QByteArray::fromStdString(toText(label.board)) + ' ' + QByteArray::number(label.value) + ' ' +
               (label.exact ? "exact" : "search") + '\n');
    };
    hooks.progress = [&](const std::string& line) {
        context.err << QString::fromStdString(line) << "\n";
        context.err.flush();
    };
    hooks.stopRequested = [&] { return interrupt.interrupted(); };
    const auto result = evaluation::trainPatternWeights(training, hooks);
    if (!result) {
        context.err << "interrupted: the labels so far are in '" << labelsPath << "'; rerun to continue\n";
        return interrupt.exitCode();
    }
    QString error;
    if (!writeFileAtomically(out, QByteArray::fromStdString(result->weights.serialize()), &error))
        throw runtimeError(error);
    context.out << "stage\tempties\tlabels\ttraining\tvalidation\ttraining_error\tvalidation_error\n";
    for (const evaluation::StageReport& stage : result->stages)
        context.out << stage.stage << '\t' << stage.minEmpties << '-' << stage.maxEmpties << '\t'
                    << (stage.exactLabels ? "exact" : "search") << '\t' << stage.trainingPositions << '\t'
                    << stage.validationPositions << '\t' << QString::number(stage.trainingError, 'f', 2) << '\t'
                    << QString::number(stage.validationError, 'f', 2) << '\n';
    context.err << result->positions << " positions, " << result->solvedNow << " labelled by this run; weights in '"
                << out << "'\n";
    return 0;
}

} // namespace othello
