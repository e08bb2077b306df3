#include "BoardSizeOption.h"
#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "InterruptWatch.h"
#include "OptionValues.h"
#include "PositionFileOption.h"
#include "engine/depth/DepthComparison.h"
#include "results/DepthComparisonFiles.h"

#include <QElapsedTimer>
#include <algorithm>
#include <optional>

namespace othello {

namespace {

const char* const kSummary =
    "Fixed-depth comparison, as in the course: runs each depth-limited search at depths 1..N on\n"
    "every position (a file, one position a line in OBF text, or one --position / the start of\n"
    "--size) and prints value, nodes and time per position x depth x algorithm x table. The values\n"
    "of all searches at one depth agree; the node counts show what pruning saves.";

// The search after the last row (the first when there is none), in the comparison's order;
// nullopt after the last one.
std::optional<depth::DepthComparisonRow> nextSearch(const std::vector<depth::DepthComparisonRow>& rows,
                                                    std::size_t positions,
                                                    const depth::DepthComparisonSettings& settings)
{
    bool afterLast = rows.empty();
    for (std::size_t p = 0; p < positions; ++p)
        for (int depth = 1; depth <= settings.maxDepth; ++depth)
            for (Algorithm algorithm : settings.algorithms)
                for (bool table : settings.tables) {
                    const depth::DepthComparisonRow row{static_cast<int>(p), depth, algorithm, table, {}};
                    if (afterLast)
                        return row;
                    const depth::DepthComparisonRow& last = rows.back();
                    afterLast = last.position == row.position && last.depth == depth && last.algorithm == algorithm &&
                        last.table == table;
                }
    return std::nullopt;
}

} // namespace

int runDepthCompare(CommandContext& context)
{
    CommandOptions options(
        "depth-compare",
        {
            {"positions", "FILE", "the positions, one a line (OBF text)"},
            {"position", "TEXT", "a single position instead"},
            {"size", "N", "board size 4, 6 or 8: checks the positions, or alone takes that start"},
            {"depth", "N", "deepest depth, 1..20 (default: 4)"},
            {"algorithms", "LIST", "comma-separated, of negamax, alphabeta, scout, negascout, best (default: all but scout)"},
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
    if (options.isSet("algorithms"))
        algorithms = algorithmsOption("algorithms", options.value("algorithms"));
    const std::vector<bool> tables =
        options.isSet("tt") ? ttListOption("tt", options.value("tt")) : std::vector<bool>{false};
    depth::DepthComparisonSettings settings;
    settings.maxDepth = maxDepth;
    settings.algorithms = algorithms;
    settings.tables = tables;
    settings.evaluation = options.isSet("eval") ? options.value("eval").toStdString() : std::string("mixed");
    if (const std::string problem = depth::checkDepthComparison(positions, settings); !problem.empty())
        throw usageError((problem.rfind("eval:", 0) == 0 ? "--" : "depth-compare: ") + QString::fromStdString(problem));

    // The CSV is rewritten whole after every row (atomically): an existing file stays as it was
    // until the first row, and a failed write stops the comparison.
    std::vector<depth::DepthComparisonRow> rows;
    const auto writeCsv = [&]() {
        QString error;
        if (options.isSet("csv") && !writeDepthComparisonCsv(options.value("csv"), rows, &error))
            throw runtimeError("--csv: " + error);
    };

    SearchControl control;
    InterruptWatch interrupt;
    interrupt.cancelOnInterrupt(&control);
    QTextStream& out = context.out;
    out << QString("%1 %2 %3 %4 %5 %6 %7  %8\n")
               .arg("pos", 4)
               .arg("depth", 5)
               .arg("algorithm", -10)
               .arg("tt", -3)
               .arg("value", 10)
               .arg("generated", 12)
               .arg("seconds", 10)
               .arg("status");
    const auto print = [&](const depth::DepthComparisonRow& row) {
        const depth::DepthResult& r = row.result;
        const bool done = r.status == SearchStatus::Done;
        out << QString("%1 %2 %3 %4 %5 %6 %7  %8\n")
                   .arg(row.position + 1, 4)
                   .arg(row.depth, 5)
                   .arg(QString::fromLatin1(algorithmId(row.algorithm)), -10)
                   .arg(row.table ? "on" : "off", -3)
                   .arg(done ? QString::number(r.value) : QString("-"), 10)
                   .arg(done ? QString::number(r.stats.generated) : QString("-"), 12)
                   .arg(r.seconds, 10, 'f', 6)
                   .arg(QString::fromLatin1(statusId(r.status)));
        out.flush();
    };
    QElapsedTimer sinceLastRow;
    sinceLastRow.start();
    depth::runDepthComparison(positions, settings, &control, [&](const depth::DepthComparisonRow& row) {
        print(row);
        rows.push_back(row);
        writeCsv();
        sinceLastRow.restart();
    });
    interrupt.cancelOnInterrupt(nullptr);
    const bool stopped = control.cancelRequested() && interrupt.interrupted();
    // The search in flight when the signal came is recorded as cancelled (the comparison gives no
    // row for it): the next one in the order positions x depths x algorithms x tables.
    if (stopped) {
        if (const std::optional<depth::DepthComparisonRow> next = nextSearch(rows, positions.size(), settings)) {
            depth::DepthComparisonRow cancelled = *next;
            cancelled.result.status = SearchStatus::Cancelled;
            cancelled.result.seconds = static_cast<double>(sinceLastRow.nsecsElapsed()) / 1e9;
            print(cancelled);
            rows.push_back(cancelled);
            writeCsv();
        }
    }
    const qsizetype done = std::count_if(rows.begin(), rows.end(), [](const depth::DepthComparisonRow& row) {
        return row.result.status == SearchStatus::Done;
    });
    out << QString("%1 searches finished%2\n")
               .arg(done)
               .arg(options.isSet("csv") ? "; rows in " + options.value("csv") : QString());
    if (stopped) {
        out << "interrupted: the finished searches are kept, the one in flight is recorded as cancelled\n";
        return interrupt.exitCode();
    }
    return 0;
}

} // namespace othello
