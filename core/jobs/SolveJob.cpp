#include "SolveJob.h"

namespace othello {

SolveJob::SolveJob(QObject* parent) : QObject(parent)
{
    connect(&m_search, &SearchThread::progress, this, &SolveJob::progress);
    connect(&m_search, &SearchThread::finished, this, [this] { emit finished(m_results.take()); });
}

bool SolveJob::start(const Board& board, const SearchOptions& options)
{
    return m_search.start(
        [this, board, options](SearchControl& control) { m_results.put(othello::solve(board, options, &control)); });
}

} // namespace othello
