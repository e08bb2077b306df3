#include "LabelChart.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <limits>

namespace othello {

namespace {

constexpr double kAxisMargin = 0.5; // keeps the first and last label's points off the frame
constexpr double kLabelsShownOneByOne = 16;

bool sameIds(const std::vector<PlotSeries>& a, const std::vector<PlotSeries>& b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const PlotSeries& x, const PlotSeries& y) { return x.id == y.id && x.name == y.name; });
}

QColor dimmed(QColor color)
{
    color.setAlpha(70);
    return color;
}

} // namespace

LabelChart::LabelChart(PlotKind kind, QGraphicsItem* parent) : QChart(parent), m_kind(kind)
{
    setAnimationOptions(QChart::NoAnimation);
    legend()->setAlignment(Qt::AlignRight);
    legend()->setShowToolTips(true);

    m_xAxis = new QValueAxis(this);
    m_xAxis->setTickType(QValueAxis::TicksDynamic);
    m_xAxis->setTickAnchor(0);
    m_xAxis->setTickInterval(1);
    m_xAxis->setLabelFormat(QStringLiteral("%d"));
    addAxis(m_xAxis, Qt::AlignBottom);
    replaceYAxis();
    updateRanges();
    updateTitles();
}

void LabelChart::updateTitles()
{
    // The x is the PV label, or for a position file the position's number in the file.
    bool pv = false;
    bool file = false;
    for (const PlotSeries& data : m_data)
        for (const ResultRecord& record : data.records)
            (record.isFilePosition() ? file : pv) = true;
    if (!file && !pv) // no results yet: title the chart for the positions about to be searched
        (m_positionFileChosen ? file : pv) = true;
    const XAxis x = file && pv ? XAxis::Both : file ? XAxis::Position : XAxis::Label;
    // Titles per kind: over PV labels, over positions, over both (a merged file, say).
    QString titles[3];
    switch (m_kind) {
    case PlotKind::Nodes:
        titles[0] = tr("Nodes per PV label");
        titles[1] = tr("Nodes per position");
        titles[2] = tr("Nodes per PV label or position");
        break;
    case PlotKind::Time:
        titles[0] = tr("Search time per PV label");
        titles[1] = tr("Search time per position");
        titles[2] = tr("Search time per PV label or position");
        break;
    case PlotKind::HitRate:
        titles[0] = tr("TT hit rate per PV label");
        titles[1] = tr("TT hit rate per position");
        titles[2] = tr("TT hit rate per PV label or position");
        break;
    case PlotKind::TableMemory:
        titles[0] = tr("TT peak memory per PV label");
        titles[1] = tr("TT peak memory per position");
        titles[2] = tr("TT peak memory per PV label or position");
        break;
    }
    setTitle(titles[int(x)]);
    m_xAxis->setTitleText(x == XAxis::Label          ? tr("PV label")
                              : x == XAxis::Position ? tr("position in the file")
                                                     : tr("PV label or position in the file"));
}

QLineSeries* LabelChart::lineSeries(const QString& id) const
{
    for (std::size_t i = 0; i < m_data.size(); ++i)
        if (m_data[i].id == id)
            return m_lines[i];
    return nullptr;
}

void LabelChart::setPlotSeries(std::vector<PlotSeries> series)
{
    const bool sameLines = sameIds(series, m_data);
    m_data = std::move(series);
    if (sameLines) {
        for (std::size_t i = 0; i < m_data.size(); ++i)
            m_lines[i]->replace(m_data[i].points);
    } else {
        rebuildLines();
    }
    updateRanges();
    updateTitles();
}

void LabelChart::rebuildLines()
{
    removeAllSeries(); // deletes the old lines and their legend markers
    m_lines.clear();
    for (std::size_t i = 0; i < m_data.size(); ++i) {
        const PlotSeries& data = m_data[i];
        auto* line = new QLineSeries(this);
        line->setName(data.name);
        QPen pen(data.color, 2, data.penStyle);
        pen.setCapStyle(Qt::RoundCap);
        line->setPen(pen);
        line->setPointsVisible(true);
        line->replace(data.points);
        addSeries(line);
        line->attachAxis(m_xAxis);
        line->attachAxis(m_yAxis);
        connect(line, &QLineSeries::hovered, this,
                [this, i](const QPointF& point, bool entered) { lineHovered(i, point, entered); });
        for (QLegendMarker* marker : legend()->markers(line))
            connect(marker, &QLegendMarker::clicked, this, [this, marker] { legendMarkerClicked(marker); });
        m_lines.push_back(line);
        showHiddenState(line, m_hidden.contains(data.id));
    }
}

void LabelChart::replaceYAxis()
{
    if (m_yAxis) {
        removeAxis(m_yAxis); // detaches it from every series; the chart no longer owns it
        delete m_yAxis;
    }
    const bool nodes = m_kind == PlotKind::Nodes || m_kind == PlotKind::HitRate;
    if (logarithmicAxis()) {
        auto* axis = new QLogValueAxis(this);
        axis->setBase(10);
        axis->setMinorTickCount(-1); // 8 minor lines per decade: log paper
        // "%g" would print 1e+06 for node counts; seconds read well as 0.001 ... 10.
        axis->setLabelFormat(nodes ? QStringLiteral("%.0f") : QStringLiteral("%g"));
        m_yAxis = axis;
    } else {
        auto* axis = new QValueAxis(this);
        axis->setLabelFormat(nodes ? QStringLiteral("%.0f") : QStringLiteral("%.3g"));
        m_yAxis = axis;
    }
    switch (m_kind) {
    case PlotKind::Nodes:
        m_yAxis->setTitleText(m_logarithmic ? tr("nodes (log scale)") : tr("nodes"));
        break;
    case PlotKind::Time:
        m_yAxis->setTitleText(m_logarithmic ? tr("seconds (log scale)") : tr("seconds"));
        break;
    case PlotKind::HitRate:
        m_yAxis->setTitleText(tr("hits per 100 probes"));
        break;
    case PlotKind::TableMemory:
        m_yAxis->setTitleText(m_logarithmic ? tr("KiB in use at the peak (log scale)") : tr("KiB in use at the peak"));
        break;
    }
    addAxis(m_yAxis, Qt::AlignLeft);
    for (QLineSeries* line : m_lines)
        line->attachAxis(m_yAxis);
}

void LabelChart::setChosenPositions(bool file, int first, int last)
{
    m_positionFileChosen = file;
    m_chosenFirst = std::min(first, last);
    m_chosenLast = std::max(first, last);
    updateRanges();
    updateTitles();
}

void LabelChart::setLogarithmic(bool logarithmic)
{
    if (logarithmic == m_logarithmic)
        return;
    m_logarithmic = logarithmic;
    replaceYAxis();
    updateRanges();
}

void LabelChart::updateRanges()
{
    double minX = std::numeric_limits<double>::max();
    double maxX = std::numeric_limits<double>::lowest();
    double minY = std::numeric_limits<double>::max();
    double maxY = std::numeric_limits<double>::lowest();
    for (const PlotSeries& data : m_data) {
        for (const QPointF& p : data.points) {
            minX = std::min(minX, p.x());
            maxX = std::max(maxX, p.x());
            minY = std::min(minY, p.y());
            maxY = std::max(maxY, p.y());
        }
    }
    const bool empty = minX > maxX;
    if (empty) {
        minX = m_chosenFirst;
        maxX = m_chosenLast;
    }
    m_xAxis->setRange(minX - kAxisMargin, maxX + kAxisMargin);
    // Every label while they fit; beyond that every other one (every third, ...), or the labels
    // become "...".
    m_xAxis->setTickInterval(std::max(1.0, std::ceil((maxX - minX) / kLabelsShownOneByOne)));

    const double floorY = m_kind == PlotKind::Nodes ? kMinPlottedNodes
        : m_kind == PlotKind::TableMemory           ? kMinPlottedKibibytes
                                                    : kMinPlottedSeconds;
    if (empty) {
        minY = floorY;
        maxY = floorY * 10;
    }
    if (m_kind == PlotKind::HitRate) {
        static_cast<QValueAxis*>(m_yAxis)->setRange(0, 100); // a percentage: always the whole scale
    } else if (logarithmicAxis()) {
        // Whole decades, so every major tick has a label.
        const double low = std::pow(10.0, std::floor(std::log10(std::max(minY, floorY))));
        double high = std::pow(10.0, std::ceil(std::log10(std::max(maxY, floorY))));
        if (high <= low)
            high = low * 10;
        m_yAxis->setRange(low, high);
    } else {
        auto* axis = static_cast<QValueAxis*>(m_yAxis);
        axis->setRange(0, maxY > 0 ? maxY * 1.05 : 1);
        axis->applyNiceNumbers();
    }
}

QStringList LabelChart::hiddenSeries() const { return QStringList(m_hidden.begin(), m_hidden.end()); }

void LabelChart::setHiddenSeries(const QStringList& ids)
{
    m_hidden = QSet<QString>(ids.begin(), ids.end());
    for (std::size_t i = 0; i < m_data.size(); ++i)
        showHiddenState(m_lines[i], m_hidden.contains(m_data[i].id));
}

void LabelChart::setSeriesHidden(const QString& id, bool hidden)
{
    if (hidden)
        m_hidden.insert(id);
    else
        m_hidden.remove(id);
    if (QLineSeries* line = lineSeries(id))
        showHiddenState(line, hidden);
}

void LabelChart::showHiddenState(QLineSeries* line, bool hidden)
{
    line->setVisible(!hidden);
    // Hiding a series hides its legend entry too; keep the entry, greyed, so it can be clicked back.
    for (QLegendMarker* marker : legend()->markers(line)) {
        marker->setVisible(true);
        const QColor label = legend()->labelColor();
        marker->setLabelBrush(hidden ? dimmed(label) : label);
        const QColor color = line->pen().color();
        marker->setBrush(hidden ? dimmed(color) : color);
        QPen pen = marker->pen();
        pen.setColor(hidden ? dimmed(color) : color);
        marker->setPen(pen);
    }
}

void LabelChart::legendMarkerClicked(QLegendMarker* marker)
{
    const auto it = std::find(m_lines.begin(), m_lines.end(), marker->series());
    if (it == m_lines.end())
        return;
    const QString& id = m_data[std::size_t(it - m_lines.begin())].id;
    setSeriesHidden(id, !m_hidden.contains(id));
}

void LabelChart::lineHovered(std::size_t index, const QPointF& point, bool entered)
{
    if (index >= m_data.size() || m_data[index].points.isEmpty())
        return;
    const PlotSeries& data = m_data[index];
    // The hover position lies anywhere on the line: describe the nearest label's search.
    qsizetype nearest = 0;
    for (qsizetype i = 1; i < data.points.size(); ++i)
        if (std::abs(data.points[i].x() - point.x()) < std::abs(data.points[nearest].x() - point.x()))
            nearest = i;
    emit pointHovered(describePoint(data, data.records[std::size_t(nearest)]), entered);
}

} // namespace othello
