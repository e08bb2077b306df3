#pragma once

#include "Rules6.h"

namespace othello::best {

// A lower bound on the discs of `player` that can never be flipped again: a disc is stable when
// on each of its four lines the line is full or one neighbour is the edge or a stable disc of
// its colour. Grown from the corners until nothing changes.
Bitboard stableDiscs(Bitboard player, Bitboard opponent);

// Bounds on the mover's final score that the stable discs prove: the opponent keeps at least
// its stable discs, and so does the mover.
inline int scoreUpperBound(Bitboard player, Bitboard opponent)
{
    return kSquares - 2 * popCount(stableDiscs(opponent, player));
}
inline int scoreLowerBound(Bitboard player, Bitboard opponent)
{
    return 2 * popCount(stableDiscs(player, opponent)) - kSquares;
}

} // namespace othello::best
