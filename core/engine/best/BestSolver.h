#pragma once

#include "BestOptions.h"

#include "engine/board/Board.h"
#include "engine/board/Square.h"
#include "engine/search/SearchControl.h"
#include "engine/search/SearchStats.h"
#include "engine/search/SearchStatus.h"

#include <optional>
#include <vector>

namespace othello {

struct BestResult {
    SearchStatus status = SearchStatus::Done;
    int value = 0;          // Black's point of view; meaningful only when status == Done
    int bestMove = kNoMove; // a square, kPassMove, or kNoMove (game over / not finished)
    // What is proven, also when stopped: lowerBound <= value <= upperBound (Black's view; an
    // absent bound is not proven yet). When stopped, bestMove is the move that reaches the
    // side to move's proven bound (kNoMove before the first is proven).
    std::optional<int> lowerBound;
    std::optional<int> upperBound;
    std::vector<int> line; // an optimal line to the end of the game, passes included (when Done)
    SearchStats stats;     // generated: search calls (nodes); expanded: positions whose moves were tried
    double seconds = 0;
    int threads = 1; // threads that searched
    // Per thread: the first searched the root, the others the moves of the split points they
    // joined (what each did, to see how the work was shared).
    std::vector<SearchStats> threadStats;
};

// Solves a 4x4, 6x6 or 8x8 position exactly with the `best` solver: the final score under
// perfect play and options.scoring. Every move of `line` keeps the value. Stops within a few
// milliseconds of the time limit or of control->requestCancel(), reporting the counts so far.
// Throws std::invalid_argument for another board size or an invalid position.
// The shared table's size in a solve of a `size` x `size` board when options.ttMegabytes is
// `asked`: 6x6 solves use at most 16 MiB and 4x4 solves 1 MiB, which hold all they store.
std::size_t bestTableMegabytes(int size, std::size_t asked);

BestResult solveBest(const Board& board, const BestOptions& options = {}, SearchControl* control = nullptr,
                     std::optional<double> timeLimitSeconds = std::nullopt);

} // namespace othello
