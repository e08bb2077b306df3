#pragma once

#include "Node.h"

namespace othello::classical {

// Alpha-beta (Knuth and Moore, 1975) in negamax form, fail-soft: every value is from the side to
// move's view, a child's value is the negation of its own, and the window (alpha, beta) narrows as
// better moves are found. A move that reaches beta refutes the parent's last move: the remaining
// moves cannot change the parent's choice and are not searched (a cutoff).
template <class Search, class Position>
int alphaBeta(Search& search, Position position, int alpha, int beta, Call call = Call::Search)
{
    auto node = nodeOf<Algorithm::AlphaBeta>(search, position);
    if (const Known<int> value = node.enter(alpha, beta, call)) // the end of the game, the horizon,
        return *value;                                          // or the table's value
    int score = -Search::kInfinity;
    for (const int move : node.moves()) {
        const int value = -alphaBeta(search, node.play(move), -beta, -alpha);
        if (value > score) {
            score = value;
            node.best(move);
        }
        alpha = std::max(alpha, score);
        if (alpha >= beta) {
            node.cutoff();
            break;
        }
    }
    return node.leave(score);
}

} // namespace othello::classical
