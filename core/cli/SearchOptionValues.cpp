#include "SearchOptionValues.h"

#include "CommandError.h"
#include "OptionValues.h"
#include "jobs/ComparisonSettings.h"

namespace othello {

SearchOptions searchOptionValues(const CommandOptions& options, Algorithm defaultAlgorithm)
{
    SearchOptions search;
    search.algorithm =
        options.isSet("algorithm") ? algorithmOption("algorithm", options.value("algorithm")) : defaultAlgorithm;
    search.useTranspositionTable =
        options.isSet("tt") ? onOffOption("tt", options.value("tt")) : usesTableByDefault(search.algorithm);
    if (options.isSet("tt-mb"))
        search.ttMegabytes =
            static_cast<std::size_t>(intOption("tt-mb", options.value("tt-mb"), 1, static_cast<int>(kMaxTtMegabytes)));
    if (options.isSet("time-limit"))
        search.timeLimitSeconds = secondsOption("time-limit", options.value("time-limit"));
    if (options.isSet("scoring")) {
        const auto rule = parseScoring(options.value("scoring").toLower().toStdString());
        if (!rule)
            throw usageError("--scoring: '" + options.value("scoring") + "' is not discs or empties");
        search.scoring = *rule;
    }
    return search;
}

} // namespace othello
