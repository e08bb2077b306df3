#include "GameListModel.h"

#include "StandingsModel.h"
#include "common/ValueView.h"

namespace othello {

GameListModel::GameListModel(const StandingsModel* results, QObject* parent)
    : QAbstractTableModel(parent), m_results(results)
{
    connect(m_results, &StandingsModel::modelAboutToBeReset, this, &GameListModel::beginResetModel);
    connect(m_results, &StandingsModel::modelReset, this, &GameListModel::endResetModel);
    connect(m_results, &StandingsModel::gameAdded, this, [this](int game) {
        // The results hold the game already: announce the row that appeared.
        beginInsertRows({}, game, game);
        endInsertRows();
    });
}

int GameListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_results->games().size());
}

int GameListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const play::GameResult& game = m_results->games()[static_cast<std::size_t>(index.row())];
    const auto name = [&](int player) {
        return QString::fromStdString(m_results->players()[static_cast<std::size_t>(player)].name);
    };
    if (role == Qt::TextAlignmentRole)
        return index.column() == Black || index.column() == White || index.column() == Reason
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (index.column() == Opening)
            return QString::fromStdString(toText(game.outcome.record.start));
        return tr("Double-click to replay this game in the Play tab.");
    }
    if (role != Qt::DisplayRole)
        return {};
    const int margin = game.outcome.margin;
    switch (index.column()) {
    case Number:
        return index.row() + 1;
    case Opening:
        return game.pairing.opening + 1;
    case Black:
        return name(game.pairing.black);
    case White:
        return name(game.pairing.white);
    case Result:
        return tr("%1–%2").arg(game.outcome.final.blackCount()).arg(game.outcome.final.whiteCount());
    case Margin:
        return ValueConvention::signedText(margin);
    case Reason: {
        // The engine's reasons are English; the ones this program gives are said in the user's language.
        const QString reason = QString::fromStdString(game.outcome.reason);
        if (reason == QLatin1String("black: lost on time"))
            return tr("Black lost on time");
        if (reason == QLatin1String("white: lost on time"))
            return tr("White lost on time");
        return reason;
    }
    default:
        return {};
    }
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Margin)
        return tr("Black's discs minus White's under the game's scoring (a forfeit counts as the largest loss). A "
                  "finished game has no side to move, so this is Black's view whichever view Settings > Values "
                  "From chooses.");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Number:
        return tr("Game");
    case Opening:
        return tr("Opening");
    case Black:
        return tr("Black");
    case White:
        return tr("White");
    case Result:
        return tr("Discs");
    case Margin:
        // A finished game has no side to move: its margin is Black's, in either value convention.
        return tr("Margin\n(Black)");
    case Reason:
        return tr("Ended by");
    default:
        return {};
    }
}

void GameListModel::retranslate()
{
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

} // namespace othello
