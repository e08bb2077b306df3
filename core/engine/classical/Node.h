#pragma once

// What a call of a classical search does besides the algorithm itself, written once for the four
// of them, so that each algorithm reads like the textbook:
//
//     auto node = nodeOf<Algorithm::AlphaBeta>(search, position);
//     if (const auto value = node.enter(alpha, beta, call)) // the end of the game, the horizon,
//         return *value;                                      // or the table's value
//     for (const int move : node.moves()) ... node.play(move) ... node.best(move) ...
//     return node.leave(score);     // counted as expanded, kept in the table
//
// Node counts the call (every call is a generated node; a call that tries its moves or takes its
// value from the table is an expanded one), ends it at the end of the game or at the horizon, asks
// the table and fills it, tells the recorder, makes the children, and reports the root's moves to
// the search. The counting conventions are the course's (docs/counting.md).

#include "LastEmpties.h"
#include "Limits.h"
#include "MoveOrder.h"
#include "Position.h"
#include "SearchContext.h"
#include "SearchRecorder.h"
#include "Tables.h"

#include "engine/board/ForceInline.h"
#include "engine/search/Algorithm.h"

#include <array>
#include <limits>
#include <optional>
#include <span>
#include <type_traits>
#include <utility>

namespace othello::classical {

// How a parent called this node (named in traces): the search itself, Scout's TEST, NegaScout's
// null-window probe and its re-search.
using Call = trace::CallKind;
using trace::Comparison;

// What a call knows without trying its moves (its value, or a TEST's answer), or nothing: an
// optional that fits in one register (std::optional's copies cost the searches a few percent).
template <class T> class Known {
public:
    constexpr Known() = default;
    constexpr Known(T value) : m_value(static_cast<int>(value)) { }
    constexpr explicit operator bool() const { return m_value != kNone; }
    constexpr T operator*() const { return static_cast<T>(m_value); }

private:
    static constexpr int kNone = std::numeric_limits<int>::min();
    int m_value = kNone;
};

// One search: its board size, its policies (the table it uses, how deep it goes, the order of the
// moves, the recorder that watches it) and what they keep.
template <int N, class TablePolicy, class LimitPolicy, class OrderPolicy, class RecorderPolicy> struct Search {
    static constexpr int kSize = N;
    static constexpr int kInfinity = LimitPolicy::kInfinity;
    using Table = TablePolicy;
    using Limit = LimitPolicy;
    using Order = OrderPolicy;
    using Recorder = RecorderPolicy;
    // The root position for a side to move (Turn::Unknown when nothing asks whose turn it is).
    template <Turn T> using Root = Position<T, 0, Recorder::kEnabled>;

    SearchContext& context;
    Table table;
    Limit limit;
    [[no_unique_address]] Recorder recorder;
    int rootBestMove = kNoMove;
};

// What the search calls and the TEST calls share: the children, and the depth-limited search's ply.
template <class S, class P> class Visit {
public:
    Visit(const Visit&) = delete;
    Visit& operator=(const Visit&) = delete;

    // The moves in the order the search tries them; a side without a move has one: the pass.
    OSL_ALWAYS_INLINE auto moves()
    {
        constexpr int N = S::kSize;
        if constexpr (S::Order::kReorders) {
            if (m_moves)
                m_ordered = fewestRepliesFirst<N>(m_position.player, m_position.opponent, m_moves, m_tableMove);
            else
                m_ordered.add(kPassMove);
            if constexpr (kPrefetches)
                for (const int square : m_ordered)
                    if (square != kPassMove)
                        prefetchChild(square);
            return std::span<const int>(m_ordered.begin(), m_ordered.size());
        } else {
            if constexpr (kPrefetches)
                for (Bitboard moves = m_moves; moves; moves &= moves - 1)
                    prefetchChild(bits::firstSquare(moves));
            return SquaresInOrder(m_moves);
        }
    }
    // The position after `move`, one of moves() in their order, each once.
    OSL_ALWAYS_INLINE typename P::Child play(int move)
    {
        if (!m_moves)
            return m_position.passed();
        if constexpr (kPrefetches)
            return m_position.played(move, m_flipped[m_next++]);
        else
            return m_position.played(move, bits::flips<S::kSize>(m_position.player, m_position.opponent, move));
    }
    // The call stops trying its moves (a pass has nothing left to stop).
    OSL_ALWAYS_INLINE void cutoff()
    {
        if constexpr (S::Recorder::kEnabled)
            if (m_moves)
                m_search.recorder.cutoff();
    }

protected:
    // With a table every child probes it, and at these table sizes nearly every probe misses the
    // cache: all children are made at once and their buckets start loading before the first is
    // searched, so that the misses overlap (a third less time). Without a table each child is made
    // when it is played, so a cutoff spares the rest.
    static constexpr bool kPrefetches = S::Table::kPrefetches;
    // The exact search without a table or a recorder settles its last empty squares without
    // calls (LastEmpties.h), below the root.
    static constexpr bool kTakesShortcuts =
        !S::Table::kUsed && !S::Limit::kDepthLimited && !S::Recorder::kEnabled && !P::kRoot;

    OSL_ALWAYS_INLINE Visit(S& search, P position) : m_search(search), m_position(position)
    {
        if constexpr (S::Order::kReorders)
            m_tableMove = kNoMove;
        if constexpr (S::Limit::kDepthLimited)
            m_ply = search.limit.enter();
    }
    OSL_ALWAYS_INLINE ~Visit()
    {
        if constexpr (S::Limit::kDepthLimited)
            m_search.limit.leave();
    }

    // The remaining depth: the plies left in a depth-limited search, the empty squares in an exact one.
    OSL_ALWAYS_INLINE int depth() const
    {
        if constexpr (S::Limit::kDepthLimited)
            return m_search.limit.depthLeft(m_ply);
        else
            return emptiesOf<S::kSize>(m_position.player, m_position.opponent);
    }
    // The window a recorder is told about: -1 for an exact search.
    OSL_ALWAYS_INLINE int recordedDepth() const
    {
        if constexpr (S::Limit::kDepthLimited)
            return depth();
        else
            return -1;
    }
    // The value where the call ends without trying moves (mover's view): at the end of the game,
    // or at the horizon (`horizon` set). Finds the side to move's moves on the way.
    OSL_ALWAYS_INLINE Known<int> endOrHorizon(bool& horizon)
    {
        constexpr int N = S::kSize;
        // After the shortcuts (the last empty squares are settled already) the full generator;
        // else movesOf, which tests for the last empty square first.
        if constexpr (kTakesShortcuts)
            m_moves = bits::legalMoves<N>(m_position.player, m_position.opponent);
        else
            m_moves = movesOf<N>(m_position.player, m_position.opponent);
        if (!m_moves && !canMove<N>(m_position.opponent, m_position.player))
            return m_search.limit.template finalScore<N>(m_position.player, m_position.opponent);
        if constexpr (S::Limit::kDepthLimited) {
            if (depth() <= 0) {
                m_search.limit.noteHorizon();
                horizon = true;
                return m_search.limit.evaluate(m_position.player, m_position.opponent);
            }
        }
        return {};
    }
    // A table entry may be used: one of a depth-limited search only at the depth it was searched to.
    template <class Entry> OSL_ALWAYS_INLINE bool usable(const Entry& entry) const
    {
        if constexpr (S::Limit::kDepthLimited)
            return entry.depth == depth();
        else
            return true;
    }
    template <class Entry> OSL_ALWAYS_INLINE void noteTableMove(const Entry& entry)
    {
        if constexpr (S::Order::kReorders && S::Table::kHasMoves)
            m_tableMove = entry.bestMove == 0xFF ? kNoMove : int(entry.bestMove);
    }

    S& m_search;
    P m_position;
    Bitboard m_moves = 0;
    int m_ply = 0;

private:
    OSL_ALWAYS_INLINE void prefetchChild(int square)
    {
        const Bitboard flipped = bits::flips<S::kSize>(m_position.player, m_position.opponent, square);
        m_flipped[m_filled++] = flipped;
        const auto child = m_position.played(square, flipped);
        m_search.table.prefetch(child.player, child.opponent);
    }

    struct Nothing { };
    // Only what the policies use: the table's move and the ordered list for FewestReplies, the
    // children's flips for a table that prefetches.
    [[no_unique_address]] std::conditional_t<S::Order::kReorders, int, Nothing> m_tableMove{};
    [[no_unique_address]] std::conditional_t<S::Order::kReorders, SquareList, Nothing> m_ordered;
    [[no_unique_address]] std::conditional_t<kPrefetches, std::size_t, Nothing> m_filled{};
    [[no_unique_address]] std::conditional_t<kPrefetches, std::size_t, Nothing> m_next{};
    std::array<Bitboard, kPrefetches ? 64 : 0> m_flipped; // written before it is read
};

// A call of a search that returns a value: Negamax, alpha-beta, NegaScout, and Scout's searches
// (whose values are Black's, Scout being written in minimax form).
template <Algorithm A, class S, class P> class Node : public Visit<S, P> {
    using Base = Visit<S, P>;
    using Base::m_moves;
    using Base::m_position;
    using Base::m_search;

public:
    static constexpr bool kWindowed = A == Algorithm::AlphaBeta || A == Algorithm::NegaScout;
    static constexpr bool kBlackView = A == Algorithm::Scout;

    OSL_ALWAYS_INLINE Node(S& search, P position) : Base(search, position) { }

    // Enters the call with the window (alpha, beta) (alpha-beta and NegaScout; the table may
    // narrow it): its value when it needs no moves (the end of the game, the horizon, the table).
    OSL_ALWAYS_INLINE Known<int> enter(int& alpha, int& beta, Call call) requires kWindowed
    {
        if constexpr (kKeepsEntryWindow) {
            m_alphaAtEntry = alpha;
            m_betaAtEntry = beta;
        }
        Known<int> value = begin(call, alpha, beta);
        if (!value)
            value = fromTable(alpha, beta);
        m_alphaSearched = alpha;
        m_beta = beta;
        return reported(value);
    }
    // Enters a call of Negamax or of Scout's search, which have no window.
    OSL_ALWAYS_INLINE Known<int> enter(Call call) requires(!kWindowed)
    {
        int alpha = -S::kInfinity, beta = S::kInfinity;
        Known<int> value = begin(call, alpha, beta);
        if (!value)
            value = fromTable(alpha, beta);
        return reported(value);
    }

    // The best move so far (for the table, the root's result and a depth-limited search's line).
    OSL_ALWAYS_INLINE void best(int move)
    {
        m_bestMove = move;
        if constexpr (S::Limit::kDepthLimited)
            m_search.limit.extendLine(this->m_ply, move);
    }
    // The call tried its moves (or passed) and returns `score`.
    OSL_ALWAYS_INLINE int leave(int score)
    {
        SearchContext& context = m_search.context;
        context.countExpanded();
        if constexpr (S::Recorder::kEnabled) {
            if constexpr (kWindowed)
                m_search.recorder.expanded(score, m_alphaSearched, m_beta);
            else
                m_search.recorder.expanded(score);
        }
        const int depth = this->depth();
        if constexpr (kWindowed && !S::Limit::kDepthLimited)
            if (depth > kFewEmpties)
                context.countNodeType(score, m_alphaSearched, m_beta);
        if constexpr (S::Table::kUsed) {
            Bound bound = Bound::Exact;
            if constexpr (kWindowed) {
                if constexpr (S::Table::kBoundsAgainstEntryWindow)
                    bound = boundOf(score, m_alphaAtEntry, m_beta);
                else
                    bound = boundOf(score, m_alphaSearched, m_beta);
            }
            m_search.table.store(m_position, moverView(score), bound, m_bestMove, depth);
        }
        if constexpr (P::kRoot)
            m_search.rootBestMove = m_bestMove;
        report(score);
        return score;
    }

private:
    // The window on entry is kept where it is used: a child of the root reports its bound by it,
    // and the course's table stores bounds against it.
    static constexpr bool kKeepsEntryWindow =
        kWindowed && ((P::kChildOfRoot && !S::Limit::kDepthLimited) || S::Table::kBoundsAgainstEntryWindow);
    struct Nothing { };
    using Window = std::conditional_t<kWindowed, int, Nothing>;
    using EntryWindow = std::conditional_t<kKeepsEntryWindow, int, Nothing>;

    OSL_ALWAYS_INLINE int moverView(int value) const
    {
        if constexpr (kBlackView)
            return blackView<P>(value);
        else
            return value;
    }
    OSL_ALWAYS_INLINE Known<int> reported(Known<int> value)
    {
        if (value)
            report(*value);
        return value;
    }

    // Everything up to the table: the recorder, the count, the shortcuts, the end of the game and
    // the horizon.
    OSL_ALWAYS_INLINE Known<int> begin(Call call, int alpha, int beta)
    {
        if constexpr (S::Recorder::kEnabled) {
            m_search.recorder.child(m_position.move(), call);
            m_search.recorder.enter(m_position.player, m_position.opponent, alpha, beta, this->recordedDepth());
        }
        m_search.context.countGenerated();
        if constexpr (Base::kTakesShortcuts)
            if (const Known<int> value = lastEmpties(alpha, beta))
                return value;
        bool horizon = false;
        if (const Known<int> end = this->endOrHorizon(horizon)) {
            const int value = moverView(*end); // the same change either way: Black's view for Scout
            if constexpr (S::Recorder::kEnabled) {
                if (horizon)
                    m_search.recorder.horizon(value);
                else
                    m_search.recorder.gameOver(value);
            }
            return value;
        }
        return {};
    }

    // The exact search without a table settles its last empty squares without further calls
    // (LastEmpties.h): the same counts and values as the calls would give.
    OSL_ALWAYS_INLINE Known<int> lastEmpties(int alpha, int beta)
    {
        constexpr int N = S::kSize;
        SearchContext& context = m_search.context;
        const Bitboard player = m_position.player, opponent = m_position.opponent;
        const Bitboard empty = bits::Step<N>::kAll & ~(player | opponent);
        const Bitboard rest = empty & (empty - 1);
        if constexpr (A == Algorithm::Negamax || A == Algorithm::AlphaBeta) {
            if (empty && !rest)
                return lastEmpty<N>(context, player, opponent, bits::firstSquare(empty)).value;
            if (rest && !(rest & (rest - 1)))
                return A == Algorithm::Negamax ? twoEmpties<N>(context, player, opponent, empty, -kInfinity, kInfinity)
                                               : twoEmpties<N>(context, player, opponent, empty, alpha, beta);
            if (rest && bits::popCount(empty) <= kFewEmpties)
                return A == Algorithm::Negamax
                    ? fewEmpties<N, false>(context, player, opponent, empty, -kInfinity, kInfinity)
                    : fewEmpties<N, true>(context, player, opponent, empty, alpha, beta);
        } else if constexpr (A == Algorithm::NegaScout) {
            if (empty && !rest) {
                // As the recursive search would return it: a leaf its score, a node alpha.
                const LastEmpty last = lastEmpty<N>(context, player, opponent, bits::firstSquare(empty));
                switch (last.shape) {
                case LastEmpty::Shape::Leaf:
                    return last.value;
                case LastEmpty::Shape::Move:
                    return std::max(alpha, last.value);
                case LastEmpty::Shape::PassThenMove:
                    return std::max(alpha, std::min(beta, last.value));
                }
            }
        } else if constexpr (A == Algorithm::Scout) {
            if (empty && !rest)
                return blackView<P>(lastEmpty<N>(context, player, opponent, bits::firstSquare(empty)).value);
        }
        return {};
    }

    // The table's answer: a value that settles the call, or (alpha-beta, NegaScout) a narrower
    // window. Negamax and Scout can use exact values only. The root always tries its moves.
    OSL_ALWAYS_INLINE Known<int> fromTable(int& alpha, int& beta)
    {
        if constexpr (S::Table::kUsed) {
            const auto* entry = m_search.table.probe(m_position);
            if (!entry)
                return {};
            this->noteTableMove(*entry);
            if (P::kRoot || !this->usable(*entry))
                return {};
            bool settles = false;
            if constexpr (kWindowed)
                settles = settlesOrNarrows(*entry, alpha, beta);
            else
                settles = entry->bound == Bound::Exact;
            if (settles) {
                m_search.table.countCutoff();
                m_search.context.countExpanded();
                const int value = moverView(entry->value);
                if constexpr (S::Recorder::kEnabled)
                    m_search.recorder.tableHit(value, entry->bound);
                return value;
            }
        }
        return {};
    }

    // A child of the root tells the search what its value says about the root's move (mover's
    // view at the root): exact, or a bound when its window cut it short.
    OSL_ALWAYS_INLINE void report(int value)
    {
        if constexpr (P::kChildOfRoot && !S::Limit::kDepthLimited) {
            if constexpr (kWindowed)
                m_search.context.boundRootMove(m_position.move(), -value,
                                               boundOf(-value, -m_betaAtEntry, -m_alphaAtEntry));
            else if constexpr (kBlackView)
                m_search.context.boundRootMove(m_position.move(), -blackView<P>(value), Bound::Exact);
            else
                m_search.context.boundRootMove(m_position.move(), -value, Bound::Exact);
        }
    }

    [[no_unique_address]] EntryWindow m_alphaAtEntry{};
    [[no_unique_address]] EntryWindow m_betaAtEntry{};
    [[no_unique_address]] Window m_alphaSearched{};
    [[no_unique_address]] Window m_beta{};
    int m_bestMove = kPassMove;
};

// A call of Scout's TEST: is the position's value (Black's view) `comparison` v, > or >=? It
// answers true or false; a TEST counts as expanded before it tries its moves. The engine's table
// answers it and keeps its answers as bounds; the course's table never sees a TEST.
template <class S, class P> class TestNode : public Visit<S, P> {
    using Base = Visit<S, P>;
    using Base::m_moves;
    using Base::m_position;
    using Base::m_search;

public:
    OSL_ALWAYS_INLINE TestNode(S& search, P position, int v, Comparison comparison)
        : Base(search, position), m_v(v), m_comparison(comparison)
    { }

    // Enters the TEST: its answer when it needs no moves (the end of the game, the horizon, the
    // table's bounds).
    OSL_ALWAYS_INLINE Known<bool> enter()
    {
        if constexpr (S::Recorder::kEnabled) {
            m_search.recorder.test(m_position.move(), m_comparison);
            m_search.recorder.enter(m_position.player, m_position.opponent, m_v, m_v, this->recordedDepth());
        }
        m_search.context.countGenerated();
        Known<bool> answer = lastEmpty();
        if (!answer)
            answer = end();
        if (!answer)
            answer = fromTable();
        if (answer) {
            report(*answer);
            return answer;
        }
        m_search.context.countExpanded();
        return {};
    }
    // The TEST tried its moves (or passed) and answers `holds`.
    OSL_ALWAYS_INLINE bool leave(bool holds)
    {
        if constexpr (S::Recorder::kEnabled)
            m_search.recorder.expanded(holds);
        if constexpr (S::Table::kUsed && S::Table::kAnswersTests)
            store(holds);
        report(holds);
        return holds;
    }

private:
    OSL_ALWAYS_INLINE bool holds(int blackValue) const
    {
        return m_comparison == Comparison::Greater ? blackValue > m_v : blackValue >= m_v;
    }
    // The exact search without a table: the last empty square settled directly (LastEmpties.h).
    OSL_ALWAYS_INLINE Known<bool> lastEmpty()
    {
        if constexpr (Base::kTakesShortcuts) {
            constexpr int N = S::kSize;
            const Bitboard player = m_position.player, opponent = m_position.opponent;
            if (hasOneEmpty<N>(player, opponent))
                return holds(blackView<P>(
                    classical::lastEmpty<N>(m_search.context, player, opponent, onlyEmpty<N>(player, opponent)).value));
        }
        return {};
    }
    OSL_ALWAYS_INLINE Known<bool> end()
    {
        bool horizon = false;
        const Known<int> end = this->endOrHorizon(horizon);
        if (!end)
            return {};
        const bool answer = holds(blackView<P>(*end));
        if constexpr (S::Recorder::kEnabled) {
            if (horizon)
                m_search.recorder.horizon(answer);
            else
                m_search.recorder.gameOver(answer);
        }
        return answer;
    }
    // The position's bounds in the table may answer the TEST (values integers: "> v" is ">= v + 1").
    OSL_ALWAYS_INLINE Known<bool> fromTable()
    {
        if constexpr (S::Table::kUsed && S::Table::kAnswersTests) {
            const auto* entry = m_search.table.probe(m_position);
            if (!entry || !this->usable(*entry))
                return {};
            int low = -S::kInfinity, high = S::kInfinity; // the side to move's view
            if (entry->bound != Bound::Upper)
                low = entry->value;
            if (entry->bound != Bound::Lower)
                high = entry->value;
            if (P::kTurn == Turn::White) { // Black's view: negated, a lower bound becomes an upper one
                const int blackLow = -high;
                high = -low;
                low = blackLow;
            }
            Known<bool> answer;
            if (holds(low))
                answer = true;
            else if (!holds(high))
                answer = false;
            if (!answer)
                return {};
            m_search.table.countCutoff();
            m_search.context.countExpanded();
            if constexpr (S::Recorder::kEnabled)
                m_search.recorder.tableHit(*answer, entry->bound);
            return answer;
        }
        return {};
    }
    // What the answer proves, as a bound in Black's view: "> v" holds means value >= v + 1, fails
    // means value <= v; ">= v" holds means value >= v, fails means value <= v - 1.
    OSL_ALWAYS_INLINE std::pair<int, Bound> proven(bool answer) const
    {
        const int bound = m_comparison == Comparison::Greater ? (answer ? m_v + 1 : m_v) : (answer ? m_v : m_v - 1);
        return {bound, answer ? Bound::Lower : Bound::Upper};
    }
    // Kept in the side to move's view, never over an exact value.
    OSL_ALWAYS_INLINE void store(bool answer)
    {
        auto [value, bound] = proven(answer);
        if (P::kTurn == Turn::White) {
            value = -value;
            bound = answer ? Bound::Upper : Bound::Lower;
        }
        if (const auto* entry = m_search.table.peek(m_position); entry && entry->bound == Bound::Exact)
            return;
        m_search.table.store(m_position, value, bound, kNoMove, this->depth());
    }
    // A child of the root: what the answer proves about the root's move, in the root's mover's view.
    OSL_ALWAYS_INLINE void report(bool answer)
    {
        if constexpr (P::kChildOfRoot && !S::Limit::kDepthLimited) {
            auto [value, bound] = proven(answer);
            if (P::kTurn == Turn::Black) { // the root is White's: its view is the negation
                value = -value;
                bound = bound == Bound::Lower ? Bound::Upper : Bound::Lower;
            }
            m_search.context.boundRootMove(m_position.move(), value, bound);
        }
    }

    int m_v;
    Comparison m_comparison;
};

// The node of a call of algorithm A at `position` (CTAD cannot name A).
template <Algorithm A, class S, class P> OSL_ALWAYS_INLINE inline Node<A, S, P> nodeOf(S& search, P position)
{
    return Node<A, S, P>(search, position);
}

} // namespace othello::classical
