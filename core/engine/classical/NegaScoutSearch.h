#pragma once

#include "SearchContext.h"
#include "SearchRecorder.h"

namespace othello::detail {

// NegaScout: the first child with the full window, the others with the null window
// (-alpha-1, -alpha), re-searched with (-beta, -score) when alpha < score < beta. As in the
// course's reference (and Reinefeld's formulation) a node returns alpha, i.e. max(alpha, best):
// the published NegaScout node counts depend on it.
template <int N, bool UseTT, class Recorder = NoRecorder> class NegaScoutSearch {
public:
    explicit NegaScoutSearch(SearchContext& context, Recorder recorder = {}) : m_ctx(context), m_rec(recorder) { }

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
            if (hasOneEmpty<N>(player, opponent)) {
                // As the recursive search would return it: a leaf its score, a node alpha.
                const LastEmpty last = lastEmpty<N>(m_ctx, player, opponent, onlyEmpty<N>(player, opponent));
                switch (last.shape) {
                case LastEmpty::Shape::Leaf:
                    return last.value;
                case LastEmpty::Shape::Move:
                    return std::max(alpha, last.value);
                case LastEmpty::Shape::PassThenMove:
                    return std::max(alpha, std::min(beta, last.value));
                }
            }
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
            alpha = std::max(alpha, score);
        } else {
            bool first = true;
            for (; moves; moves &= moves - 1) {
                const int square = bits::firstSquare(moves);
                const Child<N> child = children.next(square);
                int value;
                if (first) {
                    if constexpr (Recorder::kEnabled)
                        m_rec.child(square, trace::CallKind::Search);
                    value = -search<false>(child.player, child.opponent, -beta, -alpha);
                    if constexpr (Root)
                        m_ctx.boundRootMove(square, value, boundOf(value, alpha, beta));
                    first = false;
                } else {
                    if constexpr (Recorder::kEnabled)
                        m_rec.child(square, trace::CallKind::NullWindow);
                    value = -search<false>(child.player, child.opponent, -alpha - 1, -alpha);
                    if constexpr (Root)
                        m_ctx.boundRootMove(square, value, boundOf(value, alpha, alpha + 1));
                    if (alpha < value && value < beta) {
                        if constexpr (Recorder::kEnabled)
                            m_rec.child(square, trace::CallKind::ReSearch);
                        const int scouted = value;
                        value = -search<false>(child.player, child.opponent, -beta, -value);
                        if constexpr (Root)
                            m_ctx.boundRootMove(square, value, boundOf(value, scouted, beta));
                    }
                }
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
            m_rec.expanded(alpha, alphaAtStart, beta);
        const int empties = emptiesOf<N>(player, opponent);
        if (empties > kFewEmpties)
            m_ctx.countNodeType(alpha, alphaAtStart, beta);
        if constexpr (UseTT)
            m_ctx.table()->store(player, opponent, alpha, boundOf(alpha, alphaAtStart, beta), bestSquare, empties);
        if constexpr (Root)
            *bestMove = bestSquare;
        return alpha;
    }

    SearchContext& m_ctx;
    [[no_unique_address]] Recorder m_rec;
};

} // namespace othello::detail
