#pragma once

#include "EnginePlayer.h"
#include "GameRecord.h"

#include <functional>
#include <memory>
#include <optional>

namespace othello::play {

// The one question a game asks of a player: its move in the game so far. Our search players
// answer it here (SearchMoveSource); external engines answer it in the jobs layer, which owns
// their processes (jobs/NboardPlayer.h). A source serves one player, one game after another.
class MoveSource {
public:
    virtual ~MoveSource() = default;

    // The move in `game` (its final position: not over, the side to move has a move). A source
    // that cannot give one returns MoveChoice::failure and its player loses. Cancellation
    // through `control` returns any legal move, soon.
    virtual MoveChoice move(const GameRecord& game, ScoringRule scoring, SearchControl* control,
                            const std::function<void(const depth::DepthResult&)>& onDepth) = 0;
    // The game this source played ended (normally or not; `forfeited` when its player lost it
    // by a failure or an illegal move): the next move() starts a new game.
    virtual void endGame(bool forfeited) { (void)forfeited; }

    // The player's own time per move; none when it searches to a depth (or decides itself).
    virtual std::optional<double> secondsPerMove() const { return std::nullopt; }
    // What the next move may take under a per-game clock (GameClock::moveTime); the game sets it
    // before each move. A source that cannot limit its time ignores it; the clock still counts.
    void setTimeBudget(std::optional<double> seconds) { m_timeBudget = seconds; }
    std::optional<double> timeBudget() const { return m_timeBudget; }

private:
    std::optional<double> m_timeBudget;
};

// A search player: chooseMove() on the game's position.
class SearchMoveSource : public MoveSource {
public:
    explicit SearchMoveSource(PlayerSpec player) : m_player(std::move(player)) { }
    MoveChoice move(const GameRecord& game, ScoringRule scoring, SearchControl* control,
                    const std::function<void(const depth::DepthResult&)>& onDepth) override;
    std::optional<double> secondsPerMove() const override { return m_player.secondsPerMove; }

private:
    PlayerSpec m_player;
};

// Makes the source of a player; called on the thread that plays, which also destroys it there.
using MoveSourceFactory = std::function<std::unique_ptr<MoveSource>(const PlayerSpec&)>;

// The engine layer's own factory: search players only (an nboard player gets a source whose
// every move fails: external engines need the jobs layer's factory).
std::unique_ptr<MoveSource> searchMoveSource(const PlayerSpec& player);

} // namespace othello::play
