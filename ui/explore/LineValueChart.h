#pragma once

#include "engine/board/Board.h"
#include "engine/search/MoveAnalysis.h"
#include "engine/search/Search.h"

#include <QWidget>
#include <deque>
#include <map>
#include <optional>
#include <tuple>
#include <vector>

class QChartView;
class QLabel;
class QPushButton;

namespace othello {

class SeriesChart;
class SolveJob;

// "Value along the line": the exact value (in discs) of every position of the line being
// explored, by ply, in a small chart, in the GUI's value convention (ValueView.h: in Black's view
// the PV is −4 throughout and a move off it shows its drop; in the side to move's view the sign
// follows whoever moves at each ply), the view named on the value axis. Values come from
// wherever they are found — a solve, the move analysis (the value of a move is the value of the
// position after it) — and, while switched on, the missing ones are solved in the background
// with `best` (SolveJob), the last positions first (they are the quickest), the running solve's
// nodes and time shown as it goes. Stop ends it. A click on the chart goes to that ply
// (plyClicked()).
class LineValueChart : public QWidget {
    Q_OBJECT
public:
    explicit LineValueChart(QWidget* parent = nullptr);
    ~LineValueChart() override;

    // The line's positions (from its start) and the ply the board shows.
    void setLine(const std::vector<Board>& positions, int currentPly);
    // A value found elsewhere (Black's view, disc difference).
    void addValue(const Board& board, int value);
    // The values of the moves of `board` (Black's view each): those of the positions after them
    // and, when every move is known, that of `board`.
    void addMoveValues(const Board& board, const std::vector<MoveValue>& moves);
    // A position's value (Black's view), if known.
    std::optional<int> valueOf(const Board& board) const;
    // The status line ("12 of 34 values known. Solving ply 2… 1,234,567 nodes, 20.3 s").
    QString statusText() const;

    bool isOn() const;
    void setOn(bool on);
    bool isRunning() const;
    SeriesChart* chart() const { return m_chart; }
    QChartView* view() const { return m_view; }
    // The points drawn: (ply, value in the value convention) for every ply whose value is known.
    QList<QPointF> points() const;
    // Where a ply lies on the view's viewport (for a click on it).
    QPoint viewportPointOf(int ply) const;
    // The ply under a viewport point (nothing outside the plot).
    std::optional<int> plyAt(QPoint viewportPoint) const;

public slots:
    void stop();

signals:
    void plyClicked(int ply);
    void runningChanged(bool running);
    // A value became known (the PV table shows them too).
    void valuesChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    using Key = std::tuple<int, std::uint64_t, std::uint64_t, int>;
    static Key keyOf(const Board& board);
    void solveNext();
    void onSolved(const SearchResult& result);
    void redraw();
    void showStatus();
    void retranslate();

    SolveJob* m_job;
    std::map<Key, int> m_values;
    std::deque<Key> m_order; // insertion order, to forget the oldest beyond the bound
    std::vector<Board> m_positions;
    int m_currentPly = 0;
    Board m_solving;
    bool m_running = false;
    SearchStats m_live; // the running solve's counts, as last reported
    double m_liveSeconds = 0;

    SeriesChart* m_chart;
    QChartView* m_view;
    QPushButton* m_computeButton;
    QPushButton* m_stopButton;
    QLabel* m_title;
    QLabel* m_status;
};

} // namespace othello
