#include "common/GameSession.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/board/Square.h"

#include <QSignalSpy>
#include <QTest>

using namespace othello;

namespace {
const PrincipalVariation& pv() { return PrincipalVariation::sixBySix(); }
int square(const char* name) { return *parseSquare(name, 6); }
} // namespace

class TestGameSession : public QObject {
    Q_OBJECT
private slots:
    void startsAtTheFirstLabel()
    {
        GameSession session;
        QCOMPARE(session.label(), 1);
        QVERIFY(session.isOnPrincipalVariation());
        QCOMPARE(session.board(), pv().position(1));
        QCOMPARE(session.lastMove(), kNoMove);
        QVERIFY(!session.canGoBack());
        QVERIFY(session.canGoForward());
    }

    void walksThePrincipalVariation()
    {
        GameSession session;
        QSignalSpy changed(&session, &GameSession::positionChanged);
        for (int label = 2; label <= PrincipalVariation::kLastLabel; ++label) {
            session.goForward();
            QCOMPARE(session.label(), label);
            QCOMPARE(session.board(), pv().position(label));
            QCOMPARE(session.lastMove(), pv().moveFrom(label - 1));
        }
        QCOMPARE(changed.count(), PrincipalVariation::kLastLabel - 1);
        QVERIFY(!session.canGoForward());
        session.goForward(); // nothing beyond the last label
        QCOMPARE(session.label(), PrincipalVariation::kLastLabel);
        session.goBack();
        QCOMPARE(session.label(), PrincipalVariation::kLastLabel - 1);
        session.goToFirst();
        QCOMPARE(session.board(), pv().position(1));
        session.goToLast();
        QCOMPARE(session.board(), pv().position(PrincipalVariation::kLastLabel));
    }

    void ignoresLabelsOutOfRange()
    {
        GameSession session;
        session.goToLabel(12);
        session.goToLabel(0);
        session.goToLabel(35);
        QCOMPARE(session.label(), 12);
    }

    void playingThePvMoveStaysOnThePv()
    {
        GameSession session;
        QSignalSpy left(&session, &GameSession::leftPrincipalVariation);
        QVERIFY(session.play(pv().moveFrom(1)));
        QVERIFY(session.isOnPrincipalVariation());
        QCOMPARE(session.label(), 2);
        QCOMPARE(left.count(), 0);
    }

    void anotherMoveLeavesThePv()
    {
        GameSession session;
        QSignalSpy left(&session, &GameSession::leftPrincipalVariation);
        const int move = square("e4"); // legal for Black at the start, not the PV's c2
        QVERIFY(move != pv().moveFrom(1));
        QVERIFY(session.play(move));
        QVERIFY(!session.isOnPrincipalVariation());
        QCOMPARE(left.count(), 1);
        QCOMPARE(session.label(), 1);
        QCOMPARE(session.board(), pv().position(1).played(move));
        QCOMPARE(session.lastMove(), move);
        QVERIFY(!session.canGoForward());
        QVERIFY(session.positionDescription().contains(QStringLiteral("off the PV")));

        // A second move off the PV does not announce leaving again.
        const int reply = session.board().moveList().front();
        QVERIFY(session.play(reply));
        QCOMPARE(left.count(), 1);
        QCOMPARE(session.movesOffPrincipalVariation(), 2);

        session.goBack(); // takes back the reply
        QCOMPARE(session.board(), pv().position(1).played(move));
        session.returnToPrincipalVariation();
        QVERIFY(session.isOnPrincipalVariation());
        QCOMPARE(session.board(), pv().position(1));
    }

    void refusesIllegalMovesAndSaysWhy_data()
    {
        QTest::addColumn<int>("label");
        QTest::addColumn<int>("move");
        QTest::addColumn<QString>("reason");
        QTest::newRow("flips no disc") << 1 << square("c5")
                                       << QStringLiteral("c5 is not a legal move for Black: it flips no disc.");
        QTest::newRow("occupied") << 1 << square("c3")
                                  << QStringLiteral("c3 is not a legal move for Black: it is occupied.");
        QTest::newRow("pass with moves") << 1 << kPassMove
                                         << QStringLiteral("Black cannot pass while a legal move exists.");
        const Board& last = pv().position(PrincipalVariation::kLastLabel);
        QTest::newRow("game over")
            << PrincipalVariation::kLastLabel << square("a1")
            << QStringLiteral("The game is over: Black %1, White %2.").arg(last.blackCount()).arg(last.whiteCount());
    }

    void refusesIllegalMovesAndSaysWhy()
    {
        QFETCH(int, label);
        QFETCH(int, move);
        QFETCH(QString, reason);
        GameSession session;
        session.goToLabel(label);
        QSignalSpy refused(&session, &GameSession::moveRefused);
        QSignalSpy changed(&session, &GameSession::positionChanged);
        QVERIFY(!session.play(move));
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).toString(), reason);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(session.board(), pv().position(label));
    }

    void mustPassWhenThePvPasses()
    {
        // The PV's only pass: find it rather than trusting a number.
        int passLabel = 0;
        for (int label = 1; label < PrincipalVariation::kLastLabel; ++label)
            if (pv().moveFrom(label) == kPassMove)
                passLabel = label;
        QVERIFY(passLabel > 0);
        GameSession session;
        session.goToLabel(passLabel);
        QVERIFY(session.board().mustPass());
        QCOMPARE(session.refusalFor(kPassMove), MoveRefusal::Reason::None);
        const int empty = std::countr_zero(~session.board().occupied() & session.board().squaresMask());
        QCOMPARE(session.refusalFor(empty), MoveRefusal::Reason::MustPass);
        QVERIFY(session.play(kPassMove));
        QVERIFY(session.isOnPrincipalVariation());
        QCOMPARE(session.label(), passLabel + 1);
    }

    void keepsTheLineWhenSteppingBackAndForthOffThePv()
    {
        GameSession session;
        session.goToLabel(3);
        const int move = session.board().moveList().back();
        QVERIFY(move != pv().moveFrom(3));
        QVERIFY(session.play(move));
        const int reply = session.board().moveList().front();
        QVERIFY(session.play(reply));
        QCOMPARE(session.ply(), 4);
        session.goToFirst();
        QVERIFY(session.isOnPrincipalVariation());
        QCOMPARE(session.label(), 1);
        QCOMPARE(session.pvPositionCount(), 3); // labels 1..3, then the user's moves
        session.goToLast();
        QCOMPARE(session.board(), pv().position(3).played(move).played(reply));
        QCOMPARE(session.movesOffPrincipalVariation(), 2);
        // Back at the branch, the PV's own move joins the PV again, all of it.
        session.goToPly(2);
        QVERIFY(session.play(pv().moveFrom(3)));
        QVERIFY(session.isOnPrincipalVariation());
        QCOMPARE(session.label(), 4);
        QCOMPARE(session.lineMoves(), pv().moves());
        session.goToLast();
        QCOMPARE(session.label(), PrincipalVariation::kLastLabel);
    }

    void exploresAPositionOfAnySize_data()
    {
        QTest::addColumn<int>("size");
        QTest::newRow("4x4") << 4;
        QTest::newRow("6x6") << 6;
        QTest::newRow("8x8") << 8;
    }
    void exploresAPositionOfAnySize()
    {
        QFETCH(int, size);
        GameSession session;
        session.goToLabel(9);
        QSignalSpy changed(&session, &GameSession::positionChanged);
        const Board start = Board::start(size);
        session.startFrom(start);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(session.board(), start);
        QVERIFY(!session.isFromPrincipalVariation());
        QVERIFY(!session.isOnPrincipalVariation());
        QCOMPARE(session.pvPositionCount(), 0);
        QVERIFY(!session.canGoBack());
        QVERIFY(!session.canGoForward());
        QCOMPARE(session.positionDescription(), QStringLiteral("Your %1×%1 position").arg(size));
        const int first = start.moveList().front();
        QVERIFY(session.play(first));
        const int second = session.board().moveList().front();
        QVERIFY(session.play(second));
        QCOMPARE(session.board(), start.played(first).played(second));
        QCOMPARE(session.lastMove(), second);
        QCOMPARE(session.linePositions().size(), 3u);
        QCOMPARE(session.positionDescription(), QStringLiteral("2 moves after your %1×%1 position").arg(size));
        session.goBack();
        QCOMPARE(session.board(), start.played(first));
        QVERIFY(session.canGoForward());
        session.goForward();
        QCOMPARE(session.board(), start.played(first).played(second));
        // Back to the principal variation: the label shown before.
        session.returnToPrincipalVariation();
        QVERIFY(session.isOnPrincipalVariation());
        QCOMPARE(session.label(), 9);
        QCOMPARE(session.board(), pv().position(9));
    }
};

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_game_session.moc"
