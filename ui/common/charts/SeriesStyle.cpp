#include "SeriesStyle.h"

#include <QPainterPath>
#include <QPolygonF>
#include <array>
#include <cmath>
#include <numbers>

namespace othello {

namespace {

QPolygonF regularPolygon(QPointF centre, qreal radius, int corners, qreal startDegrees)
{
    QPolygonF polygon;
    for (int i = 0; i < corners; ++i) {
        const qreal angle = (startDegrees + 360.0 * i / corners) * std::numbers::pi / 180.0;
        polygon << centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    return polygon;
}

QPolygonF star(QPointF centre, qreal radius)
{
    QPolygonF polygon;
    for (int i = 0; i < 10; ++i) {
        const qreal r = i % 2 == 0 ? radius : radius * 0.45;
        const qreal angle = (-90.0 + 36.0 * i) * std::numbers::pi / 180.0;
        polygon << centre + QPointF(r * std::cos(angle), r * std::sin(angle));
    }
    return polygon;
}

} // namespace

MarkerShape markerShapeAt(std::size_t index)
{
    static constexpr std::array kShapes{MarkerShape::Circle,      MarkerShape::Square,       MarkerShape::TriangleUp,
                                        MarkerShape::Diamond,     MarkerShape::TriangleDown, MarkerShape::Cross,
                                        MarkerShape::Plus,        MarkerShape::Star,         MarkerShape::Hexagon,
                                        MarkerShape::TriangleLeft};
    return kShapes[index % kShapes.size()];
}

Qt::PenStyle ttPenStyle(bool tt) { return tt ? Qt::DashLine : Qt::SolidLine; }

void drawMarker(QPainter& painter, QPointF centre, MarkerShape shape, const QColor& color, qreal size)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal r = size / 2;
    // Filled shapes get a white rim so that they stay apart where lines cross.
    painter.setPen(QPen(QColor(255, 255, 255, color.alpha()), std::max(0.6, size / 10)));
    painter.setBrush(color);
    switch (shape) {
    case MarkerShape::Circle:
        painter.drawEllipse(centre, r * 0.9, r * 0.9);
        break;
    case MarkerShape::Square:
        painter.drawRect(QRectF(centre - QPointF(r * 0.8, r * 0.8), QSizeF(r * 1.6, r * 1.6)));
        break;
    case MarkerShape::TriangleUp:
        painter.drawPolygon(regularPolygon(centre + QPointF(0, r * 0.15), r, 3, -90));
        break;
    case MarkerShape::TriangleDown:
        painter.drawPolygon(regularPolygon(centre - QPointF(0, r * 0.15), r, 3, 90));
        break;
    case MarkerShape::TriangleLeft:
        painter.drawPolygon(regularPolygon(centre + QPointF(r * 0.15, 0), r, 3, 180));
        break;
    case MarkerShape::Diamond:
        painter.drawPolygon(regularPolygon(centre, r, 4, -90));
        break;
    case MarkerShape::Hexagon:
        painter.drawPolygon(regularPolygon(centre, r * 0.95, 6, 0));
        break;
    case MarkerShape::Star:
        painter.drawPolygon(star(centre, r * 1.1));
        break;
    case MarkerShape::Cross:
    case MarkerShape::Plus: {
        // Strokes, not areas: drawn in the colour itself, thick enough to read.
        painter.setPen(QPen(color, std::max(1.2, size / 4.5), Qt::SolidLine, Qt::FlatCap));
        const qreal d = shape == MarkerShape::Cross ? r * 0.75 : r * 0.95;
        if (shape == MarkerShape::Cross) {
            painter.drawLine(centre + QPointF(-d, -d), centre + QPointF(d, d));
            painter.drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d));
        } else {
            painter.drawLine(centre + QPointF(-d, 0), centre + QPointF(d, 0));
            painter.drawLine(centre + QPointF(0, -d), centre + QPointF(0, d));
        }
        break;
    }
    }
    painter.restore();
}

QImage markerImage(MarkerShape shape, const QColor& color, qreal size)
{
    constexpr qreal kRatio = 2;
    const int pixels = int(std::ceil(size * kRatio));
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    drawMarker(painter, QPointF(pixels / 2.0, pixels / 2.0), shape, color, pixels - 2);
    return image;
}

void drawSeriesSample(QPainter& painter, const QRectF& area, const QColor& color, Qt::PenStyle penStyle,
                      MarkerShape shape, qreal lineWidth)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(color, lineWidth, penStyle);
    pen.setCapStyle(Qt::FlatCap);
    painter.setPen(pen);
    const qreal y = area.center().y();
    painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    painter.restore();
    drawMarker(painter, area.center(), shape, color, std::min(area.height(), area.width()) * 0.8);
}

} // namespace othello
