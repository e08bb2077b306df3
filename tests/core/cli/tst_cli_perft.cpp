// othello-lab-cli perft: move-sequence counts from the start of every size and from a position.

#include "CliRun.h"

using namespace othello;
using namespace othello::cli_test;

class TestCliPerft : public QObject {
    Q_OBJECT
private slots:
    void perftFromTheStart_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("count");
        const char* const counts[] = {"1", "4", "12", "56", "244", "1364", "7604"};
        for (int depth = 0; depth <= 6; ++depth)
            QTest::addRow("depth %d", depth) << depth << QString(counts[depth]);
    }
    void perftFromTheStart()
    {
        QFETCH(int, depth);
        QFETCH(QString, count);
        const Run r = run({"perft", "--depth", QString::number(depth)});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        QCOMPARE(r.out, count + "\n");
    }

    void perftOnOtherSizes()
    {
        const Run eight = run({"perft", "--size", "8", "--depth", "7"});
        QCOMPARE(eight.code, 0);
        QCOMPARE(eight.out, QString("55092\n"));
        const Run four = run({"perft", "--size=4", "--depth", "1"});
        QCOMPARE(four.out, QString("4\n"));
        const QString start8 = QString::fromStdString(toText(Board::start(8)));
        QCOMPARE(run({"perft", "--size", "8", "--position", start8, "--depth", "3"}).out, QString("56\n"));
        const Run mismatch = run({"perft", "--size", "8", "--position", pvText(1), "--depth", "1"});
        QCOMPARE(mismatch.code, 2);
        QVERIFY2(mismatch.err.contains("not 8x8"), qPrintable(mismatch.err));
        const Run bad = run({"perft", "--size", "7", "--depth", "1"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("--size"), qPrintable(bad.err));
    }

    void perftFromAPosition()
    {
        // The final PV board: the game is over, so every depth counts one sequence.
        const Run end = run({"perft", "--depth=3", "--position", pvText(34)});
        QCOMPARE(end.code, 0);
        QCOMPARE(end.out, QString("1\n"));
        const Run start = run({"perft", "--position", pvText(1), "--depth", "2"});
        QCOMPARE(start.out, QString("12\n"));
    }
};

QTEST_GUILESS_MAIN(TestCliPerft)
#include "tst_cli_perft.moc"
