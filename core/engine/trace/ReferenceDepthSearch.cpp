// The recorded depth-limited search: a file of its own, so that it compiles beside the exact one.

#include "ReferenceSearch.h"

#include "engine/depth/SearchToDepth.h"

namespace othello::trace {

depth::DepthResult runDepthSearch(const Board& board, const depth::DepthOptions& options, DepthTable* table,
                                  SearchControl* control, std::optional<double> timeLimitSeconds,
                                  classical::CallListener& listener)
{
    return depth::searchWith(board, options, table, control, timeLimitSeconds,
                             [&](auto) { return classical::ListeningRecorder{&listener}; });
}

} // namespace othello::trace
