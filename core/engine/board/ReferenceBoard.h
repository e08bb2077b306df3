#pragma once

#include "Board.h"
#include "engine/search/SearchControl.h"

#include <array>
#include <cstdint>
#include <vector>

namespace othello::reference {

// A deliberately plain Othello: a 2-D array of cells and loops over the eight directions.
// Slow and obviously correct; tests check the bitboard engine against it, and the benchmark
// uses it as the baseline its speed-ups are measured against.
class ReferenceBoard {
public:
    enum Cell : char { Empty = '-', Black = 'X', White = 'O' };

    explicit ReferenceBoard(const Board& board);

    int size() const { return m_size; }
    Cell at(int column, int row) const { return m_cells[row][column]; }
    bool blackToMove() const { return m_blackToMove; }

    // Legal squares (bit layout of Square.h), found by trying every empty square.
    std::vector<int> legalSquares() const;
    // Number of discs a move on (column, row) would flip.
    int flipCount(int column, int row) const;
    void play(int move); // a legal square, or kPassMove
    bool gameOver() const;
    int discDifference() const; // black - white

    Board toBoard() const;

private:
    int m_size;
    std::array<std::array<Cell, 8>, 8> m_cells{};
    bool m_blackToMove;
};

struct ReferenceCounts {
    std::uint64_t expanded = 0;
    std::uint64_t generated = 0;
    // negamax() only, for the benchmark: polled every few thousand nodes; once it asks to cancel,
    // `stopped` is set and the value returned means nothing.
    const SearchControl* control = nullptr;
    bool stopped = false;
};

// Plain recursive negamax in the course's conventions; the value from Black's point of view.
int negamax(const ReferenceBoard& board, ReferenceCounts& counts);
// The same conventions for the pruning searches, written straight from their definitions
// (mover's-view values, fail-soft alpha-beta, Scout with TEST, NegaScout returning alpha).
int alphaBeta(const ReferenceBoard& board, ReferenceCounts& counts);
int scout(const ReferenceBoard& board, ReferenceCounts& counts);
int negaScout(const ReferenceBoard& board, ReferenceCounts& counts);
// Perft in the convention of othello::perft.
std::uint64_t perft(const ReferenceBoard& board, int depth);

} // namespace othello::reference
