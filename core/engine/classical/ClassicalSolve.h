#pragma once

// solve() for the classical searches: each of the four algorithms to the end of the game, with no
// table, the engine's table or the course's own, and any recorder (solve() passes none, traces a
// TraceRecorder). A template, so that each caller compiles only the recorder it uses.

#include "Run.h"
#include "SolveResult.h"

#include "engine/board/BoardSize.h"
#include "engine/search/Search.h"

#include <memory>

namespace othello::classical {

// A classical search with the given table to the end of the game; every search reports to
// makeRecorder(std::integral_constant<int, N>). The caller adds the table's statistics.
template <class Table, class MakeRecorder> SearchResult solveWithTable(const Board& board, const SearchOptions& options,
                                                                       SearchControl* control, Table table,
                                                                       MakeRecorder makeRecorder)
{
    SearchContext context(control, options.timeLimitSeconds, blackSign(board.toMove));
    return resultOf(board, context, [&](int* bestMove) {
        return withBoardSize(board.size, [&](auto n) {
            using Recorder = decltype(makeRecorder(n));
            Search<decltype(n)::value, Table, ToTheEnd, RowMajor, Recorder> search{context, table, {}, makeRecorder(n)};
            const int value = searchRoot(search, options.algorithm, board);
            *bestMove = search.rootBestMove;
            return value;
        });
    });
}

// With the course report's table: `table` (the report's limits unless a test asks for others).
template <class MakeRecorder> SearchResult solveWithCourseTable(const Board& board, const SearchOptions& options,
                                                                SearchControl* control, CourseTable& table,
                                                                MakeRecorder makeRecorder)
{
    SearchResult result = solveWithTable(board, options, control, CourseTableUse{&table}, makeRecorder);
    result.table = table.stats();
    return result;
}

// The classical search the options ask for: without a table, with the engine's table (`table`,
// or one of options.ttMegabytes / options.ttEntries made here; cleared first either way, so
// every search starts alike), or with the course's own tables (policy `course`, two maps made for
// this search; a table passed in is not used).
template <class MakeRecorder> SearchResult solveClassical(const Board& board, const SearchOptions& options,
                                                          SearchControl* control, TranspositionTable* table,
                                                          MakeRecorder makeRecorder)
{
    if (!options.useTranspositionTable)
        return solveWithTable(board, options, control, NoTable{}, makeRecorder);
    if (options.tablePolicy.kind == TablePolicyKind::Course) {
        CourseTable course;
        return solveWithCourseTable(board, options, control, course, makeRecorder);
    }
    std::unique_ptr<TranspositionTable> ownTable;
    if (!table) {
        ownTable = options.ttEntries ? std::make_unique<TranspositionTable>(
                                           TranspositionTable::withEntries(options.ttEntries, options.tableHash))
                                     : std::make_unique<TranspositionTable>(options.ttMegabytes, options.tableHash);
        table = ownTable.get();
    }
    table->setPolicy(options.tablePolicy, options.tableHash);
    table->startSearch(board.emptyCount());
    SearchResult result = solveWithTable(board, options, control, EngineTable<TranspositionTable>{table}, makeRecorder);
    result.table = table->stats();
    return result;
}

} // namespace othello::classical
