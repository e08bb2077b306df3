#pragma once

// The rules of N x N Othello as the solver needs them at every node: legal moves, flips and
// final scores on (player, opponent) words in the engine's bit layout (square = row * 8 +
// column), with the board's constant masks. The generic code in MoveGeneration.h serves every
// caller; this is the solver's hot path (N = 4, 6 or 8).

#include "engine/MoveGeneration.h"
#include "engine/Scoring.h"

#include <array>
#include <bit>
#include <cstdint>

namespace othello::best {

using Bitboard = std::uint64_t;

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

template <int N> struct Rules {
    static constexpr int kSquares = N * N;
    static constexpr Bitboard kAllSquares = bits::boardMask<N>();
    // Not on the first or last column: a line never crosses the edge.
    static constexpr Bitboard kInnerColumns = kAllSquares & ~bits::columnMask<N>(0) & ~bits::columnMask<N>(N - 1);
    static constexpr Bitboard kCorners = bitAt(0) | bitAt(N - 1) | bitAt(8 * (N - 1)) | bitAt(8 * (N - 1) + N - 1);
    // The four (N/2 x N/2) quadrants, for parity: the last move in a region tends to go to
    // whoever has it odd.
    static constexpr std::array<Bitboard, 4> kQuadrants = [] {
        std::array<Bitboard, 4> quadrants{};
        for (int row = 0; row < N; ++row)
            for (int column = 0; column < N; ++column)
                quadrants[static_cast<std::size_t>(2 * (row / (N / 2)) + column / (N / 2))] |= bitAt(row * 8 + column);
        return quadrants;
    }();

    // Squares reached from `player` over a run of 1..N-2 `opponent` discs in one direction.
    template <int Shift>
    [[gnu::always_inline]] static constexpr Bitboard movesInDirection(Bitboard player, Bitboard opponent)
    {
        Bitboard run = opponent & shifted<Shift>(player);
        for (int i = 0; i < N - 3; ++i)
            run |= opponent & shifted<Shift>(run);
        return shifted<Shift>(run);
    }

    // Inlined by force: as a template GCC judged it too big to inline (7% more time at PV label 8).
    [[gnu::always_inline]] static constexpr Bitboard legalMoves(Bitboard player, Bitboard opponent)
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
    // engine's flips (line tables with PEXT/PDEP, or AVX-512 ray scans, where the CPU has them).
    [[gnu::always_inline]] static Bitboard flips(Bitboard player, Bitboard opponent, int square)
    {
        return bits::flips<N>(player, opponent, square);
    }

    // Mover-relative final score under the scoring rule.
    template <ScoringRule Rule> static int finalScore(Bitboard player, Bitboard opponent)
    {
        if constexpr (Rule == ScoringRule::DiscDifference)
            return popCount(player) - popCount(opponent);
        else
            return finalScoreUnder(Rule, player, opponent, kSquares);
    }
};

} // namespace othello::best
