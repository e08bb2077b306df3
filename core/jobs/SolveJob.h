#pragma once

#include "engine/Board.h"
#include "engine/Search.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThread>
#include <QTimer>

namespace othello {

class SolveWorker;

// Solves one position on a worker thread. Lives in the caller's (GUI) thread; progress() is
// emitted from there a few times a second from the counters the search publishes.
class SolveJob : public QObject {
    Q_OBJECT
public:
    explicit SolveJob(QObject* parent = nullptr);
    ~SolveJob() override; // cancels and joins a running search

    // Returns false (and does nothing) while a search is running.
    bool start(const othello::Board& board, const othello::SearchOptions& options);
    // Asks the search to stop; finished() follows with status Cancelled within ~100 ms.
    void stop();
    bool isRunning() const;

signals:
    void progress(const othello::SearchStats& live, double seconds);
    void finished(const othello::SearchResult& result);

private:
    void onSolved(const othello::SearchResult& result);
    void publishProgress();

    SearchControl m_control; // shared with the worker: cancel flag and live counters
    QThread m_thread;
    SolveWorker* m_worker = nullptr; // lives in m_thread; deleted when it finishes
    QTimer m_progressTimer;
    QElapsedTimer m_clock;
    bool m_running = false;
};

} // namespace othello
