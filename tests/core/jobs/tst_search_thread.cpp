#include "jobs/SearchThread.h"

#include "jobs/ThreadQueue.h"
#include "support/TestTimeScale.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <atomic>
#include <chrono>
#include <thread>

using namespace othello;

namespace {

// A work that runs until it is cancelled, publishing a growing count as a search would (1000
// nodes a round); it polls every millisecond, well inside the 100 ms promise.
constexpr std::uint64_t kNodesPerRound = 1000;
void countUntilCancelled(SearchControl& control)
{
    std::uint64_t nodes = 0;
    while (!control.cancelRequested()) {
        nodes += kNodesPerRound;
        control.publish({nodes, 2 * nodes});
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

} // namespace

class TestSearchThread : public QObject {
    Q_OBJECT
private slots:
    void finishedComesExactlyOnceAfterTheWorkReturns()
    {
        SearchThread thread;
        QSignalSpy finished(&thread, &SearchThread::finished);
        std::atomic<int> runs = 0;
        QVERIFY(thread.start([&runs](SearchControl&) { ++runs; }));
        QVERIFY(thread.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(5000));
        QCOMPARE(finished.at(0).at(0).toBool(), false); // not cancelled
        QVERIFY(!thread.isRunning());
        QCOMPARE(runs.load(), 1);
        QVERIFY(!finished.wait(100)); // and nothing more
        QCOMPARE(finished.count(), 1);
    }

    void whatTheWorkHandsOverArrivesBeforeFinished()
    {
        // The jobs' convention: values put with a queued post are delivered before the end.
        SearchThread thread;
        ThreadQueue<int> values;
        std::vector<int> seen;
        std::vector<int> seenAtFinished;
        QObject receiver;
        auto takeValues = [&] {
            for (int v : values.takeAll())
                seen.push_back(v);
        };
        connect(&thread, &SearchThread::finished, &receiver, [&] { seenAtFinished = seen; });
        QVERIFY(thread.start([&](SearchControl&) {
            for (int i = 1; i <= 50; ++i)
                values.put(i, [&] { QMetaObject::invokeMethod(&receiver, takeValues, Qt::QueuedConnection); });
        }));
        QTRY_COMPARE_WITH_TIMEOUT(seenAtFinished.size(), std::size_t(50), test::scaledMs(5000));
        for (int i = 0; i < 50; ++i)
            QCOMPARE(seenAtFinished[std::size_t(i)], i + 1);
    }

    // cancel() reaches the work at its next poll: at most one more round of work is done after
    // it, and finished(true) follows. Counted in rounds of work, not in milliseconds, so a busy
    // machine cannot fail it (the searches' own polling is checked by their suites).
    void cancelEndsTheWorkAtItsNextPoll()
    {
        SearchThread thread;
        QSignalSpy finished(&thread, &SearchThread::finished);
        QVERIFY(thread.start(countUntilCancelled));
        QTRY_VERIFY_WITH_TIMEOUT(thread.live().expanded > 0, test::scaledMs(5000));
        const std::uint64_t atCancel = thread.live().expanded;
        thread.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(5000));
        const std::uint64_t atEnd = thread.live().expanded;
        qInfo("%llu rounds after cancel()", static_cast<unsigned long long>((atEnd - atCancel) / kNodesPerRound));
        QVERIFY2(atEnd - atCancel <= kNodesPerRound, qPrintable(QString::number(atEnd - atCancel)));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QVERIFY(!thread.isRunning());
    }

    void progressComesWhileTheWorkRuns()
    {
        SearchThread thread;
        QSignalSpy progress(&thread, &SearchThread::progress);
        QSignalSpy finished(&thread, &SearchThread::finished);
        QVERIFY(thread.start(countUntilCancelled));
        QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 3, test::scaledMs(5000));
        const auto first = progress.at(0).at(0).value<SearchStats>();
        const auto last = progress.last().at(0).value<SearchStats>();
        QVERIFY(last.generated > first.generated); // the live counters, as the work publishes them
        QCOMPARE(last.generated, 2 * last.expanded);
        QVERIFY(progress.last().at(1).toDouble() > progress.at(0).at(1).toDouble());
        QVERIFY(progress.at(0).at(1).toDouble() > 0);
        QCOMPARE(finished.count(), 0);

        thread.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(1000));
        const auto count = progress.count();
        QVERIFY(!finished.wait(2 * SearchThread::kProgressIntervalMs)); // the timer stopped with the work
        QCOMPARE(progress.count(), count);
    }

    void destroyingARunningThreadCancelsAndJoinsIt()
    {
        std::atomic<bool> returned = false;
        std::atomic<std::uint64_t> atReturn = 0;
        std::uint64_t atDestruction = 0;
        int finishedCount = 0;
        {
            SearchThread thread;
            connect(&thread, &SearchThread::finished, &thread, [&finishedCount] { ++finishedCount; });
            QVERIFY(thread.start([&](SearchControl& control) {
                countUntilCancelled(control);
                atReturn = control.published().expanded;
                returned = true;
            }));
            QTRY_VERIFY_WITH_TIMEOUT(thread.live().generated > 0, test::scaledMs(5000));
            atDestruction = thread.live().expanded;
        }
        QVERIFY(returned.load()); // joined: the work had returned when the destructor did
        QVERIFY(atReturn.load() - atDestruction <= kNodesPerRound); // cancelled at its next poll
        QCOMPARE(finishedCount, 0);
    }

    void aSecondStartWhileRunningIsRefused()
    {
        SearchThread thread;
        QSignalSpy finished(&thread, &SearchThread::finished);
        std::atomic<int> secondRuns = 0;
        QVERIFY(thread.start(countUntilCancelled));
        QVERIFY(!thread.start([&secondRuns](SearchControl&) { ++secondRuns; }));
        QVERIFY(thread.isRunning());
        thread.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMs(1000));
        QCOMPARE(secondRuns.load(), 0);

        // Free again once finished() came: the next run starts with a fresh control.
        QVERIFY(thread.start([&secondRuns](SearchControl& control) {
            if (!control.cancelRequested() && control.published().generated == 0)
                ++secondRuns;
        }));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, test::scaledMs(5000));
        QCOMPARE(secondRuns.load(), 1);
        QCOMPARE(finished.at(1).at(0).toBool(), false);
    }

    void aSlotOfFinishedMayStartTheNextRun()
    {
        // ComparisonJob and EngineMoveJob start their next search from there.
        SearchThread thread;
        QSignalSpy finished(&thread, &SearchThread::finished);
        std::atomic<int> runs = 0;
        auto work = [&runs](SearchControl&) { ++runs; };
        connect(&thread, &SearchThread::finished, &thread, [&] {
            if (runs < 5)
                QVERIFY(thread.start(work));
        });
        QVERIFY(thread.start(work));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 5, test::scaledMs(5000));
        QVERIFY(!thread.isRunning());
        QCOMPARE(runs.load(), 5);
    }
};

QTEST_GUILESS_MAIN(TestSearchThread)
#include "tst_search_thread.moc"
