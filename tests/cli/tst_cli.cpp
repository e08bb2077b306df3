#include "cli/CommandLine.h"

#include "SolvedValue.h"
#include "engine/PrincipalVariation.h"
#include "engine/RandomPositions.h"
#include "engine/ReferenceBoard.h"
#include "engine/Search.h"
#include "engine/Square.h"
#include "engine/heuristic/DepthSearch.h"
#include "results/ResultFiles.h"

#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <chrono>
#include <csignal>
#include <fstream>
#include <thread>
#include <unistd.h>

using namespace othello;

namespace {

const char* const kErrorPrefix = "othello-lab-cli: error: ";

struct Run {
    int code = -1;
    QString out;
    QString err;
};

// Records what the sweep asked to draw; writes nothing.
struct FakeCharts {
    int calls = 0;
    std::vector<ResultRecord> records;
    QString directory;
    QStringList formats;
    bool succeed = true;
    ChartWriter writer()
    {
        return [this](const std::vector<ResultRecord>& r, const QString& d, const QStringList& f, QString* error) {
            ++calls;
            records = r;
            directory = d;
            formats = f;
            if (!succeed && error)
                *error = "the chart writer failed";
            return succeed;
        };
    }
};

Run run(const QStringList& arguments, const ChartWriter& charts = {})
{
    Run result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    result.code = runCommandLine(arguments, out, err, charts);
    return result;
}

QStringList lines(const QString& text) { return text.split('\n', Qt::SkipEmptyParts); }

QString pvText(int label) { return QString::fromStdString(toText(PrincipalVariation::sixBySix().position(label))); }

// The value a `solve` printed, or an empty string.
QString printedField(const QString& out, const QString& name)
{
    for (const QString& line : lines(out))
        if (line.startsWith(name + " "))
            return line.mid(name.size()).trimmed();
    return {};
}

// FForum #40: Black to move scores +38 with empties to the winner.
const char* const kFForum40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";

// A position file of `positions` (one a line, OBF text, with a comment and a scored-moves tail).
QString writePositions(const QTemporaryDir& dir, const QString& name, const std::vector<Board>& positions)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        qFatal("cannot write the position file");
    file.write("# test positions\n");
    for (const Board& board : positions)
        file.write(QByteArray::fromStdString(toText(board)) + "; A1:+0;\n");
    return path;
}

// A "Name: N kB" line of /proc/self/status, in KiB (0 when missing).
long statusKib(const std::string& name)
{
    std::ifstream status("/proc/self/status");
    std::string word;
    while (status >> word)
        if (word == name) {
            long kib = 0;
            status >> kib;
            return kib;
        }
    return 0;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void topLevelHelp()
    {
        for (const QStringList& arguments : {QStringList{"--help"}, QStringList{"help"}, QStringList{"-h"}}) {
            const Run r = run(arguments);
            QCOMPARE(r.code, 0);
            QVERIFY(r.err.isEmpty());
            for (const char* command : {"sweep", "solve", "pv", "perft", "bench"})
                QVERIFY2(r.out.contains(QString("  %1 ").arg(command)), command);
        }
    }

    void commandHelp_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("sweep") << QStringList{"sweep", "--help"} << "--time-limit";
        QTest::newRow("solve") << QStringList{"solve", "--help"} << "--position";
        QTest::newRow("pv") << QStringList{"pv", "--help"} << "principal variation";
        QTest::newRow("perft") << QStringList{"perft", "--help"} << "--depth";
        QTest::newRow("bench") << QStringList{"bench", "--help"} << "--quick";
        QTest::newRow("help perft") << QStringList{"help", "perft"} << "--depth";
    }
    void commandHelp()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const Run r = run(arguments);
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        QVERIFY(r.out.startsWith("Usage: othello-lab-cli "));
        QVERIFY2(r.out.contains(mentions), qPrintable(r.out));
    }

    void perftFromTheStart_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("count");
        const char* const counts[] = {"1", "4", "12", "56", "244", "1364", "7604"};
        for (int depth = 0; depth <= 6; ++depth)
            QTest::addRow("depth %d", depth) << depth << QString(counts[depth]);
    }
    void perftFromTheStart()
    {
        QFETCH(int, depth);
        QFETCH(QString, count);
        const Run r = run({"perft", "--depth", QString::number(depth)});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        QCOMPARE(r.out, count + "\n");
    }

    void perftOnOtherSizes()
    {
        const Run eight = run({"perft", "--size", "8", "--depth", "7"});
        QCOMPARE(eight.code, 0);
        QCOMPARE(eight.out, QString("55092\n"));
        const Run four = run({"perft", "--size=4", "--depth", "1"});
        QCOMPARE(four.out, QString("4\n"));
        const QString start8 = QString::fromStdString(toText(Board::start(8)));
        QCOMPARE(run({"perft", "--size", "8", "--position", start8, "--depth", "3"}).out, QString("56\n"));
        const Run mismatch = run({"perft", "--size", "8", "--position", pvText(1), "--depth", "1"});
        QCOMPARE(mismatch.code, 2);
        QVERIFY2(mismatch.err.contains("not 8x8"), qPrintable(mismatch.err));
        const Run bad = run({"perft", "--size", "7", "--depth", "1"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("--size"), qPrintable(bad.err));
    }
    void solveOtherSizes()
    {
        // 4x4 from the start: perfect play is a white win by 8 discs (3-11, from the ReferenceBoard negamax).
        const Run four = run({"solve", "--size", "4", "--algorithm", "negamax"});
        QCOMPARE(four.code, 0);
        reference::ReferenceCounts counts;
        const int expected = reference::negamax(reference::ReferenceBoard(Board::start(4)), counts);
        QCOMPARE(printedField(four.out, "value"), QString("%1 (Black's view)").arg(expected));
        // An 8x8 position with two empty squares (64-character text).
        const QString text = QString(28, 'X') + QString(32, 'O') + "--XO X";
        const Run eight = run({"solve", "--size", "8", "--position", text});
        QCOMPARE(eight.code, 0);
        const Board board = std::get<Board>(parseBoard(text.toStdString()));
        reference::ReferenceCounts counts8;
        QCOMPARE(printedField(eight.out, "value"),
                 QString("%1 (Black's view)").arg(reference::negamax(reference::ReferenceBoard(board), counts8)));
        QCOMPARE(run({"solve", "--size", "4", "--label", "3"}).code, 2);
        // 4x4 under empties-to-the-winner: the same winner, a margin at least as large.
        const Run empties = run({"solve", "--size", "4", "--scoring", "empties", "--algorithm", "negascout"});
        QCOMPARE(empties.code, 0);
        const int emptiesValue = printedField(empties.out, "value").section(' ', 0, 0).toInt();
        QVERIFY2(emptiesValue <= expected && emptiesValue < 0, qPrintable(empties.out));
        QCOMPARE(run({"solve", "--size", "4", "--scoring", "most"}).code, 2);
    }

    void tournamentTableCountsEveryGameOncePerSide()
    {
        QTemporaryDir dir;
        const QString openings = dir.filePath("openings.obf");
        {
            QFile file(openings);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(("# two openings\n" + toText(Board::start(6)) + "; comment\n" +
                        toText(Board::start(6).played(*parseSquare("c2", 6))) + "\n")
                           .c_str());
        }
        const QString csv = dir.filePath("games.csv");
        const QString json = dir.filePath("games.json");
        const Run r = run({"tournament", "--player", "name=ab:alphabeta:depth=2:eval=weighted", "--player", "greedy",
                           "--player", "name=ns:negascout:depth=1:tt=on:eval=discs=1;mobility=3", "--openings",
                           openings, "--csv", csv, "--json", json, "--scoring", "empties"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY2(r.out.contains("12 games, scoring empties"), qPrintable(r.out));
        // The table: every player plays 8 games; wins and losses balance, margins sum to zero.
        int wins = 0, losses = 0, draws = 0, margin = 0, rows = 0;
        for (const QString& line : lines(r.out)) {
            const QStringList f = line.split(' ', Qt::SkipEmptyParts);
            if (f.size() != 8 || !QStringList{"ab", "greedy", "ns"}.contains(f[0]))
                continue;
            ++rows;
            QCOMPARE(f[1].toInt(), 8);
            QCOMPARE(f[2].toInt() + f[3].toInt() + f[4].toInt(), 8);
            wins += f[2].toInt();
            draws += f[3].toInt();
            losses += f[4].toInt();
            margin += f[5].toInt();
        }
        QCOMPARE(rows, 3);
        QCOMPARE(wins, losses);
        QCOMPARE(wins + draws / 2, 12);
        QCOMPARE(margin, 0);
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        QCOMPARE(lines(QString::fromUtf8(csvFile.readAll())).size(), 13); // header + 12 games
        QFile jsonFile(json);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(jsonFile.readAll()).count("\"margin\""), 12);
        // Errors: one player, a bad player, a bad openings file.
        QCOMPARE(run({"tournament", "--player", "greedy"}).code, 2);
        const Run bad = run({"tournament", "--player", "greedy", "--player", "alphabeta:depth=0"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("depth"), qPrintable(bad.err));
        const Run wrongSize =
            run({"tournament", "--player", "greedy", "--player", "negamax", "--size", "8", "--openings", openings});
        QCOMPARE(wrongSize.code, 2);
        QVERIFY2(wrongSize.err.contains("not 8x8"), qPrintable(wrongSize.err));
    }
    void depthCompareValuesAgree()
    {
        const Run r = run({"depth-compare", "--size", "8", "--depth", "3", "--tt", "off,on"});
        QCOMPARE(r.code, 0);
        QMap<int, QSet<QString>> valuesAtDepth;
        QMap<QString, qulonglong> nodes; // "depth algorithm tt" -> generated
        int rows = 0;
        for (const QString& line : lines(r.out).mid(1)) {
            const QStringList f = line.split(' ', Qt::SkipEmptyParts);
            QCOMPARE(f.size(), 7);
            valuesAtDepth[f[1].toInt()].insert(f[4]);
            nodes[f[1] + " " + f[2] + " " + f[3]] = f[5].toULongLong();
            ++rows;
        }
        QCOMPARE(rows, 3 * 4 * 2);
        for (const auto& values : valuesAtDepth)
            QCOMPARE(values.size(), 1);
        QVERIFY(nodes["3 alphabeta off"] < nodes["3 negamax off"]);
        QCOMPARE(run({"depth-compare", "--algorithms", "scout"}).code, 2);
    }

    // bench --suite checks solved values and moves against the scores the file lists (here
    // computed by the depth-limited search run to the end, an independent solver).
    void benchChecksAnEndgameSuite()
    {
        QTemporaryDir dir;
        std::string text = "% a tiny suite\n";
        Board board = Board::start(8);
        std::vector<Board> positions;
        while (positions.size() < 2) {
            board = board.played(board.moveList().back());
            if (board.emptyCount() <= 9 && !board.mustPass() && !board.isGameOver())
                positions.push_back(board);
        }
        for (std::size_t p = 0; p < positions.size(); ++p) {
            text += toText(positions[p]);
            for (int move : positions[p].moveList()) {
                const Board after = positions[p].played(move);
                const auto r =
                    heuristic::solveExactly(after, Algorithm::AlphaBeta, false, ScoringRule::EmptiesToWinner);
                const int moverScore = (positions[p].toMove == Color::Black ? 1 : -1) * r.value;
                // The second position lists a wrong score for every move.
                text += "; " + moveName(move) + ":" + std::to_string(moverScore + (p == 1 ? 2 : 0));
            }
            text += "\n";
        }
        const QString path = dir.filePath("suite-7-8.obf");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.c_str());
        file.close();
        const Run r = run({"bench", "--suite", path, "--algorithms", "best,alphabeta"});
        QCOMPARE(r.code, 1); // the wrong scores are found
        const QStringList rows = lines(r.out).filter(QRegularExpression("^(best|alphabeta) "));
        QCOMPARE(rows.size(), 6);
        QVERIFY2(rows[0].contains(QRegularExpression("^best\\s+7 .* ok$")), qPrintable(rows[0]));
        QVERIFY2(rows[1].contains(QRegularExpression("^best\\s+8 .*WRONG VALUE$")), qPrintable(rows[1]));
        QVERIFY2(rows[2].contains("2 of 2 solved, 1 agree with the file"), qPrintable(rows[2]));
        QVERIFY2(rows[3].startsWith("alphabeta") && rows[3].endsWith(" ok"), qPrintable(rows[3]));
        QCOMPARE(run({"bench", "--suite", dir.filePath("missing.obf")}).code, 2);
    }

    void perftFromAPosition()
    {
        // The final PV board: the game is over, so every depth counts one sequence.
        const Run end = run({"perft", "--depth=3", "--position", pvText(34)});
        QCOMPARE(end.code, 0);
        QCOMPARE(end.out, QString("1\n"));
        const Run start = run({"perft", "--position", pvText(1), "--depth", "2"});
        QCOMPARE(start.out, QString("12\n"));
    }

    void pvListsEveryLabel()
    {
        const Run r = run({"pv"});
        QCOMPARE(r.code, 0);
        const QStringList rows = lines(r.out);
        QCOMPARE(rows.size(), 35); // a header and labels 1..34
        QVERIFY(rows[0].contains("label") && rows[0].contains("position"));
        const PrincipalVariation& pv = PrincipalVariation::sixBySix();
        for (int label = 1; label <= 34; ++label) {
            const QStringList fields = rows[label].split(' ', Qt::SkipEmptyParts);
            QCOMPARE(fields.size(), 6); // label, ply, side, move, 36 squares, side to move
            QCOMPARE(fields[0].toInt(), label);
            QCOMPARE(fields[1].toInt(), label - 1);
            QCOMPARE(fields[2], QString::fromLatin1(colorName(pv.position(label).toMove)));
            QCOMPARE(fields[3], QString::fromStdString(moveName(pv.moveFrom(label))));
            QCOMPARE(fields[4] + " " + fields[5], pvText(label));
        }
        QVERIFY(rows[1].contains(" c2 "));
        QVERIFY(rows[34].contains(" - "));
    }

    void solveALabel_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("default alphabeta") << QStringList{"solve", "--label", "30"};
        QTest::newRow("negamax") << QStringList{"solve", "--label", "28", "--algorithm", "negamax"};
        QTest::newRow("scout tt") << QStringList{"solve", "--label", "26", "--algorithm", "scout", "--tt",
                                                 "on",    "--tt-mb", "4"};
        QTest::newRow("negascout text") << QStringList{"solve", "--position", pvText(25), "--algorithm=NegaScout"};
        QTest::newRow("with a limit") << QStringList{"solve", "--label", "27", "--time-limit", "30"};
    }
    void solveALabel()
    {
        QFETCH(QStringList, arguments);
        const Run r = run(arguments);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QCOMPARE(printedField(r.out, "value"), QString("-4 (Black's view)"));
        QCOMPARE(printedField(r.out, "status"), QString("done"));
        QVERIFY(printedField(r.out, "generated").toULongLong() > 0);
        QVERIFY(!printedField(r.out, "nodes/s").isEmpty());
        const QString best = printedField(r.out, "best move");
        QVERIFY(parseMove(best.toStdString(), 6).has_value());
    }

    void solveBestMoveOnThePv()
    {
        const Run r = run({"solve", "--label", "30", "--algorithm", "negascout"});
        QCOMPARE(printedField(r.out, "best move"),
                 QString::fromStdString(moveName(PrincipalVariation::sixBySix().moveFrom(30))));
        QCOMPARE(printedField(r.out, "position"), pvText(30));
    }

    // `best` prints the optimal line it found: played out from the position it ends the game
    // with the value, and starts with the best move.
    void solveBestPrintsAnOptimalLine()
    {
        const Run r = run({"solve", "--label", "14", "--algorithm", "best", "--tt-mb", "4"});
        QCOMPARE(r.code, 0);
        QCOMPARE(printedField(r.out, "value"), QString("-4 (Black's view)"));
        const QStringList moves = printedField(r.out, "line").split(' ');
        QCOMPARE(moves.front(), printedField(r.out, "best move"));
        Board board = PrincipalVariation::sixBySix().position(14);
        for (const QString& text : moves) {
            const std::optional<int> move =
                text == "pass" ? std::optional<int>(kPassMove) : parseMove(text.toStdString(), 6);
            QVERIFY2(move && !board.isGameOver() && board.isLegal(*move), qPrintable(text));
            board = board.played(*move);
        }
        QVERIFY(board.isGameOver());
        QCOMPARE(board.discDifference(), -4);
        // The classical searches print no line.
        QVERIFY(printedField(run({"solve", "--label", "30"}).out, "line").isEmpty());
    }

    // `best` uses its own table: solve makes no second (classical) table of the same size, so the
    // peak memory stays within the table size plus a little (it was twice the size).
    void solveBestMakesOneTable()
    {
        {
            std::ofstream clear("/proc/self/clear_refs");
            clear << "5" << std::flush; // resets the peak resident size (Linux 4.0+)
            if (!clear)
                QSKIP("this system does not let a process reset its peak resident size");
        }
        const long before = statusKib("VmRSS:");
        QVERIFY(before > 0);
        const Run r = run({"solve", "--label", "20", "--algorithm", "best", "--tt", "on", "--tt-mb", "96"});
        QCOMPARE(r.code, 0);
        const long growth = statusKib("VmHWM:") - before;
        QVERIFY2(growth < (96 + 32) * 1024, qPrintable(QString("peak growth %1 KiB").arg(growth)));
    }

    void solveTimesOut()
    {
        const Run r = run({"solve", "--label", "1", "--algorithm", "negamax", "--time-limit", "0.05"});
        QCOMPARE(r.code, 0);
        QCOMPARE(printedField(r.out, "status"), QString("timeout"));
        QCOMPARE(printedField(r.out, "value"), QString("-"));
    }

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
            QCOMPARE(record.value, test::bestValue(board, ScoringRule::EmptiesToWinner));
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
        QCOMPARE(load.records[1].value, test::bestValue(late, ScoringRule::EmptiesToWinner));
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

    void mergeKeysFilePositions()
    {
        QTemporaryDir dir;
        const QString obf = writePositions(dir, "four.obf", {Board::start(4)});
        const QString a = dir.filePath("a.csv"), b = dir.filePath("b.csv"), pv = dir.filePath("pv.csv");
        QCOMPARE(run({"sweep", "--positions", obf, "--algorithms", "alphabeta", "--tt", "off", "--out", a}).code, 0);
        QCOMPARE(run({"sweep", "--positions", obf, "--scoring", "empties", "--algorithms", "alphabeta", "--tt", "off",
                      "--out", b})
                     .code,
                 0);
        QCOMPARE(
            run({"sweep", "--algorithms", "alphabeta", "--tt", "off", "--from", "34", "--to", "34", "--out", pv}).code,
            0);
        // Position 1 under two scoring rules and PV label 34: three searches, and a file merged
        // twice adds nothing.
        const QString out = dir.filePath("all.csv");
        const Run merged = run({"merge", a, b, pv, a, "-o", out});
        QCOMPARE(merged.code, 0);
        QVERIFY2(merged.out.contains("merged 3 searches from 4 files"), qPrintable(merged.out));
        const ResultsLoad load = loadResults(out);
        QCOMPARE(load.records.size(), std::size_t(3));
        QVERIFY(!load.records[0].isFilePosition()); // the PV first
        QCOMPARE(load.records[1].position, 1);
        QCOMPARE(load.records[2].position, 1);

        // The same position of the same file with another result is a conflict.
        ResultsLoad changed = loadResults(a);
        changed.records[0].generated += 1;
        const QString c = dir.filePath("c.csv");
        QVERIFY(saveResultsCsv(c, changed.records, nullptr));
        const Run conflict = run({"merge", a, c, "-o", dir.filePath("x.csv")});
        QCOMPARE(conflict.code, 1);
        QVERIFY2(conflict.err.contains(
                     "conflicting results for position 1 of four.obf (scoring discs), algorithm alphabeta"),
                 qPrintable(conflict.err));
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
        QTimer::singleShot(300, [] { std::raise(SIGINT); });
        const Run r = run({"sweep", "--algorithms", "negamax", "--tt", "off", "--out", csv});
        QCOMPARE(r.code, 130);
        QVERIFY(r.out.contains("interrupted"));
        const ResultsLoad load = loadResults(csv);
        QVERIFY(load.problems.isEmpty());
        QVERIFY(load.records.size() >= 5); // labels 34..30 take microseconds
        QCOMPARE(load.records.front().label, 34);
        QCOMPARE(load.records.back().status, SearchStatus::Cancelled);
    }

    void ctrlCStopsASolve()
    {
        std::thread interrupter([] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            kill(getpid(), SIGINT);
        });
        const Run r = run({"solve", "--label", "1", "--algorithm", "negamax"});
        interrupter.join();
        QCOMPARE(r.code, 130);
        QCOMPARE(printedField(r.out, "status"), QString("cancelled"));
        QVERIFY(printedField(r.out, "generated").toULongLong() > 0);
    }

    void benchQuick()
    {
        const Run r = run({"bench", "--quick"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QStringList rows = lines(r.out);
        // title, header, reference, speed line, then per algorithm x tt 5 positions and a total; memory
        const int positions = 5;
        QCOMPARE(rows.size(), 4 + int(kAlgorithms.size()) * 2 * (positions + 1) + 1);
        QVERIFY(rows[0].startsWith("bench: 5 positions"));
        QVERIFY(rows[2].startsWith("reference"));
        QVERIFY(rows[3].startsWith("negamax    off label 24"));
        QVERIFY(rows.last().startsWith("peak memory "));
        // Every search is solved, the PV positions to -4, and the random ones (a fixed seed) to the
        // same value for every algorithm.
        QMap<QString, QString> valueOf;
        for (qsizetype i = 4; i < rows.size() - 1; ++i) {
            const QStringList fields = rows[i].split(' ', Qt::SkipEmptyParts);
            QVERIFY2(fields.size() >= 11, qPrintable(rows[i]));
            const QString position = fields[2] + " " + fields[3];
            if (fields[2] == "total") {
                QVERIFY2(rows[i].endsWith("5 of 5 solved"), qPrintable(rows[i]));
                continue;
            }
            QCOMPARE(fields.last(), QString("done"));
            QVERIFY(fields[6].toULongLong() > 0);
            if (fields[2] == "label")
                QCOMPARE(fields[5], QString("-4"));
            if (valueOf.contains(position))
                QCOMPARE(fields[5], valueOf[position]);
            valueOf[position] = fields[5];
        }
        QCOMPARE(valueOf.size(), positions);
    }

    // A timeout stops an algorithm's climb over the positions: the larger ones are skipped.
    void benchSkipsAfterATimeout()
    {
        const Run r = run({"bench", "--quick", "--algorithms", "negamax", "--time-limit", "0.000001"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(" timeout"));
        QVERIFY(r.out.contains(" skipped"));
    }

    void planPrintsOneSweepPerCombination()
    {
        const Run r = run({"plan", "--algorithms", "alphabeta,negascout", "--from", "30", "--to", "20", "--time-limit",
                           "5", "--out-dir", "my runs"});
        QCOMPARE(r.code, 0);
        const QStringList rows = lines(r.out);
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows[0],
                 QString("othello-lab-cli sweep --algorithms alphabeta --tt off --from 30 --to 20 "
                         "--time-limit 5 --tt-mb 64 --out 'my runs/alphabeta-tt-off.csv'"));
        QVERIFY(rows[3].contains("--algorithms negascout --tt on "));
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

    void planRunMergeOpen()
    {
        QTemporaryDir dir;
        const Run plan =
            run({"plan", "--from", "34", "--to", "30", "--time-limit", "30", "--tt-mb", "4", "--out-dir", dir.path()});
        QCOMPARE(plan.code, 0);
        QStringList files;
        for (const QString& line : lines(plan.out)) {
            QStringList words = line.split(' ');
            QCOMPARE(words.takeFirst(), QString("othello-lab-cli"));
            const Run job = run(words);
            QCOMPARE(job.code, 0);
            files << words.last();
        }
        QCOMPARE(files.size(), qsizetype(kAlgorithms.size() * 2));
        const QString merged = dir.filePath("all.csv");
        const Run merge = run(QStringList{"merge"} + files + QStringList{"-o", merged});
        QCOMPARE(merge.code, 0);
        QVERIFY2(merge.err.isEmpty(), qPrintable(merge.err));
        const ResultsLoad load = loadResults(merged);
        QVERIFY(load.problems.isEmpty());
        QCOMPARE(load.records.size(), std::size_t(5 * 2 * kAlgorithms.size()));
        for (const ResultRecord& record : load.records)
            QCOMPARE(record.value, std::optional<int>(-4));
        // Merging again with overlapping inputs (the merged file itself) changes nothing.
        const QString again = dir.filePath("again.json");
        QCOMPARE(run(QStringList{"merge", merged} + files + QStringList{"--out", again}).code, 0);
        QCOMPARE(loadResults(again).records, load.records);
    }

    void mergeRejectsConflicts()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath("a.csv"), b = dir.filePath("b.csv"), out = dir.filePath("out.csv");
        ResultRecord record;
        record.label = 30;
        record.ply = 29;
        record.algorithm = Algorithm::Scout;
        record.value = -4;
        record.generated = 20;
        QString error;
        QVERIFY(saveResultsCsv(a, {record}, &error));
        record.generated = 21;
        QVERIFY(saveResultsCsv(b, {record}, &error));
        const Run r = run({"merge", a, b, "-o", out});
        QCOMPARE(r.code, 1);
        QCOMPARE(lines(r.err).size(), 1);
        QVERIFY2(r.err.contains("conflicting results for label 30, algorithm scout, tt off"), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        QCOMPARE(run({"merge", a, "-o", out}).code, 0);
        QCOMPARE(run({"merge", "-o", out}).code, 2);                           // no inputs
        QCOMPARE(run({"merge", a}).code, 2);                                   // no output
        QCOMPARE(run({"merge", dir.filePath("none.csv"), "-o", out}).code, 1); // missing input
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("mentions");
        const QString notADir = QDir::temp().filePath("no-such-dir-4f1e/results.csv");
        QTest::newRow("no command") << QStringList{} << 2 << "no command";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << 2 << "unknown command 'frobnicate'";
        QTest::newRow("help unknown") << QStringList{"help", "frobnicate"} << 2 << "unknown command";
        QTest::newRow("unknown option") << QStringList{"sweep", "--colour", "red"} << 2 << "unknown option 'colour'";
        QTest::newRow("missing value") << QStringList{"sweep", "--from"} << 2 << "missing value";
        QTest::newRow("stray argument") << QStringList{"pv", "extra"} << 2 << "unexpected argument 'extra'";
        QTest::newRow("unknown algorithm")
            << QStringList{"sweep", "--algorithms", "negamax,minimax"} << 2 << "unknown algorithm 'minimax'";
        QTest::newRow("algorithm twice") << QStringList{"sweep", "--algorithms", "scout,scout"} << 2 << "listed twice";
        QTest::newRow("empty list item") << QStringList{"sweep", "--algorithms", "scout,"} << 2 << "empty item";
        QTest::newRow("bad tt list") << QStringList{"sweep", "--tt", "off,maybe"} << 2 << "'maybe' is not on or off";
        QTest::newRow("label 0") << QStringList{"sweep", "--to", "0"} << 2 << "not within 1..34";
        QTest::newRow("label 35") << QStringList{"sweep", "--from", "35"} << 2 << "not within 1..34";
        QTest::newRow("from below to") << QStringList{"sweep", "--from", "20", "--to", "25"} << 2 << "below --to";
        QTest::newRow("label not a number") << QStringList{"sweep", "--from", "3x"} << 2 << "not a whole number";
        QTest::newRow("huge number") << QStringList{"sweep", "--from", "99999999999999999999"} << 2
                                     << "not a whole number";
        QTest::newRow("zero limit") << QStringList{"sweep", "--time-limit", "0"} << 2 << "--time-limit";
        QTest::newRow("negative limit") << QStringList{"sweep", "--time-limit", "-5"} << 2 << "--time-limit";
        QTest::newRow("nan limit") << QStringList{"sweep", "--time-limit", "nan"} << 2 << "--time-limit";
        QTest::newRow("zero jobs") << QStringList{"sweep", "--jobs", "0"} << 2 << "--jobs";
        QTest::newRow("zero tt-mb") << QStringList{"sweep", "--tt-mb", "0"} << 2 << "--tt-mb";
        QTest::newRow("unwritable out") << QStringList{"sweep", "--from", "34", "--to", "34", "--out", notADir} << 1
                                        << "--out";
        QTest::newRow("out is a directory")
            << QStringList{"sweep", "--from", "34", "--to", "34", "--out", QDir::tempPath()} << 1 << "--out";
        QTest::newRow("unwritable charts")
            << QStringList{"sweep", "--charts", "/proc/no-charts-here"} << 1 << "--charts";
        QTest::newRow("unknown chart format")
            << QStringList{"sweep", "--charts", QDir::tempPath(), "--chart-format", "png,gif"} << 2 << "'gif'";
        QTest::newRow("chart format without charts")
            << QStringList{"sweep", "--chart-format", "svg"} << 2 << "--chart-format: needs --charts";
        QTest::newRow("solve nothing") << QStringList{"solve"} << 2 << "either --position or --label";
        QTest::newRow("solve both") << QStringList{"solve", "--label", "3", "--position", pvText(3)} << 2 << "either";
        QTest::newRow("solve label 0") << QStringList{"solve", "--label", "0"} << 2 << "not within 1..34";
        QTest::newRow("short position") << QStringList{"solve", "--position", "XO X"} << 2 << "malformed position";
        QTest::newRow("bad square") << QStringList{"solve", "--position", QString(pvText(3)).replace(0, 1, "Z")} << 2
                                    << "malformed position";
        QTest::newRow("bad side") << QStringList{"solve", "--position", QString(pvText(3)).replace(37, 1, "W")} << 2
                                  << "malformed position";
        QTest::newRow("solve unknown algorithm")
            << QStringList{"solve", "--label", "30", "--algorithm", "mtdf"} << 2 << "unknown algorithm 'mtdf'";
        QTest::newRow("solve bad tt") << QStringList{"solve", "--label", "30", "--tt", "yes"} << 2 << "--tt";
        QTest::newRow("perft without depth") << QStringList{"perft"} << 2 << "--depth is required";
        QTest::newRow("perft negative") << QStringList{"perft", "--depth", "-1"} << 2 << "--depth";
        QTest::newRow("perft bad position")
            << QStringList{"perft", "--depth", "1", "--position", "nonsense"} << 2 << "malformed position";
        QTest::newRow("bench option") << QStringList{"bench", "--slow"} << 2 << "unknown option";
        QTest::newRow("unknown policy") << QStringList{"solve", "--label", "30", "--tt", "on", "--tt-policy", "lru"}
                                        << 2 << "unknown table policy 'lru'";
        QTest::newRow("policy parameter")
            << QStringList{"sweep", "--tt-policy", "default,wipe:0"} << 2 << "--tt-policy: wipe:";
        QTest::newRow("probability") << QStringList{"solve", "--label", "30", "--tt-policy", "probability:2"} << 2
                                     << "probability in (0, 1]";
        QTest::newRow("policy twice") << QStringList{"sweep", "--tt-policy", "exact,exact"} << 2 << "listed twice";
        QTest::newRow("solve policy list")
            << QStringList{"solve", "--label", "30", "--tt-policy", "exact,always"} << 2 << "one policy here";
        QTest::newRow("unknown hash") << QStringList{"bench", "--tt-hash", "md5"} << 2 << "unknown table hash 'md5'";
        QTest::newRow("entries and mib") << QStringList{"sweep", "--tt-entries", "1000", "--tt-mb", "4"} << 2
                                         << "give one of them";
        QTest::newRow("entries not a number")
            << QStringList{"solve", "--label", "30", "--tt-entries", "1k"} << 2 << "--tt-entries: '1k'";
    }
    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, mentions);
        const Run r = run(arguments);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.startsWith(kErrorPrefix), qPrintable(r.err));
        QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1, qPrintable(r.err)); // exactly one line
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
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

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
