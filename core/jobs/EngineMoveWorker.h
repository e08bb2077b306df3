#pragma once

#include "ThreadHandOff.h"
#include "ThreadQueue.h"
#include "engine/play/EnginePlayer.h"

#include <QObject>

namespace othello {

// What EngineMoveJob hands its worker: a position and the player to move on it.
struct EngineMoveRequest {
    int id = 0;
    Board board;
    play::PlayerSpec player;
    ScoringRule scoring = ScoringRule::DiscDifference;
};

// A finished depth of a thinking engine, tagged with its request.
struct EngineDepthReport {
    int id = 0;
    depth::DepthResult depth;
};

struct EngineMoveAnswer {
    int id = 0;
    play::MoveChoice choice;
};

// Lives on EngineMoveJob's thread: chooses one move per queued thinkNext(). The control and
// the hand-offs belong to the job, which outlives this worker's thread.
class EngineMoveWorker : public QObject {
    Q_OBJECT
public:
    EngineMoveWorker(SearchControl* control, ThreadHandOff<EngineMoveRequest>* requests,
                     ThreadQueue<EngineDepthReport>* depths, ThreadHandOff<EngineMoveAnswer>* answers)
        : m_control(control), m_requests(requests), m_depths(depths), m_answers(answers)
    { }

    void thinkNext();

signals:
    void depthFinished();
    void moveChosen();

private:
    SearchControl* m_control;
    ThreadHandOff<EngineMoveRequest>* m_requests;
    ThreadQueue<EngineDepthReport>* m_depths;
    ThreadHandOff<EngineMoveAnswer>* m_answers;
};

} // namespace othello
