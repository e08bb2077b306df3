#include "TraceWording.h"

#include "TraceTree.h"
#include "TraceValues.h"
#include "common/ValueView.h"
#include "engine/board/Square.h"
#include "engine/depth/DepthSearch.h"
#include "engine/search/Infinity.h"

#include <QCoreApplication>
#include <QStringList>
#include <cstdlib>

namespace othello {

QString TraceWording::boundText(Bound bound)
{
    switch (bound) {
    case Bound::Exact:
        return tr("exact");
    case Bound::Lower:
        return tr("lower bound");
    case Bound::Upper:
        return tr("upper bound");
    }
    return {};
}

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
        return tr("%1 final").arg(ValueConvention::signedText(value / depth::kFinalScale));
    return ValueConvention::signedText(value);
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

QString TraceWording::shapeText(const TraceValues& values, int record)
{
    const trace::Node& node = values.tree().node(record);
    if (!node.finished)
        return tr("unfinished");
    switch (node.shape) {
    case trace::NodeShape::Interior:
        return tr("node");
    case trace::NodeShape::GameOver:
        return tr("game over");
    case trace::NodeShape::Horizon:
        return tr("horizon");
    case trace::NodeShape::TableHit:
        return tr("table hit (%1)").arg(boundText(values.tableBound(record)));
    }
    return {};
}

QString TraceWording::tooltip(const TraceTree& tree, int index)
{
    const TraceValues values(tree);
    const trace::Node& node = tree.node(index);
    QStringList lines;
    lines << tr("Record %1: %2, %3").arg(index).arg(moveText(node.move), values.callText(index));
    lines << tr("Window on entry: %1").arg(values.windowText(index));
    lines << (node.finished ? tr("Returned: %1").arg(values.valueText(index))
                            : tr("Returned: ? (the search was stopped inside this call)"));
    lines << tr("Values in %1").arg(values.viewName(index));
    if (node.type != trace::NodeType::None)
        lines << tr("Type: %1").arg(typeText(node.type));
    lines << tr("Shape: %1").arg(shapeText(values, index));
    if (node.cutoffAfter >= 0)
        lines << tr("Cutoff after child %1, %n move(s) pruned", nullptr, int(tree.prunedMoves(index).size()))
                     .arg(node.cutoffAfter + 1);
    lines << tr("Subtree: %n record(s)", nullptr, tree.subtreeSize(index));
    return lines.join(QLatin1Char('\n'));
}

QString TraceWording::moveList(const std::vector<int>& moves)
{
    QStringList names;
    for (const int move : moves)
        names << moveText(move);
    if (names.size() <= 1)
        return names.join(QString());
    const QString last = names.takeLast();
    return tr("%1 and %2", "a list of moves: 'a1, e5 and f5'").arg(names.join(QStringLiteral(", ")), last);
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

QColor TraceWording::prunedColor() { return QColor(0x80, 0x80, 0x80); }

} // namespace othello
