#pragma once

#include <QAbstractTableModel>

namespace othello {

// The principal variation as a table: one row per PV label (1..34) with its ply, the side to
// move and the move played from it. The current label's row is shown in bold.
class PvMoveModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { LabelColumn, PlyColumn, SideColumn, MoveColumn, ColumnCount };

    explicit PvMoveModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static int labelOfRow(int row) { return row + 1; }
    static int rowOfLabel(int label) { return label - 1; }

    int currentLabel() const { return m_currentLabel; }
    void setCurrentLabel(int label);

private:
    int m_currentLabel = 1;
};

} // namespace othello
