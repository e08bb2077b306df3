#pragma once

#include "SearchContext.h"
#include "SearchRecorder.h"

namespace othello::detail {

// Plain negamax to the end of the game: every child of every node, in row-major order.
template <int N, bool UseTT, class Recorder = NoRecorder> class NegamaxSearch {
public:
    explicit NegamaxSearch(SearchContext& context, Recorder recorder = {}) : m_ctx(context), m_rec(recorder) { }

    int run(Bitboard player, Bitboard opponent, int* bestMove) { return search<true>(player, opponent, bestMove); }

private:
    template <bool Root> int search(Bitboard player, Bitboard opponent, int* bestMove = nullptr)
    {
        if constexpr (Recorder::kEnabled)
            m_rec.enter(player, opponent, -kInfinity, kInfinity);
        m_ctx.countGenerated();
        if constexpr (!UseTT && !Root && !Recorder::kEnabled) {
            const Bitboard empty = bits::Step<N>::kAll & ~(player | opponent);
            const Bitboard rest = empty & (empty - 1);
            if (empty && !rest)
                return lastEmpty<N>(m_ctx, player, opponent, bits::firstSquare(empty)).value;
            if (rest && !(rest & (rest - 1)))
                return twoEmpties<N>(m_ctx, player, opponent, empty, -kInfinity, kInfinity);
            if (rest && bits::popCount(empty) <= kFewEmpties)
                return fewEmpties<N, false>(m_ctx, player, opponent, empty, -kInfinity, kInfinity);
        }
        Bitboard moves = movesOf<N>(player, opponent);
        if (!moves && !movesOf<N>(opponent, player)) {
            if constexpr (Recorder::kEnabled)
                m_rec.gameOver(finalScore(player, opponent));
            return finalScore(player, opponent);
        }
        if constexpr (UseTT) {
            if (const auto* entry = m_ctx.table()->probe(player, opponent)) {
                m_ctx.table()->countCutoff();
                m_ctx.countExpanded();
                if constexpr (Recorder::kEnabled)
                    m_rec.tableHit(entry->value, entry->bound);
                if constexpr (Root)
                    *bestMove = entry->bestMove == 0xFF ? kNoMove : entry->bestMove;
                return entry->value;
            }
        }
        int best = -kInfinity;
        int bestSquare = kPassMove;
        Children<N, UseTT> children(m_ctx, player, opponent, moves);
        if (!moves) {
            if constexpr (Recorder::kEnabled)
                m_rec.child(kPassMove, trace::CallKind::Search);
            best = -search<false>(opponent, player);
            if constexpr (Root)
                m_ctx.boundRootMove(kPassMove, best, Bound::Exact);
        } else {
            for (; moves; moves &= moves - 1) {
                const int square = bits::firstSquare(moves);
                const Child<N> child = children.next(square);
                if constexpr (Recorder::kEnabled)
                    m_rec.child(square, trace::CallKind::Search);
                const int value = -search<false>(child.player, child.opponent);
                if constexpr (Root)
                    m_ctx.boundRootMove(square, value, Bound::Exact);
                if (value > best) {
                    best = value;
                    bestSquare = square;
                }
            }
        }
        m_ctx.countExpanded();
        if constexpr (Recorder::kEnabled)
            m_rec.expanded(best);
        if constexpr (UseTT)
            m_ctx.table()->store(player, opponent, best, Bound::Exact, bestSquare, emptiesOf<N>(player, opponent));
        if constexpr (Root)
            *bestMove = bestSquare;
        return best;
    }

    SearchContext& m_ctx;
    [[no_unique_address]] Recorder m_rec;
};

} // namespace othello::detail
