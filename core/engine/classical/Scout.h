#pragma once

#include "Node.h"

namespace othello::classical {

// True when the position is a MAX node: Black's turn (Scout is written in minimax form, every
// value from Black's view; Black maximises, White minimises).
template <class Position> constexpr bool isMax() { return Position::kTurn == Turn::Black; }

// Pearl's TEST: is the position's value `comparison` v (> or >=)? A MAX node holds when one of
// its moves holds, a MIN node when all of them hold; it stops at the first move that decides.
template <class Search, class Position> bool test(Search& search, Position position, int v, Comparison comparison)
{
    TestNode node(search, position, v, comparison);
    if (const Known<bool> answer = node.enter()) // the end of the game, the horizon, or the table's
        return *answer;                          // bounds
    for (const int move : node.moves()) {
        const bool holds = test(search, node.play(move), v, comparison);
        if (isMax<Position>() == holds) { // MAX: one move that holds is enough; MIN: one that fails
            node.cutoff();
            return node.leave(holds);
        }
    }
    return node.leave(!isMax<Position>());
}

// Scout (Pearl, 1980): the first move is searched for its value v; every other move is first
// TESTed — can it be better than v (> v at MAX, < v at MIN, that is not >= v)? — and searched
// only when it can, its value becoming the new v.
template <class Search, class Position> int scout(Search& search, Position position, Call call = Call::Search)
{
    auto node = nodeOf<Algorithm::Scout>(search, position);
    if (const Known<int> value = node.enter(call)) // the end of the game, the horizon, or the table's
        return *value;                             // value
    int v = 0;
    bool first = true;
    for (const int move : node.moves()) {
        const auto child = node.play(move);
        if (first) {
            v = scout(search, child);
            node.best(move);
            first = false;
        } else if (isMax<Position>() ? test(search, child, v, Comparison::Greater)
                                     : !test(search, child, v, Comparison::GreaterOrEqual)) {
            v = scout(search, child);
            node.best(move);
        }
    }
    return node.leave(v);
}

} // namespace othello::classical
