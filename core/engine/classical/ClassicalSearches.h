#pragma once

#include "AlphaBetaSearch.h"
#include "NegaScoutSearch.h"
#include "NegamaxSearch.h"
#include "ScoutSearch.h"
#include "SearchRecorder.h"
#include "SolveResult.h"
#include "engine/board/Board.h"
#include "engine/board/BoardSize.h"
#include "engine/search/Algorithm.h"
#include "engine/search/Search.h"
#include "engine/table/TranspositionTable.h"

#include <memory>

namespace othello::detail {

// Runs the chosen classical search (solve(), and trace::record() with its recorder); returns the
// value from the mover's point of view.
template <int N, bool UseTT, class Recorder = NoRecorder>
int runSearch(Algorithm algorithm, SearchContext& context, const Board& board, int* bestMove, Recorder recorder = {})
{
    const Bitboard player = board.mover();
    const Bitboard opponent = board.opponent();
    switch (algorithm) {
    case Algorithm::Negamax:
        return NegamaxSearch<N, UseTT, Recorder>(context, recorder).run(player, opponent, bestMove);
    case Algorithm::AlphaBeta:
        return AlphaBetaSearch<N, UseTT, Recorder>(context, recorder).run(player, opponent, bestMove);
    case Algorithm::NegaScout:
    case Algorithm::Best: // not reached: solve() hands it to the best solver
        return NegaScoutSearch<N, UseTT, Recorder>(context, recorder).run(player, opponent, bestMove);
    case Algorithm::Scout:
        return blackSign(board.toMove) *
            ScoutSearch<N, UseTT, Recorder>(context, recorder)
                .run(player, opponent, board.toMove == Color::Black, bestMove);
    }
    return 0;
}

// solve() for a classical search with the engine's table (given, or made here) or none; every
// search reports to makeRecorder(std::integral_constant<int, N>).
template <class MakeRecorder> SearchResult solveClassical(const Board& board, const SearchOptions& options,
                                                          SearchControl* control, TranspositionTable* table,
                                                          MakeRecorder makeRecorder)
{
    std::unique_ptr<TranspositionTable> ownTable;
    if (options.useTranspositionTable) {
        if (!table) {
            ownTable = options.ttEntries ? std::make_unique<TranspositionTable>(
                                               TranspositionTable::withEntries(options.ttEntries, options.tableHash))
                                         : std::make_unique<TranspositionTable>(options.ttMegabytes, options.tableHash);
            table = ownTable.get();
        }
        table->setPolicy(options.tablePolicy, options.tableHash);
        table->startSearch(board.emptyCount());
    }

    SearchContext context(control, options.timeLimitSeconds, options.useTranspositionTable ? table : nullptr,
                          blackSign(board.toMove));
    SearchResult result = resultOf(board, context, [&](int* bestMove) {
        return withBoardSize(board.size, [&](auto n) {
            constexpr int N = decltype(n)::value;
            return options.useTranspositionTable
                ? runSearch<N, true>(options.algorithm, context, board, bestMove, makeRecorder(n))
                : runSearch<N, false>(options.algorithm, context, board, bestMove, makeRecorder(n));
        });
    });
    if (options.useTranspositionTable)
        result.table = table->stats();
    return result;
}

} // namespace othello::detail
