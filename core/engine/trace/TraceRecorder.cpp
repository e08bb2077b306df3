#include "TraceRecorder.h"

#include "engine/search/SearchStop.h"

namespace othello::trace {

void TraceBuilder::enter(int empties, std::uint64_t legalMoves, int alpha, int beta, int depth)
{
    const std::int64_t parent = m_open.empty() ? kNoParent : m_open.back().index;
    if (!m_open.empty())
        ++m_open.back().children;
    const int move = m_move;
    const CallKind call = m_call;
    const Comparison comparison = m_comparison;
    announce(kNoMove, CallKind::Search, Comparison::None);
    if (m_nodes.size() >= m_maxNodes) {
        m_truncated = true;
        if (m_stopWhenFull)
            throw SearchStopped{SearchStatus::Cancelled};
        m_open.push_back({-1});
        return;
    }
    Node node;
    node.parent = static_cast<std::int32_t>(parent);
    node.move = static_cast<std::int16_t>(move);
    node.empties = static_cast<std::int8_t>(empties);
    node.depth = static_cast<std::int8_t>(depth);
    node.call = call;
    node.comparison = comparison;
    node.alpha = alpha;
    node.beta = beta;
    node.legalMoves = legalMoves;
    m_open.push_back({static_cast<std::int64_t>(m_nodes.size())});
    m_nodes.push_back(node);
}

void TraceBuilder::leave(NodeShape shape, int value, NodeType type, Bound bound, bool expanded)
{
    const std::int64_t index = m_open.back().index;
    m_open.pop_back();
    if (index < 0)
        return;
    Node& node = m_nodes[static_cast<std::size_t>(index)];
    node.shape = shape;
    node.value = value;
    node.type = type;
    node.tableBound = bound;
    node.expanded = expanded;
    node.finished = true;
    node.subtreeSize = static_cast<std::uint32_t>(m_nodes.size() - static_cast<std::size_t>(index));
}

void TraceBuilder::cutoff()
{
    const Frame& frame = m_open.back();
    if (frame.index >= 0)
        m_nodes[static_cast<std::size_t>(frame.index)].cutoffAfter = static_cast<std::int16_t>(frame.children - 1);
}

void TraceBuilder::closeOpenRecords()
{
    for (const Frame& frame : m_open)
        if (frame.index >= 0)
            m_nodes[static_cast<std::size_t>(frame.index)].subtreeSize =
                static_cast<std::uint32_t>(m_nodes.size() - static_cast<std::size_t>(frame.index));
    m_open.clear();
}

} // namespace othello::trace
