#pragma once

#include "common/charts/AxisScale.h"
#include "common/charts/ComparisonRun.h"

#include <QAbstractTableModel>
#include <cstdint>
#include <optional>
#include <vector>

namespace othello {

// The transposition-table laboratory's answer in one line per table policy: for one search of
// one run, what each table scheme cost and did, summed over the positions that every scheme of
// that search finished (a policy that timed out at a position would otherwise look cheaper),
// and each figure also relative to the `default` policy's.
struct PolicySummaryRow {
    QString runName;
    Algorithm algorithm = Algorithm::AlphaBeta;
    TableScheme scheme;
    bool isBaseline = false;     // the default policy its row compares the others with
    int positions = 0;           // positions summed over, the same for every scheme of the search
    std::uint64_t generated = 0; // total generated nodes
    double seconds = 0;          // total search time
    std::uint64_t probes = 0;    // total table probes
    std::uint64_t hits = 0;      // total table hits
    std::uint64_t cutoffs = 0;   // total table cutoffs
    std::uint64_t peakBytes = 0; // the largest peak of memory in use at one position
    // Relative to the baseline (none without a default policy, or when its value is 0): ratios,
    // and the hit rate's difference in percentage points.
    std::optional<double> nodesRatio;
    std::optional<double> secondsRatio;
    std::optional<double> hitRatePoints;
    std::optional<double> cutoffsRatio;
    std::optional<double> peakRatio;

    std::optional<double> hitRate() const // in percent
    {
        return probes > 0 ? std::optional<double>(100.0 * double(hits) / double(probes)) : std::nullopt;
    }
};

// One row per table scheme of every classical search (algorithm with TT on) of every run that
// searched with more than one scheme, in the order runs, kAlgorithms, schemes as they first
// appear. Only finished searches count; a later search of a position replaces an earlier one.
// The baseline is the default scheme (default policy, mix hash), else the first scheme with the
// default policy.
std::vector<PolicySummaryRow> summarizePolicies(const std::vector<ComparisonRun>& runs);

// The summary as a table (Qt::DisplayRole text with the locale's separators, kSortRole numbers).
class PolicySummaryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Run,
        AlgorithmColumn,
        Policy,
        Positions,
        Generated,
        GeneratedRatio,
        Time,
        TimeRatio,
        HitRate,
        HitRatePoints,
        Cutoffs,
        CutoffsRatio,
        PeakMemory,
        PeakRatio,
        ColumnCount
    };
    static constexpr int kSortRole = Qt::UserRole + 1;

    explicit PolicySummaryModel(QObject* parent = nullptr);

    void setRuns(const std::vector<ComparisonRun>& runs);
    const std::vector<PolicySummaryRow>& rows() const { return m_rows; }
    // Whether the rows come from more than one run (the Run column is worth showing).
    bool severalRuns() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // The headers and cells in the language in use (after QEvent::LanguageChange).
    void retranslate();

private:
    std::vector<PolicySummaryRow> m_rows;
    Unit m_timeUnit = timeUnitFor(0);
    Unit m_memoryUnit = memoryUnitFor(0);
};

} // namespace othello
