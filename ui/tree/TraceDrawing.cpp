#include "TraceDrawing.h"

#include "TraceTree.h"
#include "TraceWording.h"
#include "common/ImageFile.h"
#include "results/FileWrite.h"

#include <QBuffer>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStyleOptionGraphicsItem>
#include <QSvgGenerator>
#include <QWheelEvent>
#include <cmath>

namespace othello {

namespace {
constexpr double kRadius = 15;
constexpr double kSlot = 44;     // horizontal room of a drawn record
constexpr double kStubSlot = 26; // of an unsearched move
constexpr double kLevel = 64;    // between plies
constexpr double kBadge = 6;     // the expand/collapse badge's half size
constexpr double kBadgeGap = 4;
constexpr int kHighlightWidth = 4;
constexpr double kSmallestFitScale = 0.6; // node values stay legible
constexpr double kLargestFitScale = 1.5;
const QColor kPathColor(0x20, 0x20, 0x20);
const QColor kEdgeColor(0x90, 0x90, 0x90);

enum class Mark { Circle, Diamond, Square, DoubleRing };

Mark markOf(trace::CallKind call)
{
    switch (call) {
    case trace::CallKind::Search:
        return Mark::Circle;
    case trace::CallKind::Test:
        return Mark::Diamond;
    case trace::CallKind::NullWindow:
        return Mark::Square;
    case trace::CallKind::ReSearch:
        return Mark::DoubleRing;
    }
    return Mark::Circle;
}

void paintMark(QPainter& painter, Mark mark, double radius)
{
    const QRectF box(-radius, -radius, 2 * radius, 2 * radius);
    switch (mark) {
    case Mark::Circle:
        painter.drawEllipse(box);
        break;
    case Mark::Diamond:
        painter.drawPolygon(
            QPolygonF{{0, -radius * 1.25}, {radius * 1.25, 0}, {0, radius * 1.25}, {-radius * 1.25, 0}});
        break;
    case Mark::Square:
        painter.drawRect(box.adjusted(1, 1, -1, -1));
        break;
    case Mark::DoubleRing:
        painter.drawEllipse(box);
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(box.adjusted(3, 3, -3, -3));
        break;
    }
}

QFont smallFont(int pointSize)
{
    QFont font;
    font.setPointSize(pointSize);
    return font;
}
} // namespace

// One record in the drawing.
class DrawnRecord : public QGraphicsItem {
public:
    DrawnRecord(const TraceTree& tree, int record, bool hiddenChildren, bool expanded, bool unshared)
        : m_node(tree.node(record)),
          m_depthLimited(tree.trace().depth.has_value()),
          m_record(record),
          m_hiddenChildren(hiddenChildren),
          m_expanded(expanded),
          m_unshared(unshared)
    {
        setToolTip(TraceWording::tooltip(tree, record));
        setZValue(2);
    }

    int record() const { return m_record; }
    bool hasBadge() const { return m_hiddenChildren || m_expanded; }
    // Whether a point (item coordinates) is on the badge.
    bool onBadge(QPointF point) const { return hasBadge() && point.y() > kRadius + kBadgeGap / 2; }
    void setHighlighted(bool on)
    {
        m_highlighted = on;
        update();
    }

    QRectF boundingRect() const override
    {
        const double r = kRadius * 1.3 + kHighlightWidth;
        return {-r, -r, 2 * r, 2 * r + kBadgeGap + 2 * kBadge + 2};
    }

    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        QPen pen(m_highlighted ? kPathColor : QColor(0x40, 0x40, 0x40), m_highlighted ? kHighlightWidth : 1.2);
        if (m_unshared)
            pen.setStyle(Qt::DashLine);
        painter->setPen(pen);
        painter->setBrush(TraceWording::typeColor(m_node.type));
        paintMark(*painter, markOf(m_node.call), kRadius);
        if (m_node.shape == trace::NodeShape::TableHit) { // a table hit: a small square in the corner
            painter->setPen(QPen(Qt::black, 1));
            painter->setBrush(Qt::white);
            painter->drawRect(QRectF(kRadius * 0.45, -kRadius * 1.05, 9, 9));
            painter->setFont(smallFont(5));
            painter->drawText(QRectF(kRadius * 0.45, -kRadius * 1.05, 9, 9), Qt::AlignCenter, QStringLiteral("T"));
        }
        painter->setPen(m_node.type == trace::NodeType::None ? Qt::black : Qt::white);
        painter->setFont(smallFont(8));
        // A TEST answers yes or no: a mark fits the diamond where a word would not.
        const QString value = m_node.call == trace::CallKind::Test
            ? (m_node.value ? QStringLiteral("✓") : QStringLiteral("✗"))
            : TraceWording::valueText(m_node.value, m_depthLimited);
        painter->drawText(QRectF(-kRadius, -kRadius, 2 * kRadius, 2 * kRadius), Qt::AlignCenter, value);
        if (hasBadge()) {
            const QRectF badge(-kBadge, kRadius + kBadgeGap, 2 * kBadge, 2 * kBadge);
            painter->setPen(QPen(QColor(0x50, 0x50, 0x50), 1));
            painter->setBrush(Qt::white);
            painter->drawRect(badge);
            painter->drawLine(QPointF(-kBadge + 2.5, badge.center().y()), QPointF(kBadge - 2.5, badge.center().y()));
            if (!m_expanded)
                painter->drawLine(QPointF(0, badge.top() + 2.5), QPointF(0, badge.bottom() - 2.5));
        }
    }

private:
    trace::Node m_node;
    bool m_depthLimited;
    int m_record;
    bool m_hiddenChildren;
    bool m_expanded;
    bool m_unshared;
    bool m_highlighted = false;
};

TraceDrawing::TraceDrawing(QWidget* parent) : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setBackgroundBrush(Qt::white);
}

TraceDrawing::~TraceDrawing() = default;

void TraceDrawing::setTree(std::shared_ptr<const TraceTree> tree, int plies)
{
    m_tree = std::move(tree);
    m_defaultPlies = plies;
    m_current = -1;
    m_unshared.clear();
    setDefaultPlies(plies);
    resetTransform();
    m_autoFit = true;
    fitToView();
}

void TraceDrawing::setDefaultPlies(int plies)
{
    m_defaultPlies = plies;
    m_expanded.clear();
    if (m_tree && m_tree->size() > 0) {
        // Breadth first, so a cap on the drawing keeps whole plies.
        std::vector<int> level{0};
        int drawn = 1;
        for (int ply = 0; ply < plies && !level.empty(); ++ply) {
            std::vector<int> below;
            for (const int record : level) {
                const auto children = m_tree->children(record);
                if (children.empty())
                    continue;
                if (drawn + int(children.size()) > kMaxDrawn)
                    break;
                m_expanded.insert(record);
                drawn += int(children.size());
                below.insert(below.end(), children.begin(), children.end());
            }
            level = std::move(below);
        }
    }
    rebuild();
}

void TraceDrawing::setUnsharedRecords(std::vector<bool> unshared)
{
    m_unshared = std::move(unshared);
    rebuild();
}

void TraceDrawing::setExpanded(int record, bool expanded)
{
    if (expanded == isExpanded(record))
        return;
    if (expanded)
        m_expanded.insert(record);
    else
        m_expanded.erase(record);
    rebuild();
}

void TraceDrawing::setCurrent(int record)
{
    highlightPath(false);
    m_current = record;
    if (!m_tree || record < 0)
        return;
    bool changed = false;
    for (int i = m_tree->node(record).parent; i >= 0; i = m_tree->node(i).parent)
        changed = m_expanded.insert(i).second || changed;
    if (changed)
        rebuild();
    highlightPath(true);
    if (const auto it = m_items.find(record); it != m_items.end())
        ensureVisible(it->second, 60, 60);
}

void TraceDrawing::highlightPath(bool on)
{
    if (!m_tree || m_current < 0)
        return;
    for (int i = m_current; i >= 0; i = m_tree->node(i).parent) {
        if (const auto it = m_items.find(i); it != m_items.end())
            it->second->setHighlighted(on);
        if (const auto edge = m_edges.find(i); edge != m_edges.end())
            edge->second->setPen(on ? QPen(kPathColor, kHighlightWidth) : QPen(kEdgeColor, 1.2));
    }
}

void TraceDrawing::rebuild()
{
    scene()->clear();
    m_items.clear();
    m_edges.clear();
    m_stubCount = 0;
    m_capped = false;
    if (!m_tree || m_tree->size() == 0) {
        scene()->setSceneRect(QRectF());
        return;
    }
    double nextX = 0;
    layOut(0, 0, nextX);
    if (m_capped) {
        auto* note = scene()->addSimpleText(
            tr("Drawing stopped at %1 records: collapse a subtree to see others.").arg(kMaxDrawn));
        note->setBrush(Qt::darkRed);
        note->setPos(scene()->itemsBoundingRect().left(), scene()->itemsBoundingRect().bottom() + 10);
    }
    scene()->setSceneRect(scene()->itemsBoundingRect().adjusted(-40, -20, 40, 40));
    highlightPath(true);
}

double TraceDrawing::layOut(int record, int ply, double& nextX)
{
    const TraceTree& tree = *m_tree;
    const double y = ply * kLevel;
    const auto children = tree.children(record);
    const bool open = isExpanded(record) && !children.empty();
    std::vector<std::pair<int, double>> placed;
    std::vector<std::pair<int, double>> stubs;
    if (open) {
        for (const std::int32_t child : children) {
            if (int(m_items.size()) + int(placed.size()) >= kMaxDrawn) {
                m_capped = true;
                break;
            }
            placed.emplace_back(child, layOut(child, ply + 1, nextX));
        }
        for (const std::int16_t move : tree.prunedMoves(record)) {
            stubs.emplace_back(move, nextX + kStubSlot / 2);
            nextX += kStubSlot;
        }
    }
    double x;
    if (placed.empty() && stubs.empty()) {
        x = nextX + kSlot / 2;
        nextX += kSlot;
    } else {
        const double first = placed.empty() ? stubs.front().second : placed.front().second;
        const double last = stubs.empty() ? placed.back().second : stubs.back().second;
        x = (first + last) / 2;
    }

    const bool unshared = std::size_t(record) < m_unshared.size() && m_unshared[std::size_t(record)];
    auto* item = new DrawnRecord(tree, record, !children.empty() && !open, open, unshared);
    item->setPos(x, y);
    scene()->addItem(item);
    m_items.emplace(record, item);

    const QFont moveFont = smallFont(8);
    for (const auto& [child, childX] : placed) {
        auto* edge = scene()->addLine(QLineF(x, y + kRadius, childX, y + kLevel - kRadius), QPen(kEdgeColor, 1.2));
        edge->setZValue(0);
        m_edges.emplace(child, edge);
        auto* label = scene()->addSimpleText(TraceWording::moveText(tree.node(child).move), moveFont);
        const QPointF middle = edge->line().pointAt(0.55);
        label->setPos(middle.x() - label->boundingRect().width() - 2, middle.y() - label->boundingRect().height() / 2);
        label->setZValue(1);
    }
    for (const auto& [move, stubX] : stubs) {
        QPen dashed(TraceWording::prunedColor(), 1.2, Qt::DashLine);
        const QPointF end(stubX, y + kLevel * 0.55);
        auto* stub = scene()->addLine(QLineF(QPointF(x, y + kRadius), end), dashed);
        stub->setToolTip(tr("%1 was not searched: the cutoff made it unnecessary").arg(TraceWording::moveText(move)));
        auto* label = scene()->addSimpleText(TraceWording::moveText(move), moveFont);
        label->setBrush(TraceWording::prunedColor());
        label->setPos(end.x() - label->boundingRect().width() / 2, end.y() + 2);
        ++m_stubCount;
    }
    return x;
}

QRectF addTraceLegend(QGraphicsScene& scene, QPointF topLeft)
{
    double top = topLeft.y();
    const double left = topLeft.x();
    QRectF area;
    const QFont font = smallFont(8);
    double x = left;
    const auto addEntry = [&](const QColor& color, Mark mark, const QString& text, bool dashed = false) {
        constexpr double r = 7;
        if (dashed) {
            scene.addLine(QLineF(x, top + r * 2, x + 2 * r, top), QPen(color, 1.2, Qt::DashLine));
        } else {
            QPainterPath path;
            switch (mark) {
            case Mark::Circle:
            case Mark::DoubleRing:
                path.addEllipse(QPointF(x + r, top + r), r, r);
                if (mark == Mark::DoubleRing)
                    path.addEllipse(QPointF(x + r, top + r), r - 2.5, r - 2.5);
                break;
            case Mark::Diamond:
                path.addPolygon(QPolygonF{
                    {x + r, top - 1.5}, {x + 2 * r + 1.5, top + r}, {x + r, top + 2 * r + 1.5}, {x - 1.5, top + r}});
                path.closeSubpath();
                break;
            case Mark::Square:
                path.addRect(x, top, 2 * r, 2 * r);
                break;
            }
            scene.addPath(path, QPen(Qt::black, 1), color);
        }
        auto* label = scene.addSimpleText(text, font);
        label->setPos(x + 2 * r + 5, top + r - label->boundingRect().height() / 2);
        area |= label->sceneBoundingRect();
        area |= QRectF(x - 2, top - 2, 2 * r + 4, 2 * r + 4);
        x += 2 * r + 5 + label->boundingRect().width() + 16;
    };
    using trace::NodeType;
    addEntry(TraceWording::typeColor(NodeType::Pv), Mark::Circle, TraceDrawing::tr("PV node"));
    addEntry(TraceWording::typeColor(NodeType::Cut), Mark::Circle, TraceDrawing::tr("Cut node"));
    addEntry(TraceWording::typeColor(NodeType::All), Mark::Circle, TraceDrawing::tr("All node"));
    addEntry(TraceWording::typeColor(NodeType::None), Mark::Circle,
             TraceDrawing::tr("no type (leaf, table hit, Scout)"));
    x = left;
    top += 22;
    const QColor plain(0xF0, 0xF0, 0xF0);
    addEntry(plain, Mark::Circle, TraceDrawing::tr("search"));
    addEntry(plain, Mark::Diamond, TraceDrawing::tr("TEST"));
    addEntry(plain, Mark::Square, TraceDrawing::tr("null window"));
    addEntry(plain, Mark::DoubleRing, TraceDrawing::tr("re-search"));
    addEntry(TraceWording::prunedColor(), Mark::Circle, TraceDrawing::tr("pruned move"), true);
    return area;
}

void TraceDrawing::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (m_autoFit)
        fitToView();
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
    if (scene()->items().isEmpty())
        return;
    // The whole drawing when it can be read; a wide tree stays readable instead, centred on the
    // record stepped to (the root before any step), and the user pans or zooms out from there.
    const QRectF area = scene()->sceneRect();
    const QRectF room = viewport()->rect().adjusted(4, 4, -4, -4);
    const double fit =
        std::min(room.width() / std::max(1.0, area.width()), room.height() / std::max(1.0, area.height()));
    const double scale = std::clamp(fit, kSmallestFitScale, kLargestFitScale);
    setTransform(QTransform::fromScale(scale, scale));
    if (fit >= kSmallestFitScale) {
        centerOn(area.center());
        return;
    }
    const auto it = m_items.find(m_current >= 0 ? m_current : 0);
    if (it != m_items.end())
        centerOn(it->second->pos() + QPointF(0, room.height() / scale / 2 - kLevel));
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
    for (QGraphicsItem* item : items(event->position().toPoint())) {
        if (auto* drawn = dynamic_cast<DrawnRecord*>(item)) {
            const int record = drawn->record();
            if (drawn->onBadge(drawn->mapFromScene(mapToScene(event->position().toPoint()))))
                setExpanded(record, !isExpanded(record));
            else
                emit recordClicked(record);
            return;
        }
    }
}

QRectF TraceDrawing::addExportLegend() const
{
    // Above the tree, for a picture that explains itself.
    const QRectF tree = scene()->itemsBoundingRect();
    QGraphicsScene legend;
    const QRectF size = addTraceLegend(legend, QPointF(0, 0));
    const QRectF area = addTraceLegend(*scene(), QPointF(tree.left(), tree.top() - size.height() - 16));
    return (tree | area).adjusted(-20, -20, 20, 20);
}

void TraceDrawing::removeExportLegend(const QList<QGraphicsItem*>& before) const
{
    const QList<QGraphicsItem*> now = scene()->items();
    for (QGraphicsItem* item : now)
        if (!before.contains(item) && !item->parentItem())
            delete item;
}

QString TraceDrawing::exportPng(const QString& path) const
{
    const QList<QGraphicsItem*> before = scene()->items();
    const QRectF source = addExportLegend();
    constexpr double kScale = 2; // sharp on a slide
    QImage image((source.size() * kScale).toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        scene()->render(&painter, QRectF(QPointF(0, 0), source.size() * kScale), source);
    }
    removeExportLegend(before);
    return writePngFile(image, path);
}

QString TraceDrawing::exportSvg(const QString& path) const
{
    const QList<QGraphicsItem*> before = scene()->items();
    const QRectF source = addExportLegend();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(source.size().toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), source.size()));
    generator.setTitle(tr("Search tree"));
    {
        QPainter painter(&generator);
        painter.fillRect(QRectF(QPointF(0, 0), source.size()), Qt::white);
        scene()->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
    }
    removeExportLegend(before);
    return writeFileAtomicallyReason(path, bytes);
}

} // namespace othello
