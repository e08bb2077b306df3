#include "SolveWorker.h"

namespace othello {

void SolveWorker::solveNext()
{
    const SolveRequest request = m_requests->take();
    m_results->put(othello::solve(request.board, request.options, m_control), [this] { emit solved(); });
}

} // namespace othello
