#include "PlotSeries.h"

#include "ComparisonNames.h"

#include <QCoreApplication>
#include <QLocale>
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
                                locale.toString(qulonglong(record.expanded)),
                                locale.toString(qulonglong(record.generated)), durationText(record.seconds));
        const TableStats& t = record.tableStats;
        if (record.tt && t.probes > 0)
            text +=
                tr("\nTable: %1, hit rate %2 %, peak %3 KiB")
                    .arg(schemeName(record.table), locale.toString(100.0 * double(t.hits()) / double(t.probes), 'f', 1),
                         locale.toString(double(t.peakBytes()) / 1024.0, 'f', 1));
        return text;
    }
};

// Table schemes other than the default get colours of their own (the same scheme the same
// colour in every chart), so a policy comparison of one algorithm tells its lines apart.
QColor schemeColor(std::size_t schemeIndex)
{
    static const QColor palette[] = {QColor(0x17, 0xbe, 0xcf), QColor(0xbc, 0xbd, 0x22), QColor(0xe3, 0x77, 0xc2),
                                     QColor(0x7f, 0x7f, 0x7f), QColor(0x8c, 0x56, 0x4b), QColor(0x94, 0x67, 0xbd),
                                     QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28), QColor(0x1f, 0x77, 0xb4),
                                     QColor(0xff, 0x7f, 0x0e)};
    return palette[schemeIndex % std::size(palette)];
}

// Two shades per algorithm: the TT variant is the darker one.
QColor colorOf(Algorithm algorithm, bool tt)
{
    switch (algorithm) {
    case Algorithm::Negamax:
        return tt ? QColor(0x1b, 0x3d, 0x6b) : QColor(0x4e, 0x79, 0xa7);
    case Algorithm::AlphaBeta:
        return tt ? QColor(0xa8, 0x4f, 0x00) : QColor(0xf2, 0x8e, 0x2b);
    case Algorithm::Scout:
        return tt ? QColor(0x2b, 0x61, 0x24) : QColor(0x59, 0xa1, 0x4f);
    case Algorithm::NegaScout:
        return tt ? QColor(0x8c, 0x1c, 0x1e) : QColor(0xe1, 0x57, 0x59);
    case Algorithm::Best:
        return tt ? QColor(0x5a, 0x2d, 0x82) : QColor(0x9c, 0x6a, 0xc9);
    }
    return Qt::black;
}

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

// The session (first run) draws solid/dashed lines, other runs dotted ones.
Qt::PenStyle penStyleOf(std::size_t runIndex, Counter counter)
{
    const bool firstRun = runIndex == 0;
    if (counter == Counter::Expanded)
        return firstRun ? Qt::DashLine : Qt::DotLine;
    return firstRun ? Qt::SolidLine : Qt::DashDotLine;
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

std::vector<PlotSeries> buildPlotSeries(PlotKind kind, const std::vector<ComparisonRun>& runs)
{
    const std::vector<Counter> counters = kind == PlotKind::Nodes
        ? std::vector<Counter>{Counter::Generated, Counter::Expanded}
        : kind == PlotKind::Time    ? std::vector<Counter>{Counter::Seconds}
        : kind == PlotKind::HitRate ? std::vector<Counter>{Counter::HitRate}
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

    // Algorithms with tables of other schemes: the first draws a scheme's colour, the others shades
    // of it, so one scheme of two algorithms is two lines told apart.
    std::vector<Algorithm> schemeAlgorithms;
    for (const AlgorithmInfo& info : kAlgorithms)
        for (const ComparisonRun& run : runs)
            if (std::any_of(run.records.begin(), run.records.end(),
                            [&](const ResultRecord& r) {
                                return r.algorithm == info.algorithm && r.tt && r.table != TableScheme{};
                            }) &&
                std::find(schemeAlgorithms.begin(), schemeAlgorithms.end(), info.algorithm) == schemeAlgorithms.end())
                schemeAlgorithms.push_back(info.algorithm);
    const auto shade = [&](QColor color, Algorithm algorithm) {
        const auto k =
            std::find(schemeAlgorithms.begin(), schemeAlgorithms.end(), algorithm) - schemeAlgorithms.begin();
        return k == 0 ? color : k == 1 ? color.darker(170) : k == 2 ? color.lighter(150) : color.darker(250);
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
                            series.color = schemeIndex == 0 ? colorOf(info.algorithm, tt)
                                                            : shade(schemeColor(schemeIndex - 1), info.algorithm);
                            series.penStyle = penStyleOf(runIndex, counter);
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
                            series.name = counterName(counter).isEmpty()
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

QString describePoint(const PlotSeries& series, const ResultRecord& record)
{
    return PlotText::tooltip(series, record);
}

} // namespace othello
