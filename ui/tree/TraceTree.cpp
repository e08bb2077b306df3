#include "TraceTree.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace othello {

namespace {
std::uint64_t mixKey(std::uint64_t parentKey, int move)
{
    // splitmix64 over the parent's key and the move: distinct paths get distinct keys with
    // overwhelming probability.
    std::uint64_t z = parentKey * 0x100000001B3ULL + std::uint64_t(move + 2) + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
} // namespace

TraceTree::TraceTree(TracePointer trace) : m_trace(std::move(trace))
{
    const auto& nodes = m_trace->nodes;
    const std::size_t n = nodes.size();
    m_childStart.assign(n + 1, 0);
    for (std::size_t i = 1; i < n; ++i)
        if (nodes[i].parent >= 0)
            ++m_childStart[std::size_t(nodes[i].parent) + 1];
    for (std::size_t i = 0; i < n; ++i)
        m_childStart[i + 1] += m_childStart[i];
    m_children.resize(std::size_t(m_childStart[n]));
    std::vector<std::int32_t> fill(m_childStart.begin(), m_childStart.end() - 1);
    for (std::size_t i = 1; i < n; ++i)
        if (nodes[i].parent >= 0)
            m_children[std::size_t(fill[std::size_t(nodes[i].parent)]++)] = std::int32_t(i);

    // Subtree sizes from the records themselves (a cancelled or truncated trace ends inside
    // calls that never returned): preorder, so children come after their parent.
    m_subtree.assign(n, 1);
    for (std::size_t i = n; i-- > 1;)
        if (nodes[i].parent >= 0)
            m_subtree[std::size_t(nodes[i].parent)] += m_subtree[i];

    m_prunedStart.assign(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
        const trace::Node& node = nodes[i];
        m_counts.expanded += node.expanded ? 1 : 0;
        m_counts.reSearches += node.call == trace::CallKind::ReSearch ? 1 : 0;
        m_counts.tests += node.call == trace::CallKind::Test ? 1 : 0;
        m_counts.tableHits += node.shape == trace::NodeShape::TableHit ? 1 : 0;
        if (node.cutoffAfter >= 0) {
            ++m_counts.cutoffs;
            std::uint64_t unsearched = node.legalMoves;
            for (const std::int32_t child : children(int(i)))
                if (nodes[std::size_t(child)].move >= 0 && nodes[std::size_t(child)].move < 64)
                    unsearched &= ~(std::uint64_t(1) << nodes[std::size_t(child)].move);
            for (; unsearched; unsearched &= unsearched - 1)
                m_pruned.push_back(std::int16_t(std::countr_zero(unsearched)));
        }
        m_prunedStart[i + 1] = std::int32_t(m_pruned.size());
    }
    m_counts.records = n;
}

std::span<const std::int32_t> TraceTree::children(int index) const
{
    const auto begin = std::size_t(m_childStart[std::size_t(index)]);
    const auto end = std::size_t(m_childStart[std::size_t(index) + 1]);
    return {m_children.data() + begin, end - begin};
}

std::span<const std::int16_t> TraceTree::prunedMoves(int index) const
{
    const auto begin = std::size_t(m_prunedStart[std::size_t(index)]);
    const auto end = std::size_t(m_prunedStart[std::size_t(index) + 1]);
    return {m_pruned.data() + begin, end - begin};
}

int TraceTree::prunedOwner(int number) const
{
    // The last record whose unsearched moves start at or before `number` and end after it.
    const auto it = std::upper_bound(m_prunedStart.begin(), m_prunedStart.end(), number);
    return int(it - m_prunedStart.begin()) - 1;
}

int TraceTree::ply(int index) const
{
    int plies = 0;
    for (int i = node(index).parent; i >= 0; i = node(i).parent)
        ++plies;
    return plies;
}

std::vector<int> TraceTree::pathTo(int index) const
{
    std::vector<int> path;
    for (int i = index; i >= 0; i = node(i).parent)
        path.push_back(i);
    std::reverse(path.begin(), path.end());
    return path;
}

std::vector<int> TraceTree::movesTo(int index) const
{
    std::vector<int> moves;
    for (const int i : pathTo(index))
        if (i != 0)
            moves.push_back(node(i).move);
    return moves;
}

Board TraceTree::boardAt(int index) const
{
    Board board = m_trace->root;
    for (const int move : movesTo(index))
        board = board.played(move);
    return board;
}

int TraceTree::childPosition(int index) const
{
    const int parent = node(index).parent;
    if (parent < 0)
        return 0;
    const auto siblings = children(parent);
    return int(std::lower_bound(siblings.begin(), siblings.end(), index) - siblings.begin());
}

std::int64_t TraceTree::ordinal(Event event) const
{
    // Before entering record i, records 0..i-1 were entered and all but its ancestors left.
    // When record i is left, its whole subtree (last record L) was entered and all but its
    // ancestors left.
    const std::int64_t i = event.node;
    if (!event.leaving)
        return 2 * i - ply(event.node);
    const std::int64_t last = i + subtreeSize(event.node) - 1;
    return 2 * last + 1 - ply(event.node);
}

TraceTree::Event TraceTree::next(Event event) const
{
    const int i = event.node;
    if (!event.leaving)
        return subtreeSize(i) > 1 ? Event{i + 1, false} : Event{i, true};
    const int parent = node(i).parent;
    assert(parent >= 0);
    const int sibling = i + subtreeSize(i);
    return sibling < parent + subtreeSize(parent) ? Event{sibling, false} : Event{parent, true};
}

TraceTree::Event TraceTree::previous(Event event) const
{
    const int i = event.node;
    if (event.leaving) {
        const auto below = children(i);
        return below.empty() ? Event{i, false} : Event{below.back(), true};
    }
    const int parent = node(i).parent;
    assert(parent >= 0);
    if (i == parent + 1)
        return {parent, false};
    return {children(parent)[std::size_t(childPosition(i) - 1)], true};
}

const std::vector<std::uint64_t>& TraceTree::pathKeys() const
{
    if (m_pathKeys.empty() && size() > 0) {
        m_pathKeys.resize(std::size_t(size()));
        m_pathKeys[0] = mixKey(0, kNoMove);
        for (int i = 1; i < size(); ++i)
            m_pathKeys[std::size_t(i)] = mixKey(m_pathKeys[std::size_t(node(i).parent)], node(i).move);
    }
    return m_pathKeys;
}

} // namespace othello
