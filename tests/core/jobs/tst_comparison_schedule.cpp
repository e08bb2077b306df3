#include "jobs/ComparisonSchedule.h"
#include "results/ResultRecord.h"

#include <QTest>
#include <map>

using namespace othello;

namespace {

ComparisonSettings settingsFor(std::vector<Combination> combinations, int from, int to)
{
    ComparisonSettings settings;
    settings.combinations = std::move(combinations);
    settings.fromLabel = from;
    settings.toLabel = to;
    return settings;
}

// A position file's comparison: `count` positions (their content does not matter here).
ComparisonSettings fileSettings(std::vector<Combination> combinations, int count)
{
    ComparisonSettings settings;
    settings.combinations = std::move(combinations);
    settings.positions.assign(std::size_t(count), Board::start(8));
    settings.positionSource = "positions.obf";
    settings.scoring = ScoringRule::EmptiesToWinner;
    return settings;
}

const std::vector<Combination> kFour{{Algorithm::Negamax, false},
                                     {Algorithm::Negamax, true},
                                     {Algorithm::AlphaBeta, false},
                                     {Algorithm::AlphaBeta, true}};

// Hands out every search, each finishing at once; the order they were handed out in.
std::vector<ScheduledSearch> everySearchDone(ComparisonSchedule& schedule)
{
    std::vector<ScheduledSearch> order;
    while (auto next = schedule.next()) {
        order.push_back(*next);
        schedule.complete(*next, SearchStatus::Done);
    }
    return order;
}

} // namespace

class TestComparisonSchedule : public QObject {
    Q_OBJECT
private slots:
    void oneWorkerInterleavesLabelByLabel()
    {
        ComparisonSchedule schedule(settingsFor(kFour, 34, 32));
        const std::vector<ScheduledSearch> order = everySearchDone(schedule);
        QVERIFY(schedule.isFinished());
        QCOMPARE(order.size(), std::size_t(12));
        for (std::size_t i = 0; i < order.size(); ++i) {
            QCOMPARE(order[i].label, 34 - int(i / 4));
            QCOMPARE(order[i].combination, i % 4);
        }
    }

    void positionFileGoesThroughPositionsInFileOrder()
    {
        const ComparisonSettings settings = fileSettings(kFour, 3);
        QVERIFY2(settingsProblem(settings).empty(), settingsProblem(settings).c_str());
        QCOMPARE(plannedSearches(settings), std::size_t(12));
        ComparisonSchedule schedule(settings);
        const std::vector<ScheduledSearch> order = everySearchDone(schedule);
        QVERIFY(schedule.isFinished());
        QCOMPARE(order.size(), std::size_t(12));
        for (std::size_t i = 0; i < order.size(); ++i) {
            QCOMPARE(order[i].label, 1 + int(i / 4)); // position 1 for every combination, then 2, ...
            QCOMPARE(order[i].combination, i % 4);
        }
    }

    void positionFileTriesEveryPositionAfterATimeout()
    {
        // Every search times out: on the PV each climb would stop after its first search; on a
        // file every combination still tries every position.
        ComparisonSchedule schedule(fileSettings(kFour, 5));
        std::map<std::size_t, std::vector<int>> tried;
        while (auto next = schedule.next()) {
            tried[next->combination].push_back(next->label);
            schedule.complete(*next, SearchStatus::Timeout);
        }
        QVERIFY(schedule.isFinished());
        QCOMPARE(tried.size(), std::size_t(4));
        for (const auto& [combination, positions] : tried)
            QCOMPARE(positions, (std::vector<int>{1, 2, 3, 4, 5}));

        // The PV protocol is unchanged: a timeout ends the climb.
        ComparisonSchedule pv(settingsFor(kFour, 34, 30));
        int searches = 0;
        while (auto next = pv.next()) {
            ++searches;
            pv.complete(*next, SearchStatus::Timeout);
        }
        QCOMPARE(searches, 4);
    }

    void positionFileWithTwoWorkersAndACancel()
    {
        ComparisonSchedule schedule(fileSettings({{Algorithm::Best, true}, {Algorithm::AlphaBeta, false}}, 4));
        const auto a = schedule.next();
        const auto b = schedule.next();
        QVERIFY(a && b);
        QCOMPARE(a->label, 1);
        QCOMPARE(b->label, 1);
        QVERIFY(!schedule.next()); // both combinations busy
        schedule.complete(*b, SearchStatus::Timeout);
        const auto c = schedule.next();
        QVERIFY(c);
        QCOMPARE(c->combination, b->combination);
        QCOMPARE(c->label, 2);
        schedule.cancel();
        QVERIFY(!schedule.next());
        QVERIFY(!schedule.isFinished()); // two still in flight
        schedule.complete(*a, SearchStatus::Cancelled);
        schedule.complete(*c, SearchStatus::Cancelled);
        QVERIFY(schedule.isFinished());
    }

    void positionFileSettingsProblems()
    {
        ComparisonSettings mixed = fileSettings(kFour, 2);
        mixed.positions[1] = Board::start(6);
        QVERIFY(settingsProblem(mixed).find("position 2 is 6x6, not 8x8") != std::string::npos);
        ComparisonSettings unnamed = fileSettings(kFour, 2);
        unnamed.positionSource.clear();
        QVERIFY(!settingsProblem(unnamed).empty());
        ComparisonSettings pvScoring = settingsFor(kFour, 34, 30);
        pvScoring.scoring = ScoringRule::EmptiesToWinner;
        QVERIFY(!settingsProblem(pvScoring).empty()); // the PV keeps the disc difference
        // The labels do not matter for a file.
        ComparisonSettings labels = fileSettings(kFour, 2);
        labels.fromLabel = 3;
        labels.toLabel = 30;
        QVERIFY(settingsProblem(labels).empty());
        ComparisonSettings policies = fileSettings({{Algorithm::AlphaBeta, true, {TablePolicy{}, TableHash::Xor}}}, 2);
        QVERIFY(settingsProblem(policies).find("disc difference only") != std::string::npos);
        policies.scoring = ScoringRule::DiscDifference;
        QVERIFY(settingsProblem(policies).empty());
        QCOMPARE(positionSourceName("/data/fforum-40-59.obf"), std::string("fforum-40-59.obf"));
        QCOMPARE(positionSourceName("a,b.obf"), std::string("a_b.obf"));
        QCOMPARE(positionSourceName("pv"), std::string("pv.positions"));
    }

    void combinationHasOneSearchInFlight()
    {
        ComparisonSchedule schedule(settingsFor({{Algorithm::Scout, true}}, 34, 30));
        const auto first = schedule.next();
        QVERIFY(first);
        QCOMPARE(first->label, 34);
        QVERIFY(!schedule.next()); // its climb is busy
        QCOMPARE(schedule.inFlight(), 1);
        QVERIFY(!schedule.isFinished());
        schedule.complete(*first, SearchStatus::Done);
        const auto second = schedule.next();
        QVERIFY(second);
        QCOMPARE(second->label, 33);
    }

    void parallelWorkersTakeTheLeastAdvancedCombination()
    {
        ComparisonSchedule schedule(settingsFor(kFour, 34, 1));
        const auto a = schedule.next(); // combination 0, label 34
        const auto b = schedule.next(); // combination 1, label 34
        QVERIFY(a && b);
        QCOMPARE(a->combination, std::size_t(0));
        QCOMPARE(b->combination, std::size_t(1));
        schedule.complete(*a, SearchStatus::Done);
        // Combinations 2 and 3 have not searched label 34 yet: they go before 0 at label 33.
        const auto c = schedule.next();
        QVERIFY(c);
        QCOMPARE(c->combination, std::size_t(2));
        QCOMPARE(c->label, 34);
        schedule.complete(*c, SearchStatus::Done);
        const auto d = schedule.next();
        QVERIFY(d);
        QCOMPARE(d->combination, std::size_t(3));
        QCOMPARE(schedule.inFlight(), 2);
    }

    void timeoutStopsOnlyThatCombination()
    {
        ComparisonSchedule schedule(settingsFor({{Algorithm::Negamax, false}, {Algorithm::NegaScout, true}}, 30, 27));
        std::vector<ScheduledSearch> handedOut;
        while (auto next = schedule.next()) {
            handedOut.push_back(*next);
            // Negamax times out on label 29; NegaScout climbs to the end.
            const bool timeout = next->combination == 0 && next->label == 29;
            schedule.complete(*next, timeout ? SearchStatus::Timeout : SearchStatus::Done);
        }
        QVERIFY(schedule.isFinished());
        const std::vector<ScheduledSearch> expected{{0, 30}, {1, 30}, {0, 29}, {1, 29}, {1, 28}, {1, 27}};
        QCOMPARE(handedOut.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(handedOut[i], expected[i]);
    }

    void cancelHandsOutNothingNew()
    {
        ComparisonSchedule schedule(settingsFor(kFour, 34, 1));
        const auto first = schedule.next();
        QVERIFY(first);
        schedule.cancel();
        QVERIFY(schedule.isCancelled());
        QVERIFY(!schedule.next());
        QVERIFY(!schedule.isFinished()); // the search in flight still has to come back
        schedule.complete(*first, SearchStatus::Cancelled);
        QVERIFY(schedule.isFinished());
        QVERIFY(!schedule.next());
    }

    void ignoresCompletionsItNeverHandedOut()
    {
        ComparisonSchedule schedule(settingsFor({{Algorithm::AlphaBeta, false}}, 34, 33));
        schedule.complete({0, 34}, SearchStatus::Timeout); // not in flight
        schedule.complete({5, 34}, SearchStatus::Done);    // no such combination
        const auto first = schedule.next();
        QVERIFY(first);
        QCOMPARE(first->label, 34);
        schedule.complete({0, 20}, SearchStatus::Done); // wrong label
        QCOMPARE(schedule.inFlight(), 1);
    }

    void singleLabelRange()
    {
        ComparisonSchedule schedule(settingsFor(kFour, 20, 20));
        int count = 0;
        while (auto next = schedule.next()) {
            QCOMPARE(next->label, 20);
            schedule.complete(*next, SearchStatus::Done);
            ++count;
        }
        QCOMPARE(count, 4);
        QVERIFY(schedule.isFinished());
    }

    void settingsProblems_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<double>("limit");
        QTest::addColumn<int>("jobs");
        QTest::addColumn<bool>("valid");
        QTest::newRow("protocol") << 34 << 1 << 60.0 << 1 << true;
        QTest::newRow("one label") << 7 << 7 << 0.5 << 2 << true;
        QTest::newRow("label 0") << 34 << 0 << 60.0 << 1 << false;
        QTest::newRow("label 35") << 35 << 1 << 60.0 << 1 << false;
        QTest::newRow("upwards") << 1 << 34 << 60.0 << 1 << false;
        QTest::newRow("zero limit") << 34 << 1 << 0.0 << 1 << false;
        QTest::newRow("negative limit") << 34 << 1 << -1.0 << 1 << false;
        QTest::newRow("nan limit") << 34 << 1 << qQNaN() << 1 << false;
        QTest::newRow("zero jobs") << 34 << 1 << 60.0 << 0 << false;
    }
    void settingsProblems()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(double, limit);
        QFETCH(int, jobs);
        QFETCH(bool, valid);
        ComparisonSettings settings = settingsFor(kFour, from, to);
        settings.timeLimitSeconds = limit;
        settings.parallelJobs = jobs;
        QCOMPARE(settingsProblem(settings).empty(), valid);
    }

    void settingsNeedDistinctCombinations()
    {
        QCOMPARE(settingsProblem(settingsFor({}, 34, 1)), std::string("no combination to run"));
        const std::string twice =
            settingsProblem(settingsFor({{Algorithm::Scout, true}, {Algorithm::Scout, true}}, 34, 1));
        QVERIFY2(twice.find("scout tt on") != std::string::npos, twice.c_str());
    }

    void theCourseTableIsNotTheFixedTable()
    {
        const TableScheme course{TablePolicy{TablePolicyKind::Course}, TableHash::Mix};
        const Combination withCourse{Algorithm::AlphaBeta, true, course};
        const Combination withDefault{Algorithm::AlphaBeta, true};
        QVERIFY(!usesClassicalTable(withCourse, ScoringRule::DiscDifference));
        QVERIFY(usesCourseTable(withCourse, ScoringRule::DiscDifference));
        QVERIFY(usesClassicalTable(withDefault, ScoringRule::DiscDifference));
        QVERIFY(!usesCourseTable(withDefault, ScoringRule::DiscDifference));
        QVERIFY(!usesCourseTable({Algorithm::AlphaBeta, false, course}, ScoringRule::DiscDifference));
        QVERIFY(!usesCourseTable({Algorithm::Best, true, course}, ScoringRule::DiscDifference));
        // The memory check counts the course's maps: a million workers cannot have them.
        ComparisonSettings settings = settingsFor({withCourse}, 34, 1);
        settings.parallelJobs = 1'000'000;
        settings.combinations.assign(1'000'000, withCourse);
        QVERIFY(!memoryProblem(settings).empty());
        settings.parallelJobs = 1;
        QVERIFY(memoryProblem(settings).empty());
    }
};

QTEST_GUILESS_MAIN(TestComparisonSchedule)
#include "tst_comparison_schedule.moc"
