#include "TraceWording.h"

#include "TraceTree.h"
#include "engine/board/Square.h"
#include "engine/depth/DepthSearch.h"
#include "engine/search/Infinity.h"

#include <QCoreApplication>
#include <cstdlib>

namespace othello {

namespace {
QString boundText(Bound bound)
{
    switch (bound) {
    case Bound::Exact:
        return TraceWording::tr("exact");
    case Bound::Lower:
        return TraceWording::tr("lower bound");
    case Bound::Upper:
        return TraceWording::tr("upper bound");
    }
    return {};
}
} // namespace

QString TraceWording::moveText(int move)
{
    if (move == kNoMove)
        return tr("root");
    if (move == kPassMove)
        return tr("pass");
    return QString::fromStdString(moveName(move));
}

QString TraceWording::valueText(int value, bool depthLimited)
{
    const int infinity = depthLimited ? kInfinity * depth::kFinalScale : kInfinity;
    if (value <= -infinity)
        return QStringLiteral("−∞");
    if (value >= infinity)
        return QStringLiteral("+∞");
    if (depthLimited && std::abs(value) >= depth::kFinalScale)
        return tr("%1 final").arg(value / depth::kFinalScale);
    return QString::number(value);
}

QString TraceWording::callText(const trace::Node& node)
{
    switch (node.call) {
    case trace::CallKind::Search:
        return tr("search");
    case trace::CallKind::Test:
        return node.comparison == trace::Comparison::Greater ? tr("TEST > %1").arg(valueText(node.alpha))
                                                             : tr("TEST ≥ %1").arg(valueText(node.alpha));
    case trace::CallKind::NullWindow:
        return tr("null window");
    case trace::CallKind::ReSearch:
        return tr("re-search");
    }
    return {};
}

QString TraceWording::typeText(trace::NodeType type)
{
    switch (type) {
    case trace::NodeType::None:
        return {};
    case trace::NodeType::Pv:
        return tr("PV");
    case trace::NodeType::Cut:
        return tr("Cut");
    case trace::NodeType::All:
        return tr("All");
    }
    return {};
}

QString TraceWording::shapeText(const trace::Node& node)
{
    switch (node.shape) {
    case trace::NodeShape::Interior:
        return tr("node");
    case trace::NodeShape::GameOver:
        return tr("game over");
    case trace::NodeShape::Horizon:
        return tr("horizon");
    case trace::NodeShape::TableHit:
        return tr("table hit (%1)").arg(boundText(node.tableBound));
    }
    return {};
}

QString TraceWording::returnedText(const trace::Node& node, bool depthLimited)
{
    if (node.call == trace::CallKind::Test)
        return node.value ? tr("holds") : tr("fails");
    return valueText(node.value, depthLimited);
}

QString TraceWording::windowText(const trace::Node& node, bool depthLimited)
{
    if (node.call == trace::CallKind::Test)
        return node.comparison == trace::Comparison::Greater ? tr("is the value > %1?").arg(valueText(node.alpha))
                                                             : tr("is the value ≥ %1?").arg(valueText(node.alpha));
    return QStringLiteral("(%1, %2)").arg(valueText(node.alpha, depthLimited), valueText(node.beta, depthLimited));
}

QString TraceWording::tooltip(const TraceTree& tree, int index)
{
    const trace::Node& node = tree.node(index);
    QStringList lines;
    lines << tr("Record %1: %2, %3").arg(index).arg(moveText(node.move), callText(node));
    const bool depthLimited = tree.trace().depth.has_value();
    lines << tr("Window on entry: %1").arg(windowText(node, depthLimited));
    lines << tr("Returned: %1").arg(returnedText(node, depthLimited));
    if (node.type != trace::NodeType::None)
        lines << tr("Type: %1").arg(typeText(node.type));
    lines << tr("Shape: %1").arg(shapeText(node));
    if (node.cutoffAfter >= 0)
        lines << tr("Cutoff after child %1, %n move(s) pruned", nullptr, int(tree.prunedMoves(index).size()))
                     .arg(node.cutoffAfter + 1);
    lines << tr("Subtree: %n record(s)", nullptr, tree.subtreeSize(index));
    return lines.join(QLatin1Char('\n'));
}

QColor TraceWording::typeColor(trace::NodeType type)
{
    switch (type) {
    case trace::NodeType::Pv:
        return QColor(0xD5, 0x5E, 0x00); // vermillion
    case trace::NodeType::Cut:
        return QColor(0x00, 0x72, 0xB2); // blue
    case trace::NodeType::All:
        return QColor(0x00, 0x9E, 0x73); // bluish green
    case trace::NodeType::None:
        break;
    }
    return QColor(0xBB, 0xBB, 0xBB);
}

QColor TraceWording::prunedColor() { return QColor(0xA0, 0xA0, 0xA0); }

} // namespace othello
