#pragma once

#include "ComparisonRun.h"

#include <QTimer>
#include <QWidget>
#include <vector>

class QChartView;
class QCheckBox;
class QTabWidget;

namespace othello {

class LabelChart;

// The workspace's two live charts (nodes and seconds per PV label) in tabs, with a
// logarithmic/linear switch. Runs arrive as often as searches finish; the charts redraw at
// most ten times a second.
class ComparisonCharts : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonCharts(QWidget* parent = nullptr);

    // Schedules a redraw showing `runs`.
    void setRuns(const std::vector<ComparisonRun>& runs);
    // Applies a scheduled redraw now.
    void redrawNow();

    // The positions the form has chosen (PV labels or a file's numbers first..last): the titles
    // and x axes of charts without results follow them.
    void setChosenPositions(bool file, int first, int last);

    bool isLogarithmic() const;
    void setLogarithmic(bool logarithmic);

    LabelChart* nodesChart() const { return m_nodesChart; }
    LabelChart* timeChart() const { return m_timeChart; }
    QChartView* nodesView() const { return m_nodesView; }
    QChartView* timeView() const { return m_timeView; }
    LabelChart* hitRateChart() const { return m_hitRateChart; }
    LabelChart* tableMemoryChart() const { return m_tableMemoryChart; }
    QTabWidget* tabs() const { return m_tabs; }

signals:
    void logarithmicChanged(bool logarithmic);

private:
    std::vector<ComparisonRun> m_runs;
    bool m_dirty = false;
    QTimer m_redrawTimer;
    QTabWidget* m_tabs = nullptr;
    QCheckBox* m_logarithmic = nullptr;
    LabelChart* m_nodesChart = nullptr;
    LabelChart* m_timeChart = nullptr;
    LabelChart* m_hitRateChart = nullptr;
    LabelChart* m_tableMemoryChart = nullptr;
    QChartView* m_nodesView = nullptr;
    QChartView* m_timeView = nullptr;
};

} // namespace othello
