#include "TournamentJob.h"

#include "NboardPlayer.h"

namespace othello {

TournamentJob::TournamentJob(QObject* parent) : QObject(parent)
{
    connect(&m_search, &SearchThread::progress, this, &TournamentJob::progress);
    connect(&m_search, &SearchThread::finished, this, [this](bool cancelled) {
        onGames(); // the games handed over before the end come first
        emit finished(cancelled);
    });
}

bool TournamentJob::start(const std::vector<play::PlayerSpec>& players, const std::vector<Board>& openings,
                          ScoringRule scoring, const std::optional<play::TimeControl>& clock)
{
    return m_search.start([this, players, openings, scoring, clock](SearchControl& control) {
        play::runTournament(
            players, openings, scoring, &control,
            [this](const play::GameResult& result, int done, int total) {
                m_games.put({result, done, total},
                            [this] { QMetaObject::invokeMethod(this, &TournamentJob::onGames, Qt::QueuedConnection); });
            },
            clock, playerMoveSource); // external engines' processes live and end on this thread
    });
}

void TournamentJob::onGames()
{
    for (const Game& game : m_games.takeAll())
        emit gameFinished(game.result, game.done, game.total);
}

} // namespace othello
