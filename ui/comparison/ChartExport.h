#pragma once

#include "ComparisonRun.h"
#include "PlotSeries.h"
#include "results/ResultRecord.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>
#include <vector>

namespace othello {

// Writes the comparison's two charts as PNG files, `nodes.png` (expanded and generated per
// PV label) and `time.png` (seconds per PV label), and when some search used a table of the
// classical searches `tt-hit-rate.png` and `tt-memory.png`, into `directory` (created if missing),
// drawn exactly as the GUI draws them. Needs a QApplication (any platform, offscreen works).
bool writeComparisonCharts(const std::vector<ResultRecord>& records, const QString& directory, QString* error);

// How a chart image is drawn: logical size, pixel density (2 doubles the pixels, not the
// layout), axis scale, and the series (PlotSeries ids) hidden in the legend.
struct ChartImageOptions {
    QSize size{1600, 1000};
    qreal pixelRatio = 1;
    bool logarithmic = true;
    QStringList hiddenSeries;
};

// Draws one chart of `runs` off screen, laid out at options.size.
QImage renderChartImage(PlotKind kind, const std::vector<ComparisonRun>& runs, const ChartImageOptions& options);

// The file names writeChartImages() uses inside its directory.
QString chartFileName(PlotKind kind); // "nodes.png", "time.png", "tt-hit-rate.png", "tt-memory.png"

// writeComparisonCharts() with several runs and explicit options (the GUI's export).
bool writeChartImages(const std::vector<ComparisonRun>& runs, const QString& directory,
                      const ChartImageOptions& options, QString* error);

} // namespace othello
