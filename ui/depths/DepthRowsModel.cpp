#include "DepthRowsModel.h"

#include "common/AlgorithmNames.h"
#include "common/NumberText.h"
#include "common/ValueView.h"

#include <QLocale>

namespace othello {

DepthRowsModel::DepthRowsModel(QObject* parent) : QAbstractTableModel(parent) { }

void DepthRowsModel::setPositions(const std::vector<Board>& positions)
{
    beginResetModel();
    m_positions = positions;
    m_rows.clear();
    endResetModel();
}

void DepthRowsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void DepthRowsModel::addRow(const depth::DepthComparisonRow& row)
{
    const int at = rowCount();
    beginInsertRows({}, at, at);
    m_rows.push_back(row);
    endInsertRows();
}

int DepthRowsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int DepthRowsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DepthRowsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto& row = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Search ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                        : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case Position:
        return row.position + 1;
    case Depth:
        return row.depth;
    case Search:
        return translatedDepthSearchName(row.algorithm);
    case Table:
        return row.table ? tr("on") : tr("off");
    case Value: {
        const auto position = static_cast<std::size_t>(row.position);
        const Color toMove = position < m_positions.size() ? m_positions[position].toMove : Color::Black;
        return ValueConvention::instance().text(row.result.value, toMove);
    }
    case Expanded:
        return countText(row.result.stats.expanded);
    case Generated:
        return countText(row.result.stats.generated);
    case Milliseconds:
        return locale.toString(row.result.seconds * 1000.0, 'f', 3);
    default:
        return {};
    }
}

QVariant DepthRowsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Value)
        return tr("The search's value in evaluation points (the evaluation's own units, not discs; a finished game "
                  "counts its disc score times 1,000,000): %1 (Settings > Values From)")
            .arg(ValueConvention::instance().viewName());
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Position:
        return tr("Position");
    case Depth:
        return tr("Depth");
    case Search:
        return tr("Search");
    case Table:
        return tr("TT");
    case Value:
        return tr("Value\n(%1)").arg(ValueConvention::instance().shortViewName());
    case Expanded:
        return tr("Expanded");
    case Generated:
        return tr("Generated");
    case Milliseconds:
        return tr("ms");
    default:
        return {};
    }
}

void DepthRowsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace othello
