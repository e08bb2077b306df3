#pragma once

#include "SearchThread.h"
#include "ThreadHandOff.h"
#include "engine/board/Board.h"
#include "engine/trace/SearchTrace.h"

#include <QObject>
#include <memory>

namespace othello {

// Records one search trace (engine/trace/SearchTrace.h) on a worker thread. Lives in the
// caller's (GUI) thread; progress() carries the search's published counts (its generated count
// is the number of records so far). The trace is handed over shared and read-only: it may hold
// millions of records, and the views that show it only read it.
class TraceJob : public QObject {
    Q_OBJECT
public:
    using TracePointer = std::shared_ptr<const trace::Trace>;

    explicit TraceJob(QObject* parent = nullptr);

    // Returns false (and does nothing) while a recording runs.
    bool start(const othello::Board& board, const othello::trace::TraceOptions& options);
    // Asks the search to stop; finished() follows within ~100 ms with status Cancelled and the
    // records made so far.
    void stop() { m_search.cancel(); }
    bool isRunning() const { return m_search.isRunning(); }

signals:
    void progress(const othello::SearchStats& live, double seconds);
    void finished(const othello::TraceJob::TracePointer& trace);

private:
    ThreadHandOff<TracePointer> m_traces; // from the worker
    SearchThread m_search;                // after what its work uses: destroyed (cancelled and joined) first
};

} // namespace othello
