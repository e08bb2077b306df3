// The learned pattern evaluation: its symmetry, its table-driven indices against the plain
// definition, its weight file, the shipped weights against exact values, and the training's
// determinism on a tiny set.

#include "support/RandomPositions.h"

#include "engine/best/BestSolver.h"
#include "engine/best/Symmetry.h"
#include "engine/evaluation/Evaluation.h"
#include "engine/evaluation/PatternTraining.h"
#include "engine/evaluation/PatternWeights.h"
#include "engine/play/EnginePlayer.h"

#include <QTest>
#include <bit>
#include <cmath>
#include <random>

using namespace othello;
using namespace othello::evaluation;

namespace {

// Weights with every column and feature random: a symmetry bug cannot hide behind zeros.
PatternWeights randomWeights(int size, unsigned seed)
{
    std::mt19937 random(seed);
    PatternWeights weights(size, 4);
    const PatternSet& set = PatternSet::forSize(size);
    for (int stage = 0; stage < weights.stageCount(); ++stage) {
        std::vector<std::vector<int>> columns;
        for (const Pattern& pattern : set.patterns()) {
            std::vector<int> column(pattern.columns);
            for (int& w : column)
                w = static_cast<int>(random() % 2001) - 1000;
            columns.push_back(std::move(column));
        }
        std::array<int, kFeatureCount> features{};
        for (int& f : features)
            f = static_cast<int>(random() % 201) - 100;
        weights.setStage(stage, columns, features);
    }
    return weights;
}

// The eight images of a position under the board's symmetries.
template <int N> std::vector<std::pair<Bitboard, Bitboard>> images(Bitboard player, Bitboard opponent)
{
    std::vector<std::pair<Bitboard, Bitboard>> result;
    std::pair<Bitboard, Bitboard> image{player, opponent};
    for (int i = 0; i < 8; ++i) {
        image = (i % 2 == 0) ? std::pair{best::mirrorRows<N>(image.first), best::mirrorRows<N>(image.second)}
                             : std::pair{best::transpose(image.first), best::transpose(image.second)};
        result.push_back(image);
    }
    return result;
}

// The evaluation as its definition reads, square by square, independent of the evaluator's
// tables: the stage of the position (else the nearest trained one, the fewer empties on a tie),
// each instance's base-3 reading looked up by its canonical column, the features from Board.
int referenceEvaluation(const PatternWeights& weights, Bitboard player, Bitboard opponent)
{
    const int size = weights.size();
    const PatternSet& set = PatternSet::forSize(size);
    const int empties = size * size - std::popcount(player | opponent);
    const int own = std::min(empties <= 0 ? 0 : (empties - 1) / weights.stageWidth(), weights.stageCount() - 1);
    int stage = own;
    for (int distance = 0; distance < weights.stageCount(); ++distance) {
        if (own - distance >= 0 && weights.trained(own - distance)) {
            stage = own - distance;
            break;
        }
        if (own + distance < weights.stageCount() && weights.trained(own + distance)) {
            stage = own + distance;
            break;
        }
    }
    int sum = 0;
    for (int p = 0; p < static_cast<int>(set.patterns().size()); ++p) {
        const Pattern& pattern = set.patterns()[static_cast<std::size_t>(p)];
        for (const auto& squares : pattern.instances) {
            std::uint32_t index = 0;
            for (const int square : squares)
                index = index * 3 + ((player >> square & 1) ? 1U : (opponent >> square & 1) ? 2U : 0U);
            sum += weights.columnWeight(stage, p, pattern.canonical[index]);
        }
    }
    const Board mover{size, player, opponent, Color::Black};
    const Board other{size, opponent, player, Color::Black};
    const int features[kFeatureCount] = {1, std::popcount(player) - std::popcount(opponent),
                                         std::popcount(mover.legalMoves()) - std::popcount(other.legalMoves()),
                                         empties % 2 == 1 ? 1 : -1};
    for (int f = 0; f < kFeatureCount; ++f)
        sum += weights.featureWeight(stage, static_cast<Feature>(f)) * features[f];
    return sum;
}

// Random weights for some stages only: the others borrow the nearest trained stage's.
PatternWeights partlyTrainedWeights(int size, unsigned seed)
{
    const PatternWeights all = randomWeights(size, seed);
    const PatternWeights other = randomWeights(size, seed + 1);
    PatternWeights weights(size, 5);
    for (const int stage : {1, 4, weights.stageCount() - 2}) {
        std::vector<std::vector<int>> columns;
        const PatternSet& set = PatternSet::forSize(size);
        for (int p = 0; p < static_cast<int>(set.patterns().size()); ++p) {
            std::vector<int> column;
            for (std::uint32_t c = 0; c < set.patterns()[static_cast<std::size_t>(p)].columns; ++c)
                column.push_back(stage == 4 ? other.columnWeight(1, p, c) : all.columnWeight(stage, p, c));
            columns.push_back(std::move(column));
        }
        std::array<int, kFeatureCount> features{};
        for (int f = 0; f < kFeatureCount; ++f)
            features[static_cast<std::size_t>(f)] = all.featureWeight(stage, static_cast<Feature>(f));
        weights.setStage(stage, columns, features);
    }
    return weights;
}

template <int N> void checkSymmetric(const PatternWeights& weights, unsigned seed)
{
    int distinctImages = 0;
    for (const Board& board : othello::testing::randomGamePositions(20, seed, N)) {
        const int value = weights.evaluate(board.mover(), board.opponent());
        const auto all = images<N>(board.mover(), board.opponent());
        for (const auto& [player, opponent] : all)
            QCOMPARE(weights.evaluate(player, opponent), value);
        distinctImages += all[0] != all[1] ? 1 : 0;
    }
    QVERIFY(distinctImages > 100); // the images were really other positions
}

} // namespace

class TestPatternEvaluation : public QObject {
    Q_OBJECT
private slots:
    void patternSetsHaveTheClassicShapes()
    {
        const PatternSet& six = PatternSet::forSize(6);
        const PatternSet& eight = PatternSet::forSize(8);
        QCOMPARE(six.patterns().front().name, std::string("edge+2x"));
        QCOMPARE(six.patterns().front().length, 8);
        QCOMPARE(eight.patterns().front().length, 10);
        // An edge has 4 placings; its two readings share weights: (3^10 + 3^5) / 2 columns on 8x8.
        QCOMPARE(eight.patterns().front().instances.size(), std::size_t{4});
        QCOMPARE(eight.patterns().front().columns, (59049U + 243U) / 2);
        // The corner 3x3 block is its own transpose: 4 placings, (3^9 + 3^6) / 2 columns.
        QCOMPARE(eight.patterns()[1].instances.size(), std::size_t{4});
        QCOMPARE(eight.patterns()[1].columns, (19683U + 729U) / 2);
        // The 2x5 block is not: 8 placings, every configuration its own column.
        QCOMPARE(eight.patterns()[2].instances.size(), std::size_t{8});
        QCOMPARE(eight.patterns()[2].columns, 59049U);
    }
    void tableDrivenIndicesMatchTheDefinition()
    {
        // Every position of 60 random games per size (about 2,000 on 6x6, 3,500 on 8x8) in all
        // eight symmetries.
        for (const int size : {6, 8}) {
            const PatternSet& set = PatternSet::forSize(size);
            std::vector<std::uint32_t> fast(static_cast<std::size_t>(set.instanceCount()));
            std::vector<std::uint32_t> plain(fast.size());
            std::vector<std::uint32_t> byDisc(fast.size());
            for (const Board& board : othello::testing::randomGamePositions(60, 7, size)) {
                const auto all =
                    size == 6 ? images<6>(board.mover(), board.opponent()) : images<8>(board.mover(), board.opponent());
                for (const auto& [player, opponent] : all) {
                    set.indices(player, opponent, fast.data());
                    set.referenceIndices(player, opponent, plain.data());
                    set.indicesByDisc(player, opponent, byDisc.data());
                    QCOMPARE(fast, plain);
                    QCOMPARE(byDisc, plain);
                }
            }
        }
    }
    void fastEvaluationMatchesTheDefinition()
    {
        for (const int size : {6, 8}) {
            const PatternWeights random = randomWeights(size, 21);
            const PatternWeights partly = partlyTrainedWeights(size, 22);
            QVERIFY(!partly.trained(0) && partly.trained(1) && !partly.trained(2));
            std::vector<const PatternWeights*> all{&random, &partly};
            if (const PatternWeights* shipped = shippedPatternWeights(size))
                all.push_back(shipped);
            int positions = 0;
            for (const Board& board : othello::testing::randomGamePositions(40, 8, size)) {
                const auto images8 =
                    size == 6 ? images<6>(board.mover(), board.opponent()) : images<8>(board.mover(), board.opponent());
                for (const auto& [player, opponent] : images8) {
                    const Bitboard moves = Board{size, player, opponent, Color::Black}.legalMoves();
                    const Bitboard replies = Board{size, opponent, player, Color::Black}.legalMoves();
                    for (const PatternWeights* weights : all) {
                        const int expected = referenceEvaluation(*weights, player, opponent);
                        QCOMPARE(weights->evaluate(player, opponent), expected);
                        QCOMPARE(weights->evaluate(player, opponent, moves, replies), expected);
                    }
                    ++positions;
                }
            }
            QVERIFY(positions > 8 * 1000);
        }
    }
    void theEightSymmetriesGiveEqualValues()
    {
        checkSymmetric<6>(randomWeights(6, 1), 3);
        checkSymmetric<8>(randomWeights(8, 2), 4);
        for (const int size : {6, 8})
            if (const PatternWeights* shipped = shippedPatternWeights(size))
                size == 6 ? checkSymmetric<6>(*shipped, 5) : checkSymmetric<8>(*shipped, 6);
    }
    void weightFileRoundTrips()
    {
        const PatternWeights weights = randomWeights(6, 9);
        const std::string text = weights.serialize();
        const auto back = PatternWeights::parse(text);
        QVERIFY(back.has_value());
        QVERIFY(*back == weights);
        std::string error;
        QVERIFY(!PatternWeights::parse("othello-pattern-weights 2\n", &error));
        QVERIFY(!error.empty());
        std::string cut = text.substr(0, text.size() / 2);
        QVERIFY(!PatternWeights::parse(cut, &error));
    }
    void shippedWeightsLoadForBothSizes()
    {
        for (const int size : {6, 8}) {
            const PatternWeights* shipped = shippedPatternWeights(size);
            QVERIFY(shipped != nullptr);
            QCOMPARE(shipped->size(), size);
            std::string error;
            const auto evaluator = parseEvaluator("learned", size, &error);
            QVERIFY2(evaluator.has_value(), error.c_str());
            QCOMPARE(evaluator->text(), std::string("learned"));
            QCOMPARE(evaluator->learned, shipped);
        }
        QVERIFY(!parseEvaluator("learned", 4));
    }
    void shippedWeightsPredictExactValues()
    {
        // Random positions with 12-14 empties (the generating games of the training mix in
        // engine moves, so these are mostly unseen), solved exactly here.
        struct Case {
            int size;
            // docs/evaluation.md: the held-out error of stage 3 (13-16 empties), in discs; random
            // games lie further from the training games than its held-out positions, so allow half
            // again.
            double stageThreeError;
        };
        for (const Case& c : {Case{6, 5.30}, Case{8, 7.02}}) {
            QVERIFY(shippedPatternWeights(c.size) != nullptr);
            const PatternWeights& weights = *shippedPatternWeights(c.size);
            BestOptions options;
            options.threads = 1;
            options.ttMegabytes = 4;
            double error = 0;
            double guessingZero = 0;
            int count = 0;
            for (const int empties : {12, 13, 14}) {
                for (const Board& board :
                     othello::testing::randomPositionsWithEmpties(20, empties, 11 + empties, c.size)) {
                    const int exact = blackSign(board.toMove) * solveBest(board, options).value;
                    error += std::abs(weights.evaluate(board.mover(), board.opponent()) / double(kWeightScale) - exact);
                    guessingZero += std::abs(exact);
                    ++count;
                }
            }
            error /= count;
            guessingZero /= count;
            qInfo("%dx%d: mean absolute error %.2f discs on %d positions with 12-14 empties (guessing 0: %.2f)", c.size,
                  c.size, error, count, guessingZero);
            QVERIFY2(error <= 1.5 * c.stageThreeError, qPrintable(QString::number(error)));
            // And far better than guessing 0 (6x6: 6.2 against 17.2, the first 6x6 weights 7.2; 8x8: 9.2
            // against 18.5, where the first 8x8 weights, fitted on a twelfth of the positions, missed by
            // 12.0 and failed both).
            QVERIFY2(error <= 0.6 * guessingZero, qPrintable(QString::number(error)));
        }
    }
    void learnedPlayersPlayEverySize()
    {
        const auto player = play::parsePlayer("name=l:alphabeta:depth=3:eval=learned");
        QVERIFY(player.has_value());
        for (const int size : {4, 6, 8}) {
            // 4x4 has no learned weights: the player falls back to the mixed evaluation.
            const Board start = Board::start(size);
            const play::MoveChoice choice = play::chooseMove(*player, start, ScoringRule::DiscDifference);
            QVERIFY(start.isLegal(choice.move));
            QCOMPARE(choice.search.depth, 3);
        }
        // The learned value of the 6x6 start is the evaluation's, in 1/32 discs (Black's view).
        const Board start = Board::start(6);
        const auto evaluator = parseEvaluator("learned", 6);
        QCOMPARE(evaluator->evaluate(start.mover(), start.opponent()),
                 shippedPatternWeights(6)->evaluate(start.mover(), start.opponent()));
    }
    void trainingOnATinySetIsDeterministic()
    {
        TrainingOptions options;
        options.size = 6;
        options.seed = 5;
        options.positions = 120;
        options.maxEmpties = 12;
        options.exactEmpties = 8;
        options.stageWidth = 4;
        options.searchDepth = 4;
        std::vector<LabelledPosition> saved;
        TrainingHooks save;
        save.labelled = [&](const LabelledPosition& label) { saved.push_back(label); };
        const auto first = trainPatternWeights(options, save);
        QVERIFY(first.has_value());
        QCOMPARE(first->solvedNow, first->positions);
        QCOMPARE(static_cast<int>(saved.size()), first->positions);
        QCOMPARE(static_cast<int>(first->stages.size()), 3);
        QVERIFY(first->stages[0].exactLabels && first->stages[1].exactLabels);
        QVERIFY(!first->stages[2].exactLabels); // 9-12 empties: searched above 8

        const auto again = trainPatternWeights(options, {});
        QVERIFY(again.has_value());
        QCOMPARE(again->weights.serialize(), first->weights.serialize());

        // Resumed: every label read back, none computed, the same weights.
        TrainingHooks resume;
        resume.known = [&](const Board& board) -> std::optional<LabelledPosition> {
            for (const LabelledPosition& label : saved)
                if (label.board == board)
                    return label;
            return std::nullopt;
        };
        const auto resumed = trainPatternWeights(options, resume);
        QVERIFY(resumed.has_value());
        QCOMPARE(resumed->solvedNow, 0);
        QCOMPARE(resumed->weights.serialize(), first->weights.serialize());

        options.seed = 6;
        const auto other = trainPatternWeights(options, {});
        QVERIFY(other->weights.serialize() != first->weights.serialize());

        // Stopping returns nothing.
        TrainingHooks stop;
        stop.stopRequested = [] { return true; };
        QVERIFY(!trainPatternWeights(options, stop).has_value());
    }
    void exactLabelsAreTheSolversValues()
    {
        TrainingOptions options;
        options.positions = 40;
        options.maxEmpties = 8;
        options.exactEmpties = 8;
        std::vector<LabelledPosition> saved;
        TrainingHooks save;
        save.labelled = [&](const LabelledPosition& label) { saved.push_back(label); };
        QVERIFY(trainPatternWeights(options, save).has_value());
        QVERIFY(saved.size() >= 30);
        for (const LabelledPosition& label : saved) {
            QVERIFY(label.exact);
            const int black = solveBest(label.board).value;
            QCOMPARE(label.value, blackSign(label.board.toMove) * black * kWeightScale);
        }
    }
};

QTEST_APPLESS_MAIN(TestPatternEvaluation)
#include "tst_pattern_evaluation.moc"
