#pragma once

#include "Rules.h"

namespace othello::best {

// A lower bound on the discs of `player` that can never be flipped again: a disc is stable when
// on each of its four lines the line is full or one neighbour is the edge or a stable disc of
// its colour. Grown from the edges' stable discs until nothing changes. N is 4, 6 or 8.
template <int N> Bitboard stableDiscs(Bitboard player, Bitboard opponent);

// Bounds on the mover's final score that the stable discs prove: the opponent keeps at least
// its stable discs, and so does the mover. They hold under both scoring rules (a winner's
// score with the empties is N*N minus twice the loser's discs).
template <int N> int scoreUpperBound(Bitboard player, Bitboard opponent)
{
    return Rules<N>::kSquares - 2 * popCount(stableDiscs<N>(opponent, player));
}
template <int N> int scoreLowerBound(Bitboard player, Bitboard opponent)
{
    return 2 * popCount(stableDiscs<N>(player, opponent)) - Rules<N>::kSquares;
}

} // namespace othello::best
