#include "ChartPanels.h"

#include "SeriesChart.h"
#include "SeriesChartView.h"

#include <QAbstractAxis>
#include <QGraphicsLayout>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QTimer>
#include <cmath>
#include <limits>

namespace othello {

namespace {

constexpr qreal kPanelAspect = 1.5; // width / height
constexpr int kTitleMargin = 4;
constexpr qreal kMinPanelWidth = 150; // pixels on screen: two columns of panels beside the form at 1024

} // namespace

QStringList shownPanels(const SeriesChart& source)
{
    QStringList keys;
    for (const ChartSeries& s : source.chartSeries())
        if (!s.panel.isEmpty() && !source.isSeriesHidden(s.id) && !keys.contains(s.panel))
            keys << s.panel;
    return keys;
}

void showPanel(SeriesChart* panel, const SeriesChart& source, const QString& key)
{
    if (panel->quantity() != source.quantity())
        panel->setQuantity(source.quantity());
    panel->setLogarithmic(source.isLogarithmic());
    panel->setAlwaysLinear(source.isAlwaysLinear());
    panel->setValueMargin(source.valueMargin());
    panel->setValueTitle(source.valueTitle(), source.shortValueTitle());
    panel->setXTitle(source.xTitle());
    panel->setAxisTitlesVisible(false);
    panel->setLineWidth(source.lineWidth());
    panel->setMarkerSize(source.markerSize());
    panel->setTitle(QString()); // the grid names the panel above it, wrapped rather than elided
    std::vector<ChartSeries> series;
    for (const ChartSeries& s : source.chartSeries())
        if (s.panel == key)
            series.push_back(s);
    panel->setSeries(std::move(series));
    panel->setHiddenSeries(source.hiddenSeries());
    const DataRange range = source.dataRange();
    panel->setSharedRange(range.empty ? std::nullopt : std::optional<DataRange>(range));
}

int panelColumns(int count, QSizeF area, qreal minWidth)
{
    if (count <= 1 || area.isEmpty())
        return 1;
    int best = 1;
    double bestMiss = std::numeric_limits<double>::max();
    for (int columns = 1; columns <= count; ++columns) {
        if (columns > 1 && area.width() / columns < minWidth)
            break;
        const int rows = (count + columns - 1) / columns;
        const double aspect = (area.width() / columns) / (area.height() / rows);
        // How far from the wished shape, on a ratio scale; empty cells cost a little.
        const double miss = std::abs(std::log(aspect / kPanelAspect)) + 0.3 * (rows * columns - count);
        if (miss < bestMiss) {
            bestMiss = miss;
            best = columns;
        }
    }
    return best;
}

PanelGrid::PanelGrid(SeriesChart* source, QWidget* parent) : QWidget(parent), m_source(source)
{
    m_grid = new QGridLayout(this);
    m_grid->setSpacing(2);
    const int text = fontMetrics().height() + kTitleMargin;
    m_grid->setContentsMargins(text, 0, 0, text);
    connect(source, &SeriesChart::appearanceChanged, this, &PanelGrid::scheduleSync);
    connect(source, &SeriesChart::hiddenSeriesChanged, this, &PanelGrid::scheduleSync);
    connect(source, &SeriesChart::seriesChanged, this, &PanelGrid::scheduleSync);
    syncNow();
}

std::vector<SeriesChart*> PanelGrid::panelCharts() const
{
    std::vector<SeriesChart*> charts;
    for (SeriesChartView* view : m_views)
        charts.push_back(view->seriesChart());
    return charts;
}

void PanelGrid::scheduleSync()
{
    if (m_syncScheduled)
        return;
    m_syncScheduled = true;
    QTimer::singleShot(0, this, [this] {
        if (m_syncScheduled)
            syncNow();
    });
}

void PanelGrid::syncNow()
{
    m_syncScheduled = false;
    const QStringList keys = shownPanels(*m_source);
    if (keys != m_keys) {
        for (SeriesChartView* view : m_views)
            delete view; // and its chart
        m_views.clear();
        for (QLabel* title : m_titles)
            delete title;
        m_titles.clear();
        for (int i = 0; i < keys.size(); ++i) {
            auto* chart = new SeriesChart(m_source->quantity());
            chart->setMargins(QMargins(2, 8, 6, 2)); // room above for half the top value label
            chart->setBackgroundRoundness(0);        // no frame with room around it: small plots need it all
            if (chart->layout())
                chart->layout()->setContentsMargins(0, 0, 0, 0);
            auto* view = new SeriesChartView(chart, this);
            view->setMinimumSize(120, 90);
            connect(chart, &SeriesChart::pointClicked, m_source, &SeriesChart::pointClicked);
            m_views.push_back(view);
            auto* title = new QLabel(keys[i], this);
            QFont bold = title->font();
            bold.setBold(true);
            title->setFont(bold);
            title->setAlignment(Qt::AlignHCenter | Qt::AlignBottom);
            title->setWordWrap(true);
            title->setTextFormat(Qt::PlainText);
            m_titles.push_back(title);
        }
        m_keys = keys;
        m_columns = 0;
    }
    for (int i = 0; i < keys.size(); ++i)
        showPanel(m_views[std::size_t(i)]->seriesChart(), *m_source, keys[i]);
    arrange();
    update(); // the shared axis titles
}

void PanelGrid::arrange()
{
    const int columns = panelColumns(int(m_views.size()), QSizeF(size()), kMinPanelWidth);
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (SeriesChartView* view : m_views)
        m_grid->removeWidget(view);
    for (QLabel* title : m_titles)
        m_grid->removeWidget(title);
    // The rows of an earlier arrangement stay in the grid, empty: they must not take room.
    for (int row = 0; row < m_grid->rowCount(); ++row)
        m_grid->setRowStretch(row, 0);
    // Each panel's title in the row above it.
    for (std::size_t i = 0; i < m_views.size(); ++i) {
        const int row = 2 * (int(i) / columns);
        m_grid->addWidget(m_titles[i], row, int(i) % columns);
        m_grid->addWidget(m_views[i], row + 1, int(i) % columns);
        m_grid->setRowStretch(row, 0);
        m_grid->setRowStretch(row + 1, 1);
    }
}

void PanelGrid::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void PanelGrid::paintEvent(QPaintEvent*)
{
    // The axis titles once for every panel: the value's along the left, the x's along the bottom.
    QPainter painter(this);
    painter.setPen(palette().color(QPalette::WindowText));
    const QString valueTitle = m_source->valueAxisTitle();
    const int text = fontMetrics().height();
    painter.drawText(QRect(text + kTitleMargin, height() - text - 1, width() - text - kTitleMargin, text),
                     Qt::AlignHCenter | Qt::AlignVCenter, m_source->xTitle());
    painter.save();
    painter.translate(1, height() - text - kTitleMargin);
    painter.rotate(-90);
    painter.drawText(QRect(0, 0, height() - text - kTitleMargin, text), Qt::AlignHCenter | Qt::AlignVCenter,
                     valueTitle);
    painter.restore();
}

} // namespace othello
