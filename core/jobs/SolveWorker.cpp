#include "SolveWorker.h"

namespace othello {

void SolveWorker::solve(const Board& board, const SearchOptions& options)
{
    emit solved(othello::solve(board, options, m_control));
}

} // namespace othello
