#include "PatternTraining.h"

#include "engine/best/BestSolver.h"
#include "engine/best/Symmetry.h"
#include "engine/board/BoardSize.h"
#include "engine/depth/DepthSearch.h"

// Plain scalar code: the fit then gives the same weights on every x86-64 (vector widths change
// the order of additions), and GCC 12 sees no uninitialised AVX-512 lanes in Eigen's kernels.
#define EIGEN_DONT_VECTORIZE
#include <Eigen/IterativeLinearSolvers>
#include <Eigen/SparseCore>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>
#include <set>
#include <stdexcept>

namespace othello::evaluation {

namespace {

std::uint64_t mix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

std::pair<std::uint64_t, std::uint64_t> canonical(const Board& board)
{
    return withBoardSize(board.size, [&](auto n) {
        constexpr int N = decltype(n)::value;
        return best::canonicalForm<N>(board.mover(), board.opponent());
    });
}

int clampedMaxEmpties(const TrainingOptions& options)
{
    return std::clamp(options.maxEmpties, 1, options.size * options.size - 4);
}

// The mover's value of a depth-limited search, in 1/kWeightScale discs.
int searchValue(const Board& board, const PatternWeights& weights, int depth)
{
    depth::DepthOptions search;
    search.algorithm = Algorithm::Best;
    search.depth = depth;
    search.useTranspositionTable = true;
    search.ttEntries = 1 << 14;
    search.evaluator.size = board.size;
    search.evaluator.learned = &weights;
    const depth::DepthResult result = depth::searchToDepth(board, search);
    // A final score (times kFinalScale) where the best line ends the game, else an evaluation.
    const bool final = std::abs(result.value) >= depth::kFinalScale || result.exact;
    const int black = final ? result.value / depth::kFinalScale * kWeightScale : result.value;
    return blackSign(board.toMove) * black;
}

struct Clock {
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    double seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); }
};

} // namespace

bool isValidationPosition(const Board& board, std::uint64_t seed, int validationPercent)
{
    const auto [player, opponent] = canonical(board);
    return static_cast<int>(mix(mix(player ^ seed) ^ opponent) % 100) < validationPercent;
}

std::vector<Board> trainingPositions(const TrainingOptions& options)
{
    const int maxEmpties = clampedMaxEmpties(options);
    const int quota = (options.positions + maxEmpties - 1) / maxEmpties;
    std::vector<int> count(static_cast<std::size_t>(maxEmpties + 1), 0);
    int levelsFull = 0;
    std::set<std::pair<std::uint64_t, std::uint64_t>> seen;
    std::vector<Board> positions;
    std::mt19937_64 random(options.seed);
    depth::DepthOptions engine;
    engine.algorithm = Algorithm::AlphaBeta;
    engine.depth = 2;
    engine.evaluator = *parseEvaluator("mixed", options.size);
    int fruitlessGames = 0;
    while (levelsFull < maxEmpties && fruitlessGames < 500) {
        bool added = false;
        Board board = Board::start(options.size);
        while (!board.isGameOver()) {
            const int empties = board.emptyCount();
            if (empties <= maxEmpties && count[static_cast<std::size_t>(empties)] < quota &&
                seen.insert(canonical(board)).second) {
                positions.push_back(board);
                added = true;
                if (++count[static_cast<std::size_t>(empties)] == quota)
                    ++levelsFull;
            }
            const std::vector<int> moves = board.moveList();
            int move = moves.front();
            if (moves.size() > 1) {
                if (static_cast<int>(random() % 100) < options.randomMovePercent)
                    move = moves[static_cast<std::size_t>(random() % moves.size())];
                else
                    move = depth::searchToDepth(board, engine).bestMove;
            }
            board = board.played(move);
        }
        fruitlessGames = added ? 0 : fruitlessGames + 1;
    }
    return positions;
}

std::optional<TrainingResult> trainPatternWeights(const TrainingOptions& options, const TrainingHooks& hooks)
{
    if (options.searchDepth < options.stageWidth)
        throw std::invalid_argument("the bootstrap search depth must be at least the stage width");
    const auto say = [&](const std::string& line) {
        if (hooks.progress)
            hooks.progress(line);
    };
    const PatternSet& set = PatternSet::forSize(options.size);
    Clock clock;
    const std::vector<Board> positions = trainingPositions(options);
    say("generated " + std::to_string(positions.size()) + " positions in " +
        std::to_string(static_cast<int>(clock.seconds())) + " s");

    TrainingResult result{PatternWeights(options.size, options.stageWidth), {}, static_cast<int>(positions.size()), 0};
    PatternWeights& weights = result.weights;
    std::vector<std::vector<const Board*>> byStage(static_cast<std::size_t>(weights.stageCount()));
    for (const Board& board : positions)
        byStage[static_cast<std::size_t>(weights.stageOf(board.emptyCount()))].push_back(&board);

    std::vector<std::uint32_t> offsets;
    std::uint32_t patternColumns = 0;
    for (const Pattern& pattern : set.patterns()) {
        offsets.push_back(patternColumns);
        patternColumns += pattern.columns;
    }
    const auto columnCount = static_cast<Eigen::Index>(patternColumns + kFeatureCount);

    BestOptions exactOptions;
    exactOptions.threads = 1;
    exactOptions.ttMegabytes = 16;
    for (int stage = 0; stage < weights.stageCount(); ++stage) {
        const auto& boards = byStage[static_cast<std::size_t>(stage)];
        if (boards.empty())
            continue;
        StageReport report;
        report.stage = stage;
        report.minEmpties = stage * options.stageWidth + 1;
        report.maxEmpties = (stage + 1) * options.stageWidth;
        std::vector<LabelledPosition> labelled;
        Clock stageClock;
        double lastSaid = 0;
        for (const Board* board : boards) {
            if (hooks.stopRequested && hooks.stopRequested())
                return std::nullopt;
            std::optional<LabelledPosition> label = hooks.known ? hooks.known(*board) : std::nullopt;
            if (!label) {
                LabelledPosition fresh{*board, 0, board->emptyCount() <= options.exactEmpties};
                if (fresh.exact) {
                    const BestResult solved = solveBest(*board, exactOptions);
                    fresh.value = blackSign(board->toMove) * solved.value * kWeightScale;
                } else {
                    fresh.value = searchValue(*board, weights, options.searchDepth);
                }
                if (hooks.labelled)
                    hooks.labelled(fresh);
                ++result.solvedNow;
                label = fresh;
            }
            report.exactLabels = report.exactLabels && label->exact;
            labelled.push_back(*label);
            if (stageClock.seconds() - lastSaid >= 5) {
                lastSaid = stageClock.seconds();
                say("stage " + std::to_string(stage) + ": labelled " + std::to_string(labelled.size()) + "/" +
                    std::to_string(boards.size()) + " (" + std::to_string(static_cast<int>(clock.seconds())) +
                    " s in all)");
            }
        }

        // The design matrix: a row per training position, a 1 (or 2, 3... where instances
        // share a configuration) per pattern column, the feature values; then the ridge rows.
        std::vector<Eigen::Triplet<double>> triplets;
        std::vector<double> targets;
        std::vector<const LabelledPosition*> validation;
        std::vector<const LabelledPosition*> training;
        std::vector<std::uint32_t> index(static_cast<std::size_t>(set.instanceCount()));
        for (const LabelledPosition& position : labelled) {
            if (isValidationPosition(position.board, options.seed, options.validationPercent)) {
                validation.push_back(&position);
                continue;
            }
            training.push_back(&position);
            const auto row = static_cast<Eigen::Index>(targets.size());
            const Bitboard player = position.board.mover();
            const Bitboard opponent = position.board.opponent();
            set.indices(player, opponent, index.data());
            int k = 0;
            for (std::size_t p = 0; p < set.patterns().size(); ++p)
                for (std::size_t i = 0; i < set.patterns()[p].instances.size(); ++i)
                    triplets.emplace_back(
                        row,
                        static_cast<Eigen::Index>(offsets[p] +
                                                  set.patterns()[p].canonical[index[static_cast<std::size_t>(k++)]]),
                        1.0);
            const auto features = featureValues(player, opponent, options.size);
            for (int f = 0; f < kFeatureCount; ++f)
                triplets.emplace_back(row, static_cast<Eigen::Index>(patternColumns) + f,
                                      static_cast<double>(features[static_cast<std::size_t>(f)]));
            targets.push_back(static_cast<double>(position.value) / kWeightScale);
        }
        const auto rows = static_cast<Eigen::Index>(targets.size());
        const double ridge = std::sqrt(options.ridge);
        for (Eigen::Index c = 0; c < columnCount; ++c)
            triplets.emplace_back(rows + c, c, ridge);
        Eigen::SparseMatrix<double> a(rows + columnCount, columnCount);
        a.setFromTriplets(triplets.begin(), triplets.end());
        Eigen::VectorXd b = Eigen::VectorXd::Zero(rows + columnCount);
        for (Eigen::Index r = 0; r < rows; ++r)
            b[r] = targets[static_cast<std::size_t>(r)];
        Eigen::LeastSquaresConjugateGradient<Eigen::SparseMatrix<double>> solver;
        solver.setMaxIterations(1000);
        solver.setTolerance(1e-7);
        solver.compute(a);
        const Eigen::VectorXd x = solver.solve(b);

        std::vector<std::vector<int>> columns;
        for (std::size_t p = 0; p < set.patterns().size(); ++p) {
            std::vector<int> column(set.patterns()[p].columns);
            for (std::uint32_t c = 0; c < set.patterns()[p].columns; ++c)
                column[c] = static_cast<int>(std::lround(x[static_cast<Eigen::Index>(offsets[p] + c)] * kWeightScale));
            columns.push_back(std::move(column));
        }
        std::array<int, kFeatureCount> features{};
        for (int f = 0; f < kFeatureCount; ++f)
            features[static_cast<std::size_t>(f)] =
                static_cast<int>(std::lround(x[static_cast<Eigen::Index>(patternColumns) + f] * kWeightScale));
        weights.setStage(stage, columns, features);

        const auto meanError = [&](const std::vector<const LabelledPosition*>& list) {
            double sum = 0;
            for (const LabelledPosition* position : list)
                sum +=
                    std::abs(weights.evaluate(position->board.mover(), position->board.opponent()) - position->value);
            return list.empty() ? 0.0 : sum / static_cast<double>(list.size()) / kWeightScale;
        };
        report.trainingPositions = static_cast<int>(training.size());
        report.validationPositions = static_cast<int>(validation.size());
        report.trainingError = meanError(training);
        report.validationError = meanError(validation);
        result.stages.push_back(report);
        char line[200];
        std::snprintf(line, sizeof line,
                      "stage %d (%d-%d empties, %s): %d training, %d validation positions, mean error %.2f / "
                      "%.2f discs (%d iterations)",
                      stage, report.minEmpties, report.maxEmpties, report.exactLabels ? "exact" : "search",
                      report.trainingPositions, report.validationPositions, report.trainingError,
                      report.validationError, static_cast<int>(solver.iterations()));
        say(line);
    }
    return result;
}

} // namespace othello::evaluation
