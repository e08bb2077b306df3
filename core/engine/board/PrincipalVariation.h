#pragma once

#include "Board.h"

#include <vector>

namespace othello {

// The known principal variation of 6x6 Othello (33 plies, game value -4). PV positions are
// labelled as in the course's reports: label L is the position after L - 1 plies, so label 1
// is the start and label 34 the final board.
class PrincipalVariation {
public:
    static constexpr int kFirstLabel = 1;
    static constexpr int kLastLabel = 34;
    static constexpr int kGameValue = -4; // Black's point of view

    static const PrincipalVariation& sixBySix();

    const std::vector<int>& moves() const { return m_moves; } // 33 moves, kPassMove included
    const Board& position(int label) const { return m_positions.at(label - 1); }
    // The move played from the position with this label (kNoMove for the last label).
    int moveFrom(int label) const;
    static int plyOf(int label) { return label - 1; }
    static bool isValidLabel(int label) { return label >= kFirstLabel && label <= kLastLabel; }

private:
    PrincipalVariation();
    std::vector<int> m_moves;
    std::vector<Board> m_positions; // index label - 1
};

} // namespace othello
