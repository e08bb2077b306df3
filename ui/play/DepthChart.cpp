#include "DepthChart.h"

#include "common/AlgorithmNames.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <map>

namespace othello {

DepthChart::DepthChart(Metric metric, QWidget* parent)
    // Made with its chart: a view made without one makes its own, which setChart() would leak.
    : QChartView(new QChart, parent),
      m_metric(metric),
      m_chart(chart()),
      m_depthAxis(new QValueAxis),
      m_valueAxis(new QLogValueAxis)
{
    m_chart->setTitle(metric == Metric::Nodes ? tr("Generated nodes by depth (sum over the positions)")
                                              : tr("Search time by depth (sum over the positions)"));
    m_depthAxis->setTitleText(tr("depth"));
    m_depthAxis->setTickType(QValueAxis::TicksDynamic);
    m_depthAxis->setTickInterval(1);
    m_depthAxis->setLabelFormat(QStringLiteral("%d"));
    m_valueAxis->setTitleText(metric == Metric::Nodes ? tr("nodes (log scale)") : tr("µs (log scale)"));
    m_valueAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(m_depthAxis, Qt::AlignBottom);
    m_chart->addAxis(m_valueAxis, Qt::AlignLeft);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(200);
    showRows({}, 1, 1);
}

void DepthChart::showRows(const std::vector<depth::DepthComparisonRow>& rows, int positions, int maxDepth)
{
    // (algorithm, table) -> depth -> (sum, positions counted)
    std::map<std::pair<int, bool>, std::map<int, std::pair<double, int>>> sums;
    for (const auto& row : rows) {
        const double value = m_metric == Metric::Nodes ? static_cast<double>(row.result.stats.generated)
                                                       : std::max(1.0, row.result.seconds * 1e6); // log axis: > 0
        auto& cell = sums[{static_cast<int>(row.algorithm), row.table}][row.depth];
        cell.first += value;
        cell.second += 1;
    }
    m_chart->removeAllSeries();
    double low = 1;
    double high = 10;
    bool any = false;
    for (const auto& [key, depths] : sums) {
        auto* series = new QLineSeries;
        const QString name = translatedAlgorithmName(static_cast<Algorithm>(key.first));
        series->setName(key.second ? tr("%1, TT").arg(name) : name);
        QList<QPointF> points;
        for (const auto& [depth, cell] : depths) {
            if (cell.second < positions)
                continue; // not every position searched yet
            points.append(QPointF(depth, cell.first));
            low = any ? std::min(low, cell.first) : cell.first;
            high = any ? std::max(high, cell.first) : std::max(10.0, cell.first);
            any = true;
        }
        series->replace(points);
        series->setPointsVisible(true);
        m_chart->addSeries(series);
        series->attachAxis(m_depthAxis);
        series->attachAxis(m_valueAxis);
    }
    m_depthAxis->setRange(1, std::max(2, maxDepth));
    m_valueAxis->setRange(std::max(1.0, low / 2), high * 2);
}

QList<QPair<QString, QList<QPointF>>> DepthChart::lines() const
{
    QList<QPair<QString, QList<QPointF>>> result;
    for (QAbstractSeries* series : m_chart->series())
        if (auto* line = qobject_cast<QLineSeries*>(series))
            result.append({line->name(), line->points()});
    return result;
}

} // namespace othello
