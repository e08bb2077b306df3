#pragma once

#include "AxisScale.h"
#include "ChartReadout.h"
#include "ChartSeries.h"

#include <QChart>
#include <QSet>
#include <QStringList>
#include <optional>
#include <vector>

class QCategoryAxis;
class QLineSeries;
class QValueAxis;

namespace othello {

// How a chart shows its series: all in one plot, or as small multiples, one panel per
// ChartSeries::panel with shared axes (how papers show many near-equal lines).
enum class ChartLayout { Overlaid, Panels };

// The extent of a chart's shown data: x, and y in the chart's quantity.
struct DataRange {
    double minX = 0;
    double maxX = 0;
    double minY = 0;
    double maxY = 0;
    bool empty = true;
};

// The one chart of the application (Compare, Depths, Explore's value chart, the exported
// figures): lines of ChartSeries over an integer x, a y axis of a Quantity on a logarithmic
// scale ticked at whole decades or on a linear one, ticks labelled in one unit ("1 k", "10 ms").
// Its own legend is off: ChartLegend lists the series beside it and the figure export draws
// them whole. Points of different series that would cover each other are drawn a few pixels
// apart side by side, so every series stays visible (a series of markers without a line marks
// points of another and stays on them). Takes whole series at once
// (QXYSeries::replace; append is O(n^2) in Qt 6.4). What the pointer finds (readout, clicks) is in
// SeriesChartPointer.cpp.
class SeriesChart : public QChart {
    Q_OBJECT
public:
    explicit SeriesChart(Quantity quantity, QGraphicsItem* parent = nullptr);

    Quantity quantity() const { return m_quantity; }
    void setQuantity(Quantity quantity);
    // The y axis's title without its unit, e.g. "nodes", "time": the unit is added to it.
    // `shortTitle` stands in for it where it is longer than the plot is high.
    void setValueTitle(const QString& title, const QString& shortTitle = {});
    QString valueTitle() const { return m_valueTitle; }
    QString shortValueTitle() const { return m_shortValueTitle; }
    // The chart's title, and a shorter one shown where the chart is too narrow for it (Qt Charts
    // elides a title: "Factor de ramificación efectivo por etiqueta..."). Figures always draw the
    // whole title, wrapped. QChart::title() is the title shown.
    void setChartTitle(const QString& title, const QString& shortTitle = {});
    QString fullTitle() const { return m_fullTitle; }
    QString shortTitle() const { return m_shortTitle; }
    void setXTitle(const QString& title);
    QString xTitle() const;
    // The value axis's title as shown, with its unit ("time (ms)"), even while titles are off.
    QString valueAxisTitle() const { return m_valueAxisTitle; }
    // A second line under the title: the view (absolute, ratio to a search, branching factor)
    // and the positions. Shown above the plot on screen and in the figures.
    void setSubtitle(const QString& subtitle);
    QString subtitle() const { return m_subtitle; }
    // Panels leave their axis titles to the grid around them (see ChartPanels.h).
    void setAxisTitlesVisible(bool visible);
    // Figures leave ", log scale" out of the value axis title: their decade ticks say it, and a
    // short plot under a long legend has little room for the title.
    void setLogScaleInTitle(bool shown);
    // At most this many value-axis labels (0: as many as the decades ask). The chart also keeps
    // to as many as its plot's height holds: Qt Charts elides ("...") labels closer than their
    // height and two paddings.
    void setMaxValueTicks(int count);
    // The lines' width and the markers' size, in the chart's units (pixels on screen, points in
    // a figure).
    void setLineWidth(qreal width);
    void setMarkerSize(qreal size);
    qreal lineWidth() const { return m_lineWidth; }
    qreal markerSize() const { return m_markerSize; }
    // The markers' size as drawn: smaller where the x's lie closer than two markers.
    qreal drawnMarkerSize() const { return m_drawnMarkerSize; }

    // Shows exactly `series`: when the lines are the same (ids and names) only their points
    // are replaced, otherwise they are rebuilt in the given order.
    void setSeries(std::vector<ChartSeries> series);
    const std::vector<ChartSeries>& chartSeries() const { return m_series; }
    QLineSeries* lineOf(const QString& id) const;
    // The points a series' line is drawn through, in plotted coordinates (log10 of y on a
    // logarithmic axis), with the sideways shift that keeps coinciding points apart.
    QList<QPointF> drawnPoints(const QString& id) const;

    // The x range while there are no points, and the first x labelled.
    void setEmptyXRange(double first, double last);
    // Always this x range, whatever the points (a line whose points fill in over time).
    void setFixedXRange(double first, double last);
    std::pair<double, double> emptyXRange() const { return {m_emptyFirst, m_emptyLast}; }
    bool isXRangeFixed() const { return m_fixedX; }

    void setLogarithmic(bool logarithmic);
    bool isLogarithmic() const { return m_logarithmic; }
    // A percentage is always linear, and so is a chart set always linear (a branching factor
    // between 1 and 10 has no decades to tick).
    bool logarithmicAxis() const { return m_logarithmic && !m_alwaysLinear && m_quantity != Quantity::Percent; }
    void setAlwaysLinear(bool linear);
    bool isAlwaysLinear() const { return m_alwaysLinear; }
    // On a linear axis, room of this much beyond the lowest and highest values, so their points
    // are not drawn on the plot's edge (0: the axis may end at them).
    void setValueMargin(double margin);
    double valueMargin() const { return m_valueMargin; }
    // The unit of the y axis's labels for the current data.
    Unit valueUnit() const { return m_unit; }
    QStringList tickLabels() const;

    // The shown series' extent, and the extent the axes cover instead of their own (the panels
    // of one figure share their axes); nullopt: their own.
    DataRange dataRange() const;
    void setSharedRange(std::optional<DataRange> range);

    ChartLayout layoutMode() const { return m_layout; }
    void setLayoutMode(ChartLayout layout);
    // The panels of ChartLayout::Panels in order of first appearance (series without a panel
    // name are left out).
    QStringList panels() const;

    QStringList hiddenSeries() const;
    void setHiddenSeries(const QStringList& ids);
    void setSeriesHidden(const QString& id, bool hidden);
    bool isSeriesHidden(const QString& id) const { return m_hidden.contains(id); }

    // Draws `id` thicker and the others faint; an empty id draws them all alike.
    void highlight(const QString& id);

    // After a zoom (QChart::zoomIn, zoom, scroll) data updates keep the axes until resetZoom().
    void noteZoomed() { m_zoomed = true; }
    void resetZoom();
    bool isZoomed() const { return m_zoomed; }

    // The x of a shown point nearest to `x`, if any point is shown.
    std::optional<double> nearestX(double x) const;
    // What the pointer's readout lists at the shown x nearest to `x`: every shown series.
    ChartReadout readoutAt(double x) const;
    // The shown point nearest to `position` (chart coordinates), within `maxDistance` of it:
    // (series index, point index).
    std::optional<std::pair<std::size_t, qsizetype>> pointNear(QPointF position, qreal maxDistance);
    // A point was clicked: emits pointClicked for it.
    void clickPoint(std::size_t series, qsizetype point);
    // y in the chart's quantity as the readout writes it: "12,345", "3.40 ms", "45.2 %", "3.2 MiB".
    QString valueText(double value) const;

signals:
    // A point of a line was entered or left: its description (tips) and the series' id.
    void pointHovered(const QString& description, bool entered);
    void seriesHovered(const QString& id, bool entered);
    // points[index] of the series `id` was clicked.
    void pointClicked(const QString& id, int index);
    void hiddenSeriesChanged();
    void seriesChanged();
    void subtitleChanged();
    void layoutModeChanged();
    // Anything drawn changed (points, scale, ranges, titles): panels copying this chart follow.
    void appearanceChanged();

protected:
    // The readout's first line for x ("PV label 30").
    virtual QString readoutHeading(double x) const;

private:
    void rebuildLines();
    // The lines' points again after the scale changed, and the axes for them.
    void replot();
    void styleLine(std::size_t index);
    QList<QPointF> plotted(std::size_t index) const;
    double plottedY(double y) const;
    void updateRanges();
    void updateXTicks();
    void updateValueTitle();
    void updateTitleFit();
    // How many value labels the plot's height holds (0: no plot yet).
    int fittingValueTicks() const;
    // Shifts apart the points that would be drawn on top of each other.
    void updateDodge();
    void lineHovered(std::size_t index, const QPointF& point, bool entered);

    Quantity m_quantity;
    QString m_valueTitle;
    QString m_shortValueTitle;
    QString m_fullTitle;
    QString m_shortTitle;
    QString m_subtitle;
    QString m_xTitle;
    QString m_valueAxisTitle;
    bool m_axisTitles = true;
    bool m_logarithmic = true;
    bool m_alwaysLinear = false;
    bool m_zoomed = false;
    double m_emptyFirst = 1;
    double m_emptyLast = 10;
    bool m_fixedX = false;
    double m_valueMargin = 0;
    int m_maxValueTicks = 0;
    int m_fittingTicks = 0;
    bool m_logScaleInTitle = true;
    qreal m_lineWidth = 2;
    qreal m_markerSize = 10;
    qreal m_drawnMarkerSize = 10;
    bool m_dodging = false;
    ChartLayout m_layout = ChartLayout::Overlaid;
    std::optional<DataRange> m_sharedRange;
    Unit m_unit;
    QString m_highlighted;
    QValueAxis* m_xAxis = nullptr;
    QCategoryAxis* m_yAxis = nullptr;
    std::vector<ChartSeries> m_series;
    std::vector<QLineSeries*> m_lines;   // m_lines[i] draws m_series[i]
    std::vector<QList<double>> m_shifts; // m_shifts[i][j]: points[j]'s sideways shift in x units
    QSet<QString> m_hidden;
};

// The smallest value a logarithmic axis shows of each quantity (a 0 would hide the line).
double smallestPlotted(Quantity quantity);

} // namespace othello
