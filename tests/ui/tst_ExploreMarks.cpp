// Explore's guidance on the board and in the status bar: the PV's next move is framed while on
// the PV, and coming back onto the PV replaces the "You left the principal variation" message.
#include "BoardView.h"
#include "ExplorePage.h"
#include "GameSession.h"
#include "MainWindow.h"
#include "PvMoveModel.h"
#include "PvMoveTable.h"
#include "SolvePanel.h"
#include "engine/PrincipalVariation.h"

#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace othello;

class TestExploreMarks : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the window's settings go to a test location
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tests"));
    }

    // After Solve and after Play Line the arrow keys step the PV (they switched tabs: the
    // focus had gone to the tab bar when the Solve button was disabled).
    void afterSolveAndPlayLineTheArrowKeysStepThePv()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto* tabs = window.findChild<QTabWidget*>();
        auto* page = window.findChild<ExplorePage*>();
        auto* solve = window.findChild<QPushButton*>(QStringLiteral("solveButton"));
        auto* playLine = window.findChild<QPushButton*>(QStringLiteral("playLineButton"));
        auto* algorithm = window.findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
        QVERIFY(tabs && page && solve && playLine && algorithm);
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        page->session()->goToLabel(28);
        const int exploreTab = tabs->currentIndex();

        QTest::mouseClick(solve, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page->isSolving(), 20000);
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        // The board has it (the tab bar had it, where the arrow keys belong to the tabs).
        QCOMPARE(focus, page->boardView());
        QTest::keyClick(focus, Qt::Key_Right);
        QCOMPARE(tabs->currentIndex(), exploreTab);
        QCOMPARE(page->session()->label(), 29);

        QTest::mouseClick(playLine, Qt::LeftButton);
        QCOMPARE(page->session()->label(), PrincipalVariation::kLastLabel);
        focus = QApplication::focusWidget();
        QCOMPARE(focus, page->boardView());
        QTest::keyClick(focus, Qt::Key_Left);
        QCOMPARE(tabs->currentIndex(), exploreTab);
        QCOMPARE(page->session()->label(), PrincipalVariation::kLastLabel - 1);
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
#include "tst_ExploreMarks.moc"
