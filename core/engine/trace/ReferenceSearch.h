#pragma once

// The lab's classical searches with a listener on every call (classical::CallListener): the one
// place the traces, the checks and the osl-trace writer run them from. Compiled once here
// (ReferenceSearch.cpp, ReferenceDepthSearch.cpp) for every listener.

#include "CountCheck.h"

#include "engine/classical/SearchRecorder.h"
#include "engine/depth/DepthSearch.h"
#include "engine/search/Search.h"

#include <optional>

namespace othello::trace {

// A classical search to the end of the game (disc difference) as `options` say, telling
// `listener` every call.
SearchResult runClassicalSearch(const Board& board, const SearchOptions& options, SearchControl* control,
                                classical::CallListener& listener);

// The search `check` compares a student's with: the course's conventions, without a table or
// with the course's own (policy `course`, as the course's program keeps it).
inline SearchResult runReferenceSearch(const Board& board, Algorithm algorithm, bool courseTable,
                                       SearchControl* control, classical::CallListener& listener)
{
    return runClassicalSearch(board, courseSearchOptions(algorithm, courseTable), control, listener);
}

// depth::searchToDepthWithTable() telling `listener` every call.
depth::DepthResult runDepthSearch(const Board& board, const depth::DepthOptions& options, DepthTable* table,
                                  SearchControl* control, std::optional<double> timeLimitSeconds,
                                  classical::CallListener& listener);

// The view the lab's search gives its values in: Scout's are Black's, the others the mover's.
constexpr bool referenceInBlackView(Algorithm algorithm) { return algorithm == Algorithm::Scout; }
// Whether the lab's search has a window (alpha-beta and NegaScout; negamax and Scout do not).
constexpr bool referenceHasWindow(Algorithm algorithm)
{
    return algorithm == Algorithm::AlphaBeta || algorithm == Algorithm::NegaScout;
}

} // namespace othello::trace
