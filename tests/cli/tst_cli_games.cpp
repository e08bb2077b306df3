// othello-lab-cli tournament and depth-compare.

#include "CliRun.h"
#include "FakeNboardEngine.h"

using namespace othello;
using namespace othello::cli_test;

class TestCliGames : public QObject {
    Q_OBJECT
private slots:
    void externalEnginesPlayAndForfeitWithTheirReason()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("games.csv");
        const QString fine = test::writeFakeNboardEngine(dir.path(), "fine");
        const QString illegal = test::writeFakeNboardEngine(dir.path(), "illegal");
        const Run r =
            run({"tournament", "--size", "8", "--player", "name=fine:nboard:depth=1:command=sh " + fine, "--player",
                 "name=bad:nboard:depth=2:time=5:command=sh " + illegal, "--player", "greedy", "--csv", csv});
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
        const Run r = run({"tournament", "--player", "name=ab:alphabeta:depth=2:eval=weighted", "--player", "greedy",
                           "--player", "name=ns:negascout:depth=1:tt=on:eval=discs=1;mobility=3", "--openings",
                           openings, "--csv", csv, "--json", json, "--scoring", "empties"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY2(r.out.contains("12 games, scoring empties"), qPrintable(r.out));
        // The table: every player plays 8 games; wins and losses balance, margins sum to zero.
        int wins = 0, losses = 0, draws = 0, margin = 0, rows = 0;
        for (const QString& line : lines(r.out)) {
            const QStringList f = line.split(' ', Qt::SkipEmptyParts);
            if (f.size() != 8 || !QStringList{"ab", "greedy", "ns"}.contains(f[0]))
                continue;
            ++rows;
            QCOMPARE(f[1].toInt(), 8);
            QCOMPARE(f[2].toInt() + f[3].toInt() + f[4].toInt(), 8);
            wins += f[2].toInt();
            draws += f[3].toInt();
            losses += f[4].toInt();
            margin += f[5].toInt();
        }
        QCOMPARE(rows, 3);
        QCOMPARE(wins, losses);
        QCOMPARE(wins + draws / 2, 12);
        QCOMPARE(margin, 0);
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        QCOMPARE(lines(QString::fromUtf8(csvFile.readAll())).size(), 13); // header + 12 games
        QFile jsonFile(json);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(jsonFile.readAll()).count("\"margin\""), 12);
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

    void depthCompareValuesAgree()
    {
        const Run r = run({"depth-compare", "--size", "8", "--depth", "3", "--tt", "off,on"});
        QCOMPARE(r.code, 0);
        QMap<int, QSet<QString>> valuesAtDepth;
        QMap<QString, qulonglong> nodes; // "depth algorithm tt" -> generated
        int rows = 0;
        for (const QString& line : lines(r.out).mid(1)) {
            const QStringList f = line.split(' ', Qt::SkipEmptyParts);
            QCOMPARE(f.size(), 7);
            valuesAtDepth[f[1].toInt()].insert(f[4]);
            nodes[f[1] + " " + f[2] + " " + f[3]] = f[5].toULongLong();
            ++rows;
        }
        QCOMPARE(rows, 3 * 4 * 2);
        for (const auto& values : valuesAtDepth)
            QCOMPARE(values.size(), 1);
        QVERIFY(nodes["3 alphabeta off"] < nodes["3 negamax off"]);
        QCOMPARE(run({"depth-compare", "--algorithms", "scout"}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliGames)
#include "tst_cli_games.moc"
