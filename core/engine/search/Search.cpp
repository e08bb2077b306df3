#include "Search.h"

#include "CourseTableSearch.h"

#include "engine/best/BestSolver.h"
#include "engine/board/BoardSize.h"
#include "engine/classical/ClassicalSolve.h"
#include "engine/depth/DepthSearch.h"

#include <memory>

namespace othello {

namespace {

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
    best.threads = options.threads;
    const BestResult solved = solveBest(board, best, control, options.timeLimitSeconds);
    SearchResult result = searchResultOf(solved);
    if (solved.status == SearchStatus::Done)
        result.line = solved.line;
    else
        result.bestMove = solved.bestMove;
    result.lowerBound = solved.lowerBound;
    result.upperBound = solved.upperBound;
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
    return classical::solveClassical(board, options, control, table, [](auto) { return classical::NoRecorder{}; });
}

SearchResult solveWithCourseTable(const Board& board, const SearchOptions& options, SearchControl* control,
                                  CourseTable& table)
{
    return classical::solveWithCourseTable(board, options, control, table,
                                           [](auto) { return classical::NoRecorder{}; });
}

} // namespace othello
