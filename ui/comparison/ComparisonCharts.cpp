#include "ComparisonCharts.h"

#include "LabelChart.h"

#include <QChartView>
#include <QCheckBox>
#include <QCursor>
#include <QTabWidget>
#include <QToolTip>
#include <QVBoxLayout>

namespace othello {

namespace {

constexpr int kRedrawIntervalMs = 100;

QChartView* makeView(LabelChart* chart, QWidget* parent)
{
    auto* view = new QChartView(chart, parent); // takes ownership of the chart
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(320, 220);
    QObject::connect(chart, &LabelChart::pointHovered, view, [view](const QString& text, bool entered) {
        if (entered)
            QToolTip::showText(QCursor::pos(), text, view);
        else
            QToolTip::hideText();
    });
    return view;
}

} // namespace

ComparisonCharts::ComparisonCharts(QWidget* parent) : QWidget(parent)
{
    m_nodesChart = new LabelChart(PlotKind::Nodes);
    m_timeChart = new LabelChart(PlotKind::Time);
    m_nodesView = makeView(m_nodesChart, this);
    m_timeView = makeView(m_timeChart, this);

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_nodesView, tr("Nodes"));
    m_tabs->addTab(m_timeView, tr("Time"));
    m_hitRateChart = new LabelChart(PlotKind::HitRate);
    m_tableMemoryChart = new LabelChart(PlotKind::TableMemory);
    m_tabs->addTab(makeView(m_hitRateChart, this), tr("TT hit rate"));
    m_tabs->addTab(makeView(m_tableMemoryChart, this), tr("TT memory"));

    m_logarithmic = new QCheckBox(tr("Logarithmic scale"), this);
    m_logarithmic->setChecked(true);
    m_logarithmic->setToolTip(tr("Plot the y axis on a logarithmic scale"));
    m_tabs->setCornerWidget(m_logarithmic, Qt::TopRightCorner);
    connect(m_logarithmic, &QCheckBox::toggled, this, [this](bool on) {
        m_nodesChart->setLogarithmic(on);
        m_timeChart->setLogarithmic(on);
        m_hitRateChart->setLogarithmic(on);
        m_tableMemoryChart->setLogarithmic(on);
        emit logarithmicChanged(on);
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    m_redrawTimer.setSingleShot(true);
    m_redrawTimer.setInterval(kRedrawIntervalMs);
    connect(&m_redrawTimer, &QTimer::timeout, this, &ComparisonCharts::redrawNow);
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
    m_nodesChart->setPlotSeries(buildPlotSeries(PlotKind::Nodes, m_runs));
    m_timeChart->setPlotSeries(buildPlotSeries(PlotKind::Time, m_runs));
    m_hitRateChart->setPlotSeries(buildPlotSeries(PlotKind::HitRate, m_runs));
    m_tableMemoryChart->setPlotSeries(buildPlotSeries(PlotKind::TableMemory, m_runs));
}

void ComparisonCharts::setChosenPositions(bool file, int first, int last)
{
    for (LabelChart* chart : {m_nodesChart, m_timeChart, m_hitRateChart, m_tableMemoryChart})
        chart->setChosenPositions(file, first, last);
}

bool ComparisonCharts::isLogarithmic() const { return m_logarithmic->isChecked(); }

void ComparisonCharts::setLogarithmic(bool logarithmic) { m_logarithmic->setChecked(logarithmic); }

} // namespace othello
