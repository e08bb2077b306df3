#include "TraceOutlineModel.h"

#include "TraceTree.h"
#include "TraceValues.h"
#include "TraceWording.h"
#include "common/ValueView.h"

#include <QBrush>
#include <QFont>
#include <QLocale>
#include <QPalette>
#include <algorithm>

namespace othello {

TraceOutlineModel::TraceOutlineModel(QObject* parent) : QAbstractItemModel(parent) { }

TraceOutlineModel::~TraceOutlineModel() = default;

void TraceOutlineModel::setTree(std::shared_ptr<const TraceTree> tree)
{
    beginResetModel();
    m_tree = std::move(tree);
    m_unshared.clear();
    m_path.clear();
    endResetModel();
}

void TraceOutlineModel::refreshValues()
{
    // Every value may change sign: a layout change repaints the view and keeps what is expanded.
    emit layoutAboutToBeChanged();
    emit layoutChanged();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void TraceOutlineModel::setCurrentRecord(int record)
{
    std::vector<int> path =
        m_tree && record >= 0 && record < m_tree->size() ? m_tree->pathTo(record) : std::vector<int>();
    std::swap(m_path, path);
    for (const std::vector<int>* rows : {&path, &m_path})
        for (const int r : *rows) {
            const QModelIndex first = indexOfRecord(r);
            emit dataChanged(first, first.siblingAtColumn(ColumnCount - 1), {Qt::FontRole});
        }
}

bool TraceOutlineModel::isOnCurrentPath(int record) const
{
    return std::find(m_path.begin(), m_path.end(), record) != m_path.end();
}

void TraceOutlineModel::setUnsharedRecords(std::vector<bool> unshared)
{
    // Every row's font may change: a layout change repaints the view and keeps what is expanded.
    emit layoutAboutToBeChanged();
    m_unshared = std::move(unshared);
    emit layoutChanged();
}

QModelIndex TraceOutlineModel::indexOfRecord(int record) const
{
    if (!m_tree || record < 0 || record >= m_tree->size())
        return {};
    return createIndex(m_tree->childPosition(record), 0, quintptr(record));
}

int TraceOutlineModel::stubOwner(quintptr stub) const { return m_tree->prunedOwner(int(stub & ~kStubFlag)); }

QModelIndex TraceOutlineModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!m_tree || m_tree->size() == 0 || row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row == 0 ? createIndex(0, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() & kStubFlag)
        return {};
    const int owner = int(parent.internalId());
    const auto children = m_tree->children(owner);
    if (row < int(children.size()))
        return createIndex(row, column, quintptr(children[std::size_t(row)]));
    const int stub = row - int(children.size());
    if (stub >= int(m_tree->prunedMoves(owner).size()))
        return {};
    return createIndex(row, column, kStubFlag | quintptr(m_tree->prunedBase(owner) + stub));
}

QModelIndex TraceOutlineModel::parent(const QModelIndex& child) const
{
    if (!m_tree || !child.isValid())
        return {};
    const quintptr id = child.internalId();
    const int owner = (id & kStubFlag) ? stubOwner(id) : m_tree->node(int(id)).parent;
    if (owner < 0)
        return {};
    return createIndex(m_tree->childPosition(owner), 0, quintptr(owner));
}

int TraceOutlineModel::rowCount(const QModelIndex& parent) const
{
    if (!m_tree || m_tree->size() == 0)
        return 0;
    if (!parent.isValid())
        return 1;
    if (parent.column() != 0 || (parent.internalId() & kStubFlag))
        return 0;
    const int owner = int(parent.internalId());
    return int(m_tree->children(owner).size() + m_tree->prunedMoves(owner).size());
}

int TraceOutlineModel::columnCount(const QModelIndex&) const { return ColumnCount; }

bool TraceOutlineModel::hasChildren(const QModelIndex& parent) const { return rowCount(parent) > 0; }

QVariant TraceOutlineModel::data(const QModelIndex& index, int role) const
{
    if (!m_tree || !index.isValid())
        return {};
    const quintptr id = index.internalId();
    return (id & kStubFlag) ? stubData(id, index.column(), role) : recordData(int(id), index.column(), role);
}

QVariant TraceOutlineModel::recordData(int record, int column, int role) const
{
    const trace::Node& node = m_tree->node(record);
    switch (role) {
    case RecordRole:
        return record;
    case Qt::ToolTipRole:
        return TraceWording::tooltip(*m_tree, record);
    case Qt::DecorationRole:
        if (column == TypeColumn && node.finished && node.type != trace::NodeType::None)
            return TraceWording::typeColor(node.type);
        return {};
    case Qt::FontRole: {
        const bool unshared = std::size_t(record) < m_unshared.size() && m_unshared[std::size_t(record)];
        const bool onPath = isOnCurrentPath(record);
        if (!unshared && !onPath)
            return {};
        QFont font;
        font.setItalic(unshared);
        font.setBold(onPath);
        return font;
    }
    case Qt::TextAlignmentRole:
        if (column == AlphaColumn || column == BetaColumn || column == ValueColumn || column == SubtreeColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    const bool test = node.call == trace::CallKind::Test;
    const TraceValues values(*m_tree);
    switch (column) {
    case MoveColumn:
        return TraceWording::moveText(node.move);
    case CallColumn:
        return values.callText(record);
    case AlphaColumn:
        return test ? QString() : values.number(values.window(record).low);
    case BetaColumn:
        return test ? QString() : values.number(values.window(record).high);
    case ValueColumn:
        return values.valueText(record);
    case TypeColumn:
        return TraceWording::typeText(node.type);
    case ShapeColumn: {
        QString shape = TraceWording::shapeText(values, record);
        if (node.cutoffAfter >= 0)
            shape = tr("%1, cutoff").arg(shape);
        return shape;
    }
    case SubtreeColumn:
        return QLocale().toString(m_tree->subtreeSize(record));
    default:
        return {};
    }
}

QVariant TraceOutlineModel::stubData(quintptr stub, int column, int role) const
{
    const int number = int(stub & ~kStubFlag);
    switch (role) {
    case RecordRole:
        return -1;
    case Qt::ForegroundRole:
        return QBrush(TraceWording::prunedColor());
    case Qt::ToolTipRole:
        return tr("%1 was not searched: the cutoff made it unnecessary")
            .arg(TraceWording::moveText(m_tree->prunedMove(number)));
    case Qt::DisplayRole:
        if (column == MoveColumn)
            return TraceWording::moveText(m_tree->prunedMove(number));
        if (column == CallColumn)
            return tr("pruned");
        return {};
    default:
        return {};
    }
}

QVariant TraceOutlineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && (section == AlphaColumn || section == BetaColumn || section == ValueColumn))
        return tr("In %1").arg(ValueConvention::instance().viewName());
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MoveColumn:
        return tr("Move");
    case CallColumn:
        return tr("Call");
    case AlphaColumn:
        return tr("α");
    case BetaColumn:
        return tr("β");
    case ValueColumn:
        return tr("Value");
    case TypeColumn:
        return tr("Type");
    case ShapeColumn:
        return tr("Shape");
    case SubtreeColumn:
        return tr("Subtree");
    default:
        return {};
    }
}

} // namespace othello
