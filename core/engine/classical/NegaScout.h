#pragma once

#include "Node.h"

namespace othello::classical {

// NegaScout (Reinefeld, 1983): the first move is searched with the full window (alpha, beta); every
// other move first with the null window (alpha, alpha + 1), which only proves whether it is better
// than alpha. A move that proves better, but not as good as beta, is searched again with
// (value, beta) for its exact value. As in the course's reference a call returns alpha, the best
// of its moves or the alpha it was given: the published NegaScout counts depend on it.
template <class Search, class Position>
int negaScout(Search& search, Position position, int alpha, int beta, Call call = Call::Search)
{
    auto node = nodeOf<Algorithm::NegaScout>(search, position);
    if (const Known<int> value = node.enter(alpha, beta, call)) // the end of the game, the horizon,
        return *value;                                          // or the table's value
    int score = -Search::kInfinity;
    bool first = true;
    for (const int move : node.moves()) {
        const auto child = node.play(move);
        int value;
        if (first) {
            value = -negaScout(search, child, -beta, -alpha);
            first = false;
        } else {
            value = -negaScout(search, child, -alpha - 1, -alpha, Call::NullWindow);
            if (alpha < value && value < beta)
                value = -negaScout(search, child, -beta, -value, Call::ReSearch);
        }
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
    return node.leave(alpha);
}

} // namespace othello::classical
