#pragma once

#include "SeriesStyle.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace othello {

// One line of a chart as plain data, handed to a SeriesChart in one call. Colour and marker name
// the main category (the algorithm; a table policy in a policy comparison), line style the table
// (off solid, on dashed), the marker's fill the run.
struct ChartSeries {
    QString id;   // stable while the data changes: hidden state and highlight follow it
    QString name; // the whole legend text, never elided
    // The legend's group (the algorithm's name) and the entry's text under it ("TT on (always)"):
    // entries stay one line long under their group's name. Empty text: the whole name.
    QString group;
    QString groupText;
    // The small multiple the series is drawn in when the chart shows panels (the algorithm), and
    // its legend text there, the same in every panel ("TT on").
    QString panel;
    QString panelText;
    QColor color;
    Qt::PenStyle penStyle = Qt::SolidLine;
    MarkerShape marker = MarkerShape::Circle;
    MarkerFill fill = MarkerFill::Filled;
    QList<QPointF> points; // y in the chart's quantity (count, seconds, percent, KiB, ratio)
    QStringList tips;      // tips[i]: what points[i] is, with exact values; may be empty
    // values[i]: points[i]'s value as the pointer's readout shows it ("12,345", "3.4 ms"); empty:
    // the chart writes y in its quantity. notes[i]: what the readout adds (the difference to the
    // reference of a ratio).
    QStringList values;
    QStringList notes;

    QString entryText() const { return groupText.isEmpty() ? name : groupText; }
};

} // namespace othello
