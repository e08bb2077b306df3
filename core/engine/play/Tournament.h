#pragma once

#include "Game.h"
#include "Rating.h"

#include <cstdint>
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
    std::int64_t finishedAt = 0; // when the game ended: seconds since 1970-01-01 UTC (0: unknown)
};

// A player's line of the results table.
struct Standing {
    int player = 0; // index into the players
    std::string name;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int discMargin = 0; // sum of own margins over the player's games
    int moves = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;

    double sonnebornBerger = 0; // tie-break: see standings()

    int games() const { return wins + draws + losses; }
    Record record() const { return {wins, draws, losses}; }
    double score() const { return wins + 0.5 * draws; }
    double averageSecondsPerMove() const { return moves ? seconds / moves : 0; }
    double averageNodesPerMove() const { return moves ? static_cast<double>(nodes) / moves : 0; }
};

// The results table, best first: by score (a win 1, a draw 1/2), then by Sonneborn-Berger
// (the sum, over the player's games, of the opponent's final score times the points the
// player took from that game: beating strong players counts more), then by wins, then by disc
// margin, then in the players' order.
std::vector<Standing> standings(const std::vector<PlayerSpec>& players, const std::vector<GameResult>& results);

// Every player's record against every other: records[a][b] is a's against b (the diagonal
// stays empty).
struct Crosstable {
    std::vector<std::vector<Record>> records;

    const Record& at(int player, int opponent) const
    {
        return records[static_cast<std::size_t>(player)][static_cast<std::size_t>(opponent)];
    }
};
Crosstable crosstable(int players, const std::vector<GameResult>& results);

// Plays every pairing in order (stopping when control asks), calling onGame after each game;
// under `clock` each game has a per-game clock for each player. Each player's moves come from one
// source made by `sources` (default: searchMoveSource) at the start and destroyed at the end, on
// the calling thread.
std::vector<GameResult> runTournament(const std::vector<PlayerSpec>& players, const std::vector<Board>& openings,
                                      ScoringRule scoring, SearchControl* control = nullptr,
                                      const std::function<void(const GameResult&, int done, int total)>& onGame = {},
                                      const std::optional<TimeControl>& clock = std::nullopt,
                                      const MoveSourceFactory& sources = {});

} // namespace othello::play
