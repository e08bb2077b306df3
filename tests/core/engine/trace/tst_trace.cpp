// Search traces (engine/trace): a trace records exactly the calls the search counts — as many
// records as solve() counts generated nodes, as many expanded records as it counts expanded — for
// every classical search with and without its table, and the depth-limited searches; the records
// form a tree in call order whose sizes, cutoffs and node types agree with the search.

#include "engine/board/PrincipalVariation.h"
#include "engine/depth/DepthSearch.h"
#include "engine/evaluation/Evaluation.h"
#include "engine/search/Search.h"
#include "engine/trace/SearchTrace.h"

#include <QTest>
#include <bit>
#include <vector>

using namespace othello;
using namespace othello::trace;

namespace {

constexpr Algorithm kClassical[] = {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout};

Board pvPosition(int number) { return PrincipalVariation::sixBySix().position(number); }

SearchResult solved(const Board& board, Algorithm algorithm, bool tt)
{
    SearchOptions options;
    options.algorithm = algorithm;
    options.useTranspositionTable = tt;
    return solve(board, options);
}

Trace traced(const Board& board, Algorithm algorithm, bool tt)
{
    TraceOptions options;
    options.algorithm = algorithm;
    options.useTable = tt;
    return record(board, options);
}

bool isAlphaBetaFamily(Algorithm algorithm)
{
    return algorithm == Algorithm::AlphaBeta || algorithm == Algorithm::NegaScout;
}

// The children of every record, from the parent links.
std::vector<std::vector<std::size_t>> childrenOf(const Trace& trace)
{
    std::vector<std::vector<std::size_t>> children(trace.nodes.size());
    for (std::size_t i = 1; i < trace.nodes.size(); ++i)
        children[static_cast<std::size_t>(trace.nodes[i].parent)].push_back(i);
    return children;
}

// Everything a finished trace must satisfy, whatever the search. Returns an empty string or the
// first problem found.
QString structureProblem(const Trace& trace)
{
    const std::vector<Node>& nodes = trace.nodes;
    if (nodes.empty())
        return "no records";
    if (nodes[0].parent != kNoParent || nodes[0].move != kNoMove)
        return "the root has a parent or a move";
    if (nodes[0].subtreeSize != nodes.size())
        return "the root's subtree is not the whole trace";
    for (std::size_t i = 1; i < nodes.size(); ++i) {
        const auto parent = static_cast<std::size_t>(nodes[i].parent);
        // In call order a child follows its parent inside the parent's subtree.
        if (nodes[i].parent < 0 || parent >= i || i >= parent + nodes[parent].subtreeSize)
            return QString("record %1 is not inside its parent's subtree").arg(i);
    }
    const auto children = childrenOf(trace);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const Node& node = nodes[i];
        std::uint64_t size = 1;
        std::uint64_t tried = 0;
        bool passed = false;
        for (std::size_t child : children[i]) {
            size += nodes[child].subtreeSize;
            if (nodes[child].move == kPassMove)
                passed = true;
            else
                tried |= std::uint64_t{1} << nodes[child].move;
            if (nodes[child].empties != node.empties - (nodes[child].move == kPassMove ? 0 : 1))
                return QString("record %1: a child's empty squares do not follow").arg(child);
        }
        if (size != node.subtreeSize)
            return QString("record %1: subtree size %2, its children add up to %3")
                .arg(i)
                .arg(node.subtreeSize)
                .arg(size);
        const bool leaf = node.shape != NodeShape::Interior;
        if (leaf != children[i].empty())
            return QString("record %1: a leaf with children or an interior node without").arg(i);
        if (node.expanded != (node.shape == NodeShape::Interior || node.shape == NodeShape::TableHit))
            return QString("record %1: expanded flag does not match its shape").arg(i);
        if (leaf) {
            if (node.cutoffAfter != -1)
                return QString("record %1: a leaf with a cutoff").arg(i);
            continue;
        }
        if (node.legalMoves == 0) {
            if (!passed || tried != 0)
                return QString("record %1: a node without moves that did not pass").arg(i);
            continue;
        }
        if (passed || (tried & ~node.legalMoves) != 0)
            return QString("record %1: a child that is not a legal move").arg(i);
        if (node.cutoffAfter == -1 && tried != node.legalMoves)
            return QString("record %1: legal moves left untried without a cutoff").arg(i);
        if (node.cutoffAfter != -1 && std::size_t(node.cutoffAfter) != children[i].size() - 1)
            return QString("record %1: the cutoff is not after the last child").arg(i);
    }
    return {};
}

std::uint64_t expandedRecords(const Trace& trace)
{
    std::uint64_t count = 0;
    for (const Node& node : trace.nodes)
        count += node.expanded;
    return count;
}

// What a finished trace must share with the search it recorded (a SearchResult or a DepthResult):
// status, value, best move, counts, one record per generated node, one expanded record per
// expanded node, and a sound tree. Empty, or what differs.
template <class Result> QString disagreement(const Trace& trace, const Result& expected)
{
    if (trace.status != SearchStatus::Done || trace.truncated)
        return "not done, or truncated";
    if (trace.value != expected.value || trace.bestMove != expected.bestMove)
        return QString("value %1 move %2, the search's %3 and %4")
            .arg(trace.value)
            .arg(trace.bestMove)
            .arg(expected.value)
            .arg(expected.bestMove);
    if (trace.stats != expected.stats || trace.nodes.size() != expected.stats.generated ||
        expandedRecords(trace) != expected.stats.expanded)
        return QString("%1 records (%2 expanded), the search counted %3 generated, %4 expanded")
            .arg(trace.nodes.size())
            .arg(expandedRecords(trace))
            .arg(expected.stats.generated)
            .arg(expected.stats.expanded);
    return structureProblem(trace);
}

} // namespace

class TestTrace : public QObject {
    Q_OBJECT
private slots:
    void everyCountedNodeIsOneRecord_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("tt");
        QTest::addColumn<int>("label");
        for (Algorithm algorithm : kClassical)
            for (bool tt : {false, true})
                for (int number : {23, 24, 26, 28, 30, 33}) {
                    if (algorithm == Algorithm::Negamax && number < 24)
                        continue;
                    QTest::newRow(qPrintable(QString("%1 tt %2 label %3")
                                                 .arg(algorithmId(algorithm).data())
                                                 .arg(tt ? "on" : "off")
                                                 .arg(number)))
                        << int(algorithm) << tt << number;
                }
    }
    void everyCountedNodeIsOneRecord()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, tt);
        QFETCH(int, label);
        const Board board = pvPosition(label);
        const SearchResult expected = solved(board, Algorithm(algorithm), tt);
        const Trace trace = traced(board, Algorithm(algorithm), tt);
        const QString problem = disagreement(trace, expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        // The root's value is the search's (Black's view for Scout, the mover's otherwise).
        const int rootValue = trace.blackView ? trace.value : blackSign(board.toMove) * trace.value;
        QCOMPARE(trace.nodes[0].value, rootValue);

        // Node types: solve() counts them at nodes with more than four empty squares.
        NodeTypeCounts types;
        std::uint64_t typed = 0;
        for (const Node& node : trace.nodes) {
            typed += node.type != NodeType::None;
            if (node.empties <= 4)
                continue;
            types.pv += node.type == NodeType::Pv;
            types.cut += node.type == NodeType::Cut;
            types.all += node.type == NodeType::All;
        }
        QCOMPARE(types, expected.nodeTypes);
        if (isAlphaBetaFamily(Algorithm(algorithm))) {
            std::uint64_t interior = 0;
            for (const Node& node : trace.nodes)
                interior += node.shape == NodeShape::Interior;
            QCOMPARE(typed, interior);
        } else {
            QCOMPARE(typed, std::uint64_t{0});
        }

        // What each algorithm's records must show.
        std::uint64_t tests = 0, nullWindows = 0, reSearches = 0, hits = 0, cutoffs = 0;
        for (const Node& node : trace.nodes) {
            tests += node.call == CallKind::Test;
            nullWindows += node.call == CallKind::NullWindow;
            reSearches += node.call == CallKind::ReSearch;
            hits += node.shape == NodeShape::TableHit;
            cutoffs += node.cutoffAfter != -1;
            if (node.call == CallKind::Test) {
                QVERIFY(node.comparison != Comparison::None);
                QCOMPARE(node.alpha, node.beta);
                QVERIFY(node.value == 0 || node.value == 1);
            } else {
                QCOMPARE(node.comparison, Comparison::None);
            }
        }
        QCOMPARE(tests > 0, Algorithm(algorithm) == Algorithm::Scout && label < 33);
        QCOMPARE(nullWindows > 0, Algorithm(algorithm) == Algorithm::NegaScout && label < 33);
        if (Algorithm(algorithm) != Algorithm::NegaScout)
            QCOMPARE(reSearches, std::uint64_t{0});
        QCOMPARE(hits, expected.table.cutoffs);
        if (Algorithm(algorithm) == Algorithm::Negamax)
            QCOMPARE(cutoffs, std::uint64_t{0});
    }

    // The course's published count for alpha-beta at label 24, by the trace.
    void alphaBetaAtLabel24HasThePublishedCount()
    {
        const Trace trace = traced(pvPosition(24), Algorithm::AlphaBeta, false);
        QCOMPARE(trace.nodes.size(), std::size_t{1502});
        QCOMPARE(trace.value, -4);
    }

    void negaScoutReSearchesSomewhere()
    {
        std::uint64_t reSearches = 0;
        for (int number = 20; number <= 30; ++number)
            for (const Node& node : traced(pvPosition(number), Algorithm::NegaScout, false).nodes)
                reSearches += node.call == CallKind::ReSearch;
        QVERIFY(reSearches > 0);
    }

    void depthLimitedTracesCountAsTheSearch_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("tt");
        QTest::addColumn<int>("label");
        QTest::addColumn<int>("depth");
        for (Algorithm algorithm : {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::NegaScout, Algorithm::Best})
            for (bool tt : {false, true})
                for (int number : {1, 12, 30})
                    for (int depth : {1, 3, 5})
                        QTest::newRow(qPrintable(QString("%1 tt %2 label %3 depth %4")
                                                     .arg(algorithmId(algorithm).data())
                                                     .arg(tt ? "on" : "off")
                                                     .arg(number)
                                                     .arg(depth)))
                            << int(algorithm) << tt << number << depth;
    }
    void depthLimitedTracesCountAsTheSearch()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, tt);
        QFETCH(int, label);
        QFETCH(int, depth);
        const Board board = pvPosition(label);
        depth::DepthOptions search;
        search.algorithm = Algorithm(algorithm);
        search.depth = depth;
        search.useTranspositionTable = tt;
        search.evaluator = *evaluation::parseEvaluator("mixed", 6);
        const depth::DepthResult expected = depth::searchToDepth(board, search);

        TraceOptions options;
        options.algorithm = Algorithm(algorithm);
        options.useTable = tt;
        options.depth = depth;
        const Trace trace = record(board, options);
        const QString problem = disagreement(trace, expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        bool horizon = false;
        for (const Node& node : trace.nodes) {
            QVERIFY(node.depth >= 0 && node.depth <= depth);
            if (node.parent != kNoParent)
                QCOMPARE(node.depth, trace.nodes[std::size_t(node.parent)].depth - 1);
            if (node.shape == NodeShape::Horizon) {
                horizon = true;
                QCOMPARE(node.depth, 0);
            }
        }
        QCOMPARE(horizon, !expected.exact);
    }

    // Past maxNodes the records stop and the search goes on: its counts stay exact.
    void aBoundedTraceKeepsTheFirstRecordsAndTheCounts()
    {
        const Board board = pvPosition(24);
        const Trace whole = traced(board, Algorithm::AlphaBeta, false);
        TraceOptions options;
        options.maxNodes = 100;
        const Trace bounded = record(board, options);
        QCOMPARE(bounded.status, SearchStatus::Done);
        QVERIFY(bounded.truncated);
        QCOMPARE(bounded.nodes.size(), std::size_t{100});
        QCOMPARE(bounded.stats, whole.stats);
        QCOMPARE(bounded.value, whole.value);
        for (std::size_t i = 0; i < 100; ++i) {
            QCOMPARE(bounded.nodes[i].parent, whole.nodes[i].parent);
            QCOMPARE(bounded.nodes[i].move, whole.nodes[i].move);
            QCOMPARE(bounded.nodes[i].alpha, whole.nodes[i].alpha);
        }

        options.stopWhenTruncated = true;
        const Trace stopped = record(board, options);
        QCOMPARE(stopped.status, SearchStatus::Cancelled);
        QVERIFY(stopped.truncated);
        QCOMPARE(stopped.nodes.size(), std::size_t{100});
        QCOMPARE(stopped.stats.generated, std::uint64_t{100});
        QCOMPARE(stopped.nodes[0].subtreeSize, std::uint32_t{100});

        options.maxNodes = whole.nodes.size();
        const Trace exact = record(board, options);
        QCOMPARE(exact.status, SearchStatus::Done);
        QVERIFY(!exact.truncated);
    }

    void aCancelledTraceStopsLikeSolve()
    {
        SearchControl control;
        control.requestCancel();
        TraceOptions options;
        options.algorithm = Algorithm::Negamax;
        const Trace trace = record(pvPosition(20), options, &control);
        QCOMPARE(trace.status, SearchStatus::Cancelled);
        QVERIFY(!trace.nodes.empty());
        QVERIFY(trace.stats.generated < 13078933);
        QCOMPARE(std::uint64_t(trace.nodes.size()), trace.stats.generated);
        QCOMPARE(trace.nodes[0].subtreeSize, std::uint32_t(trace.nodes.size()));
    }

    void scoutRecordsFromBlacksSide()
    {
        const Trace scout = traced(pvPosition(26), Algorithm::Scout, false);
        QVERIFY(scout.blackView);
        QVERIFY(!traced(pvPosition(26), Algorithm::AlphaBeta, false).blackView);
        // A TEST's answer agrees with its children's: Black (MAX) holds if a child holds.
        const auto children = childrenOf(scout);
        for (std::size_t i = 0; i < scout.nodes.size(); ++i) {
            const Node& node = scout.nodes[i];
            if (node.call != CallKind::Test || node.shape != NodeShape::Interior || node.legalMoves == 0)
                continue;
            bool any = false, all = true;
            for (std::size_t child : children[i]) {
                any = any || scout.nodes[child].value == 1;
                all = all && scout.nodes[child].value == 1;
            }
            QVERIFY(node.value == int(any) || node.value == int(all));
        }
    }
};

QTEST_APPLESS_MAIN(TestTrace)
#include "tst_trace.moc"
