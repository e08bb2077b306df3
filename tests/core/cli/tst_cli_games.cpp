// othello-lab-cli tournament and depth-compare.

#include "CliRun.h"
#include "engine/play/OpeningSet.h"
#include "engine/play/PositionList.h"
#include "results/CsvText.h"
#include "results/GgfRecord.h"
#include "results/TournamentFiles.h"
#include "support/FakeNboardEngine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace othello;
using namespace othello::cli_test;

class TestCliGames : public QObject {
    Q_OBJECT
private slots:
    // An engine speaking only NBoard 1 (Edax 4) plays its games (issue 38: every one was lost
    // "no answer within 30 s").
    void anEngineSpeakingOnlyNboard1PlaysItsGames()
    {
        QTemporaryDir dir;
        const QString v1 = test::writeFakeNboardEngine(dir.path(), "v1");
        const Run r = run({"tournament", "--size", "8", "--openings", "start", "--player",
                           "name=edax:nboard:depth=1:command=sh " + v1, "--player", "greedy"});
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.out.contains("forfeit"), qPrintable(r.out));
        QCOMPARE(r.out.count(QRegularExpression("^game \\d/2 ", QRegularExpression::MultilineOption)), 2);
    }

    void externalEnginesPlayAndForfeitWithTheirReason()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("games.csv");
        const QString fine = test::writeFakeNboardEngine(dir.path(), "fine");
        const QString illegal = test::writeFakeNboardEngine(dir.path(), "illegal");
        const Run r = run({"tournament", "--size", "8", "--player", "name=fine:nboard:depth=1:command=sh " + fine,
                           "--player", "name=bad:nboard:depth=2:time=5:command=sh " + illegal, "--player", "greedy",
                           "--openings", "start", "--csv", csv});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("fine (black) 4-1 bad (white)  forfeit: white: illegal move d4\n"), qPrintable(r.out));
        QCOMPARE(r.out.count("forfeit: "), 4); // every game of the engine playing d4
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList rows = lines(QString::fromUtf8(file.readAll()));
        QCOMPARE(rows.size(), 7);
        QVERIFY(rows[0].endsWith(",moves,reason"));
        QVERIFY2(rows[1].endsWith(",d3,white: illegal move d4"), qPrintable(rows[1]));
        QCOMPARE(rows.filter(": illegal move d4").size(), 4);
        // 8x8 only: refused before any engine starts.
        const Run six = run({"tournament", "--player", "name=e:nboard:command=sh " + fine, "--player", "greedy"});
        QCOMPARE(six.code, 2);
        QVERIFY2(six.err.contains("--player e: external (nboard) engines play 8x8 only"), qPrintable(six.err));
        QCOMPARE(QFile::exists(dir.filePath("pids")), true);
        QCOMPARE(lines(QString::fromUtf8([&] {
                     QFile pids(dir.filePath("pids"));
                     return pids.open(QIODevice::ReadOnly) ? pids.readAll() : QByteArray();
                 }()))
                     .size(),
                 1 + 4); // fine kept its process; bad got a new one per game; none for the refused one
    }
    void tournamentTableCountsEveryGameOncePerSide()
    {
        QTemporaryDir dir;
        const QString openings = dir.filePath("openings.obf");
        {
            QFile file(openings);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(("# two openings\n" + toText(Board::start(6)) + "; comment\n" +
                        toText(Board::start(6).played(*parseSquare("c2", 6))) + "\n")
                           .c_str());
        }
        const QString csv = dir.filePath("games.csv");
        const QString json = dir.filePath("games.json");
        const QString standings = dir.filePath("standings.csv");
        const QString ggf = dir.filePath("games.ggf");
        const Run r =
            run({"tournament", "--player", "name=ab:alphabeta:depth=2:eval=weighted", "--player", "greedy", "--player",
                 "name=ns:negascout:depth=1:tt=on:eval=discs=1;mobility=3", "--openings", openings, "--csv", csv,
                 "--json", json, "--standings-csv", standings, "--ggf", ggf, "--scoring", "empties"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY2(r.out.contains("12 games, scoring empties, 2 opening(s)"), qPrintable(r.out));
        QVERIFY2(r.out.contains("crosstable"), qPrintable(r.out));
        QVERIFY2(r.out.contains("ab vs ") || r.out.contains(" vs ab:"), qPrintable(r.out));
        // The standings file: every player plays 8 games; wins and losses balance, margins sum to
        // zero, ranks follow the points; each pair's rows mirror each other.
        QFile standingsFile(standings);
        QVERIFY(standingsFile.open(QIODevice::ReadOnly));
        const QStringList rows = lines(QString::fromUtf8(standingsFile.readAll()));
        QCOMPARE(rows.first(), standingsCsvColumns().join(','));
        QCOMPARE(rows.size(), 1 + 3 * 3); // a row per player, and one per opponent
        int wins = 0, losses = 0, draws = 0, margin = 0, players = 0;
        double lastPoints = 1e9;
        QMap<QString, QStringList> pairs; // "player/opponent" -> fields
        for (const QString& row : rows.mid(1)) {
            const QStringList f = *csvFields(row);
            QCOMPARE(f.size(), standingsCsvColumns().size());
            if (!f[2].isEmpty()) {
                pairs[f[1] + "/" + f[2]] = f;
                continue;
            }
            ++players;
            QCOMPARE(f[0].toInt(), players);
            QCOMPARE(f[3].toInt(), 8);
            QCOMPARE(f[4].toInt() + f[5].toInt() + f[6].toInt(), 8);
            QVERIFY(f[7].toDouble() <= lastPoints);
            lastPoints = f[7].toDouble();
            wins += f[4].toInt();
            draws += f[5].toInt();
            losses += f[6].toInt();
            margin += f[13].toInt();
        }
        QCOMPARE(players, 3);
        QCOMPARE(wins, losses);
        QCOMPARE(wins + draws / 2, 12);
        QCOMPARE(margin, 0);
        QCOMPARE(pairs.size(), 6);
        for (auto it = pairs.cbegin(); it != pairs.cend(); ++it) {
            const QStringList names = it.key().split('/');
            const QStringList& other = pairs[names[1] + "/" + names[0]];
            QCOMPARE(it.value()[3].toInt(), 4); // two openings, both colours
            QCOMPARE(it.value()[4], other[6]);  // my wins are its losses
            QCOMPARE(it.value()[7].toDouble() + other[7].toDouble(), 4.0);
            if (!it.value()[9].isEmpty() && !it.value()[9].contains("inf"))
                QCOMPARE(it.value()[9].toDouble(), -other[9].toDouble());
        }
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        QCOMPARE(lines(QString::fromUtf8(csvFile.readAll())).size(), 13); // header + 12 games
        // The GGF file: the 12 games, each from one of the two openings, played to the end.
        QFile ggfFile(ggf);
        QVERIFY(ggfFile.open(QIODevice::ReadOnly));
        const auto games = parseGgfGames(ggfFile.readAll().toStdString());
        QVERIFY(std::holds_alternative<std::vector<GgfGame>>(games));
        QCOMPARE(std::get<std::vector<GgfGame>>(games).size(), std::size_t{12});
        for (const GgfGame& game : std::get<std::vector<GgfGame>>(games)) {
            QVERIFY(game.record.finalPosition().isGameOver());
            QVERIFY(game.record.start == Board::start(6) ||
                    game.record.start == Board::start(6).played(*parseSquare("c2", 6)));
        }
        QFile jsonFile(json);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        const QJsonObject document = QJsonDocument::fromJson(jsonFile.readAll()).object();
        QCOMPARE(document["games"].toArray().size(), 12);
        QCOMPARE(document["standings"].toArray().size(), 3);
        QCOMPARE(document["standings"].toArray()[0].toObject()["opponents"].toArray().size(), 2);
        // Errors: one player, a bad player, a bad openings file.
        QCOMPARE(run({"tournament", "--player", "greedy"}).code, 2);
        const Run bad = run({"tournament", "--player", "greedy", "--player", "alphabeta:depth=0"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("depth"), qPrintable(bad.err));
        const Run wrongSize =
            run({"tournament", "--player", "greedy", "--player", "negamax", "--size", "8", "--openings", openings});
        QCOMPARE(wrongSize.code, 2);
        QVERIFY2(wrongSize.err.contains("not 8x8"), qPrintable(wrongSize.err));
    }

    void tournamentsStartFromTheShippedOpeningsByDefault()
    {
        // 4x4 ships four openings: two players meet twice on each.
        const Run shipped = run({"tournament", "--size", "4", "--player", "greedy", "--player", "negamax:depth=2"});
        QCOMPARE(shipped.code, 0);
        QVERIFY2(shipped.out.contains("8 games, scoring discs, 4 opening(s)"), qPrintable(shipped.out));
        QCOMPARE(int(play::shippedOpenings(4).size()), 4);
        const Run start = run(
            {"tournament", "--size", "4", "--openings", "start", "--player", "greedy", "--player", "negamax:depth=2"});
        QCOMPARE(start.code, 0);
        QVERIFY2(start.out.contains("2 games, scoring discs, 1 opening(s)"), qPrintable(start.out));
    }

    void aPlayerWhoseClockRunsOutLosesOnTime()
    {
        // Negamax to depth 8 searches far longer than the 1 ms on its clock.
        QTemporaryDir dir;
        const QString ggf = dir.filePath("games.ggf");
        const Run r = run({"tournament", "--openings", "start", "--time-control", "0.001", "--player",
                           "name=slow:negamax:depth=8:eval=discs", "--player", "greedy", "--ggf", ggf});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("forfeit: black: lost on time") && r.out.contains("forfeit: white: lost on time"),
                 qPrintable(r.out));
        // The GGF says when each game ended, the clock, and the loss on time (GGS's ":t").
        QFile ggfFile(ggf);
        QVERIFY(ggfFile.open(QIODevice::ReadOnly));
        const auto games = parseGgfGames(ggfFile.readAll().toStdString());
        QVERIFY(std::holds_alternative<std::vector<GgfGame>>(games));
        for (const GgfGame& game : std::get<std::vector<GgfGame>>(games)) {
            QCOMPARE(game.timeControl, std::string("00:00.001"));
            QVERIFY2(QRegularExpression("^20\\d\\d-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d GMT$")
                         .match(QString::fromStdString(game.date))
                         .hasMatch(),
                     game.date.c_str());
            QVERIFY2(game.result.ends_with(":t"), game.result.c_str());
        }
        QVERIFY2(r.out.contains("time control 0.001+0 s"), qPrintable(r.out));
        const Run bad = run({"tournament", "--time-control", "60+x", "--player", "greedy", "--player", "negamax"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("--time-control"), qPrintable(bad.err));
    }

    void openingsCommandWritesAFileTournamentsRead()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("o.txt");
        const Run r = run({"openings", "--size", "4", "--plies", "3", "--max-value", "4", "--out", out});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("11/11"), qPrintable(r.out)); // 11 symmetry classes after 3 plies
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains("# othello-lab-cli openings --size 4 --plies 3 --max-value 4 --out "), qPrintable(text));
        const auto parsed = play::parsePositionList(text.toStdString());
        QVERIFY(std::holds_alternative<std::vector<Board>>(parsed));
        const int count = int(std::get<std::vector<Board>>(parsed).size());
        QVERIFY2(r.out.contains(QString("%1 openings written").arg(count)), qPrintable(r.out));
        const Run played =
            run({"tournament", "--size", "4", "--openings", out, "--player", "greedy", "--player", "negamax:depth=2"});
        QCOMPARE(played.code, 0);
        QVERIFY2(played.out.contains(QString("%1 games").arg(2 * count)), qPrintable(played.out));
        QCOMPARE(run({"openings", "--size", "4"}).code, 2); // --out is required
    }

    void openingsCommandDrawsRandomOpenings()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("r.txt");
        const QStringList arguments{"openings", "--size", "4", "--plies", "4", "--random",
                                    "3",        "--seed", "5", "--out",   out};
        const Run r = run(arguments);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("3 openings written"), qPrintable(r.out));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains("# othello-lab-cli openings --size 4 --plies 4 --random 3 --seed 5 --out "),
                 qPrintable(text));
        QVERIFY2(text.contains("uniformly random plies from the start (seed 5"), qPrintable(text));
        const auto parsed = play::parsePositionList(text.toStdString());
        QVERIFY(std::holds_alternative<std::vector<Board>>(parsed));
        const auto& boards = std::get<std::vector<Board>>(parsed);
        const std::vector<play::Opening> drawn = play::randomPositions(4, 4, 3, 5);
        QCOMPARE(boards.size(), drawn.size());
        for (std::size_t i = 0; i < boards.size(); ++i)
            QCOMPARE(boards[i], drawn[i].position);
        QCOMPARE(run({"openings", "--size", "4", "--seed", "5", "--out", out}).code, 2); // --seed needs --random
        QCOMPARE(run({"openings", "--size", "4", "--random", "3", "--seed", "x", "--out", out}).code, 2);
    }

    void depthCompareValuesAgree()
    {
        const Run r = run({"depth-compare", "--size", "8", "--depth", "3", "--tt", "off,on"});
        QCOMPARE(r.code, 0);
        QMap<int, QSet<QString>> valuesAtDepth;
        QMap<QString, qulonglong> nodes; // "depth algorithm tt" -> generated
        int rows = 0;
        const QStringList printed = lines(r.out);
        for (const QString& line : printed.mid(1, printed.size() - 2)) {
            const QStringList f = line.split(' ', Qt::SkipEmptyParts);
            QCOMPARE(f.size(), 8);
            QCOMPARE(f[7], QString("done"));
            valuesAtDepth[f[1].toInt()].insert(f[4]);
            nodes[f[1] + " " + f[2] + " " + f[3]] = f[5].toULongLong();
            ++rows;
        }
        QCOMPARE(rows, 3 * 4 * 2);
        QCOMPARE(printed.last(), QString("24 searches finished")); // the summary
        for (const auto& values : valuesAtDepth)
            QCOMPARE(values.size(), 1);
        QVERIFY(nodes["3 alphabeta off"] < nodes["3 negamax off"]);
        // Scout to a depth is Scout (TEST calls at the horizon), on request, with the others' values.
        const Run scout = run({"depth-compare", "--size", "8", "--depth", "3", "--algorithms", "scout,alphabeta"});
        QCOMPARE(scout.code, 0);
        const QStringList scoutRows = lines(scout.out).mid(1, 6);
        QCOMPARE(scoutRows.size(), 6);
        for (const QString& line : scoutRows) {
            const QStringList f = line.split(' ', Qt::SkipEmptyParts);
            QVERIFY2(valuesAtDepth[f[1].toInt()].contains(f[4]), qPrintable(line));
        }
        QVERIFY(scout.out.contains(" scout "));
        QCOMPARE(run({"depth-compare", "--algorithms", "scout,nonsense"}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliGames)
#include "tst_cli_games.moc"
