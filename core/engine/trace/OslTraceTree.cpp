#include "OslTraceTree.h"

#include "ReferenceSearch.h"
#include "TraceRecorder.h"

#include "engine/search/Infinity.h"

#include <algorithm>
#include <vector>

namespace othello::trace {

namespace {

constexpr std::uint64_t kCancelPollCalls = 1 << 14;

struct OpenCall {
    std::int64_t index = -1; // into the nodes; -1: past the cap
    Board board;
    int children = 0;
    bool test = false;
    bool window = false;
};

class StudentReader {
public:
    StudentReader(StudentTrace& out, std::size_t maxNodes) : m_out(out), m_trace(out.trace), m_maxNodes(maxNodes) { }

    void read(OslReader& reader, SearchControl* control)
    {
        const OslHeader& header = reader.readHeader();
        m_trace.root = header.position;
        m_trace.blackView = header.view == TraceView::Black;
        m_maxScore = header.position.size * header.position.size;
        while (const std::optional<OslEvent> event = reader.next()) {
            if (m_rootReturned)
                fail(event->line, "a call after the root call returned: a trace holds one search of one position");
            if (event->kind == OslEvent::Kind::Leave) {
                leave(*event);
                continue;
            }
            enter(*event);
            if (control && m_out.calls % kCancelPollCalls == 0) {
                control->publish(m_trace.stats);
                if (control->cancelRequested()) {
                    m_trace.status = SearchStatus::Cancelled;
                    return;
                }
            }
        }
        if (!m_rootReturned)
            fail(reader.line(), "the trace ends inside " + std::to_string(m_open.size()) + " open calls: truncated?");
        m_trace.status = SearchStatus::Done;
    }

    void closeOpen()
    {
        for (const OpenCall& call : m_open)
            if (call.index >= 0)
                node(call.index).subtreeSize =
                    static_cast<std::uint32_t>(m_trace.nodes.size() - std::size_t(call.index));
        m_open.clear();
    }

private:
    [[noreturn]] static void fail(std::uint64_t line, const std::string& message) { throw OslError{line, message}; }
    Node& node(std::int64_t index) { return m_trace.nodes[std::size_t(index)]; }
    int normalized(std::int64_t value) const
    {
        return value > m_maxScore ? kInfinity : value < -m_maxScore ? -kInfinity : static_cast<int>(value);
    }

    void enter(const OslEvent& event)
    {
        Board board = m_trace.root;
        std::int64_t parent = kNoParent;
        if (m_open.empty()) {
            if (!event.root || event.kind != OslEvent::Kind::Enter)
                fail(event.line, "the first call is the root: 'enter root ...'");
        } else {
            OpenCall& above = m_open.back();
            if (event.root)
                fail(event.line, "'root' again: only the first call is the root");
            const std::vector<int> moves = above.board.moveList();
            const bool legal = std::find(moves.begin(), moves.end(), event.move) != moves.end() ||
                (moves.empty() && event.move == kPassMove);
            if (!legal)
                fail(event.line, moveName(event.move) + " is not a legal move there");
            board = above.board.played(event.move);
            ++above.children;
            parent = above.index;
        }
        ++m_out.calls;
        ++m_trace.stats.generated;
        OpenCall call{-1, board, 0, event.kind == OslEvent::Kind::Test, event.hasWindow};
        if (m_trace.nodes.size() >= m_maxNodes || (parent == kNoParent && !m_open.empty())) {
            m_trace.truncated = true;
            m_open.push_back(call);
            return;
        }
        Node record;
        record.parent = static_cast<std::int32_t>(parent);
        record.move = static_cast<std::int16_t>(m_open.empty() ? kNoMove : event.move);
        record.empties = static_cast<std::int8_t>(board.emptyCount());
        record.legalMoves = board.legalMoves();
        if (call.test) {
            record.call = CallKind::Test;
            record.comparison = event.comparison;
            record.alpha = record.beta = normalized(event.threshold);
        } else {
            record.alpha = event.hasWindow ? normalized(event.alpha) : -kInfinity;
            record.beta = event.hasWindow ? normalized(event.beta) : kInfinity;
        }
        call.index = static_cast<std::int64_t>(m_trace.nodes.size());
        m_trace.nodes.push_back(record);
        m_open.push_back(call);
    }

    void leave(const OslEvent& event)
    {
        if (m_open.empty())
            fail(event.line, "'leave' with no open call");
        const OpenCall call = m_open.back();
        m_open.pop_back();
        if (call.test && !event.truthWord && event.value != 0 && event.value != 1)
            fail(event.line, "a TEST returns true or false, not " + std::to_string(event.value));
        if (!call.test && event.truthWord)
            fail(event.line, "'leave true' or 'leave false' for a call that is not a TEST");
        if (call.children > 0)
            ++m_trace.stats.expanded;
        const int value = call.test ? static_cast<int>(event.value) : normalized(event.value);
        if (m_open.empty()) {
            m_rootReturned = true;
            const bool whiteMover = call.board.toMove == Color::White;
            m_trace.value = m_trace.blackView || !whiteMover ? value : -value;
        }
        if (call.index < 0)
            return;
        Node& record = node(call.index);
        record.finished = true;
        record.value = value;
        record.expanded = call.children > 0;
        record.shape = call.children > 0 || !call.board.isGameOver() ? NodeShape::Interior : NodeShape::GameOver;
        const int legal = static_cast<int>(call.board.moveList().size());
        if (call.children > 0 && call.children < legal)
            record.cutoffAfter = static_cast<std::int16_t>(call.children - 1);
        if (!call.test && call.window && call.children > 0) {
            // The type as the lab's recorder gives it: from the mover's window.
            const bool flip = m_trace.blackView && call.board.toMove == Color::White;
            record.type =
                flip ? nodeTypeOf(-value, -record.beta, -record.alpha) : nodeTypeOf(value, record.alpha, record.beta);
        }
        record.subtreeSize = static_cast<std::uint32_t>(m_trace.nodes.size() - std::size_t(call.index));
    }

    StudentTrace& m_out;
    Trace& m_trace;
    std::size_t m_maxNodes;
    int m_maxScore = 36;
    std::vector<OpenCall> m_open;
    bool m_rootReturned = false;
};

// The record at the end of `path` that is open when the call with index `limit` - 1 is made: at
// each ply the last child of that move before it.
int recordAtPath(const Trace& trace, const std::vector<int>& path, std::size_t limit)
{
    const std::size_t end = std::min(limit, trace.nodes.size());
    if (end == 0)
        return -1;
    std::vector<int> chain{0}; // chain[k]: the record of path[0..k)
    for (std::size_t i = 1; i < end; ++i) {
        const Node& node = trace.nodes[i];
        for (std::size_t k = chain.size(); k-- > 0;) {
            if (chain[k] != node.parent)
                continue;
            if (k < path.size() && node.move == path[k]) {
                chain.resize(k + 1);
                chain.push_back(static_cast<int>(i));
            }
            break;
        }
    }
    return chain.size() == path.size() + 1 ? chain.back() : -1;
}

int childOf(const Trace& trace, std::uint64_t index, int frame)
{
    if (frame < 0 || index >= trace.nodes.size())
        return -1;
    return trace.nodes[std::size_t(index)].parent == frame ? static_cast<int>(index) : -1;
}

} // namespace

StudentTrace readStudentTrace(std::istream& in, Algorithm algorithm, bool courseTable, std::size_t maxNodes,
                              SearchControl* control)
{
    StudentTrace result;
    result.trace.algorithm = algorithm;
    result.trace.useTable = courseTable;
    result.trace.status = SearchStatus::Cancelled;
    OslReader reader(in);
    StudentReader student(result, maxNodes);
    try {
        student.read(reader, control);
    } catch (const OslError& error) {
        result.error = error.text();
        result.trace.status = SearchStatus::Cancelled;
    }
    if (result.trace.status != SearchStatus::Done)
        student.closeOpen();
    return result;
}

Trace recordReferenceTrace(const Board& board, Algorithm algorithm, bool courseTable, std::size_t maxNodes,
                           SearchControl* control)
{
    Trace trace;
    trace.root = board;
    trace.algorithm = algorithm;
    trace.useTable = courseTable;
    trace.blackView = referenceInBlackView(algorithm);
    TraceBuilder builder(trace.nodes, maxNodes, false);
    TraceRecorder recorder(builder, board.size);
    const SearchResult result = runReferenceSearch(board, algorithm, courseTable, control, recorder);
    trace.status = result.status;
    trace.value = result.value;
    trace.bestMove = result.bestMove;
    trace.stats = result.stats;
    if (trace.status != SearchStatus::Done)
        builder.closeOpenRecords();
    trace.truncated = builder.truncated();
    return trace;
}

DivergenceRecords divergenceRecords(const TraceDivergence& divergence, const Trace& student, const Trace& reference)
{
    DivergenceRecords records;
    if (divergence.call == 0)
        return records;
    const std::uint64_t index = divergence.call - 1; // calls are numbered from 1, records from 0
    const std::size_t limit = std::size_t(std::min<std::uint64_t>(index + 1, std::uint64_t(1) << 40));
    records.studentFrame = recordAtPath(student, divergence.path, limit);
    records.referenceFrame = recordAtPath(reference, divergence.path, limit);
    switch (divergence.kind) {
    case DivergenceKind::ExtraChild:
        records.studentChild = childOf(student, index, records.studentFrame);
        break;
    case DivergenceKind::MissingChild:
        records.referenceChild = childOf(reference, index, records.referenceFrame);
        break;
    case DivergenceKind::MoveOrder:
    case DivergenceKind::OtherMove:
        records.studentChild = childOf(student, index, records.studentFrame);
        records.referenceChild = childOf(reference, index, records.referenceFrame);
        break;
    case DivergenceKind::OtherCall:
    case DivergenceKind::OtherWindow:
    case DivergenceKind::OtherTest:
    case DivergenceKind::OtherValue:
        break;
    }
    return records;
}

} // namespace othello::trace
