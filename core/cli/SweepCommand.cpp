#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "InterruptWatch.h"
#include "SweepSettings.h"
#include "jobs/ComparisonJob.h"
#include "results/ResultFiles.h"

#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QTimer>

namespace othello {

namespace {

constexpr int kInterruptPollMs = 50;

const char* const kUsage = "[options]";
const char* const kSummary =
    "Runs the PV comparison protocol: every algorithm x TT combination solves the PV positions\n"
    "from --from down to --to (label 34 for every combination, then 33, ...), each within the\n"
    "time limit, and stops climbing after its first timeout. With --positions FILE every\n"
    "combination solves every position of the file instead (1..N in line order; a timeout on one\n"
    "does not stop the others). Every finished search is printed and appended to the CSV file at\n"
    "once, so Ctrl-C (or a crash) loses nothing finished.";

CommandOptions sweepOptions()
{
    std::vector<OptionSpec> specs = sweepSettingSpecs();
    specs.push_back({"out", "FILE", "CSV file the records are appended to (default: results.csv)"});
    specs.push_back({"charts", "DIR",
                     "also write the charts nodes and time (and tt-hit-rate and tt-memory when a table was used) "
                     "into DIR at the end"});
    specs.push_back({"chart-format", "LIST", "the charts' formats, comma-separated: png, svg, pdf (default: png)"});
    specs.push_back({"chart-size", "SIZE",
                     "the charts' printed size: column (8.9 cm wide, one column of a paper) or two-column "
                     "(18.2 cm, the whole page; default)"});
    specs.push_back({"chart-dpi", "N", "the PNG charts' resolution in dots per inch (default: 300)"});
    specs.push_back({"chart-layout", "LAYOUT",
                     "overlaid (every line in one chart; default) or panels (one small chart per algorithm, "
                     "shared axes)"});
    return CommandOptions("sweep", std::move(specs));
}

// The --chart-* options but the formats: checked now, not after a long run.
ChartRequest chartRequestFrom(const CommandOptions& options, const QStringList& formats)
{
    ChartRequest request;
    request.directory = options.value("charts");
    request.formats = formats;
    for (const char* name : {"chart-size", "chart-dpi", "chart-layout"})
        if (options.isSet(name) && !options.isSet("charts"))
            throw usageError(QString("--%1: needs --charts DIR").arg(name));
    if (options.isSet("chart-size")) {
        request.size = options.value("chart-size").trimmed().toLower();
        if (!kChartSizes.contains(request.size))
            throw usageError("--chart-size: unknown size '" + options.value("chart-size") + "' (" +
                             kChartSizes.join(", ") + ")");
    }
    if (options.isSet("chart-dpi")) {
        bool ok = false;
        request.dpi = options.value("chart-dpi").toInt(&ok);
        if (!ok || request.dpi < 50 || request.dpi > 1200)
            throw usageError("--chart-dpi: '" + options.value("chart-dpi") + "' is not a resolution from 50 to 1200");
    }
    if (options.isSet("chart-layout")) {
        const QString layout = options.value("chart-layout").trimmed().toLower();
        if (layout != "overlaid" && layout != "panels")
            throw usageError("--chart-layout: unknown layout '" + options.value("chart-layout") +
                             "' (overlaid, panels)");
        request.panels = layout == "panels";
    }
    return request;
}

// --chart-format: checked now, not after a long run.
QStringList chartFormatsFrom(const CommandOptions& options)
{
    if (!options.isSet("chart-format"))
        return {kChartFormats.front()};
    QStringList formats;
    for (const QString& part : options.value("chart-format").split(',')) {
        const QString format = part.trimmed().toLower();
        if (!kChartFormats.contains(format))
            throw usageError("--chart-format: unknown format '" + part.trimmed() + "' (" + kChartFormats.join(", ") +
                             ")");
        if (!formats.contains(format))
            formats.append(format);
    }
    if (!options.isSet("charts"))
        throw usageError("--chart-format: needs --charts DIR");
    return formats;
}

// Charts come at the end of a possibly long run: find out now whether they can be written.
void checkChartsDirectory(const QString& directory)
{
    if (!QDir().mkpath(directory))
        throw runtimeError("--charts: cannot create the directory '" + directory + "'");
    const QFileInfo info(directory);
    if (!info.isDir() || !info.isWritable())
        throw runtimeError("--charts: the directory '" + directory + "' is not writable");
}

QString tableHeader(bool positionFile)
{
    return QString("%1 %2 %3 %4 %5 %6 %7  %8")
        .arg(positionFile ? "pos" : "label", 5)
        .arg("algorithm", -10)
        .arg("tt", -3)
        .arg("value", 5)
        .arg("expanded", 14)
        .arg("generated", 14)
        .arg("seconds", 12)
        .arg("status");
}

QString tableRow(const ResultRecord& record)
{
    return QString("%1 %2 %3 %4 %5 %6 %7  %8")
        .arg(record.point(), 5)
        .arg(QString::fromLatin1(algorithmId(record.algorithm)), -10)
        .arg(!record.tt                          ? QString("off")
                 : record.table == TableScheme{} ? QString("on")
                                                 : "on " + QString::fromStdString(schemeText(record.table)),
             -3)
        .arg(record.value ? QString::number(*record.value) : QString("-"), 5)
        .arg(record.expanded, 14)
        .arg(record.generated, 14)
        .arg(QString::number(record.seconds, 'f', 6), 12)
        .arg(QString::fromLatin1(statusId(record.status)));
}

} // namespace

int runSweep(CommandContext& context)
{
    CommandOptions options = sweepOptions();
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText(kUsage, kSummary);
        return 0;
    }
    const ComparisonSettings settings = sweepSettingsFrom(options);
    if (const std::string problem = memoryProblem(settings); !problem.empty())
        throw runtimeError("--tt-mb: " + QString::fromStdString(problem));
    const QString outPath = options.isSet("out") ? options.value("out") : QString("results.csv");
    if (outPath.isEmpty())
        throw usageError("--out: the file name is empty");
    if (outPath.endsWith(".json", Qt::CaseInsensitive))
        throw usageError("--out: a sweep appends CSV, not JSON (write " + outPath.chopped(5) +
                         ".csv, then 'othello-lab-cli merge " + outPath.chopped(5) + ".csv -o " + outPath + "')");
    const QString chartsDirectory = options.value("charts");
    if (options.isSet("charts")) {
        if (chartsDirectory.isEmpty())
            throw usageError("--charts: the directory name is empty");
        checkChartsDirectory(chartsDirectory);
    }
    const ChartRequest chartRequest = chartRequestFrom(options, chartFormatsFrom(options));

    ResultAppender appender;
    QString error;
    if (!appender.open(outPath, &error))
        throw runtimeError("--out: " + error);

    ComparisonJob job;
    QEventLoop loop;
    std::vector<ResultRecord> records;
    // A full disk does not stop the sweep: records not yet on disk are kept here and written as
    // soon as a write succeeds again (also at the end); the table on stdout has them all.
    std::size_t recordsOnDisk = 0;
    QString writeError;
    const auto writePending = [&] {
        while (recordsOnDisk < records.size()) {
            QString appendError;
            if (!appender.append(records[recordsOnDisk], &appendError)) {
                if (writeError.isEmpty())
                    context.err << "othello-lab-cli: warning: --out: " << appendError
                                << "; the sweep goes on and keeps the records in memory\n";
                context.err.flush();
                writeError = appendError;
                return;
            }
            ++recordsOnDisk;
        }
        writeError.clear();
    };
    QObject::connect(&job, &ComparisonJob::recordFinished, &loop, [&](const ResultRecord& record) {
        // On disk before on screen: a printed result must survive a kill right after it.
        records.push_back(record);
        writePending();
        context.out << tableRow(record) << "\n";
        context.out.flush();
    });
    QObject::connect(&job, &ComparisonJob::finished, &loop, &QEventLoop::quit);

    InterruptWatch interrupt;
    QTimer interruptPoll;
    QObject::connect(&interruptPoll, &QTimer::timeout, &loop, [&] {
        if (interrupt.interrupted())
            job.stop();
    });
    interruptPoll.start(kInterruptPollMs);

    const bool positionFile = runsPositionFile(settings);
    const QString what = positionFile ? QString("%1 positions of %2 (%3x%3, scoring %4)")
                                            .arg(settings.positions.size())
                                            .arg(QString::fromStdString(settings.positionSource))
                                            .arg(settings.positions.front().size)
                                            .arg(QString::fromLatin1(scoringId(settings.scoring).data()))
                                      : QString("labels %1..%2").arg(settings.fromLabel).arg(settings.toLabel);
    context.out << QString("sweep: %1 combinations, %2, time limit %3 s, appending to %4\n")
                       .arg(settings.combinations.size())
                       .arg(what)
                       .arg(settings.timeLimitSeconds)
                       .arg(outPath);
    context.out << tableHeader(positionFile) << "\n";
    context.out.flush();
    if (!job.start(settings))
        throw runtimeError(
            QString("not enough memory for the transposition tables (%1 MiB each; try a smaller --tt-mb)")
                .arg(settings.ttMegabytes));
    loop.exec();
    interruptPoll.stop();
    writePending();
    appender.close();

    // Only what is in the file is said to be there.
    if (recordsOnDisk == records.size())
        context.out << QString("%1 searches finished; results in %2\n").arg(records.size()).arg(outPath);
    else
        context.out
            << QString("%1 searches finished; %2 of them in %3\n").arg(records.size()).arg(recordsOnDisk).arg(outPath);
    if (options.isSet("charts") && !records.empty()) {
        if (!context.writeCharts(records, chartRequest, &error))
            throw runtimeError("--charts: " + error);
        context.out << "charts written to " << chartsDirectory << "\n";
    }
    if (!writeError.isEmpty())
        throw runtimeError(QString("--out: %1; %2 of %3 searches are not in the file (they are in the table above)")
                               .arg(writeError)
                               .arg(records.size() - recordsOnDisk)
                               .arg(records.size()));
    if (interrupt.interrupted()) {
        context.out << "interrupted: the finished searches are kept\n";
        return interrupt.exitCode();
    }
    return 0;
}

} // namespace othello
