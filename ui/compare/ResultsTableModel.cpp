#include "ResultsTableModel.h"

#include "common/NumberText.h"
#include "common/ValueView.h"
#include "common/charts/ComparisonNames.h"

#include <QLocale>
#include <algorithm>
#include <limits>

namespace othello {

ResultsTableModel::ResultsTableModel(QObject* parent) : QAbstractTableModel(parent)
{
    // Values in the program's one convention: a change of view turns the column and its title.
    connect(&ValueConvention::instance(), &ValueConvention::viewChanged, this, [this] {
        emit headerDataChanged(Qt::Horizontal, Value, Value);
        if (!m_rows.empty())
            emit dataChanged(index(0, Value), index(rowCount() - 1, Value));
    });
}

int ResultsTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int ResultsTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ResultsTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto [runIndex, recordIndex] = m_rows[std::size_t(index.row())];
    const ComparisonRun& run = m_runs[std::size_t(runIndex)];
    const ResultRecord& r = run.records[recordIndex];
    const int column = index.column();
    if (const auto check = m_checks.find(run.key()); check != m_checks.end())
        if (const QVariant checked = checkData(check->second, recordIndex, column, role); checked.isValid())
            return checked;

    if (role == Qt::TextAlignmentRole) {
        const bool text = column == Run || column == ToMove || column == AlgorithmColumn || column == Tt ||
            column == Verdict || column == Status || column == SchemeColumn;
        return QVariant::fromValue(
            Qt::Alignment(text ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter));
    }
    if (role == kSortRole) {
        switch (column) {
        case Run:
            return runIndex;
        case Label:
            return r.label;
        case Position:
            return r.position;
        case Ply:
            return r.ply;
        case ToMove:
            return int(r.toMove);
        case AlgorithmColumn:
            return int(r.algorithm);
        case Tt:
            return int(r.tt);
        case Value:
            return r.value ? ValueConvention::instance().shown(*r.value, r.toMove)
                           : std::numeric_limits<int>::min(); // no value sorts first
        case Expanded:
            return qulonglong(r.expanded);
        case Generated:
            return qulonglong(r.generated);
        case Seconds:
            return r.seconds;
        case Status:
            return int(r.status);
        default:
            return tableSortValue(r, column);
        }
    }
    if (role == Qt::ToolTipRole && column == Seconds)
        return durationText(r.seconds);
    if (role == Qt::ToolTipRole && (column == Label || column == Position)) {
        if (!r.isFilePosition())
            return tr("PV label %1: %2").arg(r.label).arg(QString::fromStdString(positionText(r)));
        //: Tooltip of a position of a position file: "Position 3 of fforum-40-59.obf (8×8, empties to the winner): O--OOOOX... X"
        return tr("Position %1 of %2 (%3×%3, %4): %5")
            .arg(r.position)
            .arg(QString::fromStdString(r.source))
            .arg(r.size)
            .arg(scoringText(r.scoring), QString::fromStdString(r.board));
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case Run:
        return run.name;
    case Label:
        return r.isFilePosition() ? QVariant(QString()) : QVariant(r.label);
    case Position:
        return r.isFilePosition() ? QVariant(r.position) : QVariant(QString());
    case Ply:
        return r.isFilePosition() ? QVariant(QString()) : QVariant(r.ply);
    case ToMove:
        return colorText(r.toMove);
    case AlgorithmColumn:
        return algorithmText(r.algorithm);
    case Tt:
        return r.tt ? tr("on") : tr("off");
    case Value:
        return r.value ? QVariant(ValueConvention::instance().shown(*r.value, r.toMove)) : QVariant(QString());
    case Expanded:
        return countText(r.expanded); // thousands separators: 29,501,798
    case Generated:
        return countText(r.generated);
    case Seconds:
        // In the column's unit with the locale's separators: "1,234.567" ms. Microseconds are
        // the clock's resolution: no decimals below them.
        return QLocale().toString(r.seconds / m_timeUnit.size, 'f', m_timeUnit.size < 1e-3 ? 0 : 3);
    case Status:
        return statusText(r.status);
    default:
        return tableText(r, column);
    }
}

bool ResultsTableModel::hasTableStats(const ResultRecord& r) { return r.tt && r.tableStats.capacity > 0; }

QVariant ResultsTableModel::tableSortValue(const ResultRecord& r, int column)
{
    const TableStats& t = r.tableStats;
    switch (column) {
    case SchemeColumn:
        return r.tt ? schemeName(r.table) : QString();
    case HitRate:
        return t.probes ? double(t.hits()) / double(t.probes) : -1.0;
    case Cutoffs:
        return qulonglong(t.cutoffs);
    case Collisions:
        return qulonglong(t.collisions);
    case Fill:
        return t.fillRatio();
    case PeakMemory:
        return qulonglong(t.peakBytes());
    case PvNodes:
        return qulonglong(r.nodeTypes.pv);
    case CutNodes:
        return qulonglong(r.nodeTypes.cut);
    case AllNodes:
        return qulonglong(r.nodeTypes.all);
    default:
        return {};
    }
}

QVariant ResultsTableModel::tableText(const ResultRecord& r, int column)
{
    const QLocale locale;
    const TableStats& t = r.tableStats;
    const bool stats = hasTableStats(r);
    const bool nodeTypes = r.nodeTypes.pv + r.nodeTypes.cut + r.nodeTypes.all > 0;
    switch (column) {
    case SchemeColumn:
        return r.tt && r.algorithm != Algorithm::Best ? schemeName(r.table) : QString();
    case HitRate:
        return stats && t.probes ? tr("%1 %").arg(locale.toString(100.0 * double(t.hits()) / double(t.probes), 'f', 1))
                                 : QString();
    case Cutoffs:
        return stats ? countText(t.cutoffs) : QString();
    case Collisions:
        return stats ? countText(t.collisions) : QString();
    case Fill:
        return stats ? tr("%1 %").arg(locale.toString(100.0 * t.fillRatio(), 'f', 2)) : QString();
    case PeakMemory:
        return stats ? tr("%1 KiB").arg(locale.toString(double(t.peakBytes()) / 1024.0, 'f', 1)) : QString();
    case PvNodes:
        return nodeTypes ? countText(r.nodeTypes.pv) : QString();
    case CutNodes:
        return nodeTypes ? countText(r.nodeTypes.cut) : QString();
    case AllNodes:
        return nodeTypes ? countText(r.nodeTypes.all) : QString();
    default:
        return {};
    }
}

QVariant ResultsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Run:
        return tr("Run");
    case Label:
        return tr("Label");
    case Position:
        //: Column of the results table: the number of a position in its position file.
        return tr("Position");
    case Ply:
        return tr("Ply");
    case ToMove:
        return tr("To move");
    case AlgorithmColumn:
        return tr("Algorithm");
    case Tt:
        return tr("TT");
    case Value:
        //: The results table's value column, with its view: "Value (Black)", "Value (mover)".
        return tr("Value (%1)").arg(ValueConvention::instance().shortViewName());
    case Expanded:
        return tr("Expanded");
    case Generated:
        return tr("Generated");
    case Verdict:
        //: Column of the results table: a checked run's row equal to the lab's or different.
        return tr("Verdict");
    case Seconds:
        //: Column of the results table: the search time in the unit of the time chart, "Time (ms)".
        return tr("Time (%1)").arg(m_timeUnit.symbol);
    case Status:
        return tr("Status");
    case SchemeColumn:
        return tr("TT policy");
    case HitRate:
        return tr("TT hit rate");
    case Cutoffs:
        return tr("TT cutoffs");
    case Collisions:
        return tr("Hash collisions");
    case Fill:
        return tr("TT fill");
    case PeakMemory:
        return tr("TT peak memory");
    case PvNodes:
        return tr("PV nodes");
    case CutNodes:
        return tr("Cut nodes");
    case AllNodes:
        return tr("All nodes");
    default:
        return {};
    }
}

int ResultsTableModel::runIndex(const QString& name) const
{
    for (std::size_t i = 0; i < m_runs.size(); ++i)
        if (m_runs[i].name == name)
            return int(i);
    return -1;
}

QString ResultsTableModel::unusedRunName(const QString& base) const
{
    QString name = base;
    for (int n = 2; runIndex(name) >= 0; ++n)
        name = QStringLiteral("%1 (%2)").arg(base).arg(n);
    return name;
}

int ResultsTableModel::addRun(ComparisonRun run)
{
    run.name = unusedRunName(run.name);
    const int first = rowCount();
    const int index = int(m_runs.size());
    if (run.records.empty() || !run.shown) {
        m_runs.push_back(std::move(run));
    } else {
        beginInsertRows({}, first, first + int(run.records.size()) - 1);
        for (std::size_t i = 0; i < run.records.size(); ++i)
            m_rows.emplace_back(index, i);
        m_runs.push_back(std::move(run));
        endInsertRows();
    }
    updateTimeUnit();
    emit runsChanged();
    return index;
}

void ResultsTableModel::resetRun(const QString& name, bool first)
{
    beginResetModel();
    const int index = runIndex(name);
    if (index >= 0)
        m_runs[std::size_t(index)].records.clear();
    else if (first)
        m_runs.insert(m_runs.begin(), ComparisonRun{name, {}});
    else
        m_runs.push_back(ComparisonRun{name, {}});
    rebuildRows();
    endResetModel();
    updateTimeUnit();
    emit runsChanged();
}

void ResultsTableModel::appendRecord(int run, const ResultRecord& record)
{
    if (run < 0 || run >= int(m_runs.size()))
        return;
    std::vector<ResultRecord>& records = m_runs[std::size_t(run)].records;
    if (!m_runs[std::size_t(run)].shown) { // kept, without a row while hidden
        records.push_back(record);
    } else {
        const int row = rowCount();
        beginInsertRows({}, row, row);
        records.push_back(record);
        m_rows.emplace_back(run, records.size() - 1);
        endInsertRows();
    }
    updateTimeUnit();
    emit runsChanged();
}

void ResultsTableModel::removeRun(int run)
{
    if (run < 0 || run >= int(m_runs.size()))
        return;
    beginResetModel();
    m_checks.erase(m_runs[std::size_t(run)].key());
    m_runs.erase(m_runs.begin() + run);
    rebuildRows();
    endResetModel();
    updateTimeUnit();
    emit runsChanged();
}

QString ResultsTableModel::renameRun(int run, const QString& name)
{
    if (run < 0 || run >= int(m_runs.size()) || name.trimmed().isEmpty())
        return {};
    ComparisonRun& renamed = m_runs[std::size_t(run)];
    if (renamed.name == name.trimmed())
        return renamed.name;
    renamed.name = QString(); // its own old name is free again
    renamed.name = unusedRunName(name.trimmed());
    if (rowCount() > 0)
        emit dataChanged(index(0, Run), index(rowCount() - 1, Run));
    emit runsChanged();
    return renamed.name;
}

void ResultsTableModel::setRunShown(int run, bool shown)
{
    if (run < 0 || run >= int(m_runs.size()) || m_runs[std::size_t(run)].shown == shown)
        return;
    beginResetModel();
    m_runs[std::size_t(run)].shown = shown;
    rebuildRows();
    endResetModel();
    emit runsChanged();
}

int ResultsTableModel::runIndexOfKey(const QString& key) const
{
    for (std::size_t i = 0; i < m_runs.size(); ++i)
        if (m_runs[i].key() == key)
            return int(i);
    return -1;
}

int ResultsTableModel::rowOf(int run, const ResultRecord& record) const
{
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        const auto [runIndex, recordIndex] = m_rows[row];
        if (runIndex == run && m_runs[std::size_t(run)].records[recordIndex] == record)
            return int(row);
    }
    return -1;
}

int ResultsTableModel::recordCount(int run) const
{
    return run < 0 || run >= int(m_runs.size()) ? 0 : int(m_runs[std::size_t(run)].records.size());
}

int ResultsTableModel::runOfRow(int row) const
{
    return row < 0 || row >= rowCount() ? -1 : m_rows[std::size_t(row)].first;
}

void ResultsTableModel::updateTimeUnit()
{
    double longest = 0;
    for (const ComparisonRun& run : m_runs)
        for (const ResultRecord& record : run.records)
            longest = std::max(longest, record.seconds);
    const Unit unit = timeUnitFor(longest);
    if (unit.size == m_timeUnit.size)
        return;
    m_timeUnit = unit;
    emit headerDataChanged(Qt::Horizontal, Seconds, Seconds);
    if (rowCount() > 0)
        emit dataChanged(index(0, Seconds), index(rowCount() - 1, Seconds));
}

void ResultsTableModel::rebuildRows()
{
    // Records of one run stay together when rows are rebuilt; arrival order is kept per run.
    // A hidden run's records have no rows.
    m_rows.clear();
    for (std::size_t run = 0; run < m_runs.size(); ++run)
        for (std::size_t i = 0; m_runs[run].shown && i < m_runs[run].records.size(); ++i)
            m_rows.emplace_back(int(run), i);
}

void ResultsTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

} // namespace othello
