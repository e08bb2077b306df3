#pragma once

#include "engine/depth/DepthSearch.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace othello::play {

// An engine player: a depth-limited search, an evaluation, and a depth or a time per move
// (iterative deepening up to the depth within the time). "greedy" is depth 1 on discs.
struct PlayerSpec {
    std::string name;
    Algorithm algorithm = Algorithm::AlphaBeta;
    int depth = 4;
    std::optional<double> secondsPerMove;
    bool useTranspositionTable = false;
    std::string evaluation = "mixed";

    std::string text() const; // the specification parsePlayer() reads back
};

// "name=ab4:alphabeta:depth=4:eval=weighted:tt=on:time=0.5" (fields in any order; an
// algorithm id or "greedy" alone; eval may be a preset or "discs=1;mobility=10" with ';'
// between weights; eval=learned plays with the mixed evaluation on 4x4, which has no learned weights). Error: one line naming the bad field.
std::optional<PlayerSpec> parsePlayer(std::string_view text, std::string* error = nullptr);

struct MoveChoice {
    int move = kNoMove;
    depth::DepthResult search;
};

// The player's move on `board` (the game must not be over). Cancellation through `control`
// still returns a legal move. onDepth reports each finished depth (time players) or the one
// finished search (depth players), on the calling thread.
MoveChoice chooseMove(const PlayerSpec& player, const Board& board, ScoringRule scoring,
                      SearchControl* control = nullptr,
                      const std::function<void(const depth::DepthResult&)>& onDepth = {});

} // namespace othello::play
