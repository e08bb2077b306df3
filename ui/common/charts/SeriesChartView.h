#pragma once

#include "ChartReadout.h"

#include <QChartView>
#include <QWidget>

class QGraphicsLineItem;
class QRubberBand;

namespace othello {

class SeriesChart;

// The pointer's readout over a chart: a box listing what SeriesChart::readoutAt() gives, each
// series with its line sample, name, value and note.
class ChartReadoutBox : public QWidget {
    Q_OBJECT
public:
    explicit ChartReadoutBox(QWidget* parent = nullptr);

    void setReadout(const ChartReadout& readout);
    const ChartReadout& readout() const { return m_readout; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    ChartReadout m_readout;
};

// A SeriesChart on screen: pointing shows a guide at the nearest x and a readout of every shown
// series there; a click on a point emits SeriesChart::pointClicked; dragging a rectangle or
// turning the wheel zooms; a double or right click shows everything again. Its scene owns the
// chart, as QChartView's does.
class SeriesChartView : public QChartView {
    Q_OBJECT
public:
    explicit SeriesChartView(SeriesChart* chart, QWidget* parent = nullptr);

    SeriesChart* seriesChart() const { return m_chart; }
    ChartReadoutBox* readoutBox() const { return m_readout; }
    // Shows the readout for the pointer at `position` (viewport coordinates); hides it outside
    // the plot.
    void showReadoutAt(QPoint position);
    void hideReadout();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    SeriesChart* m_chart;
    ChartReadoutBox* m_readout = nullptr;
    QGraphicsLineItem* m_guide = nullptr;
    QRubberBand* m_band = nullptr;
    QPoint m_pressed;
    bool m_pressing = false;
};

} // namespace othello
