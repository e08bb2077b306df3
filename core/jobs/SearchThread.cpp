#include "SearchThread.h"

#include "ThreadHandOff.h"

#include <QThread>
#include <utility>

namespace othello {

SearchThread::SearchThread(QObject* parent) : QObject(parent)
{
    m_progressTimer.setInterval(kProgressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this, [this] { emit progress(live(), elapsedSeconds()); });
}

SearchThread::~SearchThread()
{
    if (!m_thread)
        return;
    m_control.requestCancel();
    {
        const std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_wake.notify_one();
    m_thread->wait();
    synchroniseWithHandOffs();
}

bool SearchThread::start(Work work)
{
    if (m_running)
        return false;
    m_control.reset(); // no work runs: nothing else touches the control now
    m_running = true;
    m_cancelled = false;
    m_clock.start();
    m_progressTimer.start();
    {
        // The worker takes it under the same lock: TSan sees everything the caller set up.
        const std::lock_guard lock(m_mutex);
        m_work = std::move(work);
    }
    m_wake.notify_one();
    // One thread for every run: the comparison protocol runs thousands of searches of
    // microseconds, where a new thread each would cost more than the search (measured).
    if (!m_thread) {
        m_thread.reset(QThread::create([this] { serve(); }));
        m_thread->start();
    }
    return true;
}

void SearchThread::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    m_control.requestCancel();
}

double SearchThread::elapsedSeconds() const { return static_cast<double>(m_clock.nsecsElapsed()) / 1e9; }

void SearchThread::serve()
{
    for (;;) {
        Work work;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_quit || m_work; });
            if (m_quit)
                return;
            work.swap(m_work);
        }
        work(m_control);
        work = nullptr; // what it captured goes on this thread, before the end is handed over
        // The end travels under the hand-off mutex, after the work's own hand-offs: the
        // caller's thread sees everything the work did, and the queued call arrives after theirs.
        const std::lock_guard lock(threadHandOffMutex());
        QMetaObject::invokeMethod(this, &SearchThread::onWorkEnded, Qt::QueuedConnection);
    }
}

void SearchThread::onWorkEnded()
{
    synchroniseWithHandOffs();
    m_progressTimer.stop();
    m_running = false;
    emit finished(m_cancelled);
}

} // namespace othello
