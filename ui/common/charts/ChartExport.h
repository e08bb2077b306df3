#pragma once

#include "ChartFigure.h"
#include "ComparisonRun.h"
#include "PlotSeries.h"
#include "SeriesChart.h"
#include "results/ResultRecord.h"

#include <QImage>
#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>
#include <vector>

namespace othello {

// Writes the comparison's charts, `nodes` (generated nodes per PV label or position) and `time`,
// and when some search used a table of the classical searches `tt-hit-rate` and `tt-memory`,
// into `directory` (created if missing), in each of `formats` ("png", "svg", "pdf"; empty: png),
// drawn as the GUI draws them: at the paper size `paperSize` ("column", "two-column"; empty:
// two-column), PNGs at `dpi`, overlaid or as `panels`. Needs a QApplication (any platform,
// offscreen works).
bool writeComparisonCharts(const std::vector<ResultRecord>& records, const QString& directory,
                           const QStringList& formats, QString* error, const QString& paperSize = {}, int dpi = 300,
                           bool panels = false);

// How a chart figure is drawn: size in pixels at `dpi` (size / dpi is the printed size, which
// sets the layout: fonts in points), pixel density (2 doubles the pixels, not the layout), axis
// scale, the node counters drawn, the series (PlotSeries ids) hidden on screen, the formats
// written, the view of nodes and time, and overlaid or panels.
struct ChartImageOptions {
    QSize size = FigureOptions{}.figureSize().size; // two columns at 300 dpi
    qreal pixelRatio = 1;
    int dpi = 300;
    ChartLayout layout = ChartLayout::Overlaid;
    bool logarithmic = true;
    NodeCounters nodeCounters = NodeCounters::Generated;
    QStringList hiddenSeries;
    QList<FigureFormat> formats{FigureFormat::Png};
    // The Nodes and Time charts' view, as on screen: relative to the search `baselineKey` (see
    // searchKey; its legend name `baselineName`), else effective branching factors, else absolute.
    QString baselineKey;
    QString baselineName;
    bool branchingFactor = false;
};

// Draws one chart of `runs` off screen as an image at options.size.
QImage renderChartImage(PlotKind kind, const std::vector<ComparisonRun>& runs, const ChartImageOptions& options);

// The file names writeChartImages() uses inside its directory: "nodes.png", "time.svg",
// "tt-hit-rate.pdf", "tt-memory.png", ...
QString chartFileName(PlotKind kind, FigureFormat format = FigureFormat::Png);

// writeComparisonCharts() with several runs and explicit options (the GUI's export).
bool writeChartImages(const std::vector<ComparisonRun>& runs, const QString& directory,
                      const ChartImageOptions& options, QString* error);

} // namespace othello
