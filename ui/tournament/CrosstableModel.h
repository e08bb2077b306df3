#pragma once

#include <QAbstractTableModel>

namespace othello {

class StandingsModel;

// The crosstable of a tournament: players in ranking order down and across; a cell holds the
// row player's points against the column player out of their games ("3.5 / 6"), its tooltip
// the wins, draws, losses, Elo difference with 95% margin and likelihood of superiority.
class CrosstableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit CrosstableModel(const StandingsModel* results, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    // Titles and cells again, in the language and value convention now in force.
    void retranslate();

private:
    const StandingsModel* m_results;
};

} // namespace othello
