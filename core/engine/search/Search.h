#pragma once

#include "Algorithm.h"
#include "SearchControl.h"
#include "SearchStats.h"
#include "SearchStatus.h"
#include "engine/board/Board.h"
#include "engine/board/Scoring.h"
#include "engine/table/TablePolicy.h"
#include "engine/table/TableStats.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace othello {

class TranspositionTable;

struct SearchOptions {
    Algorithm algorithm = Algorithm::AlphaBeta;
    bool useTranspositionTable = false;
    std::size_t ttMegabytes = 64; // used when solve() makes its own table
    std::size_t ttEntries = 0;    // when not 0, the size of that table in entries instead
    TablePolicy tablePolicy;      // applied to the given table too
    TableHash tableHash = TableHash::Mix;
    std::optional<double> timeLimitSeconds; // none: no limit
    // Empties to the winner runs the chosen search in its depth-limited form (depth/) to
    // the end of the game, so the exact searches below keep the course's rule at no cost.
    ScoringRule scoring = ScoringRule::DiscDifference;
    int threads = 0; // best: the threads that search (0: one per hardware thread)
};

// What a classical search settled about one root move: its value (Black's view) lies between
// the bounds; equal bounds are its exact value. Alpha-beta, Scout and NegaScout prove only a
// bound for a move that cannot beat the best one.
struct RootMoveBounds {
    int move = kNoMove; // a square or kPassMove
    std::optional<int> lower;
    std::optional<int> upper;
    bool exact() const { return lower && upper && *lower == *upper; }
};

struct SearchResult {
    SearchStatus status = SearchStatus::Done;
    int value = 0;          // Black's point of view; meaningful only when status == Done
    int bestMove = kNoMove; // a square, kPassMove, or kNoMove (game over / not finished)
    // `best` only, when Done: an optimal line to the end of the game (passes included).
    std::vector<int> line;
    // When stopped early, the value's proven bounds (Black's view) — `best`: its probes'; the
    // classical searches: what the root moves settled so far prove — and bestMove is the move
    // that reaches the side to move's proven bound, if any.
    std::optional<int> lowerBound;
    std::optional<int> upperBound;
    SearchStats stats; // what was counted, also when stopped early
    // The classical searches with a TT: what the table did (all zero without one).
    TableStats table;
    // Alpha-beta and NegaScout: node types of the nodes with more than four empty squares.
    NodeTypeCounts nodeTypes;
    double seconds = 0;
    // The classical searches: the root moves in the order they were settled, also when stopped.
    std::vector<RootMoveBounds> rootMoves;
};

// Solves `board` exactly (to the end of the game). Stops within ~1 ms of the time limit or of
// control->requestCancel(), reporting the counts so far and no value. When the options ask
// for a TT and `table` is null, a table of options.ttMegabytes is made for this search; a
// given table is cleared first, so every search starts alike.
SearchResult solve(const Board& board, const SearchOptions& options, SearchControl* control = nullptr,
                   TranspositionTable* table = nullptr);

} // namespace othello
