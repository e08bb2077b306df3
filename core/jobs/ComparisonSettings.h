#pragma once

#include "engine/board/Board.h"
#include "engine/board/Scoring.h"
#include "engine/search/Algorithm.h"
#include "engine/table/TablePolicy.h"

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace othello {

// One climb of the PV: an algorithm with or without a transposition table, and the table's
// policy and hash (the default scheme when tt is off; best keeps its own table and ignores them).
struct Combination {
    Combination() = default;
    Combination(Algorithm a, bool useTable, TableScheme scheme = {}) : algorithm(a), tt(useTable), table(scheme) { }

    Algorithm algorithm = Algorithm::Negamax;
    bool tt = false;
    TableScheme table;
    friend bool operator==(const Combination&, const Combination&) = default;
};

// The course's protocol: every combination searches PV labels fromLabel, fromLabel-1, ...,
// toLabel (fromLabel >= toLabel), one search per position with the time limit, and stops
// climbing after its first position that times out.
// With positions (a position file), every combination searches every position instead, 1..N in
// file order, each with the time limit; a timeout on one does not stop the others. The labels
// are then unused.
struct ComparisonSettings {
    std::vector<Combination> combinations;
    int fromLabel = 34;
    int toLabel = 1;
    std::vector<Board> positions; // empty: the PV
    std::string positionSource;   // the position file's name (positionSourceName()), for the records
    ScoringRule scoring = ScoringRule::DiscDifference; // of the positions of a file (the PV: discs)
    double timeLimitSeconds = 60;
    std::size_t ttMegabytes = 64;
    std::size_t ttEntries = 0; // when not 0, the classical searches' table has this many entries at most
    int parallelJobs = 1;      // searches run at once (1 keeps timings comparable)
};

// Largest accepted values: beyond them a run is a typo, not an experiment.
inline constexpr int kMaxParallelJobs = 64;
inline constexpr int kMaxSearchThreads = 64; // best's threads (--threads)
inline constexpr std::size_t kMaxTtMegabytes = 32768;
inline constexpr double kMaxTimeLimitSeconds = 1e6;
inline constexpr std::size_t kMaxTtEntries = std::size_t(1) << 36;
inline constexpr std::size_t kMaxComparedPositions = 100000;

bool runsPositionFile(const ComparisonSettings& settings);
// The searches a run plans: combinations x (labels or positions); a PV climb that times out
// does fewer.
std::size_t plannedSearches(const ComparisonSettings& settings);

// Whether a combination searches with the classical table that tableFor() makes: the classical
// searches with a TT under the disc difference. `best` makes its own table, and under the empties
// rule the classical searches run in their depth-limited form with a table of their own.
// The course's own table (policy `course`) is not that table: its searches make their own maps.
bool usesClassicalTable(const Combination& combination, ScoringRule scoring);
// Whether a combination searches with the course's own table (CourseTable, made by its search).
bool usesCourseTable(const Combination& combination, ScoringRule scoring);

class TranspositionTable;
// The classical searches' table of a worker (throws std::bad_alloc).
std::unique_ptr<TranspositionTable> tableFor(const ComparisonSettings& settings);
// "alphabeta tt on", "alphabeta tt on two-tier/xor": a combination in messages and job names.
std::string combinationId(const Combination& combination);

// Empty when the settings describe a runnable comparison; otherwise what is wrong, in one
// English sentence fragment (e.g. "no combination to run").
std::string settingsProblem(const ComparisonSettings& settings);
// Empty when the transposition tables the run needs fit in this machine's available memory
// (checked where the run starts, not where it is planned); otherwise what does not fit.
std::string memoryProblem(const ComparisonSettings& settings);

} // namespace othello
