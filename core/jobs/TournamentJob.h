#pragma once

#include "SearchThread.h"
#include "ThreadQueue.h"
#include "engine/play/Tournament.h"

#include <QObject>

namespace othello {

// A round-robin tournament on a worker thread (play::runTournament). Lives in the caller's
// (GUI) thread; gameFinished() is emitted there for every game, in order.
class TournamentJob : public QObject {
    Q_OBJECT
public:
    explicit TournamentJob(QObject* parent = nullptr);

    // Returns false (and does nothing) while a tournament runs.
    // Under `clock` every game has a per-game clock for each player (play::TimeControl).
    bool start(const std::vector<othello::play::PlayerSpec>& players, const std::vector<othello::Board>& openings,
               othello::ScoringRule scoring, const std::optional<othello::play::TimeControl>& clock = std::nullopt);
    // finished(true) follows within ~100 ms; the game in progress is dropped.
    void stop() { m_search.cancel(); }
    bool isRunning() const { return m_search.isRunning(); }

signals:
    void gameFinished(const othello::play::GameResult& result, int done, int total);
    // Nodes of the game in progress, seconds since the start.
    void progress(const othello::SearchStats& live, double seconds);
    void finished(bool cancelled);

private:
    struct Game {
        play::GameResult result;
        int done = 0;
        int total = 0;
    };

    void onGames();

    ThreadQueue<Game> m_games; // from the worker
    SearchThread m_search;     // after what its work uses: destroyed (cancelled and joined) first
};

} // namespace othello
