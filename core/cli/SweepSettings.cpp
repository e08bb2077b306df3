#include "SweepSettings.h"

#include "BoardSizeOption.h"
#include "CommandError.h"
#include "OptionValues.h"
#include "PositionFileOption.h"
#include "TableOptions.h"
#include "results/ResultRecord.h"

#include <QFileInfo>
#include <optional>

namespace othello {

QString allAlgorithmIds()
{
    QStringList ids;
    for (const AlgorithmInfo& info : kAlgorithms)
        ids << QString::fromLatin1(info.id);
    return ids.join(',');
}

std::vector<OptionSpec> sweepSettingSpecs()
{
    std::vector<OptionSpec> specs{
        {"algorithms", "LIST", "comma-separated: " + allAlgorithmIds() + " (default: all)"},
        {"tt", "LIST", "transposition table settings to compare: off,on (default: off,on)"},
        {"from", "LABEL", "first PV label, 1..34 (default: 34, the final board)"},
        {"to", "LABEL", "last PV label, 1..34, not above --from (default: 1, the start)"},
        {"positions", "FILE",
         "search the positions of FILE (one a line, OBF text) instead of the PV; each "
         "is tried by every combination, also after a timeout"},
        {"size", "N", "with --positions: board size 4, 6 or 8 the positions must have"},
        {"scoring", "RULE",
         "with --positions: discs (disc difference; default) or empties (empty squares to "
         "the winner, as in the FForum suite)"},
        {"time-limit", "SECONDS", "per search (default: 60)"},
        {"tt-mb", "MIB", "transposition table size per worker (default: 64)"},
        {"jobs", "N", "searches run at once (default: 1, which keeps timings comparable)"},
    };
    for (OptionSpec& spec : tableOptionSpecs(true))
        specs.push_back(std::move(spec));
    return specs;
}

std::vector<Algorithm> chosenAlgorithms(const CommandOptions& options)
{
    if (options.isSet("algorithms"))
        return algorithmsOption("algorithms", options.value("algorithms"));
    std::vector<Algorithm> all;
    for (const AlgorithmInfo& info : kAlgorithms)
        all.push_back(info.algorithm);
    return all;
}

ComparisonSettings sweepSettingsFrom(const CommandOptions& options)
{
    ComparisonSettings settings;
    const std::vector<Algorithm> algorithms = chosenAlgorithms(options);
    const auto tts = options.isSet("tt") ? ttListOption("tt", options.value("tt")) : std::vector<bool>{false, true};
    const std::vector<TablePolicy> policies = tablePoliciesOption(options);
    const std::vector<TableHash> hashes = tableHashesOption(options);
    for (Algorithm algorithm : algorithms)
        for (bool tt : tts) {
            if (!tt || algorithm == Algorithm::Best) { // best keeps its own table: no policy to vary
                settings.combinations.push_back({algorithm, tt, {}});
                continue;
            }
            for (const TablePolicy& policy : policies) {
                if (policy.kind == TablePolicyKind::Course) { // a map of whole positions: no hash to vary
                    settings.combinations.push_back({algorithm, tt, {policy, TableHash::Mix}});
                    continue;
                }
                for (TableHash hash : hashes)
                    settings.combinations.push_back({algorithm, tt, {policy, hash}});
            }
        }
    if (options.isSet("positions")) {
        if (options.isSet("from") || options.isSet("to"))
            throw usageError("--positions: the PV labels --from and --to do not apply to a position file");
        std::optional<int> size;
        if (options.isSet("size"))
            size = boardSizeOption("size", options.value("size"));
        const QString path = options.value("positions");
        settings.positions = positionFileOption("positions", path, size);
        if (!size) // the first position's size is the file's: every other one must have it too
            positionFileOption("positions", path, settings.positions.front().size);
        settings.positionSource = positionSourceName(QFileInfo(path).fileName().toStdString());
        if (settings.positions.size() > kMaxComparedPositions)
            throw usageError(QString("--positions: %1 holds %2 positions; at most %3 are compared")
                                 .arg(path)
                                 .arg(settings.positions.size())
                                 .arg(kMaxComparedPositions));
        if (options.isSet("scoring")) {
            const auto rule = parseScoring(options.value("scoring").toLower().toStdString());
            if (!rule)
                throw usageError("--scoring: '" + options.value("scoring") + "' is not discs or empties");
            settings.scoring = *rule;
        }
    } else {
        for (const char* option : {"size", "scoring"})
            if (options.isSet(option))
                throw usageError(QString("--%1 applies to --positions only (the PV is 6x6, scored by the disc "
                                         "difference)")
                                     .arg(option));
    }
    if (options.isSet("from"))
        settings.fromLabel = intOption("from", options.value("from"), 1, 34);
    if (options.isSet("to"))
        settings.toLabel = intOption("to", options.value("to"), 1, 34);
    if (settings.fromLabel < settings.toLabel)
        throw usageError(QString("--from %1 is below --to %2: the protocol climbs from the end of the game "
                                 "towards the start, so --from must be the larger label")
                             .arg(settings.fromLabel)
                             .arg(settings.toLabel));
    if (options.isSet("time-limit"))
        settings.timeLimitSeconds = secondsOption("time-limit", options.value("time-limit"));
    if (options.isSet("tt-mb"))
        settings.ttMegabytes =
            static_cast<std::size_t>(intOption("tt-mb", options.value("tt-mb"), 1, static_cast<int>(kMaxTtMegabytes)));
    settings.ttEntries = tableEntriesOption(options);
    if (options.isSet("jobs"))
        settings.parallelJobs = intOption("jobs", options.value("jobs"), 1, kMaxParallelJobs);
    if (const std::string problem = settingsProblem(settings); !problem.empty())
        throw usageError(QString::fromStdString(problem));
    return settings;
}

} // namespace othello
