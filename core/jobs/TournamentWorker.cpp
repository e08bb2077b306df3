#include "TournamentWorker.h"

namespace othello {

void TournamentWorker::playNext()
{
    const TournamentRequest request = m_requests->take();
    play::runTournament(request.players, request.openings, request.scoring, m_control,
                        [this](const play::GameResult& result, int done, int total) {
                            m_games->put({result, done, total}, [this] { emit gameFinished(); });
                        });
    // The end travels through the same queue's mutex, after the last game.
    m_games->put({}, [this] { emit tournamentFinished(); });
}

} // namespace othello
