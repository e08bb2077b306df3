#include "ComparisonSearch.h"

#include "engine/board/PrincipalVariation.h"

namespace othello {

namespace {

void setOutcome(ResultRecord& record, const Combination& combination, const SearchResult& result)
{
    record.algorithm = combination.algorithm;
    record.tt = combination.tt;
    if (combination.tt)
        record.table = combination.table;
    record.tableStats = result.table;
    record.nodeTypes = result.nodeTypes;
    if (result.status == SearchStatus::Done)
        record.value = result.value;
    record.expanded = result.stats.expanded;
    record.generated = result.stats.generated;
    record.seconds = result.seconds;
    record.status = result.status;
}

// The record of a finished search of a PV position.
ResultRecord pvRecord(const Combination& combination, int label, const SearchResult& result)
{
    ResultRecord record;
    record.label = label;
    record.ply = PrincipalVariation::plyOf(label);
    record.toMove = PrincipalVariation::sixBySix().position(label).toMove;
    setOutcome(record, combination, result);
    return record;
}

// The record of a finished search of the position numbered `task.position` of a file.
ResultRecord filePositionRecord(const Combination& combination, const ComparisonTask& task, const SearchResult& result)
{
    ResultRecord record;
    record.toMove = task.board.toMove;
    record.source = task.source;
    record.position = task.position;
    record.size = task.board.size;
    record.scoring = task.scoring;
    record.board = toText(task.board);
    setOutcome(record, combination, result);
    return record;
}

} // namespace

ResultRecord comparisonRecord(const ComparisonTask& task, const SearchResult& result)
{
    return task.position > 0 ? filePositionRecord(task.combination, task, result)
                             : pvRecord(task.combination, task.label, result);
}

ResultRecord runComparisonSearch(const ComparisonTask& task, SearchControl& control, TranspositionTable* table)
{
    SearchOptions options;
    options.algorithm = task.combination.algorithm;
    options.useTranspositionTable = task.combination.tt;
    options.tablePolicy = task.combination.table.policy;
    options.tableHash = task.combination.table.hash;
    options.timeLimitSeconds = task.timeLimitSeconds;
    options.ttMegabytes = task.ttMegabytes;
    options.scoring = task.scoring;
    const bool file = task.position > 0;
    const Board& board = file ? task.board : PrincipalVariation::sixBySix().position(task.label);
    return comparisonRecord(task, solve(board, options, &control, task.combination.tt ? table : nullptr));
}

} // namespace othello
