// The four classical searches: the course's published node counts, PV values, agreement with
// the plain reference implementation, TT on/off, time limits and cancellation.

#include "engine/board/PrincipalVariation.h"
#include "engine/board/ReferenceBoard.h"
#include "engine/search/Search.h"
#include "engine/table/TranspositionTable.h"
#include "support/PollUntil.h"
#include "support/RandomPositions.h"
#include "support/TestTimeScale.h"

#include <QTest>
#include <algorithm>
#include <chrono>
#include <map>
#include <thread>
#include <tuple>

using namespace othello;

namespace {
SearchResult solveLabel(int label, Algorithm algorithm, bool tt)
{
    SearchOptions options;
    options.algorithm = algorithm;
    options.useTranspositionTable = tt;
    options.ttMegabytes = 16;
    return solve(PrincipalVariation::sixBySix().position(label), options);
}

// The plain reference solver's value (Black's view), each position solved once per run.
int referenceValue(const Board& board)
{
    static std::map<std::tuple<std::uint64_t, std::uint64_t, Color>, int> known;
    const auto key = std::make_tuple(board.black, board.white, board.toMove);
    if (const auto found = known.find(key); found != known.end())
        return found->second;
    reference::ReferenceCounts counts;
    return known[key] = reference::alphaBeta(reference::ReferenceBoard(board), counts);
}

SearchResult solveBoard(const Board& board, Algorithm algorithm, bool tt, TranspositionTable* table = nullptr)
{
    SearchOptions options;
    options.algorithm = algorithm;
    options.useTranspositionTable = tt;
    options.ttMegabytes = 4;
    return solve(board, options, nullptr, table);
}
} // namespace

class TestSearches : public QObject {
    Q_OBJECT
private slots:
    // The published tables (expanded / generated), without a TT.
    void publishedCounts_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("label");
        QTest::addColumn<qulonglong>("expanded");
        QTest::addColumn<qulonglong>("generated");
        QTest::newRow("negamax 20") << int(Algorithm::Negamax) << 20 << 9459570ULL << 13078933ULL;
        QTest::newRow("negamax 19") << int(Algorithm::Negamax) << 19 << 65121519ULL << 90647895ULL;
        QTest::newRow("alphabeta 20") << int(Algorithm::AlphaBeta) << 20 << 98129ULL << 127644ULL;
        QTest::newRow("alphabeta 16") << int(Algorithm::AlphaBeta) << 16 << 22325108ULL << 29501798ULL;
        QTest::newRow("scout 20") << int(Algorithm::Scout) << 20 << 68853ULL << 89091ULL;
        QTest::newRow("negascout 20") << int(Algorithm::NegaScout) << 20 << 63570ULL << 81896ULL;
    }
    void publishedCounts()
    {
        QFETCH(int, algorithm);
        QFETCH(int, label);
        QFETCH(qulonglong, expanded);
        QFETCH(qulonglong, generated);
        const SearchResult result = solveLabel(label, Algorithm(algorithm), false);
        QCOMPARE(result.status, SearchStatus::Done);
        QCOMPARE(result.value, -4);
        QCOMPARE(result.stats.expanded, expanded);
        QCOMPARE(result.stats.generated, generated);
    }

    void pvValueIsMinusFourEverywhere_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("tt");
        QTest::addColumn<int>("deepestLabel"); // the earliest label that still solves quickly
        for (const auto& info : kAlgorithms)
            for (bool tt : {false, true}) {
                const int deepest = info.algorithm == Algorithm::Negamax ? 21 : 18;
                QTest::newRow(qPrintable(QString("%1 tt %2").arg(info.id.data()).arg(tt ? "on" : "off")))
                    << int(info.algorithm) << tt << deepest;
            }
    }
    void pvValueIsMinusFourEverywhere()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, tt);
        QFETCH(int, deepestLabel);
        const auto& pv = PrincipalVariation::sixBySix();
        for (int label = 34; label >= deepestLabel; --label) {
            const SearchResult result = solveLabel(label, Algorithm(algorithm), tt);
            QCOMPARE(result.status, SearchStatus::Done);
            QCOMPARE(result.value, PrincipalVariation::kGameValue);
            if (label == 34) {
                QCOMPARE(result.bestMove, kNoMove);
                continue;
            }
            // The best move found keeps the value.
            const Board& board = pv.position(label);
            QVERIFY(board.isLegal(result.bestMove));
            QCOMPARE(solveBoard(board.played(result.bestMove), Algorithm::AlphaBeta, false).value, -4);
        }
    }

    void negamaxCountsAgreeWithReference()
    {
        for (const Board& board : testing::randomPositionsWithEmpties(20, 9, 5)) {
            reference::ReferenceCounts counts;
            const int expectedValue = reference::negamax(reference::ReferenceBoard(board), counts);
            const SearchResult result = solveBoard(board, Algorithm::Negamax, false);
            QCOMPARE(result.value, expectedValue);
            QCOMPARE(result.stats.expanded, counts.expanded);
            QCOMPARE(result.stats.generated, counts.generated);
        }
    }

    // The engine's pruning searches take shortcuts near the end of the game; their counts must
    // still be those of the searches written straight from the definitions, passes included.
    void pruningCountsAgreeWithReference_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("empties");
        for (const int empties : {4, 7, 10})
            for (const Algorithm algorithm : {Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
                QTest::addRow("%s-%d", algorithmId(algorithm).data(), empties) << int(algorithm) << empties;
    }
    void pruningCountsAgreeWithReference()
    {
        QFETCH(int, algorithm);
        QFETCH(int, empties);
        const auto search = algorithm == int(Algorithm::AlphaBeta) ? reference::alphaBeta
            : algorithm == int(Algorithm::Scout)                   ? reference::scout
                                                                   : reference::negaScout;
        for (const Board& board : testing::randomPositionsWithEmpties(60, empties, 7 + empties)) {
            reference::ReferenceCounts counts;
            const int expectedValue = search(reference::ReferenceBoard(board), counts);
            const SearchResult result = solveBoard(board, Algorithm(algorithm), false);
            QCOMPARE(result.value, expectedValue);
            QCOMPARE(result.stats.expanded, counts.expanded);
            QCOMPARE(result.stats.generated, counts.generated);
        }
    }

    void allAlgorithmsAgreeWithAndWithoutTable()
    {
        TranspositionTable table(1); // small, so replacement happens
        for (const Board& board : testing::randomPositionsWithEmpties(40, 11, 99)) {
            const int expected = solveBoard(board, Algorithm::Negamax, false).value;
            for (const auto& info : kAlgorithms)
                for (bool tt : {false, true}) {
                    const SearchResult result = solveBoard(board, info.algorithm, tt, tt ? &table : nullptr);
                    QCOMPARE(result.status, SearchStatus::Done);
                    QCOMPARE(result.value, expected);
                    const Board next = board.played(result.bestMove);
                    QCOMPARE(solveBoard(next, Algorithm::AlphaBeta, false).value, expected);
                }
        }
    }

    void pruningSearchesCountFewerNodes()
    {
        const auto negamax = solveLabel(22, Algorithm::Negamax, false).stats.generated;
        for (Algorithm a : {Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
            QVERIFY(solveLabel(22, a, false).stats.generated < negamax);
    }

    void timeLimitStopsWithoutValue()
    {
        SearchOptions options;
        options.algorithm = Algorithm::Negamax;
        options.timeLimitSeconds = 0.2;
        const auto start = std::chrono::steady_clock::now();
        const SearchResult result = solve(Board::start(6), options);
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QCOMPARE(result.status, SearchStatus::Timeout);
        QVERIFY(result.stats.generated > 0);
        QVERIFY2(wall < 0.2 + 0.001 * test::scaledMs(100), qPrintable(QString::number(wall)));
        QVERIFY(result.seconds >= 0.2);
        QCOMPARE(result.bestMove, kNoMove);
    }

    void cancelFromAnotherThread_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("tt");
        for (const auto& info : kAlgorithms)
            for (bool tt : {false, true})
                QTest::newRow(qPrintable(QString("%1 tt %2").arg(info.id.data()).arg(tt))) << int(info.algorithm) << tt;
    }
    void cancelFromAnotherThread()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, tt);
        SearchControl control;
        SearchOptions options;
        options.algorithm = Algorithm(algorithm);
        options.useTranspositionTable = tt;
        options.ttMegabytes = 8;
        SearchResult result;
        std::thread worker([&] { result = solve(Board::start(6), options, &control); });
        // Progress is published while it runs.
        QVERIFY(test::pollUntil([&] { return control.published().generated > 0; }));
        const SearchStats live = control.published();
        const auto asked = std::chrono::steady_clock::now();
        control.requestCancel();
        worker.join();
        const double latency = std::chrono::duration<double>(std::chrono::steady_clock::now() - asked).count();
        QCOMPARE(result.status, SearchStatus::Cancelled);
        QVERIFY2(latency < 0.1 * test::scaledMs(1), qPrintable(QString::number(latency)));
        QVERIFY(result.stats.generated >= live.generated);
    }

    // A stopped search keeps what it settled at the root: each root move's exact value or a bound
    // (alpha-beta, Scout and NegaScout prove only "not better" for a pruned move), the bounds of
    // the root's value they prove, and the best move so far. Checked against the plain reference
    // solver's exact values. A control cancelled before the start stops every search at its first
    // poll (4096 generated nodes), so the same moves are settled on every run.
    void stoppedSearchesKeepTheRootMovesSettled_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("table");   // 0 none, 1 the engine's, 2 the course's
        QTest::addColumn<int>("empties"); // negamax settles a move within 4096 nodes only near the end
        for (const auto& info : kAlgorithms)
            if (info.algorithm != Algorithm::Best)
                for (int table : {0, 1, 2})
                    QTest::addRow("%s-table%d", info.id.data(), table)
                        << int(info.algorithm) << table << (info.algorithm == Algorithm::Negamax ? 8 : 10);
    }
    void stoppedSearchesKeepTheRootMovesSettled()
    {
        QFETCH(int, algorithm);
        QFETCH(int, table);
        QFETCH(int, empties);
        SearchOptions options;
        options.algorithm = Algorithm(algorithm);
        options.useTranspositionTable = table > 0;
        options.ttMegabytes = 4;
        if (table == 2)
            options.tablePolicy.kind = TablePolicyKind::Course;
        int stopped = 0, settled = 0, exact = 0, boundsOnly = 0, bestMoves = 0;
        for (const Board& board : testing::randomPositionsWithEmpties(24, empties, 31)) {
            const auto exactValue = [](const Board& position) { return referenceValue(position); };
            SearchControl control;
            control.requestCancel();
            const SearchResult result = solve(board, options, &control);
            if (result.status == SearchStatus::Done)
                continue; // solved before its first poll
            QCOMPARE(result.status, SearchStatus::Cancelled);
            ++stopped;
            const int rootValue = exactValue(board);
            const int mover = blackSign(board.toMove);
            for (const RootMoveBounds& move : result.rootMoves) {
                QVERIFY(board.isLegal(move.move));
                QVERIFY(move.lower || move.upper);
                const int value = exactValue(board.played(move.move));
                QVERIFY2(!move.lower || *move.lower <= value, qPrintable(QString::number(value)));
                QVERIFY2(!move.upper || value <= *move.upper, qPrintable(QString::number(value)));
                ++settled;
                move.exact() ? ++exact : ++boundsOnly;
                // Negamax searches every move with the full window.
                if (options.algorithm == Algorithm::Negamax)
                    QVERIFY(move.exact());
            }
            QVERIFY(!result.lowerBound || *result.lowerBound <= rootValue);
            QVERIFY(!result.upperBound || rootValue <= *result.upperBound);
            // The live display saw the same bound as the result.
            QCOMPARE(board.toMove == Color::Black ? control.provenLowerBound() : control.provenUpperBound(),
                     board.toMove == Color::Black ? result.lowerBound : result.upperBound);
            if (result.bestMove != kNoMove) {
                ++bestMoves;
                // The best move so far reaches the side to move's proven bound.
                const int proven = mover > 0 ? *result.lowerBound : -*result.upperBound;
                const int reached = mover * exactValue(board.played(result.bestMove));
                QVERIFY(reached >= proven);
            }
        }
        // Not vacuous: most searches were stopped with something settled.
        QVERIFY2(stopped >= 12, qPrintable(QString::number(stopped)));
        QVERIFY2(exact > 0 && bestMoves > 0, qPrintable(QString("%1 %2").arg(exact).arg(bestMoves)));
        if (options.algorithm != Algorithm::Negamax)
            QVERIFY2(boundsOnly > 0, qPrintable(QString::number(settled)));
    }

    // A finished search reports every root move it searched: all of them, and the best one exact
    // and equal to the value.
    void finishedSearchesReportEveryRootMove()
    {
        for (const auto& info : kAlgorithms) {
            if (info.algorithm == Algorithm::Best)
                continue;
            for (const Board& board : testing::randomPositionsWithEmpties(8, 9, 5)) {
                const SearchResult result = solveBoard(board, info.algorithm, false);
                QCOMPARE(result.rootMoves.size(), board.moveList().size());
                const auto best = std::find_if(result.rootMoves.begin(), result.rootMoves.end(),
                                               [&](const RootMoveBounds& m) { return m.move == result.bestMove; });
                QVERIFY(best != result.rootMoves.end());
                QVERIFY(best->exact());
                QCOMPARE(*best->lower, result.value);
            }
        }
    }

    void tableStaysWithinItsSize()
    {
        for (std::size_t mib : {1u, 3u, 16u}) {
            TranspositionTable table(mib);
            QVERIFY(table.bytes() <= mib << 20);
            QVERIFY(table.bytes() > (mib << 20) / 4);
            QVERIFY(std::has_single_bit(table.entryCount()));
        }
    }

    void finishedGameHasNoMove()
    {
        const SearchResult result = solveLabel(34, Algorithm::Scout, false);
        QCOMPARE(result.value, -4);
        QCOMPARE(result.stats.generated, 1ULL);
        QCOMPARE(result.stats.expanded, 0ULL);
    }
};

QTEST_APPLESS_MAIN(TestSearches)
#include "tst_searches.moc"
