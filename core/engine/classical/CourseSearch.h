#pragma once

#include "SearchContext.h"
#include "engine/search/Algorithm.h"
#include "engine/table/CourseTable.h"

namespace othello::detail {

// The four classical searches with the course report's table (CourseTable), probing and storing
// as the report's program does. They are kept apart from the engine's searches on purpose: those
// settle the last empties by shortcuts and prefetch the table, and both would change what the
// report's table sees. Here every call after the leaf test probes the side to move's table,
// every non-leaf call that did not return from it stores, and nothing else differs: the same
// row-major children, the same counting conventions.
template <int N> class CourseSearch {
public:
    CourseSearch(SearchContext& context, CourseTable& table) : m_ctx(context), m_table(table) { }

    // The value from the mover's point of view.
    int run(Algorithm algorithm, Bitboard player, Bitboard opponent, bool blackToMove, int* bestMove)
    {
        switch (algorithm) {
        case Algorithm::Negamax:
            return blackToMove ? negamax<true, true>(player, opponent, bestMove)
                               : negamax<true, false>(player, opponent, bestMove);
        case Algorithm::AlphaBeta:
            return blackToMove ? alphaBeta<true, true>(player, opponent, -kInfinity, kInfinity, bestMove)
                               : alphaBeta<true, false>(player, opponent, -kInfinity, kInfinity, bestMove);
        case Algorithm::Scout: // Black's view inside, as in ScoutSearch
            return blackToMove ? scout<true, true>(player, opponent, bestMove)
                               : -scout<true, false>(player, opponent, bestMove);
        case Algorithm::NegaScout:
        case Algorithm::Best: // not reached: solve() hands best to its own solver
            return blackToMove ? negaScout<true, true>(player, opponent, -kInfinity, kInfinity, bestMove)
                               : negaScout<true, false>(player, opponent, -kInfinity, kInfinity, bestMove);
        }
        return 0;
    }

private:
    enum class Test { Greater, GreaterOrEqual };

    static bool holds(int value, Test test, int v) { return test == Test::Greater ? value > v : value >= v; }
    template <bool Black> static int blackView(int moverValue) { return Black ? moverValue : -moverValue; }
    // The report stores a bound against the alpha the call was entered with and the beta the probe
    // may have lowered.
    static Bound courseBound(int value, int alphaAtEntry, int beta)
    {
        return value <= alphaAtEntry ? Bound::Upper : value >= beta ? Bound::Lower : Bound::Exact;
    }
    static bool isOver(Bitboard player, Bitboard opponent, Bitboard moves)
    {
        return !moves && !movesOf<N>(opponent, player);
    }
    // A hit that returns: the call counts as expanded.
    int fromTable(int value)
    {
        m_table.countCutoff();
        m_ctx.countExpanded();
        return value;
    }
    // An entry of the alpha-beta family: exact settles the call, a bound narrows the window and
    // settles it when the window closes. Returns whether it settled.
    static bool narrowed(const CourseTable::Entry& entry, int& alpha, int& beta)
    {
        switch (entry.bound) {
        case Bound::Exact:
            return true;
        case Bound::Lower:
            alpha = std::max<int>(alpha, entry.value);
            break;
        case Bound::Upper:
            beta = std::min<int>(beta, entry.value);
            break;
        }
        return alpha >= beta;
    }

    template <bool Root, bool Black> int negamax(Bitboard player, Bitboard opponent, int* bestMove = nullptr)
    {
        m_ctx.countGenerated();
        Bitboard moves = movesOf<N>(player, opponent);
        if (isOver(player, opponent, moves))
            return finalScore(player, opponent);
        if (const auto* entry = m_table.probe(Black, player, opponent))
            return fromTable(entry->value);
        int best = -kInfinity;
        int bestSquare = kPassMove;
        if (!moves) {
            best = -negamax<false, !Black>(opponent, player);
            if constexpr (Root)
                m_ctx.boundRootMove(kPassMove, best, Bound::Exact);
        }
        for (; moves; moves &= moves - 1) {
            const int square = bits::firstSquare(moves);
            const Child<N> child(player, opponent, square);
            const int value = -negamax<false, !Black>(child.player, child.opponent);
            if constexpr (Root)
                m_ctx.boundRootMove(square, value, Bound::Exact);
            if (value > best) {
                best = value;
                bestSquare = square;
            }
        }
        m_ctx.countExpanded();
        m_table.store(Black, player, opponent, best, Bound::Exact);
        if constexpr (Root)
            *bestMove = bestSquare;
        return best;
    }

    template <bool Root, bool Black>
    int alphaBeta(Bitboard player, Bitboard opponent, int alpha, int beta, int* bestMove = nullptr)
    {
        m_ctx.countGenerated();
        Bitboard moves = movesOf<N>(player, opponent);
        if (isOver(player, opponent, moves))
            return finalScore(player, opponent);
        const int alphaAtEntry = alpha;
        if (const auto* entry = m_table.probe(Black, player, opponent); entry && narrowed(*entry, alpha, beta))
            return fromTable(entry->value);
        const int alphaSearched = alpha;
        int score = -kInfinity;
        int bestSquare = kPassMove;
        if (!moves) {
            score = -alphaBeta<false, !Black>(opponent, player, -beta, -alpha);
            if constexpr (Root)
                m_ctx.boundRootMove(kPassMove, score, boundOf(score, alpha, beta));
        }
        for (; moves; moves &= moves - 1) {
            const int square = bits::firstSquare(moves);
            const Child<N> child(player, opponent, square);
            const int value = -alphaBeta<false, !Black>(child.player, child.opponent, -beta, -alpha);
            if constexpr (Root)
                m_ctx.boundRootMove(square, value, boundOf(value, alpha, beta));
            if (value > score) {
                score = value;
                bestSquare = square;
            }
            alpha = std::max(alpha, score);
            if (alpha >= beta)
                break;
        }
        m_ctx.countExpanded();
        if (emptiesOf<N>(player, opponent) > kFewEmpties)
            m_ctx.countNodeType(score, alphaSearched, beta);
        m_table.store(Black, player, opponent, score, courseBound(score, alphaAtEntry, beta));
        if constexpr (Root)
            *bestMove = bestSquare;
        return score;
    }

    template <bool Root, bool Black>
    int negaScout(Bitboard player, Bitboard opponent, int alpha, int beta, int* bestMove = nullptr)
    {
        m_ctx.countGenerated();
        Bitboard moves = movesOf<N>(player, opponent);
        if (isOver(player, opponent, moves))
            return finalScore(player, opponent);
        const int alphaAtEntry = alpha;
        if (const auto* entry = m_table.probe(Black, player, opponent); entry && narrowed(*entry, alpha, beta))
            return fromTable(entry->value);
        const int alphaSearched = alpha;
        int score = -kInfinity;
        int bestSquare = kPassMove;
        if (!moves) {
            score = -negaScout<false, !Black>(opponent, player, -beta, -alpha);
            if constexpr (Root)
                m_ctx.boundRootMove(kPassMove, score, boundOf(score, alpha, beta));
            alpha = std::max(alpha, score);
        }
        for (bool first = true; moves; moves &= moves - 1) {
            const int square = bits::firstSquare(moves);
            const Child<N> child(player, opponent, square);
            int value;
            if (first) {
                value = -negaScout<false, !Black>(child.player, child.opponent, -beta, -alpha);
                if constexpr (Root)
                    m_ctx.boundRootMove(square, value, boundOf(value, alpha, beta));
                first = false;
            } else {
                value = -negaScout<false, !Black>(child.player, child.opponent, -alpha - 1, -alpha);
                if constexpr (Root)
                    m_ctx.boundRootMove(square, value, boundOf(value, alpha, alpha + 1));
                if (alpha < value && value < beta) {
                    const int scouted = value;
                    value = -negaScout<false, !Black>(child.player, child.opponent, -beta, -value);
                    if constexpr (Root)
                        m_ctx.boundRootMove(square, value, boundOf(value, scouted, beta));
                }
            }
            if (value > score) {
                score = value;
                bestSquare = square;
            }
            alpha = std::max(alpha, score);
            if (alpha >= beta)
                break;
        }
        m_ctx.countExpanded();
        if (emptiesOf<N>(player, opponent) > kFewEmpties)
            m_ctx.countNodeType(alpha, alphaSearched, beta);
        m_table.store(Black, player, opponent, alpha, courseBound(alpha, alphaAtEntry, beta));
        if constexpr (Root)
            *bestMove = bestSquare;
        return alpha;
    }

    // Pearl's Scout in minimax form, values from Black's point of view (see ScoutSearch); the
    // table keeps Scout's values as they are, in Black's view.
    template <bool Root, bool Black> int scout(Bitboard player, Bitboard opponent, int* bestMove = nullptr)
    {
        m_ctx.countGenerated();
        Bitboard moves = movesOf<N>(player, opponent);
        if (isOver(player, opponent, moves))
            return blackView<Black>(finalScore(player, opponent));
        if (const auto* entry = m_table.probe(Black, player, opponent))
            return fromTable(entry->value);
        int v;
        int bestSquare = kPassMove;
        if (!moves) {
            v = scout<false, !Black>(opponent, player);
            if constexpr (Root)
                m_ctx.boundRootMove(kPassMove, blackView<Black>(v), Bound::Exact);
        } else {
            bestSquare = bits::firstSquare(moves);
            const Child<N> first(player, opponent, bestSquare);
            v = scout<false, !Black>(first.player, first.opponent);
            if constexpr (Root)
                m_ctx.boundRootMove(bestSquare, blackView<Black>(v), Bound::Exact);
            for (moves &= moves - 1; moves; moves &= moves - 1) {
                const int square = bits::firstSquare(moves);
                const Child<N> child(player, opponent, square);
                const bool better = Black ? test<!Black>(child.player, child.opponent, v, Test::Greater)
                                          : !test<!Black>(child.player, child.opponent, v, Test::GreaterOrEqual);
                // In the mover's view a move that is not better is worth at most v, a better one more.
                if constexpr (Root)
                    m_ctx.boundRootMove(square, blackView<Black>(v) + (better ? 1 : 0),
                                        better ? Bound::Lower : Bound::Upper);
                if (better) {
                    v = scout<false, !Black>(child.player, child.opponent);
                    bestSquare = square;
                    if constexpr (Root)
                        m_ctx.boundRootMove(square, blackView<Black>(v), Bound::Exact);
                }
            }
        }
        m_ctx.countExpanded();
        m_table.store(Black, player, opponent, v, Bound::Exact);
        if constexpr (Root)
            *bestMove = bestSquare;
        return v;
    }

    // Is the (Black's view) value of this position `test` v? The report's TEST never touches the
    // table.
    template <bool Black> bool test(Bitboard player, Bitboard opponent, int v, Test test)
    {
        m_ctx.countGenerated();
        Bitboard moves = movesOf<N>(player, opponent);
        if (isOver(player, opponent, moves))
            return holds(blackView<Black>(finalScore(player, opponent)), test, v);
        m_ctx.countExpanded();
        if (!moves)
            return this->test<!Black>(opponent, player, v, test);
        for (; moves; moves &= moves - 1) {
            const Child<N> child(player, opponent, bits::firstSquare(moves));
            const bool childHolds = this->test<!Black>(child.player, child.opponent, v, test);
            if (Black && childHolds)
                return true;
            if (!Black && !childHolds)
                return false;
        }
        return !Black; // Black (MAX) fails unless a child passes; White (MIN) the reverse
    }

    SearchContext& m_ctx;
    CourseTable& m_table;
};

} // namespace othello::detail
