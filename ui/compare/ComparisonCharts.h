#pragma once

#include "common/charts/ComparisonRun.h"
#include "common/charts/PlotSeries.h"

#include <QTimer>
#include <QWidget>
#include <vector>

class QCheckBox;
class QComboBox;
class QTabWidget;

namespace othello {

class ChartPanel;
class LabelChart;

// The workspace's live charts (nodes, time, TT hit rate, TT memory per PV label or position) in
// tabs, each a ChartPanel with its legend, a logarithmic/linear switch and the node counter
// drawn (generated, expanded or both). Runs arrive as often as searches finish; the charts
// redraw at most ten times a second.
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
    NodeCounters nodeCounters() const;
    void setNodeCounters(NodeCounters counters);

    LabelChart* nodesChart() const { return m_nodesChart; }
    LabelChart* timeChart() const { return m_timeChart; }
    LabelChart* hitRateChart() const { return m_hitRateChart; }
    LabelChart* tableMemoryChart() const { return m_tableMemoryChart; }
    std::vector<LabelChart*> allCharts() const;
    ChartPanel* nodesPanel() const { return m_nodesPanel; }
    QTabWidget* tabs() const { return m_tabs; }
    QComboBox* countersBox() const { return m_counters; }
    // How the Nodes and Time charts show their values: as they are, as effective branching
    // factors (value at label L ÷ value at L+1), or relative to one search (its searchKey).
    QComboBox* baselineBox() const { return m_baseline; }
    void setBaseline(const QString& searchKey);
    QString baseline() const;     // empty unless relative to a search
    QString baselineName() const; // the baseline's legend name
    void setBranchingFactor(bool shown);
    bool showsBranchingFactor() const;

signals:
    void logarithmicChanged(bool logarithmic);

private:
    // The searches offered as baselines: those with finished searches, kept in the box's order.
    void updateBaselineChoices(const std::vector<PlotSeries>& time);

    std::vector<ComparisonRun> m_runs;
    bool m_dirty = false;
    QTimer m_redrawTimer;
    QTabWidget* m_tabs = nullptr;
    QCheckBox* m_logarithmic = nullptr;
    QComboBox* m_counters = nullptr;
    QComboBox* m_baseline = nullptr;
    LabelChart* m_nodesChart = nullptr;
    LabelChart* m_timeChart = nullptr;
    LabelChart* m_hitRateChart = nullptr;
    LabelChart* m_tableMemoryChart = nullptr;
    ChartPanel* m_nodesPanel = nullptr;
};

} // namespace othello
