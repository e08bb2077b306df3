#include "EngineMoveJob.h"

namespace othello {

namespace {
constexpr int kProgressIntervalMs = 200;
}

EngineMoveJob::EngineMoveJob(QObject* parent) : QObject(parent)
{
    m_worker = new EngineMoveWorker(&m_control, &m_requests, &m_depths, &m_answers);
    m_worker->moveToThread(&m_thread);
    connect(this, &EngineMoveJob::thinkRequested, m_worker, &EngineMoveWorker::thinkNext, Qt::QueuedConnection);
    connect(m_worker, &EngineMoveWorker::depthFinished, this, &EngineMoveJob::onDepthFinished);
    connect(m_worker, &EngineMoveWorker::moveChosen, this, &EngineMoveJob::onMoveChosen);
    m_progressTimer.setInterval(kProgressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this,
            [this] { emit progress(m_control.published(), static_cast<double>(m_clock.nsecsElapsed()) / 1e9); });
}

EngineMoveJob::~EngineMoveJob()
{
    m_control.requestCancel();
    m_thread.quit();
    m_thread.wait();
    synchroniseWithHandOffs();
    delete m_worker;
}

void EngineMoveJob::think(const Board& board, const play::PlayerSpec& player, ScoringRule scoring)
{
    m_pending = EngineMoveRequest{m_nextId++, board, player, scoring};
    if (m_running) {
        m_control.requestCancel(); // onMoveChosen() starts the pending search
        return;
    }
    startNext();
}

void EngineMoveJob::stop()
{
    m_pending.reset();
    if (m_running) {
        m_stopped = true;
        m_control.requestCancel();
    }
}

void EngineMoveJob::startNext()
{
    EngineMoveRequest request = std::move(*m_pending);
    m_pending.reset();
    m_control.reset(); // the worker is idle: nothing else touches the control now
    if (!m_thread.isRunning())
        m_thread.start();
    m_running = true;
    m_stopped = false;
    m_currentId = request.id;
    m_board = request.board;
    m_clock.start();
    m_progressTimer.start();
    m_requests.put(std::move(request), [this] { emit thinkRequested(); });
}

void EngineMoveJob::onDepthFinished()
{
    for (const EngineDepthReport& report : m_depths.takeAll())
        if (report.id == m_currentId && !m_pending && !m_stopped)
            emit depthFinished(report.depth);
}

void EngineMoveJob::onMoveChosen()
{
    onDepthFinished(); // depths queued before the answer come first
    const EngineMoveAnswer answer = m_answers.take();
    m_progressTimer.stop();
    m_running = false;
    if (m_pending) { // superseded: its answer is of no interest
        startNext();
        return;
    }
    const bool cancelled = m_stopped;
    m_stopped = false;
    emit finished(answer.choice, cancelled);
}

} // namespace othello
