#pragma once

#include <QTableView>

class QAbstractItemModel;
class QAction;
class QSortFilterProxyModel;

namespace othello {

// A read-only table of the comparison (its results, the policy summary): sortable by any column
// through `sortRole` (numbers sort as numbers) and copyable. Ctrl+C or the context menu puts the
// selected cells on the clipboard as tab-separated text with a header line, ready to paste into a
// spreadsheet.
class CopyableTable : public QTableView {
    Q_OBJECT
public:
    CopyableTable(QAbstractItemModel* model, int sortRole, QWidget* parent = nullptr);

    // The selected cells as tab-separated lines, a header line first; rows in view order,
    // columns from the leftmost to the rightmost selected one, hidden columns left out. Empty
    // when nothing is selected.
    QString selectionText() const;
    void copySelection() const;
    // The source model row of a view row.
    int sourceRow(int viewRow) const;
    // Selects a source model row alone and scrolls to it.
    void selectSourceRow(int sourceRow);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QSortFilterProxyModel* m_proxy = nullptr;
    QAction* m_copy = nullptr;
    QAction* m_selectAll = nullptr;
};

} // namespace othello
