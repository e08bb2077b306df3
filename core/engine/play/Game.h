#pragma once

#include "EnginePlayer.h"
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
};

// Plays an engine-vs-engine game from `start` to its end. onMove is called after each move.
GameOutcome playGame(const PlayerSpec& black, const PlayerSpec& white, const Board& start, ScoringRule scoring,
                     SearchControl* control = nullptr, const std::function<void(const Board&, int)>& onMove = {});

} // namespace othello::play
