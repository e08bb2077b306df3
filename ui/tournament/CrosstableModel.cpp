#include "CrosstableModel.h"

#include "RatingText.h"
#include "StandingsModel.h"

namespace othello {

CrosstableModel::CrosstableModel(const StandingsModel* results, QObject* parent)
    : QAbstractTableModel(parent), m_results(results)
{
    // The ranking may change with every game: every cell and header may change.
    const auto reset = [this] {
        beginResetModel();
        endResetModel();
    };
    connect(m_results, &StandingsModel::modelReset, this, reset);
    connect(m_results, &StandingsModel::gameAdded, this, reset);
}

int CrosstableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_results->standings().size());
}

int CrosstableModel::columnCount(const QModelIndex& parent) const { return rowCount(parent); }

QVariant CrosstableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant(Qt::AlignCenter);
    if (index.row() == index.column())
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("—")) : QVariant();
    const auto& standings = m_results->standings();
    const play::Standing& row = standings[static_cast<std::size_t>(index.row())];
    const play::Standing& column = standings[static_cast<std::size_t>(index.column())];
    const play::Record& record = m_results->crosstable().at(row.player, column.player);
    if (role == Qt::DisplayRole)
        return record.games() ? pointsText(record) : QString();
    if (role == Qt::ToolTipRole)
        return tr("%1 against %2:\n%3")
            .arg(QString::fromStdString(row.name), QString::fromStdString(column.name), recordTooltip(record));
    return {};
}

QVariant CrosstableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0 || section >= rowCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString name = QString::fromStdString(m_results->standings()[static_cast<std::size_t>(section)].name);
    if (role == Qt::DisplayRole)
        return orientation == Qt::Vertical ? tr("%1. %2").arg(section + 1).arg(name) : name;
    if (role == Qt::ToolTipRole)
        return orientation == Qt::Vertical ? tr("Rows: %1's points against each player").arg(name)
                                           : tr("Columns: each player's points against %1").arg(name);
    return QAbstractTableModel::headerData(section, orientation, role);
}

void CrosstableModel::retranslate()
{
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

} // namespace othello
