#pragma once

// Checks a student's osl-trace (OslTrace.h) against the lab's search on the same position, call by
// call, and finds the first call where the two trees part. The lab's search runs while the trace
// is read: its recorder takes the student's next event at each of its own calls and compares, so
// neither tree is ever stored whole (a trace of 100 million lines is checked in a few megabytes);
// only the calls open on the current path are kept, with the children each has called so far.
// After the first difference both sides of that call are followed to its end (the lab's search
// up to TraceCheckOptions::finishCalls further calls), so the report says what each did there.
//
// Plain data for the command line and the GUI alike: checkTrace() returns the result; the texts
// are made by whoever shows them.

#include "OslTrace.h"
#include "SearchTrace.h"

#include "engine/board/Board.h"
#include "engine/search/Algorithm.h"
#include "engine/search/SearchControl.h"
#include "engine/search/SearchStats.h"

#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace othello::trace {

struct TraceCheckOptions {
    Algorithm algorithm = Algorithm::AlphaBeta; // Negamax, AlphaBeta, Scout or NegaScout
    bool courseTable = false;                   // the lab's search with the course's own table
    // When set, a trace of another position is unusable input.
    std::optional<Board> expectedPosition;
    // After the first difference, the lab's search goes on to the end of that call, for at most
    // this many more calls (a difference near the root of a large tree).
    std::uint64_t finishCalls = 50'000'000;
};

// What the first difference is. "The student" is the trace's search, "the reference" the lab's.
enum class DivergenceKind : std::uint8_t {
    ExtraChild,   // the student's call makes another call where the reference's returns (pruned it)
    MissingChild, // the reference's call makes another call where the student's returns
    MoveOrder,    // both make a call, of different moves: the student's is one the reference visits later
    OtherMove,    // both make a call, of different moves (not later in the reference's order)
    OtherCall,    // the same move, a TEST where the reference searches or the reverse
    OtherWindow,  // the same call with another window
    OtherTest,    // a TEST with another comparison or threshold
    OtherValue,   // the call returns another value (a TEST: another answer)
};

// A window bound or value this large in magnitude is infinite (-inf, inf); a trace's values beyond
// the largest score of the board (36 on 6x6) are read as infinite.
inline constexpr int kOpenBound = 1 << 20;

struct ChildCall {
    int move = kNoMove;
    CallKind call = CallKind::Search; // the student's calls are Search or Test
};

// What one side did at the call the difference is about, in the trace's view (header().view).
struct CallSide {
    CallKind call = CallKind::Search; // the reference's: also NullWindow or ReSearch
    bool hasWindow = false;
    int alpha = -kOpenBound; // ±kOpenBound: infinite
    int beta = kOpenBound;
    Comparison comparison = Comparison::None; // a TEST: the question asked
    int threshold = 0;
    std::optional<int> value;              // returned (a TEST: 1 true, 0 false); none when not known
    std::vector<ChildCall> children;       // the calls it made, in order
    bool moreChildren = false;             // the reference was stopped before the call's end (finishCalls)
    int cutoffAfter = -1;                  // the reference: the child (0-based) after which it cut off
    NodeShape shape = NodeShape::Interior; // the reference: a game over, a table hit, or searched
    std::uint64_t line = 0;                // the student: the trace's line where the call began
};

struct TraceDivergence {
    DivergenceKind kind = DivergenceKind::OtherValue;
    std::uint64_t call = 0;      // the number of the call where the trees part, in call order (1: the root)
    std::uint64_t line = 0;      // the trace's line where the difference shows
    std::vector<int> path;       // the moves from the root to the call described (empty: the root)
    Board board;                 // its position
    int studentMove = kNoMove;   // Extra/Missing child, Move order, Other move: the child each side calls
    int referenceMove = kNoMove; // (kNoMove: that side returns instead)
    CallSide student;
    CallSide reference;
};

struct TraceCheckResult {
    enum class Status : std::uint8_t {
        Identical, // the trace is the lab's search, call for call
        Different, // divergence holds the first difference
        Unusable,  // error holds one line: a malformed or truncated trace, an illegal move, ...
        Stopped,   // control->requestCancel()
    };
    Status status = Status::Unusable;
    std::string error;
    OslHeader header;
    std::uint64_t callsAgreed = 0; // calls made alike before the difference (all calls when identical)
    std::optional<TraceDivergence> divergence;
    // Identical: the lab's counts and root value (Black's view) for the trace's search.
    SearchStats referenceStats;
    int referenceValue = 0;
};

// Reads the trace from `in` and compares it with the lab's search of its position. Never throws
// for bad input: a problem is Status::Unusable with one line naming the trace's line.
TraceCheckResult checkTrace(std::istream& in, const TraceCheckOptions& options, SearchControl* control = nullptr);

} // namespace othello::trace
