#include "SeriesChart.h"

#include <QCategoryAxis>
#include <QFontMetricsF>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <limits>

namespace othello {

namespace {

constexpr double kAxisMargin = 0.5; // keeps the first and last x's points off the frame
constexpr qreal kLineWidth = 2;
constexpr qreal kMarkerSize = 9;

bool sameLines(const std::vector<ChartSeries>& a, const std::vector<ChartSeries>& b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const ChartSeries& x, const ChartSeries& y) {
        return x.id == y.id && x.name == y.name && x.color == y.color && x.marker == y.marker &&
            x.penStyle == y.penStyle;
    });
}

} // namespace

double smallestPlotted(Quantity quantity)
{
    switch (quantity) {
    case Quantity::Count:
        return 1;
    case Quantity::Seconds:
        return 1e-6;
    case Quantity::Kibibytes:
        return 0.01;
    case Quantity::Ratio:
        return 1e-3;
    case Quantity::Percent:
        break;
    }
    return 0;
}

SeriesChart::SeriesChart(Quantity quantity, QGraphicsItem* parent) : QChart(parent), m_quantity(quantity)
{
    setAnimationOptions(QChart::NoAnimation);
    legend()->hide(); // ChartLegend and the figure export list the series whole
    m_xAxis = new QValueAxis(this);
    m_xAxis->setTickType(QValueAxis::TicksDynamic);
    m_xAxis->setTickAnchor(0);
    m_xAxis->setTickInterval(1);
    m_xAxis->setLabelFormat(QStringLiteral("%d"));
    addAxis(m_xAxis, Qt::AlignBottom);
    connect(this, &QChart::plotAreaChanged, this, [this] {
        updateXTicks();
        updateValueTitle();
    });
    m_yAxis = new QCategoryAxis(this);
    m_yAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    addAxis(m_yAxis, Qt::AlignLeft);
    updateRanges();
}

void SeriesChart::setQuantity(Quantity quantity)
{
    m_quantity = quantity;
    rebuildLines();
    updateRanges();
}

void SeriesChart::setValueTitle(const QString& title)
{
    m_valueTitle = title;
    updateValueTitle();
}

void SeriesChart::setXTitle(const QString& title) { m_xAxis->setTitleText(title); }

void SeriesChart::setLogScaleInTitle(bool shown)
{
    m_logScaleInTitle = shown;
    updateValueTitle();
}

void SeriesChart::setMaxValueTicks(int count)
{
    m_maxValueTicks = count;
    updateRanges();
}

void SeriesChart::updateValueTitle()
{
    QString title = m_valueTitle;
    const bool unitAtTicks = m_quantity == Quantity::Percent || (m_quantity == Quantity::Seconds && logarithmicAxis());
    if (!m_unit.symbol.isEmpty() && !unitAtTicks)
        title = tr("%1 (%2)").arg(title, m_unit.symbol);
    // ", log scale" only where it fits along the plot: the decade ticks say it too, and Qt Charts
    // elides a title longer than the plot is high ("memoria máxima (KiB), escala ...").
    const QString logTitle = tr("%1, log scale").arg(title);
    const double room = plotArea().height();
    if (logarithmicAxis() && m_logScaleInTitle &&
        (room <= 0 || QFontMetricsF(m_yAxis->titleFont()).horizontalAdvance(logTitle) < room - 8))
        title = logTitle;
    if (m_yAxis->titleText() != title)
        m_yAxis->setTitleText(title);
}

QLineSeries* SeriesChart::lineOf(const QString& id) const
{
    for (std::size_t i = 0; i < m_series.size(); ++i)
        if (m_series[i].id == id)
            return m_lines[i];
    return nullptr;
}

void SeriesChart::setSeries(std::vector<ChartSeries> series)
{
    const bool same = sameLines(series, m_series);
    m_series = std::move(series);
    if (same) {
        for (std::size_t i = 0; i < m_series.size(); ++i)
            m_lines[i]->replace(plotted(m_series[i].points));
    } else {
        rebuildLines();
    }
    updateRanges();
    emit seriesChanged();
}

QList<QPointF> SeriesChart::plotted(const QList<QPointF>& points) const
{
    if (!logarithmicAxis())
        return points;
    const double floor = smallestPlotted(m_quantity);
    QList<QPointF> result;
    result.reserve(points.size());
    for (const QPointF& p : points)
        result.append(QPointF(p.x(), std::log10(std::max(p.y(), floor))));
    return result;
}

void SeriesChart::rebuildLines()
{
    removeAllSeries(); // deletes the old lines
    m_lines.clear();
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        auto* line = new QLineSeries(this);
        line->setName(m_series[i].name);
        line->replace(plotted(m_series[i].points));
        addSeries(line);
        line->attachAxis(m_xAxis);
        line->attachAxis(m_yAxis);
        connect(line, &QLineSeries::hovered, this,
                [this, i](const QPointF& point, bool entered) { lineHovered(i, point, entered); });
        m_lines.push_back(line);
        styleLine(i);
    }
}

void SeriesChart::styleLine(std::size_t index)
{
    const ChartSeries& data = m_series[index];
    QLineSeries* line = m_lines[index];
    const bool faint = !m_highlighted.isEmpty() && m_highlighted != data.id;
    const bool strong = !m_highlighted.isEmpty() && m_highlighted == data.id;
    QColor color = data.color;
    if (faint)
        color.setAlpha(60);
    QPen pen(color, strong ? kLineWidth * 2 : kLineWidth, data.penStyle);
    pen.setCapStyle(Qt::FlatCap);
    line->setPen(pen);
    line->setMarkerSize(strong ? kMarkerSize * 1.4 : kMarkerSize);
    line->setLightMarker(markerImage(data.marker, color, strong ? kMarkerSize * 1.4 : kMarkerSize));
    line->setVisible(!m_hidden.contains(data.id));
}

void SeriesChart::setEmptyXRange(double first, double last)
{
    m_emptyFirst = std::min(first, last);
    m_emptyLast = std::max(first, last);
    updateRanges();
}

void SeriesChart::setFixedXRange(double first, double last)
{
    m_fixedX = true;
    setEmptyXRange(first, last);
}

void SeriesChart::setValueMargin(double margin)
{
    m_valueMargin = margin;
    updateRanges();
}

void SeriesChart::setLogarithmic(bool logarithmic)
{
    if (logarithmic == m_logarithmic)
        return;
    m_logarithmic = logarithmic;
    replot();
}

void SeriesChart::setAlwaysLinear(bool linear)
{
    if (linear == m_alwaysLinear)
        return;
    m_alwaysLinear = linear;
    replot();
}

void SeriesChart::replot()
{
    m_zoomed = false;
    for (std::size_t i = 0; i < m_series.size(); ++i)
        m_lines[i]->replace(plotted(m_series[i].points));
    updateRanges();
}

QStringList SeriesChart::tickLabels() const { return m_yAxis->categoriesLabels(); }

void SeriesChart::updateRanges()
{
    double minX = std::numeric_limits<double>::max();
    double maxX = std::numeric_limits<double>::lowest();
    double minY = std::numeric_limits<double>::max();
    double maxY = std::numeric_limits<double>::lowest();
    // Only what is shown decides the ranges: hiding a huge line lets the others fill the plot.
    for (const ChartSeries& data : m_series) {
        if (m_hidden.contains(data.id))
            continue;
        for (const QPointF& p : data.points) {
            minX = std::min(minX, p.x());
            maxX = std::max(maxX, p.x());
            minY = std::min(minY, p.y());
            maxY = std::max(maxY, p.y());
        }
    }
    const bool empty = minX > maxX;
    const double floor = smallestPlotted(m_quantity);
    if (empty) {
        minX = m_emptyFirst;
        maxX = m_emptyLast;
        minY = std::max(floor, 1.0);
        maxY = minY * 10;
    }
    if (m_fixedX) {
        minX = m_emptyFirst;
        maxX = m_emptyLast;
    }
    m_unit = unitFor(m_quantity, maxY);
    updateValueTitle();
    if (m_zoomed)
        return;
    m_xAxis->setRange(minX - kAxisMargin, maxX + kAxisMargin);
    updateXTicks();

    const AxisTicks ticks = m_quantity == Quantity::Percent ? linearTicks(m_quantity, 0, 100, m_unit)
        : logarithmicAxis()
        ? logarithmicTicks(m_quantity, std::max(minY, floor), std::max(maxY, floor), m_unit, QLocale(), m_maxValueTicks)
        : linearTicks(m_quantity, std::min(minY - m_valueMargin, 0.0), maxY + m_valueMargin, m_unit);
    for (const QString& label : m_yAxis->categoriesLabels())
        m_yAxis->remove(label);
    // A category ends at each tick: its label sits on the tick, its end draws the grid line.
    m_yAxis->setStartValue(ticks.low - 1e-9);
    for (const auto& [value, label] : ticks.ticks)
        m_yAxis->append(label, value);
    m_yAxis->setRange(ticks.low, ticks.high);
}

void SeriesChart::updateXTicks()
{
    // Every x while their labels fit the plot's width; beyond that every 2nd, 5th, 10th, ...:
    // Qt Charts shows a label that does not fit as "...".
    const double span = m_xAxis->max() - m_xAxis->min();
    const double width = plotArea().width();
    if (span <= 0 || width <= 0)
        return;
    const QFontMetricsF metrics(m_xAxis->labelsFont());
    const QString widest = QString::number(qint64(std::max(std::abs(m_xAxis->max()), std::abs(m_xAxis->min()))));
    const double room = metrics.horizontalAdvance(widest) + metrics.height(); // a label and a gap
    double interval = 1;
    for (double decade = 1; span / interval * room > width; decade *= 10)
        for (const double step : {1.0, 2.0, 5.0, 10.0})
            if (span / interval * room > width)
                interval = std::max(interval, step * decade);
    if (interval != m_xAxis->tickInterval())
        m_xAxis->setTickInterval(interval);
}

QStringList SeriesChart::hiddenSeries() const { return QStringList(m_hidden.begin(), m_hidden.end()); }

void SeriesChart::setHiddenSeries(const QStringList& ids)
{
    m_hidden = QSet<QString>(ids.begin(), ids.end());
    for (std::size_t i = 0; i < m_series.size(); ++i)
        m_lines[i]->setVisible(!m_hidden.contains(m_series[i].id));
    updateRanges();
    emit hiddenSeriesChanged();
}

void SeriesChart::setSeriesHidden(const QString& id, bool hidden)
{
    if (hidden == m_hidden.contains(id))
        return;
    if (hidden)
        m_hidden.insert(id);
    else
        m_hidden.remove(id);
    if (QLineSeries* line = lineOf(id))
        line->setVisible(!hidden);
    updateRanges();
    emit hiddenSeriesChanged();
}

void SeriesChart::highlight(const QString& id)
{
    if (id == m_highlighted)
        return;
    m_highlighted = id;
    for (std::size_t i = 0; i < m_series.size(); ++i)
        styleLine(i);
}

void SeriesChart::resetZoom()
{
    m_zoomed = false;
    updateRanges();
}

void SeriesChart::lineHovered(std::size_t index, const QPointF& point, bool entered)
{
    if (index >= m_series.size() || m_series[index].points.isEmpty())
        return;
    const ChartSeries& data = m_series[index];
    emit seriesHovered(data.id, entered);
    // The hover position lies anywhere on the line: describe the nearest point.
    qsizetype nearest = 0;
    for (qsizetype i = 1; i < data.points.size(); ++i)
        if (std::abs(data.points[i].x() - point.x()) < std::abs(data.points[nearest].x() - point.x()))
            nearest = i;
    emit pointHovered(nearest < data.tips.size() ? data.tips[nearest] : data.name, entered);
}

} // namespace othello
