#pragma once

#include <QColor>
#include <QImage>
#include <QPainter>
#include <QRectF>

namespace othello {

// The third encoding of a chart line after colour (the algorithm) and line style (TT off/on):
// the marker at each point, telling table policies, runs or files apart.
enum class MarkerShape { Circle, Square, TriangleUp, Diamond, TriangleDown, Cross, Plus, Star, Hexagon, TriangleLeft };

// The i-th shape of the cycle above: the first series of a kind gets a circle.
MarkerShape markerShapeAt(std::size_t index);

// Solid without a table, dashed with one.
Qt::PenStyle ttPenStyle(bool tt);

// Draws one marker centred on `centre`, `size` across.
void drawMarker(QPainter& painter, QPointF centre, MarkerShape shape, const QColor& color, qreal size);

// The marker as an image for QXYSeries::setLightMarker (device-pixel ratio 2 stays sharp).
QImage markerImage(MarkerShape shape, const QColor& color, qreal size);

// A legend sample: a short stretch of the line with its style and its marker in the middle.
void drawSeriesSample(QPainter& painter, const QRectF& area, const QColor& color, Qt::PenStyle penStyle,
                      MarkerShape shape, qreal lineWidth);

} // namespace othello
