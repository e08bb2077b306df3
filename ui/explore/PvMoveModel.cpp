#include "PvMoveModel.h"

#include "common/GameSession.h"
#include "common/MoveNames.h"
#include "common/ValueView.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/board/Square.h"

#include <QFont>
#include <algorithm>

namespace othello {

PvMoveModel::PvMoveModel(QObject* parent) : QAbstractTableModel(parent)
{
    const PrincipalVariation& pv = PrincipalVariation::sixBySix();
    setLine(pv.position(PrincipalVariation::kFirstLabel), pv.moves(), PrincipalVariation::kLastLabel);
}

int PvMoveModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_positions.size());
}

int PvMoveModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant PvMoveModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row();
    if (role == Qt::FontRole && row == m_currentRow) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(
            Qt::Alignment(index.column() == SideColumn ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter));
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    const Board& position = m_positions[static_cast<std::size_t>(row)];
    switch (index.column()) {
    case LabelColumn:
        // Positions off the PV have no label.
        return row < m_pvPositions ? QVariant(labelOfRow(row)) : QVariant(QStringLiteral("—"));
    case PlyColumn:
        return row;
    case SideColumn:
        return position.isGameOver() ? tr("game over") : GameSession::sideName(position.toMove);
    case MoveColumn: {
        if (row >= static_cast<int>(m_moves.size()))
            return QStringLiteral("—");
        return translatedMoveName(m_moves[static_cast<std::size_t>(row)]);
    }
    case ValueColumn: {
        const std::optional<int> value = m_values ? m_values(position) : std::nullopt;
        return value ? ValueConvention::instance().text(*value, position.toMove) : QString();
    }
    default:
        return {};
    }
}

QVariant PvMoveModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == ValueColumn)
        return tr("The position's exact value in discs, when known (the chart's values): %1 (Settings > Values "
                  "From)")
            .arg(ValueConvention::instance().viewName());
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case LabelColumn:
        return tr("Label");
    case PlyColumn:
        return tr("Ply");
    case SideColumn:
        return tr("To move");
    case MoveColumn:
        return tr("Move");
    case ValueColumn:
        // The view under the title: the column stays as narrow as its numbers.
        return tr("Value\n(%1)").arg(ValueConvention::instance().shortViewName());
    default:
        return {};
    }
}

void PvMoveModel::setLine(const Board& start, const std::vector<int>& moves, int pvPositions)
{
    if (!m_positions.empty() && m_positions.front() == start && m_moves == moves && m_pvPositions == pvPositions)
        return;
    beginResetModel();
    m_positions.assign(1, start);
    for (int move : moves)
        m_positions.push_back(m_positions.back().played(move));
    m_moves = moves;
    m_pvPositions = pvPositions;
    m_currentRow = std::min(m_currentRow, static_cast<int>(m_positions.size()) - 1);
    endResetModel();
}

void PvMoveModel::setCurrentRow(int row)
{
    if (row == m_currentRow || row < 0 || row >= rowCount())
        return;
    const int previous = m_currentRow;
    m_currentRow = row;
    for (int changed : {previous, row})
        emit dataChanged(index(changed, 0), index(changed, ColumnCount - 1), {Qt::FontRole});
}

void PvMoveModel::setCurrentLabel(int label)
{
    if (PrincipalVariation::isValidLabel(label) && rowOfLabel(label) < m_pvPositions)
        setCurrentRow(rowOfLabel(label));
}

void PvMoveModel::setValueSource(ValueSource source)
{
    m_values = std::move(source);
    valuesChanged();
}

void PvMoveModel::valuesChanged()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, ValueColumn), index(rowCount() - 1, ValueColumn), {Qt::DisplayRole});
}

void PvMoveModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::DisplayRole});
}

} // namespace othello
