#include "ResultsTable.h"

#include "ResultsTableModel.h"

namespace othello {

ResultsTable::ResultsTable(ResultsTableModel* model, QWidget* parent)
    : CopyableTable(model, ResultsTableModel::kSortRole, parent), m_model(model)
{
    connect(model, &ResultsTableModel::runsChanged, this, &ResultsTable::showPositionColumns);
    connect(model, &ResultsTableModel::checksChanged, this, &ResultsTable::showPositionColumns);
    showPositionColumns();
}

void ResultsTable::setPositionFileChosen(bool file)
{
    m_positionFileChosen = file;
    showPositionColumns();
}

void ResultsTable::showPositionColumns()
{
    // The PV's label and ply, a file's position number: columns only for the records shown.
    bool pv = false;
    bool file = false;
    for (const ComparisonRun& run : m_model->runs())
        for (const ResultRecord& record : run.records)
            (record.isFilePosition() ? file : pv) = true;
    if (!file && !pv) // no results yet: the columns of the positions about to be searched
        (m_positionFileChosen ? file : pv) = true;
    setColumnHidden(ResultsTableModel::Label, file && !pv);
    setColumnHidden(ResultsTableModel::Ply, file && !pv);
    setColumnHidden(ResultsTableModel::Position, !file);
    setColumnHidden(ResultsTableModel::Verdict, !m_model->hasChecks()); // only beside a checked run
}

} // namespace othello
