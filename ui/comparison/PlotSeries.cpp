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
    static QString tooltip(const PlotSeries& series, const ResultRecord& record)
    {
        const QLocale locale;
        const QString value = record.value ? locale.toString(*record.value) : tr("none");
        return tr("Run: %1\nAlgorithm: %2, %3\nLabel: %4 (ply %5, %6 to move)\nValue: %7\n"
                  "Expanded: %8\nGenerated: %9\nTime: %10")
            .arg(series.runName, algorithmText(record.algorithm), ttText(record.tt))
            .arg(record.label)
            .arg(record.ply)
            .arg(colorText(record.toMove), value, locale.toString(qulonglong(record.expanded)),
                 locale.toString(qulonglong(record.generated)), durationText(record.seconds));
    }
};

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

enum class Counter { Expanded, Generated, Seconds };

double plottedValue(const ResultRecord& record, Counter counter)
{
    switch (counter) {
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

std::vector<PlotSeries> buildPlotSeries(PlotKind kind, const std::vector<ComparisonRun>& runs)
{
    const std::vector<Counter> counters = kind == PlotKind::Nodes
                                              ? std::vector<Counter>{Counter::Generated, Counter::Expanded}
                                              : std::vector<Counter>{Counter::Seconds};
    std::size_t runsWithResults = 0;
    for (const ComparisonRun& run : runs)
        runsWithResults += run.records.empty() ? 0 : 1;

    std::vector<PlotSeries> result;
    for (std::size_t runIndex = 0; runIndex < runs.size(); ++runIndex) {
        const ComparisonRun& run = runs[runIndex];
        for (const AlgorithmInfo& info : kAlgorithms) {
            for (const bool tt : {false, true}) {
                // One point per label: a later search of the same label replaces an earlier one.
                std::map<int, ResultRecord> byLabel;
                for (const ResultRecord& record : run.records)
                    if (record.algorithm == info.algorithm && record.tt == tt
                        && record.status == SearchStatus::Done)
                        byLabel[record.label] = record;
                if (byLabel.empty())
                    continue;
                for (const Counter counter : counters) {
                    PlotSeries series;
                    series.runName = run.name;
                    series.algorithm = info.algorithm;
                    series.tt = tt;
                    series.color = colorOf(info.algorithm, tt);
                    series.penStyle = penStyleOf(runIndex, counter);
                    const QString counterName = counter == Counter::Expanded ? PlotText::expanded()
                                                : counter == Counter::Generated ? PlotText::generated()
                                                                                : QString();
                    series.id = QStringLiteral("%1|%2|%3|%4")
                                    .arg(run.name, QString::fromLatin1(info.id.data(), qsizetype(info.id.size())),
                                         tt ? QStringLiteral("on") : QStringLiteral("off"))
                                    .arg(int(counter));
                    const QString combination = combinationText(info.algorithm, tt);
                    series.name = counterName.isEmpty() ? combination
                                                        : PlotText::counterSeries(combination, counterName);
                    if (runsWithResults > 1)
                        series.name = PlotText::runSeries(run.name, series.name);
                    for (const auto& [label, record] : byLabel) {
                        series.points.append(QPointF(label, plottedValue(record, counter)));
                        series.records.push_back(record);
                    }
                    result.push_back(std::move(series));
                }
            }
        }
    }
    return result;
}

QString describePoint(const PlotSeries& series, const ResultRecord& record)
{
    return PlotText::tooltip(series, record);
}

} // namespace othello
