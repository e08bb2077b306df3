#pragma once

#include "engine/depth/DepthSearch.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace othello::play {

// Where a player's moves come from: our own depth-limited search, or an external program
// speaking the NBoard protocol (played by the jobs layer, see jobs/NboardPlayer.h).
enum class PlayerKind { Search, Nboard };

// An engine player: a depth-limited search, an evaluation, and a depth or a time per move
// (iterative deepening up to the depth within the time). "greedy" is depth 1 on discs.
// An nboard player is an external engine: `command` (program and arguments, split like a shell
// would without running one), started in `workingDirectory` (empty: the current one), told
// `set depth <depth>`; secondsPerMove is then the time it may take for a move before it loses
// (default kNboardSecondsPerMove), startupSeconds the time from its start to its first answer (an
// engine may load or build an opening book first; default: the time per move, at least
// kNboardStartupSeconds).
struct PlayerSpec {
    std::string name;
    PlayerKind kind = PlayerKind::Search;
    std::string command;
    std::string workingDirectory;
    Algorithm algorithm = Algorithm::AlphaBeta;
    int depth = 4;
    std::optional<double> secondsPerMove;
    std::optional<double> startupSeconds; // nboard players only
    bool useTranspositionTable = false;
    std::string evaluation = "mixed";
    // > 0: with this many empty squares or fewer, the move comes from an exact solve (the `best`
    // solver, one thread) when it finishes within half the move's time; otherwise, and with
    // more empties, from the depth-limited search (with the time left). 0: never.
    int exactEmpties = 0;

    std::string text() const; // the specification parsePlayer() reads back
};

inline constexpr double kNboardSecondsPerMove = 30;
inline constexpr double kNboardStartupSeconds = 10;

// "name=ab4:alphabeta:depth=4:eval=weighted:tt=on:time=0.5" (fields in any order; an
// algorithm id or "greedy" alone; eval may be a preset or "discs=1;mobility=10" with ';'
// between weights; eval=learned plays with the mixed evaluation on 4x4, which has no learned
// weights; exact=N solves exactly from N empties on, see PlayerSpec::exactEmpties). Error: one
// line naming the bad field.
// External engines: "name=edax:nboard:depth=10:time=5:startup=60:dir=/opt/edax:command=./edax -n 1"
// -- command= comes last and takes the rest of the text, spaces and colons included.
std::optional<PlayerSpec> parsePlayer(std::string_view text, std::string* error = nullptr);

struct MoveChoice {
    int move = kNoMove;
    depth::DepthResult search;
    // Non-empty when the player could not give a legal move (an external engine that crashed,
    // hung or answered nonsense): it loses the game, for this reason.
    std::string failure;
};

// The search player's move on `board` (the game must not be over). Cancellation through `control`
// still returns a legal move. onDepth reports each finished depth (time players) or the one
// finished search (depth players), on the calling thread.
MoveChoice chooseMove(const PlayerSpec& player, const Board& board, ScoringRule scoring,
                      SearchControl* control = nullptr,
                      const std::function<void(const depth::DepthResult&)>& onDepth = {});

} // namespace othello::play
