// SeriesChart: what the pointer finds — the readout of every shown series at the nearest x, the
// point under it for a click, a line's own description when it is entered.
#include "SeriesChart.h"

#include "ComparisonNames.h"
#include "common/NumberText.h"

#include <QLineF>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace othello {

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

std::optional<double> SeriesChart::nearestX(double x) const
{
    std::optional<double> nearest;
    for (const ChartSeries& s : m_series) {
        if (m_hidden.contains(s.id))
            continue;
        for (const QPointF& p : s.points)
            if (!nearest || std::abs(p.x() - x) < std::abs(*nearest - x))
                nearest = p.x();
    }
    return nearest;
}

QString SeriesChart::readoutHeading(double x) const
{
    //: The first line of the pointer's readout: the x axis's name and the x ("PV label 30").
    return tr("%1 %2").arg(m_xTitle, QLocale().toString(qint64(std::llround(x))));
}

QString SeriesChart::valueText(double value) const
{
    const QLocale locale;
    switch (m_quantity) {
    case Quantity::Count:
        return countText(static_cast<std::uint64_t>(std::llround(std::max(0.0, value))));
    case Quantity::Seconds:
        return durationText(value);
    case Quantity::Percent:
        return tr("%1 %").arg(locale.toString(value, 'f', 1));
    case Quantity::Kibibytes:
        return memoryText(value, locale);
    case Quantity::Ratio:
        break;
    }
    return ratioText(value, locale);
}

ChartReadout SeriesChart::readoutAt(double x) const
{
    ChartReadout readout;
    const std::optional<double> at = nearestX(x);
    if (!at)
        return readout;
    readout.x = *at;
    readout.heading = readoutHeading(*at);
    struct Row {
        ChartReadoutRow row;
        double y = 0;
        std::size_t order = 0;
    };
    std::vector<Row> rows;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        const ChartSeries& s = m_series[i];
        if (m_hidden.contains(s.id))
            continue;
        Row row;
        row.order = i;
        row.row.id = s.id;
        row.row.name = s.name;
        row.row.color = s.color;
        row.row.penStyle = s.penStyle;
        row.row.marker = s.marker;
        row.row.fill = s.fill;
        row.row.value = QStringLiteral("—");
        for (qsizetype j = 0; j < s.points.size(); ++j) {
            if (s.points[j].x() != *at)
                continue;
            row.y = s.points[j].y();
            row.row.hasValue = true;
            row.row.value = j < s.values.size() && !s.values[j].isEmpty() ? s.values[j] : valueText(row.y);
            if (j < s.notes.size())
                row.row.note = s.notes[j];
        }
        rows.push_back(std::move(row));
    }
    // The very same value as a series listed before it (in the chart's order): said, since the
    // two are drawn side by side rather than one on the other.
    for (std::size_t a = 0; a < rows.size(); ++a)
        for (std::size_t b = 0; b < a; ++b)
            if (rows[a].row.hasValue && rows[b].row.hasValue && rows[a].y == rows[b].y) {
                const QString same = tr("same as %1").arg(rows[b].row.name);
                rows[a].row.note = rows[a].row.note.isEmpty() ? same : tr("%1; %2").arg(same, rows[a].row.note);
                break;
            }
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        if (a.row.hasValue != b.row.hasValue)
            return a.row.hasValue;
        return a.y > b.y;
    });
    for (Row& row : rows)
        readout.rows.append(std::move(row.row));
    return readout;
}

std::optional<std::pair<std::size_t, qsizetype>> SeriesChart::pointNear(QPointF position, qreal maxDistance)
{
    std::optional<std::pair<std::size_t, qsizetype>> nearest;
    qreal best = maxDistance;
    for (std::size_t i = 0; i < m_series.size() && i < m_lines.size(); ++i) {
        if (m_hidden.contains(m_series[i].id))
            continue;
        const QList<QPointF> drawn = plotted(i);
        for (qsizetype j = 0; j < drawn.size(); ++j) {
            const QPointF at = mapToPosition(drawn[j], m_lines[i]);
            const qreal distance = QLineF(at, position).length();
            if (distance <= best) {
                best = distance;
                nearest = std::pair(i, j);
            }
        }
    }
    return nearest;
}

void SeriesChart::clickPoint(std::size_t series, qsizetype point)
{
    if (series < m_series.size() && point >= 0 && point < m_series[series].points.size())
        emit pointClicked(m_series[series].id, int(point));
}

} // namespace othello
