// othello-lab-cli sweep: the results CSV, position files, timeouts, charts, Ctrl-C, table policies.

#include "CliRun.h"

using namespace othello;
using namespace othello::cli_test;

class TestCliSweep : public QObject {
    Q_OBJECT
private slots:
    void sweepWritesAndAppendsCsv()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("results.csv");
        const Run r = run({"sweep", "--from", "34", "--to", "30", "--time-limit", "30", "--tt-mb", "4", "--out", csv});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));

        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readLine(), (resultsCsvHeader() + '\n').toUtf8());
        QVERIFY(
            resultsCsvHeader().startsWith("label,ply,to_move,algorithm,tt,value,expanded,generated,seconds,status,"));
        file.close();
        ResultsLoad load = loadResults(csv);
        QVERIFY(load.readable);
        QVERIFY(load.problems.isEmpty());
        QCOMPARE(load.records.size(), std::size_t(5 * 2 * kAlgorithms.size()));
        for (const ResultRecord& record : load.records) {
            QCOMPARE(record.status, SearchStatus::Done);
            QCOMPARE(record.value, std::optional<int>(-4));
        }
        // One progress line per search: label, algorithm, tt, value, counts, seconds, status.
        const QRegularExpression progressLine(R"(^\s*(\d+) ([a-z]+)\s+(on|off)\s+-4\s+\d+\s+\d+\s+\d+\.\d{6}\s+done$)");
        qsizetype progressLines = 0;
        for (const QString& line : lines(r.out))
            progressLines += progressLine.match(line).hasMatch() ? 1 : 0;
        QCOMPARE(progressLines, qsizetype(5 * 2 * kAlgorithms.size()));

        // A second run appends below, under the same single header.
        const Run again = run({"sweep", "--algorithms", "scout", "--tt", "on", "--from", "29", "--to", "29", "--out",
                               csv, "--jobs", "2"});
        QCOMPARE(again.code, 0);
        load = loadResults(csv);
        QVERIFY(load.problems.isEmpty());
        QCOMPARE(load.records.size(), 5 * 2 * kAlgorithms.size() + 1);
        QCOMPARE(load.records.back().label, 29);
        QCOMPARE(load.records.back().algorithm, Algorithm::Scout);
        QVERIFY(load.records.back().tt);
    }

    void sweepOnAPositionFile()
    {
        QTemporaryDir dir;
        const std::vector<Board> positions = testing::randomPositionsWithEmpties(3, 10, 99u, 6);
        const QString obf = writePositions(dir, "six.obf", positions);
        const QString csv = dir.filePath("file.csv");
        FakeCharts charts;
        const Run r =
            run({"sweep", "--positions", obf, "--scoring", "empties", "--algorithms", "alphabeta,best", "--tt",
                 "off,on", "--time-limit", "60", "--tt-mb", "4", "--out", csv, "--charts", dir.filePath("charts")},
                charts.writer());
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY2(r.out.contains("3 positions of six.obf (6x6, scoring empties)"), qPrintable(r.out));
        QVERIFY(r.out.contains("  pos algorithm"));
        const ResultsLoad load = loadResults(csv);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QCOMPARE(load.records.size(), std::size_t(3 * 4));
        for (std::size_t i = 0; i < load.records.size(); ++i) {
            const ResultRecord& record = load.records[i];
            QCOMPARE(record.position, 1 + int(i / 4));
            QCOMPARE(record.source, std::string("six.obf"));
            QCOMPARE(record.scoring, ScoringRule::EmptiesToWinner);
            const Board& board = positions[std::size_t(record.position - 1)];
            QCOMPARE(record.board, toText(board));
            QCOMPARE(record.value, test::referenceValue(board, ScoringRule::EmptiesToWinner));
        }
        QCOMPARE(charts.calls, 1);
        QCOMPARE(charts.records, load.records);

        // The size check, and plan: one sweep of the same file per combination.
        QCOMPARE(run({"sweep", "--positions", obf, "--size", "8", "--out", csv}).code, 2);
        const Run plan = run({"plan", "--positions", obf, "--scoring", "empties", "--algorithms", "negascout", "--tt",
                              "on", "--out-dir", dir.path()});
        QCOMPARE(plan.code, 0);
        QCOMPARE(lines(plan.out).size(), 1);
        QVERIFY2(plan.out.contains("--positions " + obf + " --scoring empties"), qPrintable(plan.out));
        QVERIFY(!plan.out.contains("--from"));
    }

    void sweepOnAFileTriesEveryPositionAfterATimeout()
    {
        // FForum #40 times out for NegaScout in 0.1 s; the 8x8 position with 8 empties after it is
        // still searched (a PV climb would have stopped).
        QTemporaryDir dir;
        const Board late = testing::randomPositionsWithEmpties(1, 8, 5u, 8).front();
        const QString obf = writePositions(dir, "eight.obf", {std::get<Board>(parseBoard(kFForum40)), late});
        const QString csv = dir.filePath("eight.csv");
        const Run r = run({"sweep", "--positions", obf, "--scoring", "empties", "--algorithms", "negascout", "--tt",
                           "off", "--time-limit", "0.1", "--out", csv});
        QCOMPARE(r.code, 0);
        const ResultsLoad load = loadResults(csv);
        QCOMPARE(load.records.size(), std::size_t(2));
        QCOMPARE(load.records[0].position, 1);
        QCOMPARE(load.records[0].status, SearchStatus::Timeout);
        QCOMPARE(load.records[1].position, 2);
        QCOMPARE(load.records[1].status, SearchStatus::Done);
        QCOMPARE(load.records[1].value, test::referenceValue(late, ScoringRule::EmptiesToWinner));
    }

    void sweepPositionFileErrors()
    {
        QTemporaryDir dir;
        const QString good = writePositions(dir, "good.obf", {Board::start(6)});
        const QString mixed = writePositions(dir, "mixed.obf", {Board::start(6), Board::start(8)});
        const QString bad = dir.filePath("bad.obf");
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(toText(Board::start(6))) + "\nXXOO nonsense\n");
        file.close();
        const QString empty = writePositions(dir, "empty.obf", {});
        const QString out = dir.filePath("never.csv");
        const std::vector<std::pair<QStringList, QString>> cases{
            {{"sweep", "--positions", bad, "--out", out}, "bad.obf: line 2:"},
            {{"sweep", "--positions", dir.filePath("none.obf"), "--out", out}, "--positions: cannot read"},
            {{"sweep", "--positions", empty, "--out", out}, "holds no position"},
            {{"sweep", "--positions", mixed, "--out", out}, "position 2 is 8x8, not 6x6"},
            {{"sweep", "--positions", good, "--from", "30", "--out", out}, "do not apply to a position file"},
            {{"sweep", "--positions", good, "--scoring", "winner", "--out", out}, "--scoring: 'winner'"},
            {{"sweep", "--scoring", "empties", "--out", out}, "applies to --positions only"},
            {{"plan", "--positions", bad}, "line 2:"},
            {{"sweep", "--positions", "/dev/zero", "--out", out}, "/dev/zero is not a regular file"},
            {{"sweep", "--positions", dir.path(), "--out", out}, "is not a regular file"},
        };
        for (const auto& [arguments, mentions] : cases) {
            const Run r = run(arguments);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.startsWith(kErrorPrefix) && r.err.count('\n') == 1, qPrintable(r.err));
            QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
        }
        QVERIFY(!QFile::exists(out));
    }

    void sweepStopsCombinationsAtTheirFirstTimeout()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("limit.csv");
        const Run r =
            run({"sweep", "--algorithms", "negamax,negascout", "--tt", "off", "--time-limit", "0.05", "--out", csv});
        QCOMPARE(r.code, 0);
        const ResultsLoad load = loadResults(csv);
        int timeouts = 0;
        for (const ResultRecord& record : load.records)
            timeouts += record.status == SearchStatus::Timeout ? 1 : 0;
        QCOMPARE(timeouts, 2);
        QCOMPARE(load.records.back().status, SearchStatus::Timeout);
    }

    void sweepDrawsChartsAtTheEnd()
    {
        QTemporaryDir dir;
        FakeCharts charts;
        const QString chartsDir = dir.filePath("charts/run1");
        const Run r = run({"sweep", "--algorithms", "alphabeta", "--from", "34", "--to", "32", "--out",
                           dir.filePath("r.csv"), "--charts", chartsDir},
                          charts.writer());
        QCOMPARE(r.code, 0);
        QCOMPARE(charts.calls, 1);
        QCOMPARE(charts.directory, chartsDir);
        QCOMPARE(charts.records.size(), std::size_t(6));
        QCOMPARE(charts.formats, QStringList{"png"}); // the default
        QVERIFY(QFileInfo(chartsDir).isDir());        // made before the run, to fail early

        const Run vector = run({"sweep", "--algorithms", "alphabeta", "--from", "34", "--to", "34", "--out",
                                dir.filePath("v.csv"), "--charts", chartsDir, "--chart-format", "svg, PDF,png,svg"},
                               charts.writer());
        QCOMPARE(vector.code, 0);
        QCOMPARE(charts.formats, (QStringList{"svg", "pdf", "png"}));
        QCOMPARE(charts.request.size, QStringLiteral("two-column")); // the defaults: a report's figure
        QCOMPARE(charts.request.dpi, 300);
        QVERIFY(!charts.request.panels);
        const Run column =
            run({"sweep", "--algorithms", "alphabeta", "--from", "34", "--to", "34", "--out", dir.filePath("c.csv"),
                 "--charts", chartsDir, "--chart-size", "Column", "--chart-dpi", "600", "--chart-layout", "panels"},
                charts.writer());
        QCOMPARE(column.code, 0);
        QCOMPARE(charts.request.size, QStringLiteral("column"));
        QCOMPARE(charts.request.dpi, 600);
        QVERIFY(charts.request.panels);

        charts.succeed = false;
        const Run failed = run({"sweep", "--algorithms", "alphabeta", "--from", "34", "--to", "34", "--out",
                                dir.filePath("r.csv"), "--charts", chartsDir},
                               charts.writer());
        QCOMPARE(failed.code, 1);
        QCOMPARE(lines(failed.err).size(), 1);
        QVERIFY(failed.err.startsWith(kErrorPrefix));
        QVERIFY(failed.err.contains("the chart writer failed"));
        QCOMPARE(loadResults(dir.filePath("r.csv")).records.size(), std::size_t(8)); // rows kept
    }

    void ctrlCStopsASweepKeepingFinishedRows()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("interrupted.csv");
        // Ctrl-C once labels 34..20 are in the file (not after a fixed time: a busy machine may
        // not have finished them), while the sweep runs its event loop: negamax is then deep in
        // label 19, a search of a second or more.
        QTimer watch;
        QObject::connect(&watch, &QTimer::timeout, [&] {
            if (loadResults(csv).records.size() >= 15) {
                watch.stop();
                std::raise(SIGINT);
            }
        });
        watch.start(5);
        const Run r = run({"sweep", "--algorithms", "negamax", "--tt", "off", "--out", csv});
        QCOMPARE(r.code, 130);
        QVERIFY(r.out.contains("interrupted"));
        const ResultsLoad load = loadResults(csv);
        QVERIFY(load.problems.isEmpty());
        QVERIFY(load.records.size() >= 16); // labels 34..20 finished, 19 cancelled
        QCOMPARE(load.records.front().label, 34);
        QCOMPARE(load.records.back().status, SearchStatus::Cancelled);
    }

    // The whole distributed workflow on a small range: plan, run each printed job, merge, load.
    // The table laboratory on the command line: each policy x hash is its own combination, in the
    // CSV (tt_policy, tt_hash and the statistics), in plan's jobs and in solve's report.
    void tablePoliciesOnTheCommandLine()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("policies.csv");
        const Run sweep =
            run({"sweep", "--algorithms", "alphabeta,best", "--tt", "on", "--from", "24", "--to", "22", "--tt-policy",
                 "default,wipe:2000,exact", "--tt-hash", "mix,xor", "--tt-entries", "65536", "--out", csv});
        QCOMPARE(sweep.code, 0);
        QVERIFY2(sweep.err.isEmpty(), qPrintable(sweep.err));
        const ResultsLoad load = loadResults(csv);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QCOMPARE(load.records.size(), std::size_t(3 * (3 * 2 + 1))); // best: one table of its own
        QSet<QString> schemes;
        std::uint64_t xorCollisions = 0;
        for (const ResultRecord& record : load.records) {
            QCOMPARE(record.value, std::optional<int>(-4));
            if (record.algorithm == Algorithm::Best)
                continue;
            schemes.insert(QString::fromStdString(schemeText(record.table)));
            QCOMPARE(record.tableStats.capacity, 65536ULL);
            QCOMPARE(record.tableStats.hits() + record.tableStats.misses, record.tableStats.probes);
            QVERIFY(record.nodeTypes.pv > 0);
            if (record.table.policy.kind == TablePolicyKind::Wipe)
                QVERIFY(record.tableStats.peakUsed <= 2001);
            if (record.table.hash == TableHash::Mix)
                QCOMPARE(record.tableStats.collisions, 0ULL);
            else
                xorCollisions += record.tableStats.collisions;
        }
        QVERIFY(xorCollisions > 0);
        QCOMPARE(schemes,
                 (QSet<QString>{"default", "default/xor", "wipe:2000", "wipe:2000/xor", "exact", "exact/xor"}));
        QVERIFY(sweep.out.contains(" on wipe:2000/xor "));

        const Run plan = run({"plan", "--algorithms", "negascout", "--tt", "on", "--tt-policy",
                              "default,probability:0.5:7", "--tt-hash", "zobrist", "--out-dir", "r"});
        QCOMPARE(plan.code, 0);
        const QStringList jobs = lines(plan.out);
        QCOMPARE(jobs.size(), 2);
        QCOMPARE(jobs[1],
                 QString("othello-lab-cli sweep --algorithms negascout --tt on --from 34 --to 1 --time-limit 60 "
                         "--tt-mb 64 --tt-policy probability:0.5:7 --tt-hash zobrist "
                         "--out r/negascout-tt-on-probability_0.5_7-zobrist.csv"));

        const Run solve =
            run({"solve", "--label", "22", "--algorithm", "alphabeta", "--tt", "on", "--tt-policy", "store-all:100"});
        QCOMPARE(solve.code, 0);
        QVERIFY2(solve.out.contains("tt         store-all:100, "), qPrintable(solve.out));
        QVERIFY2(solve.out.contains("peak 100 entries (2400 bytes)"), qPrintable(solve.out));
        QVERIFY2(solve.out.contains("node types PV "), qPrintable(solve.out));
    }

    void refusesToAppendToAForeignFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("notes.csv");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("name,score\n");
        file.close();
        const Run r = run({"sweep", "--from", "34", "--to", "34", "--out", path});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("not a results file"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("name,score\n"));
    }
};

QTEST_GUILESS_MAIN(TestCliSweep)
#include "tst_cli_sweep.moc"
