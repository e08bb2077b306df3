#include "TraceLegend.h"

#include "TraceWording.h"

#include <QEvent>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace othello {

TraceMark traceMarkOf(trace::CallKind call)
{
    switch (call) {
    case trace::CallKind::Search:
        return TraceMark::Circle;
    case trace::CallKind::Test:
        return TraceMark::Diamond;
    case trace::CallKind::NullWindow:
        return TraceMark::Square;
    case trace::CallKind::ReSearch:
        return TraceMark::DoubleRing;
    }
    return TraceMark::Circle;
}

void paintTraceMark(QPainter& painter, TraceMark mark, double radius)
{
    const QRectF box(-radius, -radius, 2 * radius, 2 * radius);
    switch (mark) {
    case TraceMark::Circle:
        painter.drawEllipse(box);
        break;
    case TraceMark::Diamond:
        painter.drawPolygon(QPolygonF{{0, -radius * 1.2}, {radius * 1.2, 0}, {0, radius * 1.2}, {-radius * 1.2, 0}});
        break;
    case TraceMark::Square:
        painter.drawRect(box.adjusted(1, 1, -1, -1));
        break;
    case TraceMark::DoubleRing:
        painter.drawEllipse(box);
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(box.adjusted(radius / 5, radius / 5, -radius / 5, -radius / 5));
        break;
    }
}

namespace {
// One legend symbol, drawn with the drawing's own painting.
class LegendMark : public QGraphicsItem {
public:
    LegendMark(QColor color, TraceMark mark, double radius, QGraphicsItem* parent)
        : QGraphicsItem(parent), m_color(color), m_mark(mark), m_radius(radius)
    { }
    QRectF boundingRect() const override
    {
        const double r = m_radius * 1.25 + 1;
        return {-r, -r, 2 * r, 2 * r};
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(QColor(0x40, 0x40, 0x40), 1));
        painter->setBrush(m_color);
        paintTraceMark(*painter, m_mark, m_radius);
    }

private:
    QColor m_color;
    TraceMark m_mark;
    double m_radius;
};

QGraphicsSimpleTextItem* addText(QGraphicsScene& scene, const QString& text, double pixels, QGraphicsItem* parent)
{
    QFont font;
    font.setPixelSize(int(std::lround(pixels)));
    auto* item = new QGraphicsSimpleTextItem(text, parent);
    item->setFont(font);
    if (!parent)
        scene.addItem(item);
    return item;
}
} // namespace

QRectF addTraceLegend(QGraphicsScene& scene, QPointF topLeft, double textPixels, QGraphicsItem* parent)
{
    const double r = textPixels * 0.6; // a symbol's half size
    const double rowHeight = std::max(2 * r * 1.25, textPixels * 1.3) + textPixels * 0.4;
    double x = topLeft.x();
    double y = topLeft.y() + rowHeight / 2;
    QRectF area;
    const auto place = [&](QGraphicsItem* symbol, const QString& text) {
        symbol->setPos(x + r * 1.25, y);
        if (!parent)
            scene.addItem(symbol);
        area |= symbol->sceneBoundingRect();
        QGraphicsSimpleTextItem* label = addText(scene, text, textPixels, parent);
        label->setPos(x + 2.5 * r + textPixels * 0.35, y - label->boundingRect().height() / 2);
        area |= label->sceneBoundingRect();
        x = label->sceneBoundingRect().right() + textPixels * 1.2;
    };
    const auto entry = [&](QColor color, TraceMark mark, const QString& text) {
        place(new LegendMark(color, mark, r, parent), text);
    };
    using trace::NodeType;
    entry(TraceWording::typeColor(NodeType::Pv), TraceMark::Circle, TraceWording::tr("PV node"));
    entry(TraceWording::typeColor(NodeType::Cut), TraceMark::Circle, TraceWording::tr("Cut node"));
    entry(TraceWording::typeColor(NodeType::All), TraceMark::Circle, TraceWording::tr("All node"));
    entry(TraceWording::typeColor(NodeType::None), TraceMark::Circle,
          TraceWording::tr("no type (leaf, table hit, Scout)"));
    x = topLeft.x();
    y += rowHeight;
    const QColor plain(0xF0, 0xF0, 0xF0);
    entry(plain, TraceMark::Circle, TraceWording::tr("search"));
    entry(plain, TraceMark::Diamond, TraceWording::tr("TEST"));
    entry(plain, TraceMark::Square, TraceWording::tr("null window"));
    entry(plain, TraceMark::DoubleRing, TraceWording::tr("re-search"));
    {
        // The table's mark, as on a node.
        auto* mark = new QGraphicsRectItem(-r * 0.7, -r * 0.7, r * 1.4, r * 1.4, parent);
        mark->setPen(QPen(Qt::black, 1));
        mark->setBrush(Qt::white);
        QGraphicsSimpleTextItem* t = addText(scene, QStringLiteral("T"), r * 1.2, mark);
        t->setPos(-t->boundingRect().width() / 2, -t->boundingRect().height() / 2);
        place(mark, TraceWording::tr("table hit"));
    }
    {
        // Pruned moves: a dashed box of greyed move names.
        auto* box = new QGraphicsRectItem(-r, -r, 2 * r, 2 * r, parent);
        box->setPen(QPen(TraceWording::prunedColor(), 1, Qt::DashLine));
        box->setBrush(Qt::NoBrush);
        place(box, TraceWording::tr("pruned moves"));
    }
    return area;
}

TraceLegendView::TraceLegendView(double textPixels, QWidget* parent) : QGraphicsView(parent), m_textPixels(textPixels)
{
    setScene(new QGraphicsScene(this));
    setFrameShape(QFrame::NoFrame);
    setRenderHint(QPainter::Antialiasing);
    setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setBackgroundBrush(palette().window());
    build();
}

void TraceLegendView::build()
{
    scene()->clear();
    const QRectF area = addTraceLegend(*scene(), QPointF(0, 0), m_textPixels);
    scene()->setSceneRect(area.adjusted(-2, -2, 2, 2));
    setFixedHeight(int(std::ceil(area.height())) + 6);
    fitWidth();
}

void TraceLegendView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        build(); // the entries' words in the language in use
    QGraphicsView::changeEvent(event);
}

void TraceLegendView::fitWidth()
{
    const QRectF area = sceneRect();
    const double scale = std::min(1.0, (viewport()->width() - 2) / std::max(1.0, area.width()));
    setTransform(QTransform::fromScale(scale, scale));
}

void TraceLegendView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    fitWidth();
}

} // namespace othello
