#include "DepthComparison.h"

namespace othello::depth {

std::string checkDepthComparison(const std::vector<Board>& positions, const DepthComparisonSettings& settings)
{
    if (positions.empty())
        return "no position to search";
    if (settings.maxDepth < 1)
        return "the depth must be at least 1";
    if (settings.algorithms.empty() || settings.tables.empty())
        return "choose at least one search and one table setting";
    for (const Board& board : positions) {
        std::string problem;
        if (!evaluation::parseEvaluator(settings.evaluation, board.size, &problem))
            return "eval: " + problem;
    }
    return {};
}

void runDepthComparison(const std::vector<Board>& positions, const DepthComparisonSettings& settings,
                        SearchControl* control, const std::function<void(const DepthComparisonRow&)>& onRow)
{
    for (std::size_t p = 0; p < positions.size(); ++p) {
        const evaluation::Evaluator evaluator = *evaluation::parseEvaluator(settings.evaluation, positions[p].size);
        for (int depth = 1; depth <= settings.maxDepth; ++depth) {
            for (Algorithm algorithm : settings.algorithms) {
                for (bool table : settings.tables) {
                    if (control && control->cancelRequested())
                        return;
                    DepthOptions search;
                    search.algorithm = algorithm;
                    search.depth = depth;
                    search.useTranspositionTable = table;
                    search.evaluator = evaluator;
                    search.scoring = settings.scoring;
                    DepthComparisonRow row{static_cast<int>(p), depth, algorithm, table,
                                           searchToDepth(positions[p], search, control)};
                    if (row.result.status != SearchStatus::Done)
                        return;
                    onRow(row);
                }
            }
        }
    }
}

} // namespace othello::depth
