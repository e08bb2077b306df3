#pragma once

#include "EngineMoveWorker.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThread>
#include <QTimer>
#include <optional>

namespace othello {

// An engine player thinking about one move on a worker thread. Lives in the caller's (GUI)
// thread. think() while a search runs cancels it and starts the new one as soon as the worker
// is free (the superseded search reports nothing), so callers never wait for the worker.
class EngineMoveJob : public QObject {
    Q_OBJECT
public:
    explicit EngineMoveJob(QObject* parent = nullptr);
    ~EngineMoveJob() override; // cancels and joins a running search

    void think(const othello::Board& board, const othello::play::PlayerSpec& player, othello::ScoringRule scoring);
    // Cancels the search (finished() follows with cancelled = true within ~100 ms) and any
    // search waiting to start.
    void stop();
    // Thinking, or a stopped search not yet wound down.
    bool isRunning() const { return m_running; }
    // The position of the search finished() or depthFinished() speaks about.
    const Board& board() const { return m_board; }

signals:
    void depthFinished(const othello::depth::DepthResult& depth);
    void progress(const othello::SearchStats& live, double seconds);
    void finished(const othello::play::MoveChoice& choice, bool cancelled);
    // To the worker, queued (internal).
    void thinkRequested();

private:
    void startNext();
    void onDepthFinished();
    void onMoveChosen();

    SearchControl m_control;
    ThreadHandOff<EngineMoveRequest> m_requests;
    ThreadQueue<EngineDepthReport> m_depths;
    ThreadHandOff<EngineMoveAnswer> m_answers;
    QThread m_thread;
    EngineMoveWorker* m_worker = nullptr;
    QTimer m_progressTimer;
    QElapsedTimer m_clock;
    std::optional<EngineMoveRequest> m_pending;
    Board m_board;
    int m_currentId = 0;
    int m_nextId = 1;
    bool m_running = false;
    bool m_stopped = false;
};

} // namespace othello
