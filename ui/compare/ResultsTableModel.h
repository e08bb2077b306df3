#pragma once

#include "RunCheck.h"
#include "common/charts/AxisScale.h"
#include "common/charts/ComparisonRun.h"

#include <QAbstractTableModel>
#include <map>
#include <utility>
#include <vector>

namespace othello {

// Every record of every shown run as a table: a "run" column naming the source, then the results CSV
// columns in schema order (with the number of a position file's position after the PV label,
// its text and file as the tooltip), then the table laboratory's (scheme, hit rate, cutoffs, collisions,
// fill, peak memory, node types; empty where they do not apply). Qt::DisplayRole is text; kSortRole gives numbers for sorting.
// Owns the runs; the charts draw what runs() returns. A checked run (RunCheck.h) says per row in
// the Verdict column whether its numbers are the lab's, and where one differs shows both, marked
// (ResultsTableChecks.cpp); the column is empty for other runs.
class ResultsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Run,
        Verdict,
        Label,
        Position,
        Ply,
        ToMove,
        AlgorithmColumn,
        Tt,
        Value,
        Expanded,
        Generated,
        Seconds,
        Status,
        SchemeColumn,
        HitRate,
        Cutoffs,
        Collisions,
        Fill,
        PeakMemory,
        PvNodes,
        CutNodes,
        AllNodes,
        ColumnCount
    };
    static constexpr int kSortRole = Qt::UserRole + 1;

    explicit ResultsTableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // The headers and cells in the language in use (after QEvent::LanguageChange).
    void retranslate();

    const std::vector<ComparisonRun>& runs() const { return m_runs; }
    // The index of the run called `name`, or -1.
    int runIndex(const QString& name) const;
    // A name not used by any run: `base`, or "base (2)", "base (3)", ...
    QString unusedRunName(const QString& base) const;

    // The index of the run whose ComparisonRun::key() is `key`, or -1.
    int runIndexOfKey(const QString& key) const;

    // Adds a run at the end (its name made unique) and returns its index.
    int addRun(ComparisonRun run);
    // Renames a run (made unique among the others); returns the name given, empty if none.
    QString renameRun(int run, const QString& name);
    // A hidden run keeps its records but shows no rows (and no lines in the charts).
    void setRunShown(int run, bool shown);
    // Creates the run if needed (first position when `first`), then empties it.
    void resetRun(const QString& name, bool first = false);
    void appendRecord(int run, const ResultRecord& record);
    void removeRun(int run);
    int recordCount(int run) const;
    // The run a (source) row belongs to.
    int runOfRow(int row) const;
    // The (source) row of `record` of the run `run`, or -1 (not there, or the run is hidden).
    int rowOf(int run, const ResultRecord& record) const;
    // A run checked against the lab: its verdicts, one per record (none while the lab searches).
    void setRunCheck(int run, RunCheck check);
    // The verdict on one record of a checked run.
    void setVerdict(int run, std::size_t record, const trace::CountVerdict& verdict);
    // The check of a run, or null when it is not a checked run.
    const RunCheck* runCheck(int run) const;
    bool hasChecks() const { return !m_checks.empty(); }

    // The unit of the time column, chosen for the longest search of all runs as the time chart
    // chooses its unit (µs, ms or s); the column's header names it.
    Unit timeUnit() const { return m_timeUnit; }

signals:
    // Any change to the runs' records, for views that redraw everything (the charts).
    void runsChanged();
    // A checked run's verdicts changed (or a run became one).
    void checksChanged();

private:
    void rebuildRows();
    void updateTimeUnit();
    static bool hasTableStats(const ResultRecord& record);
    static QVariant tableText(const ResultRecord& record, int column);
    static QVariant tableSortValue(const ResultRecord& record, int column);
    // A checked row's Verdict, Value, Expanded or Generated cell; invalid where the row shows as
    // any other (ResultsTableChecks.cpp).
    QVariant checkData(const RunCheck& check, std::size_t record, int column, int role) const;
    void emitCheckChanged(int run);

    std::vector<ComparisonRun> m_runs;
    std::vector<std::pair<int, std::size_t>> m_rows; // (run, record) in the order they arrived
    std::map<QString, RunCheck> m_checks;            // by ComparisonRun::key()
    Unit m_timeUnit = timeUnitFor(0);
};

} // namespace othello
