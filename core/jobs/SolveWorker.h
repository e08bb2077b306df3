#pragma once

#include "engine/Board.h"
#include "engine/Search.h"

#include <QObject>

namespace othello {

// Lives on SolveJob's thread and runs one search per solve() call there. The SearchControl
// belongs to the job, which outlives this worker's thread.
class SolveWorker : public QObject {
    Q_OBJECT
public:
    explicit SolveWorker(SearchControl* control) : m_control(control) {}

    void solve(const othello::Board& board, const othello::SearchOptions& options);

signals:
    void solved(const othello::SearchResult& result);

private:
    SearchControl* m_control;
};

} // namespace othello
