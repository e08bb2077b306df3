#pragma once

#include "CommandOptions.h"
#include "engine/search/Search.h"

namespace othello {

// The search of a one-position command (solve, analyze) from --algorithm (else
// `defaultAlgorithm`), --tt (else the algorithm's default: on for best), --tt-mb, --time-limit
// and --scoring. Throws a usage CommandError for a bad value.
SearchOptions searchOptionValues(const CommandOptions& options, Algorithm defaultAlgorithm);

} // namespace othello
