// The Tournament tab: a tiny round-robin through the tab, its table, files, openings and Stop.

#include "TestTimeScale.h"
#include "play/StandingsModel.h"
#include "play/TournamentPage.h"
#include "results/TournamentFiles.h"

#include <QChartView>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
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
    void initTestCase() { QDir().mkpath(kScreenshotDir); }

    void tinyTournamentGivesAConsistentTable()
    {
        QTemporaryDir dir;
        TournamentPage page;
        page.resize(1100, 700);
        const auto players = fastPlayers();
        page.setPlayers(players);
        page.setBoardSize(6);
        QSignalSpy running(&page, &TournamentPage::runningChanged);
        QVERIFY(page.start());
        QVERIFY(page.isRunning());
        QVERIFY(!page.findChild<QPushButton*>(QStringLiteral("tournamentStartButton"))->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(60000));
        QCOMPARE(running.count(), 2);

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
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(cell(model, row, StandingsModel::Player), QString::fromStdString(players[row].name));
            QCOMPARE(cell(model, row, StandingsModel::Games).toInt(), played[row]);
            QCOMPARE(played[row], 4);
            QCOMPARE(cell(model, row, StandingsModel::Wins).toInt(), wins[row]);
            QCOMPARE(cell(model, row, StandingsModel::Draws).toInt(), draws[row]);
            QCOMPARE(cell(model, row, StandingsModel::Losses).toInt(), losses[row]);
            QCOMPARE(cell(model, row, StandingsModel::Margin).toInt(), margin[row]);
            QVERIFY(model.standings()[row].moves > 0);
            totalWins += wins[row];
            totalLosses += losses[row];
        }
        QCOMPARE(totalWins, totalLosses);

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
        const QJsonArray array = QJsonDocument::fromJson(json.readAll()).array();
        QCOMPARE(array.size(), 6);
        QCOMPARE(array[0].toObject()["margin"].toInt(), games[0].outcome.margin);
        QVERIFY(!page.exportCsv(dir.filePath(QStringLiteral("no/such/dir/t.csv")), &error));
        QVERIFY(!error.isEmpty());

        page.show();
        QTest::qWait(100);
        QVERIFY(page.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("tournament.png"))));
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
        QTest::qWait(300);
        QVERIFY(page.isRunning());
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("tournamentStopButton")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(1000));
        QVERIFY2(clock.elapsed() < test::scaledMs(100) + 50, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(page.progressText().contains(QStringLiteral("stopped")));
        QVERIFY(page.findChild<QPushButton*>(QStringLiteral("tournamentStartButton"))->isEnabled());
    }
};

QTEST_MAIN(TestTournamentPage)
#include "tst_TournamentPage.moc"
