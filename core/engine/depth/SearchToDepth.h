#pragma once

// The depth-limited search with any recorder (classical/SearchRecorder.h): DepthSearch.cpp runs
// it without one, engine/trace with one.

#include "DepthSearch.h"

#include "engine/board/BoardSize.h"
#include "engine/classical/Run.h"
#include "engine/table/TranspositionTable.h"

namespace othello::depth {

// searchToDepthWithTable() reporting to makeRecorder(std::integral_constant<int, N>).
template <class MakeRecorder> DepthResult searchWith(const Board& board, const DepthOptions& options, DepthTable* table,
                                                     SearchControl* control, std::optional<double> timeLimitSeconds,
                                                     MakeRecorder makeRecorder)
{
    using namespace classical;
    SearchContext context(control, timeLimitSeconds, blackSign(board.toMove));
    DepthResult result;
    result.depth = options.depth;
    const auto run = [&](auto n, auto tableUse, auto order) {
        using Recorder = decltype(makeRecorder(n));
        Search<decltype(n)::value, decltype(tableUse), ToDepth, decltype(order), Recorder> search{
            context, tableUse, ToDepth(options.depth, options.scoring, options.evaluator), makeRecorder(n)};
        const int moverValue = searchRoot(search, options.algorithm, board);
        result.value = blackSign(board.toMove) * moverValue;
        result.bestMove = board.isGameOver() ? kNoMove : search.rootBestMove;
        result.exact = !search.limit.reachedHorizon();
        if (result.bestMove != kNoMove)
            result.line = search.limit.line();
    };
    // The move order: the depth-limited `best` tries the table's move, then the fewest replies.
    const auto ordered = [&](auto n, auto tableUse) {
        if (options.algorithm == Algorithm::Best)
            run(n, tableUse, FewestReplies{});
        else
            run(n, tableUse, RowMajor{});
    };
    try {
        withBoardSize(board.size, [&](auto n) {
            if (table)
                ordered(n, EngineTable<DepthTable>{table});
            else
                ordered(n, NoTable{});
        });
    } catch (const SearchStopped& stopped) {
        result.status = stopped.status;
    }
    result.stats = context.stats();
    result.seconds = context.elapsedSeconds();
    context.publish();
    return result;
}

} // namespace othello::depth
