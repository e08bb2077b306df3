#include "SeriesChart.h"

#include <QCategoryAxis>
#include <QFontMetricsF>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QTextDocument>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace othello {

namespace {

constexpr double kAxisMargin = 0.5; // keeps the first and last x's points off the frame

bool sameLines(const std::vector<ChartSeries>& a, const std::vector<ChartSeries>& b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const ChartSeries& x, const ChartSeries& y) {
        return x.id == y.id && x.name == y.name && x.color == y.color && x.marker == y.marker &&
            x.penStyle == y.penStyle && x.fill == y.fill;
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
        return 1.0 / 1024; // a byte
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
        updateTitleFit();
        updateXTicks();
        updateValueTitle();
        if (fittingValueTicks() != m_fittingTicks)
            updateRanges(); // fewer or more value labels for the new height
        else
            updateDodge();
    });
    // A zoom changes what a pixel is worth: the sideways shifts follow.
    connect(m_xAxis, &QValueAxis::rangeChanged, this, [this] { updateDodge(); });
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

void SeriesChart::setValueTitle(const QString& title, const QString& shortTitle)
{
    m_valueTitle = title;
    m_shortValueTitle = shortTitle;
    updateValueTitle();
    emit appearanceChanged();
}

void SeriesChart::setChartTitle(const QString& title, const QString& shortTitle)
{
    m_fullTitle = title;
    m_shortTitle = shortTitle;
    setTitle(title);
    updateTitleFit();
    emit appearanceChanged();
}

void SeriesChart::updateTitleFit()
{
    // Only a title this chart set: a figure empties it while it draws the title itself.
    if (m_shortTitle.isEmpty() || (title() != m_fullTitle && title() != m_shortTitle))
        return;
    // No wider than the plot: Qt Charts elides the title sooner than the chart's width suggests.
    const qreal room = plotArea().width();
    const bool fits = room <= 0 || QFontMetricsF(titleFont()).horizontalAdvance(m_fullTitle) <= room;
    const QString shown = fits ? m_fullTitle : m_shortTitle;
    if (title() != shown)
        setTitle(shown);
}

void SeriesChart::setXTitle(const QString& title)
{
    if (m_xTitle == title)
        return;
    m_xTitle = title;
    m_xAxis->setTitleText(m_axisTitles ? title : QString());
    emit appearanceChanged();
}

QString SeriesChart::xTitle() const { return m_xTitle; }

void SeriesChart::setSubtitle(const QString& subtitle)
{
    if (subtitle == m_subtitle)
        return;
    m_subtitle = subtitle;
    emit subtitleChanged();
    emit appearanceChanged();
}

void SeriesChart::setAxisTitlesVisible(bool visible)
{
    // Emptied rather than hidden: Qt Charts keeps room for a hidden title's text beside the labels.
    m_axisTitles = visible;
    m_xAxis->setTitleText(visible ? m_xTitle : QString());
    updateValueTitle();
}

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

void SeriesChart::setLineWidth(qreal width)
{
    m_lineWidth = width;
    for (std::size_t i = 0; i < m_series.size(); ++i)
        styleLine(i);
    updateDodge();
}

void SeriesChart::setMarkerSize(qreal size)
{
    m_markerSize = size;
    m_drawnMarkerSize = size;
    for (std::size_t i = 0; i < m_series.size(); ++i)
        styleLine(i);
    updateDodge();
}

void SeriesChart::updateValueTitle()
{
    const bool unitAtTicks = m_quantity == Quantity::Percent ||
        ((m_quantity == Quantity::Seconds || m_quantity == Quantity::Kibibytes) && logarithmicAxis());
    const auto withUnit = [&](const QString& text) {
        return m_unit.symbol.isEmpty() || unitAtTicks || text.isEmpty() ? text : tr("%1 (%2)").arg(text, m_unit.symbol);
    };
    // Qt Charts elides a title longer than the plot is high ("memoria máxima (KiB), escala ..."):
    // ", log scale" only where it fits (the decade ticks say it too), and the short title where
    // the whole one does not.
    const double room = plotArea().height();
    const QFontMetricsF metrics(m_yAxis->titleFont());
    const auto fits = [&](const QString& text) { return room <= 0 || metrics.horizontalAdvance(text) < room - 8; };
    QString title = withUnit(m_valueTitle);
    if (!fits(title) && !m_shortValueTitle.isEmpty())
        title = withUnit(m_shortValueTitle);
    const QString logTitle = tr("%1, log scale").arg(title);
    if (!title.isEmpty() && logarithmicAxis() && m_logScaleInTitle && fits(logTitle))
        title = logTitle;
    m_valueAxisTitle = title;
    if (!m_axisTitles)
        title.clear();
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

QList<QPointF> SeriesChart::drawnPoints(const QString& id) const
{
    for (std::size_t i = 0; i < m_series.size(); ++i)
        if (m_series[i].id == id)
            return plotted(i);
    return {};
}

void SeriesChart::setSeries(std::vector<ChartSeries> series)
{
    const bool same = sameLines(series, m_series);
    m_series = std::move(series);
    m_shifts.assign(m_series.size(), {});
    if (same) {
        for (std::size_t i = 0; i < m_series.size(); ++i)
            m_lines[i]->replace(plotted(i));
    } else {
        rebuildLines();
    }
    updateRanges();
    emit seriesChanged();
}

double SeriesChart::plottedY(double y) const
{
    return logarithmicAxis() ? std::log10(std::max(y, smallestPlotted(m_quantity))) : y;
}

QList<QPointF> SeriesChart::plotted(std::size_t index) const
{
    const QList<QPointF>& points = m_series[index].points;
    const QList<double>* shifts =
        index < m_shifts.size() && m_shifts[index].size() == points.size() ? &m_shifts[index] : nullptr;
    QList<QPointF> result;
    result.reserve(points.size());
    for (qsizetype i = 0; i < points.size(); ++i)
        result.append(QPointF(points[i].x() + (shifts ? (*shifts)[i] : 0.0), plottedY(points[i].y())));
    return result;
}

void SeriesChart::rebuildLines()
{
    removeAllSeries(); // deletes the old lines
    m_lines.clear();
    m_shifts.assign(m_series.size(), {});
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        auto* line = new QLineSeries(this);
        line->setName(m_series[i].name);
        line->replace(plotted(i));
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
    QPen pen(color, strong ? m_lineWidth * 2 : m_lineWidth, data.penStyle);
    pen.setCapStyle(Qt::FlatCap);
    line->setPen(pen);
    const qreal size = strong ? m_drawnMarkerSize * 1.4 : m_drawnMarkerSize;
    line->setMarkerSize(size);
    line->setLightMarker(markerImage(data.marker, color, size, data.fill));
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
    m_shifts.assign(m_series.size(), {});
    for (std::size_t i = 0; i < m_series.size(); ++i)
        m_lines[i]->replace(plotted(i));
    updateRanges();
}

QStringList SeriesChart::tickLabels() const { return m_yAxis->categoriesLabels(); }

DataRange SeriesChart::dataRange() const
{
    DataRange range;
    range.minX = range.minY = std::numeric_limits<double>::max();
    range.maxX = range.maxY = std::numeric_limits<double>::lowest();
    // Only what is shown decides the ranges: hiding a huge line lets the others fill the plot.
    for (const ChartSeries& data : m_series) {
        if (m_hidden.contains(data.id))
            continue;
        for (const QPointF& p : data.points) {
            range.minX = std::min(range.minX, p.x());
            range.maxX = std::max(range.maxX, p.x());
            range.minY = std::min(range.minY, p.y());
            range.maxY = std::max(range.maxY, p.y());
        }
    }
    range.empty = range.minX > range.maxX;
    return range;
}

void SeriesChart::setSharedRange(std::optional<DataRange> range)
{
    m_sharedRange = range;
    updateRanges();
}

void SeriesChart::setLayoutMode(ChartLayout layout)
{
    if (layout == m_layout)
        return;
    m_layout = layout;
    emit layoutModeChanged();
    emit appearanceChanged();
}

QStringList SeriesChart::panels() const
{
    QStringList names;
    for (const ChartSeries& s : m_series)
        if (!s.panel.isEmpty() && !names.contains(s.panel))
            names << s.panel;
    return names;
}

int SeriesChart::fittingValueTicks() const
{
    if (plotArea().height() <= 0)
        return 0;
    // Qt Charts (6.4, VerticalAxis::updateGeometry) gives a value label the axis's height, the
    // chart's down to its bottom, over the count of the category bounds (the labels and the
    // start), less twice its padding of 4, and elides a label taller than that. Its labels are
    // text documents with a margin of 0.5.
    QTextDocument label;
    label.setDocumentMargin(0.5);
    label.setDefaultFont(m_yAxis->labelsFont());
    label.setPlainText(QStringLiteral("1"));
    constexpr double kLabelPadding = 4;
    if (!m_yAxis->labelsVisible()) // labels drawn by the figure: a label's height apart, and a third more
        return std::max(2, int(plotArea().height() / (label.size().height() * 1.3)) + 1);
    const double room = label.size().height() + 2 * kLabelPadding + 0.5;
    return std::max(2, int(plotArea().bottom() / room) - 1);
}

void SeriesChart::updateRanges()
{
    DataRange range = m_sharedRange && !m_sharedRange->empty ? *m_sharedRange : dataRange();
    const double floor = smallestPlotted(m_quantity);
    if (range.empty) {
        range.minX = m_emptyFirst;
        range.maxX = m_emptyLast;
        range.minY = std::max(floor, 1.0);
        range.maxY = range.minY * 10;
    }
    if (m_fixedX) {
        range.minX = m_emptyFirst;
        range.maxX = m_emptyLast;
    }
    m_unit = unitFor(m_quantity, range.maxY);
    updateValueTitle();
    m_fittingTicks = fittingValueTicks();
    const int maxTicks = m_maxValueTicks > 0 && m_fittingTicks > 0 ? std::min(m_maxValueTicks, m_fittingTicks)
                                                                   : std::max(m_maxValueTicks, m_fittingTicks);
    if (!m_zoomed) {
        m_xAxis->setRange(range.minX - kAxisMargin, range.maxX + kAxisMargin);
        updateXTicks();

        const AxisTicks ticks = m_quantity == Quantity::Percent
            ? linearTicks(m_quantity, 0, 100, m_unit, QLocale(), maxTicks)
            : logarithmicAxis() ? logarithmicTicks(m_quantity, std::max(range.minY, floor), std::max(range.maxY, floor),
                                                   m_unit, QLocale(), maxTicks)
                                : linearTicks(m_quantity, std::min(range.minY - m_valueMargin, 0.0),
                                              range.maxY + m_valueMargin, m_unit, QLocale(), maxTicks);
        for (const QString& label : m_yAxis->categoriesLabels())
            m_yAxis->remove(label);
        // A category ends at each tick: its label sits on the tick, its end draws the grid line.
        m_yAxis->setStartValue(ticks.low - 1e-9);
        for (const auto& [value, label] : ticks.ticks)
            m_yAxis->append(label, value);
        m_yAxis->setRange(ticks.low, ticks.high);
    }
    updateDodge();
    emit appearanceChanged();
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

void SeriesChart::updateDodge()
{
    if (m_dodging || m_lines.size() != m_series.size())
        return;
    m_dodging = true;
    std::vector<QList<double>> shifts(m_series.size());
    const QRectF area = plotArea();
    const double xSpan = m_xAxis->max() - m_xAxis->min();
    const double ySpan = m_yAxis->max() - m_yAxis->min();
    if (area.width() > 0 && area.height() > 0 && xSpan > 0 && ySpan > 0) {
        const double xUnitsPerPixel = xSpan / area.width();
        const double yPixelsPerUnit = area.height() / ySpan;
        // The shown points at each x: (y in pixels, series, point).
        struct Member {
            double y;
            std::size_t series;
            qsizetype point;
        };
        std::map<double, std::vector<Member>> atX;
        for (std::size_t i = 0; i < m_series.size(); ++i) {
            shifts[i] = QList<double>(m_series[i].points.size(), 0.0);
            // Markers without a line mark points of another series (the position shown): they
            // stay on them.
            if (m_hidden.contains(m_series[i].id) || m_series[i].penStyle == Qt::NoPen)
                continue;
            for (qsizetype j = 0; j < m_series[i].points.size(); ++j)
                atX[m_series[i].points[j].x()].push_back({plottedY(m_series[i].points[j].y()) * yPixelsPerUnit, i, j});
        }
        // Room between neighbouring x's: the shifts of one x never reach the next.
        double step = std::numeric_limits<double>::max();
        for (auto it = atX.begin(); it != atX.end() && std::next(it) != atX.end(); ++it)
            step = std::min(step, std::next(it)->first - it->first);
        const double stepPixels = step == std::numeric_limits<double>::max() ? area.width() : step / xUnitsPerPixel;
        // Markers no wider than about half the step between x's, so the line (its dashes) shows
        // between them; never below half their size, where shapes stop being told apart.
        const qreal drawn = std::clamp(qreal(0.55 * stepPixels), m_markerSize * 0.5, m_markerSize);
        if (std::abs(drawn - m_drawnMarkerSize) > 0.25) {
            m_drawnMarkerSize = drawn;
            for (std::size_t i = 0; i < m_series.size(); ++i)
                styleLine(i);
        }
        for (auto& [x, members] : atX) {
            std::sort(members.begin(), members.end(), [](const Member& a, const Member& b) { return a.y < b.y; });
            // Points closer than a marker gather; each group is spread side by side, in series order.
            for (std::size_t first = 0; first < members.size();) {
                std::size_t last = first;
                while (last + 1 < members.size() && members[last + 1].y - members[last].y < m_drawnMarkerSize * 0.8)
                    ++last;
                const std::size_t count = last - first + 1;
                if (count > 1) {
                    std::vector<Member> group(members.begin() + qsizetype(first),
                                              members.begin() + qsizetype(last) + 1);
                    std::sort(group.begin(), group.end(),
                              [](const Member& a, const Member& b) { return a.series < b.series; });
                    const double spacing = std::min(m_drawnMarkerSize * 0.85, 0.6 * stepPixels / double(count - 1));
                    for (std::size_t k = 0; k < count; ++k)
                        shifts[group[k].series][group[k].point] =
                            (double(k) - double(count - 1) / 2) * spacing * xUnitsPerPixel;
                }
                first = last + 1;
            }
        }
    }
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        const bool none = std::all_of(shifts[i].begin(), shifts[i].end(), [](double s) { return s == 0; });
        const bool hadNone = std::all_of(m_shifts[i].begin(), m_shifts[i].end(), [](double s) { return s == 0; });
        if (none && hadNone)
            continue;
        if (shifts[i] == m_shifts[i])
            continue;
        m_shifts[i] = shifts[i];
        m_lines[i]->replace(plotted(i));
    }
    m_dodging = false;
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

} // namespace othello
