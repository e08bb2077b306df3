#pragma once

#include "SearchThread.h"
#include "ThreadHandOff.h"
#include "engine/board/Board.h"
#include "engine/search/Search.h"

#include <QObject>

namespace othello {

// Solves one position on a worker thread. Lives in the caller's (GUI) thread; progress() is
// emitted from there a few times a second from the counters the search publishes.
class SolveJob : public QObject {
    Q_OBJECT
public:
    explicit SolveJob(QObject* parent = nullptr);

    // Returns false (and does nothing) while a search is running.
    bool start(const othello::Board& board, const othello::SearchOptions& options);
    // Asks the search to stop; finished() follows with status Cancelled within ~100 ms.
    void stop() { m_search.cancel(); }
    bool isRunning() const { return m_search.isRunning(); }
    // What the running `best` solve has proven so far (Black's view), for the progress display.
    std::optional<int> provenLowerBound() const { return m_search.provenLowerBound(); }
    std::optional<int> provenUpperBound() const { return m_search.provenUpperBound(); }

signals:
    void progress(const othello::SearchStats& live, double seconds);
    void finished(const othello::SearchResult& result);

private:
    ThreadHandOff<SearchResult> m_results; // from the worker
    SearchThread m_search;                 // after what its work uses: destroyed (cancelled and joined) first
};

} // namespace othello
