#pragma once

#include "engine/play/Tournament.h"

#include <QAbstractTableModel>

namespace othello {

// The results table of a tournament: one row a player (wins, draws, losses, the sum of disc
// margins, average time and nodes per searched move), recomputed from the finished games by
// play::standings, the table the CLI prints.
class StandingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Player, Games, Wins, Draws, Losses, Margin, MillisecondsPerMove, NodesPerMove, ColumnCount };

    explicit StandingsModel(QObject* parent = nullptr);

    void setTournament(const std::vector<play::PlayerSpec>& players);
    void addGame(const play::GameResult& result);

    const std::vector<play::PlayerSpec>& players() const { return m_players; }
    const std::vector<play::GameResult>& games() const { return m_games; }
    const std::vector<play::Standing>& standings() const { return m_standings; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<play::PlayerSpec> m_players;
    std::vector<play::GameResult> m_games;
    std::vector<play::Standing> m_standings;
};

} // namespace othello
