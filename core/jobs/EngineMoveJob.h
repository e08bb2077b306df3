#pragma once

#include "SearchThread.h"
#include "ThreadHandOff.h"
#include "ThreadQueue.h"
#include "engine/play/EnginePlayer.h"

#include <QObject>
#include <optional>

namespace othello {

// An engine player thinking about one move on a worker thread. Lives in the caller's (GUI)
// thread. think() while a search runs cancels it and starts the new one as soon as the worker
// is free (the superseded search reports nothing), so callers never wait for the worker.
// An external (nboard) player's process is started for the move and stopped after it; its
// MoveChoice::failure says why it gave no move.
class EngineMoveJob : public QObject {
    Q_OBJECT
public:
    explicit EngineMoveJob(QObject* parent = nullptr);

    void think(const othello::Board& board, const othello::play::PlayerSpec& player, othello::ScoringRule scoring);
    // Cancels the search (finished() follows with cancelled = true within ~100 ms) and any
    // search waiting to start.
    void stop();
    // Thinking, or a stopped search not yet wound down.
    bool isRunning() const { return m_search.isRunning(); }
    // The position of the search finished() or depthFinished() speaks about.
    const Board& board() const { return m_board; }

signals:
    void depthFinished(const othello::depth::DepthResult& depth);
    void progress(const othello::SearchStats& live, double seconds);
    void finished(const othello::play::MoveChoice& choice, bool cancelled);

private:
    struct Request {
        Board board;
        play::PlayerSpec player;
        ScoringRule scoring = ScoringRule::DiscDifference;
    };

    void startNext();
    void onDepths();
    void onSearchFinished();

    ThreadQueue<depth::DepthResult> m_depths;  // from the worker, while it thinks
    ThreadHandOff<play::MoveChoice> m_choices; // from the worker, at its end
    std::optional<Request> m_pending;
    Board m_board;
    bool m_stopped = false;
    SearchThread m_search; // after what its work uses: destroyed (cancelled and joined) first
};

} // namespace othello
