// Explore's guidance on the board and in the status bar: the PV's next move is framed while on
// the PV, and coming back onto the PV replaces the "You left the principal variation" message.
#include "BoardView.h"
#include "ExplorePage.h"
#include "GameSession.h"
#include "PvMoveModel.h"
#include "PvMoveTable.h"
#include "engine/PrincipalVariation.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace othello;

class TestExploreMarks : public QObject {
    Q_OBJECT
private slots:
    void theBoardFramesThePvsNextMove_data()
    {
        QTest::addColumn<int>("label");
        for (int label : {1, 10, 26, 33})
            QTest::addRow("%d", label) << label;
    }
    void theBoardFramesThePvsNextMove()
    {
        QFETCH(int, label);
        ExplorePage page;
        auto* board = page.findChild<BoardView*>();
        QVERIFY(board);
        page.session()->goToLabel(label);
        QCOMPARE(board->bestMove(), PrincipalVariation::sixBySix().moveFrom(label));
    }

    void offThePvNothingIsFramedWithoutASolve()
    {
        ExplorePage page;
        auto* board = page.findChild<BoardView*>();
        QVERIFY(board);
        page.session()->goToLabel(10);
        const Board& at10 = page.session()->board();
        int other = kNoMove;
        for (int move : at10.moveList())
            if (move != PrincipalVariation::sixBySix().moveFrom(10))
                other = move;
        QVERIFY(other != kNoMove);
        QVERIFY(page.session()->play(other));
        QCOMPARE(board->bestMove(), kNoMove);
    }

    void returningToThePvReplacesTheLeftMessage()
    {
        ExplorePage page;
        QSignalSpy status(&page, &Page::statusMessage);
        page.session()->goToLabel(10);
        int other = kNoMove;
        for (int move : page.session()->board().moveList())
            if (move != PrincipalVariation::sixBySix().moveFrom(10))
                other = move;
        QVERIFY(page.session()->play(other));
        QVERIFY(status.last().at(0).toString().startsWith(QStringLiteral("You left the principal variation")));
        auto* back = page.findChild<QPushButton*>(QStringLiteral("returnButton"));
        QVERIFY(back);
        back->click();
        QVERIFY(page.session()->isOnPrincipalVariation());
        const QString last = status.last().at(0).toString();
        QVERIFY2(!last.contains(QStringLiteral("left")), qPrintable(last));
        QVERIFY(last.startsWith(QStringLiteral("Back on the principal variation")));
    }

    void thePvTableShowsGameOverUncut()
    {
        ExplorePage page;
        page.resize(1024, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.session()->goToLabel(34); // the row that says "game over"
        auto* table = page.findChild<PvMoveTable*>();
        QVERIFY(table);
        const QModelIndex gameOver = table->model()->index(table->model()->rowCount() - 1, PvMoveModel::SideColumn);
        QCOMPARE(gameOver.data().toString(), QStringLiteral("game over"));
        // What the cell needs: the text and the margins the view adds around it.
        const int needed = static_cast<QAbstractItemView*>(table)->sizeHintForColumn(PvMoveModel::SideColumn);
        QVERIFY2(table->columnWidth(PvMoveModel::SideColumn) >= needed,
                 qPrintable(QStringLiteral("%1 < %2").arg(table->columnWidth(PvMoveModel::SideColumn)).arg(needed)));
        QVERIFY(table->visualRect(gameOver).width() >=
                table->fontMetrics().horizontalAdvance(gameOver.data().toString()));
    }
};

QTEST_MAIN(TestExploreMarks)
#include "tst_ExploreMarks.moc"
