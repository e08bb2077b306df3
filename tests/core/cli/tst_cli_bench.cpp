// othello-lab-cli bench: the quick benchmark, endgame suites checked against their scores.

#include "CliRun.h"

using namespace othello;
using namespace othello::cli_test;

class TestCliBench : public QObject {
    Q_OBJECT
private slots:
    // bench --suite checks solved values and moves against the scores the file lists (here
    // computed by the depth-limited search run to the end, an independent solver).
    void benchChecksAnEndgameSuite()
    {
        QTemporaryDir dir;
        std::string text = "% a tiny suite\n";
        Board board = Board::start(8);
        std::vector<Board> positions;
        while (positions.size() < 2) {
            board = board.played(board.moveList().back());
            if (board.emptyCount() <= 9 && !board.mustPass() && !board.isGameOver())
                positions.push_back(board);
        }
        for (std::size_t p = 0; p < positions.size(); ++p) {
            text += toText(positions[p]);
            for (int move : positions[p].moveList()) {
                const Board after = positions[p].played(move);
                const auto r = depth::solveExactly(after, Algorithm::AlphaBeta, false, ScoringRule::EmptiesToWinner);
                const int moverScore = (positions[p].toMove == Color::Black ? 1 : -1) * r.value;
                // The second position lists a wrong score for every move.
                text += "; " + moveName(move) + ":" + std::to_string(moverScore + (p == 1 ? 2 : 0));
            }
            text += "\n";
        }
        const QString path = dir.filePath("suite-7-8.obf");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.c_str());
        file.close();
        const Run r = run({"bench", "--suite", path, "--algorithms", "best,alphabeta"});
        QCOMPARE(r.code, 1); // the wrong scores are found
        const QStringList rows = lines(r.out).filter(QRegularExpression("^(best|alphabeta) "));
        QCOMPARE(rows.size(), 6);
        QVERIFY2(rows[0].contains(QRegularExpression("^best\\s+7 .* ok$")), qPrintable(rows[0]));
        QVERIFY2(rows[1].contains(QRegularExpression("^best\\s+8 .*WRONG VALUE$")), qPrintable(rows[1]));
        QVERIFY2(rows[2].contains("2 of 2 solved, 1 agree with the file"), qPrintable(rows[2]));
        QVERIFY2(rows[3].startsWith("alphabeta") && rows[3].endsWith(" ok"), qPrintable(rows[3]));
        QCOMPARE(run({"bench", "--suite", dir.filePath("missing.obf")}).code, 2);
        // best on one thread, said in the header; --threads only with a suite.
        const Run single = run({"bench", "--suite", path, "--threads", "1"});
        QCOMPARE(single.code, 1);
        QVERIFY2(lines(single.out).front().endsWith("best on 1 thread"), qPrintable(single.out));
        QVERIFY2(lines(single.out).filter(QRegularExpression("^best\\s+7 .* ok$")).size() == 1, qPrintable(single.out));
        QCOMPARE(run({"bench", "--quick", "--threads", "1"}).code, 2);
    }

    void benchQuick()
    {
        const Run r = run({"bench", "--quick"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QStringList rows = lines(r.out);
        // title, header, reference, speed line, then per algorithm x tt 5 positions and a total; memory
        const int positions = 5;
        QCOMPARE(rows.size(), 4 + int(kAlgorithms.size()) * 2 * (positions + 1) + 1);
        QVERIFY(rows[0].startsWith("bench: 5 positions"));
        QVERIFY(rows[2].startsWith("reference"));
        QVERIFY(rows[3].startsWith("negamax    off label 24"));
        QVERIFY(rows.last().startsWith("peak memory "));
        // Every search is solved, the PV positions to -4, and the random ones (a fixed seed) to the
        // same value for every algorithm.
        QMap<QString, QString> valueOf;
        for (qsizetype i = 4; i < rows.size() - 1; ++i) {
            const QStringList fields = rows[i].split(' ', Qt::SkipEmptyParts);
            QVERIFY2(fields.size() >= 11, qPrintable(rows[i]));
            const QString position = fields[2] + " " + fields[3];
            if (fields[2] == "total") {
                QVERIFY2(rows[i].endsWith("5 of 5 solved"), qPrintable(rows[i]));
                continue;
            }
            QCOMPARE(fields.last(), QString("done"));
            QVERIFY(fields[6].toULongLong() > 0);
            if (fields[2] == "label")
                QCOMPARE(fields[5], QString("-4"));
            if (valueOf.contains(position))
                QCOMPARE(fields[5], valueOf[position]);
            valueOf[position] = fields[5];
        }
        QCOMPARE(valueOf.size(), positions);
    }

    // A timeout stops an algorithm's climb over the positions: the larger ones are skipped.
    void benchSkipsAfterATimeout()
    {
        const Run r = run({"bench", "--quick", "--algorithms", "negamax", "--time-limit", "0.000001"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(" timeout"));
        QVERIFY(r.out.contains(" skipped"));
    }
};

QTEST_GUILESS_MAIN(TestCliBench)
#include "tst_cli_bench.moc"
