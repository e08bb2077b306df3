#pragma once

#include "Game.h"

#include <functional>
#include <string>
#include <vector>

namespace othello::play {

// One game of a round-robin: which players, which opening.
struct Pairing {
    int black = 0; // index into the players
    int white = 0;
    int opening = 0; // index into the openings
};

// Every pair of players meets on every opening twice, colours swapped.
std::vector<Pairing> roundRobin(int players, int openings);

struct GameResult {
    Pairing pairing;
    GameOutcome outcome;
};

// A player's line of the results table.
struct Standing {
    std::string name;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int discMargin = 0; // sum of own margins over the player's games
    int moves = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;

    int games() const { return wins + draws + losses; }
    double averageSecondsPerMove() const { return moves ? seconds / moves : 0; }
    double averageNodesPerMove() const { return moves ? static_cast<double>(nodes) / moves : 0; }
};

std::vector<Standing> standings(const std::vector<PlayerSpec>& players, const std::vector<GameResult>& results);

// Plays every pairing in order (stopping when control asks), calling onGame after each game.
// Each player's moves come from one source made by `sources` (default: searchMoveSource) at the
// start and destroyed at the end, on the calling thread.
std::vector<GameResult> runTournament(const std::vector<PlayerSpec>& players, const std::vector<Board>& openings,
                                      ScoringRule scoring, SearchControl* control = nullptr,
                                      const std::function<void(const GameResult&, int done, int total)>& onGame = {},
                                      const MoveSourceFactory& sources = {});

} // namespace othello::play
