#include "jobs/TraceJob.h"

#include "engine/board/PrincipalVariation.h"
#include "engine/search/Search.h"
#include "support/TestTimeScale.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>

using namespace othello;

namespace {

const Board& pvPosition(int label) { return PrincipalVariation::sixBySix().position(label); }

TraceJob::TracePointer traceOf(const QSignalSpy& spy, int index = 0)
{
    return spy.at(index).at(0).value<TraceJob::TracePointer>();
}

std::uint64_t expandedRecords(const trace::Trace& trace)
{
    return std::uint64_t(
        std::count_if(trace.nodes.begin(), trace.nodes.end(), [](const trace::Node& node) { return node.expanded; }));
}

} // namespace

class TestTraceJob : public QObject {
    Q_OBJECT
private slots:
    // The job's trace is the search's: as many records as solve() generates, as many expanded
    // records as it expands, and its value.
    void recordsALatePvPositionLikeSolve_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("tt");
        for (const auto& info : kAlgorithms)
            if (info.algorithm != Algorithm::Best)
                for (bool tt : {false, true})
                    QTest::addRow("%s tt %s", info.id.data(), tt ? "on" : "off") << int(info.algorithm) << tt;
    }
    void recordsALatePvPositionLikeSolve()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, tt);
        TraceJob job;
        QSignalSpy finished(&job, &TraceJob::finished);
        trace::TraceOptions options;
        options.algorithm = static_cast<Algorithm>(algorithm);
        options.useTable = tt;
        QVERIFY(job.start(pvPosition(28), options));
        QVERIFY(job.isRunning());
        QVERIFY(!job.start(pvPosition(28), options)); // one recording at a time
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(10000));
        QVERIFY(!job.isRunning());
        const TraceJob::TracePointer trace = traceOf(finished);
        QVERIFY(trace);
        QCOMPARE(trace->status, SearchStatus::Done);
        QVERIFY(!trace->truncated);
        QCOMPARE(trace->value, PrincipalVariation::kGameValue);

        SearchOptions solveOptions;
        solveOptions.algorithm = options.algorithm;
        solveOptions.useTranspositionTable = tt;
        const SearchResult solved = solve(pvPosition(28), solveOptions);
        QCOMPARE(trace->stats, solved.stats);
        QCOMPARE(std::uint64_t(trace->nodes.size()), solved.stats.generated);
        QCOMPARE(expandedRecords(*trace), solved.stats.expanded);

        // The job is reusable.
        QVERIFY(job.start(pvPosition(33), options));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, test::scaledMs(10000));
        QCOMPARE(traceOf(finished, 1)->value, -4);
    }

    void stopCancelsQuicklyKeepingTheRecordsSoFar()
    {
        TraceJob job;
        QSignalSpy finished(&job, &TraceJob::finished);
        QSignalSpy progress(&job, &TraceJob::progress);
        trace::TraceOptions options;
        options.algorithm = Algorithm::Negamax; // never finishes from the start position
        options.maxNodes = 50'000;              // the memory of the test stays small
        QVERIFY(job.start(pvPosition(1), options));
        QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 2, test::scaledMs(5000));
        const auto live = progress.last().at(0).value<SearchStats>();
        QVERIFY(live.generated > 0);
        QCOMPARE(finished.count(), 0);

        QElapsedTimer clock;
        clock.start();
        job.stop();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(1000));
        QVERIFY(clock.elapsed() < test::scaledMs(1000));
        const TraceJob::TracePointer trace = traceOf(finished);
        QCOMPARE(trace->status, SearchStatus::Cancelled);
        QVERIFY(trace->stats.generated >= live.generated);
        QVERIFY(trace->nodes.size() <= options.maxNodes);
        QCOMPARE(trace->truncated, trace->stats.generated > options.maxNodes);
        QVERIFY(!job.isRunning());
    }

    void destroyingARunningJobJoinsQuickly()
    {
        QElapsedTimer clock;
        {
            TraceJob job;
            QSignalSpy progress(&job, &TraceJob::progress);
            trace::TraceOptions options;
            options.algorithm = Algorithm::Negamax;
            options.maxNodes = 50'000;
            QVERIFY(job.start(pvPosition(1), options));
            QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 1, test::scaledMs(5000));
            clock.start();
        }
        QVERIFY(clock.elapsed() < test::scaledMs(1000));
    }
};

QTEST_GUILESS_MAIN(TestTraceJob)
#include "tst_trace_job.moc"
