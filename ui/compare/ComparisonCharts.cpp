#include "ComparisonCharts.h"

#include "common/SettledLayouts.h"
#include "common/charts/ChartPanel.h"
#include "common/charts/LabelChart.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace othello {

namespace {

constexpr int kRedrawIntervalMs = 100;
constexpr int kBaselineNameRole = Qt::UserRole + 1;
constexpr int kBranchingRole = Qt::UserRole + 2; // true on the branching factor's entry

} // namespace

ComparisonCharts::ComparisonCharts(QWidget* parent) : QWidget(parent)
{
    m_nodesChart = new LabelChart(PlotKind::Nodes);
    m_timeChart = new LabelChart(PlotKind::Time);
    m_hitRateChart = new LabelChart(PlotKind::HitRate);
    m_tableMemoryChart = new LabelChart(PlotKind::TableMemory);
    m_nodesChart->setNodeCounters(NodeCounters::Generated); // the default choice below, before any result
    m_nodesPanel = new ChartPanel(m_nodesChart, this);      // each panel owns its chart

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_nodesPanel, QString());
    m_tabs->addTab(new ChartPanel(m_timeChart, this), QString());
    m_tabs->addTab(new ChartPanel(m_hitRateChart, this), QString());
    m_tabs->addTab(new ChartPanel(m_tableMemoryChart, this), QString());
    for (int tab = 0; tab < m_tabs->count(); ++tab)
        if (auto* panel = qobject_cast<ChartPanel*>(m_tabs->widget(tab)))
            panel->panelsButton()->hide(); // the layout box below switches them all
    for (LabelChart* chart : allCharts())
        connect(chart, &SeriesChart::pointClicked, this, [this, chart](const QString& id, int index) {
            if (const auto found = chart->recordAt(id, index))
                emit recordClicked(found->first, found->second);
        });

    m_counters = new QComboBox(this);
    for (const NodeCounters counters : {NodeCounters::Generated, NodeCounters::Expanded, NodeCounters::Both})
        m_counters->addItem(QString(), int(counters));
    connect(m_counters, &QComboBox::currentIndexChanged, this, [this] {
        m_dirty = true;
        redrawNow();
    });

    m_baseline = new QComboBox(this);
    m_baseline->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    // Short beside the other controls (the row sets the Compare tab's minimum width: in Spanish it
    // passed 1024 pixels); its list is as wide as its longest entry.
    m_baseline->setMinimumContentsLength(18);
    m_baseline->addItem(QString(), QString()); // absolute values
    m_baseline->addItem(QString(), QString()); // the branching factor
    m_baseline->setItemData(1, true, kBranchingRole);
    connect(m_baseline, &QComboBox::activated, this, [this] {
        m_dirty = true;
        redrawNow();
    });

    m_layout = new QComboBox(this);
    m_layout->setObjectName(QStringLiteral("chartLayoutCombo"));
    m_layout->addItem(QString(), int(ChartLayout::Overlaid));
    m_layout->addItem(QString(), int(ChartLayout::Panels));
    connect(m_layout, &QComboBox::currentIndexChanged, this, [this] {
        for (LabelChart* chart : allCharts())
            chart->setLayoutMode(chartLayout());
    });

    m_logarithmic = new QCheckBox(this);
    m_logarithmic->setChecked(true);
    connect(m_logarithmic, &QCheckBox::toggled, this, [this](bool on) {
        for (LabelChart* chart : allCharts())
            chart->setLogarithmic(on);
        emit logarithmicChanged(on);
    });

    // The controls in a row of their own above the tabs: beside the tab bar they pushed the last
    // tabs behind scroll arrows at 1024x700 (and further in Spanish).
    auto* controls = new QHBoxLayout;
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addStretch(1);
    controls->addWidget(m_counters);
    controls->addWidget(m_baseline);
    controls->addWidget(m_layout);
    controls->addWidget(m_logarithmic);
    // The counter choice is the Nodes chart's alone.
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this](int index) { m_counters->setVisible(m_tabs->widget(index) == m_nodesPanel); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(controls);
    layout->addWidget(m_tabs, 1);

    m_redrawTimer.setSingleShot(true);
    m_redrawTimer.setInterval(kRedrawIntervalMs);
    connect(&m_redrawTimer, &QTimer::timeout, this, &ComparisonCharts::redrawNow);
    retranslate();
}

void ComparisonCharts::retranslate()
{
    m_tabs->setTabText(0, tr("Nodes"));
    m_tabs->setTabText(1, tr("Time"));
    m_tabs->setTabText(2, tr("TT hit rate"));
    m_tabs->setTabText(3, tr("TT memory"));
    // Item texts only: the chosen entries stay chosen.
    //: Node counter drawn by the Nodes chart (a short entry beside the chart tabs).
    m_counters->setItemText(0, tr("Generated"));
    m_counters->setItemText(1, tr("Expanded"));
    m_counters->setItemText(2, tr("Both"));
    m_counters->setToolTip(
        tr("Which node counter the Nodes chart draws: generated nodes, expanded nodes, or both (dotted)"));
    //: The charts' values as they are (no baseline).
    m_baseline->setItemText(0, tr("Absolute values"));
    //: An entry of the charts' view: each value divided by the value at the next PV label.
    m_baseline->setItemText(1, tr("Branching factor (L ÷ L+1)"));
    m_baseline->setToolTip(
        tr("How the Nodes and Time charts show their values: as they are; as the effective branching factor, each "
           "label's value divided by the next label's (nodes(L) ÷ nodes(L+1)); or relative to one search, each value "
           "divided by that search's at the same position (e.g. ÷ Alpha-beta TT off, or ÷ the default policy)"));
    //: The charts' layout: every line in one plot.
    m_layout->setItemText(0, tr("Overlaid"));
    //: The charts' layout: a small plot per algorithm, on shared axes.
    m_layout->setItemText(1, tr("Panels"));
    m_layout->setToolTip(tr("Every line in one chart, or one small chart per algorithm (per policy in a policy "
                            "comparison) on shared axes, as papers show many close lines"));
    for (QComboBox* combo : {m_counters, m_layout})
        remeasure(combo);
    m_logarithmic->setText(tr("Log scale"));
    m_logarithmic->setToolTip(tr("Plot the y axis on a logarithmic scale"));
    for (LabelChart* chart : allCharts())
        chart->retranslate();
    // The series' names, the "÷ search" entries and the legends, in this language.
    m_dirty = true;
    redrawNow();
}

std::vector<LabelChart*> ComparisonCharts::allCharts() const
{
    return {m_nodesChart, m_timeChart, m_hitRateChart, m_tableMemoryChart};
}

void ComparisonCharts::setRuns(const std::vector<ComparisonRun>& runs)
{
    m_runs = runs;
    m_dirty = true;
    if (!m_redrawTimer.isActive())
        m_redrawTimer.start();
}

void ComparisonCharts::redrawNow()
{
    m_redrawTimer.stop();
    if (!m_dirty)
        return;
    m_dirty = false;
    std::vector<PlotSeries> nodes = buildPlotSeries(PlotKind::Nodes, m_runs, nodeCounters());
    std::vector<PlotSeries> time = buildPlotSeries(PlotKind::Time, m_runs);
    updateBaselineChoices(time);
    const QString key = baseline();
    const QString baselineName = m_baseline->currentData(kBaselineNameRole).toString();
    const bool relative = !key.isEmpty();
    const bool branching = showsBranchingFactor();
    m_nodesChart->setNodeCounters(nodeCounters());
    for (LabelChart* chart : {m_nodesChart, m_timeChart}) {
        chart->setBranchingFactor(branching);
        chart->setRelative(relative ? baselineName : QString());
    }
    const auto view = [&](std::vector<PlotSeries> series) {
        return relative ? relativeTo(series, key) : branching ? branchingFactors(series) : series;
    };
    m_nodesChart->setPlotSeries(view(std::move(nodes)));
    m_timeChart->setPlotSeries(view(std::move(time)));
    m_hitRateChart->setPlotSeries(buildPlotSeries(PlotKind::HitRate, m_runs));
    m_tableMemoryChart->setPlotSeries(buildPlotSeries(PlotKind::TableMemory, m_runs));
}

void ComparisonCharts::updateBaselineChoices(const std::vector<PlotSeries>& time)
{
    const QString chosen = baseline();
    const bool branching = showsBranchingFactor();
    QStringList keys{QString(), QString()};
    QStringList names{m_baseline->itemText(0), m_baseline->itemText(1)};
    QStringList plainNames{QString(), QString()};
    for (const PlotSeries& s : time) {
        keys << searchKey(s);
        plainNames << s.name;
        //: An entry of "relative to": "÷ Alpha-beta TT off".
        names << tr("÷ %1").arg(s.name);
    }
    bool same = m_baseline->count() == keys.size();
    for (int i = 0; same && i < keys.size(); ++i)
        same = m_baseline->itemData(i).toString() == keys[i] && m_baseline->itemText(i) == names[i];
    if (same)
        return;
    m_baseline->clear();
    for (int i = 0; i < keys.size(); ++i) {
        m_baseline->addItem(names[i], keys[i]);
        m_baseline->setItemData(i, plainNames[i], kBaselineNameRole);
    }
    m_baseline->setItemData(1, true, kBranchingRole);
    m_baseline->view()->setMinimumWidth(m_baseline->view()->sizeHintForColumn(0) +
                                        2 * m_baseline->view()->frameWidth());
    // A baseline that is gone: absolute values.
    m_baseline->setCurrentIndex(branching ? 1 : chosen.isEmpty() ? 0 : std::max(0, m_baseline->findData(chosen)));
}

void ComparisonCharts::setBaseline(const QString& searchKey)
{
    m_baseline->setCurrentIndex(std::max(0, m_baseline->findData(searchKey)));
    m_dirty = true;
    redrawNow();
}

QString ComparisonCharts::baseline() const { return m_baseline->currentData().toString(); }

QString ComparisonCharts::baselineName() const { return m_baseline->currentData(kBaselineNameRole).toString(); }

void ComparisonCharts::setBranchingFactor(bool shown)
{
    m_baseline->setCurrentIndex(shown ? 1 : 0);
    m_dirty = true;
    redrawNow();
}

bool ComparisonCharts::showsBranchingFactor() const { return m_baseline->currentData(kBranchingRole).toBool(); }

void ComparisonCharts::setChosenPositions(bool file, int first, int last, const QString& fileName)
{
    for (LabelChart* chart : allCharts())
        chart->setChosenPositions(file, first, last, fileName);
}

ChartLayout ComparisonCharts::chartLayout() const { return ChartLayout(m_layout->currentData().toInt()); }

void ComparisonCharts::setChartLayout(ChartLayout layout)
{
    m_layout->setCurrentIndex(std::max(0, m_layout->findData(int(layout))));
}

bool ComparisonCharts::isLogarithmic() const { return m_logarithmic->isChecked(); }

void ComparisonCharts::setLogarithmic(bool logarithmic) { m_logarithmic->setChecked(logarithmic); }

NodeCounters ComparisonCharts::nodeCounters() const { return NodeCounters(m_counters->currentData().toInt()); }

void ComparisonCharts::setNodeCounters(NodeCounters counters)
{
    m_counters->setCurrentIndex(m_counters->findData(int(counters)));
}

} // namespace othello
