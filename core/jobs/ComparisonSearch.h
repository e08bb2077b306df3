#pragma once

#include "ComparisonSettings.h"
#include "engine/search/SearchControl.h"
#include "engine/table/TranspositionTable.h"
#include "results/ResultRecord.h"

namespace othello {

// One search of the comparison protocol, as ComparisonJob hands it to a worker thread.
struct ComparisonTask {
    Combination combination;
    int label = 0;    // the PV label, when position is 0
    int position = 0; // the number of `board` in its file (1..N); 0 for the PV
    Board board;      // a file's position
    std::string source;
    ScoringRule scoring = ScoringRule::DiscDifference;
    double timeLimitSeconds = 0;
    // The size of the table `best` makes for itself (the classical searches use `table`).
    std::size_t ttMegabytes = 64;
};

// The record of `task`'s search that ended with `result`: what runComparisonSearch returns, and
// what a check of a student's search (ui/compare) keeps of the lab's.
ResultRecord comparisonRecord(const ComparisonTask& task, const SearchResult& result);

// Runs `task` (on the calling thread) and returns its record. `table` is the worker's, reused
// from search to search (solve() clears it); null when no combination uses one.
ResultRecord runComparisonSearch(const ComparisonTask& task, SearchControl& control, TranspositionTable* table);

} // namespace othello
