#pragma once

#include "common/charts/ComparisonRun.h"
#include "common/charts/PlotSeries.h"
#include "common/charts/SeriesChart.h"

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
// tabs, each a ChartPanel with its legend, and the controls of all of them: the node counter
// drawn (generated, expanded or both), the view (absolute, a ratio, the branching factor),
// overlaid or panels, logarithmic or linear. Runs arrive as often as searches finish; the charts
// redraw at most ten times a second. A click on a point names its search (recordClicked).
class ComparisonCharts : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonCharts(QWidget* parent = nullptr);

    // Schedules a redraw showing `runs`.
    void setRuns(const std::vector<ComparisonRun>& runs);
    // Applies a scheduled redraw now.
    void redrawNow();
    // Every text of the charts and their controls in the language in use (the view calls it on
    // QEvent::LanguageChange); the chosen entries stay chosen.
    void retranslate();

    // The positions the form has chosen (PV labels or a file's numbers first..last): the titles
    // and x axes of charts without results follow them.
    void setChosenPositions(bool file, int first, int last, const QString& fileName = {});

    bool isLogarithmic() const;
    void setLogarithmic(bool logarithmic);
    NodeCounters nodeCounters() const;
    void setNodeCounters(NodeCounters counters);
    // One plot per chart, or small multiples (one panel per algorithm) on shared axes.
    ChartLayout chartLayout() const;
    void setChartLayout(ChartLayout layout);
    QComboBox* layoutBox() const { return m_layout; }

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
    // A point was clicked: the run (its ComparisonRun::key()) and the search behind it.
    void recordClicked(const QString& runKey, const othello::ResultRecord& record);

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
    QComboBox* m_layout = nullptr;
    LabelChart* m_nodesChart = nullptr;
    LabelChart* m_timeChart = nullptr;
    LabelChart* m_hitRateChart = nullptr;
    LabelChart* m_tableMemoryChart = nullptr;
    ChartPanel* m_nodesPanel = nullptr;
};

} // namespace othello
