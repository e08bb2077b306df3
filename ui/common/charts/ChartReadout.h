#pragma once

#include "SeriesStyle.h"

#include <QColor>
#include <QList>
#include <QString>

namespace othello {

// One series' line of the pointer's readout: its sample, name and value at the readout's x.
struct ChartReadoutRow {
    QString id;
    QString name;
    QString value; // "—" when the series has no point there
    // What the value adds: "same as Alpha-beta TT off" when another series has the very same
    // value, the difference to the reference of a ratio.
    QString note;
    QColor color;
    Qt::PenStyle penStyle = Qt::SolidLine;
    MarkerShape marker = MarkerShape::Circle;
    MarkerFill fill = MarkerFill::Filled;
    bool hasValue = false;
};

// What a chart shows at one x: a heading ("PV label 30") and every shown series, highest value
// first (the order of the lines on the plot), those without a value last.
struct ChartReadout {
    double x = 0;
    QString heading;
    QList<ChartReadoutRow> rows;
};

} // namespace othello
