// The Solve panel's table default: best searches with its table unless the user unticks it; the
// classical searches start without one (the course's default).
#include "explore/SolvePanel.h"

#include "common/AlgorithmNames.h"
#include "common/MoveNames.h"
#include "common/ValueView.h"
#include "engine/board/PrincipalVariation.h"
#include "support/TestTimeScale.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace othello;

namespace {

// The position the best solves below are stopped at: PV label 6 (White to move), 1.4-3 s on two
// threads (an Intel Xeon and an AMD EPYC VM), the first bound after about half of it. (At label 8
// the bounds showed for about 0.2 s before the solve ended, and a loaded machine could miss them.)
Board positionToStopBestAt() { return PrincipalVariation::sixBySix().position(6); }

// Solves `board` with `algorithm` in the panel, stops as soon as the live value shows a proven
// bound, and gives the stopped search's result.
void stopOnceSomethingIsProven(SolvePanel& panel, const Board& board, const char* algorithm, SearchResult& result)
{
    auto* choice = panel.findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
    auto* value = panel.findChild<QLabel*>(QStringLiteral("valueLabel"));
    QVERIFY(choice && value);
    panel.setPosition(board, QStringLiteral("the position"));
    choice->setCurrentIndex(choice->findData(QString::fromLatin1(algorithm)));
    QSignalSpy solved(&panel, &SolvePanel::solved);
    panel.solve();
    QTRY_VERIFY_WITH_TIMEOUT(value->text().contains(QStringLiteral("proven so far")), test::scaledMs(60000));
    QCOMPARE(solved.count(), 0);
    panel.stop();
    QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 1, test::scaledMs(5000));
    result = solved.at(0).at(1).value<SearchResult>();
    QCOMPARE(result.status, SearchStatus::Cancelled);
}

} // namespace

class TestSolvePanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tests"));
    }
    void cleanup() { ValueConvention::instance().setView(ValueView::Black); }

    // Bounds turn with the view: a stopped search at a position where White moves proves, say,
    // "at most −4" for Black, which is "at least +4" for White.
    void provenBoundsTurnWithTheView()
    {
        SolvePanel panel;
        auto* value = panel.findChild<QLabel*>(QStringLiteral("valueLabel"));
        const Board board = positionToStopBestAt();
        QCOMPARE(board.toMove, Color::White);
        SearchResult result;
        stopOnceSomethingIsProven(panel, board, "best", result);
        if (QTest::currentTestFailed())
            return;
        const QString black = value->text();
        QVERIFY2(black.contains(QStringLiteral("Black's view")), qPrintable(black));
        ValueConvention::instance().setView(ValueView::SideToMove);
        const QString white = value->text();
        QVERIFY2(white.contains(QStringLiteral("White's view")), qPrintable(white));
        if (result.lowerBound && !result.upperBound) {
            QVERIFY(black.startsWith(QStringLiteral("at least ")));
            QCOMPARE(white,
                     QStringLiteral("at most %1 (White's view, proven so far)")
                         .arg(ValueConvention::signedText(-*result.lowerBound)));
        } else if (result.upperBound && !result.lowerBound) {
            QVERIFY(black.startsWith(QStringLiteral("at most ")));
            QCOMPARE(white,
                     QStringLiteral("at least %1 (White's view, proven so far)")
                         .arg(ValueConvention::signedText(-*result.upperBound)));
        }
    }

    void choosingAnAlgorithmSetsItsTableDefault()
    {
        SolvePanel panel;
        auto* algorithm = panel.findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
        auto* table = panel.findChild<QCheckBox*>(QStringLiteral("ttCheck"));
        QVERIFY(algorithm && table);
        const auto select = [&](const char* id) {
            const int index = algorithm->findData(QString::fromLatin1(id));
            QVERIFY(index >= 0);
            algorithm->setCurrentIndex(index);
        };
        select("best");
        QVERIFY(table->isChecked());
        QCOMPARE(panel.options().useTranspositionTable, true);
        // The user may still turn it off, and that holds until another algorithm is chosen.
        table->setChecked(false);
        QCOMPARE(panel.options().useTranspositionTable, false);
        select("negamax");
        QVERIFY(!table->isChecked());
        select("best");
        QVERIFY(table->isChecked());
        select("alphabeta");
        QVERIFY(!table->isChecked());
    }

    void theResultSaysWhichSearchProducedIt()
    {
        SolvePanel panel;
        auto* algorithm = panel.findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
        auto* settings = panel.findChild<QLabel*>(QStringLiteral("searchSettingsLabel"));
        auto* limit = panel.findChild<QCheckBox*>(QStringLiteral("timeLimitCheck"));
        auto* seconds = panel.findChild<QDoubleSpinBox*>(QStringLiteral("timeLimitSpin"));
        QVERIFY(algorithm && settings && limit && seconds);
        panel.setPosition(PrincipalVariation::sixBySix().position(30), QStringLiteral("label 30"));
        QSignalSpy solved(&panel, &SolvePanel::solved);

        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        panel.solve();
        QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 1, test::scaledMs(20000));
        // The table best used: of the 64 MiB asked for, a 6x6 solve takes 16, as the size's
        // tooltip says.
        QCOMPARE(panel.options().ttMegabytes, std::size_t(64));
        auto* size = panel.findChild<QSpinBox*>(QStringLiteral("ttSizeSpin"));
        QVERIFY(size && size->toolTip().contains(QStringLiteral("at most 16 MiB on 6x6")));
        QCOMPARE(settings->text(),
                 QStringLiteral("%1, table 16 MiB, no time limit").arg(translatedAlgorithmName(Algorithm::Best)));

        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("alphabeta")));
        limit->setChecked(true);
        seconds->setValue(30.0);
        panel.solve();
        QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 2, test::scaledMs(20000));
        QCOMPARE(settings->text(), QStringLiteral("Alpha-beta, no table, time limit 30.0 s"));
    }

    // Issue 18: stopping a long best solve shows what is proven, not "no value": the bounds shown
    // live while it runs are kept (PV label 8: value -4, a few seconds for best).
    void aStoppedBestSolveShowsWhatIsProven()
    {
        SolvePanel panel;
        auto* status = panel.findChild<QLabel*>(QStringLiteral("statusLabel"));
        auto* value = panel.findChild<QLabel*>(QStringLiteral("valueLabel"));
        QVERIFY(status && value);
        SearchResult result;
        stopOnceSomethingIsProven(panel, positionToStopBestAt(), "best", result);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(result.lowerBound || result.upperBound);
        QVERIFY(!result.lowerBound || *result.lowerBound <= -4);
        QVERIFY(!result.upperBound || *result.upperBound >= -4);
        QVERIFY2(status->text().contains(QStringLiteral("what is proven so far")), qPrintable(status->text()));
        QVERIFY2(value->text().contains(QStringLiteral("proven")), qPrintable(value->text()));
    }

    // A stopped classical search shows what it settled: the root moves it finished with their
    // values, the value they prove and the best move so far. Negamax on label 18 finishes a root
    // move in about a second and the whole search in minutes.
    void aStoppedClassicalSolveShowsTheRootMovesFinished()
    {
        SolvePanel panel;
        auto* algorithm = panel.findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
        auto* value = panel.findChild<QLabel*>(QStringLiteral("valueLabel"));
        auto* bestMove = panel.findChild<QLabel*>(QStringLiteral("bestMoveLabel"));
        auto* lineTitle = panel.findChild<QLabel*>(QStringLiteral("solveLineTitle"));
        auto* line = panel.findChild<QLabel*>(QStringLiteral("lineLabel"));
        QVERIFY(algorithm && value && bestMove && lineTitle && line);
        const Board board = PrincipalVariation::sixBySix().position(18);
        SearchResult result;
        stopOnceSomethingIsProven(panel, board, "negamax", result);
        if (QTest::currentTestFailed())
            return;
        QSignalSpy solved(&panel, &SolvePanel::solved);
        QVERIFY(!result.rootMoves.empty());
        SearchOptions check;
        check.algorithm = Algorithm::AlphaBeta;
        for (const RootMoveBounds& move : result.rootMoves) {
            QVERIFY(move.exact());
            QCOMPARE(*move.lower, solve(board.played(move.move), check).value);
            QVERIFY2(line->text().contains(translatedMoveName(move.move)), qPrintable(line->text()));
        }
        QVERIFY2(lineTitle->text().contains(QStringLiteral("Root moves")), qPrintable(lineTitle->text()));
        // The root moves' view first, as the value's.
        QVERIFY2(line->text().startsWith(QStringLiteral("Black's view: ")), qPrintable(line->text()));
        QVERIFY2(value->text().contains(QStringLiteral("Black's view")), qPrintable(value->text()));
        QVERIFY2(value->text().contains(QStringLiteral("proven so far")), qPrintable(value->text()));
        QVERIFY2(bestMove->text().contains(QStringLiteral("best so far")), qPrintable(bestMove->text()));
        // The next solve shows best's optimal line under its own title again.
        panel.setPosition(PrincipalVariation::sixBySix().position(30), QStringLiteral("label 30"));
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        panel.solve();
        QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 1, test::scaledMs(10000));
        QCOMPARE(lineTitle->text(), QStringLiteral("Optimal line:"));
        QVERIFY2(line->text().contains(QStringLiteral("value\u00a0−4,\u00a0Black's\u00a0view")),
                 qPrintable(line->text()));
    }
};

QTEST_MAIN(TestSolvePanel)
#include "tst_solve_panel.moc"
