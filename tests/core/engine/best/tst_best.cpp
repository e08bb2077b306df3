// The `best` solver: values agree with plain alpha-beta with any thread count, every technique
// switch leaves values unchanged, the optimal line it returns is legal and keeps the value, and
// it stops on time or on cancel.

#include "engine/best/BestSolver.h"
#include "engine/best/EndgameSearch.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/search/MoveAnalysis.h"
#include "engine/search/Search.h"
#include "support/PollUntil.h"
#include "support/RandomPositions.h"
#include "support/TestTimeScale.h"

#include <QTest>

#include <chrono>
#include <functional>
#include <thread>
#include <utility>
#include <variant>
#include <vector>

using namespace othello;

namespace {

int alphaBetaValue(const Board& board)
{
    SearchOptions options;
    options.algorithm = Algorithm::AlphaBeta;
    return solve(board, options).value;
}

// 200 positions with 10..16 empties from random playouts, and their alpha-beta values. Fewer
// with many empties, where plain alpha-beta takes a second or so each.
struct Sample {
    Board board;
    int value;
};
std::vector<Sample> makeSamples(unsigned seed)
{
    constexpr int kCounts[] = {45, 45, 40, 30, 20, 12, 8}; // for 10, 11, ..., 16 empties
    std::vector<Sample> samples;
    for (int empties = 10; empties <= 16; ++empties)
        for (const Board& board :
             testing::randomPositionsWithEmpties(kCounts[empties - 10], empties, seed + unsigned(empties)))
            samples.push_back({board, alphaBetaValue(board)});
    return samples;
}

// Plays `line` from `board`; every move must be legal and the game must end. Returns the final
// disc difference (Black's view), or nothing when the line is not a legal complete game.
std::optional<int> playOut(Board board, const std::vector<int>& line, std::vector<Board>* visited = nullptr)
{
    for (int move : line) {
        if (board.isGameOver() || !board.isLegal(move))
            return std::nullopt;
        if (move == kPassMove && !board.mustPass())
            return std::nullopt;
        board = board.played(move);
        if (visited)
            visited->push_back(board);
    }
    if (!board.isGameOver())
        return std::nullopt;
    return board.discDifference();
}

BestOptions withThreads(int threads, std::size_t megabytes = 4)
{
    BestOptions options;
    options.threads = threads;
    options.ttMegabytes = megabytes;
    return options;
}

} // namespace

class TestBest : public QObject {
    Q_OBJECT
    std::vector<Sample> m_samples;

private slots:
    void initTestCase()
    {
        m_samples = makeSamples(2024);
        QVERIFY(m_samples.size() >= 200);
    }

    void agreesWithAlphaBeta_data()
    {
        QTest::addColumn<int>("threads");
        for (int threads : {1, 2, 4})
            QTest::addRow("%d threads", threads) << threads;
    }
    void agreesWithAlphaBeta()
    {
        QFETCH(int, threads);
        for (const Sample& sample : m_samples) {
            const BestResult result = solveBest(sample.board, withThreads(threads));
            QCOMPARE(result.status, SearchStatus::Done);
            QCOMPARE(result.value, sample.value);
            QCOMPARE(result.threads, threads);
            QVERIFY(result.stats.generated > 0);
            QVERIFY(sample.board.isLegal(result.bestMove));
            QCOMPARE(playOut(sample.board, result.line), std::optional<int>(sample.value));
            QCOMPARE(result.line.front(), result.bestMove);
        }
    }

    // The learned weights change how the searches run (the ordering from 13 empties on 6x6, from
    // 14 on 8x8; the first guess on 6x6), never a value.
    void learnedOrderingChangesTheSearchOnly()
    {
        const BestOptions on = withThreads(1);
        BestOptions off = on;
        off.learnedOrdering = false;
        int compared = 0;
        int differ = 0;
        // Every third sample with 13 or more empties: this suite also runs under ThreadSanitizer.
        for (std::size_t i = 0; i < m_samples.size(); i += 3) {
            const Sample& sample = m_samples[i];
            if (sample.board.emptyCount() < 13)
                continue;
            const BestResult learned = solveBest(sample.board, on);
            const BestResult handMade = solveBest(sample.board, off);
            QCOMPARE(learned.value, sample.value);
            QCOMPARE(handMade.value, sample.value);
            ++compared;
            differ += learned.stats.generated != handMade.stats.generated;
        }
        QVERIFY(compared >= 20);
        QVERIFY2(differ >= compared * 3 / 4, qPrintable(QString("6x6: %1 of %2").arg(differ).arg(compared)));

        // 8x8, 16 empties: too many for plain alpha-beta in a test, so the two agree with each
        // other and with the solver without its table (values only; tst_best_sizes checks 8x8
        // values against the reference searches).
        BestOptions noTable = off;
        noTable.transpositionTable = false;
        compared = differ = 0;
        for (const Board& board : testing::randomPositionsWithEmpties(6, 16, 77, 8)) {
            const BestResult learned = solveBest(board, on);
            const BestResult handMade = solveBest(board, off);
            QCOMPARE(learned.value, handMade.value);
            QCOMPARE(learned.value, solveBest(board, noTable).value);
            ++compared;
            differ += learned.stats.generated != handMade.stats.generated;
        }
        QVERIFY2(differ >= compared * 3 / 4, qPrintable(QString("8x8: %1 of %2").arg(differ).arg(compared)));
    }

    // Every switch off, alone, must give the same values (only the speed may change).
    void everySwitchKeepsValues_data()
    {
        using Switch = bool BestOptions::*;
        QTest::addColumn<int>("index");
        const std::vector<std::pair<const char*, Switch>> switches = switchList();
        for (int i = 0; i < int(switches.size()); ++i)
            QTest::addRow("%s off", switches[std::size_t(i)].first) << i;
    }
    void everySwitchKeepsValues()
    {
        QFETCH(int, index);
        BestOptions options = withThreads(2);
        options.*(switchList()[std::size_t(index)].second) = false;
        for (std::size_t i = 0; i < m_samples.size(); i += 2) {
            const Sample& sample = m_samples[i];
            const BestResult result = solveBest(sample.board, options);
            QCOMPARE(result.status, SearchStatus::Done);
            QCOMPARE(result.value, sample.value);
            QCOMPARE(playOut(sample.board, result.line), std::optional<int>(sample.value));
        }
    }

    void everythingOffKeepsValues()
    {
        BestOptions options = withThreads(1);
        for (const auto& [name, flag] : switchList())
            options.*flag = false;
        for (std::size_t i = 0; i < m_samples.size(); i += 6)
            QCOMPARE(solveBest(m_samples[i].board, options).value, m_samples[i].value);
    }

    // A tiny table forces replacement in every bucket; values stay exact.
    void tinyTableKeepsValues()
    {
        const BestOptions options = withThreads(2, 1);
        for (std::size_t i = 1; i < m_samples.size(); i += 2)
            QCOMPARE(solveBest(m_samples[i].board, options).value, m_samples[i].value);
    }

    // The table kept between solves: with the earlier solves' entries used, values stay exact
    // (in any order, with a table small enough to mix them); ignored, a solve searches exactly
    // as with a new table (same counts with one thread).
    void keptTableKeepsValues_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("megabytes");
        for (int threads : {1, 2})
            for (int megabytes : {1, 16})
                QTest::addRow("%d threads, %d MiB", threads, megabytes) << threads << megabytes;
    }
    void keptTableKeepsValues()
    {
        QFETCH(int, threads);
        QFETCH(int, megabytes);
        BestOptions options = withThreads(threads, std::size_t(megabytes));
        options.earlierSolvesInTable = true;
        for (std::size_t i = m_samples.size(); i-- > 0;) {
            if (i % 3 != 0)
                continue; // a third of them keeps the test short
            const BestResult result = solveBest(m_samples[i].board, options);
            QCOMPARE(result.value, m_samples[i].value);
            QCOMPARE(playOut(m_samples[i].board, result.line), std::optional<int>(m_samples[i].value));
        }
    }
    void keptTableForgetsEarlierSolves()
    {
        // A 1 MiB table is full after PV label 13, so label 12's stores meet its entries.
        const BestOptions options = withThreads(1, 1);
        const Board& board = PrincipalVariation::sixBySix().position(12);
        const BestResult first = solveBest(board, options);
        solveBest(PrincipalVariation::sixBySix().position(13), options);
        for (std::size_t i = 0; i < m_samples.size(); i += 10)
            solveBest(m_samples[i].board, options);
        const BestResult again = solveBest(board, options);
        QCOMPARE(again.value, first.value);
        QCOMPARE(again.stats, first.stats);
        QCOMPARE(again.line, first.line);
        BestOptions warm = options;
        warm.earlierSolvesInTable = true;
        const BestResult reused = solveBest(board, warm);
        QCOMPARE(reused.value, first.value);
        QVERIFY(reused.stats.generated < first.stats.generated); // the root's entries answer at once
    }

    // 6x6 and 4x4 solves take no more table than they can fill: asked for a terabyte (which no
    // machine here could map and clear), they solve with 16 MiB and 1 MiB.
    void smallBoardsUseTheTableTheyNeed()
    {
        QCOMPARE(bestTableMegabytes(6, 64), std::size_t(16));
        QCOMPARE(bestTableMegabytes(6, 8), std::size_t(8));
        QCOMPARE(bestTableMegabytes(4, 64), std::size_t(1));
        QCOMPARE(bestTableMegabytes(8, 64), std::size_t(64));
        const std::size_t terabyte = std::size_t(1) << 20;
        const BestResult six = solveBest(PrincipalVariation::sixBySix().position(20), withThreads(2, terabyte));
        QCOMPARE(six.value, -4);
        QCOMPARE(six.status, SearchStatus::Done);
        const BestResult four = solveBest(Board::start(4), withThreads(1, terabyte));
        QCOMPARE(four.value, -8);
    }

    // The selective presearch (from 18 empties on 6x6, 16 on 8x8) changes how the exact search
    // runs, never its value: with one and two threads, and a table small enough that selective
    // and exact entries replace each other.
    void selectivePresearchChangesTheSearchOnly_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("megabytes");
        for (int size : {6, 8})
            for (int threads : {1, 2})
                for (int megabytes : {1, 16})
                    QTest::addRow("%dx%d, %d threads, %d MiB", size, size, threads, megabytes)
                        << size << threads << megabytes;
    }
    void selectivePresearchChangesTheSearchOnly()
    {
        QFETCH(int, size);
        QFETCH(int, threads);
        QFETCH(int, megabytes);
        const BestOptions on = withThreads(threads, std::size_t(megabytes));
        BestOptions off = on;
        off.selectivePresearch = false;
        int differ = 0;
        int compared = 0;
        const int empties = size == 6 ? 19 : 17;
        for (const Board& board : testing::randomPositionsWithEmpties(4, empties, 31, size)) {
            const BestResult exact = solveBest(board, off);
            const BestResult presearched = solveBest(board, on);
            QCOMPARE(presearched.status, SearchStatus::Done);
            QCOMPARE(presearched.value, exact.value);
            QCOMPARE(playOut(board, presearched.line), std::optional<int>(exact.value));
            ++compared;
            differ += presearched.stats.generated != exact.stats.generated;
        }
        QVERIFY2(differ >= compared / 2, qPrintable(QString("%1 of %2 differ").arg(differ).arg(compared)));
    }

    // A selective search stores as exact what it found without a ProbCut or a selective bound
    // below. Those entries must be true bounds, since the exact search uses them as such; the
    // others stay selective. The shared table holds the nodes above kThreadTableMaxEmpties
    // (below, each thread's own table takes exact results only), so the roots have 18 empties:
    // checked on every position up to four plies below them that the shared table holds, against
    // values solved afresh without any table (ten roots: 8 exact entries and 72 selective ones).
    void selectiveSearchStoresItsExactResultsAsExact()
    {
        using Search = best::EndgameSearch<6, ScoringRule::DiscDifference>;
        BestOptions noTable = withThreads(1);
        noTable.transpositionTable = false;
        const auto exactValue = [&](const Board& board) {
            return solveBest(board, noTable).value * blackSign(board.toMove);
        };
        int exactEntries = 0;
        int selectiveEntries = 0;
        for (const Board& root : testing::randomPositionsWithEmpties(10, 18, 47)) {
            best::SharedTranspositionTable table(4);
            table.newSearch(false);
            best::SearchLimits limits(nullptr, std::nullopt);
            const BestOptions options = withThreads(1);
            Search search(options, &table, limits);
            search.setSelectivity(1);
            const int guess = exactValue(root);
            search.search(root.mover(), root.opponent(), guess - 1, guess);
            std::vector<Board> frontier{root};
            for (int ply = 1; ply <= 4; ++ply) {
                std::vector<Board> next;
                for (const Board& board : frontier)
                    for (int move : board.moveList())
                        next.push_back(board.played(move));
                for (const Board& board : next) {
                    best::SharedTranspositionTable::Hit hit;
                    if (!table.probe<6>(board.mover(), board.opponent(), hit))
                        continue;
                    QVERIFY(board.emptyCount() >= Search::kProbCutMinEmpties);
                    if (hit.level != 0) {
                        QCOMPARE(hit.level, 1);
                        ++selectiveEntries;
                        continue;
                    }
                    const int value = exactValue(board);
                    QVERIFY(hit.lower <= value && value <= hit.upper);
                    ++exactEntries;
                }
                frontier = std::move(next);
            }
        }
        QVERIFY(exactEntries > 0);
        QVERIFY(selectiveEntries > 0);
    }

    // Every position along the returned line has the root's value: each move keeps it.
    void everyMoveOfTheLineKeepsTheValue()
    {
        for (std::size_t i = 0; i < m_samples.size(); i += 7) {
            const Sample& sample = m_samples[i];
            const BestResult result = solveBest(sample.board, withThreads(2));
            std::vector<Board> visited;
            QVERIFY(playOut(sample.board, result.line, &visited).has_value());
            for (const Board& board : visited)
                QCOMPARE(alphaBetaValue(board), sample.value);
        }
    }

    void pvLabelsGiveMinusFour()
    {
        const auto& pv = PrincipalVariation::sixBySix();
        for (int label = PrincipalVariation::kLastLabel; label >= 16; --label) {
            const Board& board = pv.position(label);
            const BestResult result = solveBest(board, withThreads(0, 16));
            QCOMPARE(result.status, SearchStatus::Done);
            QCOMPARE(result.value, PrincipalVariation::kGameValue);
            QCOMPARE(playOut(board, result.line), std::optional<int>(PrincipalVariation::kGameValue));
            if (label == PrincipalVariation::kLastLabel)
                QCOMPARE(result.bestMove, kNoMove);
            else
                QVERIFY(board.isLegal(result.bestMove));
        }
    }

    // Through othello::solve(), as the jobs, the CLI and the GUI call it.
    void solveDispatchesToBest()
    {
        const Board& board = PrincipalVariation::sixBySix().position(20);
        for (bool tt : {false, true}) {
            SearchOptions options;
            options.algorithm = Algorithm::Best;
            options.useTranspositionTable = tt;
            options.ttMegabytes = 8;
            SearchControl control;
            const SearchResult result = solve(board, options, &control);
            QCOMPARE(result.status, SearchStatus::Done);
            QCOMPARE(result.value, -4);
            QVERIFY(board.isLegal(result.bestMove));
            QCOMPARE(alphaBetaValue(board.played(result.bestMove)), -4);
            QVERIFY(result.stats.generated >= result.stats.expanded);
            QCOMPARE(control.published(), result.stats);
        }
        QVERIFY(parseAlgorithm("best") == Algorithm::Best);
    }

    // A position symmetric about the a1-f6 diagonal (15 empties): its six moves are three
    // pairs of mirror images (f1/a6, f2/b6, e1/a5). `best` solves one of each pair and gives the
    // other its value; every value is still alpha-beta's. The classical searches search all.
    void analysisSolvesMirrorImagesOnce()
    {
        const Board board = std::get<Board>(parseBoard("O-OO---XX-O-OXXXOOO-XXX--OOX----O--X X"));
        SearchOptions options;
        options.algorithm = Algorithm::Best;
        options.ttMegabytes = 8;
        std::vector<int> told;
        const MoveAnalysis analysis =
            analyzeMoves(board, options, nullptr, [&](const MoveValue& move) { told.push_back(move.move); });
        QCOMPARE(analysis.status, SearchStatus::Done);
        QCOMPARE(analysis.moves.size(), board.moveList().size());
        QCOMPARE(told, board.moveList());
        int searched = 0;
        for (const MoveValue& move : analysis.moves) {
            QCOMPARE(move.status, SearchStatus::Done);
            QCOMPARE(move.value, alphaBetaValue(board.played(move.move)));
            searched += move.stats.generated > 0;
        }
        QCOMPARE(searched, 3);

        options.algorithm = Algorithm::AlphaBeta;
        options.useTranspositionTable = false;
        for (const MoveValue& move : analyzeMoves(board, options).moves)
            QVERIFY(move.stats.generated > 0);
    }

    void passAndGameOver()
    {
        // The last PV position is a finished game; label 31 is the one where a side passes.
        const auto& pv = PrincipalVariation::sixBySix();
        for (int label = 1; label <= PrincipalVariation::kLastLabel; ++label) {
            const Board& board = pv.position(label);
            if (!board.mustPass())
                continue;
            const BestResult result = solveBest(board, withThreads(1));
            QCOMPARE(result.bestMove, kPassMove);
            QCOMPARE(result.value, -4);
        }
        const BestResult over = solveBest(pv.position(PrincipalVariation::kLastLabel), withThreads(1));
        QVERIFY(over.line.empty());
        QCOMPARE(over.value, pv.position(PrincipalVariation::kLastLabel).discDifference());
    }

    void rejectsOtherBoardSizes()
    {
        Board odd = Board::start(6);
        odd.size = 10;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solveBest(odd));
        // 4x4 and 8x8 are solved by best too (tst_best_sizes checks their values).
        SearchOptions options;
        options.algorithm = Algorithm::Best;
        QCOMPARE(solve(Board::start(4), options).status, SearchStatus::Done);
    }

    void timeLimitStopsWithoutValue()
    {
        const auto start = std::chrono::steady_clock::now();
        const BestResult result = solveBest(Board::start(6), withThreads(2, 8), nullptr, 0.2);
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QCOMPARE(result.status, SearchStatus::Timeout);
        QVERIFY(result.stats.generated > 0);
        QVERIFY2(wall < 0.2 + 0.001 * test::scaledMs(100), qPrintable(QString::number(wall)));
        QVERIFY(result.line.empty());
    }

    void cancelStopsWithin100ms_data()
    {
        QTest::addColumn<int>("threads");
        for (int threads : {1, 2})
            QTest::addRow("%d threads", threads) << threads;
    }
    void cancelStopsWithin100ms()
    {
        QFETCH(int, threads);
        SearchControl control;
        BestResult result;
        std::thread worker([&] { result = solveBest(Board::start(6), withThreads(threads, 8), &control); });
        // Progress is published while it runs.
        QVERIFY(test::pollUntil([&] { return control.published().generated > 0; }));
        const auto asked = std::chrono::steady_clock::now();
        control.requestCancel();
        worker.join();
        const double latency = std::chrono::duration<double>(std::chrono::steady_clock::now() - asked).count();
        QCOMPARE(result.status, SearchStatus::Cancelled);
        QVERIFY2(latency < 0.1 * test::scaledMs(1), qPrintable(QString::number(latency)));
        QCOMPARE(control.published(), result.stats);
    }

    // A stopped solve keeps what its probes proved: bounds around the true value (label 12 of the
    // PV: -4), at least as tight as those shown live before the stop, and a best move so far that
    // reaches the side to move's proven bound.
    void stoppedSolveKeepsProvenBounds()
    {
        const Board board = PrincipalVariation::sixBySix().position(12);
        QCOMPARE(board.toMove, Color::White); // White's proven lower bound is Black's upper bound
        SearchControl control;
        BestResult result;
        std::thread worker([&] { result = solveBest(board, withThreads(1, 16), &control); });
        const bool proven =
            test::pollUntil([&] { return control.provenLowerBound() || control.provenUpperBound(); }, 60000);
        const auto liveLower = control.provenLowerBound();
        const auto liveUpper = control.provenUpperBound();
        control.requestCancel();
        worker.join();
        QVERIFY(proven);
        QVERIFY(result.lowerBound || result.upperBound);
        if (result.lowerBound) {
            QVERIFY(*result.lowerBound <= -4);
            QVERIFY(!liveLower || *result.lowerBound >= *liveLower);
        }
        if (result.upperBound) {
            QVERIFY(*result.upperBound >= -4);
            QVERIFY(!liveUpper || *result.upperBound <= *liveUpper);
        }
        if (result.status == SearchStatus::Done) // finished between the poll and the cancel
            return;
        QCOMPARE(result.status, SearchStatus::Cancelled);
        // The move reaches White's proven bound: after it, Black gets at most the upper bound.
        if (result.upperBound) {
            QVERIFY(board.isLegal(result.bestMove));
            // 20 empties: too many for plain alpha-beta in a test; the PV says the value is -4.
            const BestResult child = solveBest(board.played(result.bestMove), withThreads(2, 16));
            QCOMPARE(child.status, SearchStatus::Done);
            QVERIFY(child.value <= *result.upperBound);
        } else {
            QCOMPARE(result.bestMove, kNoMove);
        }
    }

private:
    static std::vector<std::pair<const char*, bool BestOptions::*>> switchList()
    {
        return {{"pvs", &BestOptions::pvs},
                {"aspiration", &BestOptions::aspiration},
                {"transpositionTable", &BestOptions::transpositionTable},
                {"fastestFirst", &BestOptions::fastestFirst},
                {"parity", &BestOptions::parity},
                {"shallowOrdering", &BestOptions::shallowOrdering},
                {"learnedOrdering", &BestOptions::learnedOrdering},
                {"selectivePresearch", &BestOptions::selectivePresearch},
                {"enhancedTranspositionCutoff", &BestOptions::enhancedTranspositionCutoff},
                {"stabilityCutoff", &BestOptions::stabilityCutoff},
                {"lastEmptiesSpecialised", &BestOptions::lastEmptiesSpecialised}};
    }
};

QTEST_MAIN(TestBest)
#include "tst_best.moc"
