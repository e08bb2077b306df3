#include "Search.h"

#include "AlphaBetaSearch.h"
#include "BoardSize.h"
#include "NegaScoutSearch.h"
#include "NegamaxSearch.h"
#include "ScoutSearch.h"

#include <memory>

namespace othello {

std::optional<SearchStatus> parseStatus(std::string_view id)
{
    for (SearchStatus s : {SearchStatus::Done, SearchStatus::Timeout, SearchStatus::Cancelled})
        if (statusId(s) == id)
            return s;
    return std::nullopt;
}

namespace {

using namespace detail;

// Runs the chosen search; returns the value from the mover's point of view.
template <int N, bool UseTT>
int runSearch(Algorithm algorithm, SearchContext& context, const Board& board, int* bestMove)
{
    const Bitboard player = board.mover();
    const Bitboard opponent = board.opponent();
    switch (algorithm) {
    case Algorithm::Negamax:
        return NegamaxSearch<N, UseTT>(context).run(player, opponent, bestMove);
    case Algorithm::AlphaBeta:
        return AlphaBetaSearch<N, UseTT>(context).run(player, opponent, bestMove);
    case Algorithm::NegaScout:
        return NegaScoutSearch<N, UseTT>(context).run(player, opponent, bestMove);
    case Algorithm::Scout:
        return blackSign(board.toMove) *
               ScoutSearch<N, UseTT>(context).run(player, opponent, board.toMove == Color::Black, bestMove);
    }
    return 0;
}

} // namespace

SearchResult solve(const Board& board, const SearchOptions& options, SearchControl* control, TranspositionTable* table)
{
    std::unique_ptr<TranspositionTable> ownTable;
    if (options.useTranspositionTable) {
        if (!table) {
            ownTable = std::make_unique<TranspositionTable>(options.ttMegabytes);
            table = ownTable.get();
        } else {
            table->clear();
        }
    }

    SearchContext context(control, options.timeLimitSeconds, options.useTranspositionTable ? table : nullptr);
    SearchResult result;
    try {
        int bestMove = kNoMove;
        const int moverValue = withBoardSize(board.size, [&](auto n) {
            constexpr int N = decltype(n)::value;
            return options.useTranspositionTable ? runSearch<N, true>(options.algorithm, context, board, &bestMove)
                                                 : runSearch<N, false>(options.algorithm, context, board, &bestMove);
        });
        result.status = SearchStatus::Done;
        result.value = blackSign(board.toMove) * moverValue;
        result.bestMove = board.isGameOver() ? kNoMove : bestMove;
    } catch (const SearchStopped& stopped) {
        result.status = stopped.status;
    }
    result.stats = context.stats();
    result.seconds = context.elapsedSeconds();
    context.publish();
    return result;
}

} // namespace othello
