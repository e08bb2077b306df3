#pragma once

#include "results/ResultRecord.h"

#include <QString>
#include <QStringList>
#include <QTextStream>
#include <functional>
#include <vector>

namespace othello {

// Writes the comparison charts in each of `formats` (the signature of writeComparisonCharts in
// ui/common/charts/ChartExport.h; the CLI library itself does not depend on widgets).
using ChartWriter = std::function<bool(const std::vector<ResultRecord>& records, const QString& directory,
                                       const QStringList& formats, QString* error)>;

// The chart formats a ChartWriter writes, as --chart-format names them.
inline const QStringList kChartFormats{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};

// Runs othello-lab-cli with `arguments` (the command and its options, without the program
// name). Results go to `out`; an error is one line on `err` starting "othello-lab-cli: error: ".
// Returns the exit code: 0, 1 (runtime error, also when `out` could not be written), 2 (usage
// error) or 128 + the signal's number when Ctrl-C, SIGTERM or SIGHUP stopped it (130, 143, 129).
// Needs a QCoreApplication (sweep runs an event loop).
int runCommandLine(const QStringList& arguments, QTextStream& out, QTextStream& err, const ChartWriter& writeCharts);

} // namespace othello
