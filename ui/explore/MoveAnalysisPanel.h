#pragma once

#include "MoveAnalysisCache.h"
#include "engine/board/Board.h"
#include "engine/search/MoveAnalysis.h"
#include "engine/search/Search.h"

#include <QWidget>
#include <cstdint>
#include <vector>

class QLabel;
class QPushButton;

namespace othello {

class AnalysisJob;

// "Analyse moves": while switched on, finds the exact value of every legal move of the shown
// position with `best` and its table (AnalysisJob), move by move, and hands the values to the
// board as they come. Values found are kept per position (MoveAnalysisCache): stepping away
// and back shows them at once, without a new search. Stop ends the running analysis and keeps
// the values found so far on the board. The status line names the view the board's numbers are
// in (the GUI's value convention, ValueView.h) and follows a change of it, or of the language.
class MoveAnalysisPanel : public QWidget {
    Q_OBJECT
public:
    explicit MoveAnalysisPanel(QWidget* parent = nullptr);
    ~MoveAnalysisPanel() override;

    void setPosition(const Board& board);
    bool isOn() const;
    void setOn(bool on);
    bool isRunning() const;
    // The values shown for the current position (Black's view each), in the order solved.
    const std::vector<MoveValue>& values() const { return m_values; }
    // The quick estimates of the running analysis's position, until it is left.
    const std::vector<MoveEstimate>& estimates() const { return m_estimates; }
    // The search every move gets: best with its table.
    static SearchOptions searchOptions();

public slots:
    void stop();

protected:
    void changeEvent(QEvent* event) override;

signals:
    // The values to draw for `board` (empty: none).
    void valuesChanged(const othello::Board& board, const std::vector<othello::MoveValue>& values);
    void estimatesChanged(const othello::Board& board, const std::vector<othello::MoveEstimate>& estimates);
    void runningChanged(bool running);

private:
    void analyseShownPosition();
    void onMoveAnalysed(const MoveValue& move);
    void onMovesEstimated(const std::vector<MoveEstimate>& estimates);
    void setEstimates(const std::vector<MoveEstimate>& estimates);
    void onProgress(const SearchStats& live, double seconds);
    void onFinished(const MoveAnalysis& analysis, bool cancelled);
    void setRunning(bool running);
    void retranslate();
    // The status line for the state the analysis is in.
    void showStatus();
    QString solvedText() const;
    QString bestText() const;
    // "Values on the squares: White's view." for the position shown.
    QString viewText() const;

    AnalysisJob* m_job;
    MoveAnalysisCache m_cache;
    Board m_board;
    std::vector<MoveValue> m_values;
    std::vector<MoveEstimate> m_estimates;
    enum class State { Off, GameOver, Running, Complete, Stopped };
    State m_state = State::Off;
    std::uint64_t m_stoppedExpanded = 0; // State::Stopped: the nodes the stopped analysis expanded
    bool m_running = false;              // an analysis of m_board runs (not one being wound down)
    std::uint64_t m_runNodes = 0;        // expanded by the moves the running analysis solved
    SearchStats m_live;                  // the running move's counts and time, as last reported
    double m_liveSeconds = 0;

    QPushButton* m_analyseButton;
    QPushButton* m_stopButton;
    QLabel* m_status;
};

} // namespace othello
