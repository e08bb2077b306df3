#pragma once

#include "engine/board/Board.h"
#include "engine/depth/DepthSearch.h"
#include "engine/search/SearchControl.h"
#include "engine/search/SearchStats.h"

#include <functional>
#include <string>
#include <vector>

namespace othello::nboard {

// The engine behind `othello-lab-cli nboard`: the ordered principal variation search of the
// engine players ("best" algorithm, transposition table, mixed evaluation) deepened iteratively to
// the depth NBoard sets, and `best`'s exact solver once few enough squares are empty. Finished
// games score with the empty squares to the winner, as in tournaments and NBoard.

// The engine solves exactly at or below this many empty squares (a fraction of a second on two
// cores; all of 4x4).
int exactEmpties(int boardSize);

// Mid-game evaluations are in the evaluation's units; NBoard shows discs. This many units make
// one disc in what the engine reports (exact values are in discs already): the least-squares slope
// of the mixed evaluation over the exact values of 150 random 8x8 positions was 17.8 at depth 4
// and 15.1 at depth 2 with 16 empty squares, 14.9 at depth 4 with 20 (correlation 0.78-0.82).
inline constexpr double kEvaluationUnitsPerDisc = 16.0;

// A depth-limited search's value (Black's view) in discs: a finished game's score where the value
// is one (exact, or a line that ends the game below the horizon), else the evaluation divided by
// kEvaluationUnitsPerDisc.
double discsOf(const depth::DepthResult& result);

// One searched move and what the search says of it.
struct MoveLine {
    int move = kNoMove;    // a square or kPassMove
    std::vector<int> line; // the expected continuation from `move` on (at least `move`)
    double eval = 0;       // the mover's view, in discs: exact, or estimated from the evaluation
    bool exact = false;    // solved to the end of the game
    int depth = 0;         // plies searched (the empty squares when exact)
    SearchStats stats;
    double seconds = 0;
};

// The move to play on `board` (a game not over) searching `depth` plies in the mid-game. Cancelled
// through `control`, it still returns a legal move: that of the deepest finished search, at least
// one ply. onDepth reports each finished mid-game depth.
MoveLine chooseEngineMove(const Board& board, int depth, SearchControl* control = nullptr,
                          const std::function<void(const MoveLine&)>& onDepth = {});

// Every legal move of `board`, best first, each searched on its own (`depth` plies in all, or
// exactly). Cancelled through `control`: empty.
std::vector<MoveLine> rankMoves(const Board& board, int depth, SearchControl* control = nullptr);

// The value of `board` (the mover's view): `eval`, `exact` and the counts of chooseEngineMove(), or
// the final score of a finished game.
MoveLine evaluatePosition(const Board& board, int depth, SearchControl* control = nullptr);

// NBoard's texts for them: "=== F5/1.50/0.25" and "search F5D6C3 1.50 0 12" (depth "100%" when exact).
std::string moveAnswer(const MoveLine& line);
std::string searchAnswer(const MoveLine& line);
// "analysis 12 -2.00": the value of the position after `ply` moves of the game (passes count).
std::string analysisAnswer(int ply, const MoveLine& line);

} // namespace othello::nboard
