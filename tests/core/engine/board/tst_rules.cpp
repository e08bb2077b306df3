// Rules, notation and move generation, checked against hand-made positions, perft counts and
// the plain array implementation.

#include "engine/board/Board.h"
#include "engine/board/LastFlipCount.h"
#include "engine/board/Perft.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/board/ReferenceBoard.h"
#include "support/RandomPositions.h"

#include <QTest>
#include <algorithm>
#include <bit>
#include <random>

using namespace othello;

namespace {
std::uint64_t bit(const char* name) { return std::uint64_t{1} << *parseSquare(name, 6); }

// The table of last-move flip counts of one size against the ray scan.
template <int N> void checkLastFlipCount()
{
    std::mt19937_64 random(2026);
    const bits::Bitboard all = bits::Step<N>::kAll;
    int moves = 0;
    for (int trial = 0; trial < 20000; ++trial) {
        const int square = [&] {
            int s;
            do
                s = int(random() % 64);
            while (!((all >> s) & 1));
            return s;
        }();
        const bits::Bitboard player = random() & all & ~(bits::Bitboard{1} << square);
        const bits::Bitboard opponent = all & ~player & ~(bits::Bitboard{1} << square);
        const int expected = std::popcount(bits::flips<N>(player, opponent, square));
        QCOMPARE(bits::kLastFlipCount<N>(player, square), expected);
        moves += expected > 0 ? 1 : 0;
    }
    QVERIFY(moves > 5000); // many of the trials are real moves, not just zeros
}

// Flips on random boards (any owners, any empty squares, positions need not be reachable)
// against the plain array board's count, for every empty square: illegal squares flip nothing,
// and every flipped disc was the opponent's. The searches rely on both near the end of a game.
// Both implementations are checked: the ray scans and the line tables (or AVX-512 code) that
// the CPU the tests run on uses.
void checkFlipsOnRandomBoards(int size)
{
    std::mt19937_64 random(size * 7919);
    int legal = 0, illegal = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        Board board;
        board.size = size;
        const std::uint64_t all = board.squaresMask();
        // Half the boards about half full, half about three quarters full.
        const bool crowded = random() % 2 != 0;
        const std::uint64_t occupied = (crowded ? random() | random() : random()) & all;
        board.black = random() & occupied;
        board.white = occupied & ~board.black;
        board.toMove = random() % 2 ? Color::Black : Color::White;
        const reference::ReferenceBoard plain(board);
        for (std::uint64_t empty = all & ~occupied; empty; empty &= empty - 1) {
            const int square = std::countr_zero(empty);
            const std::uint64_t flipped = board.flipsOf(square);
            QCOMPARE(std::popcount(flipped), plain.flipCount(square % 8, square / 8));
            // The portable ray scans give the same discs as the CPU-specific code flipsOf() runs.
            const std::uint64_t byRays = size == 4 ? bits::flipsByRays<4>(board.mover(), board.opponent(), square)
                : size == 6                        ? bits::flipsByRays<6>(board.mover(), board.opponent(), square)
                                                   : bits::flipsByRays<8>(board.mover(), board.opponent(), square);
            QCOMPARE(byRays, flipped);
            QCOMPARE(flipped & ~board.opponent(), std::uint64_t{0});
            ++(flipped ? legal : illegal);
        }
    }
    QVERIFY(legal > 2000 && illegal > 2000); // both kinds of square are exercised
}
} // namespace

class TestRules : public QObject {
    Q_OBJECT
private slots:
    void squareNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("row");
        QTest::newRow("a1 top-left") << "a1" << 0 << 0;
        QTest::newRow("f1 top-right") << "f1" << 5 << 0;
        QTest::newRow("a6 bottom-left") << "a6" << 0 << 5;
        QTest::newRow("f6 bottom-right") << "f6" << 5 << 5;
        QTest::newRow("c4") << "c4" << 2 << 3;
    }
    void squareNames()
    {
        QFETCH(QString, name);
        QFETCH(int, column);
        QFETCH(int, row);
        const auto square = parseSquare(name.toStdString(), 6);
        QVERIFY(square);
        QCOMPARE(columnOf(*square), column);
        QCOMPARE(rowOf(*square), row);
        QCOMPARE(QString::fromStdString(squareName(*square)), name);
    }
    void badSquareNames()
    {
        for (const char* text : {"g1", "a7", "a0", "", "a", "a10", "11", "pass"})
            QVERIFY2(!parseSquare(text, 6), text);
        QVERIFY(parseSquare("h8", 8));
        QCOMPARE(parseMove("pass", 6), std::optional<int>(kPassMove));
        QCOMPARE(moveName(kPassMove), std::string("pass"));
    }

    void startPosition()
    {
        const Board start = Board::start(6);
        QCOMPARE(toText(start), std::string("--------------OX----XO-------------- X"));
        QCOMPARE(start.white, bit("c3") | bit("d4"));
        QCOMPARE(start.black, bit("d3") | bit("c4"));
        QCOMPARE(start.toMove, Color::Black);
        // Black's four first moves: c2 (flips c3), b3 (c3), e4 (d4), d5 (d4).
        QCOMPARE(start.legalMoves(), bit("c2") | bit("b3") | bit("e4") | bit("d5"));
    }

    void flipsInAllEightDirections()
    {
        // Black plays c3; a white disc in each direction is closed by a black disc behind it.
        Board board;
        board.toMove = Color::Black;
        for (const char* s : {"d3", "b3", "c2", "c4", "d2", "b2", "d4", "b4"})
            board.white |= bit(s);
        for (const char* s : {"e3", "a3", "c1", "c5", "e1", "a1", "e5", "a5"})
            board.black |= bit(s);
        QVERIFY(board.isLegal(*parseSquare("c3", 6)));
        const Board after = board.played(*parseSquare("c3", 6));
        QCOMPARE(after.white, std::uint64_t{0});
        QCOMPARE(after.blackCount(), 17);
        QCOMPARE(after.toMove, Color::White);
    }

    void flipsOnlyClosedLines()
    {
        // Black on a1; a white line b1..e1 closed by f1 flips all four; an open line flips none.
        Board board;
        board.black = bit("f1") | bit("f6");
        board.white = bit("b1") | bit("c1") | bit("d1") | bit("e1") | bit("a2") | bit("a3");
        const int a1 = *parseSquare("a1", 6);
        QCOMPARE(board.flipsOf(a1), bit("b1") | bit("c1") | bit("d1") | bit("e1"));
    }

    void noWrapAroundEdges()
    {
        // White f2 next to Black e2: a generator that wraps rows would let Black play a3.
        Board board;
        board.black = bit("e2");
        board.white = bit("f2") | bit("a3");
        QCOMPARE(board.legalMoves(), std::uint64_t{0});
        // Same for the left edge going west and diagonals.
        board.black = bit("b2");
        board.white = bit("a2") | bit("a3") | bit("a1");
        QCOMPARE(board.legalMoves(), std::uint64_t{0});
    }

    void passAndGameEnd()
    {
        Board passing;
        passing.toMove = Color::Black;
        passing.white = bit("a1") | bit("b1");
        passing.black = bit("c1");
        // Every white line Black could close ends at the edge: Black has no move, White has d1.
        QVERIFY(passing.mustPass());
        QCOMPARE(passing.moveList(), std::vector<int>{kPassMove});
        const Board afterPass = passing.played(kPassMove);
        QCOMPARE(afterPass.toMove, Color::White);
        QCOMPARE(afterPass.legalMoves(), bit("d1"));

        Board finished = PrincipalVariation::sixBySix().position(34);
        QVERIFY(finished.isGameOver());
        QVERIFY(finished.moveList().empty());
        QVERIFY(!finished.isLegal(kPassMove));
        QCOMPARE(finished.emptyCount(), 0);
    }

    void gameOverWithEmptySquares()
    {
        // All discs one colour: nobody can move though squares are empty.
        Board board;
        board.black = bit("c3") | bit("d3") | bit("c4") | bit("d4");
        QVERIFY(board.isGameOver());
        QCOMPARE(board.discDifference(), 4);
    }

    void positionText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("too short") << "---- X"
                                   << "position has 4 squares";
        QTest::newRow("bad char") << "--------------OX----XZ-------------- X"
                                  << "unexpected character 'Z'";
        QTest::newRow("bad side") << "--------------OX----XO-------------- W"
                                  << "side to move must be X or O";
        QTest::newRow("no side") << "--------------OX----XO--------------"
                                 << "needs the squares";
        QTest::newRow("empty centre") << "--------------O-----XO-------------- X"
                                      << "centre square is empty";
    }
    void positionText()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const auto parsed = parseBoard(text.toStdString());
        QVERIFY(std::holds_alternative<ParseError>(parsed));
        const QString message = QString::fromStdString(std::get<ParseError>(parsed).message);
        QVERIFY2(message.contains(error), qPrintable(message));
    }
    void positionTextRoundTrips()
    {
        for (const Board& board : testing::randomGamePositions(20, 7)) {
            const auto parsed = parseBoard(toText(board));
            QVERIFY(std::holds_alternative<Board>(parsed));
            QCOMPARE(std::get<Board>(parsed), board);
        }
    }

    void perftFromStart_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("count");
        const qulonglong counts[] = {4, 12, 56, 244, 1364, 7604};
        for (int d = 1; d <= 6; ++d)
            QTest::newRow(qPrintable(QString("depth %1").arg(d))) << d << counts[d - 1];
    }
    void perftFromStart()
    {
        QFETCH(int, depth);
        QFETCH(qulonglong, count);
        QCOMPARE(perft(Board::start(6), depth), count);
    }
    void perftEightByEightStart()
    {
        const qulonglong counts[] = {4, 12, 56, 244, 1396, 8200, 55092};
        for (int d = 1; d <= 7; ++d)
            QCOMPARE(perft(Board::start(8), d), counts[d - 1]);
    }
    void perftAgreesWithReference()
    {
        for (const Board& board : testing::randomPositionsWithEmpties(10, 20, 11))
            QCOMPARE(perft(board, 5), reference::perft(reference::ReferenceBoard(board), 5));
        QCOMPARE(perft(Board::start(6), 8), reference::perft(reference::ReferenceBoard(Board::start(6)), 8));
    }
    void perftAgreesWithReferenceOnOtherSizes()
    {
        // 8x8 one ply beyond the published table above; 4x4 to the end of every game.
        QCOMPARE(perft(Board::start(8), 8), reference::perft(reference::ReferenceBoard(Board::start(8)), 8));
        for (const Board& board : testing::randomGamePositions(20, 77, 8))
            QCOMPARE(perft(board, 4), reference::perft(reference::ReferenceBoard(board), 4));
        QCOMPARE(perft(Board::start(4), 13), reference::perft(reference::ReferenceBoard(Board::start(4)), 13));
    }

    void moveGenerationAgreesWithReference_data()
    {
        QTest::addColumn<int>("size");
        QTest::newRow("6x6") << 6;
        QTest::newRow("8x8") << 8;
        QTest::newRow("4x4") << 4;
    }
    void moveGenerationAgreesWithReference()
    {
        QFETCH(int, size);
        int checked = 0;
        for (const Board& board : testing::randomGamePositions(300, 2024, size)) {
            const reference::ReferenceBoard plain(board);
            std::vector<int> expected = plain.legalSquares();
            std::vector<int> actual;
            for (std::uint64_t m = board.legalMoves(); m; m &= m - 1)
                actual.push_back(std::countr_zero(m));
            QCOMPARE(actual, expected);
            QCOMPARE(board.isGameOver(), plain.gameOver());
            for (int move : board.moveList()) {
                reference::ReferenceBoard next = plain;
                next.play(move);
                QCOMPARE(board.played(move), next.toBoard());
                ++checked;
            }
        }
        QVERIFY(checked > 3000);
    }

    void flipsAgreeWithReferenceOnRandomBoards()
    {
        for (int size : {4, 6, 8})
            checkFlipsOnRandomBoards(size);
    }

    // The table of last-move flip counts against the ray scan, on full boards but one square:
    // every square empty in turn, random owners elsewhere (positions need not be reachable).
    void lastFlipCountAgreesWithFlips()
    {
        checkLastFlipCount<4>();
        checkLastFlipCount<6>();
        checkLastFlipCount<8>();
    }

    void principalVariation()
    {
        const auto& pv = PrincipalVariation::sixBySix();
        QCOMPARE(pv.moves().size(), std::size_t{33});
        QCOMPARE(pv.position(1), Board::start(6));
        for (int label = 1; label <= 34; ++label) {
            const Board& board = pv.position(label);
            QCOMPARE(board.toMove, label % 2 == 1 ? Color::Black : Color::White);
            if (label < 34) {
                QVERIFY(board.isLegal(pv.moveFrom(label)));
                QCOMPARE(board.played(pv.moveFrom(label)), pv.position(label + 1));
            }
        }
        QCOMPARE(pv.moveFrom(31), kPassMove);
        const Board& last = pv.position(34);
        QCOMPARE(last.blackCount(), 16);
        QCOMPARE(last.whiteCount(), 20);
        QCOMPARE(last.discDifference(), PrincipalVariation::kGameValue);
    }
};

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
