#pragma once

// Move generation and flips on bitboards: pure functions of (player, opponent) words, inlined
// into the searches. N is the board size (6 or 8); see Square.h for the bit layout.

#include <bit>
#include <cstdint>

namespace othello::bits {

using Bitboard = std::uint64_t;

template <int N> constexpr Bitboard boardMask()
{
    static_assert(N >= 4 && N <= 8 && N % 2 == 0);
    Bitboard rowBits = (Bitboard{1} << N) - 1;
    Bitboard mask = 0;
    for (int row = 0; row < N; ++row)
        mask |= rowBits << (row * 8);
    return mask;
}

template <int N> constexpr Bitboard columnMask(int column)
{
    Bitboard mask = 0;
    for (int row = 0; row < N; ++row)
        mask |= Bitboard{1} << (row * 8 + column);
    return mask;
}

// One step in each of the eight directions, dropping bits that wrap around an edge or leave
// the N x N area.
template <int N> struct Step {
    static constexpr Bitboard kAll = boardMask<N>();
    static constexpr Bitboard kNotFirstColumn = kAll & ~columnMask<N>(0);
    static constexpr Bitboard kNotLastColumn = kAll & ~columnMask<N>(N - 1);

    static constexpr Bitboard east(Bitboard x) { return (x << 1) & kNotFirstColumn; }
    static constexpr Bitboard west(Bitboard x) { return (x >> 1) & kNotLastColumn; }
    static constexpr Bitboard south(Bitboard x) { return (x << 8) & kAll; }
    static constexpr Bitboard north(Bitboard x) { return x >> 8; }
    static constexpr Bitboard southEast(Bitboard x) { return (x << 9) & kNotFirstColumn; }
    static constexpr Bitboard southWest(Bitboard x) { return (x << 7) & kNotLastColumn; }
    static constexpr Bitboard northEast(Bitboard x) { return (x >> 7) & kNotFirstColumn; }
    static constexpr Bitboard northWest(Bitboard x) { return (x >> 9) & kNotLastColumn; }
};

// Squares where `player` may move: empty squares from which a line of opponent discs ends in
// a player disc. A line holds at most N - 2 opponent discs.
template <int N, Bitboard (*Shift)(Bitboard)>
constexpr Bitboard movesInDirection(Bitboard player, Bitboard opponent)
{
    Bitboard run = Shift(player) & opponent;
    for (int i = 0; i < N - 3; ++i)
        run |= Shift(run) & opponent;
    return Shift(run);
}

template <int N> constexpr Bitboard legalMoves(Bitboard player, Bitboard opponent)
{
    using S = Step<N>;
    const Bitboard empty = S::kAll & ~(player | opponent);
    const Bitboard moves =
        movesInDirection<N, S::east>(player, opponent) | movesInDirection<N, S::west>(player, opponent) |
        movesInDirection<N, S::south>(player, opponent) | movesInDirection<N, S::north>(player, opponent) |
        movesInDirection<N, S::southEast>(player, opponent) |
        movesInDirection<N, S::southWest>(player, opponent) |
        movesInDirection<N, S::northEast>(player, opponent) |
        movesInDirection<N, S::northWest>(player, opponent);
    return moves & empty;
}

template <int N, Bitboard (*Shift)(Bitboard)>
constexpr Bitboard flipsInDirection(Bitboard move, Bitboard player, Bitboard opponent)
{
    Bitboard run = 0;
    Bitboard next = Shift(move);
    while (next & opponent) {
        run |= next;
        next = Shift(next);
    }
    return (next & player) ? run : 0;
}

// Discs flipped when `player` plays on `square` (0 when the move is illegal).
template <int N> constexpr Bitboard flips(Bitboard player, Bitboard opponent, int square)
{
    using S = Step<N>;
    const Bitboard move = Bitboard{1} << square;
    return flipsInDirection<N, S::east>(move, player, opponent) |
           flipsInDirection<N, S::west>(move, player, opponent) |
           flipsInDirection<N, S::south>(move, player, opponent) |
           flipsInDirection<N, S::north>(move, player, opponent) |
           flipsInDirection<N, S::southEast>(move, player, opponent) |
           flipsInDirection<N, S::southWest>(move, player, opponent) |
           flipsInDirection<N, S::northEast>(move, player, opponent) |
           flipsInDirection<N, S::northWest>(move, player, opponent);
}

constexpr int popCount(Bitboard x) { return std::popcount(x); }
constexpr int firstSquare(Bitboard x) { return std::countr_zero(x); }

} // namespace othello::bits
