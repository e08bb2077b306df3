// Evaluation terms on hand-made positions, and the evaluator's weights and parsing.

#include "engine/board/Board.h"
#include "engine/evaluation/Evaluation.h"

#include <QTest>
#include <variant>

using namespace othello;
using namespace othello::evaluation;

namespace {
Board board(const char* text) { return std::get<Board>(parseBoard(text)); }
} // namespace

class TestEvaluation : public QObject {
    Q_OBJECT
private slots:
    void discDifferenceOfAHandMadePosition()
    {
        // Black: a1 b1 c3 d4 c4 (5), White: d3 (1) ... counted by hand from the text.
        const Board b = board("XX----"
                              "------"
                              "--XO--"
                              "--XX--"
                              "------"
                              "------ O");
        QCOMPARE(discDifference(b.black, b.white), 4);
        QCOMPARE(discDifference(b.mover(), b.opponent()), -4); // White to move
    }
    void classicTableHasTheCornerPattern()
    {
        for (int size : {4, 6, 8}) {
            const SquareTable t = classicSquareTable(size);
            const int last = size - 1;
            QCOMPARE(t[0], 100);
            QCOMPARE(t[static_cast<std::size_t>(last * 8 + last)], 100);
            QCOMPARE(t[1], -20); // b1: C-square
            QCOMPARE(t[8], -20); // a2: C-square
            if (size > 4)
                QCOMPARE(t[9], -50); // b2: X-square
            if (size == 8) {
                QCOMPARE(t[2], 10); // c1: edge
                QCOMPARE(t[18], 0); // c3: inside
            }
        }
    }
    void weightedSquaresOfCornerAgainstXSquare()
    {
        // Black holds a1 (corner), White b2 (X-square) and the four start squares split 2-2.
        const Board b = board("X-----"
                              "-O----"
                              "--OX--"
                              "--XO--"
                              "------"
                              "------ X");
        const SquareTable t = classicSquareTable(6);
        QCOMPARE(weightedSquares(b.mover(), b.opponent(), t), 100 - (-50));
        SquareTable edited = t;
        edited[0] = 7; // the table is editable
        QCOMPARE(weightedSquares(b.mover(), b.opponent(), edited), 7 + 50);
    }
    void mobilityAtTheStart()
    {
        const Board b = Board::start(6);
        QCOMPARE(mobility(b.mover(), b.opponent(), 6), 0); // 4 moves each
        // Counted by hand: Black d1 e1 e2 f2 f3; White b3 b4 b5 c5 d5.
        const Board c = board("------"
                              "---O--"
                              "--XOO-"
                              "--XX--"
                              "------"
                              "------ X");
        QCOMPARE(mobility(c.mover(), c.opponent(), 6), 5 - 5);
        // From bits: a1 against b1 has one move (c1), b1 against a1 none.
        QCOMPARE(mobility(0b01, 0b10, 6), 1);
        QCOMPARE(mobility(0b10, 0b01, 6), -1);
    }
    void potentialMobilityCountsEmptyNeighbours()
    {
        // White a1 (empty neighbours b1 a2 b2), Black d4 (eight empty neighbours); from bits, as
        // no legal position is this sparse.
        const std::uint64_t white = 1;                      // a1
        const std::uint64_t black = std::uint64_t{1} << 27; // d4 (6x6: row 3, column 3)
        QCOMPARE(potentialMobility(black, white, 6), 3 - 8);
        QCOMPARE(potentialMobility(white, black, 6), 8 - 3);
    }
    void cornersAndStability()
    {
        // White owns a1 with b1 c1 and a2 in a run; Black owns f6 and e6, and d6 is White.
        const Board b = board("OOO-X-"
                              "O-----"
                              "--OX--"
                              "--XO--"
                              "------"
                              "---OXX X");
        QCOMPARE(corners(b.black, b.white, 6), 1 - 1);
        QCOMPARE(edgeStableDiscs(b.white, 6), 4); // a1 b1 c1 a2
        QCOMPARE(edgeStableDiscs(b.black, 6), 2); // f6 e6 (d6 breaks the run)
        QCOMPARE(stability(b.black, b.white, 6), 2 - 4);
        // A full edge row counts each disc once.
        QCOMPARE(edgeStableDiscs(0x3f, 6), 6); // a1..f1
    }
    void parityFollowsTheEmptySquares()
    {
        const Board b = Board::start(6); // 32 empties: even
        QCOMPARE(parity(b.mover(), b.opponent(), 6), -1);
        const Board after = b.played(b.moveList().front()); // 31 empties
        QCOMPARE(parity(after.mover(), after.opponent(), 6), 1);
    }
    void evaluatorAddsWeightedTerms()
    {
        const Board b = board("X-----"
                              "-O----"
                              "--OX--"
                              "--XO--"
                              "------"
                              "------ X");
        std::string error;
        const auto e = parseEvaluator("discs=2,corners=10,parity=-3", 6, &error);
        QVERIFY2(e, error.c_str());
        const int expected = 2 * discDifference(b.mover(), b.opponent()) + 10 * corners(b.mover(), b.opponent(), 6) -
            3 * parity(b.mover(), b.opponent(), 6);
        QCOMPARE(e->evaluate(b.mover(), b.opponent()), expected);
        QCOMPARE(parseEvaluator(e->text(), 6)->weights, e->weights);
        QVERIFY(parseEvaluator("mixed", 8));
        QCOMPARE(parseEvaluator("weighted", 6)->weight(Term::Squares), 1);
        QVERIFY(!parseEvaluator("speed=3", 6, &error));
        QVERIFY(error.find("speed") != std::string::npos);
        QVERIFY(!parseEvaluator("discs=x", 6, &error));
        QVERIFY(!parseEvaluator("", 6, &error));
    }
};

QTEST_APPLESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
