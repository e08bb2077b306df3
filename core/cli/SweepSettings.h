#pragma once

#include "CommandOptions.h"
#include "jobs/ComparisonSettings.h"

namespace othello {

// The options of a comparison (a PV climb, or every position of --positions), shared by
// `sweep` (which runs it) and `plan` (which splits it into one sweep per combination).
std::vector<OptionSpec> sweepSettingSpecs();
// Throws a usage CommandError on a bad value or an empty choice.
ComparisonSettings sweepSettingsFrom(const CommandOptions& options);
// Every algorithm id of kAlgorithms, comma-separated: the default of --algorithms.
QString allAlgorithmIds();
// The algorithms of --algorithms, or every algorithm of kAlgorithms when it is not given.
std::vector<Algorithm> chosenAlgorithms(const CommandOptions& options);

} // namespace othello
