#pragma once

#include "results/ResultRecord.h"

#include <QString>
#include <QStringList>
#include <QTextStream>
#include <functional>
#include <vector>

namespace othello {

// What `sweep --charts DIR` asks to draw, from its --chart-* options.
struct ChartRequest {
    QString directory;
    QStringList formats{QStringLiteral("png")};  // --chart-format
    QString size = QStringLiteral("two-column"); // --chart-size: a paper's column or both columns
    int dpi = 300;                               // --chart-dpi: the PNGs' resolution
    bool panels = false;                         // --chart-layout panels: one panel per algorithm
};

// Writes the comparison charts as `request` asks (ui/common/charts/ChartExport.h's
// writeComparisonCharts; the CLI library itself does not depend on widgets).
using ChartWriter =
    std::function<bool(const std::vector<ResultRecord>& records, const ChartRequest& request, QString* error)>;

// The chart formats a ChartWriter writes, as --chart-format names them, and the sizes --chart-size names.
inline const QStringList kChartFormats{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};
inline const QStringList kChartSizes{QStringLiteral("column"), QStringLiteral("two-column")};

// Runs othello-lab-cli with `arguments` (the command and its options, without the program
// name). Results go to `out`; an error is one line on `err` starting "othello-lab-cli: error: ".
// Returns the exit code: 0, 1 (runtime error, also when `out` could not be written), 2 (usage
// error) or 128 + the signal's number when Ctrl-C, SIGTERM or SIGHUP stopped it (130, 143, 129).
// Needs a QCoreApplication (sweep runs an event loop).
int runCommandLine(const QStringList& arguments, QTextStream& out, QTextStream& err, const ChartWriter& writeCharts);

} // namespace othello
