#pragma once

#include "ChartSeries.h"

#include <QWidget>

class QChartView;
class QLabel;
class QSplitter;
class QStackedWidget;
class QToolButton;

namespace othello {

class ChartLegend;
class PanelGrid;
class SeriesChart;
class SeriesChartView;

// A SeriesChart on screen: its subtitle above, the plot (point at it for every shown series'
// value at that x, click a point to pick it, drag a rectangle or turn the wheel to zoom, a
// double or right click or "Reset zoom" to see everything again) or its panels (one small chart
// per algorithm on shared axes), and its ChartLegend beside it. Takes ownership of the chart.
class ChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartPanel(SeriesChart* chart, QWidget* parent = nullptr);

    SeriesChart* chart() const { return m_chart; }
    SeriesChartView* view() const { return m_view; }
    // The panels of ChartLayout::Panels (made when first shown).
    PanelGrid* panelGrid() const { return m_panels; }
    ChartLegend* legend() const { return m_legend; }
    QToolButton* resetZoomButton() const { return m_resetZoom; }
    // "Panels": switches the chart between one plot and small multiples. A page that switches
    // all its charts at once hides it.
    QToolButton* panelsButton() const { return m_panelsButton; }
    // "Export…": writes this chart as a figure (PNG, SVG, PDF at a paper's size); shown when
    // the page offers it.
    QToolButton* exportButton() const { return m_export; }
    // `name`: the file name the export suggests ("depth-nodes").
    void setExportOffered(bool offered, const QString& name = QStringLiteral("chart"));
    // The export's dialog; the figure is written as the chart is shown.
    void exportFigure();

signals:
    void statusMessage(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateButtons();
    void showLayout();
    void fitLegend();

    SeriesChart* m_chart;
    SeriesChartView* m_view = nullptr;
    PanelGrid* m_panels = nullptr;
    QStackedWidget* m_plots = nullptr;
    QLabel* m_subtitle = nullptr;
    ChartLegend* m_legend = nullptr;
    QSplitter* m_splitter = nullptr;
    QToolButton* m_resetZoom = nullptr;
    QToolButton* m_panelsButton = nullptr;
    QToolButton* m_export = nullptr;
    QString m_exportFolder;
    QString m_figureName;
};

} // namespace othello
