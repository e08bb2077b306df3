#pragma once

#include "ChartSeries.h"

#include <QWidget>

class QChartView;
class QSplitter;
class QToolButton;

namespace othello {

class ChartLegend;
class SeriesChart;

// A SeriesChart on screen: the plot (drag a rectangle or turn the wheel to zoom, double-click or
// right-click or "Reset zoom" to see everything again, point at a line for its exact values) and
// its ChartLegend beside it. Takes ownership of the chart.
class ChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartPanel(SeriesChart* chart, QWidget* parent = nullptr);

    SeriesChart* chart() const { return m_chart; }
    QChartView* view() const { return m_view; }
    ChartLegend* legend() const { return m_legend; }
    QToolButton* resetZoomButton() const { return m_resetZoom; }

private:
    SeriesChart* m_chart;
    QChartView* m_view = nullptr;
    ChartLegend* m_legend = nullptr;
    QSplitter* m_splitter = nullptr;
    QToolButton* m_resetZoom = nullptr;
};

} // namespace othello
