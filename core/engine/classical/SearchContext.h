#pragma once

// What every classical search shares: the counters, the time limit and cancel polling, the
// optional transposition table. The searches are templates on the board size N and on the
// use of a TT, so neither costs anything at a node where it is not used.

#include "engine/board/LastFlipCount.h"
#include "engine/board/MoveGeneration.h"
#include "engine/search/Bound.h"
#include "engine/search/Infinity.h"
#include "engine/search/SearchStats.h"
#include "engine/search/SearchStop.h"
#include "engine/table/TableStats.h"
#include "engine/table/TranspositionTable.h"

#include <algorithm>
#include <array>
#include <optional>
#include <tuple>
#include <vector>

namespace othello::detail {

using bits::Bitboard;

class SearchContext {
public:
    // rootBlackSign: +1 when Black moves at the root, -1 when White does (live bounds are Black's).
    SearchContext(SearchControl* control, std::optional<double> timeLimitSeconds, TranspositionTable* table,
                  int rootBlackSign = 1)
        : m_table(table), m_stop(control, timeLimitSeconds), m_rootBlackSign(rootBlackSign)
    { }

    // Called once per search call, first thing: every call is a generated node.
    void countGenerated()
    {
        if ((++m_generated & kPollMask) == 0)
            poll();
    }
    void countExpanded() { ++m_expanded; }
    // Several nodes at once, for subtrees whose shape is known without visiting them.
    void countNodes(std::uint64_t generated, std::uint64_t expanded)
    {
        const std::uint64_t before = m_generated;
        m_generated += generated;
        m_expanded += expanded;
        if ((before ^ m_generated) & ~kPollMask)
            poll();
    }

    // Knuth-Moore type of an alpha-beta-family node that searched its children with the window
    // (alpha, beta) and returns `score`. Counted at nodes with more than kFewEmpties empty squares
    // only: with the TT off the nodes below are settled by the shortcuts that keep the searches
    // fast, so only these are counted alike with the table on and off.
    void countNodeType(int score, int alpha, int beta)
    {
        // Without branches: node types alternate unpredictably, and a mispredicted branch at
        // every node costs more than the count.
        ++m_nodeTypeCounts[int(score >= beta) + 2 * int(score <= alpha && score < beta)];
    }

    SearchStats stats() const { return {.expanded = m_expanded, .generated = m_generated}; }
    NodeTypeCounts nodeTypes() const { return {m_nodeTypeCounts[0], m_nodeTypeCounts[1], m_nodeTypeCounts[2]}; }
    TranspositionTable* table() const { return m_table; }
    double elapsedSeconds() const { return m_stop.elapsedSeconds(); }
    void publish() const { m_stop.publish(stats()); }

    // What the search has settled about each root move, in the mover's view: its value lies in
    // [lower, upper] (±kInfinity: not known). A stopped search still reports the moves it
    // finished. Called at the root only, so it costs nothing at the other nodes.
    struct RootMove {
        int move;
        int lower = -kInfinity;
        int upper = kInfinity;
    };
    // A root move's value searched with the window (alpha, beta) was `value` (fail-soft: `bound`).
    void boundRootMove(int move, int value, Bound bound)
    {
        auto known = std::find_if(m_rootMoves.begin(), m_rootMoves.end(),
                                  [move](const RootMove& root) { return root.move == move; });
        if (known == m_rootMoves.end()) {
            m_rootMoves.push_back(RootMove{move});
            known = m_rootMoves.end() - 1;
        }
        if (bound != Bound::Upper)
            known->lower = std::max(known->lower, value);
        if (bound != Bound::Lower)
            known->upper = std::min(known->upper, value);
        // The root is worth at least what its best settled move is worth: shown while it runs.
        if (known->lower > -kInfinity) {
            if (m_rootBlackSign > 0)
                m_stop.proveAtLeast(known->lower);
            else
                m_stop.proveAtMost(-known->lower);
        }
    }
    const std::vector<RootMove>& rootMoves() const { return m_rootMoves; }

private:
    // About every 4096 nodes (well under a millisecond): publish counts, check the limits.
    static constexpr std::uint64_t kPollMask = 4095;

    void poll()
    {
        publish();
        m_stop.check();
    }

    // The two counters are kept apart in memory: side by side, the compiler adds to both with
    // one vector load and store, which stalls on the store of the previous scalar increment.
    std::uint64_t m_generated = 0;
    std::uint64_t m_nodeTypeCounts[3] = {}; // PV, Cut, All
    std::uint64_t m_expanded = 0;
    TranspositionTable* m_table;
    SearchStop m_stop;
    std::vector<RootMove> m_rootMoves;
    int m_rootBlackSign;
};

// The position after the side to move (player) plays `square`, from the new mover's side.
template <int N> struct Child {
    Bitboard player;
    Bitboard opponent;
    Child(Bitboard p, Bitboard o, int square) : Child(p, o, square, bits::flips<N>(p, o, square)) { }
    Child(Bitboard p, Bitboard o, int square, Bitboard flipped)
        : player(o & ~flipped), opponent(p | flipped | (Bitboard{1} << square))
    { }
};

// The positions after the legal moves, visited in row-major order. With a table every child
// probes it, and at these table sizes nearly every probe misses the cache: all children are made
// at once and their buckets start loading before the first is searched, so that the misses
// overlap (a third less time). Without a table each child is made when visited, so a cutoff
// spares the rest. Node counts are the same either way.
template <int N, bool UseTT> class Children {
public:
    Children(const SearchContext& context, Bitboard player, Bitboard opponent, Bitboard moves)
        : m_player(player), m_opponent(opponent)
    {
        if constexpr (UseTT)
            for (std::size_t count = 0; moves; moves &= moves - 1, ++count) {
                const int square = bits::firstSquare(moves);
                m_flipped[count] = bits::flips<N>(player, opponent, square);
                const Child<N> child(player, opponent, square, m_flipped[count]);
                context.table()->prefetch(child.player, child.opponent);
            }
    }

    // The child after the move on `square`: the moves' squares in row-major order, each once.
    Child<N> next(int square)
    {
        if constexpr (UseTT)
            return Child<N>(m_player, m_opponent, square, m_flipped[m_next++]);
        else
            return Child<N>(m_player, m_opponent, square);
    }

private:
    Bitboard m_player;
    Bitboard m_opponent;
    std::size_t m_next = 0;
    std::array<Bitboard, UseTT ? 64 : 0> m_flipped; // written before it is read
};

// The mover's legal moves. Most nodes of an exact search sit next to the end of the game,
// where testing the last empty square (or noticing the board is full) is far cheaper than
// the full move generator; the result is the same.
template <int N> [[gnu::always_inline]] inline Bitboard movesOf(Bitboard player, Bitboard opponent)
{
    const Bitboard empty = bits::Step<N>::kAll & ~(player | opponent);
    if (empty == 0)
        return 0;
    if ((empty & (empty - 1)) == 0)
        return bits::flips<N>(player, opponent, bits::firstSquare(empty)) ? empty : 0;
    return bits::legalMoves<N>(player, opponent);
}

// Final score from the mover's side: disc difference, empty squares not awarded.
inline int finalScore(Bitboard player, Bitboard opponent) { return bits::popCount(player) - bits::popCount(opponent); }

// A node with exactly one empty square, already counted as generated, settled without
// recursion: its subtree is a move there (one leaf child), a pass and the opponent's move
// there (a pass node and a leaf), or nothing (the node is a leaf). Counts are exactly those
// of the recursive search; no window changes anything below a node with a single child.
struct LastEmpty {
    enum class Shape { Leaf, Move, PassThenMove };
    int value; // exact, mover's side
    Shape shape;
};
template <int N> [[gnu::always_inline]] inline LastEmpty lastEmpty(SearchContext& context, Bitboard player,
                                                                   Bitboard opponent, int square)
{
    const int discs = bits::popCount(player) - bits::popCount(opponent);
    if constexpr (N == 6) {
        if (const int flipped = bits::kLastFlipCount<6>(player, square)) {
            context.countNodes(1, 1);
            return {discs + 2 * flipped + 1, LastEmpty::Shape::Move};
        }
        if (const int flipped = bits::kLastFlipCount<6>(opponent, square)) {
            context.countNodes(2, 2);
            return {discs - 2 * flipped - 1, LastEmpty::Shape::PassThenMove};
        }
        return {discs, LastEmpty::Shape::Leaf};
    }
    if (const Bitboard flipped = bits::flips<N>(player, opponent, square)) {
        context.countNodes(1, 1);
        return {discs + 2 * bits::popCount(flipped) + 1, LastEmpty::Shape::Move};
    }
    if (const Bitboard flipped = bits::flips<N>(opponent, player, square)) {
        context.countNodes(2, 2);
        return {discs - 2 * bits::popCount(flipped) - 1, LastEmpty::Shape::PassThenMove};
    }
    return {discs, LastEmpty::Shape::Leaf};
}

// A node with exactly two empty squares, already counted as generated, for fail-soft alpha-beta
// or plain negamax (the window (-infinity, +infinity): the children ignore windows, so nothing is cut). Its children have
// one empty square each and are settled by lastEmpty(); the pass, when the mover has no move,
// is a two-empty node of the opponent. Counts and value are those of the recursive search.
template <int N> inline int twoEmpties(SearchContext& context, Bitboard player, Bitboard opponent, Bitboard empty,
                                       int alpha, int beta, bool passed = false)
{
    const int first = bits::firstSquare(empty);
    const int second = bits::firstSquare(empty & (empty - 1));
    const Bitboard flipsFirst = bits::flips<N>(player, opponent, first);
    const Bitboard flipsSecond = bits::flips<N>(player, opponent, second);
    if (!(flipsFirst | flipsSecond)) {
        if (passed)
            return -kInfinity; // unreachable: the caller checked the opponent can move
        if (!bits::flips<N>(opponent, player, first) && !bits::flips<N>(opponent, player, second))
            return finalScore(player, opponent);
        context.countNodes(1, 0); // the pass node
        const int score = -twoEmpties<N>(context, opponent, player, empty, -beta, -alpha, true);
        context.countNodes(0, 1);
        return score;
    }
    int score = -kInfinity;
    for (const auto& [square, flipped, other] :
         {std::tuple{first, flipsFirst, second}, std::tuple{second, flipsSecond, first}}) {
        if (!flipped)
            continue;
        context.countNodes(1, 0);
        const Bitboard childPlayer = opponent & ~flipped;
        const Bitboard childOpponent = player | flipped | (Bitboard{1} << square);
        score = std::max(score, -lastEmpty<N>(context, childPlayer, childOpponent, other).value);
        alpha = std::max(alpha, score);
        if (alpha >= beta)
            break;
    }
    context.countNodes(0, 1);
    return score;
}

// Below this many empty squares, trying each empty square is cheaper than generating moves.
constexpr int kFewEmpties = 4;

// A node with 3..kFewEmpties empty squares, already counted as generated, for plain negamax
// (Prune = false: the window is ignored) or fail-soft alpha-beta: the same children in the same (row-major) order, with
// each empty square tried directly instead of generating the move set first.
template <int N, bool Prune>
int fewEmpties(SearchContext& context, Bitboard player, Bitboard opponent, Bitboard empty, int alpha, int beta)
{
    int score = -kInfinity;
    bool moved = false;
    for (Bitboard candidates = empty; candidates; candidates &= candidates - 1) {
        const int square = bits::firstSquare(candidates);
        const Bitboard flipped = bits::flips<N>(player, opponent, square);
        if (!flipped)
            continue;
        moved = true;
        context.countNodes(1, 0);
        const Bitboard childPlayer = opponent & ~flipped;
        const Bitboard childOpponent = player | flipped | (Bitboard{1} << square);
        const Bitboard childEmpty = empty & ~(Bitboard{1} << square);
        const int value = std::popcount(childEmpty) == 2
            ? -twoEmpties<N>(context, childPlayer, childOpponent, childEmpty, -beta, -alpha)
            : -fewEmpties<N, Prune>(context, childPlayer, childOpponent, childEmpty, -beta, -alpha);
        score = std::max(score, value);
        if constexpr (Prune) {
            alpha = std::max(alpha, score);
            if (alpha >= beta)
                break;
        }
    }
    if (!moved) {
        bool opponentMoves = false;
        for (Bitboard candidates = empty; candidates && !opponentMoves; candidates &= candidates - 1)
            opponentMoves = bits::flips<N>(opponent, player, bits::firstSquare(candidates)) != 0;
        if (!opponentMoves)
            return finalScore(player, opponent);
        context.countNodes(1, 0); // the pass node
        score = -fewEmpties<N, Prune>(context, opponent, player, empty, -beta, -alpha);
    }
    context.countNodes(0, 1);
    return score;
}

template <int N> [[gnu::always_inline]] inline bool hasOneEmpty(Bitboard player, Bitboard opponent)
{
    const Bitboard empty = bits::Step<N>::kAll & ~(player | opponent);
    return empty && (empty & (empty - 1)) == 0;
}
template <int N> [[gnu::always_inline]] inline int onlyEmpty(Bitboard player, Bitboard opponent)
{
    return bits::firstSquare(bits::Step<N>::kAll & ~(player | opponent));
}

template <int N> int emptiesOf(Bitboard player, Bitboard opponent) { return N * N - bits::popCount(player | opponent); }

} // namespace othello::detail

namespace othello::detail {

// For the windowed searches: a TT entry either settles the node (returns true, value set) or
// narrows the window.
inline bool settleFromTable(const TranspositionTable::Entry& entry, int& alpha, int& beta, int& value)
{
    value = entry.value;
    switch (entry.bound) {
    case Bound::Exact:
        return true;
    case Bound::Lower:
        if (entry.value >= beta)
            return true;
        alpha = std::max<int>(alpha, entry.value);
        break;
    case Bound::Upper:
        if (entry.value <= alpha)
            return true;
        beta = std::min<int>(beta, entry.value);
        break;
    }
    return false;
}

} // namespace othello::detail
