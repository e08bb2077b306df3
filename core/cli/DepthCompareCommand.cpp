#include "BoardSizeOption.h"
#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "InterruptWatch.h"
#include "OptionValues.h"
#include "PositionFileOption.h"
#include "engine/heuristic/DepthSearch.h"

#include <QFile>

namespace othello {

namespace {

const char* const kSummary =
    "Fixed-depth comparison, as in the course: runs each depth-limited search at depths 1..N on\n"
    "every position (a file, one position a line in OBF text, or one --position / the start of\n"
    "--size) and prints value, nodes and time per position x depth x algorithm x table. The values\n"
    "of all searches at one depth agree; the node counts show what pruning saves.";

} // namespace

int runDepthCompare(CommandContext& context)
{
    CommandOptions options("depth-compare", {
        {"positions", "FILE", "the positions, one a line (OBF text)"},
        {"position", "TEXT", "a single position instead"},
        {"size", "N", "board size 4, 6 or 8: checks the positions, or alone takes that start"},
        {"depth", "N", "deepest depth, 1..20 (default: 4)"},
        {"algorithms", "LIST", "comma-separated, of negamax, alphabeta, negascout, best (default: all four)"},
        {"tt", "LIST", "off, on or off,on (default: off)"},
        {"eval", "E", "evaluation preset or term=weight list, as for tournament players (default: mixed)"},
        {"csv", "FILE", "also write the rows to this CSV file"},
    });
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText("[--positions FILE | --position TEXT | --size N] [options]", kSummary);
        return 0;
    }
    if (options.isSet("positions") && options.isSet("position"))
        throw usageError("depth-compare: give --positions or --position, not both");
    std::optional<int> size;
    if (options.isSet("size"))
        size = boardSizeOption("size", options.value("size"));
    const std::vector<Board> positions = options.isSet("positions")
                                             ? positionFileOption("positions", options.value("positions"), size)
                                             : std::vector<Board>{positionOrStart(options)};
    const int maxDepth = options.isSet("depth") ? intOption("depth", options.value("depth"), 1, 20) : 4;
    std::vector<Algorithm> algorithms{Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::NegaScout, Algorithm::Best};
    if (options.isSet("algorithms")) {
        algorithms = algorithmsOption("algorithms", options.value("algorithms"));
        for (Algorithm a : algorithms)
            if (a == Algorithm::Scout)
                throw usageError("--algorithms: scout has no depth-limited form (use negascout)");
    }
    const std::vector<bool> tables = options.isSet("tt") ? ttListOption("tt", options.value("tt")) : std::vector<bool>{false};
    const QString evalText = options.isSet("eval") ? options.value("eval") : "mixed";

    std::unique_ptr<QFile> csv;
    if (options.isSet("csv")) {
        csv = std::make_unique<QFile>(options.value("csv"));
        if (!csv->open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
            throw runtimeError("--csv: cannot write " + options.value("csv") + " (" + csv->errorString() + ")");
        csv->write("position,depth,algorithm,tt,value,expanded,generated,seconds\n");
    }

    SearchControl control;
    InterruptWatch interrupt;
    interrupt.cancelOnInterrupt(&control);
    QTextStream& out = context.out;
    out << QString("%1 %2 %3 %4 %5 %6 %7\n")
               .arg("pos", 4)
               .arg("depth", 5)
               .arg("algorithm", -10)
               .arg("tt", -3)
               .arg("value", 10)
               .arg("generated", 12)
               .arg("seconds", 10);
    for (std::size_t p = 0; p < positions.size() && !control.cancelRequested(); ++p) {
        std::string problem;
        const auto evaluator = evaluation::parseEvaluator(evalText.toStdString(), positions[p].size, &problem);
        if (!evaluator)
            throw usageError("--eval: " + QString::fromStdString(problem));
        for (int depth = 1; depth <= maxDepth && !control.cancelRequested(); ++depth) {
            for (Algorithm algorithm : algorithms) {
                for (bool tt : tables) {
                    heuristic::DepthOptions search;
                    search.algorithm = algorithm;
                    search.depth = depth;
                    search.useTranspositionTable = tt;
                    search.evaluator = *evaluator;
                    const heuristic::DepthResult r = heuristic::searchToDepth(positions[p], search, &control);
                    if (r.status != SearchStatus::Done)
                        break;
                    const QString id = QString::fromLatin1(algorithmId(algorithm));
                    out << QString("%1 %2 %3 %4 %5 %6 %7\n")
                               .arg(p + 1, 4)
                               .arg(depth, 5)
                               .arg(id, -10)
                               .arg(tt ? "on" : "off", -3)
                               .arg(r.value, 10)
                               .arg(r.stats.generated, 12)
                               .arg(r.seconds, 10, 'f', 6);
                    if (csv)
                        csv->write(QString("%1,%2,%3,%4,%5,%6,%7,%8\n")
                                       .arg(p + 1)
                                       .arg(depth)
                                       .arg(id, tt ? "on" : "off")
                                       .arg(r.value)
                                       .arg(r.stats.expanded)
                                       .arg(r.stats.generated)
                                       .arg(r.seconds, 0, 'f', 6)
                                       .toUtf8());
                }
            }
            out.flush();
        }
    }
    interrupt.cancelOnInterrupt(nullptr);
    return control.cancelRequested() && interrupt.interrupted() ? kExitInterrupted : 0;
}

} // namespace othello
