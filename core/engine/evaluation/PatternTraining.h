#pragma once

// Training the pattern evaluation from the project's own data: positions from games that mix
// random moves with a shallow engine's, deduplicated up to symmetry; labelled exactly by the `best`
// solver up to `exactEmpties` empty squares and, above, by a depth-limited search whose horizon
// lies in stages already fitted (each stage bootstraps from the ones before it); each stage fitted
// by ridge-regularised least squares (Eigen's sparse conjugate gradient), with a held-out
// validation set. Everything follows from the options (the seed included): the same options give
// the same weights, whether the labels are computed now or read back from an earlier run.

#include "PatternWeights.h"

#include "engine/board/Board.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace othello::evaluation {

struct TrainingOptions {
    int size = 6;
    std::uint64_t seed = 1;
    int positions = 20000; // wanted in all, spread evenly over the numbers of empties
    int stageWidth = 4;    // empties per stage
    int exactEmpties = 18; // solved exactly up to here
    int searchDepth = 4;   // above: plies of the bootstrap search (at least stageWidth)
    int maxEmpties = 60;   // no positions above (clamped to the board)
    double ridge = 2.0;    // the regularisation weight (lambda) per weight
    int validationPercent = 10;
    int randomMovePercent = 40; // moves of the generating games that are random
};

// A labelled position: the mover's final disc difference, exact or estimated, in 1/kWeightScale discs.
struct LabelledPosition {
    Board board;
    int value = 0;
    bool exact = false;
};

struct StageReport {
    int stage = 0;
    int minEmpties = 0;
    int maxEmpties = 0;
    int trainingPositions = 0;
    int validationPositions = 0;
    bool exactLabels = true;  // every label of the stage solved exactly
    double trainingError = 0; // mean absolute error, discs (the integer weights)
    double validationError = 0;
};

struct TrainingHooks {
    // A label saved by an earlier run, if any (resuming).
    std::function<std::optional<LabelledPosition>(const Board&)> known;
    // A label just computed (to be saved before the next one is computed).
    std::function<void(const LabelledPosition&)> labelled;
    // One line of progress.
    std::function<void(const std::string&)> progress;
    // Polled between labels: true stops the training (train() then returns nullopt).
    std::function<bool()> stopRequested;
};

struct TrainingResult {
    PatternWeights weights;
    std::vector<StageReport> stages;
    int positions = 0;
    int solvedNow = 0; // labels computed by this run (the rest were read back)
};

// The training positions of the options, in a fixed order (deterministic from the seed).
std::vector<Board> trainingPositions(const TrainingOptions& options);
// Whether a position is held out for validation (a fixed hash of it and the seed).
bool isValidationPosition(const Board& board, std::uint64_t seed, int validationPercent);

std::optional<TrainingResult> trainPatternWeights(const TrainingOptions& options, const TrainingHooks& hooks);

} // namespace othello::evaluation
