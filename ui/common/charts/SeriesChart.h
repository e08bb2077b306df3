#pragma once

#include "AxisScale.h"
#include "ChartSeries.h"

#include <QChart>
#include <QSet>
#include <QStringList>
#include <vector>

class QCategoryAxis;
class QLineSeries;
class QValueAxis;

namespace othello {

// The one chart of the application (Compare, Depths, the exported figures): lines of
// ChartSeries over an integer x, a y axis of a Quantity on a logarithmic scale ticked at whole
// decades or on a linear one, ticks labelled in one unit ("1 k", "10 ms"). Its own legend is
// off: ChartLegend lists the series beside it and the figure export draws them whole.
// Takes whole series at once (QXYSeries::replace; append is O(n^2) in Qt 6.4).
class SeriesChart : public QChart {
    Q_OBJECT
public:
    explicit SeriesChart(Quantity quantity, QGraphicsItem* parent = nullptr);

    Quantity quantity() const { return m_quantity; }
    void setQuantity(Quantity quantity);
    // The y axis's title without its unit, e.g. "nodes", "time": the unit is added to it.
    void setValueTitle(const QString& title);
    QString valueTitle() const { return m_valueTitle; }
    void setXTitle(const QString& title);
    // Figures leave ", log scale" out of the value axis title: their decade ticks say it, and a
    // short plot under a long legend has little room for the title.
    void setLogScaleInTitle(bool shown);
    // At most this many value-axis labels (0: as many as the decades ask); figures set it from
    // their plot's height.
    void setMaxValueTicks(int count);

    // Shows exactly `series`: when the lines are the same (ids and names) only their points
    // are replaced, otherwise they are rebuilt in the given order.
    void setSeries(std::vector<ChartSeries> series);
    const std::vector<ChartSeries>& chartSeries() const { return m_series; }
    QLineSeries* lineOf(const QString& id) const;

    // The x range while there are no points, and the first x labelled.
    void setEmptyXRange(double first, double last);
    // Always this x range, whatever the points (a line whose points fill in over time).
    void setFixedXRange(double first, double last);

    void setLogarithmic(bool logarithmic);
    bool isLogarithmic() const { return m_logarithmic; }
    // A percentage is always linear, and so is a chart set always linear (a branching factor
    // between 1 and 10 has no decades to tick).
    bool logarithmicAxis() const { return m_logarithmic && !m_alwaysLinear && m_quantity != Quantity::Percent; }
    void setAlwaysLinear(bool linear);
    // On a linear axis, room of this much beyond the lowest and highest values, so their points
    // are not drawn on the plot's edge (0: the axis may end at them).
    void setValueMargin(double margin);
    // The unit of the y axis's labels for the current data.
    Unit valueUnit() const { return m_unit; }
    QStringList tickLabels() const;

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

signals:
    // A point of a line was entered or left: its description (tips) and the series' id.
    void pointHovered(const QString& description, bool entered);
    void seriesHovered(const QString& id, bool entered);
    void hiddenSeriesChanged();
    void seriesChanged();

private:
    void rebuildLines();
    // The lines' points again after the scale changed, and the axes for them.
    void replot();
    void styleLine(std::size_t index);
    QList<QPointF> plotted(const QList<QPointF>& points) const;
    void updateRanges();
    void updateXTicks();
    void updateValueTitle();
    void lineHovered(std::size_t index, const QPointF& point, bool entered);

    Quantity m_quantity;
    QString m_valueTitle;
    bool m_logarithmic = true;
    bool m_alwaysLinear = false;
    bool m_zoomed = false;
    double m_emptyFirst = 1;
    double m_emptyLast = 10;
    bool m_fixedX = false;
    double m_valueMargin = 0;
    int m_maxValueTicks = 0;
    bool m_logScaleInTitle = true;
    Unit m_unit;
    QString m_highlighted;
    QValueAxis* m_xAxis = nullptr;
    QCategoryAxis* m_yAxis = nullptr;
    std::vector<ChartSeries> m_series;
    std::vector<QLineSeries*> m_lines; // m_lines[i] draws m_series[i]
    QSet<QString> m_hidden;
};

// The smallest value a logarithmic axis shows of each quantity (a 0 would hide the line).
double smallestPlotted(Quantity quantity);

} // namespace othello
