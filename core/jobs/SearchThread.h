#pragma once

#include "engine/search/SearchControl.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>

class QThread;

namespace othello {

// One long computation on a worker thread, for every job of this layer: it owns the thread, the
// SearchControl the computation polls and publishes to, the progress timer and the clock. Lives
// in the caller's (GUI) thread; all its signals are emitted there.
//
// The work runs once per start(). It hands its typed results over through a ThreadHandOff or a
// ThreadQueue of the job; everything it hands over is there before finished() arrives, which is
// the one end of every run: a job takes what is left in its hand-offs there and reports its own
// end.
class SearchThread : public QObject {
    Q_OBJECT
public:
    using Work = std::function<void(SearchControl& control)>;

    // How often progress() is emitted while the work runs.
    static constexpr int kProgressIntervalMs = 200;

    explicit SearchThread(QObject* parent = nullptr);
    ~SearchThread() override; // cancels and joins a running work; finished() is not emitted then

    // Runs `work` on the worker thread. Returns false (and does nothing) while a work runs,
    // so also from a slot of progress(); a slot of finished() may start the next one.
    bool start(Work work);
    // Asks the work to stop (it polls the control's cancel flag); finished(true) follows.
    void cancel();
    bool isRunning() const { return m_running; }

    // The counters the running work published last, and the seconds since start().
    SearchStats live() const { return m_control.published(); }
    // The value's bounds the running solver (`best`) has proven so far, Black's view.
    std::optional<int> provenLowerBound() const { return m_control.provenLowerBound(); }
    std::optional<int> provenUpperBound() const { return m_control.provenUpperBound(); }
    double elapsedSeconds() const;

signals:
    void progress(const othello::SearchStats& live, double seconds);
    // Exactly once per start(), after the work has returned and its thread has ended; cancelled
    // says whether cancel() was called while it ran.
    void finished(bool cancelled);

private:
    void serve();
    void onWorkEnded();

    SearchControl m_control; // shared with the work: its cancel flag and live counters
    // The next work for the worker thread, and its request to end; under m_mutex.
    std::mutex m_mutex;
    std::condition_variable m_wake;
    Work m_work;
    bool m_quit = false;
    std::unique_ptr<QThread> m_thread; // started by the first start(), kept for the next ones
    QTimer m_progressTimer;
    QElapsedTimer m_clock;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace othello
