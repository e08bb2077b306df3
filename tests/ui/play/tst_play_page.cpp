// The Play tab driven like a user would: clicks, engine games, Hint/Undo/Redo, records.

#include "common/BoardView.h"
#include "common/ValueView.h"
#include "common/players/EnginePlayerForm.h"
#include "common/players/EnginePresets.h"
#include "engine/play/GameRecord.h"
#include "jobs/EngineMoveJob.h"
#include "play/NewGameDialog.h"
#include "play/PlayGame.h"
#include "play/PlayPage.h"
#include "shell/Language.h"
#include "support/EventLoopTurn.h"
#include "support/ScreenChecks.h"
#include "support/TestTimeScale.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <bit>

using namespace othello;

namespace {

const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

play::PlayerSpec preset(int index) { return enginePresets()[static_cast<std::size_t>(index)].player; }

GameSetup setupOf(int size, std::optional<play::PlayerSpec> black, std::optional<play::PlayerSpec> white)
{
    GameSetup setup;
    setup.size = size;
    setup.black = std::move(black);
    setup.white = std::move(white);
    return setup;
}

// The page's widgets, found by their object names.
template <typename Widget> Widget* part(const QObject& page, const char* name)
{
    auto* widget = page.findChild<Widget*>(QLatin1String(name));
    if (!widget)
        qFatal("no child widget named %s", name);
    return widget;
}

BoardView* boardOf(const PlayPage& page) { return part<BoardView>(page, "playBoard"); }

void click(PlayPage& page, const char* square)
{
    const int s = *parseSquare(square, page.game()->board().size);
    QTest::mouseClick(boardOf(page), Qt::LeftButton, {}, boardOf(page)->squareRect(s).center());
}

// Replays a record from its start: every move legal in turn.
bool replaysLegally(const play::GameRecord& record)
{
    Board board = record.start;
    for (int move : record.moves) {
        if (!board.isLegal(move) && !(move == kPassMove && board.mustPass()))
            return false;
        board = board.played(move);
    }
    return true;
}

} // namespace

class TestPlayPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tests"));
        QDir().mkpath(kScreenshotDir);
    }
    void cleanup() { ValueConvention::instance().setView(ValueView::Black); }

    // Pause Engines is clicked while engines play: it stays put as their reports grow and the
    // game ends (it moved down under the pointer, so the click missed and the game went on).
    void pauseEnginesStaysPutWhileTheReportsGrow()
    {
        PlayPage page;
        page.resize(1024, 700);
        part<QSlider>(page, "delaySlider")->setValue(0);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* pause = part<QPushButton>(page, "pauseButton");
        auto* cont = part<QPushButton>(page, "continueButton");
        auto* thinking = part<QLabel>(page, "thinkingLabel");
        page.newGame(setupOf(6, preset(1), preset(2)));
        QVERIFY(test::eventLoopTurned());
        const QPoint at = pause->mapTo(&page, QPoint());
        const QPoint continueAt = cont->mapTo(&page, QPoint());
        // A whole game between engines, reports coming and going, the result at its end.
        QElapsedTimer clock;
        clock.start();
        while (!page.game()->board().isGameOver() && clock.elapsed() < test::scaledMs(60000)) {
            QTest::qWait(10);
            QCOMPARE(pause->mapTo(&page, QPoint()), at);
        }
        QVERIFY(page.game()->board().isGameOver());
        QVERIFY(test::eventLoopTurned());
        QCOMPARE(pause->mapTo(&page, QPoint()), at);
        // A report much longer than any so far (an external engine's failure, a long line).
        thinking->setText(QStringList(12, QStringLiteral("a long report line that wraps")).join(QLatin1Char('\n')));
        QVERIFY(test::eventLoopTurned());
        QVERIFY(thinking->height() > thinking->minimumHeight()); // it grew, below Pause
        QCOMPARE(pause->mapTo(&page, QPoint()), at);
        // "Continue from Here" shows when stepping back: Pause keeps its place.
        page.game()->goToPly(3);
        QVERIFY(test::eventLoopTurned());
        QVERIFY(cont->isVisible());
        QCOMPARE(pause->mapTo(&page, QPoint()), at);
        QCOMPARE(cont->mapTo(&page, QPoint()), continueAt);
    }

    // The engine's value names its view and follows Settings > Values From at once; evaluation
    // points are called what they are.
    void theEngineValueNamesItsViewAndFollowsTheConvention()
    {
        PlayPage page;
        part<QSlider>(page, "delaySlider")->setValue(0);
        page.newGame(setupOf(6, std::nullopt, preset(2))); // the engine plays White
        click(page, "c2");
        QTRY_VERIFY_WITH_TIMEOUT(page.thinkingText().contains(QStringLiteral("Best line")), test::scaledMs(10000));
        QTRY_VERIFY_WITH_TIMEOUT(page.game()->plies() == 2, test::scaledMs(10000));
        const QString black = page.thinkingText();
        QVERIFY2(black.contains(QStringLiteral("(Black's view)")), qPrintable(black));
        QVERIFY2(black.contains(QStringLiteral(" evaluation points")) || black.contains(QStringLiteral(" discs")),
                 qPrintable(black));
        QVERIFY(part<QLabel>(page, "thinkingLabel")->toolTip().contains(QStringLiteral("not discs")));
        ValueConvention::instance().setView(ValueView::SideToMove);
        const QString white = page.thinkingText();
        QVERIFY2(white.contains(QStringLiteral("(White's view)")), qPrintable(white));
        // The same number, turned: "value −12 …" becomes "value +12 …".
        const auto valueOf = [](const QString& text) {
            return text.section(QStringLiteral("value "), 1).section(QLatin1Char(' '), 0, 0);
        };
        QCOMPARE(valueOf(white).mid(1), valueOf(black).mid(1));
        if (valueOf(black) != QStringLiteral("0"))
            QVERIFY(valueOf(white).front() != valueOf(black).front());
    }

    // A game not saved to a file is unsaved work: kept for the next start, and asked about
    // before New Game or a tournament's game replaces it (it was replaced without a word).
    void anUnsavedGameIsAskedAboutBeforeItIsReplaced()
    {
        PlayPage page;
        page.newGame(setupOf(6, std::nullopt, std::nullopt));
        QVERIFY(!page.hasUnsavedGame());
        QVERIFY(page.unsavedWork().isEmpty());
        QVERIFY(page.offerToKeepGame()); // nothing to ask about
        click(page, "c2");
        QVERIFY(page.hasUnsavedGame());
        QVERIFY(page.keepsUnsavedWork());
        QVERIFY2(page.unsavedWork().startsWith(QStringLiteral("The game in the Play tab (1 move")),
                 qPrintable(page.unsavedWork()));
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!page.offerToKeepGame());
        QVERIFY(page.hasUnsavedGame());
        answerNextQuestion(QMessageBox::Discard);
        QVERIFY(page.offerToKeepGame());
        // Saved: nothing to ask about until the next move.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(page.saveRecord(dir.filePath(QStringLiteral("g.txt")), &error), qPrintable(error));
        QVERIFY(!page.hasUnsavedGame());
        click(page, "b4");
        QVERIFY(page.hasUnsavedGame());
        // Kept across a restart, still unsaved; Discard on quitting starts afresh next time.
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        page.saveSettings(settings);
        PlayPage restarted;
        restarted.restoreSettings(settings);
        QCOMPARE(restarted.game()->plies(), 2);
        QVERIFY(restarted.hasUnsavedGame());
        restarted.discardUnsavedWork();
        QCOMPARE(restarted.game()->plies(), 0);
    }

    void defaultPlayerNamesAreTranslated()
    {
        QCOMPARE(QString::fromStdString(preset(2).name), QStringLiteral("medium"));
        const InstalledTranslations spanish(Language::Spanish);
        QCOMPARE(QString::fromStdString(preset(1).name), QStringLiteral("fácil"));
        QCOMPARE(QString::fromStdString(preset(2).name), QStringLiteral("medio"));
        QVERIFY(play::parsePlayer(preset(1).text()).has_value()); // still a valid specification
    }

    void clicksPlayAPersonVsPersonGame_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::newRow("4x4") << 4 << "b1"
                             << "a1";
        QTest::newRow("6x6") << 6 << "c2"
                             << "b4";
        QTest::newRow("8x8") << 8 << "d3"
                             << "c5";
    }

    void clicksPlayAPersonVsPersonGame()
    {
        QFETCH(int, size);
        QFETCH(QString, first);
        QFETCH(QString, second);
        PlayPage page;
        page.resize(1000, 700);
        page.newGame(setupOf(size, std::nullopt, std::nullopt));
        QCOMPARE(page.game()->board(), Board::start(size));
        QSignalSpy refused(page.game(), &PlayGame::moveRefused);
        click(page, "a1"); // a corner is never legal at the start
        QCOMPARE(refused.count(), 1);
        QCOMPARE(page.game()->board(), Board::start(size));
        Board expected = Board::start(size);
        click(page, qPrintable(first));
        expected = expected.played(*parseSquare(first.toStdString(), size));
        QCOMPARE(page.game()->board(), expected);
        QCOMPARE(boardOf(page)->board(), expected);
        QCOMPARE(boardOf(page)->lastMove(), *parseSquare(first.toStdString(), size));
        click(page, qPrintable(second));
        expected = expected.played(*parseSquare(second.toStdString(), size));
        QCOMPARE(boardOf(page)->board(), expected);
        QCOMPARE(part<QListView>(page, "moveList")->model()->rowCount(), 2);
        QVERIFY(!page.isThinking()); // nobody is an engine
    }

    void enginesPlayAWholeGame_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("empties");
        QTest::newRow("4x4 empties to the winner") << 4 << true;
        QTest::newRow("6x6") << 6 << false;
        QTest::newRow("8x8") << 8 << false;
    }

    void enginesPlayAWholeGame()
    {
        QFETCH(int, size);
        QFETCH(bool, empties);
        PlayPage page;
        page.resize(1000, 700);
        part<QSlider>(page, "delaySlider")->setValue(0);
        GameSetup setup = setupOf(size, preset(0), preset(1)); // greedy vs easy
        setup.scoring = empties ? ScoringRule::EmptiesToWinner : ScoringRule::DiscDifference;
        page.newGame(setup);
        QTRY_VERIFY_WITH_TIMEOUT(page.game()->board().isGameOver(), test::scaledMs(120000));
        const play::GameRecord& record = page.game()->record();
        QVERIFY(replaysLegally(record));
        QCOMPARE(record.finalPosition(), page.game()->board());
        QVERIFY(record.moves.size() >= static_cast<std::size_t>(size * size - 4 - 1) / 2);
        QVERIFY(page.resultText().startsWith(QStringLiteral("Game over")));
        const Board& end = page.game()->board();
        QVERIFY(page.resultText().contains(QString::number(end.blackCount())));
        // The margin under the game's rule, in the result and under the board.
        const int margin = finalScoreUnder(setup.scoring, end.black, end.white, size * size);
        if (margin != 0) {
            const QString by = QStringLiteral("wins by %1").arg(std::abs(margin));
            QVERIFY2(page.resultText().contains(by), qPrintable(page.resultText()));
            QVERIFY2(boardOf(page)->caption().contains(by), qPrintable(boardOf(page)->caption()));
        }
        QVERIFY(!page.thinkingText().isEmpty()); // the engines showed their lines
        // Nothing thinks on after the end: once what the last move set off has run, no engine
        // runs and no engine move is due (isThinking covers both).
        QVERIFY(test::eventLoopTurned());
        QVERIFY(!page.isThinking());
    }

    void hintUndoAndRedo()
    {
        PlayPage page;
        page.resize(1000, 700);
        part<QSlider>(page, "delaySlider")->setValue(0);
        page.newGame(setupOf(6, std::nullopt, preset(0))); // person vs greedy
        QVERIFY(part<QPushButton>(page, "hintButton")->isEnabled());
        QTest::mouseClick(part<QPushButton>(page, "hintButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(page.hintMove() != kNoMove, test::scaledMs(10000));
        QVERIFY(page.game()->board().isLegal(page.hintMove()));
        QCOMPARE(boardOf(page)->bestMove(), page.hintMove());
        QVERIFY(page.thinkingText().contains(QStringLiteral("Best line: ")));
        // A value has its unit: discs when exact, else the evaluation's points.
        QVERIFY2(page.thinkingText().contains(QStringLiteral(" evaluation points (Black's view)")) ||
                     page.thinkingText().contains(QStringLiteral(" discs")),
                 qPrintable(page.thinkingText()));

        // "Hint: c5" leaves the status bar with the position it spoke of.
        QSignalSpy messages(&page, &Page::statusMessage);
        const int hint = page.hintMove();
        click(page, moveName(hint).c_str());
        QVERIFY(!messages.isEmpty());
        QCOMPARE(messages.first().at(0).toString(), QString());
        QCOMPARE(boardOf(page)->bestMove(), kNoMove); // the hint was about the last position
        QTRY_COMPARE_WITH_TIMEOUT(page.game()->plies(), 2, test::scaledMs(10000)); // the engine replied
        QVERIFY(page.game()->isPersonToMove());
        const play::GameRecord played = page.game()->record();

        QVERIFY(part<QPushButton>(page, "undoButton")->isEnabled());
        QTest::mouseClick(part<QPushButton>(page, "undoButton"), Qt::LeftButton); // takes back the reply and the move
        QCOMPARE(page.game()->ply(), 0);
        QCOMPARE(boardOf(page)->board(), Board::start(6));
        QVERIFY2(page.thinkingText().isEmpty(), qPrintable(page.thinkingText())); // it spoke of another position
        // The engine does not replay while Redo is possible: once what the Undo set off has run, no
        // engine runs or is due to move, and the game still has both plies.
        QVERIFY(test::eventLoopTurned());
        QVERIFY(!page.isThinking());
        QCOMPARE(page.game()->plies(), 2);
        QVERIFY(part<QPushButton>(page, "redoButton")->isEnabled());
        QTest::mouseClick(part<QPushButton>(page, "redoButton"), Qt::LeftButton);
        QCOMPARE(page.game()->ply(), 2);
        QCOMPARE(page.game()->record(), played);
        QCOMPARE(boardOf(page)->board(), played.finalPosition());
        QVERIFY(!part<QPushButton>(page, "redoButton")->isEnabled());

        // A different move after Undo replaces the old line.
        QTest::mouseClick(part<QPushButton>(page, "undoButton"), Qt::LeftButton);
        const std::vector<int> moves = Board::start(6).moveList();
        const int other = moves.front() == hint ? moves.back() : moves.front();
        click(page, moveName(other).c_str());
        QTRY_COMPARE_WITH_TIMEOUT(page.game()->plies(), 2, test::scaledMs(10000));
        QCOMPARE(page.game()->record().moves.front(), other);
    }

    // A person without a legal move must pass: only the Pass button plays, squares are refused.
    void aPersonPassesWithThePassButton()
    {
        // The first game (row-major first moves, then last moves...) on 4x4 that reaches a pass.
        play::GameRecord record{Board::start(4), {}};
        bool found = false;
        for (unsigned pattern = 0; pattern < 4096 && !found; ++pattern) {
            record.moves.clear();
            Board board = record.start;
            for (int ply = 0; !board.isGameOver() && !found; ++ply) {
                if (board.mustPass()) {
                    found = true;
                    break;
                }
                const std::vector<int> moves = board.moveList();
                const int move = moves[(pattern >> (ply % 12)) % moves.size()];
                record.moves.push_back(move);
                board = board.played(move);
            }
        }
        QVERIFY(found);
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("pass.txt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(play::formatRecord(record).c_str());
        file.close();
        PlayPage page;
        page.resize(800, 600);
        page.newGame(setupOf(4, std::nullopt, std::nullopt));
        QString error;
        QVERIFY2(page.loadRecord(file.fileName(), &error), qPrintable(error));
        const Board before = page.game()->board();
        QVERIFY(before.mustPass());
        QVERIFY(part<QPushButton>(page, "playPassButton")->isEnabled());
        QVERIFY(!part<QPushButton>(page, "hintButton")->isEnabled());
        QSignalSpy refused(page.game(), &PlayGame::moveRefused);
        const int empty = std::countr_zero(before.squaresMask() & ~before.occupied());
        QTest::mouseClick(boardOf(page), Qt::LeftButton, {}, boardOf(page)->squareRect(empty).center());
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.at(0).at(0).toString().contains(QStringLiteral("must pass")));
        QTest::mouseClick(part<QPushButton>(page, "playPassButton"), Qt::LeftButton);
        QCOMPARE(page.game()->board(), before.played(kPassMove));
        QCOMPARE(page.game()->lastMove(), kPassMove);
        QVERIFY(part<QListView>(page, "moveList")
                    ->model()
                    ->data(part<QListView>(page, "moveList")->model()->index(page.game()->plies() - 1, 0))
                    .toString()
                    .endsWith(QStringLiteral("pass")));
    }

    void pauseStopsAThinkingEngineQuickly()
    {
        PlayPage page;
        part<QSlider>(page, "delaySlider")->setValue(0);
        play::PlayerSpec slow = *play::parsePlayer("name=slow:negamax:depth=30");
        page.newGame(setupOf(8, slow, std::nullopt));
        QTRY_VERIFY_WITH_TIMEOUT(page.engine()->isRunning(), test::scaledMs(2000));
        // A progress report (or a finished depth): the engine is deep in its search.
        QTRY_VERIFY_WITH_TIMEOUT(page.thinkingText().contains(QStringLiteral(" nodes")), test::scaledMs(2000));
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(part<QPushButton>(page, "pauseButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page.engine()->isRunning(), test::scaledMs(1000));
        QVERIFY2(clock.elapsed() < test::scaledMs(100) + 50, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(page.game()->plies(), 0); // a stopped search plays nothing
    }

    void savesAndOpensRecords()
    {
        QTemporaryDir dir;
        PlayPage page;
        page.newGame(setupOf(8, std::nullopt, std::nullopt));
        for (const char* square : {"d3", "c5", "f6"})
            click(page, square);
        const play::GameRecord played = page.game()->record();
        const QString path = dir.filePath(QStringLiteral("game.txt"));
        QString error;
        QVERIFY2(page.saveRecord(path, &error), qPrintable(error));

        page.newGame(setupOf(6, std::nullopt, std::nullopt));
        QVERIFY2(page.loadRecord(path, &error), qPrintable(error));
        QCOMPARE(page.game()->record(), played);
        QCOMPARE(page.game()->ply(), 3);
        QCOMPARE(boardOf(page)->board(), played.finalPosition());
        // Stepped through like the PV: the list and the buttons move the shown position.
        part<QListView>(page, "moveList")->clicked(part<QListView>(page, "moveList")->model()->index(0, 0));
        QCOMPARE(boardOf(page)->board(), Board::start(8).played(*parseSquare("d3", 8)));
        QCOMPARE(page.game()->plies(), 3);

        // A bad record: a one-line error naming the line, and the game is kept.
        QFile bad(dir.filePath(QStringLiteral("bad.txt")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("size 8\nd3 z9\n");
        bad.close();
        QVERIFY(!page.loadRecord(bad.fileName(), &error));
        QVERIFY2(error.contains(QStringLiteral("line 2")) && !error.contains(QLatin1Char('\n')), qPrintable(error));
        QCOMPARE(page.game()->record(), played);
    }

    void remembersPlayersAndDelay()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        {
            PlayPage page;
            GameSetup setup = setupOf(8, std::nullopt, preset(3));
            setup.scoring = ScoringRule::EmptiesToWinner;
            page.newGame(setup);
            part<QSlider>(page, "delaySlider")->setValue(7);
            page.saveSettings(settings);
        }
        PlayPage page;
        page.restoreSettings(settings);
        QCOMPARE(page.game()->setup().size, 8);
        QCOMPARE(page.game()->setup().scoring, ScoringRule::EmptiesToWinner);
        QVERIFY(!page.game()->setup().black);
        QVERIFY(page.game()->setup().white);
        QCOMPARE(page.game()->setup().white->text(), preset(3).text());
        QCOMPARE(part<QSlider>(page, "delaySlider")->value(), 7);
    }

    // The game on screen comes back at the next start, and engines do not play on by themselves.
    void restoresTheGameWithEnginesPaused()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        play::GameRecord played; // six moves of a greedy-vs-greedy game, the first legal move each turn
        for (Board board = Board::start(6); played.moves.size() < 6; board = board.played(played.moves.back()))
            played.moves.push_back(board.moveList().front());
        {
            PlayPage page;
            part<QPushButton>(page, "pauseButton")->setChecked(true);
            page.newGame(setupOf(6, preset(0), preset(0)));
            part<QPushButton>(page, "pauseButton")->setChecked(true);
            page.game()->load(played);
            page.game()->goToPly(3);
            part<QPushButton>(page, "pauseButton")->setChecked(false); // the user let them play
            page.saveSettings(settings);
            page.stop();
        }
        PlayPage page;
        page.restoreSettings(settings);
        QCOMPARE(page.game()->record(), played);
        QCOMPARE(page.game()->ply(), 3);
        QCOMPARE(boardOf(page)->board().emptyCount(), Board::start(6).emptyCount() - 3);

        // At the end of the game an engine is to move: it waits until the user lets it.
        page.game()->goToPly(page.game()->plies());
        page.saveSettings(settings);
        PlayPage atEnd;
        part<QSlider>(atEnd, "delaySlider")->setValue(0);
        atEnd.restoreSettings(settings);
        QVERIFY(part<QPushButton>(atEnd, "pauseButton")->isChecked());
        QVERIFY(!atEnd.findChild<EngineMoveJob*>()->isRunning());
        QCOMPARE(atEnd.game()->plies(), int(played.moves.size()));
        QTest::mouseClick(part<QPushButton>(atEnd, "pauseButton"), Qt::LeftButton); // Continue
        QTRY_VERIFY_WITH_TIMEOUT(atEnd.game()->plies() > int(played.moves.size()), test::scaledMs(10000));
        atEnd.stop();
    }

    // "Game over" takes the room kept for it: nothing below it moves.
    void gameOverDoesNotPushThePanelDown()
    {
        PlayPage page;
        page.resize(1024, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.newGame(setupOf(6, std::nullopt, std::nullopt));
        auto* thinking = part<QLabel>(page, "thinkingLabel");
        const int before = thinking->mapTo(&page, QPoint()).y();
        play::GameRecord finished;
        Board board = Board::start(6);
        while (!board.isGameOver()) { // first legal move each turn: a whole game
            const int move = board.moveList().front();
            finished.moves.push_back(move);
            board = board.played(move);
        }
        page.game()->load(finished);
        QVERIFY(!part<QLabel>(page, "resultLabel")->text().isEmpty());
        QApplication::processEvents();
        QCOMPARE(thinking->mapTo(&page, QPoint()).y(), before);
    }

    void newGameDialogReturnsTheChosenPlayers()
    {
        GameSetup start;
        NewGameDialog dialog(start);
        auto* size = dialog.findChild<QComboBox*>(QStringLiteral("boardSizeCombo"));
        auto* whiteKind = dialog.findChild<QComboBox*>(QStringLiteral("whiteKindCombo"));
        auto* whiteEngine = dialog.findChild<EnginePlayerForm*>(QStringLiteral("whiteEngineForm"));
        QVERIFY(size && whiteKind && whiteEngine);
        auto* whitePreset = whiteEngine->findChild<QComboBox*>(QStringLiteral("presetCombo"));
        auto* whiteDepth = whiteEngine->findChild<QSpinBox*>(QStringLiteral("depthSpin"));
        QVERIFY(whitePreset && whiteDepth);
        size->setCurrentIndex(size->findData(8));
        whiteKind->setCurrentIndex(1);
        whiteEngine->choosePreset(3);
        const GameSetup setup = dialog.setup();
        QCOMPARE(setup.size, 8);
        QVERIFY(!setup.black);
        QVERIFY(setup.white);
        QCOMPARE(setup.white->text(), preset(3).text());
        // Changing a part makes a custom player with a name of its own.
        whiteDepth->setValue(7);
        const play::PlayerSpec custom = *dialog.setup().white;
        QCOMPARE(custom.depth, 7);
        QVERIFY(custom.name != preset(3).name);
        QCOMPARE(whitePreset->currentIndex(), whitePreset->count() - 1);
        QVERIFY(play::parsePlayer(custom.text()).has_value());
    }

    // Renders the screens to <build>/screenshots for a person to look at, and checks them as a
    // person would: every control in sight, no text cut, the engine's value with its view.
    void screenshots_data()
    {
        QTest::addColumn<int>("language");
        QTest::addColumn<QSize>("size");
        for (const auto& [name, language] : {std::pair{"en", Language::English}, std::pair{"es", Language::Spanish}})
            for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)})
                QTest::addRow("%s-%dx%d", name, size.width(), size.height()) << int(language) << size;
    }
    void screenshots()
    {
        QFETCH(int, language);
        QFETCH(QSize, size);
        const InstalledTranslations translations{Language(language)};
        const QString tag = QLatin1String(QTest::currentDataTag());
        QStringList problems;
        {
            PlayPage page;
            page.resize(size);
            part<QSlider>(page, "delaySlider")->setValue(0);
            page.newGame(setupOf(6, std::nullopt, preset(2)));
            page.show();
            for (int i = 0; i < 3; ++i) {
                QTRY_VERIFY_WITH_TIMEOUT(page.game()->isPersonToMove(), test::scaledMs(20000));
                click(page, moveName(page.game()->board().moveList().front()).c_str());
                QTRY_VERIFY_WITH_TIMEOUT(page.game()->isPersonToMove(), test::scaledMs(20000));
            }
            QTest::mouseClick(part<QPushButton>(page, "hintButton"), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(page.hintMove() != kNoMove, test::scaledMs(10000));
            QVERIFY(test::eventLoopTurned()); // the layout follows the last report
            QVERIFY(page.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("play-6x6-%1.png").arg(tag))));
            problems << test::controlsOutside(&page) + test::elidedTexts(&page);
            QVERIFY2(page.thinkingText().contains(ValueConvention::instance().viewName(Color::Black)),
                     qPrintable(page.thinkingText()));
        }
        {
            PlayPage page;
            page.resize(size);
            part<QSlider>(page, "delaySlider")->setValue(0);
            page.newGame(setupOf(8, preset(1), preset(2)));
            page.show();
            QTRY_VERIFY_WITH_TIMEOUT(page.game()->plies() >= 20, test::scaledMs(60000));
            page.setPaused(true);
            QTRY_VERIFY_WITH_TIMEOUT(!page.engine()->isRunning(), test::scaledMs(1000));
            QVERIFY(test::eventLoopTurned()); // the layout follows the last report
            QVERIFY(page.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("play-8x8-%1.png").arg(tag))));
            problems << test::controlsOutside(&page) + test::elidedTexts(&page);
        }
        {
            GameSetup setup;
            setup.white = preset(2);
            NewGameDialog dialog(setup);
            dialog.show();
            QVERIFY(test::eventLoopTurned());
            QVERIFY(
                dialog.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("new-game-dialog-%1.png").arg(tag))));
            problems << test::controlsOutside(&dialog) + test::elidedTexts(&dialog);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

private:
    // Answers the question box the next call is about to show.
    void answerNextQuestion(QMessageBox::StandardButton answer)
    {
        auto* poll = new QTimer(this);
        connect(poll, &QTimer::timeout, this, [poll, answer] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                poll->stop();
                poll->deleteLater();
                box->button(answer)->click();
            }
        });
        poll->start(10);
    }
};

QTEST_MAIN(TestPlayPage)
#include "tst_play_page.moc"
