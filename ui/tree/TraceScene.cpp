#include "TraceScene.h"

#include "TraceLegend.h"
#include "TraceTree.h"
#include "TraceValues.h"
#include "TraceWording.h"
#include "common/ImageFile.h"
#include "results/FileWrite.h"

#include <QBuffer>
#include <QFileInfo>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>
#include <limits>

namespace othello {

namespace {
constexpr double kRadius = 14.5; // a node; its value text is kNodeTextPixels high
constexpr double kGap = 3;       // between neighbouring nodes
constexpr double kLevel = 60;    // between plies: a move's label, the node, its expand box
constexpr double kBadge = 5;     // the expand/collapse box's half size
constexpr double kBadgeGap = 3;
constexpr double kMoveTextPixels = 11;
constexpr double kPrunedLine = 13; // a pruned move's line in its box
constexpr double kPrunedColumn = 17;
constexpr int kPrunedPerColumn = 3; // the box stays above the next ply
constexpr int kHighlightWidth = 4;
const QColor kPathColor(0x20, 0x20, 0x20);
const QColor kEdgeColor(0x90, 0x90, 0x90);

QFont pixelFont(double pixels, bool bold = false)
{
    QFont font;
    font.setPixelSize(int(std::lround(pixels)));
    font.setBold(bold);
    return font;
}

QSizeF prunedBoxSize(int moves)
{
    const int columns = (moves + kPrunedPerColumn - 1) / kPrunedPerColumn;
    const int rows = std::min(moves, kPrunedPerColumn);
    return {columns * kPrunedColumn + 6, rows * kPrunedLine + 6};
}

// A move above the node it leads to, on a white ground so the edge does not cross it.
class MoveLabel : public QGraphicsItem {
public:
    explicit MoveLabel(const QString& text) : m_text(text), m_font(pixelFont(kMoveTextPixels))
    {
        const QFontMetricsF metrics(m_font);
        const double width = metrics.horizontalAdvance(m_text) + 4;
        m_box = QRectF(-width / 2, -metrics.height() / 2, width, metrics.height());
        setZValue(1);
    }
    QRectF boundingRect() const override { return m_box; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->fillRect(m_box, QColor(255, 255, 255, 230));
        painter->setFont(m_font);
        painter->setPen(QColor(0x30, 0x30, 0x30));
        painter->drawText(m_box, Qt::AlignCenter, m_text);
    }

private:
    QString m_text;
    QFont m_font;
    QRectF m_box;
};

// The moves a cutoff left unsearched, greyed in a dashed box, in columns of three.
class PrunedBox : public QGraphicsItem {
public:
    explicit PrunedBox(std::vector<int> moves) : m_moves(std::move(moves))
    {
        const QSizeF size = prunedBoxSize(int(m_moves.size()));
        m_box = QRectF(-size.width() / 2, 0, size.width(), size.height());
        setToolTip(
            TraceScene::tr("%1 not searched: the cutoff made them unnecessary").arg(TraceWording::moveList(m_moves)));
        setZValue(1);
    }
    QRectF boundingRect() const override { return m_box.adjusted(-1, -1, 1, 1); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(TraceWording::prunedColor(), 1.2, Qt::DashLine));
        painter->setBrush(Qt::white);
        painter->drawRoundedRect(m_box, 3, 3);
        painter->setFont(pixelFont(kMoveTextPixels));
        painter->setPen(TraceWording::prunedColor());
        for (std::size_t i = 0; i < m_moves.size(); ++i) {
            const int column = int(i) / kPrunedPerColumn;
            const int row = int(i) % kPrunedPerColumn;
            const QRectF cell(m_box.left() + 3 + column * kPrunedColumn, m_box.top() + 3 + row * kPrunedLine,
                              kPrunedColumn, kPrunedLine);
            painter->drawText(cell, Qt::AlignCenter, TraceWording::moveText(m_moves[i]));
        }
    }

private:
    std::vector<int> m_moves;
    QRectF m_box;
};
} // namespace

// One record in the drawing.
class DrawnRecord : public QGraphicsItem {
public:
    DrawnRecord(const TraceTree& tree, const TraceValues& values, int record, bool hiddenChildren, bool expanded,
                bool unshared)
        : m_node(tree.node(record)),
          m_text(values.nodeText(record)),
          m_record(record),
          m_hiddenChildren(hiddenChildren),
          m_expanded(expanded),
          m_unshared(unshared)
    {
        setToolTip(TraceWording::tooltip(tree, record));
        setZValue(2);
    }

    int record() const { return m_record; }
    const QString& text() const { return m_text; }
    QRectF badge() const { return {-kBadge, kRadius + kBadgeGap, 2 * kBadge, 2 * kBadge}; }
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
        const double r = kRadius * 1.2 + kHighlightWidth / 2.0 + 0.5; // a diamond's corners, the path's pen
        return {-r, -r, 2 * r, r + kRadius + kBadgeGap + 2 * kBadge + 2};
    }

    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        QPen pen(m_highlighted ? kPathColor : QColor(0x40, 0x40, 0x40), m_highlighted ? kHighlightWidth : 1.2);
        if (m_unshared)
            pen.setStyle(Qt::DashLine);
        painter->setPen(pen);
        const trace::NodeType type = m_node.finished ? m_node.type : trace::NodeType::None;
        painter->setBrush(m_node.finished ? TraceWording::typeColor(type) : QColor(Qt::white));
        paintTraceMark(*painter, traceMarkOf(m_node.call), kRadius);
        if (m_node.finished && m_node.shape == trace::NodeShape::TableHit) { // the table's mark in the corner
            const QRectF mark(kRadius * 0.35, -kRadius * 1.15, 10, 10);
            painter->setPen(QPen(Qt::black, 1));
            painter->setBrush(Qt::white);
            painter->drawRect(mark);
            painter->setFont(pixelFont(8, true));
            painter->drawText(mark, Qt::AlignCenter, QStringLiteral("T"));
        }
        painter->setPen(type == trace::NodeType::None ? Qt::black : Qt::white);
        painter->setFont(pixelFont(TraceScene::kNodeTextPixels, true));
        painter->drawText(QRectF(-kRadius - 4, -kRadius, 2 * kRadius + 8, 2 * kRadius), Qt::AlignCenter, m_text);
        const auto* drawing = static_cast<const TraceScene*>(scene());
        if (hasBadge() && !(drawing && drawing->isExporting())) {
            const QRectF badge = this->badge();
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
    QString m_text;
    int m_record;
    bool m_hiddenChildren;
    bool m_expanded;
    bool m_unshared;
    bool m_highlighted = false;
};

TraceScene::TraceScene(QObject* parent) : QGraphicsScene(parent) { setBackgroundBrush(Qt::white); }

TraceScene::~TraceScene() = default;

void TraceScene::setTree(std::shared_ptr<const TraceTree> tree, int plies)
{
    m_tree = std::move(tree);
    m_current = -1;
    m_unshared.clear();
    setDefaultPlies(plies);
}

void TraceScene::setDefaultPlies(int plies)
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

void TraceScene::setUnsharedRecords(std::vector<bool> unshared)
{
    m_unshared = std::move(unshared);
    rebuild();
}

void TraceScene::setExpanded(int record, bool expanded)
{
    if (expanded == isExpanded(record))
        return;
    if (expanded)
        m_expanded.insert(record);
    else
        m_expanded.erase(record);
    rebuild();
}

std::vector<int> TraceScene::expandedRecords() const
{
    std::vector<int> records(m_expanded.begin(), m_expanded.end());
    std::sort(records.begin(), records.end());
    return records;
}

void TraceScene::setExpandedRecords(const std::vector<int>& records)
{
    m_expanded.clear();
    for (const int record : records)
        if (m_tree && record >= 0 && record < m_tree->size())
            m_expanded.insert(record);
    rebuild();
}

std::vector<int> TraceScene::drawnRecords() const
{
    std::vector<int> records;
    records.reserve(m_items.size());
    for (const auto& [record, item] : m_items)
        records.push_back(record);
    std::sort(records.begin(), records.end());
    return records;
}

std::optional<QRectF> TraceScene::recordArea(int record) const
{
    const auto it = m_items.find(record);
    if (it == m_items.end())
        return std::nullopt;
    return it->second->sceneBoundingRect();
}

QString TraceScene::nodeText(int record) const
{
    const auto it = m_items.find(record);
    return it == m_items.end() ? QString() : it->second->text();
}

std::optional<QRectF> TraceScene::badgeArea(int record) const
{
    const auto it = m_items.find(record);
    if (it == m_items.end() || !it->second->hasBadge())
        return std::nullopt;
    return it->second->mapRectToScene(it->second->badge());
}

int TraceScene::recordAt(QPointF point, bool* onBadge) const
{
    for (QGraphicsItem* item : items(point)) {
        if (auto* drawn = dynamic_cast<DrawnRecord*>(item)) {
            if (onBadge)
                *onBadge = drawn->onBadge(drawn->mapFromScene(point));
            return drawn->record();
        }
    }
    return -1;
}

void TraceScene::setCurrent(int record)
{
    highlightPath(false);
    m_current = record;
    if (!m_tree || record < 0 || record >= m_tree->size())
        return;
    bool changed = false;
    for (int i = m_tree->node(record).parent; i >= 0; i = m_tree->node(i).parent)
        changed = m_expanded.insert(i).second || changed;
    if (changed)
        rebuild();
    highlightPath(true);
    emit currentChanged(record);
}

void TraceScene::highlightPath(bool on)
{
    if (!m_tree || m_current < 0 || m_current >= m_tree->size())
        return;
    for (int i = m_current; i >= 0; i = m_tree->node(i).parent) {
        if (const auto it = m_items.find(i); it != m_items.end())
            it->second->setHighlighted(on);
        if (const auto edge = m_edges.find(i); edge != m_edges.end())
            edge->second->setPen(on ? QPen(kPathColor, kHighlightWidth) : QPen(kEdgeColor, 1.2));
    }
}

void TraceScene::rebuild()
{
    clear();
    m_items.clear();
    m_edges.clear();
    m_offset.clear();
    m_prunedOffset.clear();
    m_open.clear();
    m_placed = 0;
    m_stubCount = 0;
    m_capped = false;
    m_area = {};
    if (!m_tree || m_tree->size() == 0) {
        setSceneRect(QRectF(0, 0, 1, 1));
        emit drawingChanged();
        return;
    }
    layOut(0);
    place(0, 0, 0);
    m_area = itemsBoundingRect();
    if (m_capped) {
        auto* note =
            addSimpleText(tr("Drawing stopped at %1 records: collapse a subtree to see others.").arg(kMaxDrawn),
                          pixelFont(kMoveTextPixels + 1));
        note->setBrush(Qt::darkRed);
        note->setPos(m_area.left(), m_area.bottom() + 8);
        m_area |= note->sceneBoundingRect();
    }
    setSceneRect(m_area.adjusted(-4, -4, 4, 4));
    highlightPath(true);
    emit drawingChanged();
}

TraceScene::Contour TraceScene::layOut(int record)
{
    // Reingold and Tilford's idea: lay out each child's subtree on its own, then push each one
    // left against the contour of those before it, ply by ply; the parent sits over its first
    // and last child, the pruned box to their right.
    ++m_placed;
    Contour shape{{-kRadius}, {kRadius}};
    const auto children = m_tree->children(record);
    if (!isExpanded(record) || children.empty())
        return shape;
    m_open.insert(record);
    std::vector<std::pair<int, Contour>> parts; // a child, or -1: the pruned box
    for (const std::int32_t child : children) {
        if (m_placed >= kMaxDrawn) {
            m_capped = true;
            break;
        }
        parts.emplace_back(child, layOut(child));
    }
    const auto pruned = m_tree->prunedMoves(record);
    if (!pruned.empty()) {
        const double half = prunedBoxSize(int(pruned.size())).width() / 2;
        parts.emplace_back(-1, Contour{{-half}, {half}});
    }
    if (parts.empty())
        return shape;
    Contour merged = parts.front().second;
    std::vector<double> offsets(parts.size(), 0.0);
    for (std::size_t k = 1; k < parts.size(); ++k) {
        const Contour& next = parts[k].second;
        double offset = -std::numeric_limits<double>::infinity();
        for (std::size_t level = 0; level < std::min(merged.right.size(), next.left.size()); ++level)
            offset = std::max(offset, merged.right[level] + kGap - next.left[level]);
        offsets[k] = offset;
        for (std::size_t level = 0; level < next.left.size(); ++level) {
            if (level < merged.right.size()) {
                merged.right[level] = offset + next.right[level];
            } else {
                merged.left.push_back(offset + next.left[level]);
                merged.right.push_back(offset + next.right[level]);
            }
        }
    }
    const std::size_t lastChild = parts.size() - (pruned.empty() ? 1 : 2);
    const double centre = (offsets.front() + offsets[lastChild]) / 2;
    for (std::size_t k = 0; k < parts.size(); ++k) {
        if (parts[k].first >= 0)
            m_offset[parts[k].first] = offsets[k] - centre;
        else
            m_prunedOffset[record] = offsets[k] - centre;
    }
    for (std::size_t level = 0; level < merged.left.size(); ++level) {
        shape.left.push_back(merged.left[level] - centre);
        shape.right.push_back(merged.right[level] - centre);
    }
    return shape;
}

void TraceScene::place(int record, double x, int ply)
{
    const TraceTree& tree = *m_tree;
    const TraceValues values(tree);
    const double y = ply * kLevel;
    const bool open = m_open.count(record) > 0;
    const bool unshared = std::size_t(record) < m_unshared.size() && m_unshared[std::size_t(record)];
    auto* item = new DrawnRecord(tree, values, record, !tree.children(record).empty() && !open, open, unshared);
    item->setPos(x, y);
    addItem(item);
    m_items.emplace(record, item);
    if (!open)
        return;
    const double below = y + kLevel;
    for (const std::int32_t child : tree.children(record)) {
        const auto offset = m_offset.find(child);
        if (offset == m_offset.end())
            break; // the drawing's cap
        const double childX = x + offset->second;
        place(child, childX, ply + 1);
        auto* edge = addLine(QLineF(x, y, childX, below), QPen(kEdgeColor, 1.2));
        edge->setZValue(0);
        m_edges.emplace(child, edge);
        auto* label = new MoveLabel(TraceWording::moveText(tree.node(child).move));
        label->setPos(childX, below - kRadius - kMoveTextPixels * 0.6);
        addItem(label);
    }
    if (const auto offset = m_prunedOffset.find(record); offset != m_prunedOffset.end()) {
        const auto pruned = tree.prunedMoves(record);
        auto* box = new PrunedBox(std::vector<int>(pruned.begin(), pruned.end()));
        const QPointF top(x + offset->second, below - kRadius);
        box->setPos(top);
        addItem(box);
        auto* stub = addLine(QLineF(QPointF(x, y), top), QPen(TraceWording::prunedColor(), 1.2, Qt::DashLine));
        stub->setZValue(0);
        m_stubCount += int(pruned.size());
    }
}

QRectF TraceScene::addExportHeader(const QStringList& title, QGraphicsItem* holder)
{
    double y = 0;
    QRectF area;
    for (int line = 0; line < title.size(); ++line) {
        auto* text = new QGraphicsSimpleTextItem(title[line], holder);
        text->setFont(pixelFont(line == 0 ? 17 : 13, line == 0));
        text->setPos(0, y);
        area |= text->sceneBoundingRect();
        y += text->boundingRect().height() + 2;
    }
    area |= addTraceLegend(*this, QPointF(0, y + 6), kMoveTextPixels, holder);
    return area;
}

QString TraceScene::exportPicture(const QString& path, const QStringList& title)
{
    if (!m_tree || m_items.empty())
        return tr("nothing recorded yet");
    auto* holder = new QGraphicsRectItem; // the title and legend, removed again below
    holder->setPen(Qt::NoPen);
    addItem(holder);
    const QRectF header = addExportHeader(title, holder);
    holder->setPos(m_area.left(), m_area.top() - header.height() - 18);
    const QRectF source = (m_area | header.translated(holder->pos())).adjusted(-16, -16, 16, 16);
    m_exporting = true;
    QByteArray bytes;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QStringLiteral("svg") || suffix == QStringLiteral("pdf")) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        const QRectF target(QPointF(0, 0), source.size());
        if (suffix == QStringLiteral("svg")) {
            QSvgGenerator generator;
            generator.setOutputDevice(&buffer);
            generator.setSize(source.size().toSize());
            generator.setViewBox(target);
            generator.setTitle(title.value(0, tr("Search tree")));
            QPainter painter(&generator);
            painter.fillRect(target, Qt::white);
            render(&painter, target, source);
        } else {
            QPdfWriter writer(&buffer);
            writer.setTitle(title.value(0, tr("Search tree")));
            writer.setCreator(QStringLiteral("Othello Search Lab"));
            writer.setResolution(72); // a scene unit is a point
            writer.setPageSize(QPageSize(source.size(), QPageSize::Point, QString(), QPageSize::ExactMatch));
            writer.setPageMargins(QMarginsF(0, 0, 0, 0));
            QPainter painter(&writer);
            painter.setRenderHint(QPainter::Antialiasing);
            render(&painter, target, source);
        }
        buffer.close();
        m_exporting = false;
        delete holder;
        return writeFileAtomicallyReason(path, bytes);
    }
    constexpr double kScale = 2; // sharp on a slide
    QImage image((source.size() * kScale).toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        render(&painter, QRectF(QPointF(0, 0), source.size() * kScale), source);
    }
    m_exporting = false;
    delete holder;
    return writePngFile(image, path);
}

} // namespace othello
