#include "ApplicationIcon.h"

#include <QImageReader>
#include <QPainter>
#include <QPixmap>
#include <QRadialGradient>

namespace othello {

namespace {
const QString kIconPath = QStringLiteral(":/icons/othello-search-lab.svg");

void paintDisc(QPainter& painter, QPointF centre, double radius, bool black)
{
    QRadialGradient gradient(centre + QPointF(-0.24 * radius, -0.3 * radius), 1.4 * radius);
    gradient.setColorAt(0, black ? QColor(0x5a, 0x5a, 0x5a) : QColor(Qt::white));
    gradient.setColorAt(1, black ? QColor(0x11, 0x11, 0x11) : QColor(0xd4, 0xd4, 0xd4));
    painter.setBrush(gradient);
    painter.setPen(black ? QPen(Qt::NoPen) : QPen(QColor(0x9a, 0x9a, 0x9a), 2));
    painter.drawEllipse(centre, radius, radius);
}

// The shapes of resources/othello-search-lab.svg, in its 256 x 256 coordinates.
QPixmap paintedIcon(int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(size / 256.0, size / 256.0);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x1c, 0x5f, 0x3b));
    painter.drawRoundedRect(QRectF(8, 8, 240, 240), 40, 40);
    painter.setBrush(QColor(0x2e, 0x8b, 0x57));
    painter.drawRoundedRect(QRectF(32, 32, 192, 192), 10, 10);
    painter.setPen(QPen(QColor(0x1c, 0x5f, 0x3b), 4));
    for (int line : {80, 128, 176}) {
        painter.drawLine(QPointF(line, 32), QPointF(line, 224));
        painter.drawLine(QPointF(32, line), QPointF(224, line));
    }
    paintDisc(painter, {104, 104}, 19, false);
    paintDisc(painter, {152, 104}, 19, true);
    paintDisc(painter, {104, 152}, 19, true);
    paintDisc(painter, {152, 152}, 19, false);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x0f, 0x3d, 0x25, 190));
    painter.drawEllipse(QPointF(104, 56), 7, 7);
    painter.drawEllipse(QPointF(56, 104), 7, 7);
    return pixmap;
}
} // namespace

QIcon applicationIcon()
{
    if (QImageReader::supportedImageFormats().contains("svg"))
        return QIcon(kIconPath);
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addPixmap(paintedIcon(size));
    return icon;
}

} // namespace othello
