#pragma once

#include "EnginePlayer.h"
#include "GameClock.h"
#include "GameRecord.h"
#include "MoveSource.h"

#include <cstdint>
#include <functional>

namespace othello::play {

// What one side spent in a game.
struct SideCost {
    int moves = 0; // searched moves (passes forced by the rules are not searched)
    std::uint64_t nodes = 0;
    double seconds = 0;
};

struct GameOutcome {
    GameRecord record;
    Board final;
    int margin = 0; // Black's view, under the game's scoring rule
    SideCost black;
    SideCost white;
    bool finished = false; // false when cancelled
    // Why the game ended early, empty when it was played to its end: a player that could not
    // give a legal move (MoveChoice::failure, or an illegal move) forfeits, e.g. "white: the
    // engine crashed (exit code 139)", and so does one that ran out of its clock ("black: lost on
    // time"). A forfeit counts as the largest loss: margin is -+ size * size whatever the discs on
    // the board (as GGF scores a loss on time).
    std::string reason;
};

// Plays an engine-vs-engine game from `start` to its end (or a forfeit), under `clock` (a per-game
// clock for each player) if given. onMove is called after each move. Both sources' endGame() is
// called at the end.
GameOutcome playGame(MoveSource& black, MoveSource& white, const Board& start, ScoringRule scoring,
                     SearchControl* control = nullptr, const std::function<void(const Board&, int)>& onMove = {},
                     const std::optional<TimeControl>& clock = std::nullopt);
// The same between two search players.
GameOutcome playGame(const PlayerSpec& black, const PlayerSpec& white, const Board& start, ScoringRule scoring,
                     SearchControl* control = nullptr, const std::function<void(const Board&, int)>& onMove = {},
                     const std::optional<TimeControl>& clock = std::nullopt);

} // namespace othello::play
