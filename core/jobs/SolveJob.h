#pragma once

#include "SolveWorker.h"
#include "ThreadHandOff.h"
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
    // To the worker, queued (internal).
    void solveRequested();

private:
    void onSolved();
    void publishProgress();

    SearchControl m_control;                // shared with the worker: cancel flag and live counters
    ThreadHandOff<SolveRequest> m_requests; // to the worker
    ThreadHandOff<SearchResult> m_results;  // from the worker
    QThread m_thread;
    SolveWorker* m_worker = nullptr; // lives in m_thread; deleted by the destructor after the thread ends
    QTimer m_progressTimer;
    QElapsedTimer m_clock;
    bool m_running = false;
};

} // namespace othello
