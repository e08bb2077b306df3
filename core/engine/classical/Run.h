#pragma once

// Runs one of the four classical searches from a board, with the policies a Search carries.

#include "AlphaBeta.h"
#include "NegaScout.h"
#include "Negamax.h"
#include "Scout.h"

#include "engine/board/Board.h"

#include <stdexcept>

namespace othello::classical {

// The value of `board` from its side to move's view, searched by one of the four algorithms.
template <class S> int classicalRoot(S& search, Algorithm algorithm, const Board& board)
{
    const auto from = [&]<Turn T>(std::integral_constant<Turn, T>) -> int {
        const typename S::template Root<T> root{board.mover(), board.opponent()};
        constexpr int infinity = S::kInfinity;
        // Without a table that needs the turn, only Scout is compiled for a known turn.
        if constexpr (T != Turn::Unknown && !S::Table::kNeedsTurn)
            return blackView<decltype(root)>(scout(search, root));
        switch (algorithm) {
        case Algorithm::Negamax:
            return negamax(search, root);
        case Algorithm::AlphaBeta:
            return alphaBeta(search, root, -infinity, infinity);
        case Algorithm::Scout:
            if constexpr (T != Turn::Unknown)
                return blackView<decltype(root)>(scout(search, root));
            break;
        case Algorithm::NegaScout:
        case Algorithm::Best:
            return negaScout(search, root, -infinity, infinity);
        }
        return 0;
    };
    // Scout (minimax form) and the course's table (one per side) need to know whose turn it is;
    // the others are compiled without it.
    if (algorithm == Algorithm::Scout || S::Table::kNeedsTurn) {
        if (board.toMove == Color::Black)
            return from(std::integral_constant<Turn, Turn::Black>{});
        return from(std::integral_constant<Turn, Turn::White>{});
    }
    if constexpr (!S::Table::kNeedsTurn)
        return from(std::integral_constant<Turn, Turn::Unknown>{});
    return 0;
}

// The value of `board` from its side to move's view, searched by `algorithm` (Best: NegaScout,
// which the depth-limited `best` orders with FewestReplies). The root's best move is left in
// search.rootBestMove.
template <class S> int searchRoot(S& search, Algorithm algorithm, const Board& board)
{
    // Only the depth-limited `best` orders its moves: no other search is compiled with that order.
    if constexpr (S::Order::kReorders) {
        static_assert(!S::Table::kNeedsTurn);
        if (algorithm != Algorithm::Best)
            throw std::logic_error("only the depth-limited best orders its moves");
        const typename S::template Root<Turn::Unknown> root{board.mover(), board.opponent()};
        return negaScout(search, root, -S::kInfinity, S::kInfinity);
    } else {
        return classicalRoot(search, algorithm, board);
    }
}

} // namespace othello::classical
