#pragma once

#include "ThreadHandOff.h"
#include "ThreadQueue.h"
#include "engine/play/Tournament.h"

#include <QObject>

namespace othello {

// What TournamentJob hands its worker.
struct TournamentRequest {
    std::vector<play::PlayerSpec> players;
    std::vector<Board> openings;
    ScoringRule scoring = ScoringRule::DiscDifference;
};

struct TournamentGameReport {
    play::GameResult result;
    int done = 0;
    int total = 0;
};

// Lives on TournamentJob's thread and plays one tournament per queued playNext(), reporting
// each finished game through `games`.
class TournamentWorker : public QObject {
    Q_OBJECT
public:
    TournamentWorker(SearchControl* control, ThreadHandOff<TournamentRequest>* requests,
                     ThreadQueue<TournamentGameReport>* games)
        : m_control(control), m_requests(requests), m_games(games)
    { }

    void playNext();

signals:
    void gameFinished();
    void tournamentFinished();

private:
    SearchControl* m_control;
    ThreadHandOff<TournamentRequest>* m_requests;
    ThreadQueue<TournamentGameReport>* m_games;
};

} // namespace othello
