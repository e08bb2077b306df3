#include "compare/ComparisonJournal.h"
#include "support/TestRecords.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace othello;

// The journal keeps the Compare tab's runs across launches: a file of records per run, written
// search by search while it runs, and the list of runs with their names and states.
class TestComparisonJournal : public QObject {
    Q_OBJECT
private slots:
    void aRunIsWrittenSearchBySearch()
    {
        QTemporaryDir dir;
        ComparisonJournal journal(dir.filePath(QStringLiteral("journal")));
        QString error;
        QVERIFY2(journal.open(&error), qPrintable(error));
        QVERIFY(journal.isKeeping());
        const QString file = journal.newRunFile();
        QCOMPARE(file, QStringLiteral("run-1.csv"));
        QVERIFY2(journal.begin(file, &error), qPrintable(error));
        QVERIFY(journal.isOpen());
        const auto records = test::climbRecords(Algorithm::Scout, true, 34, 31, 2);
        for (const ResultRecord& r : records) {
            QVERIFY2(journal.record(r, &error), qPrintable(error));
            // Each line is on disk as soon as it is recorded.
            QCOMPARE(loadResults(journal.pathOf(file)).records.back(), r);
        }
        journal.finish();
        QVERIFY(!journal.isOpen());
        QCOMPARE(loadResults(journal.pathOf(file)).records, records);
        QCOMPARE(journal.newRunFile(), QStringLiteral("run-2.csv")); // never one in use
    }

    void theListOfRunsComesBack()
    {
        QTemporaryDir dir;
        const std::vector<ComparisonJournal::KeptRun> runs{
            {QStringLiteral("run-1.csv"), QStringLiteral("Run 1"), true, true, QString(), false, {}, {}},
            {QStringLiteral("run-2.csv"),
             QStringLiteral("fforum “40”.csv"),
             false,
             false,
             QStringLiteral("/home/me/fforum.csv"),
             false,
             // A checked run's verdicts, and a run of the lab's searches for checks.
             QJsonObject{{QStringLiteral("log"), QStringLiteral("/home/me/alice.txt")}},
             {}},
            {QStringLiteral("run-3.csv"),
             QStringLiteral("Run 3"),
             true,
             true,
             QString(),
             true,
             {},
             QStringLiteral("alphabeta tt course/mix")}};
        {
            ComparisonJournal journal(dir.path());
            QVERIFY(journal.open(nullptr));
            QVERIFY(journal.keep(runs));
            QVERIFY(journal.writeRun(QStringLiteral("run-1.csv"),
                                     test::climbRecords(Algorithm::Negamax, false, 34, 33, 2), nullptr));
            QCOMPARE(journal.unsavedRunPath(), journal.pathOf(QStringLiteral("run-1.csv")));
        }
        ComparisonJournal later(dir.path());
        QVERIFY(later.open(nullptr));
        QCOMPARE(later.keptRuns(), runs);
        QCOMPARE(later.loadRun(runs[0]).records.size(), std::size_t(2));
        later.removeRunFile(QStringLiteral("run-1.csv"));
        QVERIFY(!QFile::exists(later.pathOf(QStringLiteral("run-1.csv"))));
        QVERIFY(later.unsavedRunPath().isEmpty()); // run 3 has no file
    }

    // One instance keeps the folder: another one runs in memory, and never takes the list over.
    void oneInstanceKeepsTheRuns()
    {
        QTemporaryDir dir;
        ComparisonJournal first(dir.path());
        QVERIFY(first.open(nullptr));
        ComparisonJournal second(dir.path());
        QString error;
        QVERIFY(!second.open(&error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!second.isKeeping());
        QVERIFY(!second.keep({}));
        QVERIFY(!second.begin(second.newRunFile(), nullptr));
    }

    // A list naming a file outside the folder is not followed.
    void aListNamesOnlyItsOwnFiles()
    {
        QTemporaryDir dir;
        QFile list(QDir(dir.path()).filePath(QStringLiteral("runs.json")));
        QVERIFY(list.open(QIODevice::WriteOnly));
        list.write(R"({"runs": [{"file": "../../etc/passwd", "name": "x"}, {"file": "run-7.csv", "name": "y"}]})");
        list.close();
        ComparisonJournal journal(dir.path());
        QVERIFY(journal.open(nullptr));
        QCOMPARE(journal.keptRuns().size(), std::size_t(1));
        QCOMPARE(journal.keptRuns().front().name, QStringLiteral("y"));
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
        QVERIFY(!journal.open(&error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!journal.record(test::climbRecords(Algorithm::Scout, false, 34, 34, 1).front(), &error));
    }
};

QTEST_MAIN(TestComparisonJournal)
#include "tst_comparison_journal.moc"
