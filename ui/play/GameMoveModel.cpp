#include "GameMoveModel.h"

#include "PlayGame.h"
#include "common/MoveNames.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace othello {

GameMoveModel::GameMoveModel(PlayGame* game, QObject* parent) : QAbstractListModel(parent), m_game(game)
{
    // A game changes a few dozen rows at most: a reset is simplest and cheap.
    connect(game, &PlayGame::positionChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int GameMoveModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_game->plies(); }

QVariant GameMoveModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_game->plies())
        return {};
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole: {
        Board board = m_game->record().start;
        for (int i = 0; i < row; ++i)
            board = board.played(m_game->record().moves[static_cast<std::size_t>(i)]);
        const int move = m_game->record().moves[static_cast<std::size_t>(row)];
        const QString name = translatedMoveName(move);
        return (board.toMove == Color::Black ? tr("%1. Black %2") : tr("%1. White %2")).arg(row + 1).arg(name);
    }
    case Qt::FontRole:
        if (row == m_game->ply() - 1) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ForegroundRole:
        if (row >= m_game->ply())
            return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    default:
        return {};
    }
}

void GameMoveModel::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole});
}

} // namespace othello
