#include "StandingsModel.h"

#include <QLocale>

namespace othello {

StandingsModel::StandingsModel(QObject* parent) : QAbstractTableModel(parent) { }

void StandingsModel::setTournament(const std::vector<play::PlayerSpec>& players)
{
    beginResetModel();
    m_players = players;
    m_games.clear();
    m_standings = play::standings(m_players, m_games);
    endResetModel();
}

void StandingsModel::addGame(const play::GameResult& result)
{
    m_games.push_back(result);
    m_standings = play::standings(m_players, m_games);
    if (!m_standings.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int StandingsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_standings.size());
}

int StandingsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant StandingsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const play::Standing& s = m_standings[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Player ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                        : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Player)
        return QString::fromStdString(m_players[static_cast<std::size_t>(index.row())].text());
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case Player:
        return QString::fromStdString(s.name);
    case Games:
        return s.games();
    case Wins:
        return s.wins;
    case Draws:
        return s.draws;
    case Losses:
        return s.losses;
    case Margin:
        return s.discMargin > 0 ? QStringLiteral("+%1").arg(s.discMargin) : QString::number(s.discMargin);
    case MillisecondsPerMove:
        return locale.toString(s.averageSecondsPerMove() * 1000.0, 'f', 3);
    case NodesPerMove:
        return locale.toString(s.averageNodesPerMove(), 'f', 0);
    default:
        return {};
    }
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Player:
        return tr("Player");
    case Games:
        return tr("Games");
    case Wins:
        return tr("Wins");
    case Draws:
        return tr("Draws");
    case Losses:
        return tr("Losses");
    case Margin:
        return tr("Disc margin");
    case MillisecondsPerMove:
        return tr("ms / move");
    case NodesPerMove:
        return tr("Nodes / move");
    default:
        return {};
    }
}

} // namespace othello
