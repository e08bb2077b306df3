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
    // A thread per run: starting one costs tens of microseconds, against searches of
    // milliseconds and more, and a fresh thread carries nothing over from the last run.
    m_thread.reset(QThread::create([this, work = std::move(work)]() mutable { runOnWorker(std::move(work)); }));
    m_clock.start();
    m_progressTimer.start();
    // Orders what the caller set up before everything the worker does (its first step takes
    // the same lock), whatever Qt does inside start().
    synchroniseWithHandOffs();
    m_thread->start();
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

void SearchThread::runOnWorker(Work work)
{
    synchroniseWithHandOffs();
    work(m_control);
    work = nullptr; // what it captured goes on this thread, before the end is handed over
    // The end travels under the hand-off mutex, after the work's own hand-offs: the caller's
    // thread sees everything the work did, and the queued call arrives after theirs.
    const std::lock_guard lock(threadHandOffMutex());
    QMetaObject::invokeMethod(this, &SearchThread::onWorkEnded, Qt::QueuedConnection);
}

void SearchThread::onWorkEnded()
{
    m_thread->wait(); // returns at once: the work has returned
    synchroniseWithHandOffs();
    m_thread.reset();
    m_progressTimer.stop();
    m_running = false;
    emit finished(m_cancelled);
}

} // namespace othello
