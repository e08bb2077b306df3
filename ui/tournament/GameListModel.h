#pragma once

#include <QAbstractTableModel>

namespace othello {

class StandingsModel;

// Every game of a tournament in playing order: number, opening, Black, White, the final discs,
// the margin (Black's view, under the tournament's scoring) and why it ended early, if it did.
class GameListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Number, Opening, Black, White, Result, Margin, Reason, ColumnCount };

    explicit GameListModel(const StandingsModel* results, QObject* parent = nullptr);

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
