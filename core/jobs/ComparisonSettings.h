#pragma once

#include "engine/Algorithm.h"

#include <cstddef>
#include <string>
#include <vector>

namespace othello {

// One climb of the PV: an algorithm with or without a transposition table.
struct Combination {
    Algorithm algorithm = Algorithm::Negamax;
    bool tt = false;
    friend bool operator==(const Combination&, const Combination&) = default;
};

// The course's protocol: every combination searches PV labels fromLabel, fromLabel-1, ...,
// toLabel (fromLabel >= toLabel), one search per position with the time limit, and stops
// climbing after its first position that times out.
struct ComparisonSettings {
    std::vector<Combination> combinations;
    int fromLabel = 34;
    int toLabel = 1;
    double timeLimitSeconds = 60;
    std::size_t ttMegabytes = 64;
    int parallelJobs = 1; // searches run at once (1 keeps timings comparable)
};

// Largest accepted values: beyond them a run is a typo, not an experiment.
inline constexpr int kMaxParallelJobs = 64;
inline constexpr std::size_t kMaxTtMegabytes = 32768;
inline constexpr double kMaxTimeLimitSeconds = 1e6;

// Empty when the settings describe a runnable comparison; otherwise what is wrong, in one
// English sentence fragment (e.g. "no combination to run").
std::string settingsProblem(const ComparisonSettings& settings);
// Empty when the transposition tables the run needs fit in this machine's available memory
// (checked where the run starts, not where it is planned); otherwise what does not fit.
std::string memoryProblem(const ComparisonSettings& settings);

} // namespace othello
