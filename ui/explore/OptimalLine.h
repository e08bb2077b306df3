#pragma once

#include "engine/board/Board.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace othello {

// An optimal line a solve found (SearchResult::line) with the positions it passes through, so
// a shown position can be placed on it: the Solve panel plays the rest of the line from there
// and the board frames the line's next move.
class OptimalLine {
public:
    OptimalLine() = default;
    // `moves` must be legal from `start` one after the other (squares or kPassMove).
    OptimalLine(const Board& start, std::vector<int> moves);

    const std::vector<int>& moves() const { return m_moves; }

    // How many of the line's moves lead from its start to `board`, when `board` is on the line.
    std::optional<std::size_t> stepOf(const Board& board) const;
    // The moves still to play from `board`: empty when it is not on the line or at its end.
    std::vector<int> movesAfter(const Board& board) const;
    // The line's next move from `board`, or kNoMove.
    int nextMove(const Board& board) const;

private:
    std::vector<int> m_moves;
    std::vector<Board> m_positions{Board{}}; // m_positions[k]: after k moves
};

} // namespace othello
