#pragma once

#include "SearchContext.h"
#include "engine/board/Board.h"
#include "engine/search/Search.h"

namespace othello::classical {

// The root moves' bounds a classical search settled (Black's view, as SearchResult has them);
// when stopped, also the root value's bounds they prove and the move reaching the lower one.
inline void reportRootMoves(const Board& board, const SearchContext& context, SearchResult& result)
{
    const int sign = blackSign(board.toMove);
    const auto known = [](int value) { return value > -kInfinity && value < kInfinity; };
    int best = -kInfinity; // mover's view
    int bestUpper = -kInfinity;
    for (const SearchContext::RootMove& root : context.rootMoves()) {
        RootMoveBounds bounds;
        bounds.move = root.move;
        if (known(root.lower))
            (sign > 0 ? bounds.lower : bounds.upper) = sign * root.lower;
        if (known(root.upper))
            (sign > 0 ? bounds.upper : bounds.lower) = sign * root.upper;
        result.rootMoves.push_back(bounds);
        if (known(root.lower) && root.lower > best) {
            best = root.lower;
            if (result.status != SearchStatus::Done)
                result.bestMove = root.move;
        }
        bestUpper = std::max(bestUpper, root.upper);
    }
    if (result.status == SearchStatus::Done)
        return;
    // Every legal move bounded from above bounds the root; any lower bound of a move bounds it below.
    const bool everyMoveHasUpper = context.rootMoves().size() == board.moveList().size() && known(bestUpper);
    std::optional<int> lower = known(best) ? std::optional<int>(best) : std::nullopt;
    std::optional<int> upper = everyMoveHasUpper ? std::optional<int>(bestUpper) : std::nullopt;
    result.lowerBound = sign > 0 ? lower : (upper ? std::optional<int>(-*upper) : std::nullopt);
    result.upperBound = sign > 0 ? upper : (lower ? std::optional<int>(-*lower) : std::nullopt);
}

// What solve() reports for a classical search that `run(&bestMove)` performs (returning the
// mover's value): the value from Black's side and the best move when it finished, the counts,
// node types and time also when it was stopped, and what it settled about the root's moves.
// The caller adds its table's statistics.
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
    reportRootMoves(board, context, result);
    result.stats = context.stats();
    result.nodeTypes = context.nodeTypes();
    result.seconds = context.elapsedSeconds();
    context.publish();
    return result;
}

} // namespace othello::classical
