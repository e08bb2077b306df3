#pragma once

#include "engine/depth/DepthComparison.h"

#include <QAbstractTableModel>

namespace othello {

// The rows of a fixed-depth comparison, one a search, in the order they finished.
class DepthRowsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Position, Depth, Search, Table, Value, Expanded, Generated, Milliseconds, ColumnCount };

    explicit DepthRowsModel(QObject* parent = nullptr);

    void clear();
    void addRow(const depth::DepthComparisonRow& row);
    const std::vector<depth::DepthComparisonRow>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<depth::DepthComparisonRow> m_rows;
};

} // namespace othello
