#include "jobs/SolveJob.h"

#include "engine/board/PrincipalVariation.h"
#include "support/TestTimeScale.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace othello;

namespace {

const Board& pvPosition(int label) { return PrincipalVariation::sixBySix().position(label); }

SearchResult resultOf(const QSignalSpy& spy) { return spy.at(0).at(0).value<SearchResult>(); }

} // namespace

class TestSolveJob : public QObject {
    Q_OBJECT
private slots:
    void solvesALatePvPosition_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("tt");
        for (const auto& info : kAlgorithms)
            for (bool tt : {false, true})
                QTest::addRow("%s tt %s", info.id.data(), tt ? "on" : "off") << int(info.algorithm) << tt;
    }
    void solvesALatePvPosition()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, tt);
        SolveJob job;
        QSignalSpy finished(&job, &SolveJob::finished);
        SearchOptions options;
        options.algorithm = static_cast<Algorithm>(algorithm);
        options.useTranspositionTable = tt;
        options.ttMegabytes = 4;
        QVERIFY(job.start(pvPosition(30), options));
        QVERIFY(job.isRunning());
        QVERIFY(!job.start(pvPosition(30), options)); // one search at a time
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        QVERIFY(!job.isRunning());
        const SearchResult result = resultOf(finished);
        QCOMPARE(result.status, SearchStatus::Done);
        QCOMPARE(result.value, PrincipalVariation::kGameValue);
        QCOMPARE(result.bestMove, PrincipalVariation::sixBySix().moveFrom(30));
        QVERIFY(result.stats.generated > 0);

        // The job is reusable.
        QVERIFY(job.start(pvPosition(33), options));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 10000);
        QCOMPARE(finished.at(1).at(0).value<SearchResult>().value, -4);
    }

    void stopCancelsQuicklyAndReportsProgress()
    {
        SolveJob job;
        QSignalSpy finished(&job, &SolveJob::finished);
        QSignalSpy progress(&job, &SolveJob::progress);
        SearchOptions options;
        options.algorithm = Algorithm::Negamax; // never finishes from the start position
        QVERIFY(job.start(pvPosition(1), options));
        QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 2, 5000);
        const auto live = progress.last().at(0).value<SearchStats>();
        QVERIFY(live.generated > 0);
        QVERIFY(progress.last().at(1).toDouble() > 0);
        QCOMPARE(finished.count(), 0);

        QElapsedTimer clock;
        clock.start();
        job.stop();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(1000));
        QVERIFY(clock.elapsed() < test::scaledMs(1000));
        const SearchResult result = resultOf(finished);
        QCOMPARE(result.status, SearchStatus::Cancelled);
        QVERIFY(result.stats.generated >= live.generated);
        QVERIFY(!job.isRunning());
    }

    void timeLimitEndsWithTimeout()
    {
        SolveJob job;
        QSignalSpy finished(&job, &SolveJob::finished);
        SearchOptions options;
        options.algorithm = Algorithm::Negamax;
        options.timeLimitSeconds = 0.05;
        QVERIFY(job.start(pvPosition(1), options));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(2000));
        QCOMPARE(resultOf(finished).status, SearchStatus::Timeout);
    }

    void destroyingARunningJobJoinsQuickly()
    {
        QElapsedTimer clock;
        {
            SolveJob job;
            QSignalSpy progress(&job, &SolveJob::progress);
            SearchOptions options;
            options.algorithm = Algorithm::Negamax;
            QVERIFY(job.start(pvPosition(1), options));
            // Destroyed in the middle of the search: once the worker reports it.
            QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 1, test::scaledMs(5000));
            QVERIFY(job.isRunning());
            clock.start();
        }
        QVERIFY(clock.elapsed() < test::scaledMs(1000));
    }

    void destroyingAnUnusedJobFreesItsWorker()
    {
        // The worker thread starts with the first search; a job never started used to leak its
        // worker (found by LeakSanitizer in .ci/sanitize, which runs this test under ASan).
        for (int i = 0; i < 3; ++i) {
            SolveJob job;
            QVERIFY(!job.isRunning());
        }
        SolveJob used;
        QSignalSpy finished(&used, &SolveJob::finished);
        SearchOptions options;
        options.algorithm = Algorithm::AlphaBeta;
        QVERIFY(used.start(pvPosition(30), options));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(10000));
    }
};

QTEST_GUILESS_MAIN(TestSolveJob)
#include "tst_solve_job.moc"
