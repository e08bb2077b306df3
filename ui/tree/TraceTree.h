#pragma once

#include "engine/board/Board.h"
#include "engine/trace/SearchTrace.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace othello {

// A recorded trace seen as a tree: each record's children in call order, the moves a cutoff
// left unsearched, a record's depth in plies and its position. Built once per trace, in one pass,
// in memory proportional to the trace (two index arrays, plus the pruned moves of the cutoffs).
//
// Stepping through the search in call order is a walk over events: every record is entered once
// (its call starts with its window) and left once (its value is returned). The trace is in
// preorder, so an event's place in that walk is computed from the record's index, depth and
// subtree size alone (see ordinal()).
class TraceTree {
public:
    using TracePointer = std::shared_ptr<const trace::Trace>;

    struct Event {
        int node = 0;
        bool leaving = false; // false: the call starts; true: it returns its value
        friend bool operator==(const Event&, const Event&) = default;
    };

    explicit TraceTree(TracePointer trace);

    const trace::Trace& trace() const { return *m_trace; }
    const TracePointer& pointer() const { return m_trace; }
    int size() const { return int(m_trace->nodes.size()); }
    const trace::Node& node(int index) const { return m_trace->nodes[std::size_t(index)]; }

    std::span<const std::int32_t> children(int index) const;
    // The legal moves a cutoff at `index` left unsearched, in row-major order.
    std::span<const std::int16_t> prunedMoves(int index) const;
    // This record and everything below it, counted from the records.
    int subtreeSize(int index) const { return int(m_subtree[std::size_t(index)]); }
    // Every unsearched move of the trace has a number: prunedBase(index) + its place in
    // prunedMoves(index); the record it belongs to and the move, by that number.
    int prunedBase(int index) const { return m_prunedStart[std::size_t(index)]; }
    int prunedOwner(int number) const;
    int prunedMove(int number) const { return m_pruned[std::size_t(number)]; }
    // Plies from the root (0 for the root).
    int ply(int index) const;
    // The records from the root to `index`, both included.
    std::vector<int> pathTo(int index) const;
    // The moves from the root to `index`.
    std::vector<int> movesTo(int index) const;
    // The position at `index`: the root with the moves along its path played.
    Board boardAt(int index) const;
    // The side to move at `index` (the value's point of view, unless the trace has Black's view):
    // every move, a pass too, hands the move to the other side.
    Color moverAt(int index) const
    {
        return ply(index) % 2 == 0 ? m_trace->root.toMove : opposite(m_trace->root.toMove);
    }
    // Whether the call at `index` returned its value (false: the search was stopped inside it).
    bool finished(int index) const { return node(index).finished; }
    // The index of `index` among its parent's children (0 for the root).
    int childPosition(int index) const;

    // The walk over events: 2 * size() of them, numbered 0...
    int eventCount() const { return 2 * size(); }
    std::int64_t ordinal(Event event) const;
    Event next(Event event) const;     // precondition: not the last event
    Event previous(Event event) const; // precondition: not the first event
    Event first() const { return {0, false}; }
    Event last() const { return {0, true}; }

    // Counts over the whole trace.
    struct Counts {
        std::uint64_t records = 0;
        std::uint64_t expanded = 0;
        std::uint64_t cutoffs = 0;
        std::uint64_t reSearches = 0;
        std::uint64_t tableHits = 0;
        std::uint64_t tests = 0;
    };
    const Counts& counts() const { return m_counts; }

    // A key for every record's move path (the same path gives the same key in any trace of the
    // same root): which subtrees two traces both visit. Computed on first use.
    const std::vector<std::uint64_t>& pathKeys() const;

private:
    TracePointer m_trace;
    std::vector<std::int32_t> m_childStart; // size()+1 offsets into m_children
    std::vector<std::int32_t> m_children;
    std::vector<std::int32_t> m_prunedStart; // size()+1 offsets into m_pruned
    std::vector<std::int16_t> m_pruned;
    std::vector<std::uint32_t> m_subtree;
    Counts m_counts;
    mutable std::vector<std::uint64_t> m_pathKeys;
};

} // namespace othello
