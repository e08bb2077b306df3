#include "EngineMoveJob.h"

#include "NboardPlayer.h"

namespace othello {

EngineMoveJob::EngineMoveJob(QObject* parent) : QObject(parent)
{
    connect(&m_search, &SearchThread::progress, this, &EngineMoveJob::progress);
    connect(&m_search, &SearchThread::finished, this, &EngineMoveJob::onSearchFinished);
}

void EngineMoveJob::think(const Board& board, const play::PlayerSpec& player, ScoringRule scoring)
{
    m_pending = Request{board, player, scoring};
    if (m_search.isRunning()) {
        m_search.cancel(); // onSearchFinished() starts the pending search
        return;
    }
    startNext();
}

void EngineMoveJob::stop()
{
    m_pending.reset();
    if (m_search.isRunning()) {
        m_stopped = true;
        m_search.cancel();
    }
}

void EngineMoveJob::startNext()
{
    const Request request = std::move(*m_pending);
    m_pending.reset();
    m_stopped = false;
    m_board = request.board;
    m_search.start([this, request](SearchControl& control) {
        // Made and destroyed here, on the worker thread: an external engine runs for this move only.
        const std::unique_ptr<play::MoveSource> source = playerMoveSource(request.player);
        play::GameRecord game;
        game.start = request.board;
        play::MoveChoice choice =
            source->move(game, request.scoring, &control, [this](const depth::DepthResult& depth) {
                m_depths.put(
                    depth, [this] { QMetaObject::invokeMethod(this, &EngineMoveJob::onDepths, Qt::QueuedConnection); });
            });
        m_choices.put(std::move(choice));
    });
}

void EngineMoveJob::onDepths()
{
    // A superseded or stopped search reports nothing more; its depths are dropped here, and
    // the end of its run takes the rest, before the next search starts.
    for (const depth::DepthResult& depth : m_depths.takeAll())
        if (!m_pending && !m_stopped)
            emit depthFinished(depth);
}

void EngineMoveJob::onSearchFinished()
{
    onDepths(); // the depths handed over before the choice come first
    const play::MoveChoice choice = m_choices.take();
    if (m_pending) { // superseded: its choice is of no interest
        startNext();
        return;
    }
    const bool cancelled = m_stopped;
    m_stopped = false;
    emit finished(choice, cancelled);
}

} // namespace othello
