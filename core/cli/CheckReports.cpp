#include "CheckReports.h"

#include "engine/board/Square.h"

namespace othello {

namespace {

using trace::CallSide;
using trace::DivergenceKind;
using trace::TraceDivergence;

QString count(std::uint64_t n) { return QString::number(qulonglong(n)); }

QString bound(int value)
{
    if (value >= trace::kOpenBound)
        return "inf";
    if (value <= -trace::kOpenBound)
        return "-inf";
    return QString::number(value);
}

QString windowText(const CallSide& side)
{
    if (side.call == trace::CallKind::Test)
        return QString("TEST value %1 %2")
            .arg(side.comparison == trace::Comparison::Greater ? ">" : ">=")
            .arg(side.threshold);
    if (!side.hasWindow)
        return "-";
    return QString("(%1, %2)").arg(bound(side.alpha), bound(side.beta));
}

QString callText(trace::CallKind call)
{
    switch (call) {
    case trace::CallKind::Search:
        return "search";
    case trace::CallKind::Test:
        return "TEST";
    case trace::CallKind::NullWindow:
        return "null-window search";
    case trace::CallKind::ReSearch:
        return "re-search";
    }
    return {};
}

QString childrenText(const CallSide& side, bool reference)
{
    QStringList moves;
    for (const trace::ChildCall& child : side.children) {
        const QString move = QString::fromStdString(moveName(child.move));
        switch (child.call) {
        case trace::CallKind::Test:
            moves << "TEST " + move;
            break;
        case trace::CallKind::NullWindow:
            moves << "null " + move;
            break;
        case trace::CallKind::ReSearch:
            moves << "re " + move;
            break;
        case trace::CallKind::Search:
            moves << move;
            break;
        }
    }
    QString text = moves.isEmpty() ? QString("none") : moves.join(' ');
    if (side.moreChildren)
        text += reference ? " ... (followed no further)" : " ... (and more)";
    if (reference && side.cutoffAfter >= 0 && side.cutoffAfter < static_cast<int>(side.children.size()))
        text += ", cut off after " +
            QString::fromStdString(moveName(side.children[static_cast<std::size_t>(side.cutoffAfter)].move));
    if (reference && side.children.empty()) {
        if (side.shape == trace::NodeShape::GameOver)
            text += " (the game is over)";
        else if (side.shape == trace::NodeShape::TableHit)
            text += " (a table hit)";
    }
    return text;
}

QString valueText(const CallSide& side)
{
    if (!side.value)
        return "unknown (the trace ends before the call returns)";
    if (side.call == trace::CallKind::Test)
        return *side.value ? "true" : "false";
    return bound(*side.value);
}

QString pathText(const std::vector<int>& path)
{
    if (path.empty())
        return "the root";
    QStringList moves;
    for (const int move : path)
        moves << QString::fromStdString(moveName(move));
    return moves.join(' ');
}

QStringList boardLines(const Board& board)
{
    QStringList lines;
    QString columns = "  ";
    for (int c = 0; c < board.size; ++c)
        columns += QString(" %1").arg(QChar('a' + c));
    lines << columns;
    for (int r = 0; r < board.size; ++r) {
        QString row = QString("%1").arg(r + 1, 2);
        for (int c = 0; c < board.size; ++c) {
            bool occupied = false;
            const Color color = board.colorAt(squareAt(c, r), &occupied);
            row += QString(" %1").arg(!occupied ? '-' : color == Color::Black ? 'X' : 'O');
        }
        lines << row;
    }
    return lines;
}

QString whatHappened(const TraceDivergence& d)
{
    const QString student = QString::fromStdString(moveName(d.studentMove));
    const QString reference = QString::fromStdString(moveName(d.referenceMove));
    switch (d.kind) {
    case DivergenceKind::ExtraChild:
        return "your search calls " + student + " here; the lab's returns without it";
    case DivergenceKind::MissingChild:
        return "the lab's search calls " + reference + " here; yours returns without it";
    case DivergenceKind::MoveOrder:
        return "your search calls " + student + " where the lab's calls " + reference +
            " (the lab tries the moves in row-major order: a1 b1 ... a2 ...)";
    case DivergenceKind::OtherMove:
        return "your search calls " + student + " where the lab's calls " + reference;
    case DivergenceKind::OtherCall:
        return d.student.call == trace::CallKind::Test ? "your search TESTs this move where the lab's searches it"
                                                       : "your search searches this move where the lab's TESTs it";
    case DivergenceKind::OtherWindow:
        return "the call's window is " + windowText(d.student) + " in your search, " + windowText(d.reference) +
            " in the lab's";
    case DivergenceKind::OtherTest:
        return "your " + windowText(d.student) + ", the lab's " + windowText(d.reference);
    case DivergenceKind::OtherValue:
        return "the call returns " + valueText(d.student) + " in your search, " + valueText(d.reference) +
            " in the lab's";
    }
    return {};
}

QStringList hints(const TraceDivergence& d, trace::TraceView view, bool courseTable)
{
    QStringList out;
    const CallSide& s = d.student;
    const CallSide& r = d.reference;
    const bool moverView = view == trace::TraceView::Mover || d.board.toMove == Color::Black;
    if (d.kind == DivergenceKind::OtherWindow && moverView && s.hasWindow && r.hasWindow) {
        if (r.call == trace::CallKind::NullWindow && !(s.beta == r.beta && s.alpha == r.alpha))
            out << "NegaScout probes every move after the first with the null window (-alpha-1, -alpha)";
        else if (r.call == trace::CallKind::ReSearch)
            out << "NegaScout re-searches a move with (-beta, -value) when alpha < value < beta";
        else if (s.alpha == -r.beta && s.beta == -r.alpha)
            out << "the child got its parent's window unchanged: negamax calls a child with (-beta, -alpha)";
        else if (s.alpha == r.beta && s.beta == r.alpha)
            out << "the window is negated but not swapped: a child's window is (-beta, -alpha)";
        else if (s.alpha == -r.alpha && s.beta == -r.beta)
            out << "the window is swapped but not negated: a child's window is (-beta, -alpha)";
        else if (s.alpha == r.alpha && s.beta != r.beta)
            out << "the child's beta is its parent's -alpha, and the parent raises alpha to its best value so far "
                   "(alpha = max(alpha, value)) before it calls the next child";
    }
    if (d.kind == DivergenceKind::ExtraChild && r.cutoffAfter >= 0 && r.value) {
        if (r.call == trace::CallKind::Test)
            out << "a TEST stops at the first child that settles its answer";
        else if (r.hasWindow && *r.value == r.beta)
            out << QString("the lab cut off here: its best value %1 reached beta = %1; the course cuts off when "
                           "alpha >= beta (a cutoff only when alpha > beta goes on)")
                       .arg(*r.value);
        else if (r.hasWindow)
            out << QString("the lab cut off here: its best value %1 reached beta = %2 (alpha >= beta)")
                       .arg(*r.value)
                       .arg(bound(r.beta));
    }
    if (d.kind == DivergenceKind::OtherTest && s.threshold == r.threshold && s.comparison != r.comparison)
        out << "Scout TESTs 'value > v' at Black's turn (Black, MAX, looks for a better move) and 'value >= v' at "
               "White's (MIN), in Black's view";
    if (d.kind == DivergenceKind::MissingChild && s.children.empty() && !r.children.empty()) {
        if (courseTable)
            out << "your call returned without trying a move: your table settled it, the lab's does not — is a "
                   "bound stored as an exact value? The course stores an upper bound when the value is at most the "
                   "alpha the call was entered with, a lower bound when it is at least beta, else an exact value";
        else
            out << "your call returned without trying a move (a leaf test?)";
    }
    if (d.kind == DivergenceKind::OtherValue && s.value && r.value && s.call != trace::CallKind::Test) {
        if (r.shape == trace::NodeShape::GameOver && *s.value == -*r.value)
            out << "a finished game's score from the other side's view? The trace's view is " +
                    QString::fromUtf8(trace::traceViewId(view)) + " (see docs/check.md)";
        else if (r.hasWindow && s.hasWindow && *s.value == std::max(s.alpha, std::min(s.beta, *r.value)))
            out << "the lab's alpha-beta is fail-soft: it returns the best value found, also outside the window "
                   "(a fail-hard search returns alpha or beta instead)";
    }
    if ((d.kind == DivergenceKind::OtherMove || d.kind == DivergenceKind::ExtraChild) && d.referenceMove == kPassMove &&
        d.studentMove != kPassMove)
        out << "the lab passes here with a call of its own ('enter pass', one generated node); your search plays "
               "the opponent's move directly";
    return out;
}

} // namespace

QString divergenceKindText(DivergenceKind kind)
{
    switch (kind) {
    case DivergenceKind::ExtraChild:
        return "a child the lab's search pruned";
    case DivergenceKind::MissingChild:
        return "a child the lab's search visits and yours pruned";
    case DivergenceKind::MoveOrder:
        return "another move order";
    case DivergenceKind::OtherMove:
        return "another child";
    case DivergenceKind::OtherCall:
        return "a TEST where the lab searches, or the reverse";
    case DivergenceKind::OtherWindow:
        return "another window";
    case DivergenceKind::OtherTest:
        return "a TEST with another comparison";
    case DivergenceKind::OtherValue:
        return "another value";
    }
    return {};
}

QStringList traceReport(const trace::TraceCheckResult& result, Algorithm algorithm, bool courseTable)
{
    using Status = trace::TraceCheckResult::Status;
    QStringList lines;
    const QString view = result.header.view == trace::TraceView::Black
        ? "Black's view (the trace's 'view black')"
        : "the side to move's view (the trace's 'view mover')";
    if (result.status == Status::Identical) {
        lines << QString("identical  %1 calls, the lab's search call for call: value %2 (Black's view), "
                         "%3 expanded, %1 generated")
                     .arg(count(result.referenceStats.generated))
                     .arg(result.referenceValue)
                     .arg(count(result.referenceStats.expanded));
        return lines;
    }
    if (result.status != Status::Different || !result.divergence)
        return lines;
    const TraceDivergence& d = *result.divergence;
    lines << QString("first difference: call %1 (line %2) at %3: %4")
                 .arg(count(d.call), count(d.line), pathText(d.path), whatHappened(d));
    lines << "kind       " + divergenceKindText(d.kind);
    lines << QString("agreed     %1 calls alike before it").arg(count(result.callsAgreed));
    lines << QString("position   %1 (%2 to move)")
                 .arg(QString::fromStdString(toText(d.board)), d.board.toMove == Color::Black ? "Black" : "White");
    for (const QString& row : boardLines(d.board))
        lines << "           " + row;
    const auto row = [&](const QString& name, const QString& student, const QString& reference) {
        lines << QString("%1 %2 %3").arg(name.leftJustified(10), student.leftJustified(32), reference);
    };
    row("", "your search (line " + count(d.student.line) + ")",
        "the lab's " + QString::fromUtf8(algorithmId(algorithm)) + (courseTable ? " with the course's table" : ""));
    row("call", callText(d.student.call), callText(d.reference.call));
    if (d.student.hasWindow || d.reference.hasWindow || d.student.call == trace::CallKind::Test ||
        d.reference.call == trace::CallKind::Test)
        row("window", windowText(d.student), windowText(d.reference));
    row("children", childrenText(d.student, false), childrenText(d.reference, true));
    row("returns", valueText(d.student),
        d.reference.value ? valueText(d.reference) : QString("unknown (followed no further)"));
    lines << "values     from " + view;
    for (const QString& hint : hints(d, result.header.view, courseTable))
        lines << "hint       " + hint;
    return lines;
}

} // namespace othello
