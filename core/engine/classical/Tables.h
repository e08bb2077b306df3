#pragma once

// The transposition tables a classical search can use, as the search sees them: no table, the
// engine's table (exact or depth-limited entries), or the course report's own table. Each says how
// it is probed and filled; Node.h decides when, the same way for all.

#include "Position.h"

#include "engine/search/Bound.h"
#include "engine/table/CourseTable.h"
#include "engine/table/TranspositionTable.h"

#include <algorithm>

namespace othello::classical {

// No table: every call searches its moves.
struct NoTable {
    static constexpr bool kUsed = false;
    static constexpr bool kNeedsTurn = false;
    static constexpr bool kPrefetches = false;
    static constexpr bool kHasMoves = false;
    static constexpr bool kAnswersTests = false;
    static constexpr bool kBoundsAgainstEntryWindow = false;
};

// The engine's fixed-size table: TranspositionTable (exact values in discs) or DepthTable
// (depth-limited values, good only at the depth they were searched to). Bounds are stored against
// the window the moves were searched with, Scout's TEST answers are kept as bounds, and every
// child's bucket starts loading before the first child is searched.
template <class Table> struct EngineTable {
    static constexpr bool kUsed = true;
    static constexpr bool kNeedsTurn = false;
    static constexpr bool kPrefetches = true;
    static constexpr bool kHasMoves = true;
    static constexpr bool kAnswersTests = true;
    static constexpr bool kBoundsAgainstEntryWindow = false;
    using Entry = typename Table::Entry;

    Table* table;

    template <class P> const Entry* probe(const P& position) const
    {
        return table->probe(position.player, position.opponent);
    }
    template <class P> const Entry* peek(const P& position) const
    {
        return table->peek(position.player, position.opponent);
    }
    void countCutoff() const { table->countCutoff(); }
    void prefetch(Bitboard player, Bitboard opponent) const { table->prefetch(player, opponent); }
    template <class P> void store(const P& position, int value, Bound bound, int bestMove, int depth) const
    {
        table->store(position.player, position.opponent, value, bound, bestMove, depth);
    }
};

// The course report's table, probed and filled as its program does: one map per side to move,
// every call after the leaf test probes, every searched call stores, bounds are stored against
// the window the call was entered with (before an entry narrowed it), Scout's TEST never touches
// it, and nothing is prefetched (that would change nothing the report's table sees, but it is not
// the report's program).
struct CourseTableUse {
    static constexpr bool kUsed = true;
    static constexpr bool kNeedsTurn = true;
    static constexpr bool kPrefetches = false;
    static constexpr bool kHasMoves = false;
    static constexpr bool kAnswersTests = false;
    static constexpr bool kBoundsAgainstEntryWindow = true;
    using Entry = CourseTable::Entry;

    CourseTable* table;

    template <class P> const Entry* probe(const P& position) const
    {
        return table->probe(P::kTurn == Turn::Black, position.player, position.opponent);
    }
    void countCutoff() const { table->countCutoff(); }
    template <class P> void store(const P& position, int value, Bound bound, int /*bestMove*/, int /*depth*/) const
    {
        table->store(P::kTurn == Turn::Black, position.player, position.opponent, value, bound);
    }
};

// For the windowed searches (alpha-beta, NegaScout): an entry either settles the call (true) or
// narrows its window (alpha, beta).
template <class Entry> bool settlesOrNarrows(const Entry& entry, int& alpha, int& beta)
{
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

} // namespace othello::classical
