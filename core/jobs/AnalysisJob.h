#pragma once

#include "SearchThread.h"
#include "ThreadHandOff.h"
#include "ThreadQueue.h"
#include "engine/board/Board.h"
#include "engine/search/MoveAnalysis.h"
#include "engine/search/Search.h"

#include <QObject>
#include <optional>

namespace othello {

// Finds the exact value of every legal move of one position on a worker thread
// (analyzeMoves), reporting each move as it is solved, after quick estimates of them all
// (estimateMoves) where the board size has them. Lives in the caller's (GUI) thread.
// analyse() while an analysis runs cancels it and starts the new one as soon as the worker is
// free (the superseded analysis reports nothing more), so callers never wait for the worker.
class AnalysisJob : public QObject {
    Q_OBJECT
public:
    explicit AnalysisJob(QObject* parent = nullptr);

    void analyse(const othello::Board& board, const othello::SearchOptions& options);
    // Cancels the analysis (finished() follows with cancelled = true within ~100 ms) and any
    // analysis waiting to start.
    void stop();
    // Analysing, or a stopped analysis not yet wound down.
    bool isRunning() const { return m_search.isRunning(); }
    // The position the signals speak about.
    const Board& board() const { return m_board; }

signals:
    // Before the exact values: every legal move estimated (in discs, Black's view).
    void movesEstimated(const std::vector<othello::MoveEstimate>& estimates);
    void moveAnalysed(const othello::MoveValue& move);
    void progress(const othello::SearchStats& live, double seconds);
    // The moves solved (the interrupted one last, with its status, when cancelled).
    void finished(const othello::MoveAnalysis& analysis, bool cancelled);

private:
    struct Request {
        Board board;
        SearchOptions options;
    };

    void startNext();
    void onMoves();
    void onEstimates();
    void onSearchFinished();

    ThreadQueue<std::vector<MoveEstimate>> m_estimates; // from the worker, first
    ThreadQueue<MoveValue> m_moves;                     // from the worker, while it analyses
    ThreadHandOff<MoveAnalysis> m_ends;                 // from the worker, at its end
    std::optional<Request> m_pending;
    Board m_board;
    bool m_stopped = false;
    SearchThread m_search; // after what its work uses: destroyed (cancelled and joined) first
};

} // namespace othello
