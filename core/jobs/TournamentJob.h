#pragma once

#include "TournamentWorker.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThread>
#include <QTimer>

namespace othello {

// A round-robin tournament on a worker thread (play::runTournament). Lives in the caller's
// (GUI) thread; gameFinished() is emitted there for every game, in order.
class TournamentJob : public QObject {
    Q_OBJECT
public:
    explicit TournamentJob(QObject* parent = nullptr);
    ~TournamentJob() override; // cancels and joins a running tournament

    // Returns false (and does nothing) while a tournament runs.
    bool start(const std::vector<othello::play::PlayerSpec>& players, const std::vector<othello::Board>& openings,
               othello::ScoringRule scoring);
    // finished(true) follows within ~100 ms; the game in progress is dropped.
    void stop();
    bool isRunning() const { return m_running; }

signals:
    void gameFinished(const othello::play::GameResult& result, int done, int total);
    // Nodes of the game in progress, seconds since the start.
    void progress(const othello::SearchStats& live, double seconds);
    void finished(bool cancelled);
    void playRequested(); // to the worker, queued (internal)

private:
    void onGames();
    void onFinished();

    SearchControl m_control;
    ThreadHandOff<TournamentRequest> m_requests;
    ThreadQueue<TournamentGameReport> m_games;
    QThread m_thread;
    TournamentWorker* m_worker = nullptr;
    QTimer m_progressTimer;
    QElapsedTimer m_clock;
    bool m_running = false;
};

} // namespace othello
