#pragma once

// The course's fixed-depth comparison: every chosen depth-limited search, with and without its
// table, at depths 1..N on each position. One loop for othello-lab-cli depth-compare and the
// app's Depths tab.

#include "DepthSearch.h"

#include <functional>
#include <vector>

namespace othello::depth {

struct DepthComparisonSettings {
    int maxDepth = 4;
    std::vector<Algorithm> algorithms{Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::NegaScout, Algorithm::Best};
    std::vector<bool> tables{false};
    std::string evaluation = "mixed"; // as evaluation::parseEvaluator reads it
    ScoringRule scoring = ScoringRule::DiscDifference;
};

struct DepthComparisonRow {
    int position = 0; // index into the positions
    int depth = 0;
    Algorithm algorithm = Algorithm::AlphaBeta;
    bool table = false;
    DepthResult result;
};

// Runs positions x depths x algorithms x tables in that order, calling onRow after each finished
// search; stops when control asks (the stopped search gives no row). Precondition: the
// evaluation parses for every position's size (checkDepthComparison).
void runDepthComparison(const std::vector<Board>& positions, const DepthComparisonSettings& settings,
                        SearchControl* control, const std::function<void(const DepthComparisonRow&)>& onRow);

// Empty when the settings can run on these positions, else a one-line problem.
std::string checkDepthComparison(const std::vector<Board>& positions, const DepthComparisonSettings& settings);

} // namespace othello::depth
