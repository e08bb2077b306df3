#pragma once

#include "Board.h"
#include "Search.h"
#include "SearchContext.h"

namespace othello::detail {

// What solve() reports for a classical search that `run(&bestMove)` performs (returning the
// mover's value): the value from Black's side and the best move when it finished, the counts,
// node types and time also when it was stopped. The caller adds its table's statistics.
template <class Run> SearchResult resultOf(const Board& board, SearchContext& context, Run&& run)
{
    SearchResult result;
    try {
        int bestMove = kNoMove;
        const int moverValue = run(&bestMove);
        result.status = SearchStatus::Done;
        result.value = blackSign(board.toMove) * moverValue;
        result.bestMove = board.isGameOver() ? kNoMove : bestMove;
    } catch (const SearchStopped& stopped) {
        result.status = stopped.status;
    }
    result.stats = context.stats();
    result.nodeTypes = context.nodeTypes();
    result.seconds = context.elapsedSeconds();
    context.publish();
    return result;
}

} // namespace othello::detail
