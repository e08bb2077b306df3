// Explore on any position: the position editor, Copy/Paste of position text and OBF lines,
// exploring 4x4 and 8x8 positions (moves, Analyse moves, the line table), and the value chart
// along the line (its points equal separate solves; a click moves the board).
#include "common/BoardView.h"
#include "common/GameSession.h"
#include "common/charts/SeriesChart.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/board/Square.h"
#include "explore/ExplorePage.h"
#include "explore/LineValueChart.h"
#include "explore/MoveAnalysisPanel.h"
#include "explore/PositionEditor.h"
#include "explore/PositionText.h"
#include "explore/PvMoveModel.h"
#include "explore/PvMoveTable.h"
#include "explore/PvNavigator.h"
#include "explore/SolvePanel.h"
#include "shell/Language.h"
#include "shell/MainWindow.h"
#include "support/TestTimeScale.h"

#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <functional>
#include <memory>
#include <optional>

using namespace othello;

namespace {

const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

// An FForum endgame line (the first of ../shared/data/fforum-1-19.obf): 14 empties, Black to move.
const QString kObfLine = QStringLiteral("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; "
                                        "H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;");

Board parsed(const QString& text) { return std::get<Board>(parseBoard(text.toStdString())); }

// Plain alpha-beta without a table: code that shares nothing with best, for small positions.
int separateSolve(const Board& board)
{
    SearchOptions options;
    options.algorithm = Algorithm::AlphaBeta;
    const SearchResult result = solve(board, options);
    return result.value;
}

// A position reachable from the 4x4 start where the side to move must pass and the game is not over.
std::optional<Board> passPosition()
{
    std::function<std::optional<Board>(const Board&, int)> search = [&](const Board& board,
                                                                        int depth) -> std::optional<Board> {
        if (board.mustPass() && !board.isGameOver())
            return board;
        if (depth == 0 || board.isGameOver())
            return std::nullopt;
        for (int move : board.moveList())
            if (auto found = search(board.played(move), depth - 1))
                return found;
        return std::nullopt;
    };
    return search(Board::start(4), 12);
}

struct Parts {
    Parts() : owned(std::make_unique<ExplorePage>()), page(*owned) { }
    explicit Parts(ExplorePage& shown) : page(shown) { }

    std::unique_ptr<ExplorePage> owned;
    ExplorePage& page;
    GameSession* session = page.session();
    BoardView* board = page.findChild<BoardView*>(QStringLiteral("exploreBoard"));
    LineValueChart* chart = page.findChild<LineValueChart*>(QStringLiteral("lineValueChart"));
    MoveAnalysisPanel* analysis = page.findChild<MoveAnalysisPanel*>();
    QPushButton* analyse = page.findChild<QPushButton*>(QStringLiteral("analyseMovesButton"));
    PvMoveTable* table = page.findChild<PvMoveTable*>(QStringLiteral("pvMoveTable"));
    PvNavigator* navigator = page.findChild<PvNavigator*>(QStringLiteral("pvNavigator"));
    QPushButton* solve = page.findChild<QPushButton*>(QStringLiteral("solveButton"));
    SolvePanel* solvePanel = page.findChild<SolvePanel*>(QStringLiteral("solvePanel"));
    bool found() const { return board && chart && analysis && analyse && table && navigator && solve && solvePanel; }

    bool paste(const QString& text)
    {
        QGuiApplication::clipboard()->setText(text);
        return page.pastePosition();
    }
};

} // namespace

class TestExplorePositions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tests"));
        QSettings().clear();
    }

    void editorCyclesASquareEmptyBlackWhite()
    {
        PositionEditor editor(Board::start(4));
        const int a1 = squareAt(0, 0);
        const std::uint64_t bit = std::uint64_t{1} << a1;
        QCOMPARE(editor.board().occupied() & bit, 0u);
        editor.cycleSquare(a1);
        QVERIFY(editor.board().black & bit);
        editor.cycleSquare(a1);
        QVERIFY(!(editor.board().black & bit));
        QVERIFY(editor.board().white & bit);
        editor.cycleSquare(a1);
        QCOMPARE(editor.board().occupied() & bit, 0u);

        // A click on the board's square does the same.
        auto* view = editor.findChild<BoardView*>(QStringLiteral("editorBoard"));
        QVERIFY(view);
        editor.resize(420, 560);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QTest::mouseClick(view, Qt::LeftButton, {}, view->squareRect(a1).center());
        QVERIFY(editor.board().black & bit);
        QCOMPARE(view->board(), editor.board());
    }

    void editorChoosesSideAndSize()
    {
        PositionEditor editor(Board::start(6));
        auto* white = editor.findChild<QAbstractButton*>(QStringLiteral("editorWhiteToMove"));
        QVERIFY(white);
        white->click();
        QCOMPARE(editor.board().toMove, Color::White);
        editor.setBoardSize(8);
        QCOMPARE(editor.board(), Board::start(8));
        editor.setBoardSize(4);
        QCOMPARE(editor.board(), Board::start(4));
        QVERIFY(editor.isAcceptable());
        auto* text = editor.findChild<QLineEdit*>(QStringLiteral("editorText"));
        QVERIFY(text);
        QCOMPARE(text->text(), PositionText::write(Board::start(4)));
    }

    void editorRefusesAnEmptyCentreAndSaysWhy()
    {
        PositionEditor editor(Board::start(6));
        editor.clear();
        QCOMPARE(editor.board().occupied(), 0u);
        QVERIFY(!editor.isAcceptable());
        QVERIFY2(editor.message().contains(QStringLiteral("centre")), qPrintable(editor.message()));
        auto* buttons = editor.findChild<QDialogButtonBox*>();
        QVERIFY(buttons);
        QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
    }

    void editorOffersTheOtherSideWhenTheSideToMoveMustPass()
    {
        const std::optional<Board> pass = passPosition();
        QVERIFY(pass);
        PositionEditor editor(*pass);
        const QString mover = pass->toMove == Color::Black ? QStringLiteral("Black") : QStringLiteral("White");
        QVERIFY2(editor.message().contains(mover + QStringLiteral(" must pass")), qPrintable(editor.message()));
        QVERIFY(editor.isAcceptable());
        auto* switchSide = editor.findChild<QPushButton*>(QStringLiteral("editorSwitchSide"));
        QVERIFY(switchSide);
        QVERIFY(!switchSide->isHidden());
        switchSide->click();
        QVERIFY(editor.board().toMove != pass->toMove);
        QVERIFY(!editor.board().mustPass());
        QVERIFY(switchSide->isHidden());
    }

    void editorReadsTypedText()
    {
        PositionEditor editor(Board::start(6));
        auto* text = editor.findChild<QLineEdit*>(QStringLiteral("editorText"));
        QVERIFY(text);
        text->selectAll();
        QTest::keyClicks(text, kObfLine);
        QCOMPARE(editor.board(), parsed(kObfLine.section(QLatin1Char(';'), 0, 0)));
        text->selectAll();
        QTest::keyClicks(text, QStringLiteral("XO"));
        QVERIFY(!editor.message().isEmpty());
        auto* buttons = editor.findChild<QDialogButtonBox*>();
        QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
    }

    void pasteExploresPositionTextAndObfLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // position text; empty: refused
        const QString six = QString::fromStdString(toText(PrincipalVariation::sixBySix().position(12)));
        QTest::newRow("6x6 text") << six << six;
        QTest::newRow("4x4 start") << QStringLiteral("-----OX--XO----- X") << QStringLiteral("-----OX--XO----- X");
        const QString eight = QString::fromStdString(toText(Board::start(8)));
        QTest::newRow("8x8 start, spaces and newline") << QStringLiteral("  %1\n").arg(eight) << eight;
        QTest::newRow("OBF line") << kObfLine << kObfLine.section(QLatin1Char(';'), 0, 0);
        QTest::newRow("not a position") << QStringLiteral("hello world") << QString();
        QTest::newRow("35 squares") << six.mid(1) << QString();
        QTest::newRow("empty centre") << QStringLiteral("---------------- X") << QString();
        QTest::newRow("two lines") << QStringLiteral("%1\n%1").arg(six) << QString();
        QTest::newRow("nothing") << QString() << QString();
    }
    void pasteExploresPositionTextAndObfLines()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        Parts parts;
        QVERIFY(parts.found());
        parts.session->goToLabel(5);
        QSignalSpy messages(&parts.page, &Page::statusMessage);
        const bool pasted = parts.paste(text);
        QCOMPARE(pasted, !expected.isEmpty());
        QCOMPARE(messages.count(), 1);
        if (expected.isEmpty()) {
            // Refused: the board stays, and the message says why.
            QCOMPARE(parts.session->board(), PrincipalVariation::sixBySix().position(5));
            QVERIFY(parts.session->isOnPrincipalVariation());
            QVERIFY(messages.at(0).at(0).toString().startsWith(QStringLiteral("Paste Position: ")));
            return;
        }
        QCOMPARE(parts.session->board(), parsed(expected));
        QCOMPARE(parts.board->board(), parsed(expected));
        QVERIFY(!parts.session->isFromPrincipalVariation());
        QVERIFY(!parts.session->isOnPrincipalVariation());
    }

    void copyGivesThePositionTextBack()
    {
        Parts parts;
        QVERIFY(parts.found());
        parts.session->goToLabel(9);
        auto* copy = parts.page.findChild<QAction*>(QStringLiteral("copyPositionAction"));
        QVERIFY(copy);
        QGuiApplication::clipboard()->clear();
        copy->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QString::fromStdString(toText(PrincipalVariation::sixBySix().position(9))));
        // Pasted back (here an 8x8 position), and copied again: the same text.
        QVERIFY(parts.paste(kObfLine));
        copy->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), kObfLine.section(QLatin1Char(';'), 0, 0));
        // The board's context menu holds Copy and Paste.
        QVERIFY(parts.board->actions().contains(copy));
        QVERIFY(parts.board->actions().contains(parts.page.findChild<QAction*>(QStringLiteral("pastePositionAction"))));
        QCOMPARE(parts.board->contextMenuPolicy(), Qt::ActionsContextMenu);
    }

    void exploresA4x4PositionAndAnalysesItsMoves()
    {
        Parts parts;
        QVERIFY(parts.found());
        parts.session->goToLabel(7);
        QVERIFY(parts.paste(QString::fromStdString(toText(Board::start(4)))));
        const Board start = Board::start(4);
        // A click on a legal square plays it.
        parts.page.resize(1024, 700);
        parts.page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&parts.page));
        const int move = start.moveList().front();
        QTest::mouseClick(parts.board, Qt::LeftButton, {}, parts.board->squareRect(move).center());
        QCOMPARE(parts.session->board(), start.played(move));
        QCOMPARE(parts.session->ply(), 1);
        // The table lists the line explored: two positions, no PV labels.
        QCOMPARE(parts.table->model()->rowCount(), 2);
        QCOMPARE(parts.table->model()->index(0, PvMoveModel::LabelColumn).data().toString(), QStringLiteral("—"));
        QCOMPARE(parts.table->model()->index(0, PvMoveModel::MoveColumn).data().toString(),
                 QString::fromStdString(moveName(move)));
        QVERIFY(parts.navigator->labelText().contains(QStringLiteral("ply 1")));
        // Back and forward walk the line without losing it.
        parts.session->goBack();
        QCOMPARE(parts.session->board(), start);
        QVERIFY(parts.session->canGoForward());
        parts.session->goForward();
        QCOMPARE(parts.session->board(), start.played(move));

        // Analyse moves: every move's value equals a separate solve of the position after it.
        const Board shown = parts.session->board();
        parts.analyse->click();
        QTRY_VERIFY_WITH_TIMEOUT(!parts.analysis->isRunning(), test::scaledMs(20000));
        const std::vector<int> legal = shown.moveList();
        QVERIFY(legal.size() >= 2);
        QCOMPARE(parts.analysis->values().size(), legal.size());
        for (const MoveValue& value : parts.analysis->values()) {
            QCOMPARE(value.status, SearchStatus::Done);
            QCOMPARE(value.value, separateSolve(shown.played(value.move)));
        }

        // Every algorithm solves a 4x4 position: the classical ones too.
        auto* algorithm = parts.solvePanel->findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
        QVERIFY(algorithm);
        for (int i = 0; i < algorithm->count(); ++i) {
            algorithm->setCurrentIndex(i);
            QVERIFY2(parts.solve->isEnabled(), qPrintable(algorithm->currentText()));
            parts.solve->click();
            QTRY_VERIFY_WITH_TIMEOUT(!parts.solvePanel->isRunning(), test::scaledMs(20000));
            QVERIFY(parts.solvePanel->lastResult());
            QCOMPARE(parts.solvePanel->lastResult()->value, separateSolve(shown));
        }

        // Back to the principal variation: the PV label left, as before.
        auto* back = parts.page.findChild<QAction*>(QStringLiteral("backToPvAction"));
        QVERIFY(back && back->isEnabled());
        back->trigger();
        QVERIFY(parts.session->isOnPrincipalVariation());
        QCOMPARE(parts.session->label(), 7);
        QCOMPARE(parts.session->board(), PrincipalVariation::sixBySix().position(7));
        QCOMPARE(parts.table->model()->rowCount(), PrincipalVariation::kLastLabel);
        QVERIFY(!back->isEnabled());
    }

    void exploresAn8x8Position()
    {
        Parts parts;
        QVERIFY(parts.found());
        QVERIFY(parts.paste(kObfLine));
        const Board start = parsed(kObfLine.section(QLatin1Char(';'), 0, 0));
        QCOMPARE(parts.board->board().size, 8);
        const int g8 = *parseSquare("g8", 8);
        QVERIFY(parts.session->play(g8));
        QCOMPARE(parts.session->board(), start.played(g8));
        QVERIFY(parts.session->positionDescription().contains(QStringLiteral("8×8")));
        // best solves it: the FForum line's own score for G8 (+18, Black's view).
        auto* algorithm = parts.solvePanel->findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        parts.solve->click();
        QTRY_VERIFY_WITH_TIMEOUT(!parts.solvePanel->isRunning(), test::scaledMs(60000));
        QCOMPARE(parts.solvePanel->lastResult()->status, SearchStatus::Done);
        QCOMPARE(parts.solvePanel->lastResult()->value, 18);
        // The solve's value is a point of the chart at once.
        QCOMPARE(parts.chart->valueOf(start.played(g8)), std::optional<int>(18));
    }

    void valueChartPointsEqualSolvedValuesAndAClickMovesTheBoard()
    {
        Parts parts;
        QVERIFY(parts.found());
        parts.page.resize(1024, 700);
        parts.page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&parts.page));
        QVERIFY(parts.paste(QString::fromStdString(toText(Board::start(4)))));
        // A short line: the last move of every position, so not the first one analysis would find.
        for (int i = 0; i < 4; ++i)
            QVERIFY(parts.session->play(parts.session->board().moveList().back()));
        const std::vector<Board> line = parts.session->linePositions();
        QCOMPARE(line.size(), 5u);
        parts.chart->setOn(true);
        QTRY_VERIFY_WITH_TIMEOUT(!parts.chart->isRunning() && parts.chart->points().size() == 5, test::scaledMs(20000));
        const QList<QPointF> points = parts.chart->points();
        for (int ply = 0; ply < 5; ++ply) {
            QCOMPARE(points[ply].x(), double(ply));
            QCOMPARE(points[ply].y(), double(separateSolve(line[static_cast<std::size_t>(ply)])));
        }
        // The chart draws them.
        QLineSeries* drawn = parts.chart->chart()->lineOf(QStringLiteral("value"));
        QVERIFY(drawn);
        QCOMPARE(drawn->points(), points);
        // A click on ply 1's point shows that position.
        QTest::mouseClick(parts.chart->view()->viewport(), Qt::LeftButton, {}, parts.chart->viewportPointOf(1));
        QCOMPARE(parts.session->ply(), 1);
        QCOMPARE(parts.session->board(), line[1]);
        // The line stays: forward again to its end.
        parts.session->goToLast();
        QCOMPARE(parts.session->board(), line.back());
    }

    // The PV's values are known without a search: the chart shows them at once, each equal to a
    // separate solve (sampled: the late labels solve quickly).
    void valueChartKnowsThePvFromTheStart()
    {
        Parts parts;
        QVERIFY(parts.found());
        const PrincipalVariation& pv = PrincipalVariation::sixBySix();
        QCOMPARE(parts.chart->points().size(), qsizetype(PrincipalVariation::kLastLabel));
        QVERIFY(!parts.chart->isOn());
        for (int label = 24; label <= PrincipalVariation::kLastLabel; ++label)
            QCOMPARE(parts.chart->valueOf(pv.position(label)), std::optional<int>(separateSolve(pv.position(label))));
    }

    // Compute Values said "Solving ply 2…" for over 20 s with nothing else: the running solve's
    // nodes and seconds now show that it is alive.
    void computeValuesShowsTheRunningSolvesProgress()
    {
        Parts parts;
        QVERIFY(parts.found());
        const PrincipalVariation& pv = PrincipalVariation::sixBySix();
        parts.session->goToLabel(1);
        int offPv = kNoMove;
        for (int move : pv.position(1).moveList())
            if (move != pv.moveFrom(1))
                offPv = move;
        QVERIFY(parts.session->play(offPv)); // a 6x6 position one move from the start: seconds to solve
        parts.chart->setOn(true);
        QTRY_VERIFY_WITH_TIMEOUT(parts.chart->statusText().contains(QStringLiteral("Solving ply 1…")),
                                 test::scaledMs(5000));
        QTRY_VERIFY_WITH_TIMEOUT(parts.chart->statusText().contains(QStringLiteral(" nodes, ")), test::scaledMs(5000));
        QVERIFY2(parts.chart->statusText().contains(QRegularExpression(QStringLiteral("[0-9] s$"))),
                 qPrintable(parts.chart->statusText()));
        parts.chart->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!parts.chart->isRunning(), test::scaledMs(1000));
    }

    void valueChartTakesTheValuesOfAnalysedMoves()
    {
        Parts parts;
        QVERIFY(parts.found());
        QVERIFY(parts.paste(QString::fromStdString(toText(Board::start(4)))));
        const Board start = parts.session->board();
        parts.analyse->click();
        QTRY_VERIFY_WITH_TIMEOUT(!parts.analysis->isRunning(), test::scaledMs(20000));
        // Every child's value, and the start's (the best of them), without computing the line.
        QVERIFY(!parts.chart->isOn());
        for (int move : start.moveList())
            QCOMPARE(parts.chart->valueOf(start.played(move)), std::optional<int>(separateSolve(start.played(move))));
        QCOMPARE(parts.chart->valueOf(start), std::optional<int>(separateSolve(start)));
    }

    void anOwnPositionAndItsMovesComeBackWithTheSettings()
    {
        QSettings settings;
        const Board start = Board::start(8);
        std::vector<Board> line{start};
        {
            Parts parts;
            QVERIFY(parts.paste(PositionText::write(start)));
            for (int i = 0; i < 3; ++i) {
                QVERIFY(parts.session->play(parts.session->board().moveList().back()));
                line.push_back(parts.session->board());
            }
            parts.session->goBack();
            parts.page.saveSettings(settings);
        }
        Parts restored;
        restored.page.restoreSettings(settings);
        QCOMPARE(restored.session->linePositions(), line);
        QCOMPARE(restored.session->ply(), 2);
        QCOMPARE(restored.session->board(), line[2]);
        // Back on the PV, nothing of it is restored.
        restored.session->returnToPrincipalVariation();
        restored.page.saveSettings(settings);
        Parts onPv;
        onPv.page.restoreSettings(settings);
        QVERIFY(onPv.session->isOnPrincipalVariation());
        QCOMPARE(onPv.session->label(), restored.session->label());
    }

    void screenshots_data()
    {
        QTest::addColumn<int>("language");
        QTest::addColumn<QSize>("size");
        for (const auto& [name, language] : {std::pair{"en", Language::English}, std::pair{"es", Language::Spanish}}) {
            QTest::addRow("%s 1024x700", name) << int(language) << QSize(1024, 700);
            QTest::addRow("%s 1600x1000", name) << int(language) << QSize(1600, 1000);
        }
    }
    void screenshots()
    {
        QFETCH(int, language);
        QFETCH(QSize, size);
        const InstalledTranslations translations{Language(language)};
        const QString tag = QStringLiteral("%1-%2x%3")
                                .arg(language == int(Language::Spanish) ? QStringLiteral("es") : QStringLiteral("en"))
                                .arg(size.width())
                                .arg(size.height());
        QDir().mkpath(kScreenshotDir);
        const auto save = [&](QWidget& widget, const QString& what) {
            return widget.grab().save(
                QDir(kScreenshotDir).filePath(QStringLiteral("explore-%1-%2.png").arg(what, tag)));
        };
        // In the window, as the user sees it.
        QSettings().clear();
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* page = window.findChild<ExplorePage*>();
        QVERIFY(page);
        Parts parts(*page);
        QVERIFY(parts.found());

        // The PV's values from label 22 on (the PV is −4 throughout), then a move off it and its drop
        // (the values of the earlier labels take long: the chart is stopped before them).
        parts.session->goToLabel(22);
        parts.chart->setOn(true);
        QTRY_VERIFY_WITH_TIMEOUT(parts.chart->points().size() >= 13, test::scaledMs(60000));
        parts.chart->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!parts.chart->isRunning(), test::scaledMs(20000));
        const Board at22 = parts.session->board();
        QVERIFY(parts.session->play(at22.moveList().front() == PrincipalVariation::sixBySix().moveFrom(22)
                                        ? at22.moveList().back()
                                        : at22.moveList().front()));
        parts.chart->setOn(true);
        QTRY_VERIFY_WITH_TIMEOUT(parts.chart->valueOf(parts.session->board()).has_value(), test::scaledMs(60000));
        parts.chart->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!parts.chart->isRunning(), test::scaledMs(20000));
        QVERIFY(save(window, QStringLiteral("pv-values")));

        // An 8x8 position (the FForum line) with two moves played, and its values.
        QVERIFY(parts.paste(kObfLine));
        QVERIFY(parts.session->play(*parseSquare("g8", 8)));
        QVERIFY(parts.session->play(parts.session->board().moveList().front()));
        parts.chart->setOn(true);
        QTRY_VERIFY_WITH_TIMEOUT(!parts.chart->isRunning() && parts.chart->points().size() == 3, test::scaledMs(60000));
        QVERIFY(save(window, QStringLiteral("8x8")));

        // A 4x4 position with its moves analysed.
        QVERIFY(parts.paste(QString::fromStdString(toText(Board::start(4)))));
        QVERIFY(parts.session->play(parts.session->board().moveList().front()));
        parts.analyse->click();
        QTRY_VERIFY_WITH_TIMEOUT(!parts.analysis->isRunning() && !parts.chart->isRunning(), test::scaledMs(20000));
        QVERIFY(save(window, QStringLiteral("4x4")));
        parts.chart->stop();

        // The editor on a position whose side to move must pass.
        const std::optional<Board> pass = passPosition();
        QVERIFY(pass);
        PositionEditor editor(*pass, &window);
        editor.resize(size.height() < 800 ? QSize(420, 600) : QSize(520, 760));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(save(editor, QStringLiteral("editor")));
    }
};

QTEST_MAIN(TestExplorePositions)
#include "tst_explore_positions.moc"
