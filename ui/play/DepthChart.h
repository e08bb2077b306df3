#pragma once

#include "engine/depth/DepthComparison.h"

#include <QChartView>

class QLogValueAxis;
class QValueAxis;

namespace othello {

// Nodes or time of a fixed-depth comparison against the depth, one line per search and table
// setting, summed over the positions (a depth appears once every position has it), log scale.
class DepthChart : public QChartView {
    Q_OBJECT
public:
    enum class Metric { Nodes, Time };

    explicit DepthChart(Metric metric, QWidget* parent = nullptr);

    void showRows(const std::vector<depth::DepthComparisonRow>& rows, int positions, int maxDepth);
    // The lines drawn: name and points (depth, value), for tests.
    QList<QPair<QString, QList<QPointF>>> lines() const;

private:
    Metric m_metric;
    QChart* m_chart;
    QValueAxis* m_depthAxis;
    QLogValueAxis* m_valueAxis;
};

} // namespace othello
