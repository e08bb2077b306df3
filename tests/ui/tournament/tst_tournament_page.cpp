// The Tournament tab: a tiny round-robin through the tab, its table, files, openings and Stop.

#include "common/KeptResults.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/play/OpeningSet.h"
#include "engine/play/Rating.h"
#include "play/PlayGame.h"
#include "play/PlayPage.h"
#include "results/TournamentFiles.h"
#include "shell/Language.h"
#include "support/EventLoopTurn.h"
#include "support/ScreenChecks.h"
#include "support/TestTimeScale.h"
#include "tournament/CrosstableModel.h"
#include "tournament/GameListModel.h"
#include "tournament/KeptTournament.h"
#include "tournament/RatingText.h"
#include "tournament/StandingsModel.h"
#include "tournament/TournamentChart.h"
#include "tournament/TournamentPage.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <set>

using namespace othello;

namespace {

const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

play::PlayerSpec player(const char* text) { return *play::parsePlayer(text); }

std::vector<play::PlayerSpec> fastPlayers()
{
    return {player("greedy"), player("name=ab2:alphabeta:depth=2:eval=squares"),
            player("name=ns2:negascout:depth=2:eval=mixed")};
}

QString cell(const QAbstractItemModel& model, int row, int column)
{
    return model.data(model.index(row, column)).toString();
}

} // namespace

class TestTournamentPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the kept games go to a test location
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tests"));
        QDir().mkpath(kScreenshotDir);
    }

    // Before the first game the chart has no player: no axis title stranded in its corner.
    void anEmptyChartShowsNoPlayerAxisTitle()
    {
        TournamentChart chart;
        const auto bottom = [&] { return chart.chart()->axes(Qt::Horizontal).value(0); };
        QVERIFY(bottom());
        QVERIFY(!bottom()->isTitleVisible());
        std::vector<play::Standing> standings(1);
        standings[0].name = "negamax 4";
        standings[0].wins = 1;
        chart.showStandings(standings, 2);
        QVERIFY(bottom()->isTitleVisible());
        QCOMPARE(bottom()->titleText(), QStringLiteral("player"));
    }

    // The stacked bars follow the figures' rules: a figure at a paper's size with the legend
    // below, in PNG, SVG and PDF; pointing at a player's bars lists all three counts.
    void theChartFollowsTheFigureRules()
    {
        TournamentChart chart;
        std::vector<play::Standing> standings(2);
        standings[0].name = "alpha-beta 6";
        standings[0].wins = 3;
        standings[0].draws = 1;
        standings[0].losses = 2;
        standings[1].name = "negamax 4";
        standings[1].wins = 2;
        standings[1].draws = 1;
        standings[1].losses = 3;
        chart.showStandings(standings, 6);
        chart.setSubtitle(QStringLiteral("6×6, 2 players, 3 openings, disc difference"));
        // Plurals come from the translation ("3 wins"); without one loaded, "3 win(s)".
        const QString readout = chart.readoutText(0);
        for (const char* part : {"alpha-beta 6: 3 win", "1 draw", "2 loss", "(6 game"})
            QVERIFY2(readout.contains(QLatin1String(part)), qPrintable(readout));
        FigureOptions figure;
        figure.paper = PaperSize::OneColumn;
        QTemporaryDir dir;
        QString error;
        for (const FigureFormat format : {FigureFormat::Png, FigureFormat::Svg, FigureFormat::Pdf}) {
            const QString path = dir.filePath(QStringLiteral("tournament.") + figureSuffix(format));
            QVERIFY2(chart.writeFigureFile(path, format, figure.figureSize(), &error), qPrintable(error));
            QVERIFY(QFileInfo(path).size() > 1000);
        }
        const QImage png(dir.filePath(QStringLiteral("tournament.png")));
        QCOMPARE(png.size(), figure.figureSize().size);
        // The legend below the plot: the losses' vermillion appears in the bars and, lowest, in
        // the legend's sample.
        int lowestVermillion = 0;
        for (int y = 0; y < png.height(); ++y)
            for (int x = 0; x < png.width(); ++x)
                if (png.pixelColor(x, y) == QColor(0xD5, 0x5E, 0x00))
                    lowestVermillion = y;
        QVERIFY2(lowestVermillion > png.height() * 0.8, qPrintable(QString::number(lowestVermillion)));
        QVERIFY(png.save(QDir(kScreenshotDir).filePath(QStringLiteral("tournament-figure-column.png"))));
    }
    void init() { QDir(KeptResults::defaultDirectory()).removeRecursively(); }

    // A finished tournament is no longer gone after a restart: its games are kept on disk as they
    // finish, shown again by the next start with a notice, counted as unsaved work, and
    // forgotten once they are exported.
    void finishedGamesAreKeptUntilExported()
    {
        std::size_t games = 0;
        {
            TournamentPage page;
            page.setPlayers(fastPlayers());
            page.setOpenings(TournamentPage::Openings::Start);
            QVERIFY(page.start());
            QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(60000));
            games = page.standings()->games().size();
            QVERIFY(page.keptResults().exists());
            QVERIFY2(page.unsavedWork().startsWith(QStringLiteral("The tournament's %1 game").arg(games)),
                     qPrintable(page.unsavedWork()));
            QVERIFY(page.keepsUnsavedWork());
        }
        TournamentPage page;
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        page.restoreSettings(settings);
        QCOMPARE(page.standings()->games().size(), games);
        QCOMPARE(page.gameList()->rowCount(), int(games));
        QVERIFY(!page.unsavedWork().isEmpty());
        auto* notice = page.findChild<QLabel*>(QStringLiteral("tournamentKeptNotice"));
        QVERIFY(notice && !notice->isHidden());
        QVERIFY(notice->text().contains(QStringLiteral("last session")));
        QString error;
        QVERIFY2(page.exportJson(dir.filePath(QStringLiteral("t.json")), &error), qPrintable(error));
        QVERIFY(page.unsavedWork().isEmpty());
        QVERIFY(!page.keptResults().exists());
        QVERIFY(notice->isHidden());
    }

    void discardForgetsTheKeptGames()
    {
        TournamentPage page;
        page.setPlayers({player("greedy"), player("name=ab1:alphabeta:depth=1:eval=discs")});
        page.setOpenings(TournamentPage::Openings::Start);
        QVERIFY(page.start());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(60000));
        QVERIFY(page.keptResults().exists());
        page.findChild<QPushButton*>(QStringLiteral("tournamentDiscardButton"))->click();
        QVERIFY(!page.keptResults().exists());
        QVERIFY(page.unsavedWork().isEmpty());
        QCOMPARE(page.standings()->games().size(), std::size_t{2}); // still shown this session
    }

    // Every part of a game survives the kept file: the next start's standings are this one's.
    void aKeptTournamentReadsBackWhole()
    {
        play::GameResult game;
        game.pairing = {1, 0, 2};
        game.outcome.record.start = Board::start(6);
        game.outcome.record.moves = {PrincipalVariation::sixBySix().moveFrom(1)};
        game.outcome.final = game.outcome.record.start.played(game.outcome.record.moves.front());
        game.outcome.margin = -36;
        game.outcome.reason = "white: lost on time";
        game.outcome.black = {3, 12345678901ULL, 0.25};
        game.outcome.white = {2, 17, 1.5};
        const KeptTournament kept{fastPlayers(), {game}, ScoringRule::EmptiesToWinner, 4, 6};
        const auto back = parseKeptTournament(keptTournamentJson(kept));
        QVERIFY(back);
        QCOMPARE(back->scoring, ScoringRule::EmptiesToWinner);
        QCOMPARE(back->gamesPerPlayer, 4);
        QCOMPARE(back->total, 6);
        QCOMPARE(back->players.size(), kept.players.size());
        QCOMPARE(back->players[1].text(), kept.players[1].text());
        QCOMPARE(back->games.size(), std::size_t{1});
        const play::GameResult& read = back->games.front();
        QCOMPARE(read.pairing.black, 1);
        QCOMPARE(read.pairing.opening, 2);
        QCOMPARE(read.outcome.record, game.outcome.record);
        QCOMPARE(read.outcome.final, game.outcome.final);
        QCOMPARE(read.outcome.margin, -36);
        QCOMPARE(read.outcome.reason, game.outcome.reason);
        QCOMPARE(read.outcome.black.nodes, 12345678901ULL);
        QCOMPARE(read.outcome.white.seconds, 1.5);
        QVERIFY(!parseKeptTournament("{\"format\": 1, \"scoring\": \"discs\", \"players\": [\"bad:spec\"]}"));
        QVERIFY(!parseKeptTournament("not json"));
    }

    // "+190.8 ± ∞" is explained: beside the table, in the column's tooltip and the cell's.
    void theStandingsExplainAnUnboundedEloMargin()
    {
        TournamentPage page;
        auto* note = page.findChild<QLabel*>(QStringLiteral("tournamentStandingsNote"));
        QVERIFY(note && note->text().contains(QStringLiteral("± ∞")));
        const QString header =
            page.standings()->headerData(StandingsModel::Elo, Qt::Horizontal, Qt::ToolTipRole).toString();
        QVERIFY2(header.contains(QStringLiteral("± ∞")), qPrintable(header));
        play::Record record;
        record.wins = 3;
        record.losses = 1;
        QCOMPARE(eloText(record), QStringLiteral("+190.8 ± ∞"));
        QVERIFY2(recordTooltip(record).contains(QStringLiteral("too few games")), qPrintable(recordTooltip(record)));
        // A finished game has no side to move: the margin says it is Black's.
        QVERIFY(page.gameList()
                    ->headerData(GameListModel::Margin, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .contains(QStringLiteral("Black")));
    }

    void tinyTournamentGivesAConsistentTable()
    {
        QTemporaryDir dir;
        TournamentPage page;
        page.resize(1100, 700);
        const auto players = fastPlayers();
        page.setPlayers(players);
        page.setBoardSize(6);
        page.setOpenings(TournamentPage::Openings::Start);
        QSignalSpy running(&page, &TournamentPage::runningChanged);
        QVERIFY(page.start());
        QVERIFY(page.isRunning());
        QVERIFY(!page.findChild<QPushButton*>(QStringLiteral("tournamentStartButton"))->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(60000));
        QCOMPARE(running.count(), 2);
        // The chart says what was played, the rule in lower case inside the sentence.
        const QString subtitle = page.findChild<QLabel*>(QStringLiteral("tournamentChartSubtitle"))->text();
        QVERIFY2(subtitle.startsWith(QStringLiteral("6×6, 3 player")) &&
                     subtitle.endsWith(QStringLiteral(", disc difference")),
                 qPrintable(subtitle));

        const StandingsModel& model = *page.standings();
        const auto& games = model.games();
        QCOMPARE(games.size(), std::size_t{6}); // 3 pairs, colours swapped
        QCOMPARE(page.findChild<QProgressBar*>(QStringLiteral("tournamentProgressBar"))->value(), 6);
        // Every ordered pair once, every game a legal, finished game.
        std::set<std::pair<int, int>> pairs;
        std::vector<int> wins(3), losses(3), draws(3), margin(3), played(3);
        for (const play::GameResult& game : games) {
            pairs.insert({game.pairing.black, game.pairing.white});
            Board board = game.outcome.record.start;
            QCOMPARE(board, Board::start(6));
            for (int move : game.outcome.record.moves) {
                QVERIFY(board.isLegal(move));
                board = board.played(move);
            }
            QVERIFY(board.isGameOver());
            QCOMPARE(board, game.outcome.final);
            // Counted independently of play::standings, from the final discs.
            const int difference = board.blackCount() - board.whiteCount();
            QCOMPARE(game.outcome.margin, difference);
            const int b = game.pairing.black;
            const int w = game.pairing.white;
            ++played[b];
            ++played[w];
            margin[b] += difference;
            margin[w] -= difference;
            if (difference > 0) {
                ++wins[b];
                ++losses[w];
            } else if (difference < 0) {
                ++wins[w];
                ++losses[b];
            } else {
                ++draws[b];
                ++draws[w];
            }
        }
        QCOMPARE(pairs.size(), std::size_t{6});
        QCOMPARE(model.rowCount(), 3);
        int totalWins = 0;
        int totalLosses = 0;
        double lastPoints = 1e9;
        for (int row = 0; row < 3; ++row) {
            const int p = model.standings()[row].player; // rows best first
            QCOMPARE(cell(model, row, StandingsModel::Rank).toInt(), row + 1);
            QCOMPARE(cell(model, row, StandingsModel::Player), QString::fromStdString(players[p].name));
            QCOMPARE(cell(model, row, StandingsModel::Games).toInt(), played[p]);
            QCOMPARE(played[p], 4);
            QCOMPARE(cell(model, row, StandingsModel::Wins).toInt(), wins[p]);
            QCOMPARE(cell(model, row, StandingsModel::Draws).toInt(), draws[p]);
            QCOMPARE(cell(model, row, StandingsModel::Losses).toInt(), losses[p]);
            // Signed with a true minus sign, as every value in the GUI.
            QCOMPARE(cell(model, row, StandingsModel::Margin).replace(QChar(0x2212), QLatin1Char('-')).toInt(),
                     margin[p]);
            const double points = wins[p] + 0.5 * draws[p];
            QVERIFY(points <= lastPoints);
            lastPoints = points;
            QVERIFY(!cell(model, row, StandingsModel::Elo).isEmpty());
            QVERIFY(model.standings()[row].moves > 0);
            totalWins += wins[p];
            totalLosses += losses[p];
        }
        QCOMPARE(totalWins, totalLosses);

        // The crosstable: ranking order both ways; a cell is the row's points against the
        // column out of their two games; opposite cells add up to 2.
        const CrosstableModel& cross = *page.crosstable();
        QCOMPARE(cross.rowCount(), 3);
        QCOMPARE(cross.columnCount(), 3);
        for (int row = 0; row < 3; ++row)
            for (int column = 0; column < 3; ++column) {
                if (row == column)
                    continue;
                const int a = model.standings()[row].player;
                const int b = model.standings()[column].player;
                double points = 0;
                for (const play::GameResult& game : games) {
                    const int m = game.outcome.margin;
                    if (game.pairing.black == a && game.pairing.white == b)
                        points += m > 0 ? 1 : m == 0 ? 0.5 : 0;
                    if (game.pairing.white == a && game.pairing.black == b)
                        points += m < 0 ? 1 : m == 0 ? 0.5 : 0;
                }
                QCOMPARE(cell(cross, row, column), QStringLiteral("%1 / 2").arg(QLocale().toString(points, 'g', 6)));
            }

        // The game list: every game, in playing order.
        const GameListModel& list = *page.gameList();
        QCOMPARE(list.rowCount(), 6);
        for (int row = 0; row < 6; ++row) {
            const auto& game = games[row];
            QCOMPARE(cell(list, row, GameListModel::Black), QString::fromStdString(players[game.pairing.black].name));
            QCOMPARE(cell(list, row, GameListModel::Result),
                     QStringLiteral("%1–%2").arg(game.outcome.final.blackCount()).arg(game.outcome.final.whiteCount()));
            QCOMPARE(cell(list, row, GameListModel::Opening).toInt(), 1);
        }

        // The files are the CLI's: one row a game, in playing order.
        QString error;
        const QString csvPath = dir.filePath(QStringLiteral("t.csv"));
        QVERIFY2(page.exportCsv(csvPath, &error), qPrintable(error));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 7);
        QCOMPARE(lines.front(), tournamentCsvColumns().join(','));
        for (int i = 0; i < 6; ++i)
            QCOMPARE(lines[i + 1], tournamentCsvRow(games[i], i + 1, players));
        const QString jsonPath = dir.filePath(QStringLiteral("t.json"));
        QVERIFY2(page.exportJson(jsonPath, &error), qPrintable(error));
        QFile json(jsonPath);
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonArray array = QJsonDocument::fromJson(json.readAll()).object()["games"].toArray();
        QCOMPARE(array.size(), 6);
        QCOMPARE(array[0].toObject()["margin"].toInt(), games[0].outcome.margin);
        QVERIFY(!page.exportCsv(dir.filePath(QStringLiteral("no/such/dir/t.csv")), &error));
        QVERIFY(!error.isEmpty());

        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(test::eventLoopTurned()); // the tables and the chart laid out
        QVERIFY(page.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("tournament.png"))));

        // A double-clicked game goes to the Play tab with its players, to replay from its opening.
        QSignalSpy opened(&page, &TournamentPage::gameOpened);
        auto* view = page.findChild<QTableView*>(QStringLiteral("tournamentGameList"));
        page.findChild<QTabWidget*>(QStringLiteral("tournamentResultTabs"))->setCurrentIndex(2);
        QVERIFY(view->isVisible());
        const QModelIndex third = view->model()->index(2, GameListModel::White);
        // Laid out: the row to click is on the screen.
        QTRY_VERIFY(view->viewport()->rect().contains(view->visualRect(third).center()));
        // A person's double-click: press and release, then the second press (QTest's mouseDClick
        // alone brings no first press, which the view needs).
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(third).center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(third).center());
        QCOMPARE(opened.count(), 1);
        const auto setup = opened[0][0].value<GameSetup>();
        const auto record = opened[0][1].value<play::GameRecord>();
        QCOMPARE(record, games[2].outcome.record);
        QCOMPARE(setup.black->name, players[games[2].pairing.black].name);
        QCOMPARE(setup.white->name, players[games[2].pairing.white].name);
        PlayPage play;
        play.showGame(setup, record);
        QCOMPARE(play.game()->record(), record);
        QCOMPARE(play.game()->ply(), 0);
        QCOMPARE(play.game()->board(), Board::start(6));
        QVERIFY(!play.isThinking()); // engines wait: the game is for reading
        play.game()->goToPly(play.game()->plies());
        QCOMPARE(play.game()->board(), games[2].outcome.final);
        QCOMPARE(play.game()->finalMargin(), games[2].outcome.margin);
    }

    // The balanced openings are the default: every pair plays each twice.
    void balancedOpeningsByDefault()
    {
        TournamentPage page;
        page.setPlayers({player("greedy"), player("name=ab1:alphabeta:depth=1:eval=discs")});
        page.setBoardSize(4);
        QVERIFY(page.start());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(30000));
        const auto& games = page.standings()->games();
        const std::vector<Board> shipped = play::shippedOpenings(4);
        QCOMPARE(games.size(), 2 * shipped.size());
        for (const auto& game : games)
            QCOMPARE(game.outcome.record.start, shipped[static_cast<std::size_t>(game.pairing.opening)]);
        page.setTimeControl(QStringLiteral("5+x"));
        QVERIFY(!page.start());
        QVERIFY2(page.progressText().contains(QStringLiteral("5+x")), qPrintable(page.progressText()));
    }

    // Screens for a person to look at: the three result tabs after a small tournament (one
    // player losing on time), English and Spanish, 1024x700 and large.
    void rendersTheResults_data()
    {
        QTest::addColumn<int>("language");
        QTest::addColumn<QSize>("size");
        for (const auto& [name, language] : {std::pair{"en", Language::English}, std::pair{"es", Language::Spanish}})
            for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)})
                QTest::addRow("%s-%dx%d", name, size.width(), size.height()) << int(language) << size;
    }
    void rendersTheResults()
    {
        QFETCH(int, language);
        QFETCH(QSize, size);
        const InstalledTranslations translations{Language(language)};
        TournamentPage page;
        page.setPlayers({player("greedy"), player("name=ab2:alphabeta:depth=2:eval=squares"),
                         player("name=ns2:negascout:depth=2:eval=mixed"), player("name=slow:negamax:depth=7")});
        page.setBoardSize(6);
        page.setOpenings(TournamentPage::Openings::Start);
        page.setTimeControl(QStringLiteral("0.001")); // slow loses on time; the others are quick enough
        page.resize(size);
        page.show();
        QVERIFY(page.start());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(60000));
        const QString tag = QLatin1String(QTest::currentDataTag());
        auto* tabs = page.findChild<QTabWidget*>(QStringLiteral("tournamentResultTabs"));
        QStringList problems;
        for (int tab = 0; tab < 3; ++tab) {
            tabs->setCurrentIndex(tab);
            QVERIFY(test::eventLoopTurned()); // the tab laid out
            QVERIFY(
                page.grab().save(QDir(kScreenshotDir)
                                     .filePath(QStringLiteral("tournament-%1-%2.png")
                                                   .arg(QStringList{"standings", "crosstable", "games"}[tab], tag))));
            // What a person checks: every control in sight, no text cut.
            problems << test::controlsOutside(&page) + test::elidedTexts(&page);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The export row keeps to a corner of the results: five "Export …" buttons filled the whole
    // width of the results side at 1024x700 in Spanish and made the page 963 px wide at least,
    // wider than the whole window in English (890 px). Each button still shows its whole name
    // and says in its tooltip what it writes.
    void theExportRowLeavesRoomInSpanish()
    {
        for (const Language language : {Language::Spanish, Language::English}) {
            const InstalledTranslations translations{language};
            TournamentPage page;
            page.resize(1024, 700);
            page.show();
            QVERIFY(test::eventLoopTurned());
            const auto* results = page.findChild<QTabWidget*>(QStringLiteral("tournamentResultTabs"));
            QVERIFY(results);
            QVERIFY2(page.minimumSizeHint().width() <= 890,
                     qPrintable(QString::number(page.minimumSizeHint().width())));
            int buttons = 0;
            for (const QPushButton* button : results->parentWidget()->findChildren<QPushButton*>()) {
                if (button->y() < results->y() + results->height())
                    continue;
                ++buttons;
                QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
                const QRect inPage(button->mapTo(&page, QPoint(0, 0)), button->size());
                QVERIFY2(page.rect().contains(inPage), qPrintable(button->text()));
                QVERIFY2(button->toolTip().size() > button->text().size(), qPrintable(button->text()));
            }
            QCOMPARE(buttons, 5);
        }
    }

    void openingsFromAFile()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("openings.obf")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        const Board second = Board::start(4).played(Board::start(4).moveList().front());
        file.write(
            ("# two openings\n" + toText(Board::start(4)) + "\n" + toText(second) + " ; after one move\n").c_str());
        file.close();
        TournamentPage page;
        page.setPlayers({player("greedy"), player("name=ab3:alphabeta:depth=3:eval=discs")});
        page.setBoardSize(4);
        page.setOpeningsFile(file.fileName());
        QVERIFY(page.start());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(30000));
        const auto& games = page.standings()->games();
        QCOMPARE(games.size(), std::size_t{4});
        QCOMPARE(games[2].outcome.record.start, second);
        QCOMPARE(games[3].pairing.opening, 1);

        // A position of the wrong size: a one-line message and nothing runs.
        page.setBoardSize(6);
        QVERIFY(!page.start());
        QVERIFY(!page.isRunning());
        QVERIFY2(page.progressText().contains(QStringLiteral("4×4")), qPrintable(page.progressText()));
        QCOMPARE(page.standings()->games().size(), std::size_t{4}); // the last results stay
    }

    void remembersPlayersAndSettings()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        const auto players = fastPlayers();
        {
            TournamentPage page;
            page.setPlayers(players);
            page.setBoardSize(8);
            page.setOpeningsFile(QStringLiteral("/some/openings.obf"));
            page.saveSettings(settings);
        }
        TournamentPage page;
        page.restoreSettings(settings);
        QCOMPARE(page.players().size(), players.size());
        for (std::size_t i = 0; i < players.size(); ++i)
            QCOMPARE(page.players()[i].text(), players[i].text());
        QVERIFY(page.start() == false); // the remembered openings file does not exist: refused
        QVERIFY(page.progressText().contains(QStringLiteral("/some/openings.obf")));
    }

    void stopEndsTheTournamentQuickly()
    {
        TournamentPage page;
        page.setPlayers({player("name=slow1:negamax:depth=9"), player("name=slow2:negamax:depth=9")});
        page.setBoardSize(8);
        QVERIFY(page.start());
        // A progress report: a game is being played, its engine deep in a search.
        QTRY_VERIFY_WITH_TIMEOUT(page.progressText().contains(QStringLiteral("being played")), test::scaledMs(5000));
        QVERIFY(page.isRunning());
        // Timed when the page says it stopped (runningChanged), not when a QTRY_ poll (every
        // 50 ms) happens to look.
        QElapsedTimer clock;
        qint64 stoppedAfterMs = -1;
        connect(&page, &TournamentPage::runningChanged, &page, [&](bool running) {
            if (!running)
                stoppedAfterMs = clock.elapsed();
        });
        clock.start();
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("tournamentStopButton")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(1000));
        QTRY_VERIFY_WITH_TIMEOUT(stoppedAfterMs >= 0, test::scaledMs(1000));
        QVERIFY2(stoppedAfterMs < test::scaledMs(100), qPrintable(QString::number(stoppedAfterMs)));
        QVERIFY(page.progressText().contains(QStringLiteral("stopped")));
        QVERIFY(page.findChild<QPushButton*>(QStringLiteral("tournamentStartButton"))->isEnabled());
    }
};

QTEST_MAIN(TestTournamentPage)
#include "tst_tournament_page.moc"
