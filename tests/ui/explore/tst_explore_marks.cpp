// Explore's guidance on the board and in the status bar: the PV's next move is framed while on
// the PV, and coming back onto the PV replaces the "You left the principal variation" message.
#include "common/BoardView.h"
#include "common/GameSession.h"
#include "engine/board/PrincipalVariation.h"
#include "explore/ExplorePage.h"
#include "explore/PvMoveModel.h"
#include "explore/PvMoveTable.h"
#include "explore/SolvePanel.h"
#include "support/EventLoopTurn.h"
#include "support/TestTimeScale.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

using namespace othello;

class TestExploreMarks : public QObject {
    Q_OBJECT
private slots:
    // After Solve and after Play Line the arrow keys step the PV (they switched tabs: the
    // focus had gone to the tab bar when the Solve button was disabled).
    void afterSolveAndPlayLineTheArrowKeysStepThePv()
    {
        // The page in tabs, as in the main window (whose start-up questions stay out of this).
        QTabWidget tabs;
        auto* page = new ExplorePage;
        tabs.addTab(page, QStringLiteral("Explore"));
        tabs.addTab(new QWidget, QStringLiteral("Compare"));
        tabs.resize(1024, 700);
        tabs.show();
        tabs.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&tabs));
        auto* solve = page->findChild<QPushButton*>(QStringLiteral("solveButton"));
        auto* playLine = page->findChild<QPushButton*>(QStringLiteral("playLineButton"));
        auto* algorithm = page->findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
        QVERIFY(solve && playLine && algorithm);
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        page->session()->goToLabel(28);
        const int exploreTab = tabs.currentIndex();

        QTest::mouseClick(solve, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page->isSolving(), test::scaledMs(20000));
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        // The board has it (the tab bar had it, where the arrow keys belong to the tabs).
        QCOMPARE(focus, page->findChild<BoardView*>(QStringLiteral("exploreBoard")));
        QTest::keyClick(focus, Qt::Key_Right);
        QCOMPARE(tabs.currentIndex(), exploreTab);
        QCOMPARE(page->session()->label(), 29);

        QTest::mouseClick(playLine, Qt::LeftButton);
        QCOMPARE(page->session()->label(), PrincipalVariation::kLastLabel);
        focus = QApplication::focusWidget();
        QCOMPARE(focus, page->findChild<BoardView*>(QStringLiteral("exploreBoard")));
        QTest::keyClick(focus, Qt::Key_Left);
        QCOMPARE(tabs.currentIndex(), exploreTab);
        QCOMPARE(page->session()->label(), PrincipalVariation::kLastLabel - 1);
    }

    // The results of solves (a long optimal line, a stopped search's counts, the search row)
    // do not widen the right-hand panel: the board stays where it is.
    void solvesDoNotMoveTheBoard_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x700") << QSize(1024, 700);
        QTest::newRow("1600x1000") << QSize(1600, 1000);
    }
    void solvesDoNotMoveTheBoard()
    {
        QFETCH(QSize, size);
        ExplorePage page;
        page.resize(size);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* algorithm = page.findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
        auto* limit = page.findChild<QCheckBox*>(QStringLiteral("timeLimitCheck"));
        auto* seconds = page.findChild<QDoubleSpinBox*>(QStringLiteral("timeLimitSpin"));
        QVERIFY(algorithm && limit && seconds);
        const QRect board = page.findChild<BoardView*>(QStringLiteral("exploreBoard"))->squareRect(0);
        const int boardWidth = page.findChild<BoardView*>(QStringLiteral("exploreBoard"))->width();
        const auto solveAndWait = [&] {
            page.findChild<SolvePanel*>(QStringLiteral("solvePanel"))->solve();
            QTRY_VERIFY_WITH_TIMEOUT(!page.isSolving(), test::scaledMs(20000));
            QVERIFY(test::eventLoopTurned()); // the layout settles
            QCOMPARE(page.findChild<BoardView*>(QStringLiteral("exploreBoard"))->width(), boardWidth);
            QCOMPARE(page.findChild<BoardView*>(QStringLiteral("exploreBoard"))->squareRect(0), board);
        };
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        page.session()->goToLabel(12); // a line of 22 moves
        solveAndWait();
        page.session()->goToLabel(1);
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("negamax")));
        limit->setChecked(true);
        seconds->setValue(0.1); // "Time limit reached after … nodes expanded: no value yet"
        solveAndWait();
    }

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
#include "tst_explore_marks.moc"
