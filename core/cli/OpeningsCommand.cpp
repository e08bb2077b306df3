#include "BoardSizeOption.h"
#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "InterruptWatch.h"
#include "OptionValues.h"
#include "engine/play/OpeningSet.h"
#include "results/FileWrite.h"

#include <QFileInfo>

namespace othello {

namespace {

const char* const kSummary =
    "Makes a balanced openings file: every position N plies after the start (a pass is a ply),\n"
    "one per symmetry class, whose value is within +-V. Values are exact (the best solver) unless\n"
    "--depth D is given; then they come from a depth-D search (best, table on, the mixed\n"
    "evaluation; V in its units) -- the way for 8x8. Prints each position's value as it is\n"
    "found (exact values nearest a quick estimate of 0 first). Interrupted, it writes what it\n"
    "found so far, marked incomplete (beside an existing FILE, as FILE.incomplete, which keeps\n"
    "FILE as it was). The shipped files of resources/openings/ were made with this command (see\n"
    "docs/engines.md). With --random N it draws N positions instead, each reached by --plies\n"
    "uniformly random legal moves (the same ones for the same --seed), one per symmetry class,\n"
    "and keeps them all unless --max-value is given: a match's random openings, with values.";

} // namespace

int runOpenings(CommandContext& context)
{
    CommandOptions options(
        "openings",
        {
            {"size", "N", "board size 4, 6 or 8 (default: 6)"},
            {"plies", "N", "plies after the start, 1..12 (default: 4)"},
            {"max-value", "V", "keep positions whose value is within -V..V (default: 2; with --random: all)"},
            {"count", "N", "keep at most N of them, spread evenly over the list (default: all)"},
            {"depth", "D", "evaluate with a depth-D search instead of solving, 1..20"},
            {"scoring", "RULE", "discs (default) or empties (exact values only)"},
            {"random", "N", "draw N positions by random plies instead of taking every one"},
            {"seed", "S", "seed of --random (default: 1)"},
            {"out", "FILE", "write the openings here (one position a line)"},
        });
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText("--size N --plies N --max-value V --out FILE [--depth D]", kSummary);
        return 0;
    }
    if (!options.isSet("out"))
        throw usageError("openings: --out is required (see 'othello-lab-cli openings --help')");
    play::OpeningSetOptions settings;
    settings.size = options.isSet("size") ? boardSizeOption("size", options.value("size")) : 6;
    settings.plies = options.isSet("plies") ? intOption("plies", options.value("plies"), 1, 12) : 4;
    settings.random = options.isSet("random") ? intOption("random", options.value("random"), 1, 100'000) : 0;
    constexpr int kNoBound = 100'000'000;
    settings.maxValue = options.isSet("max-value") ? intOption("max-value", options.value("max-value"), 0, kNoBound)
                                                   : (settings.random ? kNoBound : 2);
    bool seedOk = true;
    settings.seed = options.isSet("seed") ? options.value("seed").toULongLong(&seedOk) : 1;
    if (!seedOk)
        throw usageError("--seed: '" + options.value("seed") + "' is not a whole number");
    if (options.isSet("seed") && !settings.random)
        throw usageError("--seed is for --random");
    settings.count = options.isSet("count") ? intOption("count", options.value("count"), 1, 100'000) : 0;
    settings.depth = options.isSet("depth") ? intOption("depth", options.value("depth"), 1, 20) : 0;
    if (options.isSet("scoring") && settings.depth)
        throw usageError("--scoring is for exact values: with --depth the values are the mixed evaluation's");
    if (options.isSet("scoring")) {
        const auto rule = parseScoring(options.value("scoring").toLower().toStdString());
        if (!rule)
            throw usageError("--scoring: '" + options.value("scoring") + "' is not discs or empties");
        settings.scoring = *rule;
    }

    SearchControl control;
    InterruptWatch interrupt;
    interrupt.cancelOnInterrupt(&control);
    const play::OpeningSet set =
        play::balancedOpenings(settings, &control, [&](const play::Opening& opening, int, int done, int count) {
            QString moves;
            for (int move : opening.moves)
                moves += QString::fromStdString(moveName(move)) + " ";
            context.out << QString("%1/%2  %3 value %4\n").arg(done).arg(count).arg(moves).arg(opening.value);
            context.out.flush();
        });
    interrupt.cancelOnInterrupt(nullptr);
    const std::vector<play::Opening>* openings = &set.openings;

    QString command = QString("othello-lab-cli openings --size %1 --plies %2").arg(settings.size).arg(settings.plies);
    if (settings.random)
        command += QString(" --random %1 --seed %2").arg(settings.random).arg(settings.seed);
    if (settings.maxValue != kNoBound)
        command += QString(" --max-value %1").arg(settings.maxValue);
    if (settings.count)
        command += QString(" --count %1").arg(settings.count);
    if (settings.depth)
        command += QString(" --depth %1").arg(settings.depth);
    if (settings.scoring != ScoringRule::DiscDifference)
        command += " --scoring " + QString::fromLatin1(scoringId(settings.scoring).data());
    command += " --out " + options.value("out");
    const std::string valueText = settings.depth
        ? "depth-" + std::to_string(settings.depth) + " value (best, mixed evaluation)"
        : std::string("exact value (best, ") + std::string(scoringId(settings.scoring)) + ")";
    const std::string header = (settings.random ? "Random openings for " : "Balanced openings for ") +
        std::to_string(settings.size) + "x" + std::to_string(settings.size) + ": " + std::to_string(openings->size()) +
        " positions " +
        (settings.random ? "after " + std::to_string(settings.plies) + " uniformly random plies from the start (seed " +
                 std::to_string(settings.seed) + ", " + std::to_string(settings.random) + " drawn)"
                         : std::to_string(settings.plies) + " plies after the start") +
        ", one per symmetry class,\n" +
        (settings.maxValue == kNoBound
             ? "each with its " + valueText + " (Black's view)"
             : "whose " + valueText + " is within +-" + std::to_string(settings.maxValue) + " (Black's view)") +
        (settings.count ? ", at most " + std::to_string(settings.count) + " spread over the list" : std::string()) +
        "." +
        (set.complete() ? std::string()
                        : "\nINCOMPLETE: stopped after " + std::to_string(set.examined) + " of the " +
                 std::to_string(set.candidates) +
                 " positions (examined nearest 0 first by a depth-6 estimate); the command examines all.") +
        " Made by:\n" + command.toStdString();
    // Stopped early, the openings found so far are written, marked incomplete -- but never over an
    // existing file (a complete set of an earlier run): beside it, as FILE.incomplete. Nothing
    // found, nothing is written.
    const QString requested = options.value("out");
    QString target = requested;
    if (!set.complete() && openings->empty()) {
        context.out << QString("stopped after %1 of %2 positions, before any opening was found: nothing written%3\n")
                           .arg(set.examined)
                           .arg(set.candidates)
                           .arg(QFileInfo::exists(requested) ? "; '" + requested + "' is as it was" : QString());
        return interrupt.exitCode();
    }
    if (!set.complete() && QFileInfo::exists(requested) && !isStandardOutput(requested))
        target = requested + ".incomplete";
    QString error;
    if (!writeFileAtomically(target, QByteArray::fromStdString(play::formatOpenings(*openings, header)), &error))
        throw runtimeError("--out: " + error);
    context.out << QString("%1 openings written to %2%3\n")
                       .arg(openings->size())
                       .arg(target)
                       .arg(set.complete()
                                ? QString()
                                : QString(" (stopped: %1 of %2 positions examined%3)")
                                      .arg(set.examined)
                                      .arg(set.candidates)
                                      .arg(target == requested ? QString() : "; '" + requested + "' is as it was"));
    return set.complete() ? 0 : interrupt.exitCode();
}

} // namespace othello
