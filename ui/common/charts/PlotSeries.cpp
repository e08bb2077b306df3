#include "PlotSeries.h"

#include "ComparisonNames.h"
#include "common/AlgorithmNames.h"
#include "common/NumberText.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <map>

namespace othello {

namespace {

class PlotText {
    Q_DECLARE_TR_FUNCTIONS(othello::PlotSeries)
public:
    static QString expanded() { return tr("expanded"); }
    static QString generated() { return tr("generated"); }
    //: Legend entry of the nodes chart: "Alpha-beta TT off — generated".
    static QString counterSeries(const QString& combination, const QString& counter)
    {
        return tr("%1 — %2").arg(combination, counter);
    }
    //: Legend entry when several runs are shown: "results.csv: Alpha-beta TT off".
    static QString runSeries(const QString& run, const QString& series) { return tr("%1: %2").arg(run, series); }
    //: Legend prefix of the PV's lines when a run also holds positions of a file.
    static QString pv() { return tr("PV"); }
    static QString tooltip(const PlotSeries& series, const ResultRecord& record)
    {
        const QLocale locale;
        const QString value = record.value ? locale.toString(*record.value) : tr("none");
        const QString where = record.isFilePosition()
            //: Tooltip line of a position of a position file: "Position: 3 of fforum-40-59.obf, 8×8, empties to the winner"
            ? tr("Position: %1 of %2, %3×%3, %4\n%5 (%6 to move)")
                  .arg(record.position)
                  .arg(QString::fromStdString(record.source))
                  .arg(record.size)
                  .arg(scoringText(record.scoring), QString::fromStdString(record.board), colorText(record.toMove))
            : tr("Label: %1 (ply %2, %3 to move)").arg(record.label).arg(record.ply).arg(colorText(record.toMove));
        QString text = tr("Run: %1\nAlgorithm: %2, %3\n%4\nValue: %5\nExpanded: %6\nGenerated: %7\nTime: %8")
                           .arg(series.runName, algorithmText(record.algorithm), ttText(record.tt), where, value,
                                countText(record.expanded), countText(record.generated), durationText(record.seconds));
        const TableStats& t = record.tableStats;
        if (record.tt && t.probes > 0)
            text +=
                tr("\nTable: %1, hit rate %2 %, peak %3 KiB")
                    .arg(schemeName(record.table), locale.toString(100.0 * double(t.hits()) / double(t.probes), 'f', 1),
                         locale.toString(double(t.peakBytes()) / 1024.0, 'f', 1));
        return text;
    }
};

enum class Counter { Expanded, Generated, Seconds, HitRate, PeakMemory };

struct PositionSet {
    std::string source;
    ScoringRule scoring = ScoringRule::DiscDifference;
    friend bool operator==(const PositionSet&, const PositionSet&) = default;
};
PositionSet positionSetOf(const ResultRecord& record) { return {record.source, record.scoring}; }

bool plots(const ResultRecord& record, Counter counter)
{
    if (record.status != SearchStatus::Done)
        return false;
    if (counter == Counter::HitRate)
        return record.tt && record.tableStats.probes > 0;
    if (counter == Counter::PeakMemory)
        return record.tt && record.tableStats.capacity > 0;
    return true;
}

double plottedValue(const ResultRecord& record, Counter counter)
{
    switch (counter) {
    case Counter::HitRate:
        return 100.0 * double(record.tableStats.hits()) / double(record.tableStats.probes);
    case Counter::PeakMemory:
        return std::max(double(record.tableStats.peakBytes()) / 1024.0, kMinPlottedKibibytes);
    case Counter::Expanded:
        return std::max(double(record.expanded), kMinPlottedNodes);
    case Counter::Generated:
        return std::max(double(record.generated), kMinPlottedNodes);
    case Counter::Seconds:
        return std::max(record.seconds, kMinPlottedSeconds);
    }
    return 0;
}

// Line style is the table (off solid, on dashed); the expanded counter, drawn next to the
// generated one only on request, is dotted.
Qt::PenStyle penStyleOf(bool tt, Counter counter)
{
    if (counter == Counter::Expanded)
        return tt ? Qt::DashDotLine : Qt::DotLine;
    return ttPenStyle(tt);
}

} // namespace

namespace {

QString counterName(Counter counter)
{
    return counter == Counter::Expanded ? PlotText::expanded()
        : counter == Counter::Generated ? PlotText::generated()
                                        : QString();
}

} // namespace

std::vector<PlotSeries> buildPlotSeries(PlotKind kind, const std::vector<ComparisonRun>& runs,
                                        NodeCounters nodeCounters)
{
    const std::vector<Counter> nodes = nodeCounters == NodeCounters::Generated
        ? std::vector<Counter>{Counter::Generated}
        : nodeCounters == NodeCounters::Expanded ? std::vector<Counter>{Counter::Expanded}
                                                 : std::vector<Counter>{Counter::Generated, Counter::Expanded};
    const std::vector<Counter> counters = kind == PlotKind::Nodes ? nodes
        : kind == PlotKind::Time                                  ? std::vector<Counter>{Counter::Seconds}
        : kind == PlotKind::HitRate                               ? std::vector<Counter>{Counter::HitRate}
                                                                  : std::vector<Counter>{Counter::PeakMemory};
    std::size_t runsWithResults = 0;
    for (const ComparisonRun& run : runs)
        runsWithResults += run.records.empty() ? 0 : 1;
    // Every table scheme of every run, the default first, then in order of appearance.
    std::vector<TableScheme> schemes{TableScheme{}};
    for (const ComparisonRun& run : runs)
        for (const ResultRecord& record : run.records)
            if (record.tt && std::find(schemes.begin(), schemes.end(), record.table) == schemes.end())
                schemes.push_back(record.table);

    // Markers tell apart what colour (algorithm) and line style (table) do not: the table
    // scheme, the run and the set of positions, a shape for each as it first appears.
    std::vector<QString> markerKeys;
    const auto markerOf = [&markerKeys](const QString& key) {
        auto it = std::find(markerKeys.begin(), markerKeys.end(), key);
        if (it == markerKeys.end())
            it = markerKeys.insert(markerKeys.end(), key);
        return markerShapeAt(std::size_t(it - markerKeys.begin()));
    };

    std::vector<PlotSeries> result;
    for (std::size_t runIndex = 0; runIndex < runs.size(); ++runIndex) {
        const ComparisonRun& run = runs[runIndex];
        // The sets of positions of the run (the PV, a file under a scoring rule): the x of one is
        // not the x of another, so each draws lines of its own.
        std::vector<PositionSet> sets;
        for (const ResultRecord& record : run.records)
            if (std::find(sets.begin(), sets.end(), positionSetOf(record)) == sets.end())
                sets.push_back(positionSetOf(record));
        for (const PositionSet& set : sets)
            for (const AlgorithmInfo& info : kAlgorithms)
                for (const bool tt : {false, true})
                    for (std::size_t schemeIndex = 0; schemeIndex < (tt ? schemes.size() : 1); ++schemeIndex)
                        for (const Counter counter : counters) {
                            const TableScheme& scheme = schemes[schemeIndex];
                            // One point per label: a later search of the same label replaces an earlier one.
                            std::map<int, ResultRecord> byLabel;
                            for (const ResultRecord& record : run.records)
                                if (record.algorithm == info.algorithm && record.tt == tt && record.table == scheme &&
                                    positionSetOf(record) == set && plots(record, counter))
                                    byLabel[record.point()] = record;
                            if (byLabel.empty())
                                continue;
                            PlotSeries series;
                            series.runName = run.name;
                            series.algorithm = info.algorithm;
                            series.tt = tt;
                            series.table = scheme;
                            series.color = algorithmColor(info.algorithm);
                            series.penStyle = penStyleOf(tt, counter);
                            series.marker = markerOf(QStringLiteral("%1|%2|%3|%4")
                                                         .arg(runIndex)
                                                         .arg(QString::fromStdString(set.source))
                                                         .arg(int(set.scoring))
                                                         .arg(schemeIndex));
                            series.id =
                                QStringLiteral("%1|%2|%3|%4")
                                    .arg(run.name, QString::fromLatin1(info.id.data(), qsizetype(info.id.size())),
                                         tt ? QStringLiteral("on") : QStringLiteral("off"))
                                    .arg(int(counter));
                            if (schemeIndex > 0)
                                series.id += "|" + QString::fromStdString(schemeText(scheme));
                            if (set.source != kPvSource)
                                series.id += QStringLiteral("|%1|%2")
                                                 .arg(QString::fromStdString(set.source))
                                                 .arg(int(set.scoring));
                            const QString combination = combinationText(info.algorithm, tt, scheme);
                            // The counter names the line only when both are drawn; otherwise the axis says it.
                            series.name = counterName(counter).isEmpty() || counters.size() == 1
                                ? combination
                                : PlotText::counterSeries(combination, counterName(counter));
                            if (sets.size() > 1)
                                series.name = PlotText::runSeries(
                                    set.source == kPvSource ? PlotText::pv() : QString::fromStdString(set.source),
                                    series.name);
                            if (runsWithResults > 1)
                                series.name = PlotText::runSeries(run.name, series.name);
                            for (const auto& [label, record] : byLabel) {
                                series.points.append(QPointF(label, plottedValue(record, counter)));
                                series.records.push_back(record);
                            }
                            result.push_back(std::move(series));
                        }
    }
    return result;
}

QString searchKey(const PlotSeries& series)
{
    QStringList parts = series.id.split(QLatin1Char('|'));
    if (parts.size() > 3)
        parts.removeAt(3); // the counter
    return parts.join(QLatin1Char('|'));
}

std::vector<PlotSeries> relativeTo(const std::vector<PlotSeries>& series, const QString& baselineKey)
{
    // With both counters, each is divided by the baseline's same counter.
    const auto baselineOf = [&](const PlotSeries& s) -> const PlotSeries* {
        for (const PlotSeries& b : series)
            if (searchKey(b) == baselineKey &&
                b.id.section(QLatin1Char('|'), 3, 3) == s.id.section(QLatin1Char('|'), 3, 3))
                return &b;
        return nullptr;
    };
    std::vector<PlotSeries> result;
    for (const PlotSeries& s : series) {
        const PlotSeries* baseline = baselineOf(s);
        if (!baseline)
            continue;
        PlotSeries relative = s;
        relative.points.clear();
        relative.records.clear();
        for (qsizetype i = 0; i < s.points.size(); ++i)
            for (const QPointF& b : baseline->points)
                if (b.x() == s.points[i].x() && b.y() > 0) {
                    relative.points.append(QPointF(b.x(), s.points[i].y() / b.y()));
                    relative.records.push_back(s.records[std::size_t(i)]);
                }
        result.push_back(std::move(relative));
    }
    return result;
}

std::vector<PlotSeries> branchingFactors(const std::vector<PlotSeries>& series)
{
    std::vector<PlotSeries> result;
    for (const PlotSeries& s : series) {
        if (s.records.empty() || s.records.front().isFilePosition())
            continue; // a series holds one set of positions: all PV labels or all of one file
        PlotSeries factors = s;
        factors.points.clear();
        factors.records.clear();
        for (qsizetype i = 0; i < s.points.size(); ++i)
            for (const QPointF& next : s.points)
                if (next.x() == s.points[i].x() + 1 && next.y() > 0) {
                    factors.points.append(QPointF(s.points[i].x(), s.points[i].y() / next.y()));
                    factors.records.push_back(s.records[std::size_t(i)]);
                }
        result.push_back(std::move(factors));
    }
    return result;
}

QString describePoint(const PlotSeries& series, const ResultRecord& record)
{
    return PlotText::tooltip(series, record);
}

} // namespace othello
