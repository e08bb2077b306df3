#include "PolicySummary.h"

#include "common/NumberText.h"
#include "common/charts/ComparisonNames.h"

#include <QFont>
#include <QLocale>
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <tuple>

namespace othello {

namespace {

// A position of a run: the PV's label, or a file's position under its scoring rule.
using PositionKey = std::tuple<std::string, int, int>;
PositionKey positionKeyOf(const ResultRecord& record) { return {record.source, int(record.scoring), record.point()}; }

std::optional<double> ratio(double value, double baseline)
{
    return baseline > 0 ? std::optional<double>(value / baseline) : std::nullopt;
}

// The searches of one algorithm in one run, by scheme: the latest finished search per position.
struct SchemeSearches {
    TableScheme scheme;
    std::map<PositionKey, const ResultRecord*> done;
};

std::vector<PolicySummaryRow> summarizeSearch(const ComparisonRun& run, Algorithm algorithm)
{
    std::vector<SchemeSearches> schemes;
    for (const ResultRecord& record : run.records) {
        if (!record.tt || record.algorithm != algorithm || record.status != SearchStatus::Done)
            continue;
        auto it = std::find_if(schemes.begin(), schemes.end(),
                               [&](const SchemeSearches& s) { return s.scheme == record.table; });
        if (it == schemes.end())
            it = schemes.insert(schemes.end(), SchemeSearches{record.table, {}});
        it->done[positionKeyOf(record)] = &record;
    }
    if (schemes.size() < 2)
        return {};
    std::set<PositionKey> common;
    for (const auto& entry : schemes.front().done) {
        const PositionKey& key = entry.first; // a named variable: Clang 14 cannot capture a structured binding
        if (std::all_of(schemes.begin() + 1, schemes.end(), [&](const SchemeSearches& s) { return s.done.count(key); }))
            common.insert(key);
    }

    std::vector<PolicySummaryRow> rows;
    for (const SchemeSearches& s : schemes) {
        PolicySummaryRow row;
        row.runName = run.name;
        row.algorithm = algorithm;
        row.scheme = s.scheme;
        row.positions = int(common.size());
        for (const PositionKey& key : common) {
            const ResultRecord& r = *s.done.at(key);
            row.generated += r.generated;
            row.seconds += r.seconds;
            row.probes += r.tableStats.probes;
            row.hits += r.tableStats.hits();
            row.cutoffs += r.tableStats.cutoffs;
            row.peakBytes = std::max(row.peakBytes, r.tableStats.peakBytes());
        }
        rows.push_back(row);
    }
    auto baseline =
        std::find_if(rows.begin(), rows.end(), [](const PolicySummaryRow& r) { return r.scheme == TableScheme{}; });
    if (baseline == rows.end())
        baseline = std::find_if(rows.begin(), rows.end(),
                                [](const PolicySummaryRow& r) { return r.scheme.policy == TablePolicy{}; });
    if (baseline == rows.end())
        return rows;
    baseline->isBaseline = true;
    const PolicySummaryRow base = *baseline;
    for (PolicySummaryRow& row : rows) {
        row.nodesRatio = ratio(double(row.generated), double(base.generated));
        row.secondsRatio = ratio(row.seconds, base.seconds);
        row.cutoffsRatio = ratio(double(row.cutoffs), double(base.cutoffs));
        row.peakRatio = ratio(double(row.peakBytes), double(base.peakBytes));
        if (row.hitRate() && base.hitRate())
            row.hitRatePoints = *row.hitRate() - *base.hitRate();
    }
    return rows;
}

QString ratioText(const std::optional<double>& value, const QLocale& locale)
{
    return value ? locale.toString(*value, 'f', 2) : QString();
}

} // namespace

std::vector<PolicySummaryRow> summarizePolicies(const std::vector<ComparisonRun>& runs)
{
    std::vector<PolicySummaryRow> rows;
    for (const ComparisonRun& run : runs)
        for (const AlgorithmInfo& info : kAlgorithms) {
            if (info.algorithm == Algorithm::Best) // its own table, no policy to choose
                continue;
            std::vector<PolicySummaryRow> search = summarizeSearch(run, info.algorithm);
            rows.insert(rows.end(), search.begin(), search.end());
        }
    return rows;
}

PolicySummaryModel::PolicySummaryModel(QObject* parent) : QAbstractTableModel(parent) { }

void PolicySummaryModel::setRuns(const std::vector<ComparisonRun>& runs)
{
    beginResetModel();
    m_rows = summarizePolicies(runs);
    double seconds = 0;
    double kibibytes = 0;
    for (const PolicySummaryRow& row : m_rows) {
        seconds = std::max(seconds, row.seconds);
        kibibytes = std::max(kibibytes, double(row.peakBytes) / 1024.0);
    }
    m_timeUnit = timeUnitFor(seconds);
    m_memoryUnit = memoryUnitFor(kibibytes);
    endResetModel();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

bool PolicySummaryModel::severalRuns() const
{
    return std::any_of(m_rows.begin(), m_rows.end(),
                       [this](const PolicySummaryRow& row) { return row.runName != m_rows.front().runName; });
}

int PolicySummaryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int PolicySummaryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant PolicySummaryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const PolicySummaryRow& row = m_rows[std::size_t(index.row())];
    const int column = index.column();
    if (role == Qt::TextAlignmentRole) {
        const bool text = column == Run || column == AlgorithmColumn || column == Policy;
        return QVariant::fromValue(
            Qt::Alignment(text ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter));
    }
    if (role == Qt::FontRole && row.isBaseline) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == kSortRole) {
        const auto optional = [](const std::optional<double>& value) { return value ? *value : -1e300; };
        switch (column) {
        case Run:
            return row.runName;
        case AlgorithmColumn:
            return int(row.algorithm);
        case Policy:
            return schemeName(row.scheme);
        case Positions:
            return row.positions;
        case Generated:
            return qulonglong(row.generated);
        case GeneratedRatio:
            return optional(row.nodesRatio);
        case Time:
            return row.seconds;
        case TimeRatio:
            return optional(row.secondsRatio);
        case HitRate:
            return optional(row.hitRate());
        case HitRatePoints:
            return optional(row.hitRatePoints);
        case Cutoffs:
            return qulonglong(row.cutoffs);
        case CutoffsRatio:
            return optional(row.cutoffsRatio);
        case PeakMemory:
            return qulonglong(row.peakBytes);
        case PeakRatio:
            return optional(row.peakRatio);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        if (column == Time)
            return durationText(row.seconds);
        if (column == Policy || column == Positions)
            return tr("%1 TT on (%2): totals over the %n position(s) that every policy of this search finished",
                      nullptr, row.positions)
                .arg(algorithmText(row.algorithm), schemeName(row.scheme));
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (column) {
    case Run:
        return row.runName;
    case AlgorithmColumn:
        return algorithmText(row.algorithm);
    case Policy:
        //: The baseline row of the policy summary: "default (baseline)".
        return row.isBaseline ? tr("%1 (baseline)").arg(schemeName(row.scheme)) : schemeName(row.scheme);
    case Positions:
        return locale.toString(row.positions);
    case Generated:
        return countText(row.generated);
    case GeneratedRatio:
        return ratioText(row.nodesRatio, locale);
    case Time:
        return locale.toString(row.seconds / m_timeUnit.size, 'f', m_timeUnit.size < 1e-3 ? 0 : 3);
    case TimeRatio:
        return ratioText(row.secondsRatio, locale);
    case HitRate:
        return row.hitRate() ? tr("%1 %").arg(locale.toString(*row.hitRate(), 'f', 1)) : QString();
    case HitRatePoints:
        if (!row.hitRatePoints)
            return QString();
        //: A difference of hit rates in percentage points: "+3.2".
        return (*row.hitRatePoints >= 0.05 ? locale.positiveSign() : QString()) +
            locale.toString(std::abs(*row.hitRatePoints) < 0.05 ? 0.0 : *row.hitRatePoints, 'f', 1);
    case Cutoffs:
        return countText(row.cutoffs);
    case CutoffsRatio:
        return ratioText(row.cutoffsRatio, locale);
    case PeakMemory:
        return locale.toString(double(row.peakBytes) / 1024.0 / m_memoryUnit.size, 'f', 1);
    case PeakRatio:
        return ratioText(row.peakRatio, locale);
    default:
        return {};
    }
}

QVariant PolicySummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case GeneratedRatio:
        case TimeRatio:
        case CutoffsRatio:
        case PeakRatio:
            return tr("This policy's value divided by the default policy's (below 1: less)");
        case HitRatePoints:
            return tr("This policy's hit rate minus the default policy's, in percentage points");
        case PeakMemory:
            return tr("The most memory the table held at one position");
        default:
            return {};
        }
    }
    switch (section) {
    case Run:
        return tr("Run");
    case AlgorithmColumn:
        return tr("Algorithm");
    case Policy:
        return tr("TT policy");
    case Positions:
        return tr("Positions");
    case Generated:
        return tr("Generated nodes");
    case GeneratedRatio:
        //: Column of the policy summary: generated nodes divided by the default policy's.
        return tr("Nodes ÷ default");
    case Time:
        return tr("Time (%1)").arg(m_timeUnit.symbol);
    case TimeRatio:
        return tr("Time ÷ default");
    case HitRate:
        return tr("TT hit rate");
    case HitRatePoints:
        //: Column of the policy summary: hit rate minus the default policy's, in percentage points.
        return tr("Hit rate − default (points)");
    case Cutoffs:
        return tr("TT cutoffs");
    case CutoffsRatio:
        return tr("Cutoffs ÷ default");
    case PeakMemory:
        return tr("TT peak memory (%1)").arg(m_memoryUnit.symbol);
    case PeakRatio:
        return tr("Peak ÷ default");
    default:
        return {};
    }
}

void PolicySummaryModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

} // namespace othello
