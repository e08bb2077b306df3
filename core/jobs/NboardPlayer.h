#pragma once

#include "engine/play/MoveSource.h"

#include <QElapsedTimer>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QProcess;

namespace othello {

// An external engine speaking the NBoard protocol, as a player: its process is started at the
// first move (or by start()), the protocol version agreed (below), told "set depth D", and for
// each move given the game as GGF ("set game"), synchronised with ping/pong, then asked "go" for
// "=== MOVE". Used synchronously, on one thread (the worker's), which also destroys it.
//
// The version: "nboard 2" first, as NBoard does; an engine that refuses it (a line naming
// "nboard" with "unknown", "expected", "unsupported", ... on its output or error output, as Edax
// prints) or stays silent for half its start-up grace is then told "nboard 1" (Edax 4 speaks only
// that). What we use of the protocol is the same in both.
//
// Like a match runner it never trusts the engine: one that does not start, exits, answers nothing
// within its start-up grace (player.startupSeconds, default the time per move, at least
// kNboardStartupSeconds), answers a move after its time per move (player.secondsPerMove, default
// kNboardSecondsPerMove, plus kMarginSeconds) or answers something that is not a move fails the
// move, with the reason; the process is then stopped and the next game starts a new one.
// Stopping closes its input, then terminates, then kills its whole process group (a shell
// script's children too).
//
// External engines play 8x8 only: NBoard is an 8x8 protocol (supportsBoardSize()).
class NboardPlayer : public play::MoveSource {
public:
    static constexpr double kMarginSeconds = 1.0; // pipes, process start, a loaded machine

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
    // The protocol version the running engine speaks (1 or 2), 0 before it answered.
    int protocolVersion() const { return m_protocol; }
    // The start-up grace of this player, in seconds.
    double startupSeconds() const;
    // The running engine's process id, 0 when none runs.
    long long processId() const;

private:
    // The next line of the engine's output, or nullopt with m_failure set (crash, timeout,
    // cancel, a flood without newline). Lines of its error output go to onError meanwhile.
    // onError returning true ends the wait (m_stop Interrupted).
    std::optional<std::string> readLine(const QElapsedTimer& clock, double limitSeconds, SearchControl* control,
                                        const std::function<bool(const std::string&)>& onError = {});
    bool send(const std::string& text);
    // Sends "ping N" and reads up to "pong N"; false with m_failure set.
    bool sync(const QElapsedTimer& clock, double limitSeconds, SearchControl* control);
    // Agrees on the protocol version (see the class comment); false with m_failure set.
    bool handshake(const QElapsedTimer& clock, double graceSeconds, SearchControl* control);
    // The error output's complete lines so far (the last one is kept for messages).
    std::vector<std::string> takeErrorLines();
    std::string exitText() const;

    play::PlayerSpec m_player;
    std::unique_ptr<QProcess> m_process;
    std::string m_buffer;      // output received, not yet read as lines
    std::string m_errorBuffer; // error output received, not yet read as lines
    std::string m_lastError;   // the last line of its error output (for the reason of a failure)
    std::string m_engineName;
    int m_protocol = 0;
    std::string m_failure;
    int m_ping = 0;
    enum class Stop { None, TimedOut, Interrupted, Failed };
    Stop m_stop = Stop::None; // why the last readLine() gave no line
    bool m_failed = false;    // a move failed in this game: a new process for the next one
};

// The factory of every player's move source: an NboardPlayer for an nboard player, our search
// otherwise. For runTournament() on a thread that may run processes.
std::unique_ptr<play::MoveSource> playerMoveSource(const play::PlayerSpec& player);

} // namespace othello
