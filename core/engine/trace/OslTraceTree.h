#pragma once

// A student's osl-trace and the lab's search it is checked against, as trace::Trace records the
// Tree tab draws side by side (what checkTrace() compares without storing either tree), and the
// records of each where TraceCheck's first difference is. Both keep at most maxNodes records, so
// a trace of any length is drawn in bounded memory: what is past the cap is counted, not kept.

#include "SearchTrace.h"
#include "TraceCheck.h"

#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>

namespace othello::trace {

struct StudentTrace {
    Trace trace;             // the student's calls in the trace's view (blackView for 'view black')
    std::uint64_t calls = 0; // every call read, kept or not
    std::string error;       // a line the drawing stopped at ("line 12: ..."); the calls before it are kept
};

// Reads the calls of an osl-trace as records: moves replayed on the board, the window or TEST
// question on entry, the value returned; a call that returns before all its legal moves cut off
// after its last child. Stops at control->requestCancel() (status Cancelled). Never throws.
StudentTrace readStudentTrace(std::istream& in, Algorithm algorithm, bool courseTable, std::size_t maxNodes,
                              SearchControl* control = nullptr);

// The lab's search checkTrace() replays (ReferenceSearch.h), recorded: the course's conventions,
// without a table or with the course's own.
Trace recordReferenceTrace(const Board& board, Algorithm algorithm, bool courseTable, std::size_t maxNodes,
                           SearchControl* control = nullptr);

// Where a first difference is in the two traces: the call it is about (`frame`: the position of
// TraceDivergence::path) and the child each side called there when they part at a child (the
// student's extra or other child, the reference's child the student did not call). -1: not among
// the records kept, or no such call.
struct DivergenceRecords {
    int studentFrame = -1;
    int studentChild = -1;
    int referenceFrame = -1;
    int referenceChild = -1;
    int student() const { return studentChild >= 0 ? studentChild : studentFrame; }
    int reference() const { return referenceChild >= 0 ? referenceChild : referenceFrame; }
};
DivergenceRecords divergenceRecords(const TraceDivergence& divergence, const Trace& student, const Trace& reference);

} // namespace othello::trace
