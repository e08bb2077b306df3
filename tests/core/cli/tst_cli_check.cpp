// othello-lab-cli check: students' own implementations of the course's searches
// (students/student_search.cpp, one program per mistake) are checked by their output. The correct
// ones pass, log and trace, every search with and without the course's table, in every view and
// square naming; each mistaken one is named at the line and the call where it first shows — the
// same the program finds by comparing its own correct and mistaken output — with the kind of
// difference and the hint a student needs. The log's variants are read, results files are
// checked, and bad input is one error line with exit status 2.

#include "CliRun.h"
#include "engine/trace/CountCheck.h"
#include "results/CheckInput.h"
#include "support/ProgramRun.h"

#include <QDir>
#include <QStringEncoder>

using namespace othello;
using namespace othello::cli_test;

namespace {

struct Student {
    QString mistake;
    QStringList arguments;
};

QString runStudent(const Student& student)
{
    const test::Finished finished =
        test::runProgram(QString(OSL_STUDENTS_DIR) + "/student_" + student.mistake, student.arguments);
    if (finished.code != 0)
        qFatal("student_%s failed: %s", qPrintable(student.mistake), qPrintable(finished.err));
    return finished.out;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QString& text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text.toUtf8());
    return path;
}

QString lineStartingWith(const QString& text, const QString& start)
{
    for (const QString& line : lines(text))
        if (line.startsWith(start))
            return line;
    return {};
}

// What the program says of its own mistake: "label 27", or "path f1 e1 e5" and "line 184".
QString expected(const QString& mistake, const QStringList& arguments, const QString& field)
{
    const QString said = runStudent({mistake, arguments});
    const QString line = lineStartingWith(said, field + " ");
    return line.isEmpty() ? said.trimmed() : line.mid(field.size() + 1);
}

const char* const kCorrectLog =
    "Algorithm: Negamax (alpha-beta version)\n"
    "Moving along PV:\n"
    "34. White moves: value=-4, #expanded=0, #generated=1, seconds=0, #generated/second=inf\n"
    "33. Black moves: value=-4, #expanded=1, #generated=2, seconds=1e-06\n"
    "32. White moves: value=-4, #expanded=3, #generated=5\n";

} // namespace

class TestCliCheck : public QObject {
    Q_OBJECT
private slots:
    void correctLogsAgreeOnEveryLine_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("tt");
        for (const char* algorithm : {"negamax", "alphabeta", "scout", "negascout"})
            for (const char* tt : {"off", "on"})
                QTest::addRow("%s, tt %s", algorithm, tt) << algorithm << tt;
    }
    void correctLogsAgreeOnEveryLine()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, tt);
        QTemporaryDir dir;
        const QString log = writeFile(dir, "log.txt", runStudent({"none", {"log", algorithm, tt, "34", "22"}}));
        const Run checked = run({"check", log});
        QVERIFY2(checked.code == 0, qPrintable(checked.out + checked.err));
        QVERIFY(checked.out.contains("summary    13 lines: 13 equal, 0 different"));
        QVERIFY(!checked.out.contains("first difference"));
        QVERIFY(checked.out.contains(runTitle(*parseAlgorithm(algorithm.toStdString()), tt == "on")));
    }

    void correctTracesAreIdentical_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("tt");
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("squares");
        for (const char* algorithm : {"negamax", "alphabeta", "scout", "negascout"})
            for (const char* tt : {"off", "on"})
                for (const char* view : {"mover", "black"})
                    QTest::addRow("%s, tt %s, view %s", algorithm, tt, view) << algorithm << tt << view << "names";
        QTest::newRow("alphabeta, course squares") << "alphabeta"
                                                   << "off"
                                                   << "mover"
                                                   << "course";
        QTest::newRow("scout, course squares") << "scout"
                                               << "off"
                                               << "black"
                                               << "course";
    }
    void correctTracesAreIdentical()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, tt);
        QFETCH(QString, view);
        QFETCH(QString, squares);
        if (tt == "on" && !trace::courseTableTraced())
            QSKIP("this build's classical searches do not report their calls with the course's table");
        QTemporaryDir dir;
        const QString trace =
            writeFile(dir, "trace.txt", runStudent({"none", {"trace", algorithm, tt, "25", view, squares}}));
        const Run checked = run({"check", "--trace", trace, "--algorithm", algorithm, "--tt", tt, "--label", "25"});
        QVERIFY2(checked.code == 0, qPrintable(checked.out + checked.err));
        QVERIFY(lineStartingWith(checked.out, "identical ").contains("call for call"));
    }

    void eachMistakeIsNamedAtItsLine_data()
    {
        QTest::addColumn<QString>("mistake");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("tt");
        QTest::addColumn<QString>("why"); // a part of the explanation of the first difference
        const auto row = [](const char* name, const char* mistake, const char* algorithm, const char* tt,
                            const char* why) {
            QTest::newRow(name) << QString(mistake) << QString(algorithm) << QString(tt) << QString(why);
        };
        row("cutoff on >", "cutoff_greater", "alphabeta", "off", "more calls than the lab's");
        row("window not negated", "window_not_negated", "alphabeta", "off", "its tree differs");
        row("window not swapped", "window_not_swapped", "alphabeta", "off", "its tree differs");
        row("alpha not raised", "alpha_not_raised", "alphabeta", "off", "its tree differs");
        row("bound stored as exact", "bound_stored_exact", "alphabeta", "on", "fewer calls");
        row("bound stored as exact, NegaScout", "bound_stored_exact", "negascout", "on", "fewer calls");
        row("TEST with >", "test_greater", "scout", "off", "1 more call than");
        row("a leaf counted as expanded", "leaf_expanded", "alphabeta", "off", "are leaves counted as expanded?");
        row("a pass not counted", "pass_not_counted", "negamax", "off", "exactly 1 pass call");
        row("a pass not counted, Scout", "pass_not_counted", "scout", "off", "pass call");
    }
    void eachMistakeIsNamedAtItsLine()
    {
        QFETCH(QString, mistake);
        QFETCH(QString, algorithm);
        QFETCH(QString, tt);
        QFETCH(QString, why);
        const QStringList labels{"34", "24"};
        QTemporaryDir dir;
        const QString log =
            writeFile(dir, "log.txt", runStudent({mistake, QStringList{"log", algorithm, tt} + labels}));
        const QString label = expected(mistake, QStringList{"expect-log", algorithm, tt} + labels, "label");
        QVERIFY2(label.toInt() > 0, qPrintable(label));
        const Run checked = run({"check", log});
        QVERIFY2(checked.code == 1, qPrintable(checked.out + checked.err));
        QVERIFY2(
            lineStartingWith(checked.out, "first difference: ").startsWith("first difference: label " + label + " "),
            qPrintable(checked.out));
        QVERIFY2(lineStartingWith(checked.out, "why ").contains(why), qPrintable(checked.out));
        // The correct program's log passes where the mistaken one fails.
        const QString correct = writeFile(
            dir, "correct.txt", runStudent({mistake, QStringList{"--correct", "log", algorithm, tt} + labels}));
        QCOMPARE(run({"check", correct}).code, 0);
    }

    void eachMistakeIsNamedAtItsCall_data()
    {
        QTest::addColumn<QString>("mistake");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("tt");
        QTest::addColumn<int>("label");
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("hint");
        const auto row = [](const char* name, const char* mistake, const char* algorithm, const char* tt, int label,
                            const char* view, const char* kind, const char* hint) {
            QTest::newRow(name) << QString(mistake) << QString(algorithm) << QString(tt) << label << QString(view)
                                << QString(kind) << QString(hint);
        };
        const char* const pruned = "a child the lab's search pruned";
        const char* const window = "another window";
        const char* const test = "a TEST with another comparison";
        row("cutoff on >", "cutoff_greater", "alphabeta", "off", 26, "mover", pruned,
            "the course cuts off when alpha >= beta");
        row("cutoff on >, Black's view", "cutoff_greater", "alphabeta", "off", 24, "black", pruned, "cut off here");
        row("window not negated", "window_not_negated", "alphabeta", "off", 26, "mover", window,
            "the child got its parent's window unchanged");
        row("window not swapped", "window_not_swapped", "alphabeta", "off", 26, "mover", window,
            "negated but not swapped");
        row("alpha not raised", "alpha_not_raised", "alphabeta", "off", 26, "mover", window,
            "raises alpha to its best value so far");
        row("bound stored as exact", "bound_stored_exact", "alphabeta", "on", 26, "mover", "", "");
        row("TEST with >", "test_greater", "scout", "off", 26, "black", test, "'value >= v' at White's");
        row("TEST with >, the mover's view", "test_greater", "scout", "off", 26, "mover", test, "");
    }
    void eachMistakeIsNamedAtItsCall()
    {
        QFETCH(QString, mistake);
        QFETCH(QString, algorithm);
        QFETCH(QString, tt);
        QFETCH(int, label);
        QFETCH(QString, view);
        QFETCH(QString, kind);
        QFETCH(QString, hint);
        if (tt == "on" && !trace::courseTableTraced())
            QSKIP("this build's classical searches do not report their calls with the course's table");
        QTemporaryDir dir;
        const QStringList arguments{algorithm, tt, QString::number(label)};
        const QString trace =
            writeFile(dir, "trace.txt", runStudent({mistake, QStringList{"trace"} + arguments + QStringList{view}}));
        const QString path = expected(mistake, QStringList{"expect-trace"} + arguments, "path");
        const QString line = expected(mistake, QStringList{"expect-trace"} + arguments, "line");
        QVERIFY2(line.toInt() > 0, qPrintable(line));
        const Run checked = run({"check", "--trace", trace, "--algorithm", algorithm, "--tt", tt});
        QVERIFY2(checked.code == 1, qPrintable(checked.out + checked.err));
        const QString first = lineStartingWith(checked.out, "first difference: ");
        QVERIFY2(first.contains(QString("(line %1) at %2: ").arg(line, path.isEmpty() ? "the root" : path)),
                 qPrintable(first + " / expected line " + line + " at " + path));
        if (!kind.isEmpty())
            QCOMPARE(lineStartingWith(checked.out, "kind "), "kind       " + kind);
        if (!hint.isEmpty())
            QVERIFY2(lineStartingWith(checked.out, "hint ").contains(hint), qPrintable(checked.out));
        // What each side did there: the board and both calls.
        for (const char* row : {"position ", "call ", "children ", "returns ", "values "})
            QVERIFY2(!lineStartingWith(checked.out, row).isEmpty(), row);
        // The correct program's trace is the lab's, call for call.
        const QString correct =
            writeFile(dir, "correct.txt",
                      runStudent({mistake, QStringList{"--correct", "trace"} + arguments + QStringList{view}}));
        QCOMPARE(run({"check", "--trace", correct, "--algorithm", algorithm, "--tt", tt}).code, 0);
    }

    void countingMistakesLeaveTheTreeAsTheLabs_data()
    {
        QTest::addColumn<QString>("mistake");
        QTest::addColumn<QString>("algorithm");
        QTest::newRow("a leaf counted as expanded") << "leaf_expanded"
                                                    << "alphabeta";
        QTest::newRow("a pass not counted") << "pass_not_counted"
                                            << "negamax";
    }
    void countingMistakesLeaveTheTreeAsTheLabs()
    {
        QFETCH(QString, mistake);
        QFETCH(QString, algorithm);
        QTemporaryDir dir;
        const QString trace = writeFile(dir, "trace.txt", runStudent({mistake, {"trace", algorithm, "off", "26"}}));
        QCOMPARE(expected(mistake, {"expect-trace", algorithm, "off", "26"}, "path"), QString("none"));
        const Run checked = run({"check", "--trace", trace, "--algorithm", algorithm});
        QCOMPARE(checked.code, 0);
    }

    void theLogsVariantsAreRead()
    {
        // Extra spaces, fields missing, other spellings, CRLF, chatter, a time limit before a line
        // and after the last one, and an older layout.
        const QString log =
            "Extracting principal variation (PV) with 33 plays ... done!\r\n"
            "Algorithm:   Negamax  (alpha-beta version)\r\n"
            "Moving along PV:\r\n"
            "34.   White moves:  value = -4 ,  #expanded = 0 , #generated = 1\r\n"
            "33. Black moves: value=-4, #expanded=1, #generated=2, seconds=0, #generated/second=-nan\r\n"
            "32: White to move value: -4 nodes expanded: 3 nodes generated: 5\r\n"
            "Time limit reached\r\n"
            "31. Black moves: value=0, #expanded=1, #generated=2\r\n"
            "30. White moves: value=-4, #expanded=9, #generated=13, seconds=1.5e-05\r\n"
            "29. Black moves: value=-4, #expanded=10, #generated=13\r\n"
            "Time limit reached after 60 seconds\r\n";
        QTemporaryDir dir;
        const Run checked = run({"check", writeFile(dir, "log.txt", log)});
        QVERIFY2(checked.code == 0, qPrintable(checked.out + checked.err));
        QVERIFY2(checked.out.contains("summary    6 lines: 4 equal, 0 different, 2 unfinished"),
                 qPrintable(checked.out));
        QVERIFY(lineStartingWith(checked.out, "   31 ").endsWith("unfinished (time limit)"));
        QVERIFY(lineStartingWith(checked.out, "   29 ").endsWith("unfinished (time limit)"));
    }

    void aLogPowerShellWroteIsRead()
    {
        // PowerShell's '>' writes UTF-16 with a byte-order mark.
        QTemporaryDir dir;
        const QString path = dir.filePath("log.txt");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QStringEncoder encoder(QStringEncoder::Utf16LE, QStringEncoder::Flag::WriteBom);
        file.write(encoder.encode(QString(kCorrectLog)));
        file.close();
        const Run checked = run({"check", path});
        QVERIFY2(checked.code == 0, qPrintable(checked.out + checked.err));
        QVERIFY(checked.out.contains("summary    3 lines: 3 equal"));
    }

    void severalRunsInOneLogAreEachChecked()
    {
        QTemporaryDir dir;
        const QString log = runStudent({"none", {"log", "alphabeta", "off", "34", "28"}}) +
            runStudent({"none", {"log", "negascout", "on", "34", "28"}}).replace("Negascout", "NegaScout");
        const Run checked = run({"check", writeFile(dir, "log.txt", log), "--csv", dir.filePath("verdicts.csv")});
        QVERIFY2(checked.code == 0, qPrintable(checked.out + checked.err));
        QVERIFY(checked.out.contains("run        alphabeta, no table (line 1:"));
        QVERIFY(checked.out.contains("run        negascout, the course's table (line 10:"));
        QFile csv(dir.filePath("verdicts.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList rows = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 15);
        QVERIFY(rows[0].startsWith("file,run,line,label,position,algorithm,tt,value,value_lab"));
        QVERIFY(rows[1].endsWith(",equal,"));
    }

    void aLogWithoutHeaderNeedsAnAlgorithm()
    {
        QTemporaryDir dir;
        const QString log = writeFile(dir, "log.txt", QString(kCorrectLog).section('\n', 2));
        const Run refused = run({"check", log});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("line 1: a result line before any 'Algorithm:' line"), qPrintable(refused.err));
        QCOMPARE(run({"check", log, "--algorithm", "alphabeta"}).code, 0);
    }

    void aValueOfTheOtherViewIsExplained()
    {
        QTemporaryDir dir;
        QString log = kCorrectLog;
        log.replace("34. White moves: value=-4", "34. White moves: value=4");
        const Run checked = run({"check", writeFile(dir, "log.txt", log)});
        QCOMPARE(checked.code, 1);
        QVERIFY(lineStartingWith(checked.out, "first difference: ").startsWith("first difference: label 34 "));
        QVERIFY(lineStartingWith(checked.out, "why ").contains("the value is the lab's negated"));
    }

    void badLogsAreOneLineAndExitTwo_data()
    {
        QTest::addColumn<QString>("log");
        QTest::addColumn<QString>("error");
        QTest::newRow("not a log") << "hello\nworld\n"
                                   << "no result lines";
        QTest::newRow("empty") << ""
                               << "no result lines";
        QTest::newRow("wrong side") << "Algorithm: Scout\n34. Black moves: value=-4, #expanded=0, #generated=1\n"
                                    << "line 2: label 34 has White to move";
        QTest::newRow("no such label") << "Algorithm: Scout\n35. Black moves: value=-4\n"
                                       << "line 2: label 35";
        QTest::newRow("bad value") << "Algorithm: Scout\n34. White moves: value=abc\n"
                                   << "line 2: value 'abc'";
        QTest::newRow("a float count") << "Algorithm: Scout\n34. White moves: value=-4, #generated=1.5e+06\n"
                                       << "line 2: #generated '1.5e+06' is not a count";
        QTest::newRow("no numbers") << "Algorithm: Scout\n34. White moves: seconds=0\n"
                                    << "line 2: no value";
        QTest::newRow("unknown search") << "Algorithm: MTD(f)\n34. White moves: value=-4\n"
                                        << "line 1: 'Algorithm: MTD(f)' names none of the searches";
    }
    void badLogsAreOneLineAndExitTwo()
    {
        QFETCH(QString, log);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const Run checked = run({"check", writeFile(dir, "log.txt", log)});
        QCOMPARE(checked.code, 2);
        QCOMPARE(lines(checked.err).size(), 1);
        QVERIFY2(checked.err.contains(error), qPrintable(checked.err));
    }

    void resultsFilesOfTheLabAreChecked()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("results.csv");
        QCOMPARE(run({"sweep", "--algorithms", "alphabeta,negascout", "--tt", "off,on", "--tt-policy", "default,course",
                      "--from", "34", "--to", "28", "--tt-entries", "4096", "--out", csv})
                     .code,
                 0);
        const Run agreed = run({"check", csv});
        QVERIFY2(agreed.code == 0, qPrintable(agreed.out + agreed.err));
        QVERIFY(agreed.out.contains("(a results file of the lab)"));
        QVERIFY(agreed.out.contains("run        negascout, tt course"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList rows = QString::fromUtf8(file.readAll()).split('\n');
        file.close();
        // One count changed: the first difference names its label.
        for (QString& row : rows)
            if (row.startsWith("30,29,")) {
                QStringList fields = row.split(',');
                fields[7] = QString::number(fields[7].toInt() + 1);
                row = fields.join(',');
                break;
            }
        const Run different = run({"check", writeFile(dir, "changed.csv", rows.join('\n'))});
        QCOMPARE(different.code, 1);
        QVERIFY2(lineStartingWith(different.out, "first difference: ").startsWith("first difference: label 30 "),
                 qPrintable(different.out));
    }

    void manyLogsAtOnceExitWithTheWorst()
    {
        QTemporaryDir dir;
        const QString good = writeFile(dir, "good.txt", runStudent({"none", {"log", "alphabeta", "off", "34", "25"}}));
        const QString bad =
            writeFile(dir, "bad.txt", runStudent({"cutoff_greater", {"log", "alphabeta", "off", "34", "25"}}));
        const Run checked = run({"check", good, bad, good});
        QCOMPARE(checked.code, 1);
        QCOMPARE(checked.out.count("\nfirst difference: "), 1);
        QCOMPARE(checked.out.count("check      "), 3);
        // One line per file at the end.
        QCOMPARE(checked.out.count("file       "), 3);
        QVERIFY2(lineStartingWith(checked.out, "file       " + bad + ": ")
                     .endsWith("; first difference: label 27 (Black "
                               "to move, line 10)"),
                 qPrintable(checked.out));
        const QString unusable = writeFile(dir, "unusable.txt", "nothing here\n");
        QCOMPARE(run({"check", good, unusable, bad}).code, 2);
    }

    void theHelpNamesBothChecksAndTheExitStatus()
    {
        const Run help = run({"check", "--help"});
        QCOMPARE(help.code, 0);
        for (const char* part : {"Usage: othello-lab-cli check", "--trace FILE", "--csv FILE", "docs/check.md",
                                 "Exit status: 0 everything agrees, 1 something differs, 2 the input cannot be used"})
            QVERIFY2(help.out.contains(part), part);
        QVERIFY(run({"--help"}).out.contains("  check "));
    }

    void badTracesAreOneLineAndExitTwo()
    {
        QTemporaryDir dir;
        const QString trace = writeFile(dir, "trace.txt", "osl-trace 1\nposition label 31\nenter root\nenter a1\n");
        const Run checked = run({"check", "--trace", trace, "--algorithm", "negamax"});
        QCOMPARE(checked.code, 2);
        QCOMPARE(lines(checked.err).size(), 1);
        QVERIFY2(checked.err.contains("line 4: a1 is not a legal move at the root"), qPrintable(checked.err));
        const Run another = run({"check", "--trace", trace, "--label", "30"});
        QCOMPARE(another.code, 2);
        QVERIFY(another.err.contains("the trace is of "));
        QCOMPARE(run({"check", "--trace", dir.filePath("missing.txt")}).code, 2);
        QCOMPARE(run({"check", "--trace", trace, "--csv", "x.csv"}).code, 2);
        QCOMPARE(run({"check", "--trace", trace, "--algorithm", "best"}).code, 2);
        QCOMPARE(run({"check"}).code, 2);
    }

    void theWorkedExampleIsWhatCheckPrints_data()
    {
        QTest::addColumn<QString>("page");
        QTest::newRow("English") << "docs/check.md";
        QTest::newRow("Spanish") << "docs/es/check.md";
    }
    void theWorkedExampleIsWhatCheckPrints()
    {
        // The manual's example is a student's alpha-beta cutting off on alpha > beta: the outputs
        // it shows are check's, word for word.
        QFETCH(QString, page);
        QFile file(QString(OSL_SOURCE_DIR) + "/" + page);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        const auto shown = [&](const QString& command) {
            const qsizetype start = text.indexOf("$ " + command + "\n");
            if (start < 0)
                return QString();
            const qsizetype from = start + command.size() + 3;
            return text.mid(from, text.indexOf("```", from) - from);
        };
        QTemporaryDir dir;
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.path()));
        writeFile(dir, "ab.log", runStudent({"cutoff_greater", {"log", "alphabeta", "off", "34", "24"}}));
        writeFile(dir, "ab27.trace", runStudent({"cutoff_greater", {"trace", "alphabeta", "off", "27"}}));
        const Run log = run({"check", "ab.log"});
        const Run trace = run({"check", "--trace", "ab27.trace", "--algorithm", "alphabeta", "--label", "27"});
        QDir::setCurrent(before);
        QCOMPARE(shown("othello-lab-cli check ab.log"), log.out);
        QCOMPARE(shown("othello-lab-cli check --trace ab27.trace --algorithm alphabeta --label 27"), trace.out);
    }

    void theLabsOwnTraceIsWrittenAndReadBack_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("squares");
        for (const char* algorithm : {"negamax", "alphabeta", "scout", "negascout"})
            for (const char* squares : {"names", "course"})
                QTest::addRow("%s, %s", algorithm, squares) << algorithm << squares;
    }
    void theLabsOwnTraceIsWrittenAndReadBack()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, squares);
        QTemporaryDir dir;
        const QString path = dir.filePath("lab.txt");
        QCOMPARE(run({"trace", "--label", "27", "--algorithm", algorithm, "--format", "osl", "--squares", squares,
                      "--out", path})
                     .code,
                 0);
        const Run checked = run({"check", "--trace", path, "--algorithm", algorithm, "--label", "27"});
        QVERIFY2(checked.code == 0, qPrintable(checked.out + checked.err));
        const Run printed = run({"trace", "--label", "27", "--algorithm", algorithm, "--format", "osl"});
        QVERIFY(printed.out.startsWith("osl-trace 1\n"));
        QCOMPARE(run({"trace", "--label", "27", "--format", "json", "--squares", "course"}).code, 2);
        QCOMPARE(run({"trace", "--label", "27", "--format", "osl", "--depth", "3"}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliCheck)
#include "tst_cli_check.moc"
