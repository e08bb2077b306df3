#include "DepthChart.h"

#include "ComparisonNames.h"
#include "SeriesChart.h"
#include "common/AlgorithmNames.h"
#include "common/NumberText.h"

#include <QLocale>
#include <cmath>
#include <map>

namespace othello {

namespace {

SeriesChart* makeChart(DepthChart::Metric metric)
{
    return new SeriesChart(metric == DepthChart::Metric::Nodes ? Quantity::Count : Quantity::Seconds);
}

} // namespace

DepthChart::DepthChart(Metric metric, QWidget* parent) : ChartPanel(makeChart(metric), parent), m_metric(metric)
{
    setExportOffered(true, metric == Metric::Nodes ? QStringLiteral("depth-nodes") : QStringLiteral("depth-time"));
    retranslate();
}

void DepthChart::retranslate()
{
    // The short title where the long one does not fit beside the form (Spanish at 1024 pixels).
    if (m_metric == Metric::Nodes)
        chart()->setChartTitle(tr("Generated nodes by depth (sum over the positions)"), tr("Generated nodes by depth"));
    else
        chart()->setChartTitle(tr("Search time by depth (sum over the positions)"), tr("Search time by depth"));
    chart()->setValueTitle(m_metric == Metric::Nodes ? tr("nodes") : tr("time"));
    chart()->setXTitle(tr("depth"));
    setPositions(m_positions);
    showRows(m_rows, m_positionCount, m_maxDepth);
}

void DepthChart::setPositions(const QString& description)
{
    m_positions = description;
    //: A depth chart's subtitle: its view, then what was searched ("absolute values · 6×6, the start position").
    chart()->setSubtitle(description.isEmpty() ? tr("absolute values") : tr("absolute values · %1").arg(description));
}

void DepthChart::showRows(const std::vector<depth::DepthComparisonRow>& rows, int positions, int maxDepth)
{
    if (&rows != &m_rows)
        m_rows = rows;
    m_positionCount = positions;
    m_maxDepth = maxDepth;
    // (algorithm, table) -> depth -> (sum, positions counted)
    std::map<std::pair<int, bool>, std::map<int, std::pair<double, int>>> sums;
    for (const auto& row : rows) {
        const double value =
            m_metric == Metric::Nodes ? static_cast<double>(row.result.stats.generated) : row.result.seconds;
        auto& cell = sums[{static_cast<int>(row.algorithm), row.table}][row.depth];
        cell.first += value;
        cell.second += 1;
    }
    const QLocale locale;
    std::vector<ChartSeries> lines;
    for (const auto& [key, depths] : sums) {
        const auto algorithm = static_cast<Algorithm>(key.first);
        ChartSeries line;
        const QString name = translatedDepthSearchName(algorithm);
        line.id = QStringLiteral("%1|%2").arg(key.first).arg(key.second);
        line.name = key.second ? tr("%1, TT").arg(name) : name;
        line.group = name;
        line.groupText = ttText(key.second);
        line.panel = name;
        line.panelText = line.groupText;
        line.color = algorithmColor(algorithm);
        line.marker = algorithmMarker(algorithm);
        line.penStyle = ttPenStyle(key.second);
        for (const auto& [depth, cell] : depths) {
            if (cell.second < positions)
                continue; // not every position searched yet
            line.points.append(QPointF(depth, cell.first));
            const QString value = m_metric == Metric::Nodes
                ? tr("%1 generated nodes").arg(countText(static_cast<std::uint64_t>(std::llround(cell.first))))
                : tr("%1 ms").arg(locale.toString(cell.first * 1e3, 'f', 3));
            line.tips.append(tr("%1\nDepth %2: %3").arg(line.name).arg(depth).arg(value));
            line.values.append(chart()->valueText(cell.first));
        }
        lines.push_back(std::move(line));
    }
    chart()->setEmptyXRange(1, std::max(2, maxDepth));
    chart()->setSeries(std::move(lines));
}

QList<QPair<QString, QList<QPointF>>> DepthChart::lines() const
{
    QList<QPair<QString, QList<QPointF>>> result;
    for (const ChartSeries& line : chart()->chartSeries())
        result.append({line.name, line.points});
    return result;
}

} // namespace othello
