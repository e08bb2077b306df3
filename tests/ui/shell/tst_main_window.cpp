#include "common/BoardView.h"
#include "common/GameSession.h"
#include "common/KeptResults.h"
#include "common/ValueView.h"
#include "common/charts/SeriesChart.h"
#include "common/players/EnginePresets.h"
#include "depths/DepthComparisonPage.h"
#include "depths/DepthRowsModel.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/board/Square.h"
#include "explore/ExplorePage.h"
#include "explore/LineValueChart.h"
#include "explore/MoveAnalysisPanel.h"
#include "explore/PvMoveModel.h"
#include "explore/PvMoveTable.h"
#include "explore/PvNavigator.h"
#include "explore/SolvePanel.h"
#include "play/PlayGame.h"
#include "play/PlayPage.h"
#include "shell/ApplicationIcon.h"
#include "shell/HelpDialog.h"
#include "shell/Language.h"
#include "shell/MainWindow.h"
#include "support/EventLoopTurn.h"
#include "support/ScreenChecks.h"
#include "support/TestTimeScale.h"
#include "tournament/StandingsModel.h"
#include "tournament/TournamentPage.h"

#include "common/charts/FigureExportDialog.h"
#include "common/charts/LabelChart.h"
#include "compare/ComparisonCharts.h"
#include "compare/ComparisonPanel.h"
#include "compare/ComparisonView.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>

#include <memory>
#include <optional>

using namespace othello;

namespace {
const PrincipalVariation& pv() { return PrincipalVariation::sixBySix(); }
int square(const char* name) { return *parseSquare(name, 6); }
const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tests"));
        QVERIFY(QDir().mkpath(kScreenshotDir));
    }

    void init()
    {
        QSettings().clear();
        QDir(KeptResults::defaultDirectory()).removeRecursively(); // no results of an earlier test
        ValueConvention::instance().setView(ValueView::Black);
        openWindow();
    }

    void cleanup()
    {
        m_window.reset();
        stopUsingLanguage(); // a test that changed the language leaves English behind
    }

    void buttonsWalkThePv()
    {
        checkShowsLabel(1);
        QToolButton* next = buttonFor(m_next);
        QToolButton* previous = buttonFor(m_previous);
        QVERIFY(!previous->isEnabled());
        for (int label = 2; label <= PrincipalVariation::kLastLabel; ++label) {
            QTest::mouseClick(next, Qt::LeftButton);
            checkShowsLabel(label);
        }
        QVERIFY(!next->isEnabled());
        QTest::mouseClick(previous, Qt::LeftButton);
        checkShowsLabel(PrincipalVariation::kLastLabel - 1);
        QTest::mouseClick(buttonFor(m_first), Qt::LeftButton);
        checkShowsLabel(1);
        QTest::mouseClick(buttonFor(m_last), Qt::LeftButton);
        checkShowsLabel(PrincipalVariation::kLastLabel);
    }

    void keysWalkThePv()
    {
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(m_window.get(), Qt::Key_Right);
        checkShowsLabel(4);
        QTest::keyClick(m_window.get(), Qt::Key_Left);
        checkShowsLabel(3);
        QTest::keyClick(m_window.get(), Qt::Key_End);
        checkShowsLabel(PrincipalVariation::kLastLabel);
        QTest::keyClick(m_window.get(), Qt::Key_Home);
        checkShowsLabel(1);
        // The keys keep working while the move table has the focus.
        m_moveTable->setFocus();
        QTest::keyClick(m_moveTable, Qt::Key_Right);
        checkShowsLabel(2);
    }

    void keysStayInTheExploreTab()
    {
        tabs()->setCurrentWidget(m_window->findChild<ComparisonView*>());
        QVERIFY(tabs()->currentWidget() != page());
        QTest::keyClick(m_window.get(), Qt::Key_Right);
        QTest::keyClick(m_window.get(), Qt::Key_End);
        checkShowsLabel(1);
        tabs()->setCurrentWidget(page());
        QTest::keyClick(m_window.get(), Qt::Key_Right);
        checkShowsLabel(2);
    }

    void sliderAndTableJump()
    {
        m_slider->setValue(12);
        checkShowsLabel(12);
        PvMoveTable* table = m_moveTable;
        const QModelIndex row20 = table->model()->index(19, 0);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(row20).center());
        checkShowsLabel(20);
    }

    // `best` shows an optimal line; it plays out legally to the end with the value shown, and
    // "Play Line" plays it on the board, which can then be stepped back and forth.
    void bestShowsAndPlaysItsOptimalLine()
    {
        auto* algorithm = child<QComboBox>("algorithmCombo");
        auto* line = child<QLabel>("lineLabel");
        auto* playLine = child<QPushButton>("playLineButton");
        QCOMPARE(line->text(), QStringLiteral("—"));
        QVERIFY(!playLine->isEnabled());

        // A classical search has no line: its root moves are shown instead, the PV's move with
        // the value.
        page()->session()->goToLabel(24);
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("alphabeta")));
        solveAndWait();
        QCOMPARE(child<QLabel>("statusLabel")->text(), QStringLiteral("Done"));
        QCOMPARE(child<QLabel>("solveLineTitle")->text(), QStringLiteral("Root moves:"));
        const QString pvMove = QString::fromStdString(moveName(PrincipalVariation::sixBySix().moveFrom(24)));
        // The view first, then each move with its value in it.
        QVERIFY2(
            line->text().startsWith(QStringLiteral("Black's view: ") + pvMove + QChar::Nbsp + QStringLiteral("−4")),
            qPrintable(line->text()));
        QVERIFY(!playLine->isEnabled());

        const int label = 20;
        page()->session()->goToLabel(label);
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        child<QCheckBox>("ttCheck")->setChecked(true);
        solveAndWait();
        QCOMPARE(child<QLabel>("statusLabel")->text(), QStringLiteral("Done"));
        save(QStringLiteral("03b-optimal-line.png"));

        // "c2 b4 … pass … f1 (value −4, Black's view)": replay the shown text by the rules. The
        // PV's value: its moves are optimal; label 20 has White to move, and the view is Black's.
        const QString text = line->text();
        const qsizetype open = text.lastIndexOf(QStringLiteral(" (value\u00a0"));
        QVERIFY2(open > 0 && text.endsWith(QStringLiteral("(value\u00a0−4,\u00a0Black's\u00a0view)")),
                 qPrintable(text));
        QVERIFY(child<QLabel>("valueLabel")->text().startsWith(QStringLiteral("−4 (Black's view)")));
        Board board = pv().position(label);
        std::vector<int> moves;
        for (const QString& word : text.left(open).split(QLatin1Char(' '))) {
            const auto move = parseMove(word.toStdString(), 6);
            QVERIFY2(move, qPrintable(word));
            QVERIFY2(MoveRefusal::reasonFor(board, *move) == MoveRefusal::Reason::None, qPrintable(word));
            board = board.played(*move);
            moves.push_back(*move);
        }
        QVERIFY(board.isGameOver());
        QCOMPARE(board.discDifference(), -4);
        QCOMPARE(m_board->bestMove(), moves.front());

        // Away from the line there is nothing to play.
        QVERIFY(playLine->isEnabled());
        page()->session()->goToLabel(label - 1);
        QVERIFY(!playLine->isEnabled());
        QCOMPARE(m_board->bestMove(), pv().moveFrom(label - 1)); // the PV's next move
        page()->session()->goToLabel(label);

        // Step onto the line by a click, then play the rest: the board ends where the text does.
        clickSquare(moves.front());
        QCOMPARE(m_board->bestMove(), moves[1]);
        QTest::mouseClick(playLine, Qt::LeftButton);
        QCOMPARE(m_board->board(), board);
        QVERIFY(!playLine->isEnabled());
        QCOMPARE(m_board->bestMove(), kNoMove);
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("optimal line")),
                 qPrintable(m_window->statusBar()->currentMessage()));

        // Back one move: the board frames the line's last move, and clicking it ends the game again.
        QTest::mouseClick(buttonFor(m_previous), Qt::LeftButton);
        QVERIFY(playLine->isEnabled());
        QCOMPARE(m_board->bestMove(), moves.back());
        save(QStringLiteral("03c-optimal-line-step.png"));
        clickSquare(moves.back());
        QCOMPARE(m_board->board(), board);

        // A stopped search has no line.
        page()->session()->goToLabel(1);
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("negamax")));
        QTest::mouseClick(child<QPushButton>("solveButton"), Qt::LeftButton);
        QVERIFY(page()->isSolving());
        page()->stopSolving();
        QTRY_VERIFY_WITH_TIMEOUT(!page()->isSolving(), test::scaledMs(2000));
        QVERIFY(child<QLabel>("statusLabel")->text().startsWith(QStringLiteral("Stopped: ")));
        QCOMPARE(line->text(), QStringLiteral("—"));
        QVERIFY(!playLine->isEnabled());
    }

    void legalMoveLeavesThePv()
    {
        const int move = square("e4");
        QVERIFY(move != pv().moveFrom(1));
        clickSquare(move);
        const Board expected = pv().position(1).played(move);
        QCOMPARE(m_board->board(), expected);
        QCOMPARE(m_board->lastMove(), move);
        QVERIFY(page()->pvNotice().startsWith(QStringLiteral("You left the principal variation")));
        QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("You left the principal variation")));
        QVERIFY(m_returnButton->isVisible());
        QVERIFY(!m_next->isEnabled());
        QCOMPARE(m_navigator->labelText(), QStringLiteral("Off the PV (from label 1)"));

        QTest::mouseClick(m_returnButton, Qt::LeftButton);
        checkShowsLabel(1);
        QVERIFY(!m_returnButton->isVisible());
    }

    void illegalClickExplainsAndChangesNothing_data()
    {
        QTest::addColumn<QString>("squareName");
        QTest::addColumn<QString>("message");
        QTest::newRow("flips nothing") << "c5"
                                       << "c5 is not a legal move for Black: it flips no disc.";
        QTest::newRow("occupied") << "d3"
                                  << "d3 is not a legal move for Black: it is occupied.";
    }

    void illegalClickExplainsAndChangesNothing()
    {
        QFETCH(QString, squareName);
        QFETCH(QString, message);
        clickSquare(square(squareName.toLatin1().constData()));
        QCOMPARE(m_window->statusBar()->currentMessage(), message);
        checkShowsLabel(1);
    }

    void passOnlyWhenItIsTheOnlyMove()
    {
        int passLabel = 0;
        for (int label = 1; label < PrincipalVariation::kLastLabel; ++label)
            if (pv().moveFrom(label) == kPassMove)
                passLabel = label;
        QVERIFY(passLabel > 1);
        QVERIFY(!m_passButton->isEnabled());
        page()->session()->goToLabel(passLabel - 1);
        QVERIFY(!m_passButton->isEnabled());
        page()->session()->goToLabel(passLabel);
        QVERIFY(m_passButton->isEnabled());
        QVERIFY(m_board->caption().contains(QStringLiteral("must pass")));
        QTest::mouseClick(m_passButton, Qt::LeftButton);
        checkShowsLabel(passLabel + 1);
        QVERIFY(!m_passButton->isEnabled());
        page()->session()->goToLast();
        QVERIFY(!m_passButton->isEnabled()); // game over
    }

    void solvesALatePosition_data()
    {
        QTest::addColumn<int>("algorithmIndex");
        QTest::addColumn<bool>("tt");
        for (int i = 0; i < int(kAlgorithms.size()); ++i)
            for (bool tt : {false, true})
                QTest::addRow("%s tt %s", kAlgorithms[std::size_t(i)].id.data(), tt ? "on" : "off") << i << tt;
    }

    void solvesALatePosition()
    {
        QFETCH(int, algorithmIndex);
        QFETCH(bool, tt);
        page()->session()->goToLabel(30);
        child<QComboBox>("algorithmCombo")->setCurrentIndex(algorithmIndex);
        child<QCheckBox>("ttCheck")->setChecked(tt);
        solveAndWait();
        QCOMPARE(child<QLabel>("statusLabel")->text(), QStringLiteral("Done"));
        QVERIFY2(child<QLabel>("valueLabel")->text().startsWith(QStringLiteral("−4 (Black's view)")),
                 qPrintable(child<QLabel>("valueLabel")->text()));
        QCOMPARE(child<QLabel>("solvedPositionLabel")->text(), QStringLiteral("PV label 30 (ply 29)"));
        const auto& result = m_solvePanel->lastResult();
        QVERIFY(result.has_value());
        QCOMPARE(result->value, PrincipalVariation::kGameValue);
        QVERIFY(pv().position(30).isLegal(result->bestMove));
        QCOMPARE(m_board->bestMove(), result->bestMove);
        QCOMPARE(child<QLabel>("bestMoveLabel")->text(), QString::fromStdString(moveName(result->bestMove)));
        QVERIFY(child<QLabel>("expandedLabel")->text() != QStringLiteral("—"));

        // The highlight belongs to the solved position only; elsewhere on the PV, its next move.
        page()->session()->goToLabel(29);
        QCOMPARE(m_board->bestMove(), pv().moveFrom(29));
        page()->session()->goToLabel(30);
        QCOMPARE(m_board->bestMove(), result->bestMove);
    }

    void stoppedAndTimedOutSearchesShowNoValue()
    {
        child<QComboBox>("algorithmCombo")->setCurrentIndex(0); // negamax: label 1 takes ages
        QTest::mouseClick(child<QPushButton>("solveButton"), Qt::LeftButton);
        QVERIFY(page()->isSolving());
        QVERIFY(child<QPushButton>("stopButton")->isEnabled());
        // The result's rows show the search live: the position, a progress report's counts.
        QCOMPARE(child<QLabel>("statusLabel")->text(), QStringLiteral("Searching…"));
        QCOMPARE(child<QLabel>("solvedPositionLabel")->text(), QStringLiteral("PV label 1 (ply 0)"));
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>("expandedLabel")->text() != QStringLiteral("—"), test::scaledMs(2000));
        QVERIFY(child<QLabel>("generatedLabel")->text() != QStringLiteral("—"));
        QTest::mouseClick(child<QPushButton>("stopButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page()->isSolving(), test::scaledMs(2000));
        // What is known: the nodes searched (the same count as the Expanded row) and what searched them.
        const QString expanded = child<QLabel>("expandedLabel")->text();
        QCOMPARE(child<QLabel>("statusLabel")->text(), QStringLiteral("Stopped: no value yet"));
        QVERIFY(expanded != QStringLiteral("—") && expanded != QStringLiteral("0"));
        QCOMPARE(child<QLabel>("searchSettingsLabel")->text(), QStringLiteral("Negamax, no table, no time limit"));
        QCOMPARE(child<QLabel>("valueLabel")->text(), QStringLiteral("—"));
        // A stopped search frames no best move of its own; on the PV the board frames the PV's next move.
        QCOMPARE(m_board->bestMove(), pv().moveFrom(1));

        child<QCheckBox>("timeLimitCheck")->setChecked(true);
        child<QDoubleSpinBox>("timeLimitSpin")->setValue(0.2);
        solveAndWait();
        QCOMPARE(child<QLabel>("statusLabel")->text(), QStringLiteral("Time limit reached: no value yet"));
        QCOMPARE(child<QLabel>("searchSettingsLabel")->text(), QStringLiteral("Negamax, no table, time limit 0.2 s"));
        QCOMPARE(child<QLabel>("valueLabel")->text(), QStringLiteral("—"));
    }

    // Help > Manual opens the manual of docs/ (the same Markdown pages): its contents, the page
    // list, one dialog that a second click raises again. tst_help checks every page and link.
    void helpShowsTheManual()
    {
        auto* manual = m_window->findChild<QAction*>(QStringLiteral("manualAction"));
        QVERIFY(manual);
        QCOMPARE(manual->shortcut(), QKeySequence(QKeySequence::HelpContents));
        manual->trigger();
        auto* dialog = m_window->findChild<HelpDialog*>(QStringLiteral("helpDialog"));
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->browser()->source().fileName(), QStringLiteral("index.md"));
        const QString text = dialog->browser()->toPlainText();
        for (const char* expected : {"Othello Search Lab manual", "Explore", "Compare", "Play", "Tournament", "Depths",
                                     "Tree", "Rules, counting and values", "Transposition tables", "Evaluations"})
            QVERIFY2(text.contains(QLatin1String(expected)), expected);
        manual->trigger();
        QCOMPARE(m_window->findChildren<HelpDialog*>().size(), 1);
        QVERIFY(dialog->grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("12-manual.png"))));
        dialog->close();
    }

    // Issue 37: at PV label 20 (White to move) the squares said "+4" on a3 while the Result
    // panel said "a3 −4". Now every value on the Explore tab follows Settings > Values From and
    // names its view, and a change of the setting turns them all at once.
    void everyExploreValueFollowsTheValueConvention()
    {
        m_window->resize(1024, 700);
        page()->session()->goToLabel(20);
        const Board board = pv().position(20);
        QCOMPARE(board.toMove, Color::White);
        auto* algorithm = child<QComboBox>("algorithmCombo");
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("alphabeta")));
        solveAndWait();
        auto* analyse = child<QPushButton>("analyseMovesButton");
        analyse->click();
        auto* analysis = page()->findChild<MoveAnalysisPanel*>();
        QTRY_VERIFY_WITH_TIMEOUT(!analysis->isRunning() && !m_board->moveValues().empty(), test::scaledMs(20000));
        const int a3 = square("a3");
        const auto* chart = page()->lineValues();
        const auto* values = m_moveTable->model();
        const int row = 19; // label 20
        const QString blackView = QStringLiteral("Black's view");
        // Black's view, the default: the same numbers everywhere.
        QCOMPARE(m_board->moveValueText(a3), QStringLiteral("−4"));
        QVERIFY2(child<QLabel>("analysisStatus")->text().contains(blackView),
                 qPrintable(child<QLabel>("analysisStatus")->text()));
        QVERIFY(child<QLabel>("valueLabel")->text().startsWith(QStringLiteral("−4 (Black's view)")));
        QVERIFY2(child<QLabel>("lineLabel")->text().startsWith(blackView + QStringLiteral(": ")),
                 qPrintable(child<QLabel>("lineLabel")->text()));
        QVERIFY(child<QLabel>("lineLabel")->text().contains(QStringLiteral("a3\u00a0−4")));
        QCOMPARE(values->data(values->index(row, PvMoveModel::ValueColumn)).toString(), QStringLiteral("−4"));
        QVERIFY(
            values->headerData(PvMoveModel::ValueColumn, Qt::Horizontal).toString().contains(QStringLiteral("Black")));
        QVERIFY(chart->chart()->valueTitle().contains(QStringLiteral("Black")));
        QVERIFY(chart->points().contains(QPointF(row, -4)));

        // The side to move's view, chosen in the menu: every value turns at once.
        QAction* moverView = m_window->findChild<QAction*>(QStringLiteral("sideToMoveViewAction"));
        QVERIFY(moverView);
        moverView->trigger();
        QCOMPARE(ValueConvention::instance().view(), ValueView::SideToMove);
        QCOMPARE(m_board->moveValueText(a3), QStringLiteral("+4"));
        QVERIFY(child<QLabel>("analysisStatus")->text().contains(QStringLiteral("White's view")));
        QVERIFY2(child<QLabel>("valueLabel")->text().startsWith(QStringLiteral("+4 (White's view)")),
                 qPrintable(child<QLabel>("valueLabel")->text()));
        QVERIFY(child<QLabel>("lineLabel")->text().startsWith(QStringLiteral("White's view: ")));
        QVERIFY(child<QLabel>("lineLabel")->text().contains(QStringLiteral("a3\u00a0+4")));
        QCOMPARE(values->data(values->index(row, PvMoveModel::ValueColumn)).toString(), QStringLiteral("+4"));
        QCOMPARE(values->data(values->index(row + 1, PvMoveModel::ValueColumn)).toString(), QStringLiteral("−4"));
        QVERIFY(
            values->headerData(PvMoveModel::ValueColumn, Qt::Horizontal).toString().contains(QStringLiteral("mover")));
        QVERIFY(chart->chart()->valueTitle().contains(QStringLiteral("mover")));
        QVERIFY(chart->points().contains(QPointF(row, 4)));
        save(QStringLiteral("14-side-to-move-view.png"));
        // The axis says whose view in the room it has ("discs (side to mo…" cut its labels to "…").
        const QStringList cut = test::chartTextsCut(m_window.get());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        m_window->findChild<QAction*>(QStringLiteral("blackViewAction"))->trigger();
        QCOMPARE(m_board->moveValueText(a3), QStringLiteral("−4"));
        QVERIFY(child<QLabel>("valueLabel")->text().startsWith(QStringLiteral("−4 (Black's view)")));
    }

    // The manual's figure (docs/images/explore.png, copied from the screenshots by hand): PV
    // label 20 solved by Best, every move analysed, at the first window's size.
    void rendersTheManualsExploreFigure()
    {
        m_window->resize(1180, 760);
        page()->session()->goToLabel(20);
        auto* algorithm = child<QComboBox>("algorithmCombo");
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        solveAndWait();
        child<QPushButton>("analyseMovesButton")->click();
        auto* analysis = page()->findChild<MoveAnalysisPanel*>();
        QTRY_VERIFY_WITH_TIMEOUT(!analysis->isRunning() && !m_board->moveValues().empty(), test::scaledMs(20000));
        m_window->statusBar()->clearMessage();
        save(QStringLiteral("docs-explore.png"));
    }

    // Settings > Language applies at once: no restart, no message in the old language.
    void aLanguageChangeAppliesAtOnce()
    {
        m_window.reset();
        useLanguage(Language::English);
        openWindow();
        auto* languages = m_window->findChild<QMenu*>(QStringLiteral("languageMenu"));
        QVERIFY(languages);
        QAction* spanish = nullptr;
        for (QAction* action : languages->actions())
            if (action->text() == QStringLiteral("Español"))
                spanish = action;
        QVERIFY(spanish);
        page()->session()->goToLabel(30);
        solveAndWait();
        spanish->trigger(); // a question box would block here
        QCOMPARE(storedLanguage(), Language::Spanish);
        QCOMPARE(tabs()->tabText(0), QStringLiteral("Explorar"));
        QCOMPARE(child<QPushButton>("solveButton")->text(), QStringLiteral("Resolver"));
        QCOMPARE(child<QLabel>("statusLabel")->text(), QStringLiteral("Terminada"));
        QVERIFY(child<QLabel>("valueLabel")->text().contains(QStringLiteral("desde el lado de las negras")));
        QCOMPARE(child<QLabel>("solvedPositionLabel")->text(), QStringLiteral("Etiqueta 30 de la VP (semijugada 29)"));
        QCOMPARE(m_moveTable->model()->headerData(PvMoveModel::MoveColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Jugada"));
        QCOMPARE(m_navigator->labelText(), QStringLiteral("Etiqueta 30 de 34"));
        tabs()->setCurrentWidget(playPage());
        QCOMPARE(playPage()->findChild<QPushButton*>(QStringLiteral("pauseButton"))->text(),
                 QStringLiteral("Pausar motores"));
        tabs()->setCurrentIndex(0);
        save(QStringLiteral("15-language-changed.png"));
        for (QAction* action : languages->actions())
            if (action->text() == QStringLiteral("English"))
                action->trigger();
        QCOMPARE(tabs()->tabText(0), QStringLiteral("Explore"));
        QCOMPARE(child<QLabel>("statusLabel")->text(), QStringLiteral("Done"));
        m_window.reset();
        stopUsingLanguage();
    }

    // The status bar never keeps a message in the old language: the greeting is said again in the
    // new one, a page's message goes.
    void theStatusBarFollowsALanguageChange()
    {
        m_window.reset();
        useLanguage(Language::English);
        openWindow();
        QStatusBar* status = m_window->statusBar();
        QVERIFY(status->currentMessage().startsWith(QStringLiteral("Ready.")));
        useLanguage(Language::Spanish);
        QVERIFY2(status->currentMessage().startsWith(QStringLiteral("Listo.")), qPrintable(status->currentMessage()));
        emit page()->statusMessage(QStringLiteral("Solved in English"));
        QCOMPARE(status->currentMessage(), QStringLiteral("Solved in English"));
        useLanguage(Language::English);
        QCOMPARE(status->currentMessage(), QString());
        m_window.reset();
        stopUsingLanguage();
    }

    // The status bar no longer says "Back on the principal variation (PV label 1…)" at label 22.
    void aMessageAboutAPositionGoesWithIt()
    {
        page()->session()->goToLabel(10);
        int offPv = kNoMove;
        for (int move : pv().position(10).moveList())
            if (move != pv().moveFrom(10))
                offPv = move;
        clickSquare(offPv);
        QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("You left")));
        m_returnButton->click();
        QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Back on the principal variation")));
        page()->session()->goToLabel(22);
        QCOMPARE(m_window->statusBar()->currentMessage(), QString());
        // A message of another tab stays.
        emit playPage()->statusMessage(QStringLiteral("from Play"));
        page()->session()->goToLabel(23);
        QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("from Play"));
    }

    // Solve and Stop stay where they are while the result grows below them: a Stop click that
    // follows a solve lands on Stop (it sat 14 px lower after each solve). The PV table gives up
    // the room and keeps the row shown in sight.
    void solveAndStopDoNotMoveAndThePvRowStaysInSight()
    {
        m_window->resize(1024, 700);
        QVERIFY(test::eventLoopTurned());
        auto* solve = child<QPushButton>("solveButton");
        auto* stop = child<QPushButton>("stopButton");
        const QPoint solveAt = solve->mapTo(m_window.get(), QPoint());
        const QPoint stopAt = stop->mapTo(m_window.get(), QPoint());
        page()->session()->goToLabel(14);
        auto* algorithm = child<QComboBox>("algorithmCombo");
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        solveAndWait(); // a 20-move optimal line: the result's tallest
        QVERIFY(test::eventLoopTurned());
        QCOMPARE(solve->mapTo(m_window.get(), QPoint()), solveAt);
        QCOMPARE(stop->mapTo(m_window.get(), QPoint()), stopAt);
        const QRect row = m_moveTable->visualRect(m_moveTable->currentIndex());
        QVERIFY2(m_moveTable->viewport()->rect().contains(row), "the row of label 14 is in sight");
        page()->session()->goToLabel(33);
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("negamax")));
        solveAndWait();
        QCOMPARE(solve->mapTo(m_window.get(), QPoint()), solveAt);
        QVERIFY(m_moveTable->viewport()->rect().contains(m_moveTable->visualRect(m_moveTable->currentIndex())));
    }

    // Quit's question covers a finished tournament and a depth comparison: kept for the next
    // start by default (they were gone after a restart), offered again there.
    void quittingKeepsTournamentsAndDepthComparisons()
    {
        auto* tournament = m_window->findChild<TournamentPage*>();
        tournament->setPlayers({*play::parsePlayer("greedy"), *play::parsePlayer("name=ab1:alphabeta:depth=1")});
        tournament->setBoardSize(4);
        tournament->setOpenings(TournamentPage::Openings::Start);
        QVERIFY(tournament->start());
        auto* depths = m_window->findChild<DepthComparisonPage*>();
        depths->setBoardSize(4);
        depths->setMaxDepth(2);
        QVERIFY(depths->start());
        QTRY_VERIFY_WITH_TIMEOUT(!tournament->isRunning() && !depths->isRunning(), test::scaledMs(20000));
        QVERIFY(!tournament->unsavedWork().isEmpty());
        QVERIFY(!depths->unsavedWork().isEmpty());
        const int games = int(tournament->standings()->games().size());
        const int rows = depths->rows()->rowCount();

        QString question;
        auto* keep = new QTimer(this);
        connect(keep, &QTimer::timeout, this, [keep, &question] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                keep->stop();
                keep->deleteLater();
                question = box->informativeText();
                box->grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("13b-keep-results.png")));
                QCOMPARE(box->defaultButton()->objectName(), QStringLiteral("keepForNextStartButton"));
                box->defaultButton()->click();
            }
        });
        keep->start(10);
        QVERIFY(m_window->close());
        QVERIFY2(question.contains(QStringLiteral("tournament")) &&
                     question.contains(QStringLiteral("depth comparison")),
                 qPrintable(question));
        m_window.reset();
        openWindow();
        tournament = m_window->findChild<TournamentPage*>();
        depths = m_window->findChild<DepthComparisonPage*>();
        QCOMPARE(int(tournament->standings()->games().size()), games);
        QCOMPARE(depths->rows()->rowCount(), rows);
        QVERIFY(!tournament->unsavedWork().isEmpty());
        QVERIFY(child<QLabel>("tournamentKeptNotice")->text().contains(QStringLiteral("last session")));
        // Discarded on purpose: not offered again.
        tournament->discardUnsavedWork();
        depths->discardUnsavedWork();
        QVERIFY(m_window->close());
        m_window.reset();
        openWindow();
        QVERIFY(m_window->findChild<TournamentPage*>()->standings()->games().empty());
        QCOMPARE(m_window->findChild<DepthComparisonPage*>()->rows()->rowCount(), 0);
    }

    // Double-clicking a tournament game no longer replaces the game in progress without asking.
    void aTournamentGameAsksBeforeReplacingTheGameInProgress()
    {
        auto* tournament = m_window->findChild<TournamentPage*>();
        tournament->setPlayers({*play::parsePlayer("greedy"), *play::parsePlayer("name=ab1:alphabeta:depth=1")});
        tournament->setBoardSize(6);
        tournament->setOpenings(TournamentPage::Openings::Start);
        QVERIFY(tournament->start());
        QTRY_VERIFY_WITH_TIMEOUT(!tournament->isRunning(), test::scaledMs(20000));
        PlayPage* play = playPage();
        play->newGame(GameSetup{});
        QVERIFY(play->game()->play(pv().moveFrom(1)));
        QVERIFY(play->hasUnsavedGame());
        answerNextQuestion(QMessageBox::Cancel);
        tournament->openGame(0);
        QCOMPARE(play->game()->plies(), 1); // kept
        answerNextQuestion(QMessageBox::Discard);
        tournament->openGame(0);
        QVERIFY(play->game()->plies() > 1);
        QCOMPARE(tabs()->currentWidget(), static_cast<QWidget*>(play));
    }

    void closingCanBeRefusedWhileSolving()
    {
        child<QComboBox>("algorithmCombo")->setCurrentIndex(0);
        QTest::mouseClick(child<QPushButton>("solveButton"), Qt::LeftButton);
        answerNextQuestion(QMessageBox::No);
        QVERIFY(!m_window->close());
        QVERIFY(m_window->isVisible());
        QVERIFY(page()->isSolving());
        page()->stopSolving();
        QTRY_VERIFY_WITH_TIMEOUT(!page()->isSolving(), test::scaledMs(2000));
    }

    void closingDuringASolveStopsItQuickly()
    {
        page()->session()->goToLabel(1);
        child<QComboBox>("algorithmCombo")->setCurrentIndex(0); // negamax
        QTest::mouseClick(child<QPushButton>("solveButton"), Qt::LeftButton);
        // A progress report: the search is well under way.
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>("expandedLabel")->text() != QStringLiteral("—"), test::scaledMs(2000));
        QVERIFY(m_window->hasRunningJobs());

        QElapsedTimer clock;
        clock.start();
        answerNextQuestion(QMessageBox::Yes);
        QVERIFY(m_window->close());
        QVERIFY(!m_window->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->hasRunningJobs(), test::scaledMs(1000));
        m_window.reset(); // joins the worker threads
        QVERIFY2(clock.elapsed() < test::scaledMs(1000), qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
    }

    void quittingWithUnsavedResultsAsksFirst()
    {
        auto* comparison = m_window->findChild<ComparisonView*>();
        QVERIFY(comparison);
        tabs()->setCurrentWidget(comparison);
        ComparisonSettings settings = comparison->panel()->settings();
        settings.combinations = {{Algorithm::AlphaBeta, false}};
        settings.fromLabel = 34;
        settings.toLabel = 33;
        comparison->panel()->setSettings(settings);
        comparison->startComparison();
        QTRY_VERIFY_WITH_TIMEOUT(!comparison->isRunning(), test::scaledMs(60000));
        QVERIFY(!comparison->unsavedWork().isEmpty());

        auto* grab = new QTimer(this); // what the user sees, kept with the screenshots
        connect(grab, &QTimer::timeout, this, [grab] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                grab->stop();
                grab->deleteLater();
                box->grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("13-unsaved-results.png")));
                box->button(QMessageBox::Cancel)->click();
            }
        });
        grab->start(10);
        QVERIFY(!m_window->close());
        QVERIFY(m_window->isVisible());
        QVERIFY(!comparison->journal().unsavedRunPath().isEmpty());

        answerNextQuestion(QMessageBox::Discard);
        QVERIFY(m_window->close());
        QVERIFY(comparison->journal().unsavedRunPath().isEmpty()); // discarded on purpose: not offered
    }

    void closingDuringAComparisonStopsItQuickly()
    {
        ComparisonView* comparison = m_window->findChild<ComparisonView*>();
        QVERIFY(comparison);
        tabs()->setCurrentWidget(comparison);
        comparison->startComparison(); // the defaults: every algorithm from label 34 up, 60 s each
        QTRY_VERIFY_WITH_TIMEOUT(comparison->isRunning(), test::scaledMs(1000));
        // A progress report: the searches are well under way.
        const auto* activity = comparison->findChild<QLabel*>(QStringLiteral("activityLabel"));
        QVERIFY(activity);
        QTRY_VERIFY_WITH_TIMEOUT(activity->text().contains(QStringLiteral("nodes generated")), test::scaledMs(2000));
        QVERIFY(m_window->hasRunningJobs());

        QElapsedTimer clock;
        clock.start();
        answerNextQuestion(QMessageBox::Yes);
        QVERIFY(m_window->close());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->hasRunningJobs(), test::scaledMs(1000));
        m_window.reset(); // joins the worker threads
        QVERIFY2(clock.elapsed() < test::scaledMs(1000), qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
    }

    void aboutNamesTheLicencesAndAlgorithms()
    {
        QAction* about = nullptr;
        for (QAction* action : m_window->findChildren<QAction*>())
            if (action->menuRole() == QAction::AboutRole)
                about = action;
        QVERIFY(about);
        QString text;
        auto* poll = new QTimer(this);
        connect(poll, &QTimer::timeout, this, [poll, &text] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                poll->stop();
                poll->deleteLater();
                text = box->text();
                box->grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("08-about.png")));
                box->accept();
            }
        });
        poll->start(20);
        about->trigger();
        QVERIFY(text.contains(QStringLiteral("GPL-3.0-or-later")));
        QVERIFY(text.contains(QStringLiteral("Qt Charts (GPL-3.0-only)")));
        for (const AlgorithmInfo& info : kAlgorithms)
            QVERIFY2(text.contains(QString::fromUtf8(info.displayName.data(), qsizetype(info.displayName.size()))),
                     info.id.data());
    }

    void remembersSettings()
    {
        page()->session()->goToLabel(17);
        child<QComboBox>("algorithmCombo")->setCurrentIndex(3);
        child<QCheckBox>("ttCheck")->setChecked(true);
        m_window->resize(1000, 700);
        QVERIFY(m_window->close());
        m_window.reset();
        openWindow();
        if (QTest::currentTestFailed())
            return;
        checkShowsLabel(17);
        QCOMPARE(child<QComboBox>("algorithmCombo")->currentIndex(), 3);
        QVERIFY(child<QCheckBox>("ttCheck")->isChecked());
        QCOMPARE(m_window->size(), QSize(1000, 700));
    }

    // Renders the window in its main states for a person to look at (see the build's
    // screenshots/ folder) and checks what the pictures must show.
    void screenshots()
    {
        save(QStringLiteral("01-start.png"));
        const QImage icon = applicationIcon().pixmap(256, 256).toImage();
        QCOMPARE(icon.size(), QSize(256, 256));
        QVERIFY(icon.save(QDir(kScreenshotDir).filePath(QStringLiteral("00-icon.png"))));

        child<QComboBox>("algorithmCombo")->setCurrentIndex(0); // negamax on label 1: long enough
        QTest::mouseClick(child<QPushButton>("solveButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>("expandedLabel")->text() != QStringLiteral("—"), test::scaledMs(2000));
        save(QStringLiteral("02-solving.png"));
        page()->stopSolving();
        QTRY_VERIFY_WITH_TIMEOUT(!page()->isSolving(), test::scaledMs(2000));

        page()->session()->goToLabel(24);
        child<QComboBox>("algorithmCombo")->setCurrentIndex(3);
        child<QCheckBox>("ttCheck")->setChecked(true);
        solveAndWait();
        QCOMPARE(child<QLabel>("statusLabel")->text(), QStringLiteral("Done"));
        save(QStringLiteral("03-mid-pv-solved.png"));

        page()->session()->goToLabel(10);
        const Board& position = pv().position(10);
        int userMove = kNoMove;
        for (int move : position.moveList())
            if (move != pv().moveFrom(10))
                userMove = move;
        QVERIFY(userMove != kNoMove);
        clickSquare(userMove);
        QVERIFY(!page()->session()->isOnPrincipalVariation());
        save(QStringLiteral("04-off-pv.png"));

        m_window->resize(820, 600);
        save(QStringLiteral("05-small-window.png"));
        // A long optimal line (20 moves; label 14 takes best a quarter of a second) in the small window.
        page()->session()->goToLabel(14);
        auto* algorithm = child<QComboBox>("algorithmCombo");
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        solveAndWait();
        QVERIFY(child<QPushButton>("playLineButton")->isEnabled());
        save(QStringLiteral("05b-small-window-line.png"));
        // Every move is shown: the label has the height its wrapped text needs.
        auto* line = child<QLabel>("lineLabel");
        QVERIFY2(line->height() >= line->heightForWidth(line->width()),
                 qPrintable(QStringLiteral("%1 < %2").arg(line->height()).arg(line->heightForWidth(line->width()))));

        m_window->resize(1180, 760);
        tabs()->setCurrentWidget(m_window->findChild<ComparisonView*>());
        save(QStringLiteral("06-compare-tab.png"));
    }

    void resultRowsShowWhole_data()
    {
        QTest::addColumn<bool>("spanish");
        QTest::newRow("English") << false;
        QTest::newRow("Spanish") << true;
    }

    // Every row of the Solve panel's result shows its whole text in a small window too, and in a
    // large one: the "Search" and "Value" rows wrapped and the rows below them were cut off at the
    // bottom. Three results: best's optimal line, a classical search stopped with a proven bound
    // (its root moves), a time limit reached (the longest search settings).
    void resultRowsShowWhole()
    {
        QFETCH(bool, spanish);
        m_window.reset();
        std::optional<InstalledTranslations> translations;
        if (spanish)
            translations.emplace(Language::Spanish);
        openWindow();
        if (QTest::currentTestFailed())
            return;
        auto* algorithm = child<QComboBox>("algorithmCombo");
        page()->session()->goToLabel(14); // a line of 20 moves
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        solveAndWait();
        checkResultRowsWholeAtEverySize("line");
        if (QTest::currentTestFailed())
            return;
        // Negamax finishes a root move of label 18 in about two seconds and the search in about 14:
        // stopped once a bound is proven (the value row shows it live), it shows the root moves
        // it finished, the value they prove and the best move so far.
        page()->session()->goToLabel(18);
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("negamax")));
        QTest::mouseClick(child<QPushButton>("solveButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>("valueLabel")->text() != QStringLiteral("—"), test::scaledMs(20000));
        page()->stopSolving();
        QTRY_VERIFY_WITH_TIMEOUT(!page()->isSolving(), test::scaledMs(2000));
        QCOMPARE(m_solvePanel->lastResult()->status, SearchStatus::Cancelled);
        QVERIFY(!m_solvePanel->lastResult()->rootMoves.empty());
        checkResultRowsWholeAtEverySize("stopped");
        if (QTest::currentTestFailed())
            return;
        // The longest search settings: best with its table and a time limit, reached from the start.
        page()->session()->goToLabel(1);
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        child<QCheckBox>("timeLimitCheck")->setChecked(true);
        child<QDoubleSpinBox>("timeLimitSpin")->setValue(0.1);
        solveAndWait();
        QCOMPARE(m_solvePanel->lastResult()->status, SearchStatus::Timeout);
        checkResultRowsWholeAtEverySize("time-limit");
        m_window.reset(); // before the translations go
    }

    // A name added to kAlgorithms must also be added to ui/common/AlgorithmNames.cpp and translated.
    void everyAlgorithmNameIsTranslated()
    {
        QTranslator spanish;
        QVERIFY(spanish.load(QStringLiteral(":/i18n/othello_search_lab_es.qm")));
        for (const AlgorithmInfo& info : kAlgorithms) {
            const std::string name(info.displayName);
            QVERIFY2(!spanish.translate("othello::AlgorithmNames", name.c_str()).isEmpty(), name.c_str());
        }
    }

    void spanishInterface()
    {
        m_window.reset();
        const InstalledTranslations spanish(Language::Spanish);
        QVERIFY(spanish.programTranslationLoaded());
        openWindow();
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(tabs()->tabText(0), QStringLiteral("Explorar"));
        // At 1024x700 every title of the PV table shows whole ("Semijugada" was cut to "emijugada"),
        // and every column is in sight (the Move column was off the table).
        m_window->resize(1024, 700);
        QApplication::processEvents();
        auto* pvTable = m_window->findChild<PvMoveTable*>();
        QVERIFY(pvTable);
        const QStringList cut = test::elidedTexts(pvTable);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        QVERIFY(!pvTable->horizontalScrollBar()->isVisible());
        // Qt's own words (dialog buttons, file dialogs) in Spanish too: Debian's qt6-translations-l10n.
        QDialogButtonBox qtButtons(QDialogButtonBox::Cancel | QDialogButtonBox::Save);
        QCOMPARE(qtButtons.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')),
                 QStringLiteral("Cancelar"));
        // A form row that is a layout gets no buddy: "&Carpeta:" showed its "&" (issue 18).
        FigureExportDialog exportDialog(QStringLiteral("nodes"));
        const auto* folderLabel = exportDialog.findChild<QLabel*>(QStringLiteral("folderLabel"));
        QVERIFY(folderLabel);
        QCOMPARE(folderLabel->text(), QStringLiteral("&Carpeta:"));
        QVERIFY(folderLabel->buddy());
        QCOMPARE(child<QPushButton>("solveButton")->text(), QStringLiteral("Resolver"));
        clickSquare(square("c5"));
        QCOMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("c5 no es una jugada legal para las negras: no voltea ninguna ficha."));
        page()->session()->goToLabel(24);
        child<QComboBox>("algorithmCombo")->setCurrentIndex(1);
        solveAndWait();
        QVERIFY2(child<QLabel>("valueLabel")->text().startsWith(QStringLiteral("−4 (desde el lado de las negras)")),
                 qPrintable(child<QLabel>("valueLabel")->text()));
        // best's optimal line from label 20 passes once, in Spanish words.
        page()->session()->goToLabel(20);
        auto* algorithm = child<QComboBox>("algorithmCombo");
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("best")));
        solveAndWait();
        const QString line = child<QLabel>("lineLabel")->text();
        QVERIFY2(line.contains(QStringLiteral(" pasar ")) &&
                     line.endsWith(
                         QStringLiteral("(valor\u00a0−4,\u00a0desde\u00a0el\u00a0lado\u00a0de\u00a0las\u00a0negras)")),
                 qPrintable(line));
        QCOMPARE(child<QPushButton>("playLineButton")->text(), QStringLiteral("Jugar línea"));
        save(QStringLiteral("07-spanish.png"));
        auto* comparison = m_window->findChild<ComparisonView*>();
        QVERIFY(comparison);
        QCOMPARE(tabs()->tabText(tabs()->indexOf(comparison)), QStringLiteral("Comparar"));
        tabs()->setCurrentWidget(comparison);
        save(QStringLiteral("09-spanish-compare.png"));
        // The position file's rows in Spanish, with the FForum #40 position on 8x8.
        ComparisonPanel* panel = comparison->panel();
        LabelChart* nodes = comparison->charts()->nodesChart();
        QCOMPARE(nodes->fullTitle(), QStringLiteral("Nodos por etiqueta de la VP"));
        panel->setUsesPositionFile(true);
        QCOMPARE(panel->validationError(), QStringLiteral("Elija un archivo de posiciones."));
        // No results yet: the charts already speak of the file's positions.
        QCOMPARE(nodes->fullTitle(), QStringLiteral("Nodos por posición"));
        QCOMPARE(nodes->axes(Qt::Horizontal).front()->titleText(), QStringLiteral("posición en el archivo"));
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("fforum-40.obf")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38;\n");
        file.close();
        panel->setPositionFile(file.fileName());
        auto* scoring = panel->findChild<QComboBox*>(QStringLiteral("comparisonScoringCombo"));
        QVERIFY(scoring);
        scoring->setCurrentIndex(1);
        QVERIFY(panel->validationError().isEmpty());
        QCOMPARE(scoring->currentText(), QStringLiteral("Vacías para el ganador"));
        save(QStringLiteral("09b-spanish-compare-file.png"));
        panel->setUsesPositionFile(false); // the next tests start from the PV
        scoring->setCurrentIndex(0);
        // The Play and Tournament tabs in Spanish.
        QCOMPARE(tabs()->tabText(tabs()->indexOf(playPage())), QStringLiteral("Jugar"));
        QCOMPARE(tabs()->tabText(tabs()->indexOf(m_window->findChild<TournamentPage*>())), QStringLiteral("Torneo"));
        tabs()->setCurrentWidget(playPage());
        GameSetup setup;
        setup.size = 8;
        setup.white = enginePresets().front().player;
        playPage()->findChild<QSlider*>(QStringLiteral("delaySlider"))->setValue(0);
        playPage()->newGame(setup);
        const BoardView* board = playPage()->findChild<BoardView*>(QStringLiteral("playBoard"));
        QTest::mouseClick(playPage()->findChild<BoardView*>(QStringLiteral("playBoard")), Qt::LeftButton, {},
                          board->squareRect(*parseSquare("d3", 8)).center());
        QTRY_COMPARE(playPage()->game()->plies(), 2);
        QTRY_VERIFY(playPage()->thinkingText().contains(QStringLiteral("Mejor línea")));
        save(QStringLiteral("10-spanish-play.png"));
        tabs()->setCurrentWidget(m_window->findChild<TournamentPage*>());
        save(QStringLiteral("11-spanish-tournament.png"));
        m_window.reset(); // before the translations go
    }

private:
    void openWindow()
    {
        m_window = std::make_unique<MainWindow>();
        // No journal-recovery question (a run closed by a test leaves a journal behind).
        m_window->findChild<ComparisonView*>()->setPromptsEnabled(false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        // The Explore page's parts, by the names the page gives them.
        m_board = m_window->findChild<BoardView*>(QStringLiteral("exploreBoard"));
        m_navigator = m_window->findChild<PvNavigator*>(QStringLiteral("pvNavigator"));
        m_moveTable = m_window->findChild<PvMoveTable*>(QStringLiteral("pvMoveTable"));
        m_solvePanel = m_window->findChild<SolvePanel*>(QStringLiteral("solvePanel"));
        m_passButton = m_window->findChild<QPushButton*>(QStringLiteral("passButton"));
        m_returnButton = m_window->findChild<QPushButton*>(QStringLiteral("returnButton"));
        QVERIFY(m_board && m_navigator && m_moveTable && m_solvePanel && m_passButton && m_returnButton);
        m_slider = m_navigator->findChild<QSlider*>(QStringLiteral("pvSlider"));
        m_first = m_navigator->findChild<QAction*>(QStringLiteral("pvFirstAction"));
        m_previous = m_navigator->findChild<QAction*>(QStringLiteral("pvPreviousAction"));
        m_next = m_navigator->findChild<QAction*>(QStringLiteral("pvNextAction"));
        m_last = m_navigator->findChild<QAction*>(QStringLiteral("pvLastAction"));
        QVERIFY(m_slider && m_first && m_previous && m_next && m_last);
    }

    ExplorePage* page() const { return m_window->findChild<ExplorePage*>(); }
    PlayPage* playPage() const { return m_window->findChild<PlayPage*>(); }
    QTabWidget* tabs() const { return m_window->findChild<QTabWidget*>(QStringLiteral("pageTabs")); }

    template <typename Widget> Widget* child(const char* name) const
    {
        auto* widget = m_window->findChild<Widget*>(QString::fromLatin1(name));
        if (!widget)
            qFatal("no child widget named %s", name);
        return widget;
    }

    QToolButton* buttonFor(QAction* action) const
    {
        for (QToolButton* button : m_navigator->findChildren<QToolButton*>())
            if (button->defaultAction() == action)
                return button;
        qFatal("no button for action %s", qPrintable(action->text()));
    }

    void checkShowsLabel(int label)
    {
        QCOMPARE(page()->session()->label(), label);
        QVERIFY(page()->session()->isOnPrincipalVariation());
        QCOMPARE(m_board->board(), pv().position(label));
        QCOMPARE(m_board->lastMove(), label > 1 ? pv().moveFrom(label - 1) : kNoMove);
        QCOMPARE(m_slider->value(), label);
        QCOMPARE(m_navigator->labelText(), QStringLiteral("Label %1 of 34").arg(label));
        QCOMPARE(m_moveTable->currentIndex().row(), label - 1);
    }

    void clickSquare(int square)
    {
        BoardView* board = m_board;
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(square).center());
    }

    void solveAndWait()
    {
        QTest::mouseClick(child<QPushButton>("solveButton"), Qt::LeftButton);
        QVERIFY(page()->isSolving());
        QTRY_VERIFY_WITH_TIMEOUT(!page()->isSolving(), test::scaledMs(20000));
    }

    // The Solve panel's result at the smallest window (890x685 in English; Spanish needs a wider
    // one), at 1024x700 and at 1600x1000, each saved for a person to look at.
    void checkResultRowsWholeAtEverySize(const char* state)
    {
        for (const QSize size : {QSize(890, 685), QSize(1024, 700), QSize(1600, 1000)}) {
            // Spanish's longer words make the Compare and Depths pages wider.
            const QSize windowSize = size.expandedTo(m_window->minimumSize());
            QVERIFY(windowSize.height() == size.height() && windowSize.width() - size.width() < 100);
            m_window->resize(windowSize);
            const QString where = QStringLiteral("%1 %2x%3 %4")
                                      .arg(QString::fromLatin1(QTest::currentDataTag()))
                                      .arg(size.width())
                                      .arg(size.height())
                                      .arg(QString::fromLatin1(state));
            checkResultRowsWhole(where);
            QCOMPARE(m_window->size(), windowSize); // the result did not make the window grow
            if (QTest::currentTestFailed())
                return;
        }
    }

    // Each label and button of the Solve panel's result is whole on screen: inside the window and
    // every parent (none clips it), and as wide and tall as its text, wrapped or not, needs.
    void checkResultRowsWhole(const QString& state)
    {
        auto* box = child<QGroupBox>("solveResultBox");
        settleLayout(box);
        save(QStringLiteral("14-result-%1.png").arg(state).replace(QLatin1Char(' '), QLatin1Char('-')));
        QList<QWidget*> parts;
        for (QLabel* label : box->findChildren<QLabel*>())
            parts << label;
        for (QPushButton* button : box->findChildren<QPushButton*>())
            parts << button;
        QVERIFY(parts.size() > 20); // the row titles, their values, the line and Play Line
        for (const QWidget* part : parts) {
            const auto* label = qobject_cast<const QLabel*>(part);
            const QString what =
                QStringLiteral("%1: %2 “%3”")
                    .arg(state, part->objectName(), label ? label->text() : part->property("text").toString());
            QVERIFY2(part->isVisible(), qPrintable(what));
            const QRect rect(part->mapTo(m_window.get(), QPoint(0, 0)), part->size());
            for (const QWidget* parent = part->parentWidget(); parent; parent = parent->parentWidget()) {
                const QRect parentRect(parent->mapTo(m_window.get(), QPoint(0, 0)), parent->size());
                QVERIFY2(parentRect.contains(rect),
                         qPrintable(QStringLiteral("%1 is cut by %2").arg(what, parent->metaObject()->className())));
            }
            if (label) {
                const QRect room = label->contentsRect();
                const QRect needed = label->fontMetrics().boundingRect(
                    QRect(0, 0, room.width(), 100000), label->alignment() | (label->wordWrap() ? Qt::TextWordWrap : 0),
                    label->text());
                QVERIFY2(needed.width() <= room.width() && needed.height() <= room.height(),
                         qPrintable(QStringLiteral("%1 needs %2x%3, has %4x%5")
                                        .arg(what)
                                        .arg(needed.width())
                                        .arg(needed.height())
                                        .arg(room.width())
                                        .arg(room.height())));
            } else {
                QVERIFY2(part->width() >= part->sizeHint().width() &&
                             part->height() >= part->minimumSizeHint().height(),
                         qPrintable(what));
            }
        }
    }

    // Turns the event loop until the widgets in `area` keep their places: a new text's height
    // reaches the layouts above it over a few turns.
    void settleLayout(const QWidget* area)
    {
        const auto places = [area] {
            QList<QRect> rects;
            for (const QWidget* widget : area->findChildren<QWidget*>())
                rects << QRect(widget->mapTo(area->window(), QPoint(0, 0)), widget->size());
            return rects;
        };
        QList<QRect> before;
        for (int turn = 0; turn < 20; ++turn) {
            QVERIFY(test::eventLoopTurned());
            const QList<QRect> now = places();
            if (now == before)
                return;
            before = now;
        }
        QFAIL("the layout keeps moving");
    }

    // Answers the question box a close() is about to show.
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

    void save(const QString& name)
    {
        QVERIFY(test::eventLoopTurned()); // pending layouts settle
        const QString path = QDir(kScreenshotDir).filePath(name);
        QVERIFY2(m_window->grab().save(path), qPrintable(path));
    }

    std::unique_ptr<MainWindow> m_window;
    // Found by openWindow(), which fails the test when one is missing.
    BoardView* m_board = nullptr;
    PvNavigator* m_navigator = nullptr;
    PvMoveTable* m_moveTable = nullptr;
    SolvePanel* m_solvePanel = nullptr;
    QPushButton* m_passButton = nullptr;
    QPushButton* m_returnButton = nullptr;
    QSlider* m_slider = nullptr;
    QAction* m_first = nullptr;
    QAction* m_previous = nullptr;
    QAction* m_next = nullptr;
    QAction* m_last = nullptr;
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
