#pragma once

#include "engine/play/Tournament.h"

#include <QAbstractTableModel>

namespace othello {

// The results of a tournament and its standings table: one row a player, best first as
// play::standings ranks them (score, then Sonneborn-Berger, wins, disc margin), with points,
// the Elo difference to the field (95% margin), the likelihood of superiority, wins, draws,
// losses, the sum of disc margins, average time and nodes per searched move -- the table the
// CLI prints. The crosstable and the game list show the same games (gameAdded, modelReset).
class StandingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Rank,
        Player,
        Games,
        Points,
        Elo,
        Los,
        Wins,
        Draws,
        Losses,
        Margin,
        MillisecondsPerMove,
        NodesPerMove,
        ColumnCount
    };

    explicit StandingsModel(QObject* parent = nullptr);

    void setTournament(const std::vector<play::PlayerSpec>& players);
    void addGame(const play::GameResult& result);

    const std::vector<play::PlayerSpec>& players() const { return m_players; }
    const std::vector<play::GameResult>& games() const { return m_games; }
    // Best first.
    const std::vector<play::Standing>& standings() const { return m_standings; }
    const play::Crosstable& crosstable() const { return m_crosstable; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    // Titles and cells again, in the language and value convention now in force.
    void retranslate();

signals:
    // games()[index] was added (the standings are already updated).
    void gameAdded(int index);

private:
    void recompute();

    std::vector<play::PlayerSpec> m_players;
    std::vector<play::GameResult> m_games;
    std::vector<play::Standing> m_standings;
    play::Crosstable m_crosstable;
};

} // namespace othello
