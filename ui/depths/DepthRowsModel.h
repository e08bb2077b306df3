#pragma once

#include "engine/depth/DepthComparison.h"

#include <QAbstractTableModel>

namespace othello {

// The rows of a fixed-depth comparison, one a search, in the order they finished. Values are in
// the GUI's value convention (ValueView.h; the position's side to move when it is the side to
// move's view), the view named in the column's title.
class DepthRowsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Position, Depth, Search, Table, Value, Expanded, Generated, Milliseconds, ColumnCount };

    explicit DepthRowsModel(QObject* parent = nullptr);

    // The positions the rows' indices name (for their sides to move); clears the rows.
    void setPositions(const std::vector<Board>& positions);
    const std::vector<Board>& positions() const { return m_positions; }
    void clear();
    void addRow(const depth::DepthComparisonRow& row);
    // Titles and cells again, in the language and value convention now in force.
    void retranslate();
    const std::vector<depth::DepthComparisonRow>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<Board> m_positions;
    std::vector<depth::DepthComparisonRow> m_rows;
};

} // namespace othello
