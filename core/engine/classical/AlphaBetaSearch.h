#pragma once

#include "SearchContext.h"
#include "SearchRecorder.h"

namespace othello::detail {

// Fail-soft negamax alpha-beta in row-major move order:
// score = max(score, -child(-beta, -alpha)), alpha = max(alpha, score), cut when alpha >= beta.
template <int N, bool UseTT, class Recorder = NoRecorder> class AlphaBetaSearch {
public:
    explicit AlphaBetaSearch(SearchContext& context, Recorder recorder = {}) : m_ctx(context), m_rec(recorder) { }

    int run(Bitboard player, Bitboard opponent, int* bestMove)
    {
        return search<true>(player, opponent, -kInfinity, kInfinity, bestMove);
    }

private:
    template <bool Root> int search(Bitboard player, Bitboard opponent, int alpha, int beta, int* bestMove = nullptr)
    {
        if constexpr (Recorder::kEnabled)
            m_rec.enter(player, opponent, alpha, beta);
        m_ctx.countGenerated();
        if constexpr (!UseTT && !Root && !Recorder::kEnabled) {
            const Bitboard empty = bits::Step<N>::kAll & ~(player | opponent);
            const Bitboard rest = empty & (empty - 1);
            if (empty && !rest)
                return lastEmpty<N>(m_ctx, player, opponent, bits::firstSquare(empty)).value;
            if (rest && !(rest & (rest - 1)))
                return twoEmpties<N>(m_ctx, player, opponent, empty, alpha, beta);
            if (rest && bits::popCount(empty) <= kFewEmpties)
                return fewEmpties<N, true>(m_ctx, player, opponent, empty, alpha, beta);
        }
        Bitboard moves = movesOf<N>(player, opponent);
        if (!moves && !movesOf<N>(opponent, player)) {
            if constexpr (Recorder::kEnabled)
                m_rec.gameOver(finalScore(player, opponent));
            return finalScore(player, opponent);
        }
        if constexpr (UseTT) {
            if (const auto* entry = m_ctx.table()->probe(player, opponent)) {
                int value = 0;
                if (settleFromTable(*entry, alpha, beta, value)) {
                    m_ctx.table()->countCutoff();
                    m_ctx.countExpanded();
                    if constexpr (Recorder::kEnabled)
                        m_rec.tableHit(value, entry->bound);
                    return value;
                }
            }
        }
        const int alphaAtStart = alpha;
        int score = -kInfinity;
        int bestSquare = kPassMove;
        Children<N, UseTT> children(m_ctx, player, opponent, moves);
        if (!moves) {
            if constexpr (Recorder::kEnabled)
                m_rec.child(kPassMove, trace::CallKind::Search);
            score = -search<false>(opponent, player, -beta, -alpha);
            if constexpr (Root)
                m_ctx.boundRootMove(kPassMove, score, boundOf(score, alpha, beta));
        } else {
            for (; moves; moves &= moves - 1) {
                const int square = bits::firstSquare(moves);
                const Child<N> child = children.next(square);
                if constexpr (Recorder::kEnabled)
                    m_rec.child(square, trace::CallKind::Search);
                const int value = -search<false>(child.player, child.opponent, -beta, -alpha);
                if constexpr (Root)
                    m_ctx.boundRootMove(square, value, boundOf(value, alpha, beta));
                if (value > score) {
                    score = value;
                    bestSquare = square;
                }
                alpha = std::max(alpha, score);
                if (alpha >= beta) {
                    if constexpr (Recorder::kEnabled)
                        m_rec.cutoff();
                    break;
                }
            }
        }
        m_ctx.countExpanded();
        if constexpr (Recorder::kEnabled)
            m_rec.expanded(score, alphaAtStart, beta);
        const int empties = emptiesOf<N>(player, opponent);
        if (empties > kFewEmpties)
            m_ctx.countNodeType(score, alphaAtStart, beta);
        if constexpr (UseTT)
            m_ctx.table()->store(player, opponent, score, boundOf(score, alphaAtStart, beta), bestSquare, empties);
        if constexpr (Root)
            *bestMove = bestSquare;
        return score;
    }

    SearchContext& m_ctx;
    [[no_unique_address]] Recorder m_rec;
};

} // namespace othello::detail
