#include "PlotSeries.h"

#include "ComparisonNames.h"
#include "common/AlgorithmNames.h"
#include "common/NumberText.h"
#include "common/ValueView.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>
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
    //: A legend entry under its algorithm's name: "TT on (wipe:262144)" (the policy is not translated).
    static QString withScheme(const QString& tt, const QString& scheme) { return tr("%1 (%2)").arg(tt, scheme); }
    //: The readout's note on a branching factor: the value at label L ÷ the value at L+1.
    static QString branchingNote(const QString& at, const QString& next) { return tr("%1 ÷ %2").arg(at, next); }
    //: The readout's note on a ratio of 1: the value, equal to the reference's.
    static QString sameAsReference(const QString& value) { return tr("%1, as the reference").arg(value); }
    //: The readout's note on a ratio: the value, and its difference to the reference's in its
    //: unit and in percent: "12,345: −1,221 (−9.0 %)".
    static QString difference(const QString& value, const QString& difference, const QString& percent)
    {
        return tr("%1: %2 (%3 %)").arg(value, difference, percent);
    }
    static QString tooltip(const PlotSeries& series, const ResultRecord& record)
    {
        const QLocale locale;
        // In the program's value convention, its view named ("−4 (Black's view)").
        const ValueConvention& values = ValueConvention::instance();
        const QString value = record.value
            //: A search's value in a chart's tooltip, with the view it is in: "−4 (Black's view)".
            ? tr("%1 (%2)").arg(values.text(*record.value, record.toMove), values.viewName(record.toMove))
            : tr("none");
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
    if (counter == Counter::PeakMemory) // an empty table has no size a log axis can show
        return record.tt && record.tableStats.capacity > 0 && record.tableStats.peakBytes() > 0;
    return true;
}

double plottedValue(const ResultRecord& record, Counter counter)
{
    switch (counter) {
    case Counter::HitRate:
        return 100.0 * double(record.tableStats.hits()) / double(record.tableStats.probes);
    case Counter::PeakMemory:
        return double(record.tableStats.peakBytes()) / 1024.0;
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

// The looks of the searches that compare table policies: a classical algorithm with a table
// under more than one scheme. With one such algorithm, its first scheme keeps the algorithm's
// colour and marker and every other scheme has a colour and a marker of its own; with several,
// each scheme has a colour of its own and each algorithm keeps its marker. A scheme's own marker
// is never that of an algorithm shown (a policy's line is not taken for another algorithm's), its colour
// keeps clear of the algorithms' drawn beside it; their pairs repeat only after colours x shapes.
class PolicyLooks {
public:
    explicit PolicyLooks(const std::vector<ComparisonRun>& runs)
    {
        std::map<Algorithm, std::vector<TableScheme>> schemesOf;
        std::vector<Algorithm> shown;
        std::vector<QColor> taken;
        for (const ComparisonRun& run : runs)
            for (const ResultRecord& record : run.records) {
                if (!run.shown)
                    continue;
                m_onlyComparing = m_onlyComparing && record.tt;
                if (std::find(shown.begin(), shown.end(), record.algorithm) == shown.end()) {
                    shown.push_back(record.algorithm);
                    taken.push_back(algorithmColor(record.algorithm));
                }
                std::vector<TableScheme>& schemes = schemesOf[record.algorithm];
                if (record.tt && record.algorithm != Algorithm::Best &&
                    std::find(schemes.begin(), schemes.end(), record.table) == schemes.end())
                    schemes.push_back(record.table);
            }
        std::size_t algorithms = 0;
        for (const AlgorithmInfo& info : kAlgorithms)
            algorithms += schemesOf.count(info.algorithm);
        m_onlyComparing = m_onlyComparing && algorithms == 1;
        for (const AlgorithmInfo& info : kAlgorithms)
            if (schemesOf[info.algorithm].size() > 1) {
                m_comparing.push_back(info.algorithm);
                for (const TableScheme& scheme : schemesOf[info.algorithm])
                    if (std::find(m_schemes.begin(), m_schemes.end(), scheme) == m_schemes.end())
                        m_schemes.push_back(scheme);
            }
        // The default first: the reference the others are measured against.
        std::stable_partition(m_schemes.begin(), m_schemes.end(),
                              [](const TableScheme& s) { return s == TableScheme{}; });
        // The colours clear of the algorithms' first; when the schemes need more, the others after
        // them (their markers still differ from every algorithm's).
        const std::size_t needed = m_comparing.size() == 1 ? m_schemes.size() - 1 : m_schemes.size();
        for (const QColor& color : categoryColorsBeside(taken, kCategoryColors))
            if (std::find(m_palette.begin(), m_palette.end(), color) == m_palette.end())
                m_palette.push_back(color);
        for (std::size_t i = 0; i < kCategoryColors && m_palette.size() < needed; ++i)
            if (std::find(m_palette.begin(), m_palette.end(), categoryColor(i)) == m_palette.end())
                m_palette.push_back(categoryColor(i));
        // The shapes no algorithm shown has, in the cycle's order.
        for (std::size_t i = 0; i < kCategoryColors; ++i) {
            const MarkerShape shape = markerShapeAt(i);
            if (std::none_of(shown.begin(), shown.end(),
                             [shape](Algorithm algorithm) { return algorithmMarker(algorithm) == shape; }))
                m_shapes.push_back(shape);
        }
    }

    bool compares(Algorithm algorithm, bool tt) const
    {
        return tt && std::find(m_comparing.begin(), m_comparing.end(), algorithm) != m_comparing.end();
    }

    QColor color(Algorithm algorithm, const TableScheme& scheme) const
    {
        const std::size_t index = indexOf(scheme);
        if (m_comparing.size() == 1)
            return index == 0 ? algorithmColor(algorithm) : m_palette[(index - 1) % m_palette.size()];
        return m_palette[index % m_palette.size()];
    }

    MarkerShape marker(Algorithm algorithm, const TableScheme& scheme) const
    {
        const std::size_t index = indexOf(scheme);
        if (m_comparing.size() != 1 || index == 0)
            return algorithmMarker(algorithm);
        // Each time the colours start again, the shapes move on by one: no (colour, shape) twice.
        const std::size_t n = index - 1;
        return m_shapes[(n % m_palette.size() + n / m_palette.size()) % m_shapes.size()];
    }

    // Whether every search shown is one algorithm with a table comparing policies: its panels are
    // then one per policy, else one per algorithm.
    bool panelsByPolicy() const { return m_comparing.size() == 1 && m_onlyComparing; }

private:
    std::size_t indexOf(const TableScheme& scheme) const
    {
        return std::size_t(std::find(m_schemes.begin(), m_schemes.end(), scheme) - m_schemes.begin());
    }

    std::vector<Algorithm> m_comparing;
    std::vector<TableScheme> m_schemes;
    std::vector<QColor> m_palette;
    std::vector<MarkerShape> m_shapes;
    bool m_onlyComparing = true;
};

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
        runsWithResults += run.shown && !run.records.empty() ? 1 : 0;
    // Every table scheme of every run, the default first, then in order of appearance.
    std::vector<TableScheme> schemes{TableScheme{}};
    for (const ComparisonRun& run : runs)
        for (const ResultRecord& record : run.records)
            if (record.tt && std::find(schemes.begin(), schemes.end(), record.table) == schemes.end())
                schemes.push_back(record.table);
    const PolicyLooks policyLooks(runs);

    // The marker's fill tells apart what colour, shape and line style do not: the run and the
    // set of positions, a fill for each as it first appears (hidden runs keep theirs).
    std::vector<QString> fillKeys;
    const auto fillOf = [&fillKeys](const QString& key) {
        auto it = std::find(fillKeys.begin(), fillKeys.end(), key);
        if (it == fillKeys.end())
            it = fillKeys.insert(fillKeys.end(), key);
        return markerFillAt(std::size_t(it - fillKeys.begin()));
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
        for (const PositionSet& set : sets) {
            const MarkerFill fill = fillOf(
                QStringLiteral("%1|%2|%3").arg(run.key(), QString::fromStdString(set.source)).arg(int(set.scoring)));
            if (!run.shown)
                continue;
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
                            series.runKey = run.key();
                            series.algorithm = info.algorithm;
                            series.tt = tt;
                            series.table = scheme;
                            series.penStyle = penStyleOf(tt, counter);
                            series.fill = fill;
                            const bool policy = policyLooks.compares(info.algorithm, tt);
                            series.color =
                                policy ? policyLooks.color(info.algorithm, scheme) : algorithmColor(info.algorithm);
                            series.marker =
                                policy ? policyLooks.marker(info.algorithm, scheme) : algorithmMarker(info.algorithm);
                            series.id =
                                QStringLiteral("%1|%2|%3|%4")
                                    .arg(run.key(), QString::fromLatin1(info.id.data(), qsizetype(info.id.size())),
                                         tt ? QStringLiteral("on") : QStringLiteral("off"))
                                    .arg(int(counter));
                            if (schemeIndex > 0)
                                series.id += "|" + QString::fromStdString(schemeText(scheme));
                            if (set.source != kPvSource)
                                series.id += QStringLiteral("|%1|%2")
                                                 .arg(QString::fromStdString(set.source))
                                                 .arg(int(set.scoring));
                            // The whole name, and the short texts under the algorithm's name
                            // (legend) or the panel's title: "TT on", "depth:8", "Alpha-beta".
                            const QString combination = combinationText(info.algorithm, tt, scheme);
                            const QString table = !tt     ? ttText(false)
                                : policy                  ? schemeName(scheme)
                                : scheme == TableScheme{} ? ttText(true)
                                                          : PlotText::withScheme(ttText(true), schemeName(scheme));
                            QString names[3] = {combination, table,
                                                policy && policyLooks.panelsByPolicy() ? algorithmText(info.algorithm)
                                                                                       : table};
                            for (QString& name : names) {
                                // The counter names the line only when both are drawn; otherwise the axis says it.
                                if (!counterName(counter).isEmpty() && counters.size() > 1)
                                    name = PlotText::counterSeries(name, counterName(counter));
                                if (sets.size() > 1)
                                    name = PlotText::runSeries(
                                        set.source == kPvSource ? PlotText::pv() : QString::fromStdString(set.source),
                                        name);
                                if (runsWithResults > 1)
                                    name = PlotText::runSeries(run.name, name);
                            }
                            series.name = names[0];
                            series.group =
                                policy ? combinationText(info.algorithm, true) : algorithmText(info.algorithm);
                            series.groupText = names[1];
                            series.panel = policy && policyLooks.panelsByPolicy() ? schemeName(scheme)
                                                                                  : algorithmText(info.algorithm);
                            series.panelText = names[2];
                            for (const auto& [label, record] : byLabel) {
                                series.points.append(QPointF(label, plottedValue(record, counter)));
                                series.records.push_back(record);
                            }
                            result.push_back(std::move(series));
                        }
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
                    relative.numerators.append(s.points[i].y());
                    relative.denominators.append(b.y());
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
                    factors.numerators.append(s.points[i].y());
                    factors.denominators.append(next.y());
                }
        result.push_back(std::move(factors));
    }
    return result;
}

QString describePoint(const PlotSeries& series, const ResultRecord& record)
{
    return PlotText::tooltip(series, record);
}

QString ratioNote(double numerator, double denominator, bool seconds, bool branching)
{
    const auto text = [seconds](double value) {
        return seconds ? durationText(value)
                       : countText(static_cast<std::uint64_t>(std::llround(std::max(0.0, value))));
    };
    if (branching)
        return PlotText::branchingNote(text(numerator), text(denominator));
    if (numerator == denominator)
        return PlotText::sameAsReference(text(numerator));
    const double difference = numerator - denominator;
    const QString sign = difference < 0 ? QStringLiteral("\u2212") : QStringLiteral("+");
    const QString percent = QLocale().toString(100.0 * std::abs(difference) / denominator, 'f', 1);
    return PlotText::difference(text(numerator), sign + text(std::abs(difference)), sign + percent);
}

} // namespace othello
