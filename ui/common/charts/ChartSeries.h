#pragma once

#include "SeriesStyle.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace othello {

// One line of a chart as plain data, handed to a SeriesChart in one call. Colour, line style and
// marker are the three encodings (algorithm, TT off/on, table policy or run); `group` gathers
// the legend's entries (the algorithm's name).
struct ChartSeries {
    QString id;   // stable while the data changes: hidden state and highlight follow it
    QString name; // the whole legend text, never elided
    QString group;
    QColor color;
    Qt::PenStyle penStyle = Qt::SolidLine;
    MarkerShape marker = MarkerShape::Circle;
    QList<QPointF> points; // y in the chart's quantity (count, seconds, percent, KiB, ratio)
    QStringList tips;      // tips[i]: what points[i] is, with exact values; may be empty
};

} // namespace othello
