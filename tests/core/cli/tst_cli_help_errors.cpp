// othello-lab-cli help, and every command's bad arguments: exit status and one line on stderr.

#include "CliRun.h"

using namespace othello;
using namespace othello::cli_test;

class TestCliHelpAndErrors : public QObject {
    Q_OBJECT
private slots:
    void topLevelHelp()
    {
        // `help help` is the same list (it said "unknown command 'help'").
        for (const QStringList& arguments :
             {QStringList{"--help"}, QStringList{"help"}, QStringList{"-h"}, QStringList{"help", "help"}}) {
            const Run r = run(arguments);
            QCOMPARE(r.code, 0);
            QVERIFY(r.err.isEmpty());
            for (const char* command : {"sweep", "solve", "pv", "perft", "bench"})
                QVERIFY2(r.out.contains(QString("  %1 ").arg(command)), command);
        }
    }

    void commandHelp_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("sweep") << QStringList{"sweep", "--help"} << "--time-limit";
        QTest::newRow("solve") << QStringList{"solve", "--help"} << "--position";
        QTest::newRow("pv") << QStringList{"pv", "--help"} << "principal variation";
        QTest::newRow("perft") << QStringList{"perft", "--help"} << "--depth";
        QTest::newRow("bench") << QStringList{"bench", "--help"} << "--quick";
        QTest::newRow("nboard") << QStringList{"nboard", "--help"} << "set game GGF";
        QTest::newRow("help perft") << QStringList{"help", "perft"} << "--depth";
    }
    void commandHelp()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const Run r = run(arguments);
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        QVERIFY(r.out.startsWith("Usage: othello-lab-cli "));
        QVERIFY2(r.out.contains(mentions), qPrintable(r.out));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("mentions");
        const QString notADir = QDir::temp().filePath("no-such-dir-4f1e/results.csv");
        QTest::newRow("no command") << QStringList{} << 2 << "no command";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << 2 << "unknown command 'frobnicate'";
        QTest::newRow("help unknown") << QStringList{"help", "frobnicate"} << 2 << "unknown command";
        QTest::newRow("unknown option") << QStringList{"sweep", "--colour", "red"} << 2 << "unknown option 'colour'";
        QTest::newRow("missing value") << QStringList{"sweep", "--from"} << 2 << "missing value";
        QTest::newRow("stray argument") << QStringList{"pv", "extra"} << 2 << "unexpected argument 'extra'";
        QTest::newRow("unknown algorithm")
            << QStringList{"sweep", "--algorithms", "negamax,minimax"} << 2 << "unknown algorithm 'minimax'";
        QTest::newRow("algorithm twice") << QStringList{"sweep", "--algorithms", "scout,scout"} << 2 << "listed twice";
        QTest::newRow("empty list item") << QStringList{"sweep", "--algorithms", "scout,"} << 2 << "empty item";
        QTest::newRow("bad tt list") << QStringList{"sweep", "--tt", "off,maybe"} << 2 << "'maybe' is not on or off";
        QTest::newRow("label 0") << QStringList{"sweep", "--to", "0"} << 2 << "not within 1..34";
        QTest::newRow("label 35") << QStringList{"sweep", "--from", "35"} << 2 << "not within 1..34";
        QTest::newRow("from below to") << QStringList{"sweep", "--from", "20", "--to", "25"} << 2 << "below --to";
        QTest::newRow("label not a number") << QStringList{"sweep", "--from", "3x"} << 2 << "not a whole number";
        QTest::newRow("huge number") << QStringList{"sweep", "--from", "99999999999999999999"} << 2
                                     << "not a whole number";
        QTest::newRow("zero limit") << QStringList{"sweep", "--time-limit", "0"} << 2 << "--time-limit";
        QTest::newRow("negative limit") << QStringList{"sweep", "--time-limit", "-5"} << 2 << "--time-limit";
        QTest::newRow("nan limit") << QStringList{"sweep", "--time-limit", "nan"} << 2 << "--time-limit";
        QTest::newRow("zero jobs") << QStringList{"sweep", "--jobs", "0"} << 2 << "--jobs";
        QTest::newRow("zero tt-mb") << QStringList{"sweep", "--tt-mb", "0"} << 2 << "--tt-mb";
        QTest::newRow("unwritable out") << QStringList{"sweep", "--from", "34", "--to", "34", "--out", notADir} << 1
                                        << "--out";
        QTest::newRow("out is a directory")
            << QStringList{"sweep", "--from", "34", "--to", "34", "--out", QDir::tempPath()} << 1 << "--out";
        QTest::newRow("unwritable charts")
            << QStringList{"sweep", "--charts", "/proc/no-charts-here"} << 1 << "--charts";
        QTest::newRow("unknown chart format")
            << QStringList{"sweep", "--charts", QDir::tempPath(), "--chart-format", "png,gif"} << 2 << "'gif'";
        QTest::newRow("chart format without charts")
            << QStringList{"sweep", "--chart-format", "svg"} << 2 << "--chart-format: needs --charts";
        QTest::newRow("unknown chart size")
            << QStringList{"sweep", "--charts", QDir::tempPath(), "--chart-size", "a4"} << 2 << "'a4'";
        QTest::newRow("chart dpi out of range")
            << QStringList{"sweep", "--charts", QDir::tempPath(), "--chart-dpi", "20"} << 2 << "--chart-dpi";
        QTest::newRow("unknown chart layout")
            << QStringList{"sweep", "--charts", QDir::tempPath(), "--chart-layout", "grid"} << 2 << "'grid'";
        QTest::newRow("chart size without charts")
            << QStringList{"sweep", "--chart-size", "column"} << 2 << "--chart-size: needs --charts";
        QTest::newRow("solve nothing") << QStringList{"solve"} << 2 << "either --position or --label";
        QTest::newRow("solve both") << QStringList{"solve", "--label", "3", "--position", pvText(3)} << 2 << "either";
        QTest::newRow("solve label 0") << QStringList{"solve", "--label", "0"} << 2 << "not within 1..34";
        QTest::newRow("short position") << QStringList{"solve", "--position", "XO X"} << 2 << "malformed position";
        QTest::newRow("bad square") << QStringList{"solve", "--position", QString(pvText(3)).replace(0, 1, "Z")} << 2
                                    << "malformed position";
        QTest::newRow("bad side") << QStringList{"solve", "--position", QString(pvText(3)).replace(37, 1, "W")} << 2
                                  << "malformed position";
        QTest::newRow("solve unknown algorithm")
            << QStringList{"solve", "--label", "30", "--algorithm", "mtdf"} << 2 << "unknown algorithm 'mtdf'";
        QTest::newRow("solve bad tt") << QStringList{"solve", "--label", "30", "--tt", "yes"} << 2 << "--tt";
        QTest::newRow("perft without depth") << QStringList{"perft"} << 2 << "--depth is required";
        QTest::newRow("perft negative") << QStringList{"perft", "--depth", "-1"} << 2 << "--depth";
        QTest::newRow("perft bad position")
            << QStringList{"perft", "--depth", "1", "--position", "nonsense"} << 2 << "malformed position";
        QTest::newRow("bench option") << QStringList{"bench", "--slow"} << 2 << "unknown option";
        QTest::newRow("unknown policy") << QStringList{"solve", "--label", "30", "--tt", "on", "--tt-policy", "lru"}
                                        << 2 << "unknown table policy 'lru'";
        QTest::newRow("policy parameter")
            << QStringList{"sweep", "--tt-policy", "default,wipe:0"} << 2 << "--tt-policy: wipe:";
        QTest::newRow("probability") << QStringList{"solve", "--label", "30", "--tt-policy", "probability:2"} << 2
                                     << "probability in (0, 1]";
        QTest::newRow("policy twice") << QStringList{"sweep", "--tt-policy", "exact,exact"} << 2 << "listed twice";
        QTest::newRow("solve policy list")
            << QStringList{"solve", "--label", "30", "--tt-policy", "exact,always"} << 2 << "one policy here";
        QTest::newRow("course has no hash")
            << QStringList{"solve", "--label", "30", "--tt", "on", "--tt-policy", "course", "--tt-hash", "xor"} << 2
            << "--tt-hash: the course policy";
        QTest::newRow("unknown hash") << QStringList{"bench", "--tt-hash", "md5"} << 2 << "unknown table hash 'md5'";
        QTest::newRow("entries and mib") << QStringList{"sweep", "--tt-entries", "1000", "--tt-mb", "4"} << 2
                                         << "give one of them";
        QTest::newRow("entries not a number")
            << QStringList{"solve", "--label", "30", "--tt-entries", "1k"} << 2 << "--tt-entries: '1k'";
        // Checked before anything is computed (issue 38: train-eval trained for 40 s first).
        QTest::newRow("train-eval empty out")
            << QStringList{"train-eval", "--out", ""} << 2 << "--out: the file name is empty";
        QTest::newRow("train-eval out in no folder")
            << QStringList{"train-eval", "--out", notADir} << 2 << "--out: cannot write '" + notADir + "': the folder";
        QTest::newRow("train-eval out a folder")
            << QStringList{"train-eval", "--out", QDir::tempPath()} << 2 << "it is a folder";
        QTest::newRow("train-eval empty labels")
            << QStringList{"train-eval", "--out", QDir::temp().filePath("w-4f1e.txt"), "--labels", ""} << 2
            << "--labels: the file name is empty";
        QTest::newRow("train-eval labels a device")
            << QStringList{"train-eval", "--out", QDir::temp().filePath("w-4f1e.txt"), "--labels", "/dev/zero"} << 2
            << "--labels: '/dev/zero' is not a regular file";
        QTest::newRow("train-eval 4x4") << QStringList{"train-eval", "--size", "4", "--out", "w.txt"} << 2
                                        << "6x6 and 8x8 only, not 4x4";
        QTest::newRow("train-eval 7x7") << QStringList{"train-eval", "--size", "7", "--out", "w.txt"} << 2
                                        << "not a board size";
        QTest::newRow("merge a device") << QStringList{"merge", "/dev/zero", "-o", QDir::temp().filePath("z-4f1e.csv")}
                                        << 1 << "merge: cannot read '/dev/zero': it is not a regular file";
        QTest::newRow("openings scoring with depth")
            << QStringList{"openings", "--size", "8", "--depth", "2", "--scoring", "empties", "--out", "o.txt"} << 2
            << "--scoring is for exact values";
    }
    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, mentions);
        const Run r = run(arguments);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.startsWith(kErrorPrefix), qPrintable(r.err));
        QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1, qPrintable(r.err)); // exactly one line
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliHelpAndErrors)
#include "tst_cli_help_errors.moc"
