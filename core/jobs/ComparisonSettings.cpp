#include "ComparisonSettings.h"

#include "engine/MemoryBudget.h"
#include "engine/PrincipalVariation.h"
#include "engine/TranspositionTable.h"

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
    if (!PrincipalVariation::isValidLabel(settings.fromLabel) || !PrincipalVariation::isValidLabel(settings.toLabel))
        return "labels must be within 1..34";
    if (settings.fromLabel < settings.toLabel)
        return "the first label must not be below the last (the protocol climbs from the end of the game)";
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

std::string memoryProblem(const ComparisonSettings& settings)
{
    // Each worker keeps one table for the classical searches; best makes its own while it runs.
    const auto uses = [&](auto predicate) {
        return std::any_of(settings.combinations.begin(), settings.combinations.end(), predicate);
    };
    const std::size_t workers =
        std::min(static_cast<std::size_t>(settings.parallelJobs), settings.combinations.size());
    const std::size_t tablesPerWorker =
        (uses([](const Combination& c) { return c.tt; }) ? 1u : 0u) +
        (uses([](const Combination& c) { return c.tt && c.algorithm == Algorithm::Best; }) ? 1u : 0u);
    if (tablesPerWorker > 0) {
        // A table sized in entries takes at most entries x 24 bytes.
        const std::size_t entriesMegabytes =
            (settings.ttEntries * TranspositionTable::bytesPerEntry() + (std::size_t(1) << 20) - 1) >> 20;
        return tableMemoryProblem(settings.ttEntries ? std::max(entriesMegabytes, settings.ttMegabytes)
                                                     : settings.ttMegabytes,
                                  workers * tablesPerWorker);
    }
    return {};
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
