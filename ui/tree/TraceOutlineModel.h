#pragma once

#include <QAbstractItemModel>
#include <memory>
#include <vector>

namespace othello {

class TraceTree;

// The outline of a trace: a tree model whose rows are the records (a record's children are the
// records it called, in call order), then the moves a cutoff left unsearched as greyed rows.
// Lazy: the view asks for the rows it shows; every answer comes from the TraceTree's index
// arrays, so a trace of millions of records costs the view nothing until it is expanded.
class TraceOutlineModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column {
        MoveColumn,
        CallColumn,
        AlphaColumn,
        BetaColumn,
        ValueColumn,
        TypeColumn,
        ShapeColumn,
        SubtreeColumn,
        ColumnCount
    };
    // The record a row shows (an int), or -1 for an unsearched move.
    static constexpr int RecordRole = Qt::UserRole + 1;

    explicit TraceOutlineModel(QObject* parent = nullptr);
    ~TraceOutlineModel() override;

    // Shows `tree` (none: empty). The model shares it with the other views of the trace.
    void setTree(std::shared_ptr<const TraceTree> tree);
    const std::shared_ptr<const TraceTree>& tree() const { return m_tree; }
    // Shows the values again (the value convention changed).
    void refreshValues();
    // The row of a record (column 0), for selecting it.
    QModelIndex indexOfRecord(int record) const;
    // Records marked as not visited by the trace they are compared with (drawn in italics).
    void setUnsharedRecords(std::vector<bool> unshared);
    // The record stepped to: it and its ancestors, the path from the root, are drawn in bold.
    void setCurrentRecord(int record);
    bool isOnCurrentPath(int record) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // internalId: a record r is r; an unsearched move is kStubFlag | its index in the tree's list.
    static constexpr quintptr kStubFlag = quintptr(1) << (sizeof(quintptr) * 8 - 1);
    int stubOwner(quintptr stub) const;
    QVariant recordData(int record, int column, int role) const;
    QVariant stubData(quintptr stub, int column, int role) const;

    std::shared_ptr<const TraceTree> m_tree;
    std::vector<bool> m_unshared;
    std::vector<int> m_path; // from the root to the current record
};

} // namespace othello
