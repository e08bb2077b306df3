#pragma once

// The lab's own search written as an osl-trace (docs/check.md) while it runs: one line per event,
// so a trace of any length is written in bounded memory. What `othello-lab-cli trace --format
// osl` prints, for students to read or compare their own trace with line by line.

#include "OslTrace.h"

#include "engine/search/Search.h"

#include <optional>
#include <ostream>

namespace othello::trace {

struct OslWriteOptions {
    Algorithm algorithm = Algorithm::AlphaBeta; // Negamax, AlphaBeta, Scout or NegaScout
    bool courseTable = false;                   // with the course's own table
    std::optional<int> label;                   // the header names this PV label instead of the position
    SquareNaming squares = SquareNaming::Names;
};

struct OslWriteResult {
    SearchResult search;
    bool written = true; // false: a write failed (the search was stopped there)
};

// Searches `board` writing every call to `out`. Stops like solve() on control->requestCancel().
// With the course's table in a build that cannot trace it (courseTableTraced()), writes nothing
// and returns written false.
OslWriteResult writeOslTrace(const Board& board, const OslWriteOptions& options, std::ostream& out,
                             SearchControl* control = nullptr);

} // namespace othello::trace
