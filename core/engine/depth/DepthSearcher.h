#pragma once

// The depth-limited search itself, a template on the board size and on a recorder
// (engine/classical/SearchRecorder.h): DepthSearch.cpp runs it without one, engine/trace with one, each in
// its own translation unit so that the search without a recorder compiles as it always did. In an
// unnamed namespace on purpose: with internal linkage GCC inlines and clones it exactly as when it
// lived in DepthSearch.cpp (checked with objdump: the same instructions).

#include "DepthSearch.h"
#include "DepthTable.h"

#include "engine/board/BoardSize.h"
#include "engine/board/MoveGeneration.h"
#include "engine/classical/SearchRecorder.h"
#include "engine/search/Infinity.h"
#include "engine/search/SearchStop.h"

#include <algorithm>
#include <array>

namespace othello::depth {
namespace {

using bits::Bitboard;

// The engine's infinity in this search's units: beyond every value (a final score is at most
// 64 * kFinalScale).
constexpr int kScaledInfinity = kInfinity * kFinalScale;
constexpr int kMaxEvaluation = kFinalScale - 1;

template <int N, class Recorder> class Searcher {
public:
    Searcher(const DepthOptions& options, SearchControl* control, std::optional<double> timeLimit, DepthTable* table,
             Recorder recorder = {})
        : m_options(options), m_table(table), m_stop(control, timeLimit), m_rec(recorder)
    { }

    int run(Bitboard player, Bitboard opponent, int* bestMove)
    {
        return search(player, opponent, -kScaledInfinity, kScaledInfinity, m_options.depth, 0, bestMove);
    }
    // The principal variation of the last run: the best move, the best reply, ... (shortened
    // where a table hit answered a position).
    std::vector<int> line() const { return {m_line[0].begin(), m_line[0].begin() + m_lineLength[0]}; }
    const SearchStats& stats() const { return m_stats; }
    bool reachedHorizon() const { return m_reachedHorizon; }
    double seconds() const { return m_stop.elapsedSeconds(); }

private:
    bool prunes() const { return m_options.algorithm != Algorithm::Negamax; }
    bool scouts() const
    {
        return m_options.algorithm == Algorithm::NegaScout || m_options.algorithm == Algorithm::Scout ||
            m_options.algorithm == Algorithm::Best;
    }
    bool orders() const { return m_options.algorithm == Algorithm::Best; }

    void countGenerated()
    {
        if ((++m_stats.generated & 1023) == 0) {
            m_stop.publish(m_stats);
            m_stop.check();
        }
    }

    // Moves in the order they are tried: row-major, or for the ordered search the table's move
    // first, then fewest opponent replies.
    int orderedMoves(Bitboard player, Bitboard opponent, Bitboard moves, int tableMove, int* out)
    {
        int count = 0;
        for (; moves; moves &= moves - 1)
            out[count++] = bits::firstSquare(moves);
        if (!orders())
            return count;
        int keys[64];
        for (int i = 0; i < count; ++i) {
            const Bitboard flipped = bits::flips<N>(player, opponent, out[i]);
            const Bitboard newOpponent = player | flipped | (Bitboard{1} << out[i]);
            keys[i] = out[i] == tableMove ? -1 : bits::popCount(bits::legalMoves<N>(opponent & ~flipped, newOpponent));
        }
        // Insertion sort: stable, so equal keys keep row-major order.
        for (int i = 1; i < count; ++i)
            for (int j = i; j > 0 && keys[j] < keys[j - 1]; --j) {
                std::swap(keys[j], keys[j - 1]);
                std::swap(out[j], out[j - 1]);
            }
        return count;
    }

    // The triangular table of lines: row `ply` holds the best line found below the node at ply.
    void extendLine(int ply, int move)
    {
        if (ply >= kMaxLine)
            return;
        m_line[ply][0] = move;
        const int childLength = ply + 1 < kMaxLine ? std::min(m_lineLength[ply + 1], kMaxLine - 1) : 0;
        std::copy_n(m_line[ply + 1].begin(), childLength, m_line[ply].begin() + 1);
        m_lineLength[ply] = 1 + childLength;
    }

    int search(Bitboard player, Bitboard opponent, int alpha, int beta, int depth, int ply, int* bestMove = nullptr)
    {
        if constexpr (Recorder::kEnabled)
            m_rec.enter(player, opponent, alpha, beta, depth);
        countGenerated();
        if (ply < kMaxLine)
            m_lineLength[ply] = 0;
        const Bitboard moves = bits::legalMoves<N>(player, opponent);
        if (!moves && !bits::legalMoves<N>(opponent, player)) {
            if constexpr (Recorder::kEnabled)
                m_rec.gameOver(finalScoreUnder(m_options.scoring, player, opponent, N * N) * kFinalScale);
            return finalScoreUnder(m_options.scoring, player, opponent, N * N) * kFinalScale;
        }
        if (depth <= 0) {
            m_reachedHorizon = true;
            if constexpr (Recorder::kEnabled)
                m_rec.horizon(
                    std::clamp(m_options.evaluator.evaluate(player, opponent), -kMaxEvaluation, kMaxEvaluation));
            return std::clamp(m_options.evaluator.evaluate(player, opponent), -kMaxEvaluation, kMaxEvaluation);
        }
        int tableMove = kNoMove;
        if (m_table) {
            if (const auto* entry = m_table->probe(player, opponent)) {
                tableMove = entry->move;
                if (entry->depth == depth && !bestMove) {
                    if (entry->bound == Bound::Exact || (entry->bound == Bound::Lower && entry->value >= beta) ||
                        (entry->bound == Bound::Upper && entry->value <= alpha)) {
                        ++m_stats.expanded;
                        if constexpr (Recorder::kEnabled)
                            m_rec.tableHit(entry->value, entry->bound);
                        return entry->value;
                    }
                    if (prunes()) {
                        if (entry->bound == Bound::Lower)
                            alpha = std::max(alpha, entry->value);
                        else
                            beta = std::min(beta, entry->value);
                    }
                }
            }
        }
        int score = -kScaledInfinity;
        int bestSquare = kPassMove;
        if (!moves) {
            if constexpr (Recorder::kEnabled)
                m_rec.child(kPassMove, trace::CallKind::Search);
            score = -search(opponent, player, -beta, -alpha, depth - 1, ply + 1);
            extendLine(ply, kPassMove);
        } else {
            int squares[64];
            const int count = orderedMoves(player, opponent, moves, tableMove, squares);
            for (int i = 0; i < count; ++i) {
                const int square = squares[i];
                const Bitboard flipped = bits::flips<N>(player, opponent, square);
                const Bitboard childPlayer = opponent & ~flipped;
                const Bitboard childOpponent = player | flipped | (Bitboard{1} << square);
                int value;
                if (!prunes()) {
                    if constexpr (Recorder::kEnabled)
                        m_rec.child(square, trace::CallKind::Search);
                    value = -search(childPlayer, childOpponent, -kScaledInfinity, kScaledInfinity, depth - 1, ply + 1);
                } else if (i == 0 || !scouts()) {
                    if constexpr (Recorder::kEnabled)
                        m_rec.child(square, trace::CallKind::Search);
                    value = -search(childPlayer, childOpponent, -beta, -std::max(alpha, score), depth - 1, ply + 1);
                } else {
                    const int bound = std::max(alpha, score);
                    if constexpr (Recorder::kEnabled)
                        m_rec.child(square, trace::CallKind::NullWindow);
                    value = -search(childPlayer, childOpponent, -bound - 1, -bound, depth - 1, ply + 1);
                    if (bound < value && value < beta) {
                        if constexpr (Recorder::kEnabled)
                            m_rec.child(square, trace::CallKind::ReSearch);
                        value = -search(childPlayer, childOpponent, -beta, -value, depth - 1, ply + 1);
                    }
                }
                if (value > score) {
                    score = value;
                    bestSquare = square;
                    extendLine(ply, square);
                }
                if (prunes() && score >= beta) {
                    if constexpr (Recorder::kEnabled)
                        m_rec.cutoff();
                    break;
                }
            }
        }
        ++m_stats.expanded;
        if constexpr (Recorder::kEnabled) {
            if (prunes())
                m_rec.expanded(score, alpha, beta);
            else
                m_rec.expanded(score);
        }
        if (m_table) {
            // Against the window searched with (narrowed by the table, if it was).
            const Bound bound = prunes() ? boundOf(score, alpha, beta) : Bound::Exact;
            m_table->store(player, opponent, score, depth, bound, bestSquare);
        }
        if (bestMove)
            *bestMove = bestSquare;
        return score;
    }

    static constexpr int kMaxLine = 64;
    const DepthOptions& m_options;
    DepthTable* m_table;
    SearchStop m_stop;
    SearchStats m_stats;
    bool m_reachedHorizon = false;
    std::array<std::array<int, kMaxLine>, kMaxLine> m_line{};
    std::array<int, kMaxLine> m_lineLength{};
    [[no_unique_address]] Recorder m_rec;
};

// The search of searchToDepthWithTable; the searcher reports to
// makeRecorder(std::integral_constant<int, N>) (SearchRecorder.h).
template <class MakeRecorder> DepthResult searchWith(const Board& board, const DepthOptions& options, DepthTable* table,
                                                     SearchControl* control, std::optional<double> timeLimitSeconds,
                                                     MakeRecorder makeRecorder)
{
    return withBoardSize(board.size, [&](auto n) {
        constexpr int N = decltype(n)::value;
        Searcher<N, decltype(makeRecorder(n))> searcher(options, control, timeLimitSeconds, table, makeRecorder(n));
        DepthResult result;
        result.depth = options.depth;
        try {
            int bestMove = kNoMove;
            const int moverValue = searcher.run(board.mover(), board.opponent(), &bestMove);
            result.value = blackSign(board.toMove) * moverValue;
            result.bestMove = board.isGameOver() ? kNoMove : bestMove;
            result.exact = !searcher.reachedHorizon();
            if (result.bestMove != kNoMove)
                result.line = searcher.line();
        } catch (const SearchStopped& stopped) {
            result.status = stopped.status;
        }
        result.stats = searcher.stats();
        result.seconds = searcher.seconds();
        if (control)
            control->publish(result.stats);
        return result;
    });
}

} // namespace
} // namespace othello::depth
