// othello-lab-cli plan and merge: one job per combination, files joined, conflicts refused.

#include "CliRun.h"

using namespace othello;
using namespace othello::cli_test;

class TestCliPlanMerge : public QObject {
    Q_OBJECT
private slots:
    void mergeKeysFilePositions()
    {
        QTemporaryDir dir;
        const QString obf = writePositions(dir, "four.obf", {Board::start(4)});
        const QString a = dir.filePath("a.csv"), b = dir.filePath("b.csv"), pv = dir.filePath("pv.csv");
        QCOMPARE(run({"sweep", "--positions", obf, "--algorithms", "alphabeta", "--tt", "off", "--out", a}).code, 0);
        QCOMPARE(run({"sweep", "--positions", obf, "--scoring", "empties", "--algorithms", "alphabeta", "--tt", "off",
                      "--out", b})
                     .code,
                 0);
        QCOMPARE(
            run({"sweep", "--algorithms", "alphabeta", "--tt", "off", "--from", "34", "--to", "34", "--out", pv}).code,
            0);
        // Position 1 under two scoring rules and PV label 34: three searches, and a file merged
        // twice adds nothing.
        const QString out = dir.filePath("all.csv");
        const Run merged = run({"merge", a, b, pv, a, "-o", out});
        QCOMPARE(merged.code, 0);
        QVERIFY2(merged.out.contains("merged 3 searches from 4 files"), qPrintable(merged.out));
        const ResultsLoad load = loadResults(out);
        QCOMPARE(load.records.size(), std::size_t(3));
        QVERIFY(!load.records[0].isFilePosition()); // the PV first
        QCOMPARE(load.records[1].position, 1);
        QCOMPARE(load.records[2].position, 1);

        // The same position of the same file with another result is a conflict.
        ResultsLoad changed = loadResults(a);
        changed.records[0].generated += 1;
        const QString c = dir.filePath("c.csv");
        QVERIFY(saveResultsCsv(c, changed.records, nullptr));
        const Run conflict = run({"merge", a, c, "-o", dir.filePath("x.csv")});
        QCOMPARE(conflict.code, 1);
        QVERIFY2(conflict.err.contains(
                     "conflicting results for position 1 of four.obf (scoring discs), algorithm alphabeta"),
                 qPrintable(conflict.err));
    }

    void planPrintsOneSweepPerCombination()
    {
        const Run r = run({"plan", "--algorithms", "alphabeta,negascout", "--from", "30", "--to", "20", "--time-limit",
                           "5", "--out-dir", "my runs"});
        QCOMPARE(r.code, 0);
        const QStringList rows = lines(r.out);
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows[0],
                 QString("othello-lab-cli sweep --algorithms alphabeta --tt off --from 30 --to 20 "
                         "--time-limit 5 --tt-mb 64 --out 'my runs/alphabeta-tt-off.csv'"));
        QVERIFY(rows[3].contains("--algorithms negascout --tt on "));
    }

    // The course report's own table: one combination whatever the hashes (it keeps whole
    // positions), the report's counts at label 20, its statistics in the CSV and in solve's report.
    void courseTableOnTheCommandLine()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("course.csv");
        const Run sweep = run({"sweep", "--algorithms", "alphabeta", "--tt", "on", "--from", "21", "--to", "20",
                               "--tt-policy", "default,course", "--tt-hash", "mix,xor", "--out", csv});
        QCOMPARE(sweep.code, 0);
        const ResultsLoad load = loadResults(csv);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QCOMPARE(load.records.size(), std::size_t(2 * 3));
        int courseRows = 0;
        for (const ResultRecord& record : load.records) {
            QCOMPARE(record.value, std::optional<int>(-4));
            if (record.table.policy.kind != TablePolicyKind::Course)
                continue;
            ++courseRows;
            QCOMPARE(record.table.hash, TableHash::Mix);
            QVERIFY(record.tableStats.peakUsed > 0);
            if (record.label == 20) {
                QCOMPARE(record.expanded, 62422ULL);
                QCOMPARE(record.generated, 76622ULL);
            }
        }
        QCOMPARE(courseRows, 2);

        const Run plan = run({"plan", "--algorithms", "scout", "--tt", "on", "--tt-policy", "course,exact", "--tt-hash",
                              "xor", "--out-dir", "r"});
        QCOMPARE(plan.code, 0);
        QCOMPARE(lines(plan.out).size(), 2);
        QVERIFY2(plan.out.contains("--tt-policy course --out r/"), qPrintable(plan.out));

        const Run solve =
            run({"solve", "--label", "20", "--algorithm", "negamax", "--tt", "on", "--tt-policy", "course"});
        QCOMPARE(solve.code, 0);
        QVERIFY2(solve.out.contains("expanded   2777738\ngenerated  3358759\n"), qPrintable(solve.out));
        QVERIFY2(solve.out.contains("tt         course, 524290 entries"), qPrintable(solve.out));
        QVERIFY2(solve.out.contains("wipes 7)"), qPrintable(solve.out));
    }

    void planRunMergeOpen()
    {
        QTemporaryDir dir;
        const Run plan =
            run({"plan", "--from", "34", "--to", "30", "--time-limit", "30", "--tt-mb", "4", "--out-dir", dir.path()});
        QCOMPARE(plan.code, 0);
        QStringList files;
        for (const QString& line : lines(plan.out)) {
            QStringList words = line.split(' ');
            QCOMPARE(words.takeFirst(), QString("othello-lab-cli"));
            const Run job = run(words);
            QCOMPARE(job.code, 0);
            files << words.last();
        }
        QCOMPARE(files.size(), qsizetype(kAlgorithms.size() * 2));
        const QString merged = dir.filePath("all.csv");
        const Run merge = run(QStringList{"merge"} + files + QStringList{"-o", merged});
        QCOMPARE(merge.code, 0);
        QVERIFY2(merge.err.isEmpty(), qPrintable(merge.err));
        const ResultsLoad load = loadResults(merged);
        QVERIFY(load.problems.isEmpty());
        QCOMPARE(load.records.size(), std::size_t(5 * 2 * kAlgorithms.size()));
        for (const ResultRecord& record : load.records)
            QCOMPARE(record.value, std::optional<int>(-4));
        // Merging again with overlapping inputs (the merged file itself) changes nothing.
        const QString again = dir.filePath("again.json");
        QCOMPARE(run(QStringList{"merge", merged} + files + QStringList{"--out", again}).code, 0);
        QCOMPARE(loadResults(again).records, load.records);
    }

    void mergeRejectsConflicts()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath("a.csv"), b = dir.filePath("b.csv"), out = dir.filePath("out.csv");
        ResultRecord record;
        record.label = 30;
        record.ply = 29;
        record.algorithm = Algorithm::Scout;
        record.value = -4;
        record.generated = 20;
        QString error;
        QVERIFY(saveResultsCsv(a, {record}, &error));
        record.generated = 21;
        QVERIFY(saveResultsCsv(b, {record}, &error));
        const Run r = run({"merge", a, b, "-o", out});
        QCOMPARE(r.code, 1);
        QCOMPARE(lines(r.err).size(), 1);
        QVERIFY2(r.err.contains("conflicting results for label 30, algorithm scout, tt off"), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        QCOMPARE(run({"merge", a, "-o", out}).code, 0);
        QCOMPARE(run({"merge", "-o", out}).code, 2);                           // no inputs
        QCOMPARE(run({"merge", a}).code, 2);                                   // no output
        QCOMPARE(run({"merge", dir.filePath("none.csv"), "-o", out}).code, 1); // missing input
    }
};

QTEST_GUILESS_MAIN(TestCliPlanMerge)
#include "tst_cli_plan_merge.moc"
