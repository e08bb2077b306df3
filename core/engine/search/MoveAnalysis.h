#pragma once

#include "Search.h"
#include "engine/board/Board.h"

#include <functional>
#include <vector>

namespace othello {

// The exact value of one legal move: the value of the position after it.
struct MoveValue {
    int move = kNoMove; // a square or kPassMove
    SearchStatus status = SearchStatus::Done;
    int value = 0; // Black's point of view; meaningful only when status == Done
    SearchStats stats;
    double seconds = 0;
};

struct MoveAnalysis {
    SearchStatus status = SearchStatus::Done; // Done when every move has its value
    std::vector<MoveValue> moves;             // the moves searched so far, in the order searched
};

// Solves the position after every legal move of `board` (a forced pass is the one move; a
// finished game has none) with `options`, and calls `onMove` after each. A time limit in
// `options` bounds the whole analysis; a stopped analysis keeps the moves already solved and
// reports the interrupted one with its status. With Algorithm::Best a move whose position is a
// mirror image of an earlier move's gets that move's value without a search (no nodes, 0 s).
MoveAnalysis analyzeMoves(const Board& board, const SearchOptions& options, SearchControl* control = nullptr,
                          const std::function<void(const MoveValue&)>& onMove = {});

// A quick estimate of one legal move's value before the exact one is known: a depth-limited
// search with the learned evaluation, rounded to discs (Black's view); exact when that search
// reached the end of every line.
struct MoveEstimate {
    int move = kNoMove; // a square or kPassMove
    int value = 0;      // Black's view, in discs
    bool exact = false;
};

// The depth estimateMoves() searches on a board of `size` (a few milliseconds a move).
int estimateDepth(int size);

// Estimates every legal move of `board`; empty on a size without learned weights (4x4, where the
// exact values come as fast), when the game is over, or when stopped.
std::vector<MoveEstimate> estimateMoves(const Board& board, SearchControl* control = nullptr);

// Orders solved moves best first for `toMove` (higher values for Black, lower for White); ties
// keep the board's row-major order. Unsolved moves go last.
void sortBestFirst(std::vector<MoveValue>& moves, Color toMove);

} // namespace othello
