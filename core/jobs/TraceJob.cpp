#include "TraceJob.h"

namespace othello {

TraceJob::TraceJob(QObject* parent) : QObject(parent)
{
    connect(&m_search, &SearchThread::progress, this, &TraceJob::progress);
    connect(&m_search, &SearchThread::finished, this, [this] { emit finished(m_traces.take()); });
}

bool TraceJob::start(const Board& board, const trace::TraceOptions& options)
{
    return m_search.start([this, board, options](SearchControl& control) {
        m_traces.put(std::make_shared<const trace::Trace>(trace::record(board, options, &control)));
    });
}

} // namespace othello
