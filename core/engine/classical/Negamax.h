#pragma once

#include "Node.h"

namespace othello::classical {

// Negamax: minimax written for one side, every value from the side to move's view. Every move of
// every position is searched; the value is the best of the children's negated values.
template <class Search, class Position> int negamax(Search& search, Position position, Call call = Call::Search)
{
    auto node = nodeOf<Algorithm::Negamax>(search, position);
    if (const Known<int> value = node.enter(call)) // the end of the game, the horizon, or the table's
        return *value;                             // value
    int best = -Search::kInfinity;
    for (const int move : node.moves()) {
        const int value = -negamax(search, node.play(move));
        if (value > best) {
            best = value;
            node.best(move);
        }
    }
    return node.leave(best);
}

} // namespace othello::classical
