#include "IterativeDeepening.h"

#include "engine/table/TranspositionTable.h"

#include "engine/search/SearchDeadline.h"

#include <algorithm>
#include <optional>

namespace othello::depth {

DepthResult iterativeDeepening(const Board& board, const DepthOptions& options, std::optional<double> seconds,
                               SearchControl* control, const std::function<void(const DepthResult&)>& onDepth)
{
    const SearchDeadline deadline(seconds);
    // One table for every iteration: its moves order the next, deeper iteration.
    std::optional<DepthTable> table;
    if (options.useTranspositionTable)
        table.emplace(options.ttEntries);
    DepthResult best;
    best.status = SearchStatus::Timeout;
    const std::vector<int> moves = board.moveList();
    best.bestMove = moves.empty() ? kNoMove : moves.front();
    SearchStats total;
    for (int depth = 1; depth <= std::max(1, options.depth); ++depth) {
        const std::optional<double> left = deadline.secondsLeft();
        if (left && *left <= 0)
            break;
        DepthOptions iteration = options;
        iteration.depth = depth;
        DepthResult result = searchToDepthWithTable(board, iteration, table ? &*table : nullptr, control, left);
        total.expanded += result.stats.expanded;
        total.generated += result.stats.generated;
        if (result.status != SearchStatus::Done) {
            if (best.status != SearchStatus::Done)
                best.status = result.status;
            break;
        }
        best = result;
        best.stats = total;
        if (onDepth)
            onDepth(best);
        if (result.exact)
            break;
    }
    best.stats = total;
    best.seconds = deadline.elapsedSeconds();
    return best;
}

} // namespace othello::depth
