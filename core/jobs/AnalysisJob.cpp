#include "AnalysisJob.h"

namespace othello {

AnalysisJob::AnalysisJob(QObject* parent) : QObject(parent)
{
    connect(&m_search, &SearchThread::progress, this, [this](const SearchStats& live, double seconds) {
        if (!m_pending && !m_stopped)
            emit progress(live, seconds);
    });
    connect(&m_search, &SearchThread::finished, this, &AnalysisJob::onSearchFinished);
}

void AnalysisJob::analyse(const Board& board, const SearchOptions& options)
{
    m_pending = Request{board, options};
    if (m_search.isRunning()) {
        m_search.cancel(); // onSearchFinished() starts the pending analysis
        return;
    }
    startNext();
}

void AnalysisJob::stop()
{
    m_pending.reset();
    if (m_search.isRunning()) {
        m_stopped = true;
        m_search.cancel();
    }
}

void AnalysisJob::startNext()
{
    const Request request = std::move(*m_pending);
    m_pending.reset();
    m_stopped = false;
    m_board = request.board;
    m_search.start([this, request](SearchControl& control) {
        if (std::vector<MoveEstimate> estimates = estimateMoves(request.board, &control); !estimates.empty())
            m_estimates.put(std::move(estimates), [this] {
                QMetaObject::invokeMethod(this, &AnalysisJob::onEstimates, Qt::QueuedConnection);
            });
        MoveAnalysis analysis = analyzeMoves(request.board, request.options, &control, [this](const MoveValue& move) {
            if (move.status != SearchStatus::Done)
                return; // the interrupted move comes with the end
            m_moves.put(move, [this] { QMetaObject::invokeMethod(this, &AnalysisJob::onMoves, Qt::QueuedConnection); });
        });
        m_ends.put(std::move(analysis));
    });
}

void AnalysisJob::onEstimates()
{
    for (const std::vector<MoveEstimate>& estimates : m_estimates.takeAll())
        if (!m_pending && !m_stopped)
            emit movesEstimated(estimates);
}

void AnalysisJob::onMoves()
{
    // A superseded or stopped analysis reports nothing more; its moves are dropped here, and
    // the end of its run takes the rest, before the next analysis starts.
    for (const MoveValue& move : m_moves.takeAll())
        if (!m_pending && !m_stopped)
            emit moveAnalysed(move);
}

void AnalysisJob::onSearchFinished()
{
    onEstimates(); // what was handed over before the end comes first
    onMoves();
    const MoveAnalysis analysis = m_ends.take();
    if (m_pending) { // superseded: its end is of no interest
        startNext();
        return;
    }
    const bool cancelled = m_stopped;
    m_stopped = false;
    emit finished(analysis, cancelled);
}

} // namespace othello
