#pragma once

// Depth-limited game-tree search: the four classical searches of engine/classical, the same code
// as the exact ones, cut off at a depth with an evaluation function at the horizon and the exact
// score (under a scoring rule) where the game ends.

#include "engine/board/Board.h"
#include "engine/board/Scoring.h"
#include "engine/classical/Limits.h"
#include "engine/evaluation/Evaluation.h"
#include "engine/search/Algorithm.h"
#include "engine/search/SearchControl.h"
#include "engine/search/SearchStats.h"
#include "engine/search/SearchStatus.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace othello {
class DepthTable;
}

namespace othello::depth {

// Values: a finished game's score times kFinalScale, so that any win outranks any evaluation
// (which is clamped below kFinalScale).
inline constexpr int kFinalScale = classical::kFinalScale;
// A depth that reaches the end of every game (a pass is a ply).
constexpr int kUnlimitedDepth = 128;

struct DepthOptions {
    // Negamax, AlphaBeta, Scout, NegaScout, or Best (NegaScout with move ordering: the move of
    // the table first, then the moves leaving the opponent fewest replies).
    Algorithm algorithm = Algorithm::AlphaBeta;
    int depth = 4; // plies; a pass is a ply
    bool useTranspositionTable = false;
    std::size_t ttEntries = 1 << 18;
    ScoringRule scoring = ScoringRule::DiscDifference;
    evaluation::Evaluator evaluator; // its size must be the board's
};

struct DepthResult {
    SearchStatus status = SearchStatus::Done;
    int depth = 0;          // the depth this result comes from (iterative deepening: the last finished)
    int value = 0;          // Black's view, in evaluation units (finished games: score * kFinalScale)
    bool exact = false;     // no horizon was reached: value is the game's score * kFinalScale
    int bestMove = kNoMove; // a square or kPassMove; kNoMove when the game is over
    std::vector<int> line;  // the best line from bestMove on (at most 64 plies; empty without a value)
    SearchStats stats;      // all the nodes of this search (iterative deepening: of every iteration)
    double seconds = 0;
};

// Searches `board` to options.depth. Stops on control->requestCancel() or at the deadline
// (status Cancelled / Timeout, no value).
DepthResult searchToDepth(const Board& board, const DepthOptions& options, SearchControl* control = nullptr,
                          std::optional<double> timeLimitSeconds = std::nullopt);
// The same with a table kept by the caller (null: none), whatever options.useTranspositionTable says.
DepthResult searchToDepthWithTable(const Board& board, const DepthOptions& options, DepthTable* table,
                                   SearchControl* control, std::optional<double> timeLimitSeconds);

// Exact value of `board` under a scoring rule (Black's view, in discs), by the chosen search
// run to the end of the game; nullopt when stopped.
DepthResult solveExactly(const Board& board, Algorithm algorithm, bool useTranspositionTable, ScoringRule scoring,
                         SearchControl* control = nullptr, std::optional<double> timeLimitSeconds = std::nullopt);

} // namespace othello::depth
