// Messages that used to mislead: each case is one accurate line with the right exit status,
// and options refused by one command are refused by the others alike.
#include "cli/CommandLine.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace othello;

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run run(const QStringList& arguments)
{
    Run result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    result.code = runCommandLine(arguments, out, err, {});
    return result;
}

const char* const kStart = "--------------OX----XO-------------- X";

} // namespace

class MessagesTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const QString& name, const QByteArray& content)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            return {};
        return f.fileName();
    }

private slots:
    void eachProblemIsOneAccurateLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        const QString results = file("r.csv", "label,ply\n");
        QTest::newRow("merge a folder") << QStringList{"merge", m_dir.path(), "-o", m_dir.filePath("o.csv")} << 1
                                        << "cannot read '" + m_dir.path() + "': it is a folder, not a results file";
        QTest::newRow("non-ASCII square")
            << QStringList{"depth-compare", "--depth", "1", "--positions",
                           file("wide.obf", QByteArray(kStart).replace(35, 1, "\xc3\xa9"))}
            << 2 << "unexpected character '\xc3\xa9' as square 36 (use X, O or -)";
        QTest::newRow("table size beyond an int")
            << QStringList{"sweep", "--tt-mb", "99999999999"} << 2 << "--tt-mb: 99999999999 is not within 1..";
        QTest::newRow("sweep into a .json")
            << QStringList{"sweep", "--out", m_dir.filePath("x.json")} << 2 << "a sweep appends CSV, not JSON";
        QTest::newRow("bench quick suite")
            << QStringList{"bench", "--quick", "--suite", file("s.obf", kStart)} << 2 << "give one of them";
        QTest::newRow("solve policy under empties")
            << QStringList{"solve", "--label",     "30",     "--algorithm", "alphabeta", "--tt",
                           "on",    "--tt-policy", "always", "--scoring",   "empties"}
            << 2 << "apply under the disc difference only";
        QTest::newRow("solve hash under empties")
            << QStringList{"solve", "--label",   "30",  "--algorithm", "negascout", "--tt",
                           "on",    "--tt-hash", "xor", "--scoring",   "empties"}
            << 2 << "apply under the disc difference only";
        QTest::newRow("NaN seconds per move")
            << QStringList{"tournament", "--player", "greedy", "--player", "name=ab:alphabeta:time=nan"} << 2
            << "time 'nan' is not a number of seconds";
    }
    void eachProblemIsOneAccurateLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, says);
        const Run r = run(arguments);
        QCOMPARE(r.code, code);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.startsWith("othello-lab-cli: error: ") && r.err.contains(says), qPrintable(r.err));
    }

    void aByteOrderMarkIsNoSquare()
    {
        const Run r = run({"depth-compare", "--depth", "1", "--positions",
                           file("bom.obf", "\xef\xbb\xbf" + QByteArray(kStart) + "\n")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }

    // Like every other option's words, the scoring rule is not case-sensitive.
    void scoringIgnoresCase()
    {
        const Run r = run({"tournament", "--player", "greedy", "--player", "name=g2:alphabeta:depth=1", "--size", "4",
                           "--scoring", "EMPTIES"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("scoring empties"), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(MessagesTest)
#include "tst_messages.moc"
