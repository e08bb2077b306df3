#pragma once

// A search trace: one record per call a classical search makes, in call order, so that a
// student can see which nodes alpha-beta, Scout and NegaScout visit and why. The records follow
// the course's counting conventions exactly: the trace of a search has as many records as the
// search counts generated nodes, and as many expanded records as it counts expanded nodes.

#include "engine/board/Board.h"
#include "engine/search/Algorithm.h"
#include "engine/search/Bound.h"
#include "engine/search/SearchControl.h"
#include "engine/search/SearchStats.h"
#include "engine/search/SearchStatus.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace othello::trace {

// How the parent called this node.
enum class CallKind : std::uint8_t {
    Search,     // a search with the window (alpha, beta): the root, negamax and alpha-beta children,
                // Scout's searches, NegaScout's first child
    Test,       // Scout's TEST: is the value `comparison` threshold? (value = 1 yes, 0 no)
    NullWindow, // NegaScout's null-window probe (-alpha-1, -alpha)
    ReSearch,   // NegaScout's re-search after a probe that failed high inside the window
};

// What the node turned out to be.
enum class NodeShape : std::uint8_t {
    Interior, // searched its children (or its pass child)
    GameOver, // the game is over here: the value is the final score
    Horizon,  // a depth-limited search reached its depth: the value is the evaluation
    TableHit, // settled by the transposition table without searching children
};

// Knuth-Moore type, from the window on entry and the value returned (None where it does not apply:
// leaves, table hits, Scout's nodes, negamax).
enum class NodeType : std::uint8_t { None, Pv, Cut, All };

// For CallKind::Test: the comparison tested.
enum class Comparison : std::uint8_t { None, Greater, GreaterOrEqual };

constexpr int kNoParent = -1;

struct Node {
    std::int32_t parent = kNoParent; // index of the calling node in Trace::nodes; kNoParent for the root
    std::int16_t move = kNoMove;     // the move from the parent: a square or kPassMove; kNoMove at the root
    std::int8_t empties = 0;
    std::int8_t depth = -1; // remaining depth in a depth-limited search; -1 in an exact search
    CallKind call = CallKind::Search;
    NodeShape shape = NodeShape::Interior;
    NodeType type = NodeType::None;
    Comparison comparison = Comparison::None;
    Bound tableBound = Bound::Exact; // NodeShape::TableHit: the bound of the entry that settled the node
    bool expanded = false;           // counted as expanded by the course's conventions
    // The window on entry (from the mover's side; for Scout, Black's side, see Trace::blackView).
    // For a Test: alpha = beta = the threshold.
    int alpha = 0;
    int beta = 0;
    int value = 0; // returned, same side as the window; for a Test 1 (holds) or 0 (fails)
    // A cutoff: the index among this node's children (0-based, call order) after which the rest
    // of its legal moves were not searched; -1 when there was none.
    std::int16_t cutoffAfter = -1;
    bool finished = false;         // the call returned; false: the search stopped inside it (no value)
    std::uint64_t legalMoves = 0;  // the mover's legal moves here (0 at a pass or a finished game)
    std::uint32_t subtreeSize = 1; // this node and everything below it, in records
};

struct Trace {
    Board root;
    Algorithm algorithm = Algorithm::AlphaBeta;
    bool useTable = false;
    std::optional<int> depth; // a depth-limited search; none: exact
    bool blackView = false;   // Scout: windows and values are from Black's side, not the mover's
    SearchStatus status = SearchStatus::Done;
    bool truncated = false; // the search made more calls than maxNodes: `nodes` holds the first maxNodes
    int value = 0;          // Black's view; meaningful when status == Done
    int bestMove = kNoMove;
    SearchStats stats;       // the search's own counts (all of them, also when truncated)
    std::vector<Node> nodes; // in call order; nodes[0] is the root
};

constexpr std::size_t kDefaultMaxNodes = 4'000'000;

struct TraceOptions {
    Algorithm algorithm = Algorithm::AlphaBeta; // Negamax, AlphaBeta, Scout or NegaScout
    bool useTable = false;
    std::optional<int> depth;                // depth-limited (the Play tab's searches); none: exact
    std::size_t maxNodes = kDefaultMaxNodes; // records kept at most
    // Past maxNodes: false, the search runs to its end unrecorded (the counts stay exact);
    // true, it stops there (status Cancelled, truncated).
    bool stopWhenTruncated = false;
    // Depth-limited: the evaluation at the horizon, as evaluation::parseEvaluator reads it (it must
    // parse for the board's size).
    std::string evaluation = "mixed";
};

// Runs the search on `board` recording every call: an exact search with the table solve() makes
// by default (its counts are solve()'s), or depth-limited as depth::searchToDepth. The exact
// searches are Negamax, AlphaBeta, Scout and NegaScout; depth-limited also Best (NegaScout with
// move ordering). Stops like solve() on control->requestCancel() (status Cancelled, the
// records so far kept; those still open have no value).
Trace record(const Board& board, const TraceOptions& options, SearchControl* control = nullptr);

constexpr std::string_view callKindId(CallKind kind)
{
    switch (kind) {
    case CallKind::Search:
        return "search";
    case CallKind::Test:
        return "test";
    case CallKind::NullWindow:
        return "null-window";
    case CallKind::ReSearch:
        return "re-search";
    }
    return "search";
}

constexpr std::string_view nodeShapeId(NodeShape shape)
{
    switch (shape) {
    case NodeShape::Interior:
        return "node";
    case NodeShape::GameOver:
        return "game-over";
    case NodeShape::Horizon:
        return "horizon";
    case NodeShape::TableHit:
        return "table-hit";
    }
    return "node";
}

constexpr std::string_view nodeTypeId(NodeType type)
{
    switch (type) {
    case NodeType::None:
        return "none";
    case NodeType::Pv:
        return "pv";
    case NodeType::Cut:
        return "cut";
    case NodeType::All:
        return "all";
    }
    return "none";
}

} // namespace othello::trace
