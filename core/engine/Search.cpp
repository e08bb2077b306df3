#include "Search.h"

#include "AlphaBetaSearch.h"
#include "BoardSize.h"
#include "CourseSolve.h"
#include "NegaScoutSearch.h"
#include "NegamaxSearch.h"
#include "ScoutSearch.h"
#include "engine/best/BestSolver.h"
#include "engine/depth/DepthSearch.h"

#include <memory>

namespace othello {

namespace {

using namespace detail;

// Runs the chosen search; returns the value from the mover's point of view.
template <int N, bool UseTT>
int runSearch(Algorithm algorithm, SearchContext& context, const Board& board, int* bestMove)
{
    const Bitboard player = board.mover();
    const Bitboard opponent = board.opponent();
    switch (algorithm) {
    case Algorithm::Negamax:
        return NegamaxSearch<N, UseTT>(context).run(player, opponent, bestMove);
    case Algorithm::AlphaBeta:
        return AlphaBetaSearch<N, UseTT>(context).run(player, opponent, bestMove);
    case Algorithm::NegaScout:
    case Algorithm::Best: // not reached: solve() hands it to the best solver
        return NegaScoutSearch<N, UseTT>(context).run(player, opponent, bestMove);
    case Algorithm::Scout:
        return blackSign(board.toMove) *
            ScoutSearch<N, UseTT>(context).run(player, opponent, board.toMove == Color::Black, bestMove);
    }
    return 0;
}

// A finished or stopped solve of another solver (best, the depth-limited code) as a SearchResult:
// the value and move only when it is done.
template <class Solved> SearchResult searchResultOf(const Solved& solved)
{
    SearchResult result;
    result.status = solved.status;
    result.value = solved.status == SearchStatus::Done ? solved.value : 0;
    result.bestMove = solved.status == SearchStatus::Done ? solved.bestMove : kNoMove;
    result.stats = solved.stats;
    result.seconds = solved.seconds;
    return result;
}

// The `best` solver (core/engine/best). It keeps its own table, shared by its threads, of
// options.ttMegabytes; a table passed to solve() is not used. Counting convention: generated =
// calls of its search functions (every node visited, shallow ordering searches included);
// expanded = positions whose moves were tried (a pass counts). It uses every hardware thread,
// and publishes the counts of all threads together through `control`.
SearchResult solveWithBest(const Board& board, const SearchOptions& options, SearchControl* control)
{
    BestOptions best;
    best.scoring = options.scoring;
    best.transpositionTable = options.useTranspositionTable;
    best.ttMegabytes = options.ttMegabytes;
    const BestResult solved = solveBest(board, best, control, options.timeLimitSeconds);
    SearchResult result = searchResultOf(solved);
    if (solved.status == SearchStatus::Done)
        result.line = solved.line;
    if (control)
        control->publish(result.stats);
    return result;
}

} // namespace

SearchResult solve(const Board& board, const SearchOptions& options, SearchControl* control, TranspositionTable* table)
{
    // The best solver handles every board size and both scoring rules.
    if (options.algorithm == Algorithm::Best)
        return solveWithBest(board, options, control);
    if (options.scoring != ScoringRule::DiscDifference)
        return searchResultOf(depth::solveExactly(board, options.algorithm, options.useTranspositionTable,
                                                  options.scoring, control, options.timeLimitSeconds));
    if (options.useTranspositionTable && options.tablePolicy.kind == TablePolicyKind::Course)
        return solveWithCourseTable(board, options, control);
    std::unique_ptr<TranspositionTable> ownTable;
    if (options.useTranspositionTable) {
        if (!table) {
            ownTable = options.ttEntries ? std::make_unique<TranspositionTable>(
                                               TranspositionTable::withEntries(options.ttEntries, options.tableHash))
                                         : std::make_unique<TranspositionTable>(options.ttMegabytes, options.tableHash);
            table = ownTable.get();
        }
        table->setPolicy(options.tablePolicy, options.tableHash);
        table->startSearch(board.emptyCount());
    }

    SearchContext context(control, options.timeLimitSeconds, options.useTranspositionTable ? table : nullptr);
    SearchResult result;
    try {
        int bestMove = kNoMove;
        const int moverValue = withBoardSize(board.size, [&](auto n) {
            constexpr int N = decltype(n)::value;
            return options.useTranspositionTable ? runSearch<N, true>(options.algorithm, context, board, &bestMove)
                                                 : runSearch<N, false>(options.algorithm, context, board, &bestMove);
        });
        result.status = SearchStatus::Done;
        result.value = blackSign(board.toMove) * moverValue;
        result.bestMove = board.isGameOver() ? kNoMove : bestMove;
    } catch (const SearchStopped& stopped) {
        result.status = stopped.status;
    }
    result.stats = context.stats();
    result.nodeTypes = context.nodeTypes();
    if (options.useTranspositionTable)
        result.table = table->stats();
    result.seconds = context.elapsedSeconds();
    context.publish();
    return result;
}

} // namespace othello
