#include "BoardSizeOption.h"
#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "InterruptWatch.h"
#include "OptionValues.h"
#include "SearchOptionValues.h"
#include "SweepSettings.h"
#include "TableOptions.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/search/Search.h"
#include "engine/table/MemoryBudget.h"
#include "engine/table/TranspositionTable.h"
#include "jobs/ComparisonSettings.h"

#include <memory>

namespace othello {

namespace {

const char* const kUsage = "(--position \"TEXT\" | --label L | --size N) [options]";
const char* const kSummary =
    "Solves one position exactly and prints its value (Black's view, as every value it prints:\n"
    "black discs minus white discs), the best move and the node counts. A position text is 36\n"
    "characters a1..f6 (64 characters a1..h8 on 8x8, 16 on 4x4) row by row (X black, O white, -\n"
    "empty), a space, and X or O for the side to move. --size alone solves the start of that size.\n"
    "Ctrl-C stops the search and prints the counts so far.";

CommandOptions solveOptions()
{
    std::vector<OptionSpec> specs{
        {"position", "TEXT", "the position to solve"},
        {"label", "L", "solve the 6x6 PV position with this label, 1..34, instead"},
        {"size", "N", "board size 4, 6 or 8: checks --position, or alone solves that start"},
        {"algorithm", "A", "one of " + allAlgorithmIds() + " (default: alphabeta)"},
        {"tt", "on|off", "use a transposition table (default: on for best, off for the classical searches)"},
        {"tt-mb", "MIB", "transposition table size (default: 64)"},
        {"time-limit", "SECONDS", "give up after this long (default: no limit)"},
        {"threads", "N", "best only: the threads that search, 1..64 (default: one per core)"},
        {"scoring", "RULE",
         "discs (disc difference, the course's rule; default) or empties (empty squares "
         "to the winner)"},
    };
    for (OptionSpec& spec : tableOptionSpecs(false))
        specs.push_back(std::move(spec));
    return CommandOptions("solve", std::move(specs));
}

QString rate(const SearchResult& result)
{
    if (result.seconds <= 0)
        return "-";
    return QString::number(static_cast<double>(result.stats.generated) / result.seconds, 'f', 0);
}

} // namespace

int runSolve(CommandContext& context)
{
    CommandOptions options = solveOptions();
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText(kUsage, kSummary);
        return 0;
    }
    const Board board = labelOrPosition(options, "solve");
    SearchOptions search = searchOptionValues(options, SearchOptions{}.algorithm);
    applyTableOptions(options, search);
    if (options.isSet("threads")) {
        if (search.algorithm != Algorithm::Best)
            throw usageError("--threads: only best searches with several threads");
        search.threads = intOption("threads", options.value("threads"), 1, kMaxSearchThreads);
    }

    // As sweep does: under empties to the winner a classical search with a table runs in its
    // depth-limited form with a table of its own, so another policy or hash would be ignored.
    if (search.scoring != ScoringRule::DiscDifference && search.useTranspositionTable &&
        search.algorithm != Algorithm::Best && (TableScheme{search.tablePolicy, search.tableHash} != TableScheme{}))
        throw usageError("--tt-policy/--tt-hash: table policies and hashes other than the default apply under the "
                         "disc difference only");

    // Made here (not inside solve()) so that a failed allocation is an error message.
    ComparisonSettings sizing;
    sizing.ttMegabytes = search.ttMegabytes;
    sizing.ttEntries = search.ttEntries;
    sizing.scoring = search.scoring;
    sizing.combinations = {{search.algorithm, search.useTranspositionTable, {search.tablePolicy, search.tableHash}}};
    if (const std::string problem = memoryProblem(sizing); !problem.empty())
        throw runtimeError((search.ttEntries ? "--tt-entries: " : "--tt-mb: ") + QString::fromStdString(problem));
    // Only for the searches that use it (it used to be made for best too, doubling the peak
    // memory: 478 MB with --tt-mb 256).
    const Combination& combination = sizing.combinations.front();
    std::unique_ptr<TranspositionTable> table;
    if (usesClassicalTable(combination, sizing.scoring))
        table = tableFor(sizing);
    const bool tableStats =
        usesClassicalTable(combination, sizing.scoring) || usesCourseTable(combination, sizing.scoring);

    SearchControl control;
    InterruptWatch interrupt;
    interrupt.cancelOnInterrupt(&control);
    const SearchResult result = solve(board, search, &control, table.get());
    interrupt.cancelOnInterrupt(nullptr);

    const bool done = result.status == SearchStatus::Done;
    QTextStream& out = context.out;
    out << "position   " << QString::fromStdString(toText(board)) << "\n";
    out << "algorithm  " << QString::fromLatin1(algorithmId(search.algorithm)) << ", tt "
        << (search.useTranspositionTable ? "on" : "off") << ", scoring "
        << QString::fromLatin1(scoringId(search.scoring)) << "\n";
    out << "value      " << (done ? QString::number(result.value) + " (Black's view)" : QString("-")) << "\n";
    out << "best move  " << (done ? QString::fromStdString(moveName(result.bestMove)) : QString("-")) << "\n";
    if (!done && (result.lowerBound || result.upperBound)) {
        // Stopped: what best's probes or a classical search's root moves proved, and the move
        // that reaches the proven bound.
        const auto bound = [](const std::optional<int>& b) { return b ? QString::number(*b) : QString("?"); };
        out << "proven     " << bound(result.lowerBound) << " <= value <= " << bound(result.upperBound)
            << " (Black's view)";
        if (result.bestMove != kNoMove)
            out << ", best move so far " << QString::fromStdString(moveName(result.bestMove));
        out << "\n";
    }
    if (!result.rootMoves.empty()) {
        // The classical searches: each root move's value, or the bound the search proved for it.
        QStringList moves;
        for (const RootMoveBounds& move : result.rootMoves) {
            const QString name = QString::fromStdString(moveName(move.move));
            if (move.exact())
                moves << name + " " + QString::number(*move.lower);
            else if (move.lower && move.upper)
                moves << QString("%1 %2..%3").arg(name).arg(*move.lower).arg(*move.upper);
            else
                moves << name +
                        (move.lower ? " >= " + QString::number(*move.lower) : " <= " + QString::number(*move.upper));
        }
        out << "root moves " << moves.join(", ") << "\n";
    }
    if (!result.line.empty()) {
        QStringList moves;
        for (int move : result.line)
            moves << QString::fromStdString(moveName(move));
        out << "line       " << moves.join(' ') << "\n";
    }
    out << "expanded   " << result.stats.expanded << "\n";
    out << "generated  " << result.stats.generated << "\n";
    out << "seconds    " << QString::number(result.seconds, 'f', 6) << "\n";
    out << "nodes/s    " << rate(result) << "\n";
    out << "status     " << QString::fromLatin1(statusId(result.status)) << "\n";
    const NodeTypeCounts& types = result.nodeTypes;
    if (types.pv + types.cut + types.all > 0)
        out << "node types "
            << QString("PV %1, Cut %2, All %3 (nodes with 5+ empties)\n").arg(types.pv).arg(types.cut).arg(types.all);
    if (tableStats) {
        const TableStats& t = result.table;
        out << "tt         " << QString::fromStdString(schemeText({search.tablePolicy, search.tableHash}))
            << QString(", %1 entries (%2 MiB)\n")
                   .arg(t.capacity)
                   .arg(double(t.capacity * kTableEntryBytes) / (1 << 20), 0, 'g', 4);
        out << "tt probes  "
            << QString("%1: %2 hits (exact %3, lower %4, upper %5), %6 misses, %7 cutoffs\n")
                   .arg(t.probes)
                   .arg(t.hits())
                   .arg(t.hitsExact)
                   .arg(t.hitsLower)
                   .arg(t.hitsUpper)
                   .arg(t.misses)
                   .arg(t.cutoffs);
        out << "tt stores  "
            << QString("%1 (declined %2, overwrites %3, wipes %4), collisions %5\n")
                   .arg(t.stores)
                   .arg(t.declined)
                   .arg(t.overwrites)
                   .arg(t.wipes)
                   .arg(t.collisions);
        out << "tt fill    "
            << QString("%1 at the end, peak %2 entries (%3 bytes)\n")
                   .arg(t.fillRatio(), 0, 'g', 4)
                   .arg(t.peakUsed)
                   .arg(t.peakBytes());
    }
    return result.status == SearchStatus::Cancelled && interrupt.interrupted() ? interrupt.exitCode() : 0;
}

} // namespace othello
