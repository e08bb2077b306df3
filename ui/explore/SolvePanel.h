#pragma once

#include "OptimalLine.h"
#include "engine/board/Board.h"
#include "engine/search/Search.h"

#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSettings;
class QSpinBox;

namespace othello {

class SolveJob;

// Solves the shown position with the chosen algorithm and options on a worker thread
// (SolveJob). The settings with Solve and Stop come first, so the result growing below never
// moves them. The result's rows show the search live (its counts and what is proven so far)
// and its result when it ends; a search that was stopped or timed out shows what it proved. A
// finished `best` solve also shows its optimal line, which "Play Line" plays on from the shown
// position when that position lies on the line. Every value is shown in the GUI's value
// convention (ValueView.h), its view named beside it, and shown again at once when the
// convention or the language changes (SolveResult.cpp).
class SolvePanel : public QWidget {
    Q_OBJECT
public:
    explicit SolvePanel(QWidget* parent = nullptr);
    ~SolvePanel() override;
    QSize sizeHint() const override;

    // The position Solve will search, and how to name it in the result.
    void setPosition(const Board& board, const QString& description);
    bool isRunning() const;
    SearchOptions options() const;

    // The last finished search and the position it searched.
    const std::optional<SearchResult>& lastResult() const { return m_lastResult; }
    const Board& lastSolvedBoard() const { return m_solvedBoard; }
    // The last finished solve's optimal line (empty for the classical searches or when stopped).
    const OptimalLine& optimalLine() const { return m_line; }

    void saveSettings(QSettings& settings) const;
    void restoreSettings(const QSettings& settings);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

public slots:
    void solve();
    void stop();
    // Asks for the rest of the optimal line from the shown position (see playLineRequested).
    void playLine();

signals:
    void runningChanged(bool running);
    void solved(const othello::Board& board, const othello::SearchResult& result);
    void statusMessage(const QString& text);
    // The moves of the optimal line still to play from the shown position, in order.
    void playLineRequested(const std::vector<int>& moves);

private:
    // The algorithm, table and time-limit form with Solve/Stop; the last result's rows and
    // optimal line.
    QGroupBox* createSettingsBox();
    void createSettingsControls();
    QGroupBox* createResultBox();
    void retranslate();
    void keepResultWhole();
    void connectParts();
    void showProgress(const SearchStats& live, double seconds);
    void showCounts(const SearchStats& stats, double seconds);
    void showResult(const SearchResult& result);
    // The result's texts from what is known (the last result, or the running search's bounds),
    // in the value convention and the language in force.
    void showResultTexts();
    void clearResult();
    // Below the result: best's optimal line, or what a classical search settled about each root move.
    void showLineOrRootMoves(const SearchResult& result);
    void updateEnabled();
    // "Alpha-beta, table 64 MiB, no time limit": what produced a result.
    QString settingsText(const SearchOptions& search) const;
    QLabel* addResultRow(QFormLayout* form, const char* name, const char* objectName);

    SolveJob* m_job;
    Board m_board;
    QString m_description;
    Board m_solvedBoard;
    QString m_solvedDescription;
    std::optional<SearchOptions> m_solvedOptions;
    std::optional<SearchResult> m_lastResult;
    OptimalLine m_line;
    bool m_running = false; // from a successful start() until finished() arrives

    QGroupBox* m_settingsBox;
    QComboBox* m_algorithm;
    QCheckBox* m_useTable;
    QSpinBox* m_tableMegabytes;
    QCheckBox* m_limitTime;
    QDoubleSpinBox* m_timeLimit;
    QPushButton* m_solveButton;
    QPushButton* m_stopButton;
    QLabel* m_positionTitle;
    QLabel* m_algorithmTitle;
    QLabel* m_positionLabel;
    QLabel* m_solvedPosition;
    QLabel* m_status;
    QLabel* m_searchSettings;
    QLabel* m_value;
    QLabel* m_bestMove;
    QLabel* m_lineTitle;
    QLabel* m_lineLabel;
    QPushButton* m_playLineButton;
    QLabel* m_expanded;
    QLabel* m_generated;
    QLabel* m_time;
    QLabel* m_rate;
    QGroupBox* m_resultBox;
    // The result's row titles with their English texts, for retranslate().
    std::vector<std::pair<QLabel*, const char*>> m_rowTitles;
};

} // namespace othello
