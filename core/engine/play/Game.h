#pragma once

#include "EnginePlayer.h"
#include "GameClock.h"
#include "GameRecord.h"

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
    // Why the game ended early, empty when it was played to its end: "black: lost on time". The
    // side forfeits: the largest loss, margin -+ size * size whatever the discs on the board
    // (as GGF scores a loss on time).
    std::string reason;
};

// Plays an engine-vs-engine game from `start` to its end, or to a loss on time under `clock`
// (a per-game clock for each player). onMove is called after each move.
GameOutcome playGame(const PlayerSpec& black, const PlayerSpec& white, const Board& start, ScoringRule scoring,
                     SearchControl* control = nullptr, const std::function<void(const Board&, int)>& onMove = {},
                     const std::optional<TimeControl>& clock = std::nullopt);

} // namespace othello::play
