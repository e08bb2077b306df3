// Explore's "Analyse moves": the value drawn on every legal square equals a separate solve of
// the position after that move; values are kept per position; Stop ends within 100 ms.
#include "common/BoardView.h"
#include "common/GameSession.h"
#include "common/ValueView.h"
#include "engine/board/PrincipalVariation.h"
#include "explore/ExplorePage.h"
#include "explore/MoveAnalysisPanel.h"
#include "jobs/AnalysisJob.h"
#include "shell/Language.h"
#include "support/EventLoopTurn.h"
#include "support/ScreenChecks.h"
#include "support/TestTimeScale.h"

#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace othello;

namespace {

const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

// A value as the board writes it in a view: Black's, or the side to move's.
QString shownText(const Board& board, int blackValue, ValueView view)
{
    const int value = view == ValueView::SideToMove && board.toMove == Color::White ? -blackValue : blackValue;
    return value > 0 ? QStringLiteral("+%1").arg(value)
                     : (value < 0 ? QStringLiteral("\u2212%1").arg(-value) : QStringLiteral("0"));
}

int separateSolve(const Board& child)
{
    SearchOptions options; // plain alpha-beta: independent of best and its table
    options.algorithm = Algorithm::AlphaBeta;
    const SearchResult result = solve(child, options);
    return result.value;
}

struct Parts {
    ExplorePage page;
    MoveAnalysisPanel* panel = page.findChild<MoveAnalysisPanel*>();
    QPushButton* analyse = page.findChild<QPushButton*>(QStringLiteral("analyseMovesButton"));
    QPushButton* stop = page.findChild<QPushButton*>(QStringLiteral("analysisStopButton"));
    QLabel* status = page.findChild<QLabel*>(QStringLiteral("analysisStatus"));
    AnalysisJob* job = page.findChild<AnalysisJob*>(QStringLiteral("analysisJob"));
    BoardView* board = page.findChild<BoardView*>();
    bool found() const { return panel && analyse && stop && status && job && board; }
};

} // namespace

class TestMoveAnalysis : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tests"));
    }
    void cleanup() { ValueConvention::instance().setView(ValueView::Black); }

    // The squares show the values in the view Settings > Values From chooses, and the status
    // line names it (at label 20 the squares said "+4" where the Result panel said "−4").
    void everyLegalSquareShowsTheValueOfASeparateSolve_data()
    {
        QTest::addColumn<int>("label");
        QTest::addColumn<int>("view");
        for (const auto& [name, view] :
             {std::pair{"Black's view", ValueView::Black}, std::pair{"side to move's view", ValueView::SideToMove}}) {
            QTest::addRow("26, %s", name) << 26 << int(view);
            QTest::addRow("27, %s", name) << 27 << int(view); // the other side to move
            QTest::addRow("20, %s", name) << 20 << int(view); // two best moves: a3 and c6 tie
        }
    }
    void everyLegalSquareShowsTheValueOfASeparateSolve()
    {
        QFETCH(int, label);
        QFETCH(int, view);
        ValueConvention::instance().setView(ValueView(view));
        Parts parts;
        QVERIFY(parts.found());
        parts.page.session()->goToLabel(label);
        parts.analyse->click();
        QVERIFY(parts.panel->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!parts.panel->isRunning(), test::scaledMs(20000));
        const Board& board = parts.page.session()->board();
        QCOMPARE(parts.board->board(), board);
        const std::vector<int> legal = board.moveList();
        QVERIFY(legal.size() >= 2);
        QCOMPARE(parts.panel->values().size(), legal.size());
        int best = -1000;
        for (int move : legal)
            best = std::max(best, (board.toMove == Color::Black ? 1 : -1) * separateSolve(board.played(move)));
        for (int move : legal) {
            const int value = separateSolve(board.played(move));
            QCOMPARE(parts.board->moveValueText(move), shownText(board, value, ValueView(view)));
            const int forMover = board.toMove == Color::Black ? value : -value;
            QCOMPARE(parts.board->isBestValuedMove(move), forMover == best);
        }
        // The PV's move is a best move, and the best value is the game's value.
        QVERIFY(parts.board->isBestValuedMove(PrincipalVariation::sixBySix().moveFrom(label)));
        QCOMPARE(board.toMove == Color::Black ? best : -best, PrincipalVariation::kGameValue);
        QVERIFY(parts.status->text().contains(QStringLiteral("All moves solved")));
        const QString named = ValueView(view) == ValueView::SideToMove && board.toMove == Color::White
            ? QStringLiteral("Values on the squares: White's view.")
            : QStringLiteral("Values on the squares: Black's view.");
        QVERIFY2(parts.status->text().contains(named), qPrintable(parts.status->text()));
        int bestCount = 0;
        for (int move : legal)
            bestCount += parts.board->isBestValuedMove(move) ? 1 : 0;
        QCOMPARE(bestCount, label == 20 ? 2 : 1); // ties are all marked
        QVERIFY(!parts.stop->isEnabled());
    }

    void steppingAwayAndBackShowsTheKeptValuesWithoutANewSearch()
    {
        Parts parts;
        QVERIFY(parts.found());
        parts.page.session()->goToLabel(26);
        parts.analyse->click();
        QTRY_VERIFY_WITH_TIMEOUT(!parts.panel->isRunning(), test::scaledMs(20000));
        const std::vector<MoveValue> at26 = parts.panel->values();
        QCOMPARE(at26.size(), parts.page.session()->board().moveList().size());

        // Away: the next position is analysed, and its values replace these on the board.
        parts.page.session()->goForward();
        QVERIFY(parts.panel->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!parts.panel->isRunning(), test::scaledMs(20000));
        QCOMPARE(parts.panel->values().size(), parts.page.session()->board().moveList().size());

        // Back: the values are there at once, and no search starts.
        QSignalSpy running(parts.panel, &MoveAnalysisPanel::runningChanged);
        QSignalSpy solved(parts.job, &AnalysisJob::moveAnalysed);
        parts.page.session()->goBack();
        QCOMPARE(parts.page.session()->label(), 26);
        QVERIFY(!parts.panel->isRunning());
        QCOMPARE(parts.panel->values().size(), at26.size());
        for (const MoveValue& move : at26)
            QCOMPARE(parts.board->moveValueText(move.move),
                     shownText(parts.page.session()->board(), move.value, ValueView::Black));
        // Nothing runs that could still report: what was posted before is all there is.
        QVERIFY(test::eventLoopTurned());
        QCOMPARE(running.count(), 0);
        QCOMPARE(solved.count(), 0);
        QVERIFY(!parts.job->isRunning());
    }

    void stopEndsTheAnalysisWithin100MsAndKeepsWhatItFound()
    {
        Parts parts;
        QVERIFY(parts.found());
        parts.page.session()->goToLabel(1); // seconds of work for best
        QSignalSpy running(parts.panel, &MoveAnalysisPanel::runningChanged);
        parts.analyse->click();
        QCOMPARE(running.count(), 1);
        // Progress shows, as the user would see it, with the quick estimates on every square.
        QTRY_VERIFY_WITH_TIMEOUT(parts.status->text().contains(QStringLiteral("nodes expanded")), test::scaledMs(5000));
        QVERIFY2(parts.panel->isRunning(), "the start position must take longer than its first progress");
        QVERIFY(parts.stop->isEnabled());
        const Board start = parts.page.session()->board();
        QTRY_COMPARE_WITH_TIMEOUT(parts.panel->estimates().size(), start.moveList().size(), test::scaledMs(5000));
        QVERIFY2(parts.status->text().contains(QStringLiteral("estimates")), qPrintable(parts.status->text()));
        // No move is marked best while another one is only estimated.
        for (int move : start.moveList())
            QVERIFY(!parts.board->isBestValuedMove(move));
        for (int move : start.moveList())
            if (parts.board->moveValueText(move).isEmpty() || parts.panel->values().empty())
                QVERIFY2(parts.board->moveValueText(move).startsWith(QChar(0x2248)),
                         qPrintable(parts.board->moveValueText(move)));
        QElapsedTimer clock;
        qint64 stoppedAfterMs = -1;
        connect(parts.panel, &MoveAnalysisPanel::runningChanged, this, [&](bool on) {
            if (!on)
                stoppedAfterMs = clock.elapsed();
        });
        clock.start();
        parts.stop->click();
        QTRY_VERIFY_WITH_TIMEOUT(stoppedAfterMs >= 0, test::scaledMs(1000));
        QVERIFY2(stoppedAfterMs < test::scaledMs(100), qPrintable(QString::number(stoppedAfterMs)));
        QVERIFY(parts.status->text().startsWith(QStringLiteral("Stopped after")));
        QVERIFY(!parts.stop->isEnabled());
        QVERIFY(parts.analyse->isChecked()); // the next position shown is analysed again
        QVERIFY(!parts.job->isRunning());
    }

    void switchingOffClearsTheBoard()
    {
        Parts parts;
        QVERIFY(parts.found());
        parts.page.session()->goToLabel(30);
        parts.analyse->click();
        QTRY_VERIFY_WITH_TIMEOUT(!parts.panel->isRunning(), test::scaledMs(20000));
        QVERIFY(!parts.board->moveValues().empty());
        parts.analyse->click();
        QVERIFY(parts.board->moveValues().empty());
        // Switched on again: the kept values come back without a search.
        parts.analyse->click();
        QVERIFY(!parts.panel->isRunning());
        QVERIFY(!parts.board->moveValues().empty());
    }

    void screenshots_data()
    {
        QTest::addColumn<int>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("view");
        for (const auto& [name, language] : {std::pair{"en", Language::English}, std::pair{"es", Language::Spanish}}) {
            QTest::addRow("%s 1024x700", name) << int(language) << QSize(1024, 700) << int(ValueView::Black);
            QTest::addRow("%s 1600x1000", name) << int(language) << QSize(1600, 1000) << int(ValueView::Black);
            QTest::addRow("%s 1024x700 mover", name) << int(language) << QSize(1024, 700) << int(ValueView::SideToMove);
        }
    }
    void screenshots()
    {
        QFETCH(int, language);
        QFETCH(QSize, size);
        QFETCH(int, view);
        ValueConvention::instance().setView(ValueView(view));
        const InstalledTranslations translations{Language(language)};
        Parts parts;
        QVERIFY(parts.found());
        parts.page.resize(size);
        parts.page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&parts.page));
        parts.page.session()->goToLabel(20); // two best moves tie
        parts.analyse->click();
        QTRY_VERIFY_WITH_TIMEOUT(!parts.panel->isRunning(), test::scaledMs(20000));
        QVERIFY(test::eventLoopTurned());
        QDir().mkpath(kScreenshotDir);
        const QString name = QStringLiteral("explore-analysis-%1-%2x%3%4.png")
                                 .arg(language == int(Language::Spanish) ? QStringLiteral("es") : QStringLiteral("en"))
                                 .arg(size.width())
                                 .arg(size.height())
                                 .arg(view == int(ValueView::SideToMove) ? QStringLiteral("-mover") : QString());
        QVERIFY(parts.page.grab().save(QDir(kScreenshotDir).filePath(name)));
        // What a person checks: everything in sight, no text cut, the values' view named.
        const QStringList problems =
            test::controlsOutside(&parts.page) + test::elidedTexts(&parts.page) + test::chartTextsCut(&parts.page);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY2(parts.status->text().contains(ValueConvention::instance().viewName(Color::White)),
                 qPrintable(parts.status->text()));
    }
};

QTEST_MAIN(TestMoveAnalysis)
#include "tst_move_analysis.moc"
