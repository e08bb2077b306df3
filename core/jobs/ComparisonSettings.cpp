#include "ComparisonSettings.h"

#include "engine/board/BoardSize.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/table/CourseTable.h"
#include "engine/table/MemoryBudget.h"
#include "engine/table/TranspositionTable.h"
#include "results/ResultRecord.h"

#include <algorithm>
#include <cmath>

namespace othello {

std::string settingsProblem(const ComparisonSettings& settings)
{
    if (settings.combinations.empty())
        return "no combination to run";
    for (std::size_t i = 0; i < settings.combinations.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (settings.combinations[i] == settings.combinations[j])
                return "combination " + combinationId(settings.combinations[i]) + " is listed twice";
    for (const Combination& c : settings.combinations)
        if (c.table.policy.kind == TablePolicyKind::Course && c.table.hash != TableHash::Mix)
            return "the course policy keeps a map of whole positions, with no hash to choose (found " +
                combinationId(c) + ")";
    if (runsPositionFile(settings)) {
        if (settings.positions.size() > kMaxComparedPositions)
            return "a position file may hold at most " + std::to_string(kMaxComparedPositions) + " positions";
        const int size = settings.positions.front().size;
        if (!isSupportedBoardSize(size))
            return "the positions must be 4x4, 6x6 or 8x8";
        for (std::size_t i = 0; i < settings.positions.size(); ++i)
            if (settings.positions[i].size != size)
                return "position " + std::to_string(i + 1) + " is " + std::to_string(settings.positions[i].size) + "x" +
                    std::to_string(settings.positions[i].size) + ", not " + std::to_string(size) + "x" +
                    std::to_string(size) + " like the first (all positions of a file must be of one size)";
        if (settings.positionSource.empty() || settings.positionSource != positionSourceName(settings.positionSource) ||
            settings.positionSource == kPvSource)
            return "the position file needs a source name (see positionSourceName)";
        // Under empties to the winner the classical searches run in their depth-limited form,
        // with a table of their own: no policy or hash to compare, no table statistics.
        if (settings.scoring != ScoringRule::DiscDifference)
            for (const Combination& c : settings.combinations)
                if (c.tt && c.algorithm != Algorithm::Best && c.table != TableScheme{})
                    return "table policies and hashes other than the default apply under the disc difference only "
                           "(found " +
                        combinationId(c) + " with empties to the winner)";
    } else {
        if (!PrincipalVariation::isValidLabel(settings.fromLabel) ||
            !PrincipalVariation::isValidLabel(settings.toLabel))
            return "labels must be within 1..34";
        if (settings.fromLabel < settings.toLabel)
            return "the first label must not be below the last (the protocol climbs from the end of the game)";
        if (settings.scoring != ScoringRule::DiscDifference)
            return "the PV is scored by the disc difference; the scoring rule applies to position files";
    }
    if (!std::isfinite(settings.timeLimitSeconds) || settings.timeLimitSeconds <= 0 ||
        settings.timeLimitSeconds > kMaxTimeLimitSeconds)
        return "the time limit must be a positive number of seconds, at most 1000000";
    if (settings.parallelJobs < 1 || settings.parallelJobs > kMaxParallelJobs)
        return "parallel jobs must be within 1.." + std::to_string(kMaxParallelJobs);
    if (settings.ttMegabytes < 1 || settings.ttMegabytes > kMaxTtMegabytes)
        return "the transposition table size must be within 1.." + std::to_string(kMaxTtMegabytes) + " MiB";
    if (settings.ttEntries > kMaxTtEntries)
        return "the transposition table size must be at most " + std::to_string(kMaxTtEntries) + " entries";
    return {};
}

bool runsPositionFile(const ComparisonSettings& settings) { return !settings.positions.empty(); }

std::size_t plannedSearches(const ComparisonSettings& settings)
{
    const std::size_t points = runsPositionFile(settings)
        ? settings.positions.size()
        : static_cast<std::size_t>(std::max(0, settings.fromLabel - settings.toLabel + 1));
    return settings.combinations.size() * points;
}

std::string memoryProblem(const ComparisonSettings& settings)
{
    // Each worker keeps one table for the classical searches; best makes its own while it runs.
    const auto uses = [&](auto predicate) {
        return std::any_of(settings.combinations.begin(), settings.combinations.end(), predicate);
    };
    const std::size_t workers = std::min(static_cast<std::size_t>(settings.parallelJobs), settings.combinations.size());
    const std::size_t tablesPerWorker =
        (uses([&](const Combination& c) { return usesClassicalTable(c, settings.scoring); }) ? 1u : 0u) +
        (uses([](const Combination& c) { return c.tt && c.algorithm == Algorithm::Best; }) ? 1u : 0u);
    // A table sized in entries takes at most entries x 24 bytes.
    const std::size_t entriesMegabytes =
        (settings.ttEntries * TranspositionTable::bytesPerEntry() + (std::size_t(1) << 20) - 1) >> 20;
    const std::size_t tableMegabytes =
        settings.ttEntries ? std::max(entriesMegabytes, settings.ttMegabytes) : settings.ttMegabytes;
    // The course's maps grow to their fixed bound while its search runs.
    const std::size_t courseMegabytes = uses([&](const Combination& c) { return usesCourseTable(c, settings.scoring); })
        ? (CourseTable::kMaxBytes + (std::size_t(1) << 20) - 1) >> 20
        : 0;
    const std::size_t perWorker = tablesPerWorker * tableMegabytes + courseMegabytes;
    return perWorker > 0 ? tableMemoryProblem(perWorker, workers) : std::string();
}

namespace {

bool classicalWithTable(const Combination& combination, ScoringRule scoring)
{
    return combination.tt && combination.algorithm != Algorithm::Best && scoring == ScoringRule::DiscDifference;
}

} // namespace

bool usesClassicalTable(const Combination& combination, ScoringRule scoring)
{
    return classicalWithTable(combination, scoring) && combination.table.policy.kind != TablePolicyKind::Course;
}

bool usesCourseTable(const Combination& combination, ScoringRule scoring)
{
    return classicalWithTable(combination, scoring) && combination.table.policy.kind == TablePolicyKind::Course;
}

std::unique_ptr<TranspositionTable> tableFor(const ComparisonSettings& settings)
{
    return settings.ttEntries
        ? std::make_unique<TranspositionTable>(TranspositionTable::withEntries(settings.ttEntries))
        : std::make_unique<TranspositionTable>(settings.ttMegabytes);
}

std::string combinationId(const Combination& combination)
{
    std::string id(algorithmId(combination.algorithm));
    id += combination.tt ? " tt on" : " tt off";
    if (combination.tt && combination.table != TableScheme{}) {
        id += ' ';
        id += schemeText(combination.table);
    }
    return id;
}

} // namespace othello
