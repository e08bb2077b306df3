#include "SearchTrace.h"

#include "ReferenceSearch.h"
#include "TraceRecorder.h"

#include "engine/evaluation/Evaluation.h"
#include "engine/table/TranspositionTable.h"

namespace othello::trace {

Trace record(const Board& board, const TraceOptions& options, SearchControl* control)
{
    Trace trace;
    trace.root = board;
    trace.algorithm = options.algorithm;
    trace.useTable = options.useTable;
    trace.depth = options.depth;
    trace.blackView = options.algorithm == Algorithm::Scout;
    TraceBuilder builder(trace.nodes, options.maxNodes, options.stopWhenTruncated);
    TraceRecorder recorder(builder, board.size);
    if (options.depth) {
        depth::DepthOptions search;
        search.algorithm = options.algorithm;
        search.depth = *options.depth;
        search.useTranspositionTable = options.useTable;
        search.evaluator = evaluation::parseEvaluator(options.evaluation, board.size).value();
        std::optional<DepthTable> table;
        if (search.useTranspositionTable)
            table.emplace(search.ttEntries);
        const depth::DepthResult result =
            runDepthSearch(board, search, table ? &*table : nullptr, control, std::nullopt, recorder);
        trace.status = result.status;
        trace.value = result.value;
        trace.bestMove = result.bestMove;
        trace.stats = result.stats;
    } else {
        SearchOptions search;
        search.algorithm = options.algorithm;
        search.useTranspositionTable = options.useTable;
        const SearchResult result = runClassicalSearch(board, search, control, recorder);
        trace.status = result.status;
        trace.value = result.value;
        trace.bestMove = result.bestMove;
        trace.stats = result.stats;
    }
    if (trace.status != SearchStatus::Done)
        builder.closeOpenRecords();
    trace.truncated = builder.truncated();
    return trace;
}

} // namespace othello::trace
