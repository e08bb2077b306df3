#include "TraceDrawing.h"

#include "TraceScene.h"

#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace othello {

TraceDrawing::TraceDrawing(TraceScene* scene, QWidget* parent) : QGraphicsView(scene, parent), m_scene(scene)
{
    setRenderHint(QPainter::Antialiasing);
    setRenderHint(QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    // No scroll bars: they would take room from the drawing whenever it fits exactly; a drag pans.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setBackgroundBrush(Qt::white);
    connect(scene, &TraceScene::drawingChanged, this, [this] {
        if (m_autoFit)
            fit();
    });
    connect(scene, &TraceScene::currentChanged, this, &TraceDrawing::showCurrent);
}

double TraceDrawing::nodeTextPixels() const { return TraceScene::kNodeTextPixels * transform().m11(); }

void TraceDrawing::setMinimumTextPixels(double pixels)
{
    m_minimumTextPixels = pixels;
    if (m_autoFit)
        fit();
}

void TraceDrawing::setMaximumTextPixels(double pixels)
{
    m_maximumTextPixels = pixels;
    if (m_autoFit)
        fit();
}

void TraceDrawing::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (m_autoFit)
        fit();
}

void TraceDrawing::zoomBy(double factor)
{
    m_autoFit = false;
    const double current = transform().m11();
    const double target = std::clamp(current * factor, 0.05, 8.0);
    scale(target / current, target / current);
}

void TraceDrawing::zoomIn() { zoomBy(1.25); }

void TraceDrawing::zoomOut() { zoomBy(1 / 1.25); }

void TraceDrawing::fitToView()
{
    m_autoFit = true;
    fit();
}

void TraceDrawing::fit()
{
    const QRectF area = sceneRect();
    const QRectF room = viewport()->rect().adjusted(2, 2, -2, -2);
    if (area.isEmpty() || room.isEmpty())
        return;
    const double whole = std::min(room.width() / area.width(), room.height() / area.height());
    const double largest = m_maximumTextPixels / TraceScene::kNodeTextPixels;
    const double smallest = m_minimumTextPixels / TraceScene::kNodeTextPixels;
    const double scale = std::max(std::min(whole, largest), smallest);
    setTransform(QTransform::fromScale(scale, scale));
    if (scale <= whole) {
        centerOn(area.center());
        return;
    }
    // Too wide at a size a room can read: the root's plies from the top, around the step.
    showCurrent(m_scene->current());
}

void TraceDrawing::showRecord(int record, double textPixels)
{
    const std::optional<QRectF> node = m_scene->recordArea(record);
    if (!node)
        return;
    m_autoFit = false;
    if (nodeTextPixels() < textPixels) {
        const double scale = textPixels / TraceScene::kNodeTextPixels;
        setTransform(QTransform::fromScale(scale, scale));
    }
    centerOn(node->center());
}

void TraceDrawing::showCurrent(int record)
{
    const std::optional<QRectF> node = m_scene->recordArea(record >= 0 ? record : 0);
    if (!node)
        return;
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    if (visible.contains(*node))
        return;
    const double halfHeight = visible.height() / 2;
    // Horizontally on the record; vertically as high as the drawing allows, the root in view when it can be.
    const double top = sceneRect().top();
    const double y = std::max(node->center().y(), top + halfHeight);
    const double lowest = node->bottom() + 8 - halfHeight;
    centerOn(node->center().x(), std::min(y, std::max(lowest, top + halfHeight)));
}

void TraceDrawing::wheelEvent(QWheelEvent* event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(1.15, steps));
    event->accept();
}

void TraceDrawing::mousePressEvent(QMouseEvent* event)
{
    m_pressPosition = event->position().toPoint();
    QGraphicsView::mousePressEvent(event);
}

void TraceDrawing::mouseReleaseEvent(QMouseEvent* event)
{
    QGraphicsView::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton || (event->position().toPoint() - m_pressPosition).manhattanLength() > 4)
        return; // a drag
    bool onBadge = false;
    const int record = m_scene->recordAt(mapToScene(event->position().toPoint()), &onBadge);
    if (record < 0)
        return;
    if (onBadge)
        m_scene->setExpanded(record, !m_scene->isExpanded(record));
    else
        emit recordClicked(record);
}

} // namespace othello
