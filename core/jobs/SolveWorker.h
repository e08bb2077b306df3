#pragma once

#include "ThreadHandOff.h"
#include "engine/Board.h"
#include "engine/Search.h"

#include <QObject>

namespace othello {

// What SolveJob hands its worker.
struct SolveRequest {
    Board board;
    SearchOptions options;
};

// Lives on SolveJob's thread and runs one search per queued solveNext() there. The control
// and the hand-offs belong to the job, which outlives this worker's thread.
class SolveWorker : public QObject {
    Q_OBJECT
public:
    SolveWorker(SearchControl* control, ThreadHandOff<SolveRequest>* requests, ThreadHandOff<SearchResult>* results)
        : m_control(control), m_requests(requests), m_results(results)
    { }

    // Takes the request the job put and solves it; the result goes back through `results`.
    void solveNext();

signals:
    void solved();

private:
    SearchControl* m_control;
    ThreadHandOff<SolveRequest>* m_requests;
    ThreadHandOff<SearchResult>* m_results;
};

} // namespace othello
