#include "jobs/AnalysisJob.h"

#include "engine/board/PrincipalVariation.h"
#include "support/TestTimeScale.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <cmath>

using namespace othello;

namespace {

const Board& pvPosition(int label) { return PrincipalVariation::sixBySix().position(label); }

SearchOptions bestWithTable()
{
    SearchOptions options;
    options.algorithm = Algorithm::Best;
    options.useTranspositionTable = true;
    options.ttMegabytes = 4;
    return options;
}

} // namespace

class TestAnalysisJob : public QObject {
    Q_OBJECT
private slots:
    void reportsEveryMoveWithTheValueOfASeparateSolve()
    {
        AnalysisJob job;
        QSignalSpy moves(&job, &AnalysisJob::moveAnalysed);
        QSignalSpy finished(&job, &AnalysisJob::finished);
        const Board& board = pvPosition(26);
        job.analyse(board, bestWithTable());
        QVERIFY(job.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(20000));
        QVERIFY(!job.isRunning());
        QCOMPARE(finished.at(0).at(1).toBool(), false);
        const auto analysis = finished.at(0).at(0).value<MoveAnalysis>();
        QCOMPARE(analysis.status, SearchStatus::Done);
        const std::vector<int> legal = board.moveList();
        QCOMPARE(moves.count(), static_cast<int>(legal.size()));
        QCOMPARE(analysis.moves.size(), legal.size());
        for (int i = 0; i < moves.count(); ++i) {
            const auto move = moves.at(i).at(0).value<MoveValue>();
            QCOMPARE(move.move, legal.at(static_cast<std::size_t>(i)));
            QCOMPARE(move.status, SearchStatus::Done);
            // Independent of the job: a plain alpha-beta solve of the child.
            SearchOptions plain;
            plain.algorithm = Algorithm::AlphaBeta;
            QCOMPARE(move.value, solve(board.played(move.move), plain).value);
        }
        // The PV's move is among the best ones, and the best one has the game's value.
        int best = -1000;
        for (const MoveValue& move : analysis.moves)
            best = std::max(best, board.toMove == Color::Black ? move.value : -move.value);
        QCOMPARE(board.toMove == Color::Black ? best : -best, PrincipalVariation::kGameValue);
    }

    // The quick estimates: near the end of the game the estimating search reaches every game's
    // end, so they are the exact values (a plain alpha-beta solve of each child says which);
    // the four symmetric 8x8 opening moves get one estimate; 4x4 has no learned weights.
    void estimatesAreExactNearTheEndAndSymmetric()
    {
        for (const int label : {28, 29, 30}) {
            const Board& board = pvPosition(label);
            const std::vector<MoveEstimate> estimates = estimateMoves(board);
            QCOMPARE(estimates.size(), board.moveList().size());
            SearchOptions alphaBeta;
            alphaBeta.algorithm = Algorithm::AlphaBeta;
            for (const MoveEstimate& estimate : estimates) {
                QVERIFY(estimate.exact);
                QCOMPARE(estimate.value, solve(board.played(estimate.move), alphaBeta).value);
            }
        }
        const std::vector<MoveEstimate> opening = estimateMoves(Board::start(8));
        QCOMPARE(opening.size(), std::size_t(4));
        for (const MoveEstimate& estimate : opening) {
            QVERIFY(!estimate.exact);
            QCOMPARE(estimate.value, opening.front().value);
        }
        QVERIFY(estimateMoves(Board::start(4)).empty());
    }

    // In the middle of the game the estimates are evaluations, in discs like the exact values
    // (Black's view): compared with the exact value of every move of PV positions too far from
    // the end for the estimating search to reach it, they point the same way, are spread about
    // as wide (not by the learned evaluation's kWeightScale) and are nearer than 0 is.
    void midGameEstimatesAreOnTheScaleOfTheExactValues()
    {
        double errorSum = 0;
        double exactSum = 0;
        double product = 0;
        double estimateSquares = 0;
        double exactSquares = 0;
        int count = 0;
        SearchOptions exact = bestWithTable();
        for (const int label : {16, 18, 20, 22}) {
            const Board& board = pvPosition(label);
            for (const MoveEstimate& estimate : estimateMoves(board)) {
                if (estimate.exact)
                    continue;
                const double value = solve(board.played(estimate.move), exact).value;
                errorSum += std::abs(estimate.value - value);
                exactSum += std::abs(value);
                product += estimate.value * value;
                estimateSquares += double(estimate.value) * estimate.value;
                exactSquares += value * value;
                ++count;
            }
        }
        QVERIFY2(count >= 10, qPrintable(QString::number(count)));
        const double spread = std::sqrt(estimateSquares / exactSquares);
        qInfo("%d moves: mean |estimate - exact| %.2f discs (|exact| %.2f), spread %.2f", count, errorSum / count,
              exactSum / count, spread);
        QVERIFY(product > 0);
        QVERIFY2(errorSum < exactSum, qPrintable(QString::number(errorSum / count)));
        QVERIFY2(spread > 0.25 && spread < 4, qPrintable(QString::number(spread)));
    }

    // The estimates of every move come first, then the exact values one by one.
    void estimatesComeBeforeTheExactValues()
    {
        AnalysisJob job;
        std::vector<QString> order;
        std::vector<MoveEstimate> estimates;
        connect(&job, &AnalysisJob::movesEstimated, this, [&](const std::vector<MoveEstimate>& e) {
            estimates = e;
            order.push_back(QStringLiteral("estimates"));
        });
        connect(&job, &AnalysisJob::moveAnalysed, this, [&] { order.push_back(QStringLiteral("exact")); });
        QSignalSpy finished(&job, &AnalysisJob::finished);
        const Board& board = pvPosition(22);
        job.analyse(board, bestWithTable());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(20000));
        QCOMPARE(estimates.size(), board.moveList().size());
        QCOMPARE(order.size(), board.moveList().size() + 1);
        QCOMPARE(order.front(), QStringLiteral("estimates"));
    }

    void aNewPositionSupersedesTheRunningAnalysis()
    {
        AnalysisJob job;
        QSignalSpy moves(&job, &AnalysisJob::moveAnalysed);
        QSignalSpy finished(&job, &AnalysisJob::finished);
        job.analyse(pvPosition(1), bestWithTable()); // seconds of work
        job.analyse(pvPosition(30), bestWithTable());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(20000));
        QCOMPARE(job.board(), pvPosition(30));
        QCOMPARE(finished.at(0).at(1).toBool(), false);
        // Only the second position's moves were reported.
        const std::uint64_t legal30 = pvPosition(30).legalMoves();
        QCOMPARE(moves.count(), static_cast<int>(pvPosition(30).moveList().size()));
        for (const auto& arguments : moves)
            QVERIFY(legal30 & (std::uint64_t{1} << arguments.at(0).value<MoveValue>().move));
    }

    void stopEndsWithin100MsKeepingTheMovesSolved()
    {
        AnalysisJob job;
        QSignalSpy progress(&job, &AnalysisJob::progress);
        QSignalSpy finished(&job, &AnalysisJob::finished);
        SearchOptions options = bestWithTable();
        options.algorithm = Algorithm::Negamax; // never finishes a child of the start position
        options.useTranspositionTable = false;
        job.analyse(pvPosition(1), options);
        QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 1, test::scaledMs(5000));
        QElapsedTimer clock;
        qint64 stoppedAfterMs = -1; // when finished() came, not when the wait below looked
        connect(&job, &AnalysisJob::finished, this, [&] { stoppedAfterMs = clock.elapsed(); });
        clock.start();
        job.stop();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(1000));
        QVERIFY2(stoppedAfterMs < test::scaledMs(100), qPrintable(QString::number(stoppedAfterMs)));
        QCOMPARE(finished.at(0).at(1).toBool(), true);
        const auto analysis = finished.at(0).at(0).value<MoveAnalysis>();
        QCOMPARE(analysis.status, SearchStatus::Cancelled);
        QVERIFY(!job.isRunning());
    }

    void destroyingARunningJobJoinsQuickly()
    {
        QElapsedTimer clock;
        {
            AnalysisJob job;
            QSignalSpy progress(&job, &AnalysisJob::progress);
            job.analyse(pvPosition(1), bestWithTable());
            // Destroyed in the middle of a search: once the worker reports one.
            QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 1, test::scaledMs(5000));
            QVERIFY(job.isRunning());
            clock.start();
        }
        QVERIFY(clock.elapsed() < test::scaledMs(1000));
    }
};

QTEST_GUILESS_MAIN(TestAnalysisJob)
#include "tst_analysis_job.moc"
