#pragma once

#include "engine/trace/SearchTrace.h"

#include <QGraphicsView>

class QGraphicsItem;
class QGraphicsScene;
class QPainter;

namespace othello {

// How a record's call is drawn: circle (search), diamond (TEST), square (null-window probe),
// double ring (re-search). Shared by the drawing and its legend.
enum class TraceMark { Circle, Diamond, Square, DoubleRing };
TraceMark traceMarkOf(trace::CallKind call);
void paintTraceMark(QPainter& painter, TraceMark mark, double radius);

// Adds the drawing's legend (colours by type, shapes by call, the table's mark, pruned moves)
// to `scene` at `topLeft`, its text `textPixels` high, in two rows; the items are children of
// `parent` when given (so that one delete removes them). Returns the area it covers.
QRectF addTraceLegend(QGraphicsScene& scene, QPointF topLeft, double textPixels, QGraphicsItem* parent = nullptr);

// The legend on screen: shrunk to fit a narrow space rather than cut, never grown.
class TraceLegendView : public QGraphicsView {
    Q_OBJECT
public:
    explicit TraceLegendView(double textPixels, QWidget* parent = nullptr);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void build();
    void fitWidth();
    double m_textPixels;
};

} // namespace othello
