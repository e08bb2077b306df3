#pragma once

#include "engine/board/Board.h"

#include <QAbstractTableModel>
#include <functional>
#include <optional>
#include <vector>

namespace othello {

// A line of positions as a table: one row per position with its PV label (for the positions
// that are PV positions), its ply, the side to move, the move played from it and the position's
// exact value when it is known (the value chart's values), in the GUI's value convention with
// the view named in the column's title. By default the principal variation (labels 1..34);
// setLine() shows the line being explored instead. The current row is shown in bold.
class PvMoveModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { LabelColumn, PlyColumn, SideColumn, MoveColumn, ValueColumn, ColumnCount };
    // A position's exact value (Black's view), if known.
    using ValueSource = std::function<std::optional<int>(const Board&)>;

    explicit PvMoveModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static int labelOfRow(int row) { return row + 1; }
    static int rowOfLabel(int label) { return label - 1; }

    // Shows the line from `start` through `moves`; its first `pvPositions` positions are the
    // PV's labels 1, 2, … (0: none).
    void setLine(const Board& start, const std::vector<int>& moves, int pvPositions);
    int currentRow() const { return m_currentRow; }
    void setCurrentRow(int row);
    // On the PV: the current row's label.
    int currentLabel() const { return labelOfRow(m_currentRow); }
    void setCurrentLabel(int label);
    // Where the Value column's values come from; valuesChanged() shows them again.
    void setValueSource(ValueSource source);
    void valuesChanged();
    // The titles and values again, in the language and value convention now in force.
    void retranslate();

private:
    std::vector<Board> m_positions;
    std::vector<int> m_moves;
    int m_pvPositions = 0;
    int m_currentRow = 0;
    ValueSource m_values;
};

} // namespace othello
