// Fault tests on the real programs: killed with SIGKILL mid-run, writing to a disk that
// fills up, asked for more memory than there is, and reading damaged results files. In each
// case every finished result must survive and the problem must be one clear line.
#include "compare/ComparisonJournal.h"
#include "engine/table/MemoryBudget.h"
#include "results/ResultFiles.h"
#include "results/ResultReaders.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace othello;

namespace {

const QString kCli = QStringLiteral(OSL_CLI_PATH);
const QString kChild = QStringLiteral(OSL_CHILD_PATH);
const int kWaitMs = 60000;

// Reads the process's stdout line by line until `done` says so (or the process ends).
template <class Done> QStringList readLinesUntil(QProcess& process, Done done)
{
    QStringList lines;
    QByteArray pending;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < kWaitMs) {
        if (!process.waitForReadyRead(1000) && process.state() == QProcess::NotRunning)
            break;
        pending += process.readAllStandardOutput();
        qsizetype newline;
        while ((newline = pending.indexOf('\n')) >= 0) {
            lines.append(QString::fromUtf8(pending.left(newline)));
            pending.remove(0, newline + 1);
            if (done(lines))
                return lines;
        }
    }
    return lines;
}

// The rows of the sweep's table: "<label> <algorithm> <tt> <value> ...".
QStringList tableRows(const QStringList& lines)
{
    static const QRegularExpression row(QStringLiteral("^\\s*\\d+\\s+[a-z]+\\s+(on|off)\\s"));
    QStringList rows;
    for (const QString& line : lines)
        if (row.match(line).hasMatch())
            rows.append(line);
    return rows;
}

std::vector<ResultRecord> climb(int from, int to)
{
    std::vector<ResultRecord> records;
    for (int label = from; label >= to; --label) {
        ResultRecord r;
        r.label = label;
        r.ply = label - 1;
        r.toMove = label % 2 == 1 ? Color::Black : Color::White;
        r.algorithm = Algorithm::AlphaBeta;
        r.tt = label % 3 == 0;
        r.value = -4;
        r.expanded = std::uint64_t(1000 + label);
        r.generated = std::uint64_t(2000 + label);
        r.seconds = 0.125 * label;
        r.status = SearchStatus::Done;
        records.push_back(r);
    }
    return records;
}

} // namespace

class TestFaults : public QObject {
    Q_OBJECT
private slots:
    void killedSweepKeepsEveryFinishedSearch()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("killed.csv"));
        QProcess cli;
        cli.start(kCli, {"sweep", "--algorithms", "negamax", "--tt", "off", "--out", csv});
        QVERIFY(cli.waitForStarted());
        // Labels 34..20 take well under a second together; label 18 takes many seconds.
        const QStringList rows =
            tableRows(readLinesUntil(cli, [](const QStringList& l) { return tableRows(l).size() >= 15; }));
        QCOMPARE(rows.size(), 15);
        cli.kill(); // SIGKILL: no handler runs
        QVERIFY(cli.waitForFinished());
        QCOMPARE(cli.exitStatus(), QProcess::CrashExit);

        const ResultsLoad load = loadResults(csv);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QVERIFY(load.records.size() >= std::size_t(rows.size())); // printed after it was written
        for (std::size_t i = 0; i < load.records.size(); ++i) {
            QCOMPARE(load.records[i].label, 34 - int(i));
            QCOMPARE(load.records[i].status, SearchStatus::Done);
            QCOMPARE(load.records[i].value, -4);
        }
    }

    void sweepOnAFullDiskGoesOnInMemory()
    {
        // A file size limit makes writes fail the way a full disk does (EFBIG instead of
        // ENOSPC); SIGXFSZ is ignored so the write returns an error instead of killing.
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("full.csv"));
        QProcess cli;
        cli.start(QStringLiteral("/bin/sh"),
                  {"-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" \"$@\"", kCli, "sweep", "--algorithms",
                   "negamax,alphabeta", "--tt", "off", "--from", "34", "--to", "20", "--out", csv});
        QVERIFY(cli.waitForFinished(kWaitMs));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        const QStringList err = QString::fromUtf8(cli.readAllStandardError()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(cli.exitCode(), 1);
        QCOMPARE(tableRows(out.split('\n')).size(), 30); // the sweep went on to the end
        QCOMPARE(err.size(), 2);                         // a warning when it happened, an error at the end
        QVERIFY2(err[0].startsWith("othello-lab-cli: warning: --out:") && err[0].contains("goes on"),
                 qPrintable(err[0]));
        QVERIFY2(err[1].startsWith("othello-lab-cli: error: --out:") && err[1].contains("are not in the file"),
                 qPrintable(err[1]));

        // The file holds a prefix of the sweep, whole rows only: the row cut off by the limit was
        // cut off again.
        QVERIFY(QFile(csv).size() > 0 && QFile(csv).size() <= 1024); // ulimit -f counts 512- or 1024-byte blocks
        const ResultsLoad load = loadResults(csv);
        QVERIFY(load.readable);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        // The summary says how many are in the file, not that the results are there.
        QVERIFY2(out.contains(QString("30 searches finished; %1 of them in %2\n").arg(load.records.size()).arg(csv)),
                 qPrintable(out));
        // The header takes about 330 bytes and a record about 100 (with the table laboratory's columns).
        QVERIFY(load.records.size() >= 1);
        for (std::size_t i = 0; i < load.records.size(); ++i)
            QCOMPARE(load.records[i].status, SearchStatus::Done);
        QCOMPARE(load.records.front().label, 34);
    }

    void tableLargerThanMemoryIsRefused()
    {
        const std::uint64_t mib = 1024 * 1024;
        const std::size_t tooLarge = std::size_t(availableMemoryBytes() / mib) + 1;
        QVERIFY(!tableMemoryProblem(tooLarge).empty());
        QVERIFY(tableMemoryProblem(1).empty());
        if (tooLarge > 32768)
            QSKIP("this machine has more memory than the largest --tt-mb");
        QTemporaryDir dir;
        for (const QStringList& arguments :
             {QStringList{"solve", "--label", "30", "--tt", "on", "--tt-mb", QString::number(tooLarge)},
              QStringList{"sweep", "--tt", "on", "--tt-mb", QString::number(tooLarge), "--out", dir.filePath("t.csv")},
              QStringList{"bench", "--quick", "--tt-mb", QString::number(tooLarge)}}) {
            QProcess cli;
            cli.start(kCli, arguments);
            QVERIFY(cli.waitForFinished(kWaitMs));
            const QString err = QString::fromUtf8(cli.readAllStandardError());
            QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
            QCOMPARE(cli.exitCode(), 1);
            QVERIFY2(err.startsWith("othello-lab-cli: error: --tt-mb:") && err.count('\n') == 1, qPrintable(err));
            QVERIFY(err.contains("not fit in the memory available"));
        }
        QVERIFY(!QFile::exists(dir.filePath("t.csv"))); // refused before anything was written
    }

    void damagedFilesLoadWhatIsValid_data()
    {
        QTest::addColumn<bool>("json");
        QTest::addColumn<int>("cut");  // bytes removed from the end
        QTest::addColumn<int>("lost"); // records that cannot be read any more
        QTest::newRow("CSV, last line cut") << false << 7 << 1;
        QTest::newRow("JSON, cut in a record") << true << 40 << 1;
        QTest::newRow("JSON, cut after the records") << true << 12 << 0;
    }
    void damagedFilesLoadWhatIsValid()
    {
        QFETCH(bool, json);
        QFETCH(int, cut);
        QFETCH(int, lost);
        const std::vector<ResultRecord> records = climb(34, 25);
        QTemporaryDir dir;
        const QString path = dir.filePath(json ? "r.json" : "r.csv");
        QString error;
        QVERIFY(json ? saveResultsJson(path, records, &error) : saveResultsCsv(path, records, &error));
        QFile file(path);
        QVERIFY(file.resize(file.size() - cut));

        const ResultsLoad load = loadResults(path);
        QVERIFY(load.readable);
        QCOMPARE(load.problems.size(), 1);
        QCOMPARE(load.records.size(), records.size() - std::size_t(lost));
        QVERIFY(std::equal(load.records.begin(), load.records.end(), records.begin()));
    }

    void garbageAfterGoodRecordsIsReported()
    {
        const std::vector<ResultRecord> records = climb(34, 31);
        QByteArray csv = (resultsCsvHeader() + '\n').toUtf8();
        for (const ResultRecord& r : records)
            csv += (toCsvLine(r) + '\n').toUtf8();
        const char binary[] = "\x00\xff\xfe garbage,,,\n";
        csv += QByteArray(binary, sizeof binary - 1) + QByteArray(3000, 'x') + "\n";
        const ResultsLoad load = readResultsCsv(csv);
        QCOMPARE(load.records, records);
        QCOMPARE(load.problems.size(), 2);
    }

    void killedApplicationLeavesARecoverableJournal()
    {
        QTemporaryDir home;
        QProcess app;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("QT_QPA_PLATFORM", "offscreen");
        environment.insert("XDG_DATA_HOME", home.filePath("data"));
        environment.insert("XDG_CONFIG_HOME", home.filePath("config"));
        app.setProcessEnvironment(environment);
        app.start(kChild, {});
        QVERIFY(app.waitForStarted());
        int rows = 0;
        QString journalDirectory;
        readLinesUntil(app, [&](const QStringList& lines) {
            const QString& line = lines.last();
            if (line.startsWith("journal "))
                journalDirectory = line.mid(8);
            if (line.startsWith("rows "))
                rows = line.mid(5).toInt();
            return rows >= 15;
        });
        QVERIFY(rows >= 15);
        app.kill();
        QVERIFY(app.waitForFinished());
        QVERIFY(journalDirectory.startsWith(home.path()));

        // The killed program's lock is stale: the folder is ours, and it lists the run as still
        // going, with every search it finished.
        ComparisonJournal journal(journalDirectory);
        QString error;
        QVERIFY2(journal.open(&error), qPrintable(error));
        const std::vector<ComparisonJournal::KeptRun> kept = journal.keptRuns();
        QCOMPARE(kept.size(), std::size_t(1));
        QVERIFY(kept.front().running);
        QVERIFY(kept.front().unsaved);
        const ResultsLoad load = journal.loadRun(kept.front());
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QVERIFY(load.records.size() >= 15);
        for (std::size_t i = 0; i < load.records.size(); ++i) {
            QCOMPARE(load.records[i].label, 34 - int(i));
            QCOMPARE(load.records[i].status, SearchStatus::Done);
        }
    }
};

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
