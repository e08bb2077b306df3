#include "DepthComparisonJob.h"

namespace othello {

namespace {
constexpr int kProgressIntervalMs = 200;
}

DepthComparisonJob::DepthComparisonJob(QObject* parent) : QObject(parent)
{
    m_worker = new DepthComparisonWorker(&m_control, &m_requests, &m_reports);
    m_worker->moveToThread(&m_thread);
    connect(this, &DepthComparisonJob::runRequested, m_worker, &DepthComparisonWorker::runNext, Qt::QueuedConnection);
    connect(m_worker, &DepthComparisonWorker::reported, this, &DepthComparisonJob::onReports);
    m_progressTimer.setInterval(kProgressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this,
            [this] { emit progress(m_control.published(), static_cast<double>(m_clock.nsecsElapsed()) / 1e9); });
}

DepthComparisonJob::~DepthComparisonJob()
{
    m_control.requestCancel();
    m_thread.quit();
    m_thread.wait();
    synchroniseWithHandOffs();
    delete m_worker;
}

bool DepthComparisonJob::start(const std::vector<Board>& positions, const depth::DepthComparisonSettings& settings)
{
    if (m_running)
        return false;
    m_control.reset();
    if (!m_thread.isRunning())
        m_thread.start();
    m_running = true;
    m_clock.start();
    m_progressTimer.start();
    m_requests.put({positions, settings}, [this] { emit runRequested(); });
    return true;
}

void DepthComparisonJob::stop()
{
    if (m_running)
        m_control.requestCancel();
}

void DepthComparisonJob::onReports()
{
    if (!m_running)
        return;
    for (const DepthComparisonReport& report : m_reports.takeAll()) {
        if (report.last) {
            m_progressTimer.stop();
            m_running = false;
            emit finished(m_control.cancelRequested());
            return;
        }
        emit rowFinished(report.row);
    }
}

} // namespace othello
