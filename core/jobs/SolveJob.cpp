#include "SolveJob.h"

#include "SolveWorker.h"

namespace othello {

namespace {
constexpr int kProgressIntervalMs = 200;
}

SolveJob::SolveJob(QObject* parent) : QObject(parent)
{
    m_worker = new SolveWorker(&m_control, &m_requests, &m_results);
    m_worker->moveToThread(&m_thread);
    connect(this, &SolveJob::solveRequested, m_worker, &SolveWorker::solveNext, Qt::QueuedConnection);
    connect(m_worker, &SolveWorker::solved, this, &SolveJob::onSolved);
    m_progressTimer.setInterval(kProgressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this, &SolveJob::publishProgress);
}

SolveJob::~SolveJob()
{
    m_control.requestCancel();
    m_thread.quit();
    m_thread.wait();
    synchroniseWithHandOffs();
    delete m_worker; // its thread has finished (or never ran): deleting it here is safe
}

bool SolveJob::start(const Board& board, const SearchOptions& options)
{
    if (m_running)
        return false;
    m_control.reset(); // the worker is idle: nothing else touches the control now
    if (!m_thread.isRunning())
        m_thread.start();
    m_running = true;
    m_clock.start();
    m_progressTimer.start();
    m_requests.put({board, options}, [this] { emit solveRequested(); });
    return true;
}

void SolveJob::stop()
{
    if (m_running)
        m_control.requestCancel();
}

bool SolveJob::isRunning() const { return m_running; }

void SolveJob::publishProgress()
{
    emit progress(m_control.published(), static_cast<double>(m_clock.nsecsElapsed()) / 1e9);
}

void SolveJob::onSolved()
{
    const SearchResult result = m_results.take();
    m_progressTimer.stop();
    m_running = false;
    emit finished(result);
}

} // namespace othello
