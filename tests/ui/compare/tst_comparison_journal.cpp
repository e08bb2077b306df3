#include "compare/ComparisonJournal.h"
#include "support/TestRecords.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace othello;

// The crash journal's file life cycle: current.csv while running, renamed when a run ends,
// left behind (and then recoverable) when the program goes away mid-run.
class TestComparisonJournal : public QObject {
    Q_OBJECT
private slots:
    void completedRunIsRenamed()
    {
        QTemporaryDir dir;
        ComparisonJournal journal(dir.filePath(QStringLiteral("journal")));
        QString error;
        QVERIFY2(journal.begin(&error), qPrintable(error));
        QVERIFY(journal.isOpen());
        const auto records = test::climbRecords(Algorithm::Scout, true, 34, 31, 2);
        for (const ResultRecord& r : records)
            QVERIFY2(journal.record(r, &error), qPrintable(error));
        // Each line is on disk as soon as it is recorded.
        QCOMPARE(loadResults(journal.currentPath()).records, records);
        QVERIFY(!journal.hasInterrupted()); // our own open journal is not an interrupted one

        journal.finish(true);
        QVERIFY(!journal.isOpen());
        QVERIFY(!QFile::exists(journal.currentPath()));
        QCOMPARE(loadResults(QDir(journal.directory()).filePath(QStringLiteral("last-complete.csv"))).records, records);
    }

    void stoppedRunIsRenamedApart()
    {
        QTemporaryDir dir;
        ComparisonJournal journal(dir.path());
        QVERIFY(journal.begin(nullptr));
        journal.finish(false);
        QVERIFY(QFile::exists(QDir(dir.path()).filePath(QStringLiteral("last-stopped.csv"))));
        QVERIFY(!journal.hasInterrupted());
    }

    void abandonedRunIsRecoverable()
    {
        QTemporaryDir dir;
        const auto records = test::climbRecords(Algorithm::Negamax, false, 34, 30, 2);
        {
            ComparisonJournal running(dir.path());
            QVERIFY(running.begin(nullptr));
            for (const ResultRecord& r : records)
                QVERIFY(running.record(r, nullptr));
            // While it runs, another journal on the same folder sees no interrupted run.
            ComparisonJournal other(dir.path());
            QVERIFY(!other.hasInterrupted());
            QVERIFY(!other.begin(nullptr)); // and cannot take it over
        }                                   // destroyed mid-run

        ComparisonJournal later(dir.path());
        QVERIFY(later.hasInterrupted());
        const ResultsLoad load = later.loadInterrupted();
        QCOMPARE(load.records, records);
        QVERIFY(load.problems.isEmpty());
        later.setAsideInterrupted();
        QVERIFY(!later.hasInterrupted());
        QCOMPARE(loadResults(QDir(dir.path()).filePath(QStringLiteral("interrupted.csv"))).records, records);
    }

    void newRunSetsAnInterruptedOneAside()
    {
        QTemporaryDir dir;
        const auto old = test::climbRecords(Algorithm::AlphaBeta, false, 34, 33, 2);
        {
            ComparisonJournal crashed(dir.path());
            QVERIFY(crashed.begin(nullptr));
            QVERIFY(crashed.record(old.front(), nullptr));
        }
        ComparisonJournal journal(dir.path());
        QVERIFY(journal.begin(nullptr));
        QCOMPARE(loadResults(journal.currentPath()).records.size(), std::size_t(0)); // a fresh file
        QCOMPARE(loadResults(QDir(dir.path()).filePath(QStringLiteral("interrupted.csv"))).records.size(),
                 std::size_t(1));
    }

    void unwritableFolderIsAnError()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("plain-file"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        ComparisonJournal journal(QDir(file).filePath(QStringLiteral("journal"))); // below a file
        QString error;
        QVERIFY(!journal.begin(&error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!journal.record(test::climbRecords(Algorithm::Scout, false, 34, 34, 1).front(), &error));
    }
};

QTEST_MAIN(TestComparisonJournal)
#include "tst_comparison_journal.moc"
