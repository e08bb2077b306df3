#include "SeriesChartView.h"

#include "SeriesChart.h"

#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QRubberBand>
#include <QWheelEvent>

namespace othello {

namespace {

constexpr qreal kWheelZoomStep = 1.25;
constexpr int kDragThreshold = 5;   // pixels: less is a click, not a zoom rectangle
constexpr qreal kClickDistance = 9; // pixels from a point's centre that still pick it
constexpr QSize kSample(26, 10);
constexpr int kPadding = 6;
constexpr int kGap = 8;

} // namespace

ChartReadoutBox::ChartReadoutBox(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    hide();
}

void ChartReadoutBox::setReadout(const ChartReadout& readout)
{
    m_readout = readout;
    resize(sizeHint());
    update();
}

QSize ChartReadoutBox::sizeHint() const
{
    const QFontMetrics metrics(font());
    QFont bold = font();
    bold.setBold(true);
    int names = 0;
    int values = 0;
    int notes = 0;
    for (const ChartReadoutRow& row : m_readout.rows) {
        names = std::max(names, metrics.horizontalAdvance(row.name));
        values = std::max(values, metrics.horizontalAdvance(row.value));
        notes = std::max(notes, row.note.isEmpty() ? 0 : metrics.horizontalAdvance(row.note) + kGap);
    }
    const int width = std::max(QFontMetrics(bold).horizontalAdvance(m_readout.heading),
                               kSample.width() + kGap + names + kGap + values + notes);
    const int height = metrics.height() * int(m_readout.rows.size() + 1) + 2 * kPadding + 2;
    return {width + 2 * kPadding, height};
}

void ChartReadoutBox::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QColor(0x80, 0x80, 0x80));
    painter.setBrush(QColor(255, 255, 255, 235));
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
    const QFontMetrics metrics(font());
    int names = 0;
    int values = 0;
    for (const ChartReadoutRow& row : m_readout.rows) {
        names = std::max(names, metrics.horizontalAdvance(row.name));
        values = std::max(values, metrics.horizontalAdvance(row.value));
    }
    const int line = metrics.height();
    int y = kPadding;
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(Qt::black);
    painter.drawText(QRect(kPadding, y, width() - 2 * kPadding, line), Qt::AlignLeft | Qt::AlignVCenter,
                     m_readout.heading);
    painter.setFont(font());
    y += line + 2;
    for (const ChartReadoutRow& row : m_readout.rows) {
        drawSeriesSample(painter, QRectF(QPointF(kPadding, y + (line - kSample.height()) / 2.0), QSizeF(kSample)),
                         row.color, row.penStyle, row.marker, 2, row.fill);
        int x = kPadding + kSample.width() + kGap;
        painter.setPen(row.hasValue ? Qt::black : QColor(0x70, 0x70, 0x70));
        painter.drawText(QRect(x, y, names, line), Qt::AlignLeft | Qt::AlignVCenter, row.name);
        x += names + kGap;
        painter.drawText(QRect(x, y, values, line), Qt::AlignRight | Qt::AlignVCenter, row.value);
        x += values + kGap;
        if (!row.note.isEmpty()) {
            painter.setPen(QColor(0x50, 0x50, 0x50));
            painter.drawText(QRect(x, y, width() - x, line), Qt::AlignLeft | Qt::AlignVCenter, row.note);
        }
        y += line;
    }
}

SeriesChartView::SeriesChartView(SeriesChart* chart, QWidget* parent) : QChartView(chart, parent), m_chart(chart)
{
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::NoRubberBand); // our own: a click must not zoom
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    m_readout = new ChartReadoutBox(viewport());
    m_band = new QRubberBand(QRubberBand::Rectangle, viewport());
    m_guide = new QGraphicsLineItem;
    m_guide->setPen(QPen(QColor(0x60, 0x60, 0x60), 1, Qt::DotLine));
    m_guide->setZValue(1000);
    m_guide->hide();
    scene()->addItem(m_guide);
    connect(chart, &SeriesChart::appearanceChanged, this, [this] {
        if (m_readout->isVisible())
            showReadoutAt(viewport()->mapFromGlobal(QCursor::pos()));
    });
}

void SeriesChartView::showReadoutAt(QPoint position)
{
    const QPointF inChart = m_chart->mapFromScene(mapToScene(position));
    const QRectF plot = m_chart->plotArea();
    if (!plot.contains(inChart) || m_chart->series().isEmpty()) {
        hideReadout();
        return;
    }
    const QPointF value = m_chart->mapToValue(inChart, m_chart->series().front());
    const ChartReadout readout = m_chart->readoutAt(value.x());
    if (readout.rows.isEmpty()) {
        hideReadout();
        return;
    }
    const qreal x = m_chart->mapToPosition(QPointF(readout.x, 0), m_chart->series().front()).x();
    m_guide->setLine(
        QLineF(m_chart->mapToScene(QPointF(x, plot.top())), m_chart->mapToScene(QPointF(x, plot.bottom()))));
    m_guide->show();
    m_readout->setReadout(readout);
    // Beside the pointer, on the side with room, inside the view.
    const QSize size = m_readout->size();
    const int guideX = mapFromScene(m_chart->mapToScene(QPointF(x, 0))).x();
    int left = guideX + 14;
    if (left + size.width() > viewport()->width())
        left = guideX - 14 - size.width();
    left = std::clamp(left, 0, std::max(0, viewport()->width() - size.width()));
    const int top = std::clamp(position.y() - size.height() / 2, 0, std::max(0, viewport()->height() - size.height()));
    m_readout->move(left, top);
    m_readout->show();
    m_readout->raise();
}

void SeriesChartView::hideReadout()
{
    m_readout->hide();
    m_guide->hide();
}

void SeriesChartView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressed = event->position().toPoint();
        m_pressing = true;
        event->accept();
        return;
    }
    QChartView::mousePressEvent(event);
}

void SeriesChartView::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint at = event->position().toPoint();
    if (m_pressing && (at - m_pressed).manhattanLength() > kDragThreshold) {
        hideReadout();
        m_band->setGeometry(QRect(m_pressed, at).normalized());
        m_band->show();
    } else if (!m_pressing) {
        showReadoutAt(at);
    }
    QChartView::mouseMoveEvent(event);
}

void SeriesChartView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::RightButton) {
        m_chart->resetZoom(); // instead of QChartView's zoom out by a step
        event->accept();
        return;
    }
    if (event->button() != Qt::LeftButton || !m_pressing) {
        QChartView::mouseReleaseEvent(event);
        return;
    }
    m_pressing = false;
    if (m_band->isVisible()) {
        m_band->hide();
        const QRectF band = m_chart->mapFromScene(mapToScene(m_band->geometry())).boundingRect();
        const QRectF zoomed = band.intersected(m_chart->plotArea());
        if (zoomed.width() > 2 && zoomed.height() > 2) {
            m_chart->zoomIn(zoomed);
            m_chart->noteZoomed();
        }
    } else if (const auto point =
                   m_chart->pointNear(m_chart->mapFromScene(mapToScene(event->position().toPoint())), kClickDistance)) {
        m_chart->clickPoint(point->first, point->second);
    }
    event->accept();
}

void SeriesChartView::mouseDoubleClickEvent(QMouseEvent* event)
{
    m_chart->resetZoom();
    event->accept();
}

void SeriesChartView::wheelEvent(QWheelEvent* event)
{
    const int steps = event->angleDelta().y() / 120;
    if (steps == 0)
        return;
    m_chart->zoom(steps > 0 ? kWheelZoomStep : 1 / kWheelZoomStep);
    m_chart->noteZoomed();
    event->accept();
}

void SeriesChartView::leaveEvent(QEvent* event)
{
    hideReadout();
    QChartView::leaveEvent(event);
}

} // namespace othello
