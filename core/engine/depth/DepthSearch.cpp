#include "DepthSearch.h"

#include "SearchToDepth.h"

namespace othello::depth {

DepthResult searchToDepthWithTable(const Board& board, const DepthOptions& options, DepthTable* table,
                                   SearchControl* control, std::optional<double> timeLimitSeconds)
{
    return searchWith(board, options, table, control, timeLimitSeconds, [](auto) { return classical::NoRecorder{}; });
}

DepthResult searchToDepth(const Board& board, const DepthOptions& options, SearchControl* control,
                          std::optional<double> timeLimitSeconds)
{
    std::optional<DepthTable> table;
    if (options.useTranspositionTable)
        table.emplace(options.ttEntries);
    return searchToDepthWithTable(board, options, table ? &*table : nullptr, control, timeLimitSeconds);
}

DepthResult solveExactly(const Board& board, Algorithm algorithm, bool useTranspositionTable, ScoringRule scoring,
                         SearchControl* control, std::optional<double> timeLimitSeconds)
{
    DepthOptions options;
    options.algorithm = algorithm;
    options.depth = kUnlimitedDepth;
    options.useTranspositionTable = useTranspositionTable;
    options.ttEntries = std::size_t{1} << 20;
    options.scoring = scoring;
    options.evaluator.size = board.size;
    DepthResult result = searchToDepth(board, options, control, timeLimitSeconds);
    if (result.status == SearchStatus::Done)
        result.value /= kFinalScale;
    return result;
}

} // namespace othello::depth
