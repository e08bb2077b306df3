// No silent data loss, on the real program: every output checked (a full disk, /dev/full, a
// failing standard output), an existing file left as it was when a write fails, SIGTERM and
// SIGHUP handled as Ctrl-C, and the distributed-run recipe of docs/clusters.md (plan, run, kill,
// re-run, merge) working as written.
#include "results/ResultFiles.h"
#include "support/PollUntil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace othello;

namespace {

const QString kCli = QStringLiteral(OSL_CLI_PATH);
const int kWaitMs = 120000;

struct Finished {
    int code = -1;
    QString out;
    QStringList err;
};

// Runs the program to its end. `fileBlocks` > 0 runs it under `ulimit -f` (SIGXFSZ ignored), so
// a write past that size fails as on a full disk; `stdoutFile` replaces the standard output.
Finished runCli(const QStringList& arguments, int fileBlocks = 0, const QString& stdoutFile = {})
{
    QProcess cli;
    if (!stdoutFile.isEmpty())
        cli.setStandardOutputFile(stdoutFile);
    if (fileBlocks > 0)
        cli.start("/bin/sh",
                  QStringList{"-c", QString("trap '' XFSZ; ulimit -f %1; exec \"$0\" \"$@\"").arg(fileBlocks), kCli} +
                      arguments);
    else
        cli.start(kCli, arguments);
    Finished result;
    if (!cli.waitForFinished(kWaitMs) || cli.exitStatus() != QProcess::NormalExit)
        return result;
    result.code = cli.exitCode();
    result.out = QString::fromUtf8(cli.readAllStandardOutput());
    result.err = QString::fromUtf8(cli.readAllStandardError()).split('\n', Qt::SkipEmptyParts);
    return result;
}

QByteArray contentOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

// Whether process `pid` handles `signal` itself (Linux: the SigCgt mask of /proc/PID/status; a new
// program starts with none): the command is ready to stop cleanly.
bool catchesSignal(qint64 pid, int signal)
{
    QFile status(QString("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return false;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("SigCgt:"))
            return (line.mid(7).trimmed().toULongLong(nullptr, 16) >> (signal - 1)) & 1;
    return false;
}

// Every line the program wrote to stderr is its own (no Qt warnings leaking through).
bool onlyOwnLines(const QStringList& err)
{
    for (const QString& line : err)
        if (!line.startsWith("othello-lab-cli: "))
            return false;
    return true;
}

// The rows of the sweep's table: "<label> <algorithm> <tt> <value> ...".
int tableRows(const QString& text)
{
    static const QRegularExpression row("^\\s*\\d+\\s+[a-z]+\\s+(on|off)\\s", QRegularExpression::MultilineOption);
    int rows = 0;
    for (auto it = row.globalMatch(text); it.hasNext(); it.next())
        ++rows;
    return rows;
}

// Starts a long sweep and waits until it has printed `rows` rows.
bool startSweep(QProcess& cli, const QStringList& arguments, int rows)
{
    cli.start(kCli, arguments);
    if (!cli.waitForStarted())
        return false;
    QString out;
    while (tableRows(out) < rows) {
        if (!cli.waitForReadyRead(kWaitMs))
            return false;
        out += QString::fromUtf8(cli.readAllStandardOutput());
    }
    return true;
}

// A small tmpfs of our own, filled to the last byte; unmounted when it goes. Empty path: this
// machine does not let the test mount (not root, or no tmpfs in the container).
class FullDisk {
public:
    explicit FullDisk(const QString& folder, const QMap<QString, QByteArray>& files) : m_folder(folder)
    {
        if (!QDir().mkpath(folder) ||
            ::mount("tmpfs", QFile::encodeName(folder).constData(), "tmpfs", 0, "size=64k") != 0)
            return;
        m_mounted = true;
        for (auto it = files.begin(); it != files.end(); ++it) {
            QFile file(folder + "/" + it.key());
            if (!file.open(QIODevice::WriteOnly) || file.write(it.value()) != it.value().size())
                return;
        }
        QFile filler(folder + "/filler");
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return;
        const QByteArray block(4096, 'f');
        while (filler.write(block) > 0) { }
        const QByteArray byte(1, 'f');
        while (filler.write(byte) > 0) { }
        m_full = true;
    }
    ~FullDisk()
    {
        if (m_mounted)
            ::umount(QFile::encodeName(m_folder).constData());
    }
    bool isFull() const { return m_full; }

private:
    QString m_folder;
    bool m_mounted = false;
    bool m_full = false;
};

// A device like /dev/full (every write fails: no space left) of the test's own where it may make
// one: a writer that wrongly renamed a file over its target then replaces only this node,
// never the system's /dev/full.
QString fullDevice(const QTemporaryDir& dir)
{
    const QString node = dir.filePath("full");
    struct stat status { };
    if (::stat(QFile::encodeName(node).constData(), &status) == 0 && S_ISCHR(status.st_mode))
        return node;
    if (::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 7)) == 0)
        return node;
    return "/dev/full";
}

const QByteArray kPrecious = "precious results the failed write must not touch\n";

// The commands that write a file of their own, each with its option and the file's name.
struct FileCommand {
    QStringList arguments; // without the output option
    QString option;
};
QMap<QString, FileCommand> fileCommands()
{
    const QStringList players{
        "--player", "greedy",      "--player", "name=a,b:alphabeta:depth=1", "--player", "name=ns:negascout:depth=2",
        "--player", "best:depth=1"};
    return {
        {"tournament csv", {QStringList{"tournament"} + players, "--csv"}},
        {"tournament json", {QStringList{"tournament"} + players, "--json"}},
        {"depth-compare csv", {{"depth-compare", "--depth", "6", "--tt", "off,on"}, "--csv"}},
    };
}

} // namespace

class OutputSafetyTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_results; // 20 searches of a sweep, the input of the merge tests

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_results = m_dir.filePath("input.csv");
        const Finished sweep = runCli(
            {"sweep", "--algorithms", "alphabeta", "--tt", "off,on", "--from", "34", "--to", "25", "--out", m_results});
        QCOMPARE(sweep.code, 0);
        QCOMPARE(loadResults(m_results).records.size(), std::size_t(20));
    }

    void standardOutputErrorsFailTheCommand_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("plan") << QStringList{"plan", "--out-dir", "results"};
        QTest::newRow("pv") << QStringList{"pv"};
        QTest::newRow("perft") << QStringList{"perft", "--depth", "3"};
        QTest::newRow("solve") << QStringList{"solve", "--label", "30"};
        QTest::newRow("sweep") << QStringList{"sweep", "--from", "34", "--to", "33", "--out", "stdout-sweep.csv"};
        QTest::newRow("help") << QStringList{"help"};
    }
    void standardOutputErrorsFailTheCommand()
    {
        QFETCH(QStringList, arguments);
        QVERIFY(QDir::setCurrent(m_dir.path()));
        const Finished r = runCli(arguments, 0, fullDevice(m_dir));
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err,
                 QStringList{"othello-lab-cli: error: cannot write the standard output (disk full or output "
                             "closed?)"});
    }

    // /dev/stdout on a pipe is a link to "pipe:[…]": written through, not refused (issue 19).
    void mergeWritesThroughDevStdoutOnAPipe()
    {
        const Finished r = runCli({"merge", m_results, "-o", "/dev/stdout"});
        QVERIFY2(onlyOwnLines(r.err), qPrintable(r.err.join('\n')));
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.count('\n'), QString::fromUtf8(contentOf(m_results)).count('\n'));
        QVERIFY(r.out.startsWith("label,"));
    }

    // Without a desktop session (no XDG_RUNTIME_DIR), --charts prints nothing of Qt's own.
    void chartsWithoutASessionKeepStderrClean()
    {
        QTemporaryDir dir;
        QProcess cli;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove("XDG_RUNTIME_DIR");
        environment.remove("QT_QPA_PLATFORM");
        cli.setProcessEnvironment(environment);
        cli.start(kCli,
                  {"sweep", "--algorithms", "alphabeta", "--from", "34", "--to", "33", "--out", dir.filePath("r.csv"),
                   "--charts", dir.filePath("charts")});
        QVERIFY(cli.waitForFinished(kWaitMs));
        QCOMPARE(cli.exitCode(), 0);
        const QStringList err = QString::fromUtf8(cli.readAllStandardError()).split('\n', Qt::SkipEmptyParts);
        QVERIFY2(onlyOwnLines(err), qPrintable(err.join('\n')));
        QVERIFY(QFile::exists(dir.filePath("charts/nodes.png")));
    }

    void mergeOnAFullDiskKeepsTheOldFile_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("/dev/full") << "dev";
        QTest::newRow("file size limit") << "limit";
        QTest::newRow("full tmpfs") << "tmpfs";
    }
    void mergeOnAFullDiskKeepsTheOldFile()
    {
        QFETCH(QString, how);
        QTemporaryDir dir;
        QString out = dir.filePath("all.csv");
        std::unique_ptr<FullDisk> disk;
        Finished r;
        if (how == "dev") {
            out = fullDevice(dir);
            r = runCli({"merge", m_results, "-o", out});
        } else if (how == "limit") {
            QFile::copy(m_results, out); // an earlier merge, bigger than the limit
            r = runCli({"merge", m_results, "-o", out}, 1);
        } else {
            out = dir.filePath("disk/all.csv");
            disk = std::make_unique<FullDisk>(dir.filePath("disk"), QMap<QString, QByteArray>{{"all.csv", kPrecious}});
            if (!disk->isFull())
                QSKIP("cannot mount a tmpfs here; the file size limit row covers a full disk");
            r = runCli({"merge", m_results, "-o", out});
        }
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err.size(), 1);
        QVERIFY2(r.err[0].startsWith("othello-lab-cli: error: merge: cannot write '" + out + "': "),
                 qPrintable(r.err[0]));
        if (how == "limit")
            QCOMPARE(contentOf(out), contentOf(m_results));
        if (how == "tmpfs") {
            QCOMPARE(contentOf(out), kPrecious);
            QCOMPARE(QDir(dir.filePath("disk")).entryList(QDir::Files | QDir::Hidden),
                     (QStringList{"all.csv", "filler"}));
        }
    }

    void filesWrittenAsGamesFinishAreChecked_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("how");
        for (const QString& command : fileCommands().keys()) {
            QTest::newRow(qPrintable(command + ", /dev/full")) << command << "dev";
            QTest::newRow(qPrintable(command + ", file size limit")) << command << "limit";
            QTest::newRow(qPrintable(command + ", full tmpfs")) << command << "tmpfs";
        }
    }
    void filesWrittenAsGamesFinishAreChecked()
    {
        QFETCH(QString, command);
        QFETCH(QString, how);
        const FileCommand fileCommand = fileCommands().value(command);
        QTemporaryDir dir;
        QString out = dir.filePath("games.out");
        std::unique_ptr<FullDisk> disk;
        int blocks = 0;
        if (how == "dev") {
            out = fullDevice(dir);
        } else if (how == "limit") {
            // 1 KiB; the tournament JSON, with its standings, is larger from the first game on:
            // 16 KiB let a few complete versions be written before one does not fit.
            blocks = command == "tournament json" ? 16 : 1;
        } else {
            out = dir.filePath("disk/games.out");
            disk =
                std::make_unique<FullDisk>(dir.filePath("disk"), QMap<QString, QByteArray>{{"games.out", kPrecious}});
            if (!disk->isFull())
                QSKIP("cannot mount a tmpfs here; the file size limit rows cover a full disk");
        }
        const Finished r = runCli(fileCommand.arguments + QStringList{fileCommand.option, out}, blocks);
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err.size(), 1);
        QVERIFY2(
            r.err[0].startsWith("othello-lab-cli: error: " + fileCommand.option + ": cannot write '" + out + "': "),
            qPrintable(r.err[0]));
        // The old file was not truncated when the command started: it is replaced only by a
        // complete newer version, never by an empty or half-written one.
        if (how == "tmpfs")
            QCOMPARE(contentOf(out), kPrecious);
        if (how == "limit")
            QVERIFY(contentOf(out).endsWith(fileCommand.option == "--json" ? "}\n" : "\n")); // the JSON is an object
    }

    void aStoppedRunKeepsTheOldFile()
    {
        // Stopped before its first game: the games file of an earlier tournament stays.
        QTemporaryDir dir;
        const QString csv = dir.filePath("games.csv");
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(kPrecious) == kPrecious.size());
        file.close();
        QProcess cli;
        cli.start(kCli, {"tournament", "--player", "best:depth=14", "--player", "name=b2:best:depth=14", "--csv", csv});
        QVERIFY(cli.waitForStarted());
        // Stopped once it handles SIGTERM itself (its first game takes far longer).
        QVERIFY(test::pollUntil([&cli] { return catchesSignal(cli.processId(), SIGTERM); }, 10000));
        cli.terminate();
        QVERIFY(cli.waitForFinished(kWaitMs));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 128 + SIGTERM);
        QCOMPARE(contentOf(csv), kPrecious);
    }

    void terminationSignalsStopASweepLikeCtrlC_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<bool>("twice");
        QTest::newRow("SIGTERM") << SIGTERM << false;
        QTest::newRow("SIGHUP") << SIGHUP << false;
        QTest::newRow("SIGINT") << SIGINT << false;
        // GNU timeout signals the command, then its whole group: the same request twice at once.
        QTest::newRow("SIGTERM twice at once") << SIGTERM << true;
    }
    void terminationSignalsStopASweepLikeCtrlC()
    {
        QFETCH(int, signal);
        QFETCH(bool, twice);
        QTemporaryDir dir;
        const QString csv = dir.filePath("stopped.csv");
        QProcess cli;
        // Labels 34..20 take well under a second together; label 18 takes many seconds.
        QVERIFY(startSweep(cli, {"sweep", "--algorithms", "negamax", "--tt", "off", "--out", csv}, 15));
        ::kill(static_cast<pid_t>(cli.processId()), signal);
        if (twice)
            ::kill(static_cast<pid_t>(cli.processId()), signal);
        QVERIFY(cli.waitForFinished(kWaitMs));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 128 + signal);
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(out.contains("interrupted: the finished searches are kept"), qPrintable(out));
        const ResultsLoad load = loadResults(csv);
        QVERIFY(load.problems.isEmpty());
        QVERIFY(load.records.size() >= 16);
        QCOMPARE(load.records.back().status, SearchStatus::Cancelled); // the search in flight
    }

    // A depth comparison stopped by a signal keeps its rows, records the search in flight as
    // cancelled (in the table and the CSV), prints its summary, and exits with 128 + the signal.
    void aStoppedDepthComparisonRecordsTheSearchInFlight()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("depths.csv");
        QProcess cli;
        // Negamax to depth 12 on 8x8: depths 1..6 come at once, the deep ones take minutes.
        cli.start(kCli, {"depth-compare", "--size", "8", "--depth", "12", "--algorithms", "negamax", "--csv", csv});
        QVERIFY(cli.waitForStarted());
        QString out;
        while (!out.contains(QRegularExpression("\\n\\s+1\\s+5 negamax"))) {
            QVERIFY(cli.waitForReadyRead(kWaitMs));
            out += QString::fromUtf8(cli.readAllStandardOutput());
        }
        ::kill(static_cast<pid_t>(cli.processId()), SIGINT);
        QVERIFY(cli.waitForFinished(kWaitMs));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 128 + SIGINT);
        out += QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(out.contains(QRegularExpression("\\n\\s+1\\s+\\d+ negamax\\s+off\\s+-\\s+-\\s+[0-9.]+  cancelled\\n")),
                 qPrintable(out));
        QVERIFY2(out.contains(QRegularExpression("\\n\\d+ searches finished; rows in ")), qPrintable(out));
        QVERIFY2(out.endsWith("interrupted: the finished searches are kept, the one in flight is recorded as "
                              "cancelled\n"),
                 qPrintable(out));
        const QStringList rows = QString::fromUtf8(contentOf(csv)).split('\n', Qt::SkipEmptyParts);
        QVERIFY(rows.size() >= 7); // the header, depths 1..5 at least, the cancelled one
        QVERIFY2(rows.last().endsWith(",cancelled") && rows.last().contains(",negamax,off,,,,"),
                 qPrintable(rows.last()));
        for (qsizetype i = 1; i + 1 < rows.size(); ++i)
            QVERIFY2(rows[i].endsWith(",done"), qPrintable(rows[i]));
    }

    // Interrupted, openings never replaces an existing file (a complete set) by a part of one:
    // what it found goes beside it, as FILE.incomplete, or nowhere when it found nothing.
    void anInterruptedOpeningsRunKeepsTheExistingFile()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("openings.txt");
        QFile file(out);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(kPrecious) == kPrecious.size());
        file.close();
        QProcess cli;
        // Every 6x6 position 8 plies deep, solved exactly: many minutes.
        cli.start(kCli, {"openings", "--size", "6", "--plies", "8", "--max-value", "0", "--out", out});
        QVERIFY(cli.waitForStarted());
        QVERIFY(test::pollUntil([&cli] { return catchesSignal(cli.processId(), SIGINT); }, 10000));
        ::kill(static_cast<pid_t>(cli.processId()), SIGINT);
        QVERIFY(cli.waitForFinished(kWaitMs));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 128 + SIGINT);
        const QString printed = QString::fromUtf8(cli.readAllStandardOutput());
        QCOMPARE(contentOf(out), kPrecious);
        QVERIFY2(printed.contains("'" + out + "' is as it was"), qPrintable(printed));
        if (QFile::exists(out + ".incomplete"))
            QVERIFY(contentOf(out + ".incomplete").contains("INCOMPLETE"));
        else
            QVERIFY2(printed.contains("nothing written"), qPrintable(printed));
    }

    // Charts go through the atomic writer too (issue 38: SVG and PDF were written in place, and a
    // full disk left a fragment and "charts written"): an existing chart stays whole and the
    // command fails.
    void chartsOnAFullDiskKeepTheOldOnes_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<QString>("format");
        for (const QString format : {"svg", "png", "pdf"}) {
            QTest::newRow(qPrintable(format + ", file size limit")) << "limit" << format;
            QTest::newRow(qPrintable(format + ", full tmpfs")) << "tmpfs" << format;
        }
    }
    void chartsOnAFullDiskKeepTheOldOnes()
    {
        QFETCH(QString, how);
        QFETCH(QString, format);
        QTemporaryDir dir;
        QString charts = dir.filePath("charts");
        std::unique_ptr<FullDisk> disk;
        int blocks = 0;
        if (how == "limit") {
            QVERIFY(QDir().mkpath(charts));
            QFile old(charts + "/nodes." + format);
            QVERIFY(old.open(QIODevice::WriteOnly) && old.write(kPrecious) == kPrecious.size());
            blocks = 4; // the CSV of two searches fits, no chart does
        } else {
            charts = dir.filePath("disk");
            disk = std::make_unique<FullDisk>(charts, QMap<QString, QByteArray>{{"nodes." + format, kPrecious}});
            if (!disk->isFull())
                QSKIP("cannot mount a tmpfs here; the file size limit rows cover a full disk");
        }
        const Finished r = runCli({"sweep", "--algorithms", "alphabeta", "--tt", "off", "--from", "34", "--to", "33",
                                   "--out", dir.filePath("r.csv"), "--charts", charts, "--chart-format", format},
                                  blocks);
        QCOMPARE(r.code, 1);
        QVERIFY2(!r.out.contains("charts written"), qPrintable(r.out));
        QCOMPARE(r.err.size(), 1);
        QVERIFY2(r.err[0].startsWith("othello-lab-cli: error: --charts: Cannot write ") &&
                     r.err[0].contains("nodes." + format),
                 qPrintable(r.err[0]));
        QCOMPARE(contentOf(charts + "/nodes." + format), kPrecious);
        QStringList left = QDir(charts).entryList(QDir::Files | QDir::Hidden);
        left.removeAll("filler");
        QCOMPARE(left, QStringList{"nodes." + format}); // no temporary file left behind
    }

    // sweep --out appends: on a full disk a row is cut off again rather than left half written,
    // a new file that never got its header is removed, and the summary says what is in the file.
    void aSweepOnAFullDiskLeavesNoPartOfARow()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("r.csv");
        // 1 KiB: the header and a few rows fit, then a row does not.
        const Finished r = runCli(
            {"sweep", "--algorithms", "alphabeta", "--tt", "off", "--from", "34", "--to", "25", "--out", csv}, 1);
        QCOMPARE(r.code, 1);
        const QByteArray content = contentOf(csv);
        QVERIFY(content.endsWith('\n'));
        const ResultsLoad load = loadResults(csv);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QVERIFY(!load.records.empty() && load.records.size() < 10);
        QVERIFY2(r.out.contains(QString("10 searches finished; %1 of them in %2\n").arg(load.records.size()).arg(csv)),
                 qPrintable(r.out));
        QVERIFY2(!r.out.contains("results in"), qPrintable(r.out));
    }
    void aNewSweepFileThatNeverGotItsHeaderIsRemoved()
    {
        QTemporaryDir dir;
        const FullDisk disk(dir.filePath("disk"), {});
        if (!disk.isFull())
            QSKIP("cannot mount a tmpfs here");
        const QString csv = dir.filePath("disk/new.csv");
        const Finished r = runCli({"sweep", "--from", "34", "--to", "34", "--out", csv});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err.size(), 1);
        QVERIFY2(r.err[0].startsWith("othello-lab-cli: error: --out: cannot write '" + csv + "': "),
                 qPrintable(r.err[0]));
        QVERIFY(!QFile::exists(csv));
    }
    // A device takes the rows as they come, and Qt says nothing of seeking it.
    void aSweepIntoDevNullIsQuiet()
    {
        const Finished r =
            runCli({"sweep", "--algorithms", "alphabeta", "--from", "34", "--to", "33", "--out", "/dev/null"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err.join('\n')));
        QVERIFY2(r.out.contains("4 searches finished; results in /dev/null"), qPrintable(r.out));
    }

    // bench is a long command too: a signal stops the search in flight (the plain reference
    // included) and keeps what was printed.
    void terminationSignalsStopABench_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("SIGTERM") << SIGTERM << QStringList{"bench", "--algorithms", "negamax"};
        QTest::newRow("SIGHUP, suite") << SIGHUP << QStringList{"bench", "--suite", "suite.obf"};
    }
    void terminationSignalsStopABench()
    {
        QFETCH(int, signal);
        QFETCH(QStringList, arguments);
        QTemporaryDir dir;
        QFile suite(dir.filePath("suite.obf")); // FForum #40 to #42: seconds each, never all done by the signal
        QVERIFY(suite.open(QIODevice::WriteOnly));
        suite.write("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38;\n"
                    "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X; H4:+0;\n"
                    "--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X; G2:+6;\n");
        suite.close();
        QProcess cli;
        cli.setWorkingDirectory(dir.path());
        cli.start(kCli, arguments);
        QVERIFY(cli.waitForStarted());
        QString out;
        while (!out.contains("algorithm ")) { // the table's header: the measuring has begun
            QVERIFY(cli.waitForReadyRead(kWaitMs));
            out += QString::fromUtf8(cli.readAllStandardOutput());
        }
        ::kill(static_cast<pid_t>(cli.processId()), signal);
        QVERIFY(cli.waitForFinished(kWaitMs));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 128 + signal);
        out += QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(out.endsWith("interrupted: the rows above were measured\n"), qPrintable(out));
    }

    // docs/clusters.md, "Sweeps bigger than one machine": plan, run the jobs, kill two of them
    // (SIGKILL, SIGTERM), run their lines again into the same files, merge. Every search comes out
    // once.
    void theDistributedRunRecipeWorks()
    {
        QTemporaryDir dir;
        QVERIFY(QDir::setCurrent(dir.path()));
        QVERIFY(QDir().mkpath("results"));
        const Finished plan = runCli({"plan", "--algorithms", "negamax,alphabeta", "--tt", "off,on", "--time-limit",
                                      "0.5", "--out-dir", "results"},
                                     0, dir.filePath("jobs.txt"));
        QCOMPARE(plan.code, 0);
        const QStringList jobs = QString::fromUtf8(contentOf("jobs.txt")).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(jobs.size(), 4);
        for (int i = 0; i < jobs.size(); ++i) {
            QStringList words = jobs[i].split(' ', Qt::SkipEmptyParts);
            QCOMPARE(words.takeFirst(), QString("othello-lab-cli"));
            if (i < 2) {
                // Killed part-way: negamax climbs labels 34..20 in well under a second.
                QProcess cli;
                QVERIFY(startSweep(cli, words, 10));
                if (i == 0)
                    cli.kill();
                else
                    cli.terminate();
                QVERIFY(cli.waitForFinished(kWaitMs));
            }
            const Finished job = runCli(words);
            QCOMPARE(job.code, 0);
            QVERIFY2(onlyOwnLines(job.err), qPrintable(job.err.join('\n')));
        }
        const QStringList files = QDir("results").entryList({"*.csv"}, QDir::Files);
        QCOMPARE(files.size(), 4);
        QStringList inputs;
        for (const QString& file : files)
            inputs << "results/" + file;
        const Finished merge = runCli(QStringList{"merge"} + inputs + QStringList{"-o", "all.csv"});
        QCOMPARE(merge.code, 0);
        QVERIFY2(onlyOwnLines(merge.err), qPrintable(merge.err.join('\n')));
        QVERIFY2(merge.out.contains("duplicates dropped"), qPrintable(merge.out));
        const ResultsLoad all = loadResults("all.csv");
        QVERIFY(all.problems.isEmpty());
        QSet<QString> searches;
        for (const ResultRecord& r : all.records) {
            QVERIFY2(r.status != SearchStatus::Cancelled, qPrintable(toCsvLine(r)));
            const QString key = QString("%1 %2 %3").arg(r.label).arg(int(r.algorithm)).arg(r.tt);
            QVERIFY2(!searches.contains(key), qPrintable(key));
            searches.insert(key);
            if (r.status == SearchStatus::Done)
                QCOMPARE(r.value, std::optional<int>(-4));
        }
        // Every combination climbed at least to label 25 (alpha-beta much further).
        QVERIFY(all.records.size() >= 4 * 10);
        // A file a re-run appended to merges with itself, and the merged file with its inputs.
        QCOMPARE(runCli({"merge", inputs[0], inputs[0], "-o", "self.csv"}).code, 0);
        QCOMPARE(runCli(QStringList{"merge", "all.csv"} + inputs + QStringList{"-o", "again.csv"}).code, 0);
        QCOMPARE(loadResults("again.csv").records, all.records);
    }
};

QTEST_GUILESS_MAIN(OutputSafetyTest)
#include "tst_output_safety.moc"
