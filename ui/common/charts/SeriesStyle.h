#pragma once

#include <QColor>
#include <QImage>
#include <QPainter>
#include <QRectF>
#include <vector>

namespace othello {

// The marker at each point of a chart line. Every algorithm has a shape of its own
// (common/AlgorithmNames.h), so that two lines of close values stay apart in grey print too.
enum class MarkerShape { Circle, Square, TriangleUp, Diamond, TriangleDown, Cross, Plus, Star, Hexagon, TriangleLeft };

// How a marker is filled: tells apart runs (and a run's sets of positions) whose lines share
// colour, shape and line style.
enum class MarkerFill { Filled, Hollow, Dotted };

// The i-th shape of the cycle above: the first series of a kind gets a circle.
MarkerShape markerShapeAt(std::size_t index);
// The i-th fill: filled, hollow, dotted, filled, ...
MarkerFill markerFillAt(std::size_t index);

// The colours of a category with more members than the algorithms (the table policies of a
// policy comparison): matplotlib's ten "tab10" colours, the palette most students know, far
// enough apart to be told apart beside their markers. Cycles after ten.
QColor categoryColor(std::size_t index);
inline constexpr std::size_t kCategoryColors = 10;
// The marker of the i-th member of such a category: a different (colour, marker) pair for each
// of the first hundred.
MarkerShape categoryMarker(std::size_t index);
// `count` colours of that palette, leaving out those close to the `taken` ones (the algorithms
// shown beside the category); cycling when they run out.
std::vector<QColor> categoryColorsBeside(const std::vector<QColor>& taken, std::size_t count);

// How different two colours look: the CIE76 distance in L*a*b* (2.3 just noticeable; from about
// 30 two colours are told apart side by side, from 40 they are different hues).
double colorDifference(const QColor& a, const QColor& b);

// Solid without a table, dashed with one.
Qt::PenStyle ttPenStyle(bool tt);

// Draws one marker centred on `centre`, `size` across.
void drawMarker(QPainter& painter, QPointF centre, MarkerShape shape, const QColor& color, qreal size,
                MarkerFill fill = MarkerFill::Filled);

// The marker as an image for QXYSeries::setLightMarker (device-pixel ratio 2 stays sharp).
QImage markerImage(MarkerShape shape, const QColor& color, qreal size, MarkerFill fill = MarkerFill::Filled);

// A legend sample: a short stretch of the line with its style and its marker in the middle.
void drawSeriesSample(QPainter& painter, const QRectF& area, const QColor& color, Qt::PenStyle penStyle,
                      MarkerShape shape, qreal lineWidth, MarkerFill fill = MarkerFill::Filled);

} // namespace othello
