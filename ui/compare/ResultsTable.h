#pragma once

#include "CopyableTable.h"

namespace othello {

class ResultsTableModel;

// The results table (see CopyableTable: sortable, copyable). The PV's label and ply columns, and
// a position file's position column, show only when some record has them; without records,
// those of the positions the form has chosen. The Verdict column shows while a run is checked.
class ResultsTable : public CopyableTable {
    Q_OBJECT
public:
    explicit ResultsTable(ResultsTableModel* model, QWidget* parent = nullptr);

    // The form's Positions choice: a position file (true) or the PV.
    void setPositionFileChosen(bool file);

private:
    void showPositionColumns();

    ResultsTableModel* m_model = nullptr;
    bool m_positionFileChosen = false;
};

} // namespace othello
