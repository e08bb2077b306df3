#include "StandingsModel.h"

#include "RatingText.h"
#include "common/ValueView.h"

#include <QLocale>

namespace othello {

StandingsModel::StandingsModel(QObject* parent) : QAbstractTableModel(parent) { }

void StandingsModel::recompute()
{
    m_standings = play::standings(m_players, m_games);
    m_crosstable = play::crosstable(static_cast<int>(m_players.size()), m_games);
}

void StandingsModel::setTournament(const std::vector<play::PlayerSpec>& players)
{
    beginResetModel();
    m_players = players;
    m_games.clear();
    recompute();
    endResetModel();
}

void StandingsModel::addGame(const play::GameResult& result)
{
    m_games.push_back(result);
    recompute();
    if (!m_standings.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit gameAdded(static_cast<int>(m_games.size()) - 1);
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
    if (role == Qt::ToolTipRole) {
        if (index.column() == Player)
            return QString::fromStdString(m_players[static_cast<std::size_t>(s.player)].text());
        if (index.column() == Points || index.column() == Elo || index.column() == Los)
            return tr("Against the field: %1").arg(recordTooltip(s.record()));
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case Rank:
        return index.row() + 1;
    case Player:
        return QString::fromStdString(s.name);
    case Games:
        return s.games();
    case Points:
        return locale.toString(s.score(), 'g', 6);
    case Elo:
        return eloText(s.record());
    case Los:
        return losText(s.record());
    case Wins:
        return s.wins;
    case Draws:
        return s.draws;
    case Losses:
        return s.losses;
    case Margin:
        return ValueConvention::signedText(s.discMargin);
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
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Points:
            return tr("A win counts 1, a draw 1/2. Ties are broken by Sonneborn-Berger (the opponents' points, "
                      "weighted by the points taken from them), then wins, then disc margin.");
        case Elo:
            return tr("The Elo difference to the field that the score means, with its 95% error margin (± ∞: too few "
                      "games, or nearly all won or lost, to bound it)");
        case Margin:
            return tr("The sum of the player's own disc margins (the player's view), over its games");
        case Los:
            return tr("Likelihood of superiority: the probability of being stronger than the field, from the "
                      "won and lost games");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank:
        return tr("#");
    case Player:
        return tr("Player");
    case Games:
        return tr("Games");
    case Points:
        return tr("Points");
    case Elo:
        return tr("Elo");
    case Los:
        return tr("LOS");
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

void StandingsModel::retranslate()
{
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

} // namespace othello
