#pragma once

#include "PlotSeries.h"

#include <QChart>
#include <QSet>
#include <QStringList>
#include <vector>

class QAbstractAxis;
class QLegendMarker;
class QLineSeries;
class QValueAxis;

namespace othello {

// A chart of one quantity per PV label or per position of a position file (node counts or
// seconds), shared by the GUI and the PNG
// export so both draw the same. Takes whole series at once (QXYSeries::replace, never
// append: append is O(n^2) in Qt 6.4), switches between logarithmic and linear y axes, hides a
// series when its legend entry is clicked, and describes a hovered point.
class LabelChart : public QChart {
    Q_OBJECT
public:
    explicit LabelChart(PlotKind kind, QGraphicsItem* parent = nullptr);

    PlotKind kind() const { return m_kind; }
    // Shows exactly `series`: when the set of lines is unchanged only their points are replaced;
    // otherwise the lines are rebuilt so the legend keeps the order of `series`.
    void setPlotSeries(std::vector<PlotSeries> series);
    const std::vector<PlotSeries>& plotSeries() const { return m_data; }
    QLineSeries* lineSeries(const QString& id) const;

    // The x axis while the chart has no points: the positions the form has chosen, PV labels or
    // a position file's numbers, from `first` to `last`. Points always name their own x.
    void setChosenPositions(bool file, int first, int last);
    bool isPositionFileChosen() const { return m_positionFileChosen; }

    void setLogarithmic(bool logarithmic);
    bool isLogarithmic() const { return m_logarithmic; }
    // The hit rate is a percentage, always on a linear axis.
    bool logarithmicAxis() const { return m_logarithmic && m_kind != PlotKind::HitRate; }

    // Ids of the series hidden from the legend, kept across updates.
    QStringList hiddenSeries() const;
    void setHiddenSeries(const QStringList& ids);
    void setSeriesHidden(const QString& id, bool hidden);

signals:
    // A point of a line was entered (true) or left (false); `description` names its search.
    void pointHovered(const QString& description, bool entered);

private:
    enum class XAxis { Label, Position, Both };
    void updateTitles();
    void rebuildLines();
    void replaceYAxis();
    void updateRanges();
    void showHiddenState(QLineSeries* line, bool hidden);
    void legendMarkerClicked(QLegendMarker* marker);
    void lineHovered(std::size_t index, const QPointF& point, bool entered);

    PlotKind m_kind;
    bool m_logarithmic = true;
    bool m_positionFileChosen = false;
    int m_chosenFirst = 1;
    int m_chosenLast = 34;
    QValueAxis* m_xAxis = nullptr;
    QAbstractAxis* m_yAxis = nullptr;
    std::vector<PlotSeries> m_data;
    std::vector<QLineSeries*> m_lines; // m_lines[i] draws m_data[i]
    QSet<QString> m_hidden;
};

} // namespace othello
