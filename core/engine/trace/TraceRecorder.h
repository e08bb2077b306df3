#pragma once

// The recorder that turns a classical search's calls into a trace::Trace (see SearchRecorder.h
// for what the searches report). Records are pushed when a call enters and completed when it
// leaves; a stack of the open records finds each call's parent.

#include "SearchTrace.h"

#include "engine/board/BoardSize.h"
#include "engine/board/MoveGeneration.h"
#include "engine/classical/SearchRecorder.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace othello::trace {

class TraceBuilder {
public:
    // Keeps at most maxNodes records; past them the search goes on unrecorded (truncated()), or
    // with stopWhenFull it is stopped (SearchStopped, Cancelled) at the first call past them.
    TraceBuilder(std::vector<Node>& nodes, std::size_t maxNodes, bool stopWhenFull)
        : m_nodes(nodes), m_maxNodes(maxNodes), m_stopWhenFull(stopWhenFull)
    { }

    void announce(int move, CallKind call, Comparison comparison)
    {
        m_move = move;
        m_call = call;
        m_comparison = comparison;
    }
    void enter(int empties, std::uint64_t legalMoves, int alpha, int beta, int depth);
    void leave(NodeShape shape, int value, NodeType type, Bound bound, bool expanded);
    void cutoff();

    bool truncated() const { return m_truncated; }
    // After a stopped search: the records still open get the size of what is below them.
    void closeOpenRecords();

private:
    struct Frame {
        std::int64_t index; // into m_nodes; -1 when not kept
        int children = 0;
    };
    std::vector<Node>& m_nodes;
    std::size_t m_maxNodes;
    bool m_stopWhenFull;
    bool m_truncated = false;
    std::vector<Frame> m_open;
    int m_move = kNoMove;
    CallKind m_call = CallKind::Search;
    Comparison m_comparison = Comparison::None;
};

// Knuth-Moore type of a node of the alpha-beta family that tried its moves with (alpha, beta)
// and returns `value` (as SearchContext::countNodeType counts it).
constexpr NodeType nodeTypeOf(int value, int alpha, int beta)
{
    return value >= beta ? NodeType::Cut : value <= alpha ? NodeType::All : NodeType::Pv;
}

// The listener that keeps a search's calls as trace records, for a board of `size`.
class TraceRecorder final : public classical::CallListener {
public:
    TraceRecorder(TraceBuilder& builder, int size) : m_builder(builder), m_size(size) { }

    void child(int move, CallKind call) override { m_builder.announce(move, call, Comparison::None); }
    void test(int move, Comparison comparison) override { m_builder.announce(move, CallKind::Test, comparison); }
    void enter(bits::Bitboard player, bits::Bitboard opponent, int alpha, int beta, int depth) override
    {
        const int empties = m_size * m_size - bits::popCount(player | opponent);
        const bits::Bitboard moves =
            withBoardSize(m_size, [&](auto n) { return bits::legalMoves<decltype(n)::value>(player, opponent); });
        m_builder.enter(empties, moves, alpha, beta, depth);
    }
    void gameOver(int value) override
    {
        m_builder.leave(NodeShape::GameOver, value, NodeType::None, Bound::Exact, false);
    }
    void horizon(int value) override
    {
        m_builder.leave(NodeShape::Horizon, value, NodeType::None, Bound::Exact, false);
    }
    void tableHit(int value, Bound bound) override
    {
        m_builder.leave(NodeShape::TableHit, value, NodeType::None, bound, true);
    }
    void expanded(int value) override
    {
        m_builder.leave(NodeShape::Interior, value, NodeType::None, Bound::Exact, true);
    }
    void expanded(int value, int alpha, int beta) override
    {
        m_builder.leave(NodeShape::Interior, value, nodeTypeOf(value, alpha, beta), Bound::Exact, true);
    }
    void cutoff() override { m_builder.cutoff(); }

private:
    TraceBuilder& m_builder;
    int m_size;
};

} // namespace othello::trace
