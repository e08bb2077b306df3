#include "ReferenceSearch.h"

#include "engine/classical/ClassicalSolve.h"

namespace othello::trace {

SearchResult runClassicalSearch(const Board& board, const SearchOptions& options, SearchControl* control,
                                classical::CallListener& listener)
{
    return classical::solveClassical(board, options, control, nullptr,
                                     [&](auto) { return classical::ListeningRecorder{&listener}; });
}

} // namespace othello::trace
