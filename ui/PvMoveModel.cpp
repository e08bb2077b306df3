#include "PvMoveModel.h"

#include "GameSession.h"
#include "common/MoveNames.h"
#include "engine/PrincipalVariation.h"
#include "engine/Square.h"

#include <QFont>

namespace othello {

namespace {
const PrincipalVariation& pv() { return PrincipalVariation::sixBySix(); }
} // namespace

PvMoveModel::PvMoveModel(QObject* parent) : QAbstractTableModel(parent) { }

int PvMoveModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : PrincipalVariation::kLastLabel - PrincipalVariation::kFirstLabel + 1;
}

int PvMoveModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant PvMoveModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int label = labelOfRow(index.row());
    if (role == Qt::FontRole && label == m_currentLabel) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(
            Qt::Alignment(index.column() == SideColumn ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter));
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    const Board& position = pv().position(label);
    switch (index.column()) {
    case LabelColumn:
        return label;
    case PlyColumn:
        return PrincipalVariation::plyOf(label);
    case SideColumn:
        return position.isGameOver() ? tr("game over") : GameSession::sideName(position.toMove);
    case MoveColumn: {
        const int move = pv().moveFrom(label);
        if (move == kNoMove)
            return QStringLiteral("—");
        return translatedMoveName(move);
    }
    default:
        return {};
    }
}

QVariant PvMoveModel::headerData(int section, Qt::Orientation orientation, int role) const
{
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
    default:
        return {};
    }
}

void PvMoveModel::setCurrentLabel(int label)
{
    if (label == m_currentLabel || !PrincipalVariation::isValidLabel(label))
        return;
    const int previous = m_currentLabel;
    m_currentLabel = label;
    for (int changed : {previous, label})
        emit dataChanged(index(rowOfLabel(changed), 0), index(rowOfLabel(changed), ColumnCount - 1), {Qt::FontRole});
}

} // namespace othello
