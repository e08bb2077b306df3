// othello-lab-cli trace: the JSON parses and holds one node per call the search counts, the DOT
// parses with Graphviz, the outline has a line per record, and bad input is one error line.

#include "CliRun.h"
#include "engine/evaluation/Evaluation.h"
#include "engine/trace/SearchTrace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>

using namespace othello;
using namespace othello::cli_test;

namespace {

SearchResult solvedLabel(int label, Algorithm algorithm, bool tt)
{
    SearchOptions options;
    options.algorithm = algorithm;
    options.useTranspositionTable = tt;
    return solve(PrincipalVariation::sixBySix().position(label), options);
}

QStringList recordLines(const QString& text)
{
    QStringList records;
    for (const QString& line : lines(text))
        if (!line.startsWith('#'))
            records << line;
    return records;
}

} // namespace

class TestCliTrace : public QObject {
    Q_OBJECT
private slots:
    void jsonHasANodePerGeneratedCall_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<bool>("tt");
        QTest::addColumn<int>("label");
        for (const char* algorithm : {"negamax", "alphabeta", "scout", "negascout"})
            for (bool tt : {false, true})
                for (int label : {25, 29})
                    QTest::addRow("%s tt %s label %d", algorithm, tt ? "on" : "off", label) << algorithm << tt << label;
    }
    void jsonHasANodePerGeneratedCall()
    {
        QFETCH(QString, algorithm);
        QFETCH(bool, tt);
        QFETCH(int, label);
        const Run traced = run({"trace", "--label", QString::number(label), "--algorithm", algorithm, "--tt",
                                tt ? "on" : "off", "--format", "json"});
        QCOMPARE(traced.code, 0);
        QVERIFY2(traced.err.isEmpty(), qPrintable(traced.err));
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(traced.out.toUtf8(), &parseError);
        QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString()));
        const QJsonObject root = document.object();
        const SearchResult expected = solvedLabel(label, *parseAlgorithm(algorithm.toStdString()), tt);
        QCOMPARE(root["position"].toString(), pvText(label));
        QCOMPARE(root["algorithm"].toString(), algorithm);
        QCOMPARE(root["tt"].toBool(), tt);
        QCOMPARE(root["value"].toInt(), expected.value);
        QCOMPARE(root["generated"].toInteger(), qint64(expected.stats.generated));
        QCOMPARE(root["expanded"].toInteger(), qint64(expected.stats.expanded));
        QCOMPARE(root["status"].toString(), QString("done"));
        const QJsonArray nodes = root["nodes"].toArray();
        QCOMPARE(nodes.size(), qsizetype(expected.stats.generated));
        qint64 expanded = 0;
        for (qsizetype i = 0; i < nodes.size(); ++i) {
            const QJsonObject node = nodes[i].toObject();
            QCOMPARE(node["id"].toInteger(), qint64(i));
            const qint64 parent = node["parent"].toInteger();
            QVERIFY(i == 0 ? parent == -1 : parent >= 0 && parent < i);
            QCOMPARE(node["move"].isNull(), i == 0);
            if (i > 0) {
                const QString move = node["move"].toString();
                QVERIFY2(move == "pass" || parseSquare(move.toStdString(), 6), qPrintable(move));
            }
            for (const char* field : {"kind", "shape", "type"})
                QVERIFY(node[field].isString());
            for (const char* field : {"alpha", "beta"})
                QVERIFY(node[field].isNull() || node[field].isDouble());
            QVERIFY(node["value"].isDouble());
            QVERIFY(node["cutoff_after"].isNull() || node["cutoff_after"].toInt() >= 0);
            QVERIFY(node["legal_moves"].isArray());
            expanded += node["expanded"].toBool();
        }
        QCOMPARE(expanded, qint64(expected.stats.expanded));
        QCOMPARE(nodes[0].toObject()["subtree_size"].toInteger(), qint64(nodes.size()));
    }

    void theOutlineHasALinePerRecord()
    {
        const Run traced = run({"trace", "--label", "26", "--algorithm", "scout", "--format", "text"});
        QCOMPARE(traced.code, 0);
        const QStringList records = recordLines(traced.out);
        QCOMPARE(records.size(), qsizetype(solvedLabel(26, Algorithm::Scout, false).stats.generated));
        QVERIFY(records.first().startsWith("root search"));
        // Children are indented two more spaces than their parent, and Scout tests show.
        QVERIFY(records[1].startsWith("  ") && !records[1].startsWith("   "));
        QVERIFY(traced.out.contains(" test > ") || traced.out.contains(" test >= "));
    }

    void dotParsesWithGraphviz()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("tree.dot");
        const Run traced =
            run({"trace", "--label", "27", "--algorithm", "alphabeta", "--format", "dot", "--out", path});
        QCOMPARE(traced.code, 0);
        QVERIFY(traced.out.isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray dot = file.readAll();
        QVERIFY(dot.startsWith("digraph trace {"));
        const qsizetype generated = qsizetype(solvedLabel(27, Algorithm::AlphaBeta, false).stats.generated);
        QCOMPARE(dot.count("fillcolor="), generated);
        QVERIFY(dot.contains("style=dashed")); // alpha-beta prunes moves at label 27
        const QString graphviz = QStandardPaths::findExecutable("dot");
        if (graphviz.isEmpty())
            QSKIP("Graphviz's dot is not installed (.ci/install-dependencies installs it)");
        QProcess process;
        process.start(graphviz, {"-Tsvg", path});
        QVERIFY(process.waitForFinished(60000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        const QByteArray svg = process.readAllStandardOutput();
        QVERIFY(svg.contains("<svg"));
        QCOMPARE(svg.count("class=\"node\""), generated + dot.count("shape=point"));
    }

    void depthLimitedTraceCountsAsTheSearch_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::newRow("negascout") << "negascout";
        QTest::newRow("scout") << "scout";
    }
    void depthLimitedTraceCountsAsTheSearch()
    {
        QFETCH(QString, algorithm);
        const Run traced =
            run({"trace", "--size", "6", "--algorithm", algorithm, "--depth", "3", "--format", "json"});
        QCOMPARE(traced.code, 0);
        const QJsonObject root = QJsonDocument::fromJson(traced.out.toUtf8()).object();
        depth::DepthOptions options;
        options.algorithm = *parseAlgorithm(algorithm.toStdString());
        options.depth = 3;
        options.evaluator = *evaluation::parseEvaluator("mixed", 6);
        const depth::DepthResult expected = depth::searchToDepth(Board::start(6), options);
        QCOMPARE(root["depth"].toInt(), 3);
        QCOMPARE(root["generated"].toInteger(), qint64(expected.stats.generated));
        QCOMPARE(root["nodes"].toArray().size(), qsizetype(expected.stats.generated));
        QCOMPARE(root["value"].toInt(), expected.value);
        QVERIFY(traced.out.contains("\"shape\": \"horizon\""));
    }

    void aTreeLargerThanTheBoundIsAClearError()
    {
        const Run traced = run({"trace", "--label", "20", "--format", "json", "--max-nodes", "1000"});
        QCOMPARE(traced.code, 1);
        QVERIFY(traced.out.isEmpty());
        QVERIFY(traced.err.startsWith(kErrorPrefix));
        QVERIFY2(traced.err.contains("larger than --max-nodes 1000"), qPrintable(traced.err));
        QVERIFY(traced.err.contains("later --label"));
        QCOMPARE(lines(traced.err).size(), 1);
    }

    void badInputIsOneErrorLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no format") << QStringList{"trace", "--label", "30"} << "--format is required";
        QTest::newRow("bad format") << QStringList{"trace", "--label", "30", "--format", "svg"} << "--format: 'svg'";
        QTest::newRow("best exact") << QStringList{"trace", "--label", "30", "--algorithm", "best", "--format", "json"}
                                    << "best is traced only with --depth";
        QTest::newRow("bad label") << QStringList{"trace", "--label", "99", "--format", "json"} << "--label";
        QTest::newRow("bad max") << QStringList{"trace", "--label", "30", "--max-nodes", "0", "--format", "json"}
                                 << "--max-nodes";
        QTest::newRow("eval without depth")
            << QStringList{"trace", "--label", "30", "--eval", "discs", "--format", "json"} << "--eval: only with";
        QTest::newRow("bad eval") << QStringList{"trace",  "--label",  "30",       "--depth", "2",
                                                 "--eval", "nonsense", "--format", "json"}
                                  << "--eval:";
        QTest::newRow("bad position") << QStringList{"trace", "--position", "XO", "--format", "json"} << "--position";
    }
    void badInputIsOneErrorLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run traced = run(arguments);
        QCOMPARE(traced.code, 2);
        QVERIFY(traced.out.isEmpty());
        QCOMPARE(lines(traced.err).size(), 1);
        QVERIFY2(traced.err.startsWith(kErrorPrefix) && traced.err.contains(message), qPrintable(traced.err));
    }

    void anUnwritableOutIsAnError()
    {
        const Run traced = run({"trace", "--label", "30", "--format", "text", "--out", "/nonexistent-folder/tree.txt"});
        QCOMPARE(traced.code, 1);
        QVERIFY2(traced.err.contains("cannot write '/nonexistent-folder/tree.txt'"), qPrintable(traced.err));
    }

    void helpListsTheCommand()
    {
        QVERIFY(run({"help"}).out.contains("trace "));
        const Run help = run({"trace", "--help"});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains("--max-nodes"));
    }
};

QTEST_GUILESS_MAIN(TestCliTrace)
#include "tst_cli_trace.moc"
