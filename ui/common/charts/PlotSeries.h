#pragma once

#include "ComparisonRun.h"
#include "SeriesStyle.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <vector>

namespace othello {

// The comparison charts per PV label: node counts (expanded and generated), search time, and for
// the searches with a transposition table its hit rate (hits per probe) and its peak memory.
enum class PlotKind { Nodes, Time, HitRate, TableMemory };

// One line of a chart as plain data, built from runs and handed to a chart in one go.
//
// The encodings: colour and marker are the algorithm's (common/AlgorithmNames.h); line style is
// the table, solid without and dashed with one (expanded nodes dotted); the marker's fill is the
// run (and a run's set of positions): filled, hollow, dotted. When the searches with a table
// compare several table policies, each policy has a colour (and, when one algorithm compares
// them, a marker) of its own instead.
struct PlotSeries {
    QString id;   // stable while the runs change: run, algorithm, TT, table scheme and counter
    QString name; // legend text, e.g. "Alpha-beta TT off — generated"
    QString runName;
    QString runKey; // the run's ComparisonRun::key()
    Algorithm algorithm = Algorithm::Negamax;
    bool tt = false;
    TableScheme table; // the default when tt is off
    QColor color;
    Qt::PenStyle penStyle = Qt::SolidLine;
    MarkerShape marker = MarkerShape::Circle;
    MarkerFill fill = MarkerFill::Filled;
    // The legend's group (the algorithm) and the entry's text under it ("TT on", a policy); the
    // panel the series is drawn in (the algorithm, or the policy it compares) and its text there.
    QString group;
    QString groupText;
    QString panel;
    QString panelText;
    // x = PV label (increasing), y = count or seconds, clamped to the smallest value a log axis
    // can show; records[i] is the finished search behind points[i].
    QList<QPointF> points;
    std::vector<ResultRecord> records;
    // A ratio's parts (relativeTo, branchingFactors): points[i].y() = numerators[i] / denominators[i].
    QList<double> numerators;
    QList<double> denominators;
};

// The smallest y a chart plots, so that logarithmic axes never hide a series.
inline constexpr double kMinPlottedNodes = 1;
inline constexpr double kMinPlottedSeconds = 1e-6;

// Which node counters the Nodes chart draws: one of them by default, both on request.
enum class NodeCounters { Generated, Expanded, Both };

// Series for every run x combination (x counter for Nodes) that has finished searches, in the
// order runs, kAlgorithms, TT off/on, table schemes as they first appear; a combination is an
// algorithm, TT on or off and, with TT, the table's policy and hash. HitRate and TableMemory
// plot only searches of the classical algorithms with a table. Only searches with status done are plotted: a stopped
// search's counts say nothing about the position. Run names prefix the legend text only when
// there is more than one run.
std::vector<PlotSeries> buildPlotSeries(PlotKind kind, const std::vector<ComparisonRun>& runs,
                                        NodeCounters counters = NodeCounters::Both);

// The search a series plots whatever its counter: its id without the counter, so a baseline
// chosen on the Nodes chart names the same search on the Time chart.
QString searchKey(const PlotSeries& series);

// Every series divided, point by point, by the series of `baselineKey` (see searchKey) at the
// same x; points where the baseline has no value are dropped. Empty when no series has that key.
// The values divided are kept (numerators, denominators) for the readout.
std::vector<PlotSeries> relativeTo(const std::vector<PlotSeries>& series, const QString& baselineKey);

// The effective branching factor of every series of PV labels: at each label L whose next label
// L+1 the series also has, its value at L divided by its value at L+1 (nodes(L)/nodes(L+1) on the
// Nodes chart: how many times more a search costs one ply nearer the start). Series of a position
// file's positions have no next label and are left out.
std::vector<PlotSeries> branchingFactors(const std::vector<PlotSeries>& series);

// Tooltip text for a plotted search (run, algorithm, TT, label, value, counts, seconds).
QString describePoint(const PlotSeries& series, const ResultRecord& record);

// The readout's note on a ratio's point: the value divided, and its difference to the value it
// is divided by ("12,345: −1,221 (−9.0 %)"); for a branching factor, both values ("12,345 ÷
// 3,456"). `seconds`: the values are durations, else counts.
QString ratioNote(double numerator, double denominator, bool seconds, bool branching);

} // namespace othello
