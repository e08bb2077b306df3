#include "TraceValues.h"

#include "TraceTree.h"
#include "TraceWording.h"

namespace othello {

TraceValues::TraceValues(const TraceTree& tree, ValueView view) : m_tree(tree), m_view(view) { }

bool TraceValues::depthLimited() const { return m_tree.trace().depth.has_value(); }

Color TraceValues::mover(int record) const { return m_tree.moverAt(record); }

int TraceValues::sign(int record, int at) const
{
    const int toBlack = m_tree.trace().blackView ? 1 : blackSign(mover(record));
    const int toShown = m_view == ValueView::SideToMove ? blackSign(mover(at)) : 1;
    return toBlack * toShown;
}

int TraceValues::value(int record, int at) const { return sign(record, at) * m_tree.node(record).value; }

TraceValues::Window TraceValues::window(int record, int at) const
{
    const trace::Node& node = m_tree.node(record);
    return sign(record, at) > 0 ? Window{node.alpha, node.beta} : Window{-node.beta, -node.alpha};
}

bool TraceValues::maximizes(int record) const
{
    return m_view == ValueView::SideToMove || mover(record) == Color::Black;
}

QString TraceValues::testComparison(int record, int at) const
{
    const bool strict = m_tree.node(record).comparison == trace::Comparison::Greater;
    if (sign(record, at) > 0)
        return strict ? QStringLiteral(">") : QStringLiteral("≥");
    return strict ? QStringLiteral("<") : QStringLiteral("≤");
}

int TraceValues::testThreshold(int record, int at) const { return sign(record, at) * m_tree.node(record).alpha; }

Bound TraceValues::tableBound(int record, int at) const
{
    const Bound bound = m_tree.node(record).tableBound;
    if (sign(record, at) > 0 || bound == Bound::Exact)
        return bound;
    return bound == Bound::Lower ? Bound::Upper : Bound::Lower;
}

QString TraceValues::number(int value) const { return TraceWording::valueText(value, depthLimited()); }

QString TraceValues::valueText(int record) const
{
    const trace::Node& node = m_tree.node(record);
    if (!node.finished)
        return QStringLiteral("?");
    if (node.call == trace::CallKind::Test)
        return node.value ? tr("holds") : tr("fails");
    return number(value(record));
}

QString TraceValues::nodeText(int record) const
{
    const trace::Node& node = m_tree.node(record);
    if (node.finished && node.call == trace::CallKind::Test) // a mark fits the diamond where a word would not
        return node.value ? QStringLiteral("✓") : QStringLiteral("✗");
    return valueText(record);
}

QString TraceValues::windowText(int record) const
{
    if (m_tree.node(record).call == trace::CallKind::Test)
        return tr("is the value %1 %2?").arg(testComparison(record), number(testThreshold(record)));
    const Window shown = window(record);
    return QStringLiteral("(%1, %2)").arg(number(shown.low), number(shown.high));
}

QString TraceValues::callText(int record) const
{
    switch (m_tree.node(record).call) {
    case trace::CallKind::Search:
        return tr("search");
    case trace::CallKind::Test:
        return tr("TEST %1 %2").arg(testComparison(record), number(testThreshold(record)));
    case trace::CallKind::NullWindow:
        return tr("null window");
    case trace::CallKind::ReSearch:
        return tr("re-search");
    }
    return {};
}

QString TraceValues::viewName(int record) const
{
    if (m_view == ValueView::Black || mover(record) == Color::Black)
        return QCoreApplication::translate("othello::ValueConvention", "Black's view");
    return QCoreApplication::translate("othello::ValueConvention", "White's view");
}

QString TraceValues::viewName() const
{
    return m_view == ValueView::Black ? QCoreApplication::translate("othello::ValueConvention", "Black's view")
                                      : QCoreApplication::translate("othello::ValueConvention", "side to move's view");
}

} // namespace othello
