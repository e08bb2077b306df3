#pragma once

// What the solver adds to the engine's rules for N x N Othello (N = 4, 6 or 8): the board's
// constant masks and the final score under a scoring rule. Moves and flips are the engine's
// (engine/board/MoveGeneration.h: bits::legalMoves<N>, bits::flips<N>), on (player, opponent) words
// in its bit layout (square = row * 8 + column).

#include "engine/board/MoveGeneration.h"
#include "engine/board/Scoring.h"

#include <array>
#include <cstddef>

namespace othello::best {

using bits::Bitboard;
using bits::firstSquare;
using bits::popCount;

inline constexpr Bitboard bitAt(int square) { return Bitboard{1} << square; }

template <int N> struct Rules {
    static constexpr int kSquares = N * N;
    static constexpr Bitboard kAllSquares = bits::boardMask<N>();
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
