// Depth-limited searches: every algorithm finds the same value at each depth, with and without
// a table; to the end of the game they are exact under both scoring rules; iterative deepening.

#include "engine/board/Board.h"
#include "engine/board/ReferenceBoard.h"
#include "engine/depth/DepthSearch.h"
#include "engine/depth/IterativeDeepening.h"
#include "engine/search/Search.h"
#include "support/RandomPositions.h"

#include <QTest>
#include <algorithm>

using namespace othello;
using namespace othello::depth;

namespace {

constexpr Algorithm kDepthAlgorithms[] = {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout,
                                          Algorithm::NegaScout, Algorithm::Best};

// Plain minimax written independently over Board (mover's view), for the values.
int plainValue(const Board& board, int depth, const evaluation::Evaluator& evaluator, ScoringRule rule)
{
    if (board.isGameOver())
        return finalScoreUnder(rule, board.mover(), board.opponent(), board.size * board.size) * kFinalScale;
    if (depth == 0)
        return std::clamp(evaluator.evaluate(board.mover(), board.opponent()), -kFinalScale + 1, kFinalScale - 1);
    int best = -2 * 64 * kFinalScale;
    for (int move : board.moveList())
        best = std::max(best, -plainValue(board.played(move), depth - 1, evaluator, rule));
    return best;
}

std::vector<Board> samplePositions(int size, unsigned seed)
{
    std::vector<Board> all = testing::randomGamePositions(3, seed, size);
    std::vector<Board> some;
    for (std::size_t i = 0; i < all.size(); i += 5)
        if (!all[i].isGameOver())
            some.push_back(all[i]);
    return some;
}

} // namespace

class TestDepthSearch : public QObject {
    Q_OBJECT
private slots:
    void everySearchAgreesAtEveryDepth_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("evaluation");
        QTest::newRow("6x6 mixed") << 6 << "mixed";
        QTest::newRow("8x8 squares") << 8 << "squares";
        QTest::newRow("6x6 discs") << 6 << "discs";
        QTest::newRow("4x4 mobility") << 4 << "mobility,parity=3";
    }
    void everySearchAgreesAtEveryDepth()
    {
        QFETCH(int, size);
        QFETCH(QString, evaluation);
        std::string text = evaluation.toStdString();
        if (text == "mobility,parity=3")
            text = "mobility=1,parity=3";
        const auto evaluator = evaluation::parseEvaluator(text, size);
        QVERIFY(evaluator);
        int compared = 0;
        for (const Board& board : samplePositions(size, 7u + static_cast<unsigned>(size))) {
            for (int depth = 1; depth <= (size == 8 ? 3 : 4); ++depth) {
                const int expected =
                    blackSign(board.toMove) * plainValue(board, depth, *evaluator, ScoringRule::DiscDifference);
                for (Algorithm algorithm : kDepthAlgorithms) {
                    for (bool tt : {false, true}) {
                        DepthOptions options;
                        options.algorithm = algorithm;
                        options.depth = depth;
                        options.useTranspositionTable = tt;
                        options.evaluator = *evaluator;
                        const DepthResult r = searchToDepth(board, options);
                        QCOMPARE(r.status, SearchStatus::Done);
                        QVERIFY2(r.value == expected,
                                 qPrintable(QString("%1 tt %2 depth %3: %4 != %5 at %6")
                                                .arg(QString::fromLatin1(algorithmId(algorithm)))
                                                .arg(tt)
                                                .arg(depth)
                                                .arg(r.value)
                                                .arg(expected)
                                                .arg(QString::fromStdString(toText(board)))));
                        // The best move reaches that value.
                        QVERIFY(board.isLegal(r.bestMove));
                        const int child =
                            plainValue(board.played(r.bestMove), depth - 1, *evaluator, ScoringRule::DiscDifference);
                        QCOMPARE(-blackSign(board.toMove) * child, expected);
                        ++compared;
                    }
                }
            }
        }
        QVERIFY(compared > 50);
    }
    // The reported line is legal, starts with the best move, and (without a table, which may
    // cut it short) leads to the position whose static value is the root's value.
    void bestLineLeadsToTheValue()
    {
        const auto evaluator = evaluation::parseEvaluator("mixed", 6);
        QVERIFY(evaluator);
        int checked = 0;
        for (const Board& board : samplePositions(6, 11u)) {
            for (Algorithm algorithm : kDepthAlgorithms) {
                for (bool tt : {false, true}) {
                    DepthOptions options;
                    options.algorithm = algorithm;
                    options.depth = 4;
                    options.useTranspositionTable = tt;
                    options.evaluator = *evaluator;
                    const DepthResult r = searchToDepth(board, options);
                    QVERIFY(!r.line.empty());
                    QCOMPARE(r.line.front(), r.bestMove);
                    QVERIFY(static_cast<int>(r.line.size()) <= options.depth);
                    Board end = board;
                    for (int move : r.line) {
                        QVERIFY(end.isLegal(move));
                        end = end.played(move);
                    }
                    if (tt)
                        continue;
                    if (static_cast<int>(r.line.size()) < options.depth) // only a finished game ends a line early
                        QVERIFY(end.isGameOver());
                    const int leaf = end.isGameOver()
                        ? finalScoreUnder(options.scoring, end.mover(), end.opponent(), 36) * kFinalScale
                        : std::clamp(evaluator->evaluate(end.mover(), end.opponent()), -kFinalScale + 1,
                                     kFinalScale - 1);
                    QCOMPARE(blackSign(end.toMove) * leaf, r.value);
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 20);
    }

    void pruningSearchesVisitFewerNodes()
    {
        const auto evaluator = evaluation::parseEvaluator("mixed", 8);
        DepthOptions options;
        options.depth = 5;
        options.evaluator = *evaluator;
        options.algorithm = Algorithm::Negamax;
        const DepthResult negamax = searchToDepth(Board::start(8), options);
        options.algorithm = Algorithm::AlphaBeta;
        const DepthResult alphaBeta = searchToDepth(Board::start(8), options);
        QCOMPARE(alphaBeta.value, negamax.value);
        QVERIFY(alphaBeta.stats.generated < negamax.stats.generated);
    }
    void exactToTheEndUnderBothRules()
    {
        for (const Board& board : testing::randomPositionsWithEmpties(6, 9, 5)) {
            for (ScoringRule rule : {ScoringRule::DiscDifference, ScoringRule::EmptiesToWinner}) {
                const evaluation::Evaluator none;
                const int expected = blackSign(board.toMove) * plainValue(board, 64, none, rule) / kFinalScale;
                for (Algorithm algorithm : kDepthAlgorithms) {
                    for (bool tt : {false, true}) {
                        SearchOptions options;
                        options.algorithm = algorithm;
                        options.useTranspositionTable = tt;
                        options.scoring = rule;
                        const SearchResult r = solve(board, options);
                        QCOMPARE(r.status, SearchStatus::Done);
                        QCOMPARE(r.value, expected);
                    }
                }
                if (rule == ScoringRule::DiscDifference) { // the exact searches agree with the reference
                    reference::ReferenceCounts counts;
                    QCOMPARE(expected, reference::negamax(reference::ReferenceBoard(board), counts));
                }
            }
        }
    }
    void emptiesRuleAwardsTheEmptySquares()
    {
        // Black wipes out White with squares left: 4x4, Black to move takes the last white disc.
        QCOMPARE(finalScoreUnder(ScoringRule::EmptiesToWinner, 0b111, 0, 16), 16);
        QCOMPARE(finalScoreUnder(ScoringRule::DiscDifference, 0b111, 0, 16), 3);
        QCOMPARE(finalScoreUnder(ScoringRule::EmptiesToWinner, 0b1, 0b110, 16), -14);
        QCOMPARE(finalScoreUnder(ScoringRule::EmptiesToWinner, 0b1, 0b10, 16), 0);
    }
    void iterativeDeepeningReportsEachDepth()
    {
        DepthOptions options;
        options.algorithm = Algorithm::Best;
        options.useTranspositionTable = true;
        options.depth = 4;
        options.evaluator = *evaluation::parseEvaluator("mixed", 6);
        std::vector<int> depths;
        const DepthResult r = iterativeDeepening(Board::start(6), options, std::nullopt, nullptr,
                                                 [&](const DepthResult& d) { depths.push_back(d.depth); });
        QCOMPARE(depths, (std::vector<int>{1, 2, 3, 4}));
        QCOMPARE(r.status, SearchStatus::Done);
        QCOMPARE(r.depth, 4);
        options.depth = 4;
        options.useTranspositionTable = false;
        QCOMPARE(r.value, searchToDepth(Board::start(6), options).value);
        // Stops once exact: a position with four empty squares needs no depth beyond the end.
        const Board late = testing::randomPositionsWithEmpties(1, 4, 3).front();
        options.depth = 30;
        const DepthResult exact = iterativeDeepening(late, options, std::nullopt);
        QVERIFY(exact.exact);
        QVERIFY(exact.depth < 30);
    }
    void cancelledBeforeDepthOneStillGivesAMove()
    {
        SearchControl control;
        control.requestCancel();
        DepthOptions options;
        options.depth = 60;
        options.evaluator = *evaluation::parseEvaluator("mixed", 8);
        const DepthResult r = iterativeDeepening(Board::start(8), options, 5.0, &control);
        // Depth 1 has only 5 nodes (no poll), so it finishes; the cancel stops a later depth.
        QCOMPARE(r.status, SearchStatus::Done);
        QVERIFY(Board::start(8).isLegal(r.bestMove));
        QVERIFY(r.depth < 60);
    }
};

QTEST_APPLESS_MAIN(TestDepthSearch)
#include "tst_depth_search.moc"
