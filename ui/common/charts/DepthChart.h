#pragma once

#include "ChartPanel.h"
#include "engine/depth/DepthComparison.h"

#include <QList>
#include <QPair>
#include <QPointF>

namespace othello {

// Nodes or time of a fixed-depth comparison against the depth, one line per search and table
// setting, summed over the positions (a depth appears once every position has it): the
// application's chart with its legend, readout, panels and figure export; colour and marker =
// algorithm, dashed = with a table.
class DepthChart : public ChartPanel {
    Q_OBJECT
public:
    enum class Metric { Nodes, Time };

    explicit DepthChart(Metric metric, QWidget* parent = nullptr);

    void showRows(const std::vector<depth::DepthComparisonRow>& rows, int positions, int maxDepth);
    // What was searched, for the subtitle: "6×6, the start position", "fforum-40-59.obf, 20 positions".
    void setPositions(const QString& description);
    // Titles, subtitle and series names again in the language now in force.
    void retranslate();
    // The lines drawn: name and points (depth, generated nodes or seconds), for tests.
    QList<QPair<QString, QList<QPointF>>> lines() const;

private:
    Metric m_metric;
    QString m_positions;
    // What is drawn, to draw it again in another language.
    std::vector<depth::DepthComparisonRow> m_rows;
    int m_positionCount = 1;
    int m_maxDepth = 1;
};

} // namespace othello
