// The output side of the file formats: the one atomic writer, CSV fields by RFC 4180, tournament
// files built from the games, and how merge tells a re-run from a conflict.
#include "engine/play/Tournament.h"
#include "results/CsvText.h"
#include "results/FileWrite.h"
#include "results/ResultFiles.h"
#include "results/ResultMerge.h"
#include "results/TournamentFiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace othello;

namespace {

QByteArray contentOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

ResultRecord finished(int label, std::uint64_t generated)
{
    ResultRecord r;
    r.label = label;
    r.ply = label - 1;
    r.algorithm = Algorithm::AlphaBeta;
    r.value = -4;
    r.expanded = generated / 2;
    r.generated = generated;
    r.seconds = 0.5;
    return r;
}

ResultRecord unfinished(int label, SearchStatus status, std::uint64_t generated)
{
    ResultRecord r = finished(label, generated);
    r.value.reset();
    r.status = status;
    return r;
}

// Injected failures of the atomic writer's last steps (FileWriteFaults): the whole content was
// written, then the sync or the close fails, as a full disk or a lost file server makes them.
int failingSync(int)
{
    errno = EIO;
    return -1;
}
int failingClose(int fd)
{
    ::close(fd);
    errno = ENOSPC;
    return -1;
}

} // namespace

class OutputFilesTest : public QObject {
    Q_OBJECT

private slots:
    void aWrittenFileHasExactlyTheContent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("a.csv");
        QString error;
        QVERIFY2(writeFileAtomically(path, "first\n", &error), qPrintable(error));
        QVERIFY2(writeFileAtomically(path, "second\n", &error), qPrintable(error));
        QCOMPARE(contentOf(path), QByteArray("second\n"));
        // Nothing is left beside it: the temporary file was renamed.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"a.csv"});
    }

    // The rename comes after the sync and the close succeeded: when either fails after a complete
    // write, the old file stays as it was, the temporary file goes, and the error names the file.
    void aSyncOrCloseFailingAfterACompleteWriteKeepsTheOldFile_data()
    {
        QTest::addColumn<bool>("sync");
        QTest::addColumn<QString>("reason");
        QTest::newRow("fsync fails") << true << QString::fromLocal8Bit(std::strerror(EIO));
        QTest::newRow("close fails") << false << QString::fromLocal8Bit(std::strerror(ENOSPC));
    }
    void aSyncOrCloseFailingAfterACompleteWriteKeepsTheOldFile()
    {
        QFETCH(bool, sync);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = dir.filePath("games.csv");
        QString error;
        QVERIFY(writeFileAtomically(path, "the old games\n", &error));
        FileWriteFaults faults;
        (sync ? faults.sync : faults.close) = sync ? failingSync : failingClose;
        setFileWriteFaultsForTesting(faults);
        const bool written = writeFileAtomically(path, "the new games, complete\n", &error);
        setFileWriteFaultsForTesting({});
        QVERIFY(!written);
        QCOMPARE(error, "cannot write '" + path + "': " + reason);
        QCOMPARE(contentOf(path), QByteArray("the old games\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"games.csv"});
        // And a new file is not made at all.
        const QString fresh = dir.filePath("new.csv");
        setFileWriteFaultsForTesting(faults);
        QVERIFY(!writeFileAtomically(fresh, "content\n", &error));
        setFileWriteFaultsForTesting({});
        QVERIFY(!QFile::exists(fresh));
        QVERIFY(writeFileAtomically(path, "the new games, complete\n", &error)); // no fault left behind
    }

    void aFailedWriteLeavesTheOldFileAndNamesIt_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("reason");
        QTest::newRow("full device") << "/dev/full"
                                     << "No space left on device";
        QTest::newRow("missing folder") << "missing/sub/r.csv"
                                        << "No such file or directory";
        QTest::newRow("a folder") << "."
                                  << "it is a folder";
    }
    void aFailedWriteLeavesTheOldFileAndNamesIt()
    {
        QFETCH(QString, target);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = target.startsWith('/') ? target : dir.filePath(target);
        QString error;
        QVERIFY(!writeFileAtomically(path, "content\n", &error));
        QCOMPARE(error, "cannot write '" + path + "': " + reason);
    }

    // A real full disk: a child process under a file-size limit (works without mounting), the
    // way a quota or a full partition stops a write after its first blocks.
    void aFullDiskLeavesTheOldFileUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("results.csv");
        const QByteArray old(3000, 'o');
        QVERIFY(writeFileAtomically(path, old, nullptr));
        const pid_t child = fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{1024, 1024};
            setrlimit(RLIMIT_FSIZE, &limit);
            QString error;
            const bool written = writeFileAtomically(path, QByteArray(5000, 'n'), &error);
            const bool namesIt = error == "cannot write '" + path + "': File too large";
            _exit(!written && namesIt ? 0 : 1);
        }
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
        QCOMPARE(contentOf(path), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"results.csv"});
    }

    void aFileKeepsItsModeAcrossAWrite()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("r.csv");
        QVERIFY(writeFileAtomically(path, "a\n", nullptr));
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        const QFileDevice::Permissions before = QFile::permissions(path);
        QVERIFY(!(before & QFileDevice::ReadOther));
        QVERIFY(writeFileAtomically(path, "b\n", nullptr));
        QCOMPARE(QFile::permissions(path), before);
    }

    void csvFieldsRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("plain") << "alphabeta";
        QTest::newRow("comma") << "a,b";
        QTest::newRow("quote") << "say \"hi\"";
        QTest::newRow("newline") << "two\nlines";
        QTest::newRow("carriage return") << "x\r\ny";
        QTest::newRow("edge spaces") << " pad ";
        QTest::newRow("empty") << "";
    }
    void csvFieldsRoundTrip()
    {
        QFETCH(QString, text);
        const QString line = csvLine({"1", text, "last"});
        const std::optional<QStringList> fields = csvFields(line);
        QVERIFY(fields);
        QCOMPARE(*fields, (QStringList{"1", text, "last"}));
        QCOMPARE(csvField("a,b"), QString("\"a,b\""));
        QCOMPARE(csvField("say \"hi\""), QString("\"say \"\"hi\"\"\""));
    }

    void malformedQuotingIsRefused()
    {
        QVERIFY(!csvFields("\"open,1"));
        QVERIFY(!csvFields("\"closed\"x,1"));
    }

    // A comma or a line break in a player's name used to shift every later column (CSV) and
    // every key (JSON, which was cut from the CSV line); a name that looks like a number became one.
    void awkwardPlayerNamesKeepTheirColumns()
    {
        std::vector<play::PlayerSpec> players(2);
        players[0].name = "ab,4\n\"deep\"";
        players[1].name = "42";
        play::GameResult game;
        game.pairing = {0, 1, 0};
        game.outcome.final = Board::start(6);
        game.outcome.margin = 3;
        game.outcome.black.nodes = 1234;
        game.outcome.white.seconds = 0.25;
        const QString csv = QString::fromUtf8(tournamentCsv({game}, players));
        const QString row = csv.mid(csv.indexOf('\n') + 1).chopped(1);
        // The reader works line by line; the row is one record of 14 fields once unquoted.
        const std::optional<QStringList> fields = csvFields(row);
        QVERIFY(fields);
        QCOMPARE(fields->size(), tournamentCsvColumns().size());
        QCOMPARE(fields->at(2), QString::fromStdString(players[0].name));
        QCOMPARE(fields->at(3), QString("42"));
        QCOMPARE(fields->at(6), QString("3"));

        const QJsonArray games = QJsonDocument::fromJson(tournamentJson({game}, players)).object()["games"].toArray();
        QCOMPARE(games.size(), 1);
        const QJsonObject object = games[0].toObject();
        QCOMPARE(object.keys().size(), tournamentCsvColumns().size());
        QCOMPARE(object["black"].toString(), QString::fromStdString(players[0].name));
        QVERIFY(object["white"].isString());
        QCOMPARE(object["white"].toString(), QString("42"));
        QCOMPARE(object["black_nodes"].toDouble(), 1234.0);
        QCOMPARE(object["white_seconds"].toDouble(), 0.25);
        QCOMPARE(object["margin"].toInt(), 3);
    }

    // Another program's CSV may quote any field.
    void aResultsFileWithQuotedFieldsReads()
    {
        const ResultRecord r = finished(30, 100);
        QStringList fields = *csvFields(toCsvLine(r));
        QString line;
        for (const QString& field : fields)
            line += (line.isEmpty() ? "\"" : ",\"") + field + "\"";
        QTemporaryDir dir;
        const QString path = dir.filePath("quoted.csv");
        QVERIFY(writeFileAtomically(path, (resultsCsvHeader() + "\n" + line + "\n").toUtf8(), nullptr));
        const ResultsLoad load = loadResults(path);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QCOMPARE(load.records, std::vector<ResultRecord>{r});
    }

    void mergeKeepsTheFirstOfSearchesEqualButForTime()
    {
        ResultMerge merge;
        ResultRecord first = finished(30, 100);
        ResultRecord rerun = first;
        rerun.seconds = 0.9;
        QVERIFY(!merge.add(first, "a.csv"));
        QVERIFY(!merge.add(rerun, "b.csv"));
        QVERIFY(!merge.add(rerun, "b.csv")); // a file a re-run appended to holds it twice
        QCOMPARE(merge.records(), std::vector<ResultRecord>{first});
        QCOMPARE(merge.duplicates(), 2);
        QCOMPARE(merge.superseded(), 0);
    }

    void mergePrefersFinishedThenTimedOutRows()
    {
        ResultMerge merge;
        const ResultRecord cancelled = unfinished(20, SearchStatus::Cancelled, 10);
        const ResultRecord timedOut = unfinished(20, SearchStatus::Timeout, 50);
        const ResultRecord done = finished(20, 90);
        QVERIFY(!merge.add(cancelled, "killed.csv"));
        QVERIFY(!merge.add(timedOut, "short-limit.csv"));
        QCOMPARE(merge.records(), std::vector<ResultRecord>{timedOut});
        QVERIFY(!merge.add(done, "rerun.csv"));
        QVERIFY(!merge.add(cancelled, "killed-again.csv"));
        QCOMPARE(merge.records(), std::vector<ResultRecord>{done});
        QCOMPARE(merge.superseded(), 3);
    }

    void mergeRefusesFinishedSearchesThatDisagree()
    {
        ResultMerge merge;
        QVERIFY(!merge.add(finished(30, 100), "a.csv"));
        const std::optional<QString> conflict = merge.add(finished(30, 101), "b.csv");
        QVERIFY(conflict);
        QVERIFY2(conflict->startsWith("conflicting results for label 30, algorithm alphabeta, tt off in 'a.csv' and "
                                      "'b.csv'"),
                 qPrintable(*conflict));
        ResultRecord otherValue = finished(30, 100);
        otherValue.value = 2;
        QVERIFY(merge.add(otherValue, "c.csv"));
    }

    // The table-size experiments: one policy at several sizes are different searches.
    void mergeKeepsTableSizesApart()
    {
        ResultMerge merge;
        ResultRecord small = finished(24, 500);
        small.tt = true;
        small.tableStats.capacity = 65536;
        ResultRecord large = small;
        large.tableStats.capacity = 1 << 22;
        large.generated = 400;
        QVERIFY(!merge.add(small, "small.csv"));
        QVERIFY(!merge.add(large, "large.csv"));
        QCOMPARE(merge.records().size(), std::size_t(2));
    }
};

QTEST_GUILESS_MAIN(OutputFilesTest)
#include "tst_output_files.moc"
