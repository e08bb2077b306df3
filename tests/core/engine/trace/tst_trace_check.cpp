// Checking a student's search against the lab's (engine/trace/TraceCheck.h, OslTrace.h,
// CountCheck.h): every search's own calls, printed as an osl-trace by a printer of this test from
// trace::record(), in either view, are identical to the lab's search; each kind of difference made
// in such a trace is found at the call where it was made, with its number, line and path; bad input
// is one line naming its line, and no mutation crashes or hangs the check; a trace of millions of
// lines streams through in bounded memory; the lab's tree counted by kind of call adds up to
// solve()'s counts, and a count missing exactly one kind of call is explained as such.

#include "engine/board/PrincipalVariation.h"
#include "engine/search/Infinity.h"
#include "engine/search/Search.h"
#include "engine/trace/CountCheck.h"
#include "engine/trace/OslTraceWriter.h"
#include "engine/trace/SearchTrace.h"
#include "engine/trace/TraceCheck.h"
#include "support/RandomPositions.h"
#include "support/ResidentMemory.h"

#include <QTest>
#include <ext/stdio_filebuf.h>
#include <random>
#include <sstream>
#include <thread>
#include <unistd.h>

using namespace othello;
using namespace othello::trace;

namespace {

constexpr Algorithm kClassical[] = {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout};
constexpr int kHeaderLines = 4; // osl-trace, position, view, squares

Board pvPosition(int label) { return PrincipalVariation::sixBySix().position(label); }

std::string bound(int value)
{
    return value >= kInfinity ? "inf" : value <= -kInfinity ? "-inf" : std::to_string(value);
}

// An osl-trace printed from trace::record()'s nodes (not from the check's own writer), in either
// view; start[i] and end[i] are the lines (0-based, header excluded) where node i enters and leaves.
struct Printed {
    std::vector<std::string> lines;
    std::vector<std::size_t> start, end;
    Trace trace;
    Board board;

    std::string text(TraceView view) const
    {
        std::string out =
            "osl-trace 1\nposition " + toText(board) + "\nview " + std::string(traceViewId(view)) + "\nsquares names\n";
        for (const std::string& line : lines)
            out += line + "\n";
        return out;
    }
};

void printNode(Printed& p, std::size_t i, Color color, TraceView view, bool windows)
{
    const Node& node = p.trace.nodes[i];
    const bool flip = (view == TraceView::Black) != p.trace.blackView && color == Color::White;
    const std::string move = i == 0 ? "root" : moveName(node.move);
    p.start[i] = p.lines.size();
    if (node.call == CallKind::Test) {
        const bool greater = (node.comparison == Comparison::Greater) != flip;
        p.lines.push_back("test " + move + (greater ? " > " : " >= ") +
                          std::to_string(flip ? -node.alpha : node.alpha));
    } else if (windows) {
        const int alpha = flip ? -node.beta : node.alpha, beta = flip ? -node.alpha : node.beta;
        p.lines.push_back("enter " + move + " " + bound(alpha) + " " + bound(beta));
    } else {
        p.lines.push_back("enter " + move);
    }
    const Color next = color == Color::Black ? Color::White : Color::Black;
    for (std::size_t child = i + 1; child < i + node.subtreeSize; child += p.trace.nodes[child].subtreeSize)
        printNode(p, child, next, view, windows);
    p.end[i] = p.lines.size();
    if (node.call == CallKind::Test)
        p.lines.push_back(std::string("leave ") + ((node.value != 0) != flip ? "true" : "false"));
    else
        p.lines.push_back("leave " + bound(flip ? -node.value : node.value));
}

Printed printed(const Board& board, Algorithm algorithm, TraceView view = TraceView::Mover)
{
    Printed p;
    p.board = board;
    TraceOptions options;
    options.algorithm = algorithm;
    p.trace = record(board, options);
    p.start.resize(p.trace.nodes.size());
    p.end.resize(p.trace.nodes.size());
    printNode(p, 0, board.toMove, view, algorithm == Algorithm::AlphaBeta || algorithm == Algorithm::NegaScout);
    return p;
}

TraceCheckResult checked(const std::string& text, Algorithm algorithm, bool courseTable = false)
{
    std::istringstream in(text);
    TraceCheckOptions options;
    options.algorithm = algorithm;
    options.courseTable = courseTable;
    return checkTrace(in, options);
}

std::vector<int> pathOf(const Trace& trace, std::size_t i)
{
    std::vector<int> path;
    for (std::int32_t at = static_cast<std::int32_t>(i); at > 0; at = trace.nodes[static_cast<std::size_t>(at)].parent)
        path.insert(path.begin(), trace.nodes[static_cast<std::size_t>(at)].move);
    return path;
}

// The children of node i, as indices.
std::vector<std::size_t> childrenOf(const Trace& trace, std::size_t i)
{
    std::vector<std::size_t> children;
    for (std::size_t child = i + 1; child < i + trace.nodes[i].subtreeSize; child += trace.nodes[child].subtreeSize)
        children.push_back(child);
    return children;
}

} // namespace

class TraceCheckTest : public QObject {
    Q_OBJECT

private slots:
    void theCourseNumbersNameTheCoursePvsMoves()
    {
        const int coursePv[] = {12, 21, 26, 13, 22, 18, 7,  6,  5,  27, 33, 23, 17, 11, 19, 15, 14,
                                31, 20, 32, 30, 10, 25, 24, 34, 28, 16, 4,  29, 35, 36, 8,  9};
        const std::vector<int>& pv = PrincipalVariation::sixBySix().moves();
        QCOMPARE(pv.size(), std::size(coursePv));
        for (std::size_t i = 0; i < pv.size(); ++i) {
            QCOMPARE(moveFromCourseNumber(coursePv[i]), std::optional<int>(pv[i]));
            QCOMPARE(courseNumberOf(pv[i]), coursePv[i]);
        }
        QCOMPARE(moveFromCourseNumber(0), std::optional<int>(squareAt(2, 2))); // c3
        QCOMPARE(moveFromCourseNumber(3), std::optional<int>(squareAt(3, 3))); // d4
        QCOMPARE(moveFromCourseNumber(37), std::nullopt);
        QCOMPARE(moveFromCourseNumber(-1), std::nullopt);
    }

    void everySearchsOwnCallsAreIdentical_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("view");
        std::vector<std::pair<std::string, Board>> boards{{"label 26", pvPosition(26)},
                                                          {"label 31 (a pass)", pvPosition(31)},
                                                          {"label 34 (over)", pvPosition(34)},
                                                          {"4x4 start", Board::start(4)}};
        int n = 0;
        for (const Board& board : testing::randomPositionsWithEmpties(3, 9, 7))
            boards.push_back({"random 6x6 #" + std::to_string(++n), board});
        for (const Board& board : testing::randomPositionsWithEmpties(2, 7, 11, 8))
            boards.push_back({"random 8x8 #" + std::to_string(++n), board});
        for (const auto& [name, board] : boards)
            for (const Algorithm algorithm : kClassical)
                for (const TraceView view : {TraceView::Mover, TraceView::Black})
                    QTest::addRow("%s, %s, view %s", name.c_str(), algorithmId(algorithm).data(),
                                  traceViewId(view).data())
                        << QString::fromStdString(toText(board)) << int(algorithm) << int(view);
    }
    void everySearchsOwnCallsAreIdentical()
    {
        QFETCH(QString, position);
        QFETCH(int, algorithm);
        QFETCH(int, view);
        const Board board = std::get<Board>(parseBoard(position.toStdString()));
        const Printed p = printed(board, Algorithm(algorithm), TraceView(view));
        const TraceCheckResult result = checked(p.text(TraceView(view)), Algorithm(algorithm));
        QVERIFY2(result.status == TraceCheckResult::Status::Identical, result.error.c_str());
        SearchOptions options;
        options.algorithm = Algorithm(algorithm);
        const SearchResult solved = solve(board, options);
        QCOMPARE(result.referenceStats.generated, solved.stats.generated);
        QCOMPARE(result.callsAgreed, p.trace.nodes.size());
        QCOMPARE(result.referenceValue, solved.value);
    }

    void theLabsWriterIsReadBackIdentical_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("course");
        for (const Algorithm algorithm : kClassical)
            for (const bool course : {false, true})
                QTest::addRow("%s, %s", algorithmId(algorithm).data(), course ? "course squares" : "names")
                    << int(algorithm) << course;
    }
    void theLabsWriterIsReadBackIdentical()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, course);
        OslWriteOptions options;
        options.algorithm = Algorithm(algorithm);
        options.label = 27;
        options.squares = course ? SquareNaming::Course : SquareNaming::Names;
        std::ostringstream out;
        const OslWriteResult written = writeOslTrace(pvPosition(27), options, out);
        QVERIFY(written.written);
        const TraceCheckResult result = checked(out.str(), Algorithm(algorithm));
        QVERIFY2(result.status == TraceCheckResult::Status::Identical, result.error.c_str());
        QCOMPARE(result.header.label, std::optional<int>(27));
        QCOMPARE(result.referenceStats.generated, written.search.stats.generated);
    }

    void theReaderTakesWhatLanguagesPrint()
    {
        // C++ bools (1/0), Python's True/False, Java's Infinity, an int's -2147483648, Python's 4.0,
        // comments, blank lines, tabs and CRLF line ends.
        const std::string text = "# made by hand\r\nosl-trace 1\r\nposition label 31   # a pass follows\r\n"
                                 "view   mover\r\n\r\nsquares names\r\n"
                                 "enter root -Infinity 2147483647\r\n"
                                 "\tenter pass -2147483648 Infinity\r\n"
                                 "enter e1 -inf +inf\nenter f1 -inf inf\nleave 4.0\nleave -4\n"
                                 "enter f1 -inf -4\nenter e1 4 inf\nleave -4\nleave 4\nleave 4\nleave -4\n";
        const TraceCheckResult result = checked(text, Algorithm::AlphaBeta);
        QVERIFY2(result.status == TraceCheckResult::Status::Identical, result.error.c_str());
        const Printed scout = printed(pvPosition(29), Algorithm::Scout, TraceView::Black);
        std::string bools = scout.text(TraceView::Black);
        for (const auto& [word, digit] : {std::pair{"leave true", "leave 1"}, std::pair{"leave false", "leave False"}})
            for (std::size_t at = bools.find(word); at != std::string::npos; at = bools.find(word, at + 1))
                bools.replace(at, std::strlen(word), digit);
        const TraceCheckResult scoutResult = checked(bools, Algorithm::Scout);
        QVERIFY2(scoutResult.status == TraceCheckResult::Status::Identical, scoutResult.error.c_str());
    }

    void aChangedValueIsFoundAtItsCall()
    {
        Printed p = printed(pvPosition(27), Algorithm::AlphaBeta);
        const std::size_t k = p.trace.nodes.size() / 2;
        p.lines[p.end[k]] = "leave " + std::to_string(p.trace.nodes[k].value + 1);
        const TraceCheckResult result = checked(p.text(TraceView::Mover), Algorithm::AlphaBeta);
        QCOMPARE(int(result.status), int(TraceCheckResult::Status::Different));
        const TraceDivergence& d = *result.divergence;
        QCOMPARE(int(d.kind), int(DivergenceKind::OtherValue));
        QCOMPARE(d.call, k + 1);
        QCOMPARE(d.line, p.end[k] + 1 + kHeaderLines);
        QCOMPARE(d.path, pathOf(p.trace, k));
        QCOMPARE(d.student.value, std::optional<int>(p.trace.nodes[k].value + 1));
        QCOMPARE(d.reference.value, std::optional<int>(p.trace.nodes[k].value));
    }

    void aChangedWindowIsFoundAtItsCall()
    {
        Printed p = printed(pvPosition(27), Algorithm::NegaScout);
        const std::size_t k = p.trace.nodes.size() / 3;
        const Node& node = p.trace.nodes[k];
        p.lines[p.start[k]] = "enter " + moveName(node.move) + " " + bound(node.alpha - 1) + " " + bound(node.beta);
        const TraceCheckResult result = checked(p.text(TraceView::Mover), Algorithm::NegaScout);
        QCOMPARE(int(result.status), int(TraceCheckResult::Status::Different));
        const TraceDivergence& d = *result.divergence;
        QCOMPARE(int(d.kind), int(DivergenceKind::OtherWindow));
        QCOMPARE(d.call, k + 1);
        QCOMPARE(d.line, p.start[k] + 1 + kHeaderLines);
        QCOMPARE(d.path, pathOf(p.trace, k));
        QCOMPARE(d.reference.alpha, node.alpha <= -kInfinity ? -kOpenBound : node.alpha);
        QCOMPARE(result.callsAgreed, k);
    }

    void aDroppedLastChildIsAChildTheLabVisits()
    {
        Printed p = printed(pvPosition(26), Algorithm::AlphaBeta);
        const std::vector<std::size_t> rootChildren = childrenOf(p.trace, 0);
        const std::size_t last = rootChildren.back();
        p.lines.erase(p.lines.begin() + static_cast<std::ptrdiff_t>(p.start[last]),
                      p.lines.begin() + static_cast<std::ptrdiff_t>(p.end[last] + 1));
        const TraceCheckResult result = checked(p.text(TraceView::Mover), Algorithm::AlphaBeta);
        const TraceDivergence& d = *result.divergence;
        QCOMPARE(int(d.kind), int(DivergenceKind::MissingChild));
        QCOMPARE(d.call, last + 1);
        QVERIFY(d.path.empty());
        QCOMPARE(d.referenceMove, int(p.trace.nodes[last].move));
        QCOMPARE(d.student.children.size() + 1, d.reference.children.size());
        QCOMPARE(d.reference.value, std::optional<int>(p.trace.nodes[0].value));
    }

    void swappedSiblingsAreAnotherMoveOrder()
    {
        Printed p = printed(pvPosition(26), Algorithm::Negamax);
        const std::vector<std::size_t> children = childrenOf(p.trace, 0);
        QVERIFY(children.size() >= 2);
        const std::size_t a = children[0], b = children[1];
        std::vector<std::string> first(p.lines.begin() + static_cast<std::ptrdiff_t>(p.start[a]),
                                       p.lines.begin() + static_cast<std::ptrdiff_t>(p.end[a] + 1));
        std::vector<std::string> second(p.lines.begin() + static_cast<std::ptrdiff_t>(p.start[b]),
                                        p.lines.begin() + static_cast<std::ptrdiff_t>(p.end[b] + 1));
        std::vector<std::string> swapped(p.lines.begin(), p.lines.begin() + static_cast<std::ptrdiff_t>(p.start[a]));
        swapped.insert(swapped.end(), second.begin(), second.end());
        swapped.insert(swapped.end(), first.begin(), first.end());
        swapped.insert(swapped.end(), p.lines.begin() + static_cast<std::ptrdiff_t>(p.end[b] + 1), p.lines.end());
        p.lines = swapped;
        const TraceCheckResult result = checked(p.text(TraceView::Mover), Algorithm::Negamax);
        const TraceDivergence& d = *result.divergence;
        QCOMPARE(int(d.kind), int(DivergenceKind::MoveOrder));
        QCOMPARE(d.call, a + 1);
        QCOMPARE(d.studentMove, int(p.trace.nodes[b].move));
        QCOMPARE(d.referenceMove, int(p.trace.nodes[a].move));
        // Both sides are followed to the root's end: the same children, in another order.
        QCOMPARE(d.student.children.size(), d.reference.children.size());
        QCOMPARE(d.student.value, d.reference.value);
    }

    void aChildAfterTheLabsCutoffIsOneItPruned()
    {
        Printed p = printed(pvPosition(25), Algorithm::AlphaBeta);
        std::optional<std::size_t> cut;
        int extra = kNoMove;
        for (std::size_t i = 0; i < p.trace.nodes.size() && !cut; ++i) {
            const Node& node = p.trace.nodes[i];
            if (node.cutoffAfter < 0)
                continue;
            std::uint64_t untried = node.legalMoves;
            for (const std::size_t child : childrenOf(p.trace, i))
                untried &= ~(std::uint64_t(1) << p.trace.nodes[child].move);
            if (untried) {
                cut = i;
                extra = std::countr_zero(untried);
            }
        }
        QVERIFY(cut);
        const std::size_t at = p.end[*cut];
        p.lines.insert(p.lines.begin() + static_cast<std::ptrdiff_t>(at),
                       {"enter " + moveName(extra) + " -inf inf", "leave 0"});
        const TraceCheckResult result = checked(p.text(TraceView::Mover), Algorithm::AlphaBeta);
        const TraceDivergence& d = *result.divergence;
        QCOMPARE(int(d.kind), int(DivergenceKind::ExtraChild));
        QCOMPARE(d.call, *cut + p.trace.nodes[*cut].subtreeSize + 1);
        QCOMPARE(d.line, at + 1 + kHeaderLines);
        QCOMPARE(d.path, pathOf(p.trace, *cut));
        QCOMPARE(d.studentMove, extra);
        QVERIFY(d.reference.cutoffAfter >= 0);
    }

    void aTestWithAnotherComparisonOrAsASearchIsFound()
    {
        Printed p = printed(pvPosition(26), Algorithm::Scout, TraceView::Black);
        std::size_t k = 0;
        while (p.trace.nodes[k].call != CallKind::Test)
            ++k;
        Printed other = p;
        std::string& line = other.lines[other.start[k]];
        line = line.find(">=") != std::string::npos ? line.replace(line.find(">="), 2, ">")
                                                    : line.replace(line.find('>'), 1, ">=");
        TraceCheckResult result = checked(other.text(TraceView::Black), Algorithm::Scout);
        QCOMPARE(int(result.divergence->kind), int(DivergenceKind::OtherTest));
        QCOMPARE(result.divergence->call, k + 1);
        QCOMPARE(result.divergence->path, pathOf(p.trace, k));

        other = p;
        other.lines[other.start[k]] = "enter " + moveName(p.trace.nodes[k].move);
        other.lines[other.end[k]] = "leave 0";
        result = checked(other.text(TraceView::Black), Algorithm::Scout);
        QCOMPARE(int(result.divergence->kind), int(DivergenceKind::OtherCall));
        QCOMPARE(int(result.divergence->student.call), int(CallKind::Search));
        QCOMPARE(int(result.divergence->reference.call), int(CallKind::Test));
    }

    void badInputIsOneLineNamingItsLine_data()
    {
        QTest::addColumn<QString>("trace");
        QTest::addColumn<QString>("error");
        const QString head = "osl-trace 1\nposition label 31\nview mover\nsquares names\n";
        const QString good = "enter root -inf inf\nenter pass -inf inf\nenter e1 -inf inf\nenter f1 -inf inf\n"
                             "leave 4\nleave -4\nenter f1 -inf -4\nenter e1 4 inf\nleave -4\nleave 4\nleave 4\n"
                             "leave -4\n";
        QTest::newRow("empty") << ""
                               << "empty: not an osl-trace";
        QTest::newRow("no magic") << "position label 31\n" + good << "line 1: not an osl-trace";
        QTest::newRow("version 2") << "osl-trace 2\n" + good << "line 1: osl-trace version '2'";
        QTest::newRow("no position") << "osl-trace 1\nview mover\n" + good << "line 3: a call before the 'position'";
        QTest::newRow("no calls") << head << "the trace has no calls";
        QTest::newRow("bad label") << "osl-trace 1\nposition label 40\n"
                                   << "line 2: position label '40'";
        QTest::newRow("label past an int") << "osl-trace 1\nposition label 4294967322\n"
                                           << "line 2: position label '4294967322'";
        QTest::newRow("bad text") << "osl-trace 1\nposition XO- X\n"
                                  << "line 2: position:";
        QTest::newRow("header twice") << head + "view black\n"
                                      << "line 5: a second 'view' line";
        QTest::newRow("header late") << head + "enter root -inf inf\nview mover\n"
                                     << "line 6: 'view' after the first";
        QTest::newRow("unknown word") << head + "jump root\n"
                                      << "line 5: 'jump' is not a header line";
        QTest::newRow("enter alone") << head + "enter\n"
                                     << "line 5: 'enter MOVE'";
        QTest::newRow("half a window") << head + "enter root -inf\n"
                                       << "line 5: 'enter MOVE'";
        QTest::newRow("bad window") << head + "enter root -inf x\n"
                                    << "line 5: enter: the window";
        QTest::newRow("unknown move") << head + "enter root -inf inf\nenter z9 -inf inf\n"
                                      << "line 6: 'z9' is not a square name (a1..f6) or pass";
        QTest::newRow("illegal move") << head + "enter root -inf inf\nenter a1 -inf inf\n"
                                      << "line 6: a1 is not a legal move at the root";
        QTest::newRow("leave first") << head + "leave 4\n"
                                     << "line 5: 'leave' before any call";
        QTest::newRow("no root") << head + "enter pass -inf inf\n"
                                 << "line 5: the first call is the root";
        QTest::newRow("root again") << head + "enter root -inf inf\nenter root -inf inf\n"
                                    << "line 6: 'root' again";
        QTest::newRow("truncated") << head + good.left(good.size() - 18) << "truncated?";
        QTest::newRow("after the root") << head + good + "enter pass -inf inf\n"
                                        << "line 17: a call after the root call returned";
        QTest::newRow("bad value") << head +
                "enter root -inf inf\nenter pass -inf inf\nenter e1 -inf inf\n"
                "enter f1 -inf inf\nleave four\n"
                                   << "line 9: leave 'four'";
        QTest::newRow("true for a search") << head +
                "enter root -inf inf\nenter pass -inf inf\nenter e1 -inf inf\n"
                "enter f1 -inf inf\nleave true\n"
                                           << "line 9: 'leave true' for a call that is not a TEST";
        QTest::newRow("test without value") << head + "enter root -inf inf\ntest pass >\n"
                                            << "line 6: 'test MOVE > VALUE'";
        QTest::newRow("test root") << head + "enter root -inf inf\ntest root > 3\n"
                                   << "line 6: test root";
        QTest::newRow("another position") << "osl-trace 1\nposition label 30\n" + good
                                          << "is this a trace of another position? Its header says label 30";
        QTest::newRow("course squares") << "osl-trace 1\nposition label 31\nsquares course\nenter root\nenter 99\n"
                                        << "line 5: '99' is not a course square number";
        QTest::newRow("UTF-16") << QString::fromLatin1("\xFF\xFEo\0s\0l\0", 8) << "line 1: the trace is UTF-16 text";
        QTest::newRow("long line") << head + QString(5000, 'x') << "line 5: longer than 4096 characters";
        QTest::newRow("binary") << QString("osl-trace 1\n") + QString(3, QChar(0)) + "\x7f\x01\n"
                                << "line 2: '";
    }
    void badInputIsOneLineNamingItsLine()
    {
        QFETCH(QString, trace);
        QFETCH(QString, error);
        const TraceCheckResult result = checked(trace.toLatin1().toStdString(), Algorithm::AlphaBeta);
        QCOMPARE(int(result.status), int(TraceCheckResult::Status::Unusable));
        QVERIFY2(QString::fromStdString(result.error).contains(error), result.error.c_str());
        QVERIFY(result.error.find('\n') == std::string::npos);
    }

    void aTraceOfAnotherPositionThanExpectedIsRefused()
    {
        const Printed p = printed(pvPosition(30), Algorithm::AlphaBeta);
        std::istringstream in(p.text(TraceView::Mover));
        TraceCheckOptions options;
        options.expectedPosition = pvPosition(29);
        const TraceCheckResult result = checkTrace(in, options);
        QCOMPARE(int(result.status), int(TraceCheckResult::Status::Unusable));
        QVERIFY(QString::fromStdString(result.error).startsWith("the trace is of "));
    }

    void aSearchInALoopIsReportedInBoundedSpace()
    {
        // At the finished game of label 34 a search that does not see the end passes, again and
        // again: a difference at the root, its children listed up to a bound.
        std::string text = "osl-trace 1\nposition label 34\nenter root\n";
        for (int i = 0; i < 100000; ++i)
            text += "enter pass\nleave 0\n";
        text += "leave 0\n";
        const TraceCheckResult result = checked(text, Algorithm::Negamax);
        QCOMPARE(int(result.status), int(TraceCheckResult::Status::Different));
        const TraceDivergence& d = *result.divergence;
        QCOMPARE(int(d.kind), int(DivergenceKind::ExtraChild));
        QCOMPARE(d.studentMove, kPassMove);
        QCOMPARE(d.student.children.size(), std::size_t(256));
        QVERIFY(d.student.moreChildren);
        QCOMPARE(d.student.value, std::optional<int>(0));
        QCOMPARE(int(d.reference.shape), int(NodeShape::GameOver));
    }

    void noMutationCrashesOrHangs()
    {
        // Lines dropped, doubled, swapped, numbers and words changed, the end cut: every result is
        // one of the three, and a problem is one line.
        const Printed p = printed(pvPosition(28), Algorithm::NegaScout);
        std::mt19937 random(20261123);
        int seen[3] = {};
        for (int round = 0; round < 300; ++round) {
            std::vector<std::string> lines = p.lines;
            const auto pick = [&] { return random() % lines.size(); };
            switch (round % 6) {
            case 0:
                lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(pick()));
                break;
            case 1: {
                const std::size_t i = pick();
                lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(i), lines[i]);
                break;
            }
            case 2:
                std::swap(lines[pick()], lines[pick()]);
                break;
            case 3:
                lines[pick()] += " " + std::to_string(random() % 100);
                break;
            case 4: {
                std::string& line = lines[pick()];
                line[random() % line.size()] = static_cast<char>(' ' + random() % 95);
                break;
            }
            case 5:
                lines.resize(pick());
                break;
            }
            Printed mutated = p;
            mutated.lines = lines;
            const TraceCheckResult result = checked(mutated.text(TraceView::Mover), Algorithm::NegaScout);
            QVERIFY(result.status != TraceCheckResult::Status::Stopped);
            ++seen[result.status == TraceCheckResult::Status::Identical       ? 0
                       : result.status == TraceCheckResult::Status::Different ? 1
                                                                              : 2];
            if (result.status == TraceCheckResult::Status::Unusable)
                QVERIFY(!result.error.empty() && result.error.find('\n') == std::string::npos);
            else if (result.status == TraceCheckResult::Status::Different)
                QVERIFY(result.divergence && result.divergence->call > 0);
        }
        QVERIFY(seen[1] > 0 && seen[2] > 0); // the mutations did reach both
    }

    void millionsOfLinesAreCheckedInBoundedMemory()
    {
        // The lab's alpha-beta at label 17: 2,031,924 calls, about 4 million lines and 60 MB of
        // text, written by one thread into a pipe and checked from it by this one.
        int pipeEnds[2];
        QCOMPARE(pipe(pipeEnds), 0);
        const long before = test::residentKib();
        OslWriteResult written;
        std::thread writer([&] {
            __gnu_cxx::stdio_filebuf<char> buffer(pipeEnds[1], std::ios::out, 1 << 16);
            std::ostream out(&buffer);
            OslWriteOptions options;
            options.label = 17;
            written = writeOslTrace(pvPosition(17), options, out);
        });
        TraceCheckResult result;
        {
            __gnu_cxx::stdio_filebuf<char> buffer(pipeEnds[0], std::ios::in, 1 << 16);
            std::istream in(&buffer);
            result = checkTrace(in, {});
        }
        writer.join();
        const long grown = test::residentKib() - before;
        QVERIFY2(result.status == TraceCheckResult::Status::Identical, result.error.c_str());
        QCOMPARE(result.referenceStats.generated, std::uint64_t(2031924));
        QCOMPARE(written.search.stats.generated, std::uint64_t(2031924));
        QVERIFY2(grown < 24 * 1024, qPrintable(QString("resident memory grew by %1 KiB").arg(grown)));
    }

    void theLabsTreeCountedByKindAddsUpToItsCounts_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("table"); // 0 none, 1 the engine's, 2 the course's
        for (const Algorithm algorithm : kClassical)
            for (const int table : {0, 1, 2})
                QTest::addRow("%s, %s", algorithmId(algorithm).data(),
                              table == 0       ? "no table"
                                  : table == 1 ? "engine table"
                                               : "course table")
                    << int(algorithm) << table;
    }
    void theLabsTreeCountedByKindAddsUpToItsCounts()
    {
        QFETCH(int, algorithm);
        QFETCH(int, table);
        if (table == 2 && !courseTableTraced())
            QSKIP("this build's classical searches do not report their calls with the course's table");
        SearchOptions options = courseSearchOptions(Algorithm(algorithm), table == 2);
        options.useTranspositionTable = table > 0;
        const Board board = pvPosition(24);
        const std::optional<TreeCounts> tree = countTree(board, options, nullptr);
        QVERIFY(tree);
        const SearchResult solved = solve(board, options);
        QCOMPARE(tree->calls, solved.stats.generated);
        QCOMPARE(tree->expanded, solved.stats.expanded);
        QVERIFY(tree->passes > 0 && tree->gameOvers > 0);
        QCOMPARE(tree->tests > 0, Algorithm(algorithm) == Algorithm::Scout);
        QCOMPARE(tree->nullWindows > 0, Algorithm(algorithm) == Algorithm::NegaScout);
        QCOMPARE(tree->tableHits > 0, table > 0);
    }

    void aCountMissingOneKindOfCallIsExplained()
    {
        const Board board = pvPosition(24);
        const SearchOptions options = courseSearchOptions(Algorithm::NegaScout, false);
        const TreeCounts tree = *countTree(board, options, nullptr);
        const SearchResult lab = solve(board, options);
        using Kind = CountExplanation::Kind;
        ClaimedSearch claim;
        claim.position = board;
        claim.search = options;
        claim.value = lab.value;
        const auto explained = [&](std::uint64_t expanded, std::uint64_t generated) {
            claim.expanded = expanded;
            claim.generated = generated;
            return explainCounts(claim, lab.stats, lab.value, tree);
        };
        std::vector<CountExplanation> e = explained(lab.stats.expanded, lab.stats.generated - tree.reSearches);
        QCOMPARE(int(e.front().kind), int(Kind::NotGenerated));
        QCOMPARE(int(e.front().category), int(CallCategory::ReSearch));
        e = explained(lab.stats.expanded + tree.gameOvers, lab.stats.generated);
        QCOMPARE(int(e.front().kind), int(Kind::CountedAsExpanded));
        QCOMPARE(e.front().calls, tree.gameOvers);
        e = explained(lab.stats.expanded - tree.passesExpanded, lab.stats.generated - tree.passes);
        QCOMPARE(int(e.front().kind), int(Kind::NotCounted));
        QCOMPARE(int(e.front().category), int(CallCategory::Pass));
        e = explained(lab.stats.expanded + 1, lab.stats.generated);
        QCOMPARE(int(e.front().kind), int(Kind::ExpandedOtherwise));
        e = explained(lab.stats.expanded, lab.stats.generated + 12345);
        QCOMPARE(int(e.front().kind), int(Kind::TreeDiffers));
        QCOMPARE(e.front().calls, std::uint64_t(12345));
        claim.value = -lab.value;
        e = explained(lab.stats.expanded, lab.stats.generated);
        QCOMPARE(int(e.front().kind), int(Kind::ValueNegated));
    }

    void theCountCheckerSearchesEachPositionOnce()
    {
        CountChecker checker;
        ClaimedSearch claim;
        claim.label = 26;
        claim.position = pvPosition(26);
        claim.search = courseSearchOptions(Algorithm::AlphaBeta, false);
        claim.value = -4;
        claim.expanded = 186;
        claim.generated = 238;
        QCOMPARE(int(checker.check(claim).outcome), int(CountVerdict::Outcome::Equal));
        claim.generated = 239;
        const CountVerdict different = checker.check(claim);
        QCOMPARE(int(different.outcome), int(CountVerdict::Outcome::Different));
        QVERIFY(different.generatedDiffers && !different.expandedDiffers && !different.valueDiffers);
        claim.finished = false;
        QCOMPARE(int(checker.check(claim).outcome), int(CountVerdict::Outcome::Unfinished));
    }
};

QTEST_GUILESS_MAIN(TraceCheckTest)
#include "tst_trace_check.moc"
