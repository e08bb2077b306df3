#pragma once

#include "SearchContext.h"
#include "SearchRecorder.h"

namespace othello::detail {

// Pearl's Scout in minimax form, values from Black's point of view (Black maximises): the
// first child is searched; every further child is first TESTed against the best value so far
// (`>` at Black's turn, `>=` at White's) and searched only when it may be better.
template <int N, bool UseTT, class Recorder = NoRecorder> class ScoutSearch {
public:
    explicit ScoutSearch(SearchContext& context, Recorder recorder = {}) : m_ctx(context), m_rec(recorder) { }

    int run(Bitboard player, Bitboard opponent, bool blackToMove, int* bestMove)
    {
        return blackToMove ? search<true, true>(player, opponent, bestMove)
                           : search<true, false>(player, opponent, bestMove);
    }

private:
    enum class Test { Greater, GreaterOrEqual };

    static bool holds(int value, Test test, int v) { return test == Test::Greater ? value > v : value >= v; }
    template <bool Black> static int blackView(int moverValue) { return Black ? moverValue : -moverValue; }
    static constexpr trace::Comparison comparisonOf(Test test)
    {
        return test == Test::Greater ? trace::Comparison::Greater : trace::Comparison::GreaterOrEqual;
    }

    template <bool Root, bool Black> int search(Bitboard player, Bitboard opponent, int* bestMove = nullptr)
    {
        if constexpr (Recorder::kEnabled)
            m_rec.enter(player, opponent, -kInfinity, kInfinity);
        m_ctx.countGenerated();
        if constexpr (!UseTT && !Root && !Recorder::kEnabled)
            if (hasOneEmpty<N>(player, opponent))
                return blackView<Black>(lastEmpty<N>(m_ctx, player, opponent, onlyEmpty<N>(player, opponent)).value);
        Bitboard moves = movesOf<N>(player, opponent);
        if (!moves && !movesOf<N>(opponent, player)) {
            if constexpr (Recorder::kEnabled)
                m_rec.gameOver(blackView<Black>(finalScore(player, opponent)));
            return blackView<Black>(finalScore(player, opponent));
        }
        if constexpr (UseTT) {
            const auto* entry = m_ctx.table()->probe(player, opponent);
            if (entry && entry->bound == Bound::Exact) {
                m_ctx.table()->countCutoff();
                m_ctx.countExpanded();
                if constexpr (Recorder::kEnabled)
                    m_rec.tableHit(blackView<Black>(entry->value), entry->bound);
                return blackView<Black>(entry->value);
            }
        }
        int v;
        int bestSquare = kPassMove;
        Children<N, UseTT> children(m_ctx, player, opponent, moves);
        if (!moves) {
            if constexpr (Recorder::kEnabled)
                m_rec.child(kPassMove, trace::CallKind::Search);
            v = search<false, !Black>(opponent, player);
            if constexpr (Root)
                m_ctx.boundRootMove(kPassMove, blackView<Black>(v), Bound::Exact);
        } else {
            bestSquare = bits::firstSquare(moves);
            const Child<N> first = children.next(bestSquare);
            if constexpr (Recorder::kEnabled)
                m_rec.child(bestSquare, trace::CallKind::Search);
            v = search<false, !Black>(first.player, first.opponent);
            if constexpr (Root)
                m_ctx.boundRootMove(bestSquare, blackView<Black>(v), Bound::Exact);
            for (moves &= moves - 1; moves; moves &= moves - 1) {
                const int square = bits::firstSquare(moves);
                const Child<N> child = children.next(square);
                if constexpr (Recorder::kEnabled)
                    m_rec.test(square, comparisonOf(Black ? Test::Greater : Test::GreaterOrEqual));
                const bool better = Black ? test<!Black>(child.player, child.opponent, v, Test::Greater)
                                          : !test<!Black>(child.player, child.opponent, v, Test::GreaterOrEqual);
                // In the mover's view a move that is not better is worth at most v, a better one more.
                if constexpr (Root)
                    m_ctx.boundRootMove(square, blackView<Black>(v) + (better ? 1 : 0),
                                        better ? Bound::Lower : Bound::Upper);
                if (better) {
                    if constexpr (Recorder::kEnabled)
                        m_rec.child(square, trace::CallKind::Search);
                    v = search<false, !Black>(child.player, child.opponent);
                    bestSquare = square;
                    if constexpr (Root)
                        m_ctx.boundRootMove(square, blackView<Black>(v), Bound::Exact);
                }
            }
        }
        m_ctx.countExpanded();
        if constexpr (Recorder::kEnabled)
            m_rec.expanded(v);
        if constexpr (UseTT)
            m_ctx.table()->store(player, opponent, blackView<Black>(v), Bound::Exact, bestSquare,
                                 emptiesOf<N>(player, opponent));
        if constexpr (Root)
            *bestMove = bestSquare;
        return v;
    }

    // Is the (Black's view) value of this position `test` v?
    template <bool Black> bool test(Bitboard player, Bitboard opponent, int v, Test test)
    {
        if constexpr (Recorder::kEnabled)
            m_rec.enter(player, opponent, v, v);
        m_ctx.countGenerated();
        if constexpr (!UseTT && !Recorder::kEnabled) // one child at most: the test loops over it like a search would
            if (hasOneEmpty<N>(player, opponent))
                return holds(
                    blackView<Black>(lastEmpty<N>(m_ctx, player, opponent, onlyEmpty<N>(player, opponent)).value), test,
                    v);
        Bitboard moves = movesOf<N>(player, opponent);
        if (!moves && !movesOf<N>(opponent, player)) {
            if constexpr (Recorder::kEnabled)
                m_rec.gameOver(holds(blackView<Black>(finalScore(player, opponent)), test, v));
            return holds(blackView<Black>(finalScore(player, opponent)), test, v);
        }
        if constexpr (UseTT) {
            if (const auto* entry = m_ctx.table()->probe(player, opponent)) {
                if (const auto answer = answerFromTable<Black>(*entry, v, test)) {
                    m_ctx.table()->countCutoff();
                    m_ctx.countExpanded();
                    if constexpr (Recorder::kEnabled)
                        m_rec.tableHit(*answer, entry->bound);
                    return *answer;
                }
            }
        }
        m_ctx.countExpanded();
        bool result;
        Children<N, UseTT> children(m_ctx, player, opponent, moves);
        if (!moves) {
            if constexpr (Recorder::kEnabled)
                m_rec.test(kPassMove, comparisonOf(test));
            result = this->test<!Black>(opponent, player, v, test);
        } else {
            result = !Black; // Black (MAX) fails unless a child passes; White (MIN) the reverse
            for (; moves; moves &= moves - 1) {
                const int square = bits::firstSquare(moves);
                const Child<N> child = children.next(square);
                if constexpr (Recorder::kEnabled)
                    m_rec.test(square, comparisonOf(test));
                const bool childHolds = this->test<!Black>(child.player, child.opponent, v, test);
                if (Black && childHolds) {
                    result = true;
                    if constexpr (Recorder::kEnabled)
                        m_rec.cutoff();
                    break;
                }
                if (!Black && !childHolds) {
                    result = false;
                    if constexpr (Recorder::kEnabled)
                        m_rec.cutoff();
                    break;
                }
            }
        }
        if constexpr (Recorder::kEnabled)
            m_rec.expanded(result);
        if constexpr (UseTT)
            storeTestResult<Black>(player, opponent, v, test, result);
        return result;
    }

    // A TT entry may decide a test without a search: bounds are kept from the mover's side.
    template <bool Black>
    static std::optional<bool> answerFromTable(const TranspositionTable::Entry& e, int v, Test test)
    {
        int low = -kInfinity, high = kInfinity; // mover's view
        if (e.bound != Bound::Upper)
            low = e.value;
        if (e.bound != Bound::Lower)
            high = e.value;
        if (!Black) {
            const int blackLow = -high;
            high = -low;
            low = blackLow;
        }
        if (holds(low, test, v))
            return true;
        if (!holds(high, test, v))
            return false;
        return std::nullopt;
    }

    template <bool Black> void storeTestResult(Bitboard player, Bitboard opponent, int v, Test test, bool result)
    {
        // Values are integers: "value > v" means value >= v + 1, "not value >= v" means value <= v - 1.
        int bound = test == Test::Greater ? (result ? v + 1 : v) : (result ? v : v - 1);
        Bound kind = result ? Bound::Lower : Bound::Upper;
        if (!Black) {
            bound = -bound;
            kind = result ? Bound::Upper : Bound::Lower;
        }
        if (const auto* entry = m_ctx.table()->peek(player, opponent); entry && entry->bound == Bound::Exact)
            return; // never replace an exact value with a bound
        m_ctx.table()->store(player, opponent, bound, kind, kNoMove, emptiesOf<N>(player, opponent));
    }

    SearchContext& m_ctx;
    [[no_unique_address]] Recorder m_rec;
};

} // namespace othello::detail
