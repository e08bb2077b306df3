// The depth-comparison and tournament CSV formats against literal lines written by hand (other
// suites compare the files with the formatting functions themselves, which cannot catch a
// changed format).

#include "engine/play/Game.h"
#include "results/DepthComparisonFiles.h"
#include "results/GgfRecord.h"
#include "results/TournamentFiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace othello;

namespace {

depth::DepthComparisonRow depthRow()
{
    depth::DepthComparisonRow row;
    row.position = 2; // the third position: written as 3
    row.depth = 5;
    row.algorithm = Algorithm::NegaScout;
    row.table = true;
    row.result.value = -12;
    row.result.stats.expanded = 1234;
    row.result.stats.generated = 56789;
    row.result.seconds = 0.0625;
    return row;
}

// Black (player 1, "ab") against White (player 0, "greedy") from the second opening: c2 b4 pass.
play::GameResult gameResult()
{
    play::GameResult result;
    result.pairing = {1, 0, 1};
    result.outcome.record.moves = {*parseSquare("c2", 6), *parseSquare("b4", 6), kPassMove};
    result.outcome.final = std::get<Board>(parseBoard("XXXXXX"
                                                      "XXXXXX"
                                                      "XXXXXX"
                                                      "XXXXOO"
                                                      "OOOOOO"
                                                      "OOOOOO X"));
    result.outcome.margin = 8;
    result.outcome.black = {2, 300, 0.5};
    result.outcome.white = {1, 7, 0.25};
    result.outcome.finished = true;
    return result;
}

std::vector<play::PlayerSpec> players()
{
    std::vector<play::PlayerSpec> specs(2);
    specs[0].name = "greedy";
    specs[1].name = "ab";
    return specs;
}

QByteArray fileText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}

} // namespace

class TestFileLines : public QObject {
    Q_OBJECT
private slots:
    void depthComparisonCsv()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("depths.csv");
        QString error;
        depth::DepthComparisonRow stopped = depthRow();
        stopped.result.status = SearchStatus::Cancelled;
        stopped.result.seconds = 1.5;
        QVERIFY(writeDepthComparisonCsv(path, {depthRow(), stopped}, &error));
        QCOMPARE(fileText(path),
                 QByteArray("position,depth,algorithm,tt,value,expanded,generated,seconds,status\n"
                            "3,5,negascout,on,-12,1234,56789,0.062500,done\n"
                            "3,5,negascout,on,,,,1.500000,cancelled\n"));
        QVERIFY(!writeDepthComparisonCsv(dir.filePath("missing/depths.csv"), {}, &error));
        QVERIFY2(error.startsWith("cannot write ") && error.contains("missing/depths.csv"), qPrintable(error));
    }

    void tournamentCsv()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.csv");
        QString error;
        QVERIFY(writeTournamentCsv(path, {gameResult(), gameResult()}, players(), &error));
        QCOMPARE(fileText(path),
                 QByteArray("game,opening,black,white,black_discs,white_discs,margin,black_moves,black_nodes,"
                            "black_seconds,white_moves,white_nodes,white_seconds,moves,reason\n"
                            "1,2,ab,greedy,22,14,8,2,300,0.500000,1,7,0.250000,c2 b4 pass,\n"
                            "2,2,ab,greedy,22,14,8,2,300,0.500000,1,7,0.250000,c2 b4 pass,\n"));
    }

    void standingsCsv()
    {
        // ab won both games by 8: 2/2 points, Elo +inf (no finite Elo fits a full score), no
        // margin; LOS = 1/2 (1 + erf(2 / sqrt(4))) = 1/2 (1 + 0.842701) = 0.92135 -> 0.9214; greedy
        // the mirror: -inf, LOS 0.0786. Sonneborn-Berger: ab beat a 0-point player, greedy won nothing.
        QCOMPARE(othello::standingsCsv({gameResult(), gameResult()}, players()),
                 QByteArray("rank,player,opponent,games,wins,draws,losses,points,score,elo,elo_margin,los,"
                            "sonneborn_berger,disc_margin\n"
                            "1,ab,,2,2,0,0,2,1,+inf,,0.9214,0,16\n"
                            "1,ab,greedy,2,2,0,0,2,1,+inf,,0.9214,,\n"
                            "2,greedy,,2,0,0,2,0,0,-inf,,0.0786,0,-16\n"
                            "2,greedy,ab,2,0,0,2,0,0,-inf,,0.0786,,\n"));
    }

    // The tournament's GGF: every game read back by the GGF reader (tst_ggf_record checks it on a
    // hand-written NBoard text) gives the game played, its players and Black's margin.
    void tournamentGgf()
    {
        std::vector<play::GameResult> results;
        for (const Board& start : {Board::start(4), Board::start(6)}) {
            play::GameResult result;
            result.pairing = {0, 1, 0}; // greedy (players()[0]) has Black
            result.outcome = play::playGame(*play::parsePlayer("greedy"), *play::parsePlayer("alphabeta:depth=2"),
                                            start, ScoringRule::DiscDifference);
            QVERIFY(result.outcome.finished);
            results.push_back(result);
        }
        const QByteArray text = othello::tournamentGgf(results, players());
        QCOMPARE(text.count('\n'), 2);
        const auto games = parseGgfGames(text.toStdString());
        QVERIFY(std::holds_alternative<std::vector<GgfGame>>(games));
        const auto& read = std::get<std::vector<GgfGame>>(games);
        QCOMPARE(read.size(), std::size_t{2});
        for (std::size_t i = 0; i < read.size(); ++i) {
            QVERIFY(read[i].record == results[i].outcome.record);
            QCOMPARE(read[i].blackName, std::string("greedy"));
            QCOMPARE(read[i].whiteName, std::string("ab"));
            QCOMPARE(read[i].result, ggfResultText(results[i].outcome.margin));
            QVERIFY(read[i].record.finalPosition() == results[i].outcome.final);
        }
    }

    // Names may hold anything (the Tournament tab's and --player's): a line break becomes a space,
    // so each game stays on one line, and ']' and '\\' are escaped. DT is when the game ended, TI
    // the clock per game (issue 38: both were empty), RE flags a loss on time with ":t".
    void tournamentGgfWithClockDateAndOddNames()
    {
        play::GameResult result;
        result.pairing = {1, 0, 0};
        result.outcome = play::playGame(*play::parsePlayer("greedy"), *play::parsePlayer("alphabeta:depth=2"),
                                        Board::start(6), ScoringRule::DiscDifference);
        result.finishedAt = 1'795'637'700; // 2026-11-25 20:15:00 UTC
        play::GameResult onTime = result;
        onTime.finishedAt += 60;
        onTime.outcome.margin = 36;
        onTime.outcome.reason = "white: lost on time";
        std::vector<play::PlayerSpec> specs = players();
        specs[0].name = "greedy\nsecond line";
        specs[1].name = "a]b\\c\r\td";
        const QByteArray text = othello::tournamentGgf({result, onTime}, specs, play::TimeControl{60, 0.5});
        const QList<QByteArray> lines = text.split('\n');
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[2], QByteArray());
        const QByteArray head = "(;GM[Othello]PC[Othello Search Lab]DT[2026-11-25 20:15:00 GMT]PB[a\\]b\\\\c  d]"
                                "PW[greedy second line]RE[" +
            QByteArray::fromStdString(ggfResultText(result.outcome.margin)) + "]TI[01:00/00:00.5]TY[6]BO[6 ";
        QVERIFY2(lines[0].startsWith(head), lines[0].constData());
        QVERIFY2(lines[1].contains("DT[2026-11-25 20:16:00 GMT]") && lines[1].contains("RE[+36.000:t]"),
                 lines[1].constData());
        const auto games = parseGgfGames(text.toStdString());
        QVERIFY(std::holds_alternative<std::vector<GgfGame>>(games));
        const auto& read = std::get<std::vector<GgfGame>>(games);
        QCOMPARE(read.size(), std::size_t{2});
        QVERIFY(read[0].record == result.outcome.record);
        QCOMPARE(read[0].blackName, std::string("a]b\\c  d"));
        QCOMPARE(read[0].whiteName, std::string("greedy second line"));
        QCOMPARE(read[0].date, std::string("2026-11-25 20:15:00 GMT"));
        QCOMPARE(read[0].timeControl, std::string("01:00/00:00.5"));
        QCOMPARE(read[1].result, std::string("+36.000:t"));
        QCOMPARE(ggfClockText(900, 0), std::string("15:00"));
        QCOMPARE(ggfClockText(3600, 2), std::string("1:00:00/00:02"));
        QCOMPARE(ggfClockText(0.25, 0), std::string("00:00.25"));
        QCOMPARE(ggfDateText(0), std::string("1970-01-01 00:00:00 GMT"));
    }

    void tournamentJson()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.json");
        QString error;
        QVERIFY(writeTournamentJson(path, {gameResult()}, players(), &error));
        const QJsonDocument document = QJsonDocument::fromJson(fileText(path));
        QVERIFY(document.isObject());
        const QJsonArray games = document.object().value("games").toArray();
        QCOMPARE(games.size(), 1);
        const QJsonObject game = games[0].toObject();
        QCOMPARE(game.value("game").toDouble(), 1.0);
        QCOMPARE(game.value("opening").toDouble(), 2.0);
        QCOMPARE(game.value("black").toString(), QString("ab"));
        QCOMPARE(game.value("white").toString(), QString("greedy"));
        QCOMPARE(game.value("black_discs").toDouble(), 22.0);
        QCOMPARE(game.value("margin").toDouble(), 8.0);
        QCOMPARE(game.value("black_nodes").toDouble(), 300.0);
        QCOMPARE(game.value("white_seconds").toDouble(), 0.25);
        QCOMPARE(game.value("moves").toString(), QString("c2 b4 pass"));
        const QJsonObject first = document.object().value("standings").toArray()[0].toObject();
        QCOMPARE(first.value("player").toString(), QString("ab"));
        QCOMPARE(first.value("elo").toString(), QString("+inf"));
        QVERIFY(first.value("elo_margin").isNull());
        QCOMPARE(first.value("los").toDouble(), 0.8413); // one win: 1/2 (1 + erf(1 / sqrt(2))) = 0.84134
        QCOMPARE(first.value("opponents").toArray()[0].toObject().value("opponent").toString(), QString("greedy"));
        QCOMPARE(game.value("reason").toString(), QString()); // played to its end
    }
};

QTEST_GUILESS_MAIN(TestFileLines)
#include "tst_file_lines.moc"
