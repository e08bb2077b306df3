#include "TournamentJob.h"

namespace othello {

namespace {
constexpr int kProgressIntervalMs = 200;
}

TournamentJob::TournamentJob(QObject* parent) : QObject(parent)
{
    m_worker = new TournamentWorker(&m_control, &m_requests, &m_games);
    m_worker->moveToThread(&m_thread);
    connect(this, &TournamentJob::playRequested, m_worker, &TournamentWorker::playNext, Qt::QueuedConnection);
    connect(m_worker, &TournamentWorker::gameFinished, this, &TournamentJob::onGames);
    connect(m_worker, &TournamentWorker::tournamentFinished, this, &TournamentJob::onFinished);
    m_progressTimer.setInterval(kProgressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this,
            [this] { emit progress(m_control.published(), static_cast<double>(m_clock.nsecsElapsed()) / 1e9); });
}

TournamentJob::~TournamentJob()
{
    m_control.requestCancel();
    m_thread.quit();
    m_thread.wait();
    synchroniseWithHandOffs();
    delete m_worker;
}

bool TournamentJob::start(const std::vector<play::PlayerSpec>& players, const std::vector<Board>& openings,
                          ScoringRule scoring)
{
    if (m_running)
        return false;
    m_control.reset();
    if (!m_thread.isRunning())
        m_thread.start();
    m_running = true;
    m_clock.start();
    m_progressTimer.start();
    m_requests.put({players, openings, scoring}, [this] { emit playRequested(); });
    return true;
}

void TournamentJob::stop()
{
    if (m_running)
        m_control.requestCancel();
}

void TournamentJob::onGames()
{
    if (!m_running)
        return;
    for (const TournamentGameReport& report : m_games.takeAll()) {
        if (report.total == 0) { // the end marker
            m_progressTimer.stop();
            m_running = false;
            emit finished(m_control.cancelRequested());
            return;
        }
        emit gameFinished(report.result, report.done, report.total);
    }
}

void TournamentJob::onFinished() { onGames(); }

} // namespace othello
