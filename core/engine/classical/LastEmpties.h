#pragma once

// The last few empty squares of an exact search without a table, settled without a call per node.
// Most nodes of an exact search sit next to the end of the game, where these are several times
// faster than the recursive search; each counts exactly the nodes the recursive search would have
// counted and returns the value it would have returned, so counts and values do not change. They
// are shortcuts, not part of the algorithms: with a table or a recorder every node is a call.

#include "SearchContext.h"

#include "engine/board/ForceInline.h"
#include "engine/board/LastFlipCount.h"
#include "engine/board/MoveGeneration.h"
#include "engine/search/Infinity.h"

#include <algorithm>
#include <bit>

namespace othello::classical {

using bits::Bitboard;

// The mover's legal moves. Most nodes of an exact search sit next to the end of the game,
// where testing the last empty square (or noticing the board is full) is far cheaper than
// the full move generator; the result is the same.
template <int N> OSL_ALWAYS_INLINE inline Bitboard movesOf(Bitboard player, Bitboard opponent)
{
    const Bitboard empty = bits::Step<N>::kAll & ~(player | opponent);
    if (empty == 0)
        return 0;
    if ((empty & (empty - 1)) == 0)
        return bits::flips<N>(player, opponent, bits::firstSquare(empty)) ? empty : 0;
    return bits::legalMoves<N>(player, opponent);
}

// Whether `player` has a move, asked where the other side has none (a pass, or the end of the
// game): movesOf with the full generator out of line. Inline, `!moves && !movesOf(...)` lost its
// branch: GCC's reassociation pass merges two tests against zero into one test of their OR, so
// the second side's moves were generated at every node with two or more empty squares (alpha-beta
// with the engine's table: +23% instructions in the search). A call is never merged.
template <int N> [[gnu::noinline]] bool hasLegalMove(Bitboard player, Bitboard opponent)
{
    return bits::legalMoves<N>(player, opponent) != 0;
}
template <int N> OSL_ALWAYS_INLINE inline bool canMove(Bitboard player, Bitboard opponent)
{
    const Bitboard empty = bits::Step<N>::kAll & ~(player | opponent);
    if (empty == 0)
        return false;
    if ((empty & (empty - 1)) == 0)
        return bits::flips<N>(player, opponent, bits::firstSquare(empty)) != 0;
    return hasLegalMove<N>(player, opponent);
}

// Final score from the mover's side: disc difference, empty squares not awarded.
inline int finalScore(Bitboard player, Bitboard opponent) { return bits::popCount(player) - bits::popCount(opponent); }

// A node with exactly one empty square, already counted as generated, settled without
// recursion: its subtree is a move there (one leaf child), a pass and the opponent's move
// there (a pass node and a leaf), or nothing (the node is a leaf). Counts are exactly those
// of the recursive search; no window changes anything below a node with a single child.
struct LastEmpty {
    enum class Shape { Leaf, Move, PassThenMove };
    int value; // exact, mover's side
    Shape shape;
};
template <int N>
OSL_ALWAYS_INLINE inline LastEmpty lastEmpty(SearchContext& context, Bitboard player, Bitboard opponent, int square)
{
    const int discs = bits::popCount(player) - bits::popCount(opponent);
    if constexpr (N == 6) {
        if (const int flipped = bits::kLastFlipCount<6>(player, square)) {
            context.countNodes(1, 1);
            return {discs + 2 * flipped + 1, LastEmpty::Shape::Move};
        }
        if (const int flipped = bits::kLastFlipCount<6>(opponent, square)) {
            context.countNodes(2, 2);
            return {discs - 2 * flipped - 1, LastEmpty::Shape::PassThenMove};
        }
        return {discs, LastEmpty::Shape::Leaf};
    }
    if (const Bitboard flipped = bits::flips<N>(player, opponent, square)) {
        context.countNodes(1, 1);
        return {discs + 2 * bits::popCount(flipped) + 1, LastEmpty::Shape::Move};
    }
    if (const Bitboard flipped = bits::flips<N>(opponent, player, square)) {
        context.countNodes(2, 2);
        return {discs - 2 * bits::popCount(flipped) - 1, LastEmpty::Shape::PassThenMove};
    }
    return {discs, LastEmpty::Shape::Leaf};
}

// A node with exactly two empty squares, already counted as generated, for fail-soft alpha-beta
// or plain negamax (the window (-infinity, +infinity): the children ignore windows, so nothing is cut). Its children have
// one empty square each and are settled by lastEmpty(); the pass, when the mover has no move,
// is a two-empty node of the opponent. Counts and value are those of the recursive search.
template <int N> inline int twoEmpties(SearchContext& context, Bitboard player, Bitboard opponent, Bitboard empty,
                                       int alpha, int beta, bool passed = false)
{
    const int first = bits::firstSquare(empty);
    const int second = bits::firstSquare(empty & (empty - 1));
    const Bitboard flipsFirst = bits::flips<N>(player, opponent, first);
    const Bitboard flipsSecond = bits::flips<N>(player, opponent, second);
    if (!(flipsFirst | flipsSecond)) {
        if (passed)
            return -kInfinity; // unreachable: the caller checked the opponent can move
        if (!bits::flips<N>(opponent, player, first) && !bits::flips<N>(opponent, player, second))
            return finalScore(player, opponent);
        context.countNodes(1, 0); // the pass node
        const int score = -twoEmpties<N>(context, opponent, player, empty, -beta, -alpha, true);
        context.countNodes(0, 1);
        return score;
    }
    // The move on `square` (its flips `flipped`), leaving `other` empty: its value, mover's view.
    const auto child = [&](int square, Bitboard flipped, int other) {
        context.countNodes(1, 0);
        const Bitboard childPlayer = opponent & ~flipped;
        const Bitboard childOpponent = player | flipped | (Bitboard{1} << square);
        return -lastEmpty<N>(context, childPlayer, childOpponent, other).value;
    };
    int score = -kInfinity;
    bool cut = false; // the first move refuted the parent's: the second is not tried
    if (flipsFirst) {
        score = child(first, flipsFirst, second);
        cut = std::max(alpha, score) >= beta;
    }
    if (flipsSecond && !cut)
        score = std::max(score, child(second, flipsSecond, first));
    context.countNodes(0, 1);
    return score;
}

// Below this many empty squares, trying each empty square is cheaper than generating moves.
constexpr int kFewEmpties = 4;

// A node with 3..kFewEmpties empty squares, already counted as generated, for plain negamax
// (Prune = false: the window is ignored) or fail-soft alpha-beta: the same children in the same (row-major) order, with
// each empty square tried directly instead of generating the move set first.
template <int N, bool Prune>
int fewEmpties(SearchContext& context, Bitboard player, Bitboard opponent, Bitboard empty, int alpha, int beta)
{
    int score = -kInfinity;
    bool moved = false;
    for (Bitboard candidates = empty; candidates; candidates &= candidates - 1) {
        const int square = bits::firstSquare(candidates);
        const Bitboard flipped = bits::flips<N>(player, opponent, square);
        if (!flipped)
            continue;
        moved = true;
        context.countNodes(1, 0);
        const Bitboard childPlayer = opponent & ~flipped;
        const Bitboard childOpponent = player | flipped | (Bitboard{1} << square);
        const Bitboard childEmpty = empty & ~(Bitboard{1} << square);
        const int value = std::popcount(childEmpty) == 2
            ? -twoEmpties<N>(context, childPlayer, childOpponent, childEmpty, -beta, -alpha)
            : -fewEmpties<N, Prune>(context, childPlayer, childOpponent, childEmpty, -beta, -alpha);
        score = std::max(score, value);
        if constexpr (Prune) {
            alpha = std::max(alpha, score);
            if (alpha >= beta)
                break;
        }
    }
    if (!moved) {
        bool opponentMoves = false;
        for (Bitboard candidates = empty; candidates && !opponentMoves; candidates &= candidates - 1)
            opponentMoves = bits::flips<N>(opponent, player, bits::firstSquare(candidates)) != 0;
        if (!opponentMoves)
            return finalScore(player, opponent);
        context.countNodes(1, 0); // the pass node
        score = -fewEmpties<N, Prune>(context, opponent, player, empty, -beta, -alpha);
    }
    context.countNodes(0, 1);
    return score;
}

template <int N> OSL_ALWAYS_INLINE inline bool hasOneEmpty(Bitboard player, Bitboard opponent)
{
    const Bitboard empty = bits::Step<N>::kAll & ~(player | opponent);
    return empty && (empty & (empty - 1)) == 0;
}
template <int N> OSL_ALWAYS_INLINE inline int onlyEmpty(Bitboard player, Bitboard opponent)
{
    return bits::firstSquare(bits::Step<N>::kAll & ~(player | opponent));
}

template <int N> int emptiesOf(Bitboard player, Bitboard opponent) { return N * N - bits::popCount(player | opponent); }

} // namespace othello::classical
