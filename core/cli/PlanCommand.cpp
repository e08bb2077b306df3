#include "CommandError.h"
#include "Commands.h"
#include "SweepSettings.h"

#include <QDir>
#include <QRegularExpression>

namespace othello {

namespace {

// Quoted for a POSIX shell when it needs it, so every printed line runs as it is.
QString shellWord(const QString& word)
{
    static const QRegularExpression plain("^[A-Za-z0-9_./:=,+-]+$");
    if (plain.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace("'", "'\\''");
    return "'" + quoted + "'";
}

// "alphabeta-tt-on.csv"; a table scheme other than the default is added: "alphabeta-tt-on-wipe_500-xor.csv".
QString planFileName(const Combination& combination)
{
    QString name =
        QString("%1-tt-%2").arg(QString::fromLatin1(algorithmId(combination.algorithm)), combination.tt ? "on" : "off");
    if (combination.tt && combination.table != TableScheme{})
        name += "-" + QString::fromStdString(schemeText(combination.table)).replace(':', '_').replace('/', '-');
    return name + ".csv";
}

} // namespace

int runPlan(CommandContext& context)
{
    std::vector<OptionSpec> specs = sweepSettingSpecs();
    specs.push_back({"out-dir", "DIR", "folder of the CSV files, one per job (default: results)"});
    specs.push_back({"program", "PATH", "how the jobs call the CLI (default: othello-lab-cli)"});
    CommandOptions options("plan", std::move(specs));
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText(
            "[sweep options] [--out-dir DIR] [--program PATH]",
            "Splits a sweep into independent jobs: prints one 'othello-lab-cli sweep' command line per\n"
            "algorithm x TT combination, each climbing the PV (or going through --positions) on its own\n"
            "and writing its own CSV file in\n"
            "--out-dir. Run the lines anywhere (GNU parallel, a Slurm job array, several machines), then\n"
            "join the files with 'othello-lab-cli merge'. See docs/clusters.md, \"Sweeps bigger than one machine\".");
        return 0;
    }
    const ComparisonSettings settings = sweepSettingsFrom(options);
    const QString directory = options.isSet("out-dir") ? options.value("out-dir") : QString("results");
    const QString program = options.isSet("program") ? options.value("program") : QString("othello-lab-cli");
    if (directory.isEmpty())
        throw usageError("--out-dir: the folder name is empty");
    if (program.isEmpty())
        throw usageError("--program: the path is empty");

    for (const Combination& combination : settings.combinations) {
        QStringList words{
            program,        "sweep",
            "--algorithms", QString::fromLatin1(algorithmId(combination.algorithm)),
            "--tt",         combination.tt ? "on" : "off",
        };
        if (runsPositionFile(settings))
            words << "--positions" << options.value("positions") << "--scoring"
                  << QString::fromLatin1(scoringId(settings.scoring).data());
        else
            words << "--from" << QString::number(settings.fromLabel) << "--to" << QString::number(settings.toLabel);
        words << "--time-limit" << QString::number(settings.timeLimitSeconds);
        if (settings.ttEntries)
            words << "--tt-entries" << QString::number(settings.ttEntries);
        else
            words << "--tt-mb" << QString::number(settings.ttMegabytes);
        if (combination.tt && combination.table.policy != TablePolicy{})
            words << "--tt-policy" << QString::fromStdString(policyText(combination.table.policy));
        if (combination.tt && combination.table.hash != TableHash::Mix)
            words << "--tt-hash" << QString::fromLatin1(hashId(combination.table.hash));
        words << "--out" << QDir(directory).filePath(planFileName(combination));
        QStringList line;
        for (const QString& word : words)
            line << shellWord(word);
        context.out << line.join(' ') << "\n";
    }
    return 0;
}

} // namespace othello
