#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "results/FileWrite.h"
#include "results/ResultFiles.h"
#include "results/ResultMerge.h"

#include <QFileInfo>
#include <optional>

namespace othello {

int runMerge(CommandContext& context)
{
    CommandOptions options("merge",
                           {{"out", "FILE", "the merged results: .json writes JSON, anything else CSV"},
                            {"o", "FILE", "the same as --out"}});
    options.allowOperands();
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText(
            "FILE... -o OUT",
            "Joins results files (CSV or JSON, e.g. the files of the jobs of 'othello-lab-cli plan') into\n"
            "one. A search is its position, algorithm and table (policy, hash, entries): found again\n"
            "with the same value and counts (a re-run; only the time differs) it is kept once; a\n"
            "cancelled or timed-out row gives way to a finished one; two finished rows with different\n"
            "values or counts are a conflict, and nothing is written. Malformed lines are reported\n"
            "and skipped. The desktop application opens the merged file (File > Open results...).");
        return 0;
    }
    if (options.isSet("out") && options.isSet("o"))
        throw usageError("merge: give the output once, as --out or -o");
    const QString outPath = options.isSet("out") ? options.value("out") : options.value("o");
    if (outPath.isEmpty())
        throw usageError("merge: no output file (use -o FILE)");
    const QStringList inputs = options.operands();
    if (inputs.isEmpty())
        throw usageError("merge: no input files (usage: othello-lab-cli merge FILE... -o OUT)");

    ResultMerge merge;
    for (const QString& input : inputs) {
        const QFileInfo info(input);
        if (!info.exists())
            throw runtimeError("merge: cannot read '" + input + "': no such file");
        if (info.isDir())
            throw runtimeError("merge: cannot read '" + input + "': it is a folder, not a results file");
        if (!info.isFile()) // /dev/zero, a FIFO: never a results file, and reading it may never end
            throw runtimeError("merge: cannot read '" + input + "': it is not a regular file");
        const ResultsLoad load = loadResults(input);
        if (!load.readable)
            throw runtimeError("merge: '" + input + "' is not a results file" +
                               (load.problems.isEmpty() ? QString() : " (" + load.problems.first() + ")"));
        for (const QString& problem : load.problems)
            context.err << "othello-lab-cli: warning: " << input << ": " << problem << " (skipped)\n";
        for (const ResultRecord& record : load.records)
            if (const std::optional<QString> conflict = merge.add(record, input))
                throw runtimeError("merge: " + *conflict + "; nothing written");
    }
    context.err.flush();

    const std::vector<ResultRecord> records = merge.records();
    QString error;
    const bool json = outPath.endsWith(".json", Qt::CaseInsensitive);
    if (!(json ? saveResultsJson(outPath, records, &error) : saveResultsCsv(outPath, records, &error)))
        throw runtimeError("merge: " + error + "; nothing written");
    // Results on standard output: the summary goes to stderr, so the file stays a results file.
    const bool toStandardOutput = isStandardOutput(outPath);
    QTextStream& summary = toStandardOutput ? context.err : context.out;
    summary << (toStandardOutput ? "othello-lab-cli: " : "")
            << QString("merged %1 searches from %2 files into %3 (%4 duplicates dropped, %5 unfinished "
                       "searches superseded)\n")
                   .arg(records.size())
                   .arg(inputs.size())
                   .arg(outPath)
                   .arg(merge.duplicates())
                   .arg(merge.superseded());
    return 0;
}

} // namespace othello
