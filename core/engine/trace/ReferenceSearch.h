#pragma once

// The lab's search that `check` compares a student's with, run with any recorder: the classical
// search of the course's conventions, without a table or with the course's own (policy `course`,
// as the course's program keeps it). The one place the checks and the osl-trace writer call the
// classical searches from.

#include "CountCheck.h"

#include "engine/classical/ClassicalSolve.h"
#include "engine/search/Search.h"

namespace othello::trace {

// A classical search to the end of the game (disc difference) as `options` say, reporting every
// call to makeRecorder(std::integral_constant<int, N>), the recorder of a board of size N.
template <class MakeRecorder> SearchResult runClassicalSearch(const Board& board, const SearchOptions& options,
                                                              SearchControl* control, MakeRecorder makeRecorder)
{
    return classical::solveClassical(board, options, control, nullptr, makeRecorder);
}

template <class MakeRecorder> SearchResult runReferenceSearch(const Board& board, Algorithm algorithm, bool courseTable,
                                                              SearchControl* control, MakeRecorder makeRecorder)
{
    return runClassicalSearch(board, courseSearchOptions(algorithm, courseTable), control, makeRecorder);
}

// The view the lab's search gives its values in: Scout's are Black's, the others the mover's.
constexpr bool referenceInBlackView(Algorithm algorithm) { return algorithm == Algorithm::Scout; }
// Whether the lab's search has a window (alpha-beta and NegaScout; negamax and Scout do not).
constexpr bool referenceHasWindow(Algorithm algorithm)
{
    return algorithm == Algorithm::AlphaBeta || algorithm == Algorithm::NegaScout;
}

} // namespace othello::trace
