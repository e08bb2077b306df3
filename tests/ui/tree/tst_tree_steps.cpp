// Stepping through a trace: where Next cutoff stops, what each step says, the values in the
// lab's one convention, "?" for the calls a stopped search was still inside, and the board
// showing the position chosen before anything is recorded.
#include "TreeTestSupport.h"
#include "common/BoardView.h"
#include "common/ValueView.h"
#include "engine/board/Square.h"
#include "tree/TraceOutlineModel.h"
#include "tree/TracePane.h"
#include "tree/TraceScene.h"
#include "tree/TraceSteps.h"
#include "tree/TraceValues.h"
#include "tree/TraceWording.h"

#include <QLabel>
#include <QRegularExpression>
#include <QTest>
#include <memory>
#include <set>

using namespace othello;
using namespace othello::test;

namespace {
// The legal moves at a record the search never tried, from the position itself.
std::set<int> untried(const TraceTree& tree, int record)
{
    const std::vector<int> legal = tree.boardAt(record).moveList();
    std::set<int> moves(legal.begin(), legal.end());
    for (const std::int32_t child : tree.children(record))
        moves.erase(tree.node(child).move);
    moves.erase(kPassMove);
    return moves;
}

bool cutsAfter(const TraceTree& tree, TraceTree::Event event)
{
    const int parent = tree.node(event.node).parent;
    return event.leaving && parent >= 0 && tree.node(parent).cutoffAfter >= 0 &&
        tree.node(parent).cutoffAfter == tree.childPosition(event.node);
}

// A value from Black's side, for a record whose stored value is from `mover`'s (or Black's in a
// Scout trace), as SearchTrace.h describes the records.
int blackValue(const trace::Trace& trace, int stored, Color mover)
{
    return trace.blackView || mover == Color::Black ? stored : -stored;
}
} // namespace

class TestTreeSteps : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        ValueConvention::instance().setView(ValueView::Black);
        m_page = std::make_unique<TreePage>();
        m_page->resize(1024, 700);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }
    void cleanup()
    {
        m_page.reset();
        ValueConvention::instance().setView(ValueView::Black);
    }

    // Next cutoff's first stop at label 26 (alpha-beta) prunes at least one move: it is the first
    // cutoff in call order that leaves a legal move untried (found here from the positions), and
    // its sentence names the moves it prunes.
    void nextCutoffStopsFirstWhereAMoveIsPruned()
    {
        QVERIFY(recordThrough(*m_page, 26, Algorithm::AlphaBeta));
        const TraceTree& tree = *m_page->tree(0);
        QVERIFY(m_page->jump(TreePage::Jump::Cutoff));
        const TraceTree::Event stop = m_page->currentEvent();
        QVERIFY(cutsAfter(tree, stop));
        const int parent = tree.node(stop.node).parent;
        const std::set<int> pruned = untried(tree, parent);
        QVERIFY(!pruned.empty());
        int emptyBefore = 0;
        for (TraceTree::Event event = tree.first(); !(event == stop); event = tree.next(event))
            if (cutsAfter(tree, event)) {
                QVERIFY(untried(tree, tree.node(event.node).parent).empty());
                ++emptyBefore;
            }
        QVERIFY(emptyBefore > 0); // the cutoffs the old Next cutoff stopped at first
        const QString sentence = m_page->stepSentence();
        QVERIFY2(sentence.contains(QStringLiteral("is refuted")), qPrintable(sentence));
        for (const int move : pruned)
            QVERIFY2(sentence.contains(QString::fromStdString(moveName(move))), qPrintable(sentence));
    }

    // With "Also cutoffs that prune nothing" Next cutoff stops at every cutoff, first at one that
    // prunes nothing; without it, at exactly those that prune a move.
    void emptyCutoffsAreStopsOnlyWhenAsked()
    {
        // Label 28: both kinds of cutoff, and few enough that stepping through all of them twice
        // stays quick under the sanitizers (label 26 took half a minute there).
        QVERIFY(recordThrough(*m_page, 28, Algorithm::AlphaBeta));
        const TraceTree& tree = *m_page->tree(0);
        std::uint64_t pruning = 0;
        for (int i = 0; i < tree.size(); ++i)
            pruning += tree.node(i).cutoffAfter >= 0 && !untried(tree, i).empty() ? 1 : 0;
        QVERIFY(pruning > 0 && pruning < tree.counts().cutoffs); // both kinds are there
        for (const bool empty : {false, true}) {
            m_page->setStopAtEmptyCutoffs(empty);
            m_page->goToEvent(tree.first());
            std::uint64_t stops = 0;
            while (m_page->jump(TreePage::Jump::Cutoff)) {
                const int parent = tree.node(m_page->currentEvent().node).parent;
                if (stops == 0)
                    QCOMPARE(untried(tree, parent).empty(), empty);
                ++stops;
            }
            QCOMPARE(stops, empty ? tree.counts().cutoffs : pruning);
        }
    }

    // Every step of every search says something: one sentence (two when the table or the end
    // of the game settles a call), no placeholder left, in both views.
    void everyStepHasASentence_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("table");
        QTest::addColumn<int>("view");
        QTest::addColumn<int>("depth"); // 0: exact
        for (const Algorithm algorithm :
             {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
            for (const bool table : {false, true})
                for (const ValueView view : {ValueView::Black, ValueView::SideToMove})
                    for (const int depth : {0, 3})
                        QTest::addRow("%s tt %s %s depth %d", algorithmId(algorithm).data(), table ? "on" : "off",
                                      view == ValueView::Black ? "black" : "mover", depth)
                            << int(algorithm) << table << int(view) << depth;
    }
    void everyStepHasASentence()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, table);
        QFETCH(int, view);
        QFETCH(int, depth);
        child<QCheckBox>(m_page.get(), "treeDepthCheck")->setChecked(depth > 0);
        child<QSpinBox>(m_page.get(), "treeDepthSpin")->setValue(std::max(depth, 1));
        QVERIFY(recordThrough(*m_page, depth > 0 ? 20 : 27, Algorithm(algorithm), table));
        const TraceTree& tree = *m_page->tree(0);
        const TraceValues values(tree, ValueView(view));
        const QRegularExpression ending(QStringLiteral("[.?]$"));
        for (TraceTree::Event event = tree.first();; event = tree.next(event)) {
            const QString sentence = TraceSteps::sentence(values, event);
            QVERIFY2(!sentence.isEmpty() && !sentence.contains(QLatin1Char('%')) && sentence.contains(ending),
                     qPrintable(QStringLiteral("%1 %2: %3").arg(event.node).arg(event.leaving).arg(sentence)));
            if (event == tree.last())
                break;
        }
    }

    // NegaScout's probe that fails high says so, with the null window and the re-search's window
    // as its parent weighs them: (α, α + 1), then (the probe's value, β).
    void aProbeThatFailsHighNamesTheReSearch()
    {
        QVERIFY(recordThrough(*m_page, 24, Algorithm::NegaScout));
        const TraceTree& tree = *m_page->tree(0);
        int probe = -1;
        for (int i = 1; i < tree.size() && probe < 0; ++i) {
            const int next = i + tree.subtreeSize(i);
            if (tree.node(i).call == trace::CallKind::NullWindow && next < tree.size() &&
                tree.node(next).call == trace::CallKind::ReSearch && tree.node(next).parent == tree.node(i).parent)
                probe = i;
        }
        QVERIFY(probe > 0);
        const int parent = tree.node(probe).parent;
        const int reSearch = probe + tree.subtreeSize(probe);
        const Color mover = tree.boardAt(parent).toMove;
        // The windows from the parent mover's side (the records keep the child's side): a null
        // window (α, α + 1), then (the probe's value, β)...
        const int alpha = -tree.node(probe).beta;
        QCOMPARE(-tree.node(probe).alpha, alpha + 1);
        const int value = -tree.node(probe).value;
        QCOMPARE(-tree.node(reSearch).beta, value);
        const int beta = -tree.node(reSearch).alpha;
        QCOMPARE(beta, tree.node(parent).beta);
        // ...then from Black's.
        const auto text = [](int low, int high) {
            return QStringLiteral("(%1, %2)").arg(TraceWording::valueText(low), TraceWording::valueText(high));
        };
        const QString nullWindow = mover == Color::Black ? text(alpha, alpha + 1) : text(-alpha - 1, -alpha);
        const QString again = mover == Color::Black ? text(value, beta) : text(-beta, -value);
        // High from Black's side when Black moves at the parent; from White's, low in Black's numbers.
        const QString move = QString::fromStdString(moveName(tree.node(probe).move));
        const QString side = mover == Color::Black ? QStringLiteral("Black") : QStringLiteral("White");
        const QString threshold = TraceWording::valueText(mover == Color::Black ? alpha : -alpha);
        m_page->goToEvent({probe, true});
        QCOMPARE(m_page->stepSentence(),
                 QStringLiteral("Null window %1 failed %2: %3 is better than %4 for %5, so re-search with %6.")
                     .arg(nullWindow, mover == Color::Black ? QStringLiteral("high") : QStringLiteral("low"), move,
                          threshold, side, again));
    }

    // A table hit says what settled the call: the stored bound and its value.
    void aTableHitSaysWhatSettledIt()
    {
        QVERIFY(recordThrough(*m_page, 24, Algorithm::AlphaBeta, true));
        QVERIFY(m_page->jump(TreePage::Jump::TableHit));
        const TraceTree& tree = *m_page->tree(0);
        const int hit = m_page->currentEvent().node;
        m_page->goToEvent({hit, true});
        const QString sentence = m_page->stepSentence();
        const int move = tree.node(hit).move;
        const QString name = move == kPassMove ? QStringLiteral("the pass") : QString::fromStdString(moveName(move));
        QVERIFY2(sentence.startsWith(QStringLiteral("Table hit at %1: its stored ").arg(name)), qPrintable(sentence));
    }

    // Scout: a TEST's answer says whether Scout then searches the move in full, as its next call shows.
    void aTestSaysWhetherScoutSearchesTheMove()
    {
        QVERIFY(recordThrough(*m_page, 26, Algorithm::Scout));
        const TraceTree& tree = *m_page->tree(0);
        const TraceValues values(tree);
        int tests = 0;
        for (int i = 1; i < tree.size(); ++i) {
            const int parent = tree.node(i).parent;
            if (tree.node(i).call != trace::CallKind::Test || tree.node(parent).call == trace::CallKind::Test)
                continue;
            const int next = i + tree.subtreeSize(i);
            const bool searched = next < tree.size() && tree.node(next).parent == parent &&
                tree.node(next).call == trace::CallKind::Search && tree.node(next).move == tree.node(i).move;
            const QString sentence = TraceSteps::sentence(values, {i, true});
            QVERIFY2(sentence.contains(searched ? QStringLiteral("searches it in full") : QStringLiteral("skips it")),
                     qPrintable(sentence));
            ++tests;
        }
        QVERIFY(tests > 10);
    }

    // Every drawn value and window follows the value convention: from Black's side, or from the
    // side to move at its node (worked out here from the positions); the root as its heading says.
    void valuesFollowTheValueConvention_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("view");
        for (const Algorithm algorithm : {Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
            for (const ValueView view : {ValueView::Black, ValueView::SideToMove})
                QTest::addRow("%s %s", algorithmId(algorithm).data(), view == ValueView::Black ? "black" : "mover")
                    << int(algorithm) << int(view);
    }
    void valuesFollowTheValueConvention()
    {
        QFETCH(int, algorithm);
        QFETCH(int, view);
        ValueConvention::instance().setView(ValueView(view));
        QVERIFY(recordThrough(*m_page, 26, Algorithm(algorithm)));
        const TraceTree& tree = *m_page->tree(0);
        const trace::Trace& trace = tree.trace();
        const TraceScene& scene = *m_page->pane(0)->scene();
        const auto shown = [&](int black, Color mover) {
            return ValueView(view) == ValueView::Black || mover == Color::Black ? black : -black;
        };
        int checked = 0;
        for (const int record : scene.drawnRecords()) {
            const trace::Node& node = tree.node(record);
            if (node.call == trace::CallKind::Test)
                continue;
            const Color mover = tree.boardAt(record).toMove;
            QCOMPARE(scene.nodeText(record),
                     ValueConvention::signedText(shown(blackValue(trace, node.value, mover), mover)));
            ++checked;
        }
        QVERIFY(checked > 5);
        // The root: White moves at label 26; the game's value is −4 from Black's side.
        QCOMPARE(pvPosition(26).toMove, Color::White);
        const int root = shown(PrincipalVariation::kGameValue, Color::White);
        QCOMPARE(scene.nodeText(0), ValueConvention::signedText(root));
        const QString title = child<QLabel>(m_page.get(), "paneTitleA")->text();
        const QString view_ =
            ValueView(view) == ValueView::Black ? QStringLiteral("Black's view") : QStringLiteral("White's view");
        QVERIFY2(title.contains(QStringLiteral("value %1 (%2)").arg(ValueConvention::signedText(root), view_)),
                 qPrintable(title));
        // The outline's windows: the root's children, whose window the root passed down.
        TraceOutlineModel* model = m_page->pane(0)->model();
        const QModelIndex rootRow = model->index(0, 0);
        for (int row = 0; row < int(tree.children(0).size()); ++row) {
            const int record = tree.children(0)[std::size_t(row)];
            const trace::Node& node = tree.node(record);
            if (node.call == trace::CallKind::Test)
                continue;
            const Color mover = tree.boardAt(record).toMove;
            int low = node.alpha;
            int high = node.beta;
            if (shown(blackValue(trace, 1, mover), mover) < 0) {
                low = -node.beta;
                high = -node.alpha;
            }
            QCOMPARE(model->index(row, TraceOutlineModel::AlphaColumn, rootRow).data().toString(),
                     TraceWording::valueText(low));
            QCOMPARE(model->index(row, TraceOutlineModel::BetaColumn, rootRow).data().toString(),
                     TraceWording::valueText(high));
        }
    }

    // Changing the convention redraws at once: the root's value, the heading, the step.
    void changingTheConventionRedrawsAtOnce()
    {
        QVERIFY(recordThrough(*m_page, 26, Algorithm::AlphaBeta));
        QCOMPARE(m_page->pane(0)->scene()->nodeText(0), QStringLiteral("−4"));
        m_page->goToEvent(m_page->tree(0)->last());
        QVERIFY(m_page->stepSentence().contains(QStringLiteral("−4 (Black's view)")));
        ValueConvention::instance().setView(ValueView::SideToMove);
        QCOMPARE(m_page->pane(0)->scene()->nodeText(0), QStringLiteral("+4"));
        QVERIFY(child<QLabel>(m_page.get(), "paneTitleA")->text().contains(QStringLiteral("value +4 (White's view)")));
        QVERIFY2(m_page->stepSentence().contains(QStringLiteral("+4 (White's view)")),
                 qPrintable(m_page->stepSentence()));
    }

    // A search stopped part way: the calls it was still inside (those whose subtree the whole
    // search shows bigger) show "?" in the drawing, the outline and the step; every other call
    // its value, the same as in the whole search.
    void aStoppedTraceShowsNoValueForUnfinishedCalls()
    {
        trace::TraceOptions options;
        options.algorithm = Algorithm::Negamax;
        const trace::Trace whole = trace::record(pvPosition(24), options);
        options.maxNodes = 3000;
        options.stopWhenTruncated = true;
        auto stopped = std::make_shared<const trace::Trace>(trace::record(pvPosition(24), options));
        QCOMPARE(stopped->status, SearchStatus::Cancelled);
        QCOMPARE(stopped->nodes.size(), std::size_t(3000));
        m_page->showTraces(stopped);
        m_page->pane(0)->setPlies(12);
        const TraceTree& tree = *m_page->tree(0);
        const TraceScene& scene = *m_page->pane(0)->scene();
        QCOMPARE(scene.drawnCount(), tree.size());
        int unfinished = 0;
        for (int i = 0; i < tree.size(); ++i) {
            const bool open = whole.nodes[std::size_t(i)].subtreeSize > std::uint32_t(tree.subtreeSize(i));
            QCOMPARE(tree.finished(i), !open);
            if (open) {
                QCOMPARE(scene.nodeText(i), QStringLiteral("?"));
                ++unfinished;
            } else {
                QCOMPARE(tree.node(i).value, whole.nodes[std::size_t(i)].value);
                QVERIFY(scene.nodeText(i) != QStringLiteral("?"));
            }
        }
        QVERIFY(unfinished >= 2 && !tree.finished(0));
        QCOMPARE(m_page->pane(0)->model()->index(0, TraceOutlineModel::ValueColumn).data().toString(),
                 QStringLiteral("?"));
        QVERIFY(child<QLabel>(m_page.get(), "paneTitleA")->text().contains(QStringLiteral("stopped, value unknown")));
        m_page->goToEvent(tree.last());
        QVERIFY2(m_page->stepSentence().contains(QStringLiteral("value is unknown (?)")),
                 qPrintable(m_page->stepSentence()));
    }

    // Stop pressed while a large search records: the calls it was inside show "?".
    void stoppingARecordingLeavesItsOpenCallsWithoutValue()
    {
        m_page->setRecordBound(20'000);
        child<QSpinBox>(m_page.get(), "treeLabelSpin")->setValue(14);
        chooseAlgorithm(child<QComboBox>(m_page.get(), "treeAlgorithmComboA"), Algorithm::Negamax);
        QTest::mouseClick(child<QPushButton>(m_page.get(), "recordButton"), Qt::LeftButton);
        auto* progress = child<QLabel>(m_page.get(), "recordProgress");
        QTRY_VERIFY_WITH_TIMEOUT(progress->text().contains(QStringLiteral("the trace is full")), scaledMs(20000));
        QTest::mouseClick(child<QPushButton>(m_page.get(), "treeStopButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_page->isRecording(), scaledMs(5000));
        const TraceTree& tree = *m_page->tree(0);
        QCOMPARE(tree.trace().status, SearchStatus::Cancelled);
        QVERIFY(!tree.finished(0));
        const TraceScene& scene = *m_page->pane(0)->scene();
        for (const int record : scene.drawnRecords())
            QCOMPARE(scene.nodeText(record) == QStringLiteral("?"), !tree.finished(record));
    }

    // The board shows the position chosen, before anything is recorded and when another is
    // chosen after a recording; a step shows the recorded search's position again.
    void theBoardShowsTheChosenPositionBeforeRecording()
    {
        BoardView* board = m_page->boardView();
        QCOMPARE(board->board(), pvPosition(30));
        child<QSpinBox>(m_page.get(), "treeLabelSpin")->setValue(26);
        QCOMPARE(board->board(), pvPosition(26));
        QVERIFY(recordThrough(*m_page, 26, Algorithm::AlphaBeta));
        child<QSpinBox>(m_page.get(), "treeLabelSpin")->setValue(28);
        QCOMPARE(board->board(), pvPosition(28));
        QVERIFY(m_page->stepSentence().contains(QStringLiteral("press Record")));
        m_page->stepForward();
        const TraceTree& tree = *m_page->tree(0);
        QCOMPARE(board->board(), pvPosition(26).played(tree.node(tree.children(0)[0]).move));
    }

private:
    std::unique_ptr<TreePage> m_page;
};

QTEST_MAIN(TestTreeSteps)
#include "tst_tree_steps.moc"
