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
struct PlotSeries {
    QString id;   // stable while the runs change: run, algorithm, TT, table scheme and counter
    QString name; // legend text, e.g. "Alpha-beta TT off — generated"
    QString runName;
    Algorithm algorithm = Algorithm::Negamax;
    bool tt = false;
    TableScheme table;                        // the default when tt is off
    QColor color;                             // the algorithm's (common/AlgorithmNames.h)
    Qt::PenStyle penStyle = Qt::SolidLine;    // TT off solid, on dashed; expanded dotted
    MarkerShape marker = MarkerShape::Circle; // one per table scheme, run and set of positions
    // x = PV label (increasing), y = count or seconds, clamped to the smallest value a log axis
    // can show; records[i] is the finished search behind points[i].
    QList<QPointF> points;
    std::vector<ResultRecord> records;
};

// The smallest y a chart plots, so that logarithmic axes never hide a series.
inline constexpr double kMinPlottedNodes = 1;
inline constexpr double kMinPlottedSeconds = 1e-6;
inline constexpr double kMinPlottedKibibytes = 0.01;

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
std::vector<PlotSeries> relativeTo(const std::vector<PlotSeries>& series, const QString& baselineKey);

// The effective branching factor of every series of PV labels: at each label L whose next label
// L+1 the series also has, its value at L divided by its value at L+1 (nodes(L)/nodes(L+1) on the
// Nodes chart: how many times more a search costs one ply nearer the start). Series of a position
// file's positions have no next label and are left out.
std::vector<PlotSeries> branchingFactors(const std::vector<PlotSeries>& series);

// Tooltip text for a plotted search (run, algorithm, TT, label, value, counts, seconds).
QString describePoint(const PlotSeries& series, const ResultRecord& record);

} // namespace othello
