#pragma once

// The rules of 6x6 Othello as the solver needs them at every node: legal moves, flips and disc
// counts on (player, opponent) words in the engine's bit layout (square = row * 8 + column).
// The generic code in MoveGeneration.h serves every board size; this is the 6x6 hot path.

#include "engine/MoveGeneration.h"

#include <array>
#include <bit>
#include <cstdint>

namespace othello::best {

using Bitboard = std::uint64_t;

inline constexpr int kSquares = 36;
inline constexpr Bitboard kAllSquares = 0x3F3F3F3F3F3FULL;
inline constexpr Bitboard kInnerColumns = 0x1E1E1E1E1E1EULL; // b..e: a line never crosses the edge
inline constexpr Bitboard kCorners = 0x210000000021ULL;     // a1 f1 a6 f6
// The four 3x3 quadrants, for parity: the last move in a region tends to go to whoever has it odd.
inline constexpr std::array<Bitboard, 4> kQuadrants{0x070707ULL, 0x383838ULL, 0x070707000000ULL,
                                                    0x383838000000ULL};

inline int popCount(Bitboard x) { return std::popcount(x); }
inline int firstSquare(Bitboard x) { return std::countr_zero(x); }
inline constexpr Bitboard bitAt(int square) { return Bitboard{1} << square; }

template <int Shift> constexpr Bitboard shifted(Bitboard x)
{
    if constexpr (Shift > 0)
        return x << Shift;
    else
        return x >> -Shift;
}

// Squares reached from `player` over a run of 1..4 `opponent` discs in one direction.
template <int Shift> constexpr Bitboard movesInDirection(Bitboard player, Bitboard opponent)
{
    Bitboard run = opponent & shifted<Shift>(player);
    run |= opponent & shifted<Shift>(run);
    run |= opponent & shifted<Shift>(run);
    run |= opponent & shifted<Shift>(run);
    return shifted<Shift>(run);
}

constexpr Bitboard legalMoves(Bitboard player, Bitboard opponent)
{
    // Masking the opponent to the inner columns stops horizontal and diagonal runs at the edge.
    const Bitboard inner = opponent & kInnerColumns;
    const Bitboard moves = movesInDirection<1>(player, inner) | movesInDirection<-1>(player, inner) |
                           movesInDirection<8>(player, opponent) | movesInDirection<-8>(player, opponent) |
                           movesInDirection<9>(player, inner) | movesInDirection<-9>(player, inner) |
                           movesInDirection<7>(player, inner) | movesInDirection<-7>(player, inner);
    return moves & kAllSquares & ~(player | opponent);
}

// Discs flipped when `player` plays on the empty `square` (0: the move is illegal): the
// engine's ray scans (four rays per instruction where the CPU has AVX-512).
[[gnu::always_inline]] inline Bitboard flips(Bitboard player, Bitboard opponent, int square)
{
    return bits::flips<6>(player, opponent, square);
}

// Mover-relative final score: disc difference, empty squares not awarded.
inline int finalScore(Bitboard player, Bitboard opponent) { return popCount(player) - popCount(opponent); }

} // namespace othello::best
