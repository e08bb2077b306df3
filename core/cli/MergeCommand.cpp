#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "results/ResultFiles.h"

#include <QFileInfo>
#include <algorithm>
#include <map>
#include <tuple>

namespace othello {

namespace {

// One search per (source, PV label or position number, scoring, algorithm, TT and its scheme):
// the key under which results from several files meet. The same source, number and scoring
// with another board is a conflict (two different files of one name), not a new search.
using RecordKey = std::tuple<std::string, int, int, int, int, bool, std::string>;
RecordKey keyOf(const ResultRecord& r)
{
    return {r.source, r.label, r.position, int(r.scoring), int(r.algorithm), r.tt, r.tt ? schemeText(r.table) : ""};
}

// "label 12" or "position 3 of fforum-40-59.obf (scoring empties)" in messages.
QString positionName(const ResultRecord& r)
{
    if (!r.isFilePosition())
        return QString("label %1").arg(r.label);
    return QString("position %1 of %2 (scoring %3)")
        .arg(r.position)
        .arg(QString::fromStdString(r.source), QString::fromLatin1(scoringId(r.scoring).data()));
}

struct Origin {
    ResultRecord record;
    QString file;
};

// The order of the merged file: the PV first, then each position file (by name and scoring);
// within each, combinations as in kAlgorithms, TT off before on, the PV climbing from the end of
// the game towards the start and a file's positions in file order, as a sweep writes them.
bool mergedOrder(const ResultRecord& a, const ResultRecord& b)
{
    return std::tuple(a.isFilePosition(), a.source, int(a.scoring), int(a.algorithm), a.tt, schemeText(a.table),
                      -a.label, a.position) < std::tuple(b.isFilePosition(), b.source, int(b.scoring), int(b.algorithm),
                                                         b.tt, schemeText(b.table), -b.label, b.position);
}

} // namespace

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
            "one. A search found in several files with identical fields is kept once; the same label (or\n"
            "position of the same file and scoring), algorithm and TT with different results is a\n"
            "conflict, and nothing is written. Malformed\n"
            "lines are reported and skipped. The desktop application opens the merged file\n"
            "(File > Open results...).");
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

    std::map<RecordKey, Origin> merged;
    int duplicates = 0;
    for (const QString& input : inputs) {
        if (!QFileInfo(input).isFile())
            throw runtimeError("merge: cannot read '" + input + "': no such file");
        const ResultsLoad load = loadResults(input);
        if (!load.readable)
            throw runtimeError("merge: '" + input + "' is not a results file" +
                               (load.problems.isEmpty() ? QString() : " (" + load.problems.first() + ")"));
        for (const QString& problem : load.problems)
            context.err << "othello-lab-cli: warning: " << input << ": " << problem << " (skipped)\n";
        for (const ResultRecord& record : load.records) {
            const auto [it, inserted] = merged.try_emplace(keyOf(record), Origin{record, input});
            if (inserted)
                continue;
            if (it->second.record != record)
                throw runtimeError(
                    QString("merge: conflicting results for %1, algorithm %2, tt %3 in '%4' "
                            "and '%5'; nothing written")
                        .arg(positionName(record))
                        .arg(QString::fromLatin1(algorithmId(record.algorithm)))
                        .arg(record.tt ? "on " + QString::fromStdString(schemeText(record.table)) : "off")
                        .arg(it->second.file, input));
            ++duplicates;
        }
    }
    context.err.flush();

    std::vector<ResultRecord> records;
    records.reserve(merged.size());
    for (const auto& [key, origin] : merged)
        records.push_back(origin.record);
    std::sort(records.begin(), records.end(), mergedOrder);

    QString error;
    const bool json = outPath.endsWith(".json", Qt::CaseInsensitive);
    if (!(json ? saveResultsJson(outPath, records, &error) : saveResultsCsv(outPath, records, &error)))
        throw runtimeError("merge: " + error);
    context.out << QString("merged %1 searches from %2 files into %3 (%4 identical duplicates dropped)\n")
                       .arg(records.size())
                       .arg(inputs.size())
                       .arg(outPath)
                       .arg(duplicates);
    return 0;
}

} // namespace othello
