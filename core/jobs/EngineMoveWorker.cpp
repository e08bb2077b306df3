#include "EngineMoveWorker.h"

namespace othello {

void EngineMoveWorker::thinkNext()
{
    const EngineMoveRequest request = m_requests->take();
    play::MoveChoice choice = play::chooseMove(request.player, request.board, request.scoring, m_control,
                                               [this, id = request.id](const depth::DepthResult& depth) {
                                                   m_depths->put({id, depth}, [this] { emit depthFinished(); });
                                               });
    m_answers->put({request.id, std::move(choice)}, [this] { emit moveChosen(); });
}

} // namespace othello
