#pragma once

#include <QTableView>

class QSortFilterProxyModel;

namespace othello {

class ResultsTableModel;

// The results table: sortable by any column (numbers sort as numbers) and copyable. Ctrl+C or
// the context menu puts the selected cells on the clipboard as tab-separated text with a header
// line, ready to paste into a spreadsheet. The PV's label and ply columns, and a position file's
// position column, show only when some record has them; without records, those of the positions
// the form has chosen.
class ResultsTable : public QTableView {
    Q_OBJECT
public:
    explicit ResultsTable(ResultsTableModel* model, QWidget* parent = nullptr);

    // The selected cells as tab-separated lines, a header line first; rows in view order,
    // columns from the leftmost to the rightmost selected one. Empty when nothing is selected.
    QString selectionText() const;
    void copySelection() const;
    // The source model row of a view row.
    int sourceRow(int viewRow) const;
    // The form's Positions choice: a position file (true) or the PV.
    void setPositionFileChosen(bool file);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void showPositionColumns();

    QSortFilterProxyModel* m_proxy = nullptr;
    ResultsTableModel* m_model = nullptr;
    bool m_positionFileChosen = false;
};

} // namespace othello
