#include "TraceCheck.h"

#include "ReferenceSearch.h"

#include "engine/board/MoveGeneration.h"
#include "engine/search/Infinity.h"
#include "engine/search/SearchStop.h"

#include <algorithm>

namespace othello::trace {

namespace {

using bits::Bitboard;

// A call as one side entered it, in the trace's view.
struct Entry {
    CallKind call = CallKind::Search;
    bool hasWindow = false;
    int alpha = -kOpenBound;
    int beta = kOpenBound;
    Comparison comparison = Comparison::None;
    int threshold = 0;
};

// The children kept of the call a difference is about: a search in a loop may call millions.
constexpr std::size_t kMostChildrenShown = 256;

void addChild(CallSide& side, const ChildCall& child)
{
    if (side.children.size() < kMostChildrenShown)
        side.children.push_back(child);
    else
        side.moreChildren = true;
}

bool sameEntry(const Entry& a, const Entry& b)
{
    if (a.comparison != b.comparison || a.threshold != b.threshold)
        return false;
    return !a.hasWindow || !b.hasWindow || (a.alpha == b.alpha && a.beta == b.beta);
}

Comparison swapped(Comparison comparison)
{
    return comparison == Comparison::Greater ? Comparison::GreaterOrEqual : Comparison::Greater;
}

// Moves by name, a space apart (appended piece by piece: GCC 12 warns falsely on chained +).
std::string movesText(const std::vector<int>& moves)
{
    std::string text;
    for (const int move : moves) {
        if (!text.empty())
            text.push_back(' ');
        text.append(moveName(move));
    }
    return text;
}

std::string pathText(const std::vector<int>& path)
{
    if (path.empty())
        return "the root";
    return movesText(path);
}

// The lab's search and the trace side by side: the recorder hands every call of the search here,
// and each is matched with the trace's next event.
class TraceComparer {
public:
    TraceComparer(OslReader& reader, const OslHeader& header, const TraceCheckOptions& options)
        : m_reader(reader),
          m_header(header),
          m_options(options),
          m_maxScore(header.position.size * header.position.size),
          m_flipsAtWhite((header.view == TraceView::Black) != referenceInBlackView(options.algorithm)),
          m_windows(referenceHasWindow(options.algorithm))
    { }

    void announce(int move, CallKind call, Comparison comparison)
    {
        m_move = move;
        m_call = call;
        m_comparison = comparison;
    }
    void enter(Bitboard player, Bitboard opponent, int alpha, int beta);
    void leave(int value, NodeShape shape);
    void cutoff();

    bool diverged() const { return m_divergence.has_value(); }
    // After the search stopped at a difference: follows the trace to the end of the call it is about.
    void followStudent();
    // After the search finished alike: the trace must end there too.
    void expectEnd();

    TraceDivergence divergence() const { return *m_divergence; }
    std::uint64_t callsAgreed() const { return m_callsAgreed; }

private:
    struct Frame {
        Board board;
        int move = kNoMove;
        std::uint64_t callNumber = 0;
        std::uint64_t line = 0;
        bool flip = false; // the trace's view is the negation of the reference's here
        Entry student;
        Entry reference;
        std::vector<ChildCall> children; // made alike so far
        int cutoffAfter = -1;            // the reference's
    };

    [[noreturn]] void fail(std::uint64_t line, const std::string& message) const { throw OslError{line, message}; }
    [[noreturn]] void stopSearch() { throw SearchStopped{SearchStatus::Cancelled}; }
    OslEvent nextEvent();
    int normalized(std::int64_t value) const
    {
        return value > m_maxScore ? kOpenBound : value < -m_maxScore ? -kOpenBound : static_cast<int>(value);
    }
    bool flipAt(const Board& board) const { return m_flipsAtWhite && board.toMove == Color::White; }
    Entry referenceEntry(int alpha, int beta, bool flip) const;
    Entry studentEntry(const OslEvent& event) const;
    int referenceValue(bool test, bool flip, int value) const;
    int studentValue(bool test, const OslEvent& event) const;
    std::vector<int> pathTo(std::size_t index) const;
    void checkLegal(std::size_t index, const OslEvent& event) const;
    Frame& push(const Board& board, const OslEvent& event, const Entry& reference);
    CallSide sideOf(const Frame& frame, const Entry& entry, bool student) const;
    void diverge(DivergenceKind kind, std::size_t index, std::uint64_t call, std::uint64_t line);
    void childDiffers(std::size_t parent, const OslEvent& event);

    OslReader& m_reader;
    const OslHeader& m_header;
    const TraceCheckOptions& m_options;
    int m_maxScore;
    bool m_flipsAtWhite;
    bool m_windows;

    // The reference's next call, as announced by its parent.
    int m_move = kNoMove;
    CallKind m_call = CallKind::Search;
    Comparison m_comparison = Comparison::None;

    std::vector<Frame> m_frames; // [0, m_depth): the calls open on the current path (reused)
    std::size_t m_depth = 0;
    std::uint64_t m_calls = 0;
    std::uint64_t m_callsAgreed = 0;

    // After the first difference.
    std::optional<TraceDivergence> m_divergence;
    std::size_t m_divergeIndex = 0;
    bool m_divergeFlip = false;
    std::size_t m_referenceOpen = 0; // the reference's open calls, the difference's call included
    std::size_t m_studentOpen = 0;   // the trace's open calls from the difference's call down
    std::uint64_t m_finishCalls = 0;
};

OslEvent TraceComparer::nextEvent()
{
    std::optional<OslEvent> event = m_reader.next();
    if (!event) {
        std::string where;
        if (m_depth > 0)
            where = " inside " + std::to_string(m_depth) + " open calls (at " + pathText(pathTo(m_depth - 1)) + ")";
        fail(0,
             "the trace ends at line " + std::to_string(m_reader.line()) + where + ": truncated? The first " +
                 std::to_string(m_calls > 0 ? m_calls - 1 : 0) + " calls agree with the lab's search");
    }
    return *event;
}

Entry TraceComparer::referenceEntry(int alpha, int beta, bool flip) const
{
    Entry entry;
    entry.call = m_call;
    if (m_call == CallKind::Test) {
        entry.comparison = flip ? swapped(m_comparison) : m_comparison;
        entry.threshold = normalized(flip ? -alpha : alpha);
    } else if (m_windows) {
        entry.hasWindow = true;
        entry.alpha = normalized(flip ? -beta : alpha);
        entry.beta = normalized(flip ? -alpha : beta);
    }
    return entry;
}

Entry TraceComparer::studentEntry(const OslEvent& event) const
{
    Entry entry;
    if (event.kind == OslEvent::Kind::Test) {
        entry.call = CallKind::Test;
        entry.comparison = event.comparison;
        entry.threshold = normalized(event.threshold);
    } else if (event.hasWindow && m_windows) {
        entry.hasWindow = true;
        entry.alpha = normalized(event.alpha);
        entry.beta = normalized(event.beta);
    }
    return entry;
}

int TraceComparer::referenceValue(bool test, bool flip, int value) const
{
    if (test)
        return flip ? !value : value != 0;
    return normalized(flip ? -value : value);
}

int TraceComparer::studentValue(bool test, const OslEvent& event) const
{
    if (test) {
        if (!event.truthWord && event.value != 0 && event.value != 1)
            fail(event.line, "a TEST returns true or false, not " + std::to_string(event.value));
        return static_cast<int>(event.value);
    }
    if (event.truthWord)
        fail(event.line,
             "'leave " + std::string(event.value ? "true" : "false") +
                 "' for a call that is not a TEST (a TEST begins with 'test')");
    return normalized(event.value);
}

std::vector<int> TraceComparer::pathTo(std::size_t index) const
{
    std::vector<int> path;
    for (std::size_t i = 1; i <= index && i < m_frames.size(); ++i)
        path.push_back(m_frames[i].move);
    return path;
}

void TraceComparer::checkLegal(std::size_t index, const OslEvent& event) const
{
    const Frame& frame = m_frames[index];
    if (event.root)
        fail(event.line, "'root' again: only the first call is the root");
    const std::vector<int> moves = frame.board.moveList();
    if (std::find(moves.begin(), moves.end(), event.move) != moves.end())
        return;
    // A search that does not see the game is over, or passes without a call of its own, differs
    // from the reference there: that is a difference to report, not bad input.
    const bool noMove = frame.board.legalMoves() == 0;
    if (noMove && (event.move == kPassMove || frame.board.played(kPassMove).isLegal(event.move)))
        return;
    const std::string legal = movesText(moves);
    std::string message = moveName(event.move) + " is not a legal move at " + pathText(pathTo(index)) + " (" +
        (frame.board.toMove == Color::Black ? "Black" : "White") + " to move; " +
        (legal.empty() ? std::string("the game is over") : "legal: " + legal) + ")";
    if (index == 0)
        message += "; is this a trace of another position? Its header says " +
            (m_header.label ? "label " + std::to_string(*m_header.label) : toText(m_header.position));
    if (m_header.squares == SquareNaming::Course)
        message += " (course square " + std::to_string(courseNumberOf(event.move)) + ")";
    fail(event.line, message);
}

TraceComparer::Frame& TraceComparer::push(const Board& board, const OslEvent& event, const Entry& reference)
{
    if (m_frames.size() == m_depth)
        m_frames.emplace_back();
    if (m_depth > 0)
        m_frames[m_depth - 1].children.push_back({m_move, m_call});
    Frame& frame = m_frames[m_depth++];
    frame.board = board;
    frame.move = m_depth == 1 ? kNoMove : m_move;
    frame.callNumber = m_calls;
    frame.line = event.line;
    frame.flip = flipAt(board);
    frame.student = studentEntry(event);
    frame.reference = reference;
    frame.children.clear();
    frame.cutoffAfter = -1;
    return frame;
}

CallSide TraceComparer::sideOf(const Frame& frame, const Entry& entry, bool student) const
{
    CallSide side;
    side.call = entry.call;
    side.hasWindow = entry.hasWindow;
    side.alpha = entry.alpha;
    side.beta = entry.beta;
    side.comparison = entry.comparison;
    side.threshold = entry.threshold;
    for (const ChildCall& child : frame.children)
        side.children.push_back({child.move, student && child.call != CallKind::Test ? CallKind::Search : child.call});
    if (student)
        side.line = frame.line;
    else
        side.cutoffAfter = frame.cutoffAfter;
    return side;
}

void TraceComparer::diverge(DivergenceKind kind, std::size_t index, std::uint64_t call, std::uint64_t line)
{
    const Frame& frame = m_frames[index];
    TraceDivergence divergence;
    divergence.kind = kind;
    divergence.call = call;
    divergence.line = line;
    divergence.path = pathTo(index);
    divergence.board = frame.board;
    divergence.student = sideOf(frame, frame.student, true);
    divergence.reference = sideOf(frame, frame.reference, false);
    m_divergence = std::move(divergence);
    m_divergeIndex = index;
    m_divergeFlip = frame.flip;
}

// The trace's parent `parent` calls another child than the reference's, or returns instead.
void TraceComparer::childDiffers(std::size_t parent, const OslEvent& event)
{
    m_callsAgreed = m_calls - 1;
    if (event.kind == OslEvent::Kind::Leave) {
        const int value = studentValue(m_frames[parent].student.call == CallKind::Test, event);
        diverge(DivergenceKind::MissingChild, parent, m_calls, event.line);
        m_divergence->student.value = value;
        m_studentOpen = 0;
    } else {
        checkLegal(parent, event);
        const std::vector<int> order = m_frames[parent].board.moveList();
        const auto later = std::find(order.begin(), order.end(), m_move);
        const bool visited = std::any_of(m_frames[parent].children.begin(), m_frames[parent].children.end(),
                                         [&](const ChildCall& child) { return child.move == event.move; });
        const bool moveOrder =
            !visited && later != order.end() && std::find(later, order.end(), event.move) != order.end();
        diverge(moveOrder ? DivergenceKind::MoveOrder : DivergenceKind::OtherMove, parent, m_calls, event.line);
        m_divergence->student.children.push_back(
            {event.move, event.kind == OslEvent::Kind::Test ? CallKind::Test : CallKind::Search});
        m_divergence->studentMove = event.move;
        m_studentOpen = 2;
    }
    m_divergence->referenceMove = m_move;
    m_divergence->reference.children.push_back({m_move, m_call});
    m_referenceOpen = parent + 2;
}

void TraceComparer::enter(Bitboard player, Bitboard opponent, int alpha, int beta)
{
    if (m_divergence) {
        if (++m_finishCalls > m_options.finishCalls) {
            m_divergence->reference.moreChildren = true;
            stopSearch();
        }
        if (++m_referenceOpen == m_divergeIndex + 2)
            addChild(m_divergence->reference, {m_move, m_call});
        return;
    }
    ++m_calls;
    Board board = m_header.position;
    board.toMove = m_depth == 0 ? m_header.position.toMove
                                : (m_frames[m_depth - 1].board.toMove == Color::Black ? Color::White : Color::Black);
    board.black = board.toMove == Color::Black ? player : opponent;
    board.white = board.toMove == Color::Black ? opponent : player;
    const Entry reference = referenceEntry(alpha, beta, flipAt(board));
    const OslEvent event = nextEvent();

    if (m_depth == 0) {
        if (event.kind == OslEvent::Kind::Leave)
            fail(event.line, "'leave' before any call: the first call is 'enter root'");
        if (!event.root || event.kind != OslEvent::Kind::Enter)
            fail(event.line,
                 "the first call is the root: 'enter root ...', not '" +
                     std::string(event.kind == OslEvent::Kind::Test ? "test " : "enter ") + moveName(event.move) +
                     " ...'");
    } else if (event.kind == OslEvent::Kind::Leave || event.root || event.move != m_move) {
        childDiffers(m_depth - 1, event);
        return;
    }
    Frame& frame = push(board, event, reference);
    std::optional<DivergenceKind> kind;
    if ((frame.student.call == CallKind::Test) != (reference.call == CallKind::Test))
        kind = DivergenceKind::OtherCall;
    else if (!sameEntry(frame.student, reference))
        kind = reference.call == CallKind::Test ? DivergenceKind::OtherTest : DivergenceKind::OtherWindow;
    if (kind) {
        m_callsAgreed = m_calls - 1;
        diverge(*kind, m_depth - 1, m_calls, event.line);
        m_studentOpen = 1;
        m_referenceOpen = m_depth;
    }
}

void TraceComparer::leave(int value, NodeShape shape)
{
    if (m_divergence) {
        if (m_referenceOpen-- == m_divergeIndex + 1) {
            m_divergence->reference.value =
                referenceValue(m_divergence->reference.call == CallKind::Test, m_divergeFlip, value);
            m_divergence->reference.shape = shape;
            stopSearch();
        }
        return;
    }
    Frame& frame = m_frames[m_depth - 1];
    const bool test = frame.reference.call == CallKind::Test;
    const int reference = referenceValue(test, frame.flip, value);
    const OslEvent event = nextEvent();
    if (event.kind != OslEvent::Kind::Leave) {
        checkLegal(m_depth - 1, event);
        m_callsAgreed = m_calls;
        diverge(DivergenceKind::ExtraChild, m_depth - 1, m_calls + 1, event.line);
        m_divergence->student.children.push_back(
            {event.move, event.kind == OslEvent::Kind::Test ? CallKind::Test : CallKind::Search});
        m_divergence->studentMove = event.move;
        m_divergence->reference.value = reference;
        m_divergence->reference.shape = shape;
        m_studentOpen = 2;
        stopSearch();
    }
    const int student = studentValue(frame.student.call == CallKind::Test, event);
    if (student != reference) {
        m_callsAgreed = m_calls;
        diverge(DivergenceKind::OtherValue, m_depth - 1, frame.callNumber, event.line);
        m_divergence->student.value = student;
        m_divergence->reference.value = reference;
        m_divergence->reference.shape = shape;
        m_studentOpen = 0;
        stopSearch();
    }
    --m_depth;
}

void TraceComparer::cutoff()
{
    if (!m_divergence) {
        Frame& frame = m_frames[m_depth - 1];
        frame.cutoffAfter = static_cast<int>(frame.children.size()) - 1;
    } else if (m_referenceOpen == m_divergeIndex + 1) {
        m_divergence->reference.cutoffAfter = static_cast<int>(m_divergence->reference.children.size()) - 1;
    }
}

void TraceComparer::followStudent()
{
    CallSide& student = m_divergence->student;
    while (m_studentOpen > 0) {
        const std::optional<OslEvent> event = m_reader.next();
        if (!event)
            return; // the trace ends inside the call: its value stays unknown
        if (event->kind == OslEvent::Kind::Leave) {
            if (m_studentOpen-- == 1)
                student.value = studentValue(student.call == CallKind::Test, *event);
        } else if (m_studentOpen++ == 1) {
            addChild(student, {event->move, event->kind == OslEvent::Kind::Test ? CallKind::Test : CallKind::Search});
        }
    }
}

void TraceComparer::expectEnd()
{
    if (const std::optional<OslEvent> event = m_reader.next())
        fail(event->line, "a call after the root call returned: a trace holds one search of one position");
}

class CheckRecorder final : public classical::CallListener {
public:
    explicit CheckRecorder(TraceComparer& comparer) : m_comparer(comparer) { }

    void child(int move, CallKind call) override { m_comparer.announce(move, call, Comparison::None); }
    void test(int move, Comparison comparison) override { m_comparer.announce(move, CallKind::Test, comparison); }
    void enter(Bitboard player, Bitboard opponent, int alpha, int beta, int) override
    {
        m_comparer.enter(player, opponent, alpha, beta);
    }
    void gameOver(int value) override { m_comparer.leave(value, NodeShape::GameOver); }
    void horizon(int value) override { m_comparer.leave(value, NodeShape::Horizon); }
    void tableHit(int value, Bound) override { m_comparer.leave(value, NodeShape::TableHit); }
    void expanded(int value) override { m_comparer.leave(value, NodeShape::Interior); }
    void expanded(int value, int, int) override { m_comparer.leave(value, NodeShape::Interior); }
    void cutoff() override { m_comparer.cutoff(); }

private:
    TraceComparer& m_comparer;
};

} // namespace

TraceCheckResult checkTrace(std::istream& in, const TraceCheckOptions& options, SearchControl* control)
{
    TraceCheckResult result;
    OslReader reader(in);
    try {
        result.header = reader.readHeader();
        if (options.expectedPosition && !(*options.expectedPosition == result.header.position)) {
            result.error =
                "the trace is of " + toText(result.header.position) + ", not of " + toText(*options.expectedPosition);
            return result;
        }
        if (options.courseTable && !courseTableTraced()) {
            result.error = "this build cannot follow the course's table call by call yet (its classical searches "
                           "keep the course's table only without a recorder): check the trace without --tt on, or "
                           "the counts of its log";
            return result;
        }
        TraceComparer comparer(reader, result.header, options);
        CheckRecorder recorder(comparer);
        const SearchResult search =
            runReferenceSearch(result.header.position, options.algorithm, options.courseTable, control, recorder);
        if (comparer.diverged()) {
            try {
                comparer.followStudent();
            } catch (const OslError&) {
                // A bad line past the difference: what was read of the call is reported.
            }
            result.status = TraceCheckResult::Status::Different;
            result.divergence = comparer.divergence();
            result.callsAgreed = comparer.callsAgreed();
            return result;
        }
        if (search.status != SearchStatus::Done) {
            result.status = TraceCheckResult::Status::Stopped;
            return result;
        }
        comparer.expectEnd();
        result.status = TraceCheckResult::Status::Identical;
        result.callsAgreed = search.stats.generated;
        result.referenceStats = search.stats;
        result.referenceValue = search.value;
    } catch (const OslError& error) {
        result.status = TraceCheckResult::Status::Unusable;
        result.error = error.text();
        result.divergence.reset();
    }
    return result;
}

} // namespace othello::trace
