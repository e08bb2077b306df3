#include "SeriesStyle.h"

#include <QPainterPath>
#include <QPolygonF>
#include <algorithm>
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

constexpr std::array kShapes{
    MarkerShape::Circle, MarkerShape::Square, MarkerShape::TriangleUp, MarkerShape::Diamond, MarkerShape::TriangleDown,
    MarkerShape::Cross,  MarkerShape::Plus,   MarkerShape::Star,       MarkerShape::Hexagon, MarkerShape::TriangleLeft};

} // namespace

MarkerShape markerShapeAt(std::size_t index) { return kShapes[index % kShapes.size()]; }

MarkerFill markerFillAt(std::size_t index)
{
    static constexpr std::array kFills{MarkerFill::Filled, MarkerFill::Hollow, MarkerFill::Dotted};
    return kFills[index % kFills.size()];
}

QColor categoryColor(std::size_t index)
{
    static constexpr std::array<QRgb, kCategoryColors> kColors{0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd,
                                                               0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf};
    return QColor::fromRgb(kColors[index % kColors.size()]);
}

MarkerShape categoryMarker(std::size_t index)
{
    // Shifted by one shape each time the colours start again: pair i and pair i + 10 differ.
    return markerShapeAt(index + index / kCategoryColors);
}

double colorDifference(const QColor& a, const QColor& b)
{
    const auto lab = [](const QColor& c) {
        const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        const double r = linear(c.redF()), g = linear(c.greenF()), bl = linear(c.blueF());
        const double x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047;
        const double y = 0.2126 * r + 0.7152 * g + 0.0722 * bl;
        const double z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883;
        const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
        return std::array<double, 3>{116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
    };
    const auto p = lab(a), q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

std::vector<QColor> categoryColorsBeside(const std::vector<QColor>& taken, std::size_t count)
{
    // 30: tab10's orange beside the Okabe-Ito orange of Negamax (27) reads as the same hue.
    constexpr double kApart = 30;
    std::vector<QColor> free;
    for (std::size_t i = 0; i < kCategoryColors; ++i) {
        const QColor color = categoryColor(i);
        if (std::all_of(taken.begin(), taken.end(),
                        [&](const QColor& t) { return colorDifference(color, t) >= kApart; }))
            free.push_back(color);
    }
    if (free.empty())
        free.push_back(categoryColor(0));
    std::vector<QColor> colors;
    for (std::size_t i = 0; i < count; ++i)
        colors.push_back(free[i % free.size()]);
    return colors;
}

Qt::PenStyle ttPenStyle(bool tt) { return tt ? Qt::DashLine : Qt::SolidLine; }

void drawMarker(QPainter& painter, QPointF centre, MarkerShape shape, const QColor& color, qreal size, MarkerFill fill)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal r = size / 2;
    const QColor white(255, 255, 255, color.alpha());
    if (fill == MarkerFill::Filled) {
        // A white rim keeps filled shapes apart where lines cross.
        painter.setPen(QPen(white, std::max(0.6, size / 10)));
        painter.setBrush(color);
    } else {
        // An outline in the colour around a white inside (with a dot in the middle when dotted).
        painter.setPen(QPen(color, std::max(0.8, size / 6)));
        painter.setBrush(white);
    }
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
        // Hollow and dotted: thinner strokes.
        const qreal stroke = fill == MarkerFill::Filled ? size / 4.5 : size / 7;
        painter.setPen(QPen(color, std::max(1.0, stroke), Qt::SolidLine, Qt::FlatCap));
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
    if (fill == MarkerFill::Dotted && shape != MarkerShape::Cross && shape != MarkerShape::Plus) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(color);
        painter.drawEllipse(centre, r * 0.28, r * 0.28);
    }
    painter.restore();
}

QImage markerImage(MarkerShape shape, const QColor& color, qreal size, MarkerFill fill)
{
    constexpr qreal kRatio = 2;
    const int pixels = int(std::ceil(size * kRatio));
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    drawMarker(painter, QPointF(pixels / 2.0, pixels / 2.0), shape, color, pixels - 2, fill);
    return image;
}

void drawSeriesSample(QPainter& painter, const QRectF& area, const QColor& color, Qt::PenStyle penStyle,
                      MarkerShape shape, qreal lineWidth, MarkerFill fill)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(color, lineWidth, penStyle);
    pen.setCapStyle(Qt::FlatCap);
    painter.setPen(pen);
    const qreal y = area.center().y();
    painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    painter.restore();
    drawMarker(painter, area.center(), shape, color, std::min(area.height(), area.width()) * 0.8, fill);
}

} // namespace othello
