#include "results/ResultFiles.h"

#include "engine/board/PrincipalVariation.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace othello;

namespace {

const char* const kHeader =
    "label,ply,to_move,algorithm,tt,value,expanded,generated,seconds,status,tt_policy,tt_hash,tt_probes,tt_hits_exact,"
    "tt_hits_lower,tt_hits_upper,tt_misses,tt_cutoffs,tt_stores,tt_declined,tt_overwrites,tt_collisions,tt_wipes,"
    "tt_entries,tt_used,tt_peak_entries,nodes_pv,nodes_cut,nodes_all,tt_fill,tt_peak_bytes,source,position,size,"
    "scoring,"
    "board";
// Files written before position files: still read, as PV records.
const char* const kTableHeader =
    "label,ply,to_move,algorithm,tt,value,expanded,generated,seconds,status,tt_policy,tt_hash,tt_probes,tt_hits_exact,"
    "tt_hits_lower,tt_hits_upper,tt_misses,tt_cutoffs,tt_stores,tt_declined,tt_overwrites,tt_collisions,tt_wipes,"
    "tt_entries,tt_used,tt_peak_entries,nodes_pv,nodes_cut,nodes_all,tt_fill,tt_peak_bytes";
// FForum #40, 8x8, Black to move: +38 with empties to the winner.
const char* const kFForum40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";

// The position fields a PV record ends with.
QByteArray pvFields(int label)
{
    return ",pv,,6,discs," + QByteArray::fromStdString(toText(PrincipalVariation::sixBySix().position(label)));
}

// Searches of positions of a file: 8x8 under empties to the winner, and a 4x4 timeout.
std::vector<ResultRecord> fileRecords()
{
    ResultRecord fforum;
    fforum.toMove = Color::Black;
    fforum.algorithm = Algorithm::Best;
    fforum.tt = true;
    fforum.value = 38;
    fforum.expanded = 1000;
    fforum.generated = 5000;
    fforum.seconds = 2.5;
    fforum.source = "fforum-40-59.obf";
    fforum.position = 1;
    fforum.size = 8;
    fforum.scoring = ScoringRule::EmptiesToWinner;
    fforum.board = kFForum40;

    ResultRecord small;
    small.toMove = Color::Black;
    small.algorithm = Algorithm::Negamax;
    small.status = SearchStatus::Timeout;
    small.generated = 77;
    small.seconds = 0.25;
    small.source = "small.obf";
    small.position = 12;
    small.size = 4;
    small.board = toText(Board::start(4));

    ResultRecord everything = fforum; // every square to one side: the largest value on 8x8
    everything.position = 2;
    everything.value = -64;
    return {fforum, small, everything};
}
// Files written before the table laboratory: still read.
const char* const kFirstHeader = "label,ply,to_move,algorithm,tt,value,expanded,generated,seconds,status";

std::vector<ResultRecord> sampleRecords()
{
    ResultRecord done;
    done.label = 30;
    done.ply = 29;
    done.toMove = Color::White;
    done.algorithm = Algorithm::NegaScout;
    done.tt = true;
    done.value = -4;
    done.expanded = 123;
    done.generated = 4567;
    done.seconds = 0.001234;
    done.status = SearchStatus::Done;
    done.table = {std::get<TablePolicy>(parsePolicy("wipe:500")), TableHash::Xor};
    done.tableStats = {.probes = 100,
                       .hitsExact = 10,
                       .hitsLower = 5,
                       .hitsUpper = 5,
                       .misses = 80,
                       .cutoffs = 12,
                       .stores = 70,
                       .declined = 3,
                       .overwrites = 4,
                       .collisions = 2,
                       .wipes = 1,
                       .capacity = 1024,
                       .used = 256,
                       .peakUsed = 501};
    done.nodeTypes = {7, 8, 9};

    ResultRecord timeout;
    timeout.label = 1;
    timeout.ply = 0;
    timeout.toMove = Color::Black;
    timeout.algorithm = Algorithm::Negamax;
    timeout.tt = false;
    timeout.expanded = 9'000'000'000ULL; // beyond 32 bits
    timeout.generated = 12'345'678'901ULL;
    timeout.seconds = 60.000125;
    timeout.status = SearchStatus::Timeout;

    ResultRecord cancelled = timeout;
    cancelled.label = 2;
    cancelled.ply = 1;
    cancelled.toMove = Color::White;
    cancelled.algorithm = Algorithm::Scout;
    cancelled.seconds = 0.5;
    cancelled.status = SearchStatus::Cancelled;

    ResultRecord zero = done;
    zero.label = 34;
    zero.ply = 33;
    zero.algorithm = Algorithm::AlphaBeta;
    zero.value = 0;
    zero.expanded = 0;
    zero.generated = 1;
    zero.seconds = 0;
    return {done, timeout, cancelled, zero};
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("cannot write the test file");
    return path;
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

const QByteArray kTableLine =
    "30,29,white,negascout,on,-4,123,4567,0.001234,done,wipe:500,xor,100,10,5,5,80,12,70,3,4,2,1,"
    "1024,256,501,7,8,9,0.25,12024";
const QByteArray kGoodLine = kTableLine + pvFields(30);
const QByteArray kFirstSchemaLine = "30,29,white,negascout,on,-4,123,4567,0.001234,done";
const QByteArray kNoTable = ",,,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0";

} // namespace

class TestResultFiles : public QObject {
    Q_OBJECT
private slots:
    void headerIsTheSchema() { QCOMPARE(resultsCsvHeader(), QString(kHeader)); }

    void csvLineFormat()
    {
        const auto records = sampleRecords();
        QCOMPARE(toCsvLine(records[0]), QString(kGoodLine));
        // value empty unless done; seconds with six decimals.
        QCOMPARE(toCsvLine(records[1]),
                 QString("1,0,black,negamax,off,,9000000000,12345678901,60.000125,timeout" + kNoTable + pvFields(1)));
        QCOMPARE(toCsvLine(records[2]),
                 QString("2,1,white,scout,off,,9000000000,12345678901,0.5,cancelled" + kNoTable + pvFields(2)));
        ResultRecord strayValue = records[1];
        strayValue.value = 7; // not done: never written
        QCOMPARE(toCsvLine(strayValue), toCsvLine(records[1]));
    }

    // A file written before the table laboratory: read, with the default scheme and zero counts;
    // the appender does not add lines of another width to it.
    void firstSchemaFilesStillLoad()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "old.csv", QByteArray(kFirstHeader) + "\n" + kFirstSchemaLine + "\n");
        const ResultsLoad load = loadResults(path);
        QVERIFY(load.readable);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QCOMPARE(load.records.size(), std::size_t(1));
        const ResultRecord& record = load.records.front();
        QCOMPARE(record.expanded, 123ULL);
        QVERIFY(record.tt);
        QVERIFY(record.table == TableScheme{});
        QVERIFY(record.tableStats == TableStats{});
        const QByteArray json = R"({"format": "othello-search-lab-results", "version": 1, "records": [
            {"label": 30, "ply": 29, "to_move": "white", "algorithm": "negascout", "tt": "on", "value": -4,
             "expanded": 123, "generated": 4567, "seconds": 0.001234, "status": "done"}]})";
        const ResultsLoad jsonLoad = loadResults(writeFile(dir, "old.json", json));
        QVERIFY2(jsonLoad.problems.isEmpty(), qPrintable(jsonLoad.problems.join('\n')));
        QCOMPARE(jsonLoad.records.size(), std::size_t(1));
        QVERIFY(jsonLoad.records.front() == record);

        ResultAppender appender;
        QString error;
        QVERIFY(!appender.open(path, &error));
        QVERIFY2(error.contains("before the table laboratory"), qPrintable(error));
    }

    void badTableFields_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("problem");
        const QByteArray start = "30,29,white,negascout,on,-4,123,4567,0.001234,done,";
        const QByteArray counts = ",100,10,5,5,80,12,70,3,4,2,1,1024,256,501,7,8,9,0.25,12024";
        QTest::newRow("policy") << start + "sometimes,mix" + counts << "unknown table policy 'sometimes'";
        QTest::newRow("policy parameter") << start + "depth:x,mix" + counts << "depth: 'x'";
        QTest::newRow("hash") << start + "default,md5" + counts << "unknown table hash 'md5'";
        QTest::newRow("policy without table")
            << QByteArray("30,29,white,negascout,off,-4,123,4567,0.001234,done,default,mix") + counts << "no tt_policy";
        QTest::newRow("hits and misses") << start +
                "default,mix,100,10,5,5,79,12,70,3,4,2,1,1024,256,501,7,8,9,0.25,12024"
                                         << "do not add up";
        QTest::newRow("used above entries")
            << start + "default,mix,100,10,5,5,80,12,70,3,4,2,1,1024,2000,501,7,8,9,0.25,12024"
            << "exceed tt_entries";
        QTest::newRow("negative count") << start +
                "default,mix,100,10,5,5,80,-12,70,3,4,2,1,1024,256,501,7,8,9,0.25,12024"
                                        << "tt_cutoffs '-12'";
        QTest::newRow("fill") << start + "default,mix,100,10,5,5,80,12,70,3,4,2,1,1024,256,501,7,8,9,2,12024"
                              << "tt_fill '2'";
    }
    void badTableFields()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const ResultsLoad load = loadResults(writeFile(dir, "bad.csv", QByteArray(kTableHeader) + "\n" + line + "\n"));
        QVERIFY(load.readable);
        QVERIFY(load.records.empty());
        QCOMPARE(load.problems.size(), 1);
        QVERIFY2(load.problems.front().contains(problem), qPrintable(load.problems.front()));
    }

    void filePositionLineFormat()
    {
        const auto records = fileRecords();
        const QString line = toCsvLine(records[0]);
        // No label or ply; the position's number, size, scoring rule and text at the end.
        QVERIFY2(line.startsWith(",,black,best,on,38,1000,5000,2.5,done,"), qPrintable(line));
        QVERIFY2(line.endsWith(QString(",fforum-40-59.obf,1,8,empties,") + kFForum40), qPrintable(line));
        QCOMPARE(line.split(',').size(), QString(kHeader).split(',').size());
        QVERIFY(
            toCsvLine(records[1]).endsWith(",small.obf,12,4,discs," + QString::fromStdString(toText(Board::start(4)))));
    }

    void filePositionsRoundTrip()
    {
        QTemporaryDir dir;
        std::vector<ResultRecord> records = sampleRecords();
        for (const ResultRecord& r : fileRecords())
            records.push_back(r);
        QString error;
        QVERIFY2(saveResultsCsv(dir.filePath("r.csv"), records, &error), qPrintable(error));
        QVERIFY2(saveResultsJson(dir.filePath("r.json"), records, &error), qPrintable(error));
        for (const QString& name : {QStringLiteral("r.csv"), QStringLiteral("r.json")}) {
            const ResultsLoad load = loadResults(dir.filePath(name));
            QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
            QVERIFY(load.records == records);
            QVERIFY(!load.records[0].isFilePosition());
            QCOMPARE(load.records[0].point(), 30);
            QCOMPARE(load.records[5].point(), 12);
            QCOMPARE(positionText(load.records[0]), toText(PrincipalVariation::sixBySix().position(30)));
        }
        // JSON: numbers and nulls where a record has no label or position.
        const QByteArray json = readFile(dir.filePath("r.json"));
        QVERIFY(json.contains("\"position\": 12"));
        QVERIFY(json.contains("\"label\": null"));
        QVERIFY(json.contains("\"scoring\": \"empties\""));
    }

    // A file written before position files: its records are the PV's; not appended to.
    void tableSchemaFilesStillLoad()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "table.csv", QByteArray(kTableHeader) + "\n" + kTableLine + "\n");
        const ResultsLoad load = loadResults(path);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QCOMPARE(load.records.size(), std::size_t(1));
        QVERIFY(load.records.front() == sampleRecords().front());
        QCOMPARE(load.records.front().source, std::string("pv"));
        QCOMPARE(load.records.front().size, 6);
        QCOMPARE(toCsvLine(load.records.front()), QString(kGoodLine));
        ResultAppender appender;
        QString error;
        QVERIFY(!appender.open(path, &error));
        QVERIFY2(error.contains("before the position file columns"), qPrintable(error));
        // Its JSON twin (no "source" key) loads the same.
        QVERIFY(saveResultsJson(dir.filePath("new.json"), sampleRecords(), &error));
        QByteArray json = readFile(dir.filePath("new.json"));
        for (const char* key : {"source", "position", "size", "scoring", "board"}) {
            const QRegularExpression field(QString(R"(\s*"%1": [^,\n]*,?\n)").arg(key));
            json = QString::fromUtf8(json).remove(field).toUtf8();
        }
        QVERIFY(!json.contains("\"source\""));
        const ResultsLoad jsonLoad = loadResults(writeFile(dir, "old.json", json));
        QVERIFY2(jsonLoad.problems.isEmpty(), qPrintable(jsonLoad.problems.join('\n')));
        QVERIFY(jsonLoad.records == sampleRecords());
    }

    void badPositionFields_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("problem");
        const QByteArray fileStart =
            ",,black,best,on,38,1000,5000,2.5,done,default,mix" + QByteArray(kNoTable).mid(2) + ",f.obf,";
        const QByteArray pvStart = kTableLine + ",";
        const QByteArray fforum(kFForum40);
        QTest::newRow("valid") << fileStart + "1,8,empties," + fforum << "";
        QTest::newRow("value beyond 8x8")
            << QByteArray(fileStart).replace(",38,", ",65,") + "1,8,empties," + fforum << "within -64..64";
        QTest::newRow("pv board") << pvStart + "pv,,6,discs,--------------OX----XO-------------- X"
                                  << "is not PV label 30";
        QTest::newRow("pv size") << pvStart + "pv,,8,discs," + pvFields(30).mid(13) << "must be 6x6";
        QTest::newRow("pv with position") << pvStart + "pv,3,6,discs," + pvFields(30).mid(13) << "label";
        QTest::newRow("file with label") << pvStart + "f.obf,3,8,empties," + fforum << "no label or ply";
        QTest::newRow("file without position")
            << pvStart + "f.obf,,6,discs," + pvFields(30).mid(13) << "without a position";
        QTest::newRow("size") << fileStart + "1,5,empties," + fforum << "size '5'";
        QTest::newRow("size of board") << fileStart + "1,6,empties," + fforum << "not size 6";
        QTest::newRow("scoring") << fileStart + "1,8,winner," + fforum << "scoring 'winner'";
        QTest::newRow("position 0") << fileStart + "0,8,empties," + fforum << "position '0'";
        QTest::newRow("board text") << fileStart + "1,8,empties,XO X"
                                    << "board 'XO X'";
        QTest::newRow("side to move") << fileStart + "1,8,empties," + QByteArray(kFForum40).replace(65, 1, "O")
                                      << "black to move";
        QTest::newRow("value on 4x4") << ",,black,negamax,off,17,1,1,0.1,done" + QByteArray(kNoTable) +
                ",s.obf,1,4,discs," + QByteArray::fromStdString(toText(Board::start(4)))
                                      << "within -16..16";
        QTest::newRow("empty source") << pvStart + ",,6,discs," + pvFields(30).mid(13) << "source is empty";
        QTest::newRow("source with a folder") << ",,black,best,on,38,1000,5000,2.5,done,default,mix" +
                QByteArray(kNoTable).mid(2) + ",data/f.obf,1,8,empties," +
                fforum << "not a position file's name";
    }
    void badPositionFields()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const ResultsLoad load = loadResults(writeFile(dir, "bad.csv", QByteArray(kHeader) + "\n" + line + "\n"));
        QVERIFY(load.readable);
        if (problem.isEmpty()) { // a valid line, for contrast
            QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
            QCOMPARE(load.records.size(), std::size_t(1));
            return;
        }
        QVERIFY(load.records.empty());
        QCOMPARE(load.problems.size(), 1);
        QVERIFY2(load.problems.front().contains(problem), qPrintable(load.problems.front()));
    }

    void csvRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("results.csv");
        QString error;
        QVERIFY2(saveResultsCsv(path, sampleRecords(), &error), qPrintable(error));
        QVERIFY(readFile(path).startsWith(QByteArray(kHeader) + "\n"));
        const ResultsLoad load = loadResults(path);
        QVERIFY(load.readable);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QCOMPARE(load.records.size(), sampleRecords().size());
        QVERIFY(load.records == sampleRecords());
    }

    void jsonRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("results.json");
        QString error;
        QVERIFY2(saveResultsJson(path, sampleRecords(), &error), qPrintable(error));
        const QByteArray content = readFile(path);
        QVERIFY(content.contains("\"format\": \"othello-search-lab-results\""));
        QVERIFY(content.contains("\"version\": 1"));
        const ResultsLoad load = loadResults(path);
        QVERIFY(load.readable);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QVERIFY(load.records == sampleRecords());
    }

    void emptyListsRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(saveResultsCsv(dir.filePath("a.csv"), {}, nullptr));
        QVERIFY(saveResultsJson(dir.filePath("a.json"), {}, nullptr));
        for (const char* name : {"a.csv", "a.json"}) {
            const ResultsLoad load = loadResults(dir.filePath(name));
            QVERIFY(load.readable);
            QVERIFY(load.problems.isEmpty());
            QVERIFY(load.records.empty());
        }
    }

    void saveReportsUnwritablePath()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!saveResultsCsv(dir.filePath("missing/sub/results.csv"), sampleRecords(), &error));
        QVERIFY(error.contains("results.csv"));
        error.clear();
        QVERIFY(!saveResultsJson(dir.path(), sampleRecords(), &error)); // a directory
        QVERIFY(!error.isEmpty());
    }

    void malformedCsvLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("problem");
        QTest::newRow("too few fields") << QByteArray("30,29,white,negascout,on,-4,123")
                                        << "(or 10 or 31, from older versions), found 7";
        QTest::newRow("too many fields") << kFirstSchemaLine + ",extra"
                                         << "found 11";
        QTest::newRow("label 0") << QByteArray("0,-1,white,negascout,on,-4,1,1,0.1,done") << "label '0'";
        QTest::newRow("label 35") << QByteArray("35,34,white,negascout,on,-4,1,1,0.1,done") << "label '35'";
        QTest::newRow("label huge") << QByteArray("99999999999999999999,0,white,negascout,on,-4,1,1,0.1,done")
                                    << "label";
        QTest::newRow("label text") << QByteArray("abc,29,white,negascout,on,-4,1,1,0.1,done") << "label 'abc'";
        QTest::newRow("ply mismatch") << QByteArray("30,28,white,negascout,on,-4,1,1,0.1,done") << "ply '28'";
        QTest::newRow("side") << QByteArray("30,29,red,negascout,on,-4,1,1,0.1,done") << "side to move 'red'";
        QTest::newRow("algorithm") << QByteArray("30,29,white,minimax,on,-4,1,1,0.1,done")
                                   << "unknown algorithm 'minimax'";
        QTest::newRow("tt") << QByteArray("30,29,white,scout,yes,-4,1,1,0.1,done") << "tt 'yes'";
        QTest::newRow("status") << QByteArray("30,29,white,scout,on,-4,1,1,0.1,finished")
                                << "unknown status 'finished'";
        QTest::newRow("done without value") << QByteArray("30,29,white,scout,on,,1,1,0.1,done") << "value ''";
        QTest::newRow("value out of range") << QByteArray("30,29,white,scout,on,99,1,1,0.1,done") << "value '99'";
        QTest::newRow("timeout with value") << QByteArray("30,29,white,scout,on,-4,1,1,0.1,timeout") << "has no value";
        QTest::newRow("negative count") << QByteArray("30,29,white,scout,on,-4,-1,1,0.1,done") << "expanded '-1'";
        QTest::newRow("count overflow") << QByteArray("30,29,white,scout,on,-4,1,99999999999999999999999,0.1,done")
                                        << "generated";
        QTest::newRow("negative seconds") << QByteArray("30,29,white,scout,on,-4,1,1,-0.1,done") << "seconds '-0.1'";
        QTest::newRow("infinite seconds") << QByteArray("30,29,white,scout,on,-4,1,1,inf,done") << "seconds 'inf'";
        QTest::newRow("garbage") << QByteArray("\x01\x02\xff\xfe garbage") << "expected 36 fields";
        QTest::newRow("repeated header") << QByteArray(kHeader) << "repeated header";
    }
    void malformedCsvLines()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QByteArray content = QByteArray(kHeader) + "\n" + kGoodLine + "\n" + line + "\n" + kGoodLine + "\n";
        const ResultsLoad load = loadResults(writeFile(dir, "bad.csv", content));
        QVERIFY(load.readable);
        QCOMPARE(load.records.size(), std::size_t(2)); // the good lines around it are kept
        QCOMPARE(load.problems.size(), 1);
        QVERIFY2(load.problems[0].startsWith("line 3: "), qPrintable(load.problems[0]));
        QVERIFY2(load.problems[0].contains(problem), qPrintable(load.problems[0]));
        QVERIFY(load.problems[0].size() < 200);
    }

    void truncatedCsvKeepsCompleteLines()
    {
        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath("results.csv");
        QVERIFY(saveResultsCsv(path, sampleRecords(), &error));
        QByteArray content = readFile(path);
        content.chop(12); // a crash in the middle of the last line
        const ResultsLoad load = loadResults(writeFile(dir, "cut.csv", content));
        QVERIFY(load.readable);
        QCOMPARE(load.records.size(), sampleRecords().size() - 1);
        QCOMPARE(load.problems.size(), 1);
        QVERIFY(load.problems[0].startsWith("line 5: "));
    }

    void toleratesCrlfBomAndBlankLines()
    {
        QTemporaryDir dir;
        const QByteArray content =
            "\xEF\xBB\xBF" + QByteArray(kHeader) + "\r\n" + kGoodLine + "\r\n\r\n \n" + kGoodLine;
        const ResultsLoad load = loadResults(writeFile(dir, "win.csv", content));
        QVERIFY(load.readable);
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join('\n')));
        QCOMPARE(load.records.size(), std::size_t(2));
    }

    void notAResultsFile_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("other csv") << QByteArray("a,b,c\n1,2,3\n");
        QTest::newRow("header only partly") << QByteArray("label,ply,to_move\n");
        QTest::newRow("binary") << QByteArray("\x00\x01\x02\x03\xff\xfe\xfd", 7);
        QTest::newRow("truncated json") << QByteArray(
            "{\"format\": \"othello-search-lab-results\", \"version\": 1, \"rec");
        QTest::newRow("json array") << QByteArray("[1, 2, 3]");
        QTest::newRow("json other format") << QByteArray(R"({"format": "other", "version": 1, "records": []})");
        QTest::newRow("json future version")
            << QByteArray(R"({"format": "othello-search-lab-results", "version": 2, "records": []})");
        QTest::newRow("json records not array")
            << QByteArray(R"({"format": "othello-search-lab-results", "version": 1, "records": {}})");
    }
    void notAResultsFile()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const ResultsLoad load = loadResults(writeFile(dir, "file", content));
        QVERIFY(!load.readable);
        QVERIFY(load.records.empty());
        QCOMPARE(load.problems.size(), 1);
    }

    void missingFileIsUnreadable()
    {
        QTemporaryDir dir;
        const ResultsLoad load = loadResults(dir.filePath("nope.csv"));
        QVERIFY(!load.readable);
        QCOMPARE(load.problems.size(), 1);
        QVERIFY(load.problems[0].contains("nope.csv"));
    }

    void malformedJsonRecords()
    {
        QTemporaryDir dir;
        const QByteArray content = R"({"format": "othello-search-lab-results", "version": 1, "records": [
            {"label": 30, "ply": 29, "to_move": "white", "algorithm": "negascout", "tt": "on", "value": -4,
             "expanded": 123, "generated": 4567, "seconds": 0.001234, "status": "done"},
            17,
            {"label": 30, "ply": 29, "to_move": "white", "algorithm": "negascout", "tt": "on", "value": -4,
             "expanded": 123, "generated": 4567, "status": "done"},
            {"label": 30.5, "ply": 29, "to_move": "white", "algorithm": "negascout", "tt": "on", "value": -4,
             "expanded": 123, "generated": 4567, "seconds": 1, "status": "done"},
            {"label": 30, "ply": 29, "to_move": "white", "algorithm": "negascout", "tt": "on", "value": -4,
             "expanded": 1e300, "generated": 4567, "seconds": 1, "status": "done"},
            {"label": 30, "ply": 29, "to_move": "white", "algorithm": ["negascout"], "tt": "on", "value": -4,
             "expanded": 1, "generated": 4567, "seconds": 1, "status": "done"},
            {"label": 1, "ply": 0, "to_move": "black", "algorithm": "negamax", "tt": "off", "value": null,
             "expanded": 5, "generated": 6, "seconds": 60, "status": "timeout"}
        ]})";
        const ResultsLoad load = loadResults(writeFile(dir, "r.json", content));
        QVERIFY(load.readable);
        QCOMPARE(load.records.size(), std::size_t(2));
        ResultRecord firstSchema = sampleRecords()[0]; // written before the table laboratory's fields
        firstSchema.table = {};
        firstSchema.tableStats = {};
        firstSchema.nodeTypes = {};
        QCOMPARE(load.records[0], firstSchema);
        QCOMPARE(load.records[1].status, SearchStatus::Timeout);
        QVERIFY(!load.records[1].value);
        const QStringList expected{"record 2: not an object", "record 3: missing field 'seconds'", "record 4: label",
                                   "record 5: expanded", "record 6: unknown algorithm"};
        QCOMPARE(load.problems.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i)
            QVERIFY2(load.problems[i].startsWith(expected[i]), qPrintable(load.problems[i]));
    }

    void problemListIsCapped()
    {
        QTemporaryDir dir;
        QByteArray content = QByteArray(kHeader) + "\n";
        for (int i = 0; i < 5000; ++i)
            content += "junk\n";
        content += kGoodLine + "\n";
        const ResultsLoad load = loadResults(writeFile(dir, "junk.csv", content));
        QVERIFY(load.readable);
        QCOMPARE(load.records.size(), std::size_t(1));
        QVERIFY(load.problems.size() <= 51);
        QVERIFY2(load.problems.last().contains("4950 more"), qPrintable(load.problems.last()));
    }

    void appenderWritesHeaderThenFlushedLines()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("run.csv");
        ResultAppender appender;
        QString error;
        QVERIFY2(appender.open(path, &error), qPrintable(error));
        QVERIFY(appender.isOpen());
        QCOMPARE(readFile(path), QByteArray(kHeader) + "\n");
        QVERIFY(appender.append(sampleRecords()[0], &error));
        // Flushed at once: another reader sees the line while the appender is still open.
        QCOMPARE(readFile(path), QByteArray(kHeader) + "\n" + kGoodLine + "\n");
        QVERIFY(appender.append(sampleRecords()[1], &error));
        appender.close();

        // Reopening appends below what is there, without a second header.
        QVERIFY(appender.open(path, &error));
        QVERIFY(appender.append(sampleRecords()[2], &error));
        appender.close();
        const ResultsLoad load = loadResults(path);
        QVERIFY(load.problems.isEmpty());
        QCOMPARE(load.records.size(), std::size_t(3));
        QCOMPARE(load.records[2], sampleRecords()[2]);
    }

    void appenderWritesHeaderIntoEmptyFile()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "empty.csv", {});
        ResultAppender appender;
        QVERIFY(appender.open(path, nullptr));
        QVERIFY(appender.append(sampleRecords()[0], nullptr));
        appender.close();
        QCOMPARE(readFile(path), QByteArray(kHeader) + "\n" + kGoodLine + "\n");
    }

    void appenderRefusesForeignFile()
    {
        QTemporaryDir dir;
        const QByteArray foreign = "name,score\nalice,3\n";
        const QString path = writeFile(dir, "other.csv", foreign);
        ResultAppender appender;
        QString error;
        QVERIFY(!appender.open(path, &error));
        QVERIFY(!appender.isOpen());
        QVERIFY2(error.contains("not a results file"), qPrintable(error));
        QVERIFY(!appender.append(sampleRecords()[0], &error));
        QCOMPARE(readFile(path), foreign); // untouched
    }

    void appenderStartsAfterATruncatedLine()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "cut.csv", QByteArray(kHeader) + "\n" + kGoodLine + "\n30,29,whi");
        ResultAppender appender;
        QVERIFY(appender.open(path, nullptr));
        QVERIFY(appender.append(sampleRecords()[0], nullptr));
        appender.close();
        const ResultsLoad load = loadResults(path);
        QCOMPARE(load.records.size(), std::size_t(2));
        QCOMPARE(load.problems.size(), 1);
        QVERIFY(load.problems[0].startsWith("line 3: "));
    }

    void appenderReportsUnwritablePaths()
    {
        QTemporaryDir dir;
        ResultAppender appender;
        QString error;
        QVERIFY(!appender.open(dir.filePath("no/such/dir/run.csv"), &error));
        QVERIFY(error.contains("run.csv"));
        error.clear();
        QVERIFY(!appender.open(dir.path(), &error)); // a directory
        QVERIFY(!error.isEmpty());
        QVERIFY(!appender.isOpen());
    }
};

QTEST_GUILESS_MAIN(TestResultFiles)
#include "tst_result_files.moc"
