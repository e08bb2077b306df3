#pragma once

// How deep a classical search goes and what a position it stops at is worth: to the end of the
// game (the exact searches, values in discs), or to a depth with an evaluation at the horizon.

#include "engine/board/MoveGeneration.h"
#include "engine/board/Scoring.h"
#include "engine/evaluation/Evaluation.h"
#include "engine/search/Infinity.h"

#include <algorithm>
#include <array>
#include <vector>

namespace othello::classical {

using bits::Bitboard;

// A finished game's value in a depth-limited search: its score times kFinalScale, so that any win
// outranks any evaluation (which is kept below kFinalScale).
inline constexpr int kFinalScale = 1'000'000;

// To the end of the game, scored by disc difference (the course's rule): values in discs.
struct ToTheEnd {
    static constexpr bool kDepthLimited = false;
    static constexpr int kInfinity = othello::kInfinity;

    template <int N> static int finalScore(Bitboard player, Bitboard opponent)
    {
        return bits::popCount(player) - bits::popCount(opponent);
    }
    static int depthOf(int empties) { return empties; } // what the engine's table keeps as a subtree's size
};

// To `depth` plies (a pass is a ply), with the evaluation at the horizon, clamped below
// kFinalScale; a finished game scored under `scoring`, times kFinalScale. It follows the call
// in progress (its ply) and keeps the best line below each call (a triangular table).
class ToDepth {
public:
    static constexpr bool kDepthLimited = true;
    static constexpr int kInfinity = othello::kInfinity * kFinalScale;
    static constexpr int kMaxEvaluation = kFinalScale - 1;

    ToDepth(int depth, ScoringRule scoring, const evaluation::Evaluator& evaluator)
        : m_depth(depth), m_scoring(scoring), m_evaluator(&evaluator)
    { }

    template <int N> int finalScore(Bitboard player, Bitboard opponent) const
    {
        return finalScoreUnder(m_scoring, player, opponent, N * N) * kFinalScale;
    }
    int evaluate(Bitboard player, Bitboard opponent) const
    {
        return std::clamp(m_evaluator->evaluate(player, opponent), -kMaxEvaluation, kMaxEvaluation);
    }

    // A call enters at the next ply and leaves back to its parent's.
    int enter()
    {
        const int ply = m_ply++;
        if (ply < kMaxLine)
            m_lineLength[ply] = 0;
        return ply;
    }
    void leave() { --m_ply; }
    int depthLeft(int ply) const { return m_depth - ply; }
    // The call at `ply` found a new best move: its line is that move and the line below it.
    void extendLine(int ply, int move)
    {
        if (ply >= kMaxLine)
            return;
        m_line[ply][0] = move;
        const int childLength = ply + 1 < kMaxLine ? std::min(m_lineLength[ply + 1], kMaxLine - 1) : 0;
        std::copy_n(m_line[ply + 1].begin(), childLength, m_line[ply].begin() + 1);
        m_lineLength[ply] = 1 + childLength;
    }
    // The best line of the last search: its best move, the best reply, ... (shortened where a
    // table hit answered a position).
    std::vector<int> line() const { return {m_line[0].begin(), m_line[0].begin() + m_lineLength[0]}; }
    bool reachedHorizon() const { return m_reachedHorizon; }
    void noteHorizon() { m_reachedHorizon = true; }

private:
    static constexpr int kMaxLine = 64;
    int m_depth;
    ScoringRule m_scoring;
    const evaluation::Evaluator* m_evaluator;
    int m_ply = 0;
    bool m_reachedHorizon = false;
    std::array<std::array<int, kMaxLine>, kMaxLine> m_line{};
    std::array<int, kMaxLine> m_lineLength{};
};

} // namespace othello::classical
