// othello-lab-cli solve: labels, positions, sizes, best's line and table, time limit and Ctrl-C.

#include "CliRun.h"
#include "support/PollUntil.h"

#include <QRegularExpression>
#include <ctime>

using namespace othello;
using namespace othello::cli_test;

class TestCliSolve : public QObject {
    Q_OBJECT
private slots:
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

    // A classical search lists what it settled about each root move: negamax every value, the
    // best one the position's value; alpha-beta proves only bounds for moves that cannot be better.
    void solveListsTheRootMoves()
    {
        const Board board = PrincipalVariation::sixBySix().position(27);
        const std::string best = moveName(PrincipalVariation::sixBySix().moveFrom(27));
        const Run negamax = run({"solve", "--label", "27", "--algorithm", "negamax"});
        const QStringList moves = printedField(negamax.out, "root moves").split(", ");
        QCOMPARE(moves.size(), qsizetype(board.moveList().size()));
        QVERIFY2(moves.contains(QString::fromStdString(best) + " -4"), qPrintable(moves.join('|')));
        for (const QString& move : moves)
            QVERIFY2(QRegularExpression("^[a-f][1-6] -?\\d+$").match(move).hasMatch(), qPrintable(move));
        const Run alphaBeta = run({"solve", "--label", "27", "--algorithm", "alphabeta"});
        QVERIFY2(printedField(alphaBeta.out, "root moves").contains(QRegularExpression("[<>]= ")),
                 qPrintable(alphaBeta.out));
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

    // --threads: one thread searches alike every time (the same count), more threads give the
    // same value; only best takes it, and only 1..64.
    void solveBestWithThreads()
    {
        const QStringList solveBest{"solve", "--label", "14", "--algorithm", "best"};
        const Run one = run(solveBest + QStringList{"--threads", "1"});
        const Run again = run(solveBest + QStringList{"--threads", "1"});
        const Run two = run(solveBest + QStringList{"--threads", "2"});
        for (const Run* r : {&one, &again, &two}) {
            QCOMPARE(r->code, 0);
            QCOMPARE(printedField(r->out, "value"), QString("-4 (Black's view)"));
        }
        QCOMPARE(printedField(one.out, "generated"), printedField(again.out, "generated"));
        QCOMPARE(run(solveBest + QStringList{"--threads", "0"}).code, 2);
        QCOMPARE(run(solveBest + QStringList{"--threads", "many"}).code, 2);
        QCOMPARE(run({"solve", "--label", "14", "--threads", "2"}).code, 2); // alpha-beta
    }

    void solveTimesOut()
    {
        const Run r = run({"solve", "--label", "1", "--algorithm", "negamax", "--time-limit", "0.05"});
        QCOMPARE(r.code, 0);
        QCOMPARE(printedField(r.out, "status"), QString("timeout"));
        QCOMPARE(printedField(r.out, "value"), QString("-"));
    }

    void ctrlCStopsASolve()
    {
        struct sigaction before { };
        sigaction(SIGINT, nullptr, &before);
        std::thread interrupter([before] {
            // Once the command has taken Ctrl-C over (its InterruptWatch replaced the handler)...
            test::pollUntil(
                [&before] {
                    struct sigaction now { };
                    sigaction(SIGINT, nullptr, &now);
                    return now.sa_handler != before.sa_handler;
                },
                10000);
            // ...and its search has generated nodes, which nothing outside the command shows but
            // the time the process has computed since (this thread only sleeps): 50 ms of it,
            // however busy the machine.
            const auto computed = [] {
                timespec time{};
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time);
                return static_cast<double>(time.tv_sec) + static_cast<double>(time.tv_nsec) / 1e9;
            };
            const double start = computed();
            test::pollUntil([&] { return computed() - start > 0.05; }, 60000);
            kill(getpid(), SIGINT);
        });
        const Run r = run({"solve", "--label", "1", "--algorithm", "negamax"});
        interrupter.join();
        QCOMPARE(r.code, 130);
        QCOMPARE(printedField(r.out, "status"), QString("cancelled"));
        QVERIFY(printedField(r.out, "generated").toULongLong() > 0);
    }
};

QTEST_GUILESS_MAIN(TestCliSolve)
#include "tst_cli_solve.moc"
