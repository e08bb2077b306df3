#pragma once

#include "engine/play/MoveSource.h"

#include <QElapsedTimer>
#include <memory>
#include <optional>
#include <string>

class QProcess;

namespace othello {

// An external engine speaking the NBoard protocol, as a player: its process is started at the
// first move (or by start()), told "nboard 2" and "set depth D", and for each move given the
// game as GGF ("set game"), synchronised with ping/pong, then asked "go" for "=== MOVE". Used
// synchronously, on one thread (the worker's), which also destroys it.
//
// Like a match runner it never trusts the engine: one that does not start, exits, answers after
// its time per move (player.secondsPerMove, default kNboardSecondsPerMove, plus kMarginSeconds)
// or answers something that is not a move fails the move, with the reason; the process is then
// stopped and the next game starts a new one. Stopping closes its input, then terminates, then
// kills its whole process group (a shell script's children too).
//
// External engines play 8x8 only: NBoard is an 8x8 protocol (supportsBoardSize()).
class NboardPlayer : public play::MoveSource {
public:
    static constexpr double kMarginSeconds = 1.0; // pipes, process start, a loaded machine
    static constexpr double kStartSeconds = 10.0; // from start to the answer of the first ping

    explicit NboardPlayer(play::PlayerSpec player);
    ~NboardPlayer() override;
    NboardPlayer(const NboardPlayer&) = delete;
    NboardPlayer& operator=(const NboardPlayer&) = delete;

    static bool supportsBoardSize(int size) { return size == 8; }

    play::MoveChoice move(const play::GameRecord& game, ScoringRule scoring, SearchControl* control,
                          const std::function<void(const depth::DepthResult&)>& onDepth) override;
    // After a forfeit (also an illegal move) the process is stopped: the next game starts a new one.
    void endGame(bool forfeited) override;

    // Starts the engine unless it runs and waits for its answer to a first ping. Empty on
    // success, else why it failed ("the engine did not start: ...").
    std::string start(SearchControl* control = nullptr);
    // Stops the process (nothing when none runs).
    void stop();
    // The name the engine gave ("set myname"), empty before.
    const std::string& engineName() const { return m_engineName; }
    // The running engine's process id, 0 when none runs.
    long long processId() const;

private:
    // The next line of the engine's output, or nullopt with m_failure set (crash, timeout,
    // cancel, a flood without newline).
    std::optional<std::string> readLine(const QElapsedTimer& clock, double limitSeconds, SearchControl* control);
    bool send(const std::string& text);
    // Sends "ping N" and reads up to "pong N"; false with m_failure set.
    bool sync(const QElapsedTimer& clock, double limitSeconds, SearchControl* control);
    std::string exitText() const;

    play::PlayerSpec m_player;
    std::unique_ptr<QProcess> m_process;
    std::string m_buffer; // output received, not yet read as lines
    std::string m_engineName;
    std::string m_failure;
    int m_ping = 0;
    bool m_failed = false; // a move failed in this game: a new process for the next one
};

// The factory of every player's move source: an NboardPlayer for an nboard player, our search
// otherwise. For runTournament() on a thread that may run processes.
std::unique_ptr<play::MoveSource> playerMoveSource(const play::PlayerSpec& player);

} // namespace othello
