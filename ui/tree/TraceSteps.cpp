#include "TraceSteps.h"

#include "TraceValues.h"
#include "TraceWording.h"

#include <vector>

namespace othello {

namespace {
using Event = TraceTree::Event;

QString nameOf(const TraceTree& tree, int record)
{
    if (record == 0)
        return TraceSteps::tr("the root");
    if (tree.node(record).move == kPassMove)
        return TraceSteps::tr("the pass");
    return TraceWording::moveText(tree.node(record).move);
}

// A sentence that starts with "the root" or "the pass" starts with a capital; one that starts
// with a move ("e5 returns +4") keeps the move as it is written.
QString sentenceStart(QString sentence)
{
    for (const QString& name : {TraceSteps::tr("the root"), TraceSteps::tr("the pass")})
        if (sentence.startsWith(name) && !sentence.isEmpty())
            sentence[0] = sentence[0].toUpper();
    return sentence;
}

QString sideOf(Color color)
{
    return color == Color::Black ? TraceSteps::tr("Black", "a side, in a sentence")
                                 : TraceSteps::tr("White", "a side, in a sentence");
}

// A side starting a sentence ("Las negras juegan…" where the middle of one says "las negras").
QString sideStarting(Color color)
{
    return color == Color::Black ? TraceSteps::tr("Black", "a side, starting a sentence")
                                 : TraceSteps::tr("White", "a side, starting a sentence");
}

QString answerOf(bool holds) { return holds ? TraceSteps::tr("holds", "a TEST") : TraceSteps::tr("fails", "a TEST"); }

// The next call of the same parent (-1: none).
int nextSibling(const TraceTree& tree, int record)
{
    const int parent = tree.node(record).parent;
    const int sibling = record + tree.subtreeSize(record);
    return parent >= 0 && sibling < parent + tree.subtreeSize(parent) ? sibling : -1;
}

int previousSibling(const TraceTree& tree, int record)
{
    const int parent = tree.node(record).parent;
    const int position = tree.childPosition(record);
    return parent >= 0 && position > 0 ? tree.children(parent)[std::size_t(position - 1)] : -1;
}

bool sameMove(const TraceTree& tree, int a, int b)
{
    return a >= 0 && b >= 0 && tree.node(a).move == tree.node(b).move;
}

QString windowText(const TraceValues& values, TraceValues::Window window)
{
    return QStringLiteral("(%1, %2)").arg(values.number(window.low), values.number(window.high));
}

QString entering(const TraceValues& values, int record)
{
    const TraceTree& tree = values.tree();
    const trace::Node& node = tree.node(record);
    const Algorithm algorithm = tree.trace().algorithm;
    const QString name = nameOf(tree, record);
    if (record == 0) {
        const QString side = sideOf(values.mover(0));
        if (algorithm == Algorithm::Negamax)
            return TraceSteps::tr("Negamax starts at the root, %1 to move: it searches every move.").arg(side);
        if (algorithm == Algorithm::Scout)
            return TraceSteps::tr("Scout starts at the root, %1 to move: it searches the first move in full, then "
                                  "only TESTs whether each other move is better.")
                .arg(side);
        return TraceSteps::tr("The search starts at the root, %1 to move, with the window %2.")
            .arg(side, windowText(values, values.window(0)));
    }
    const int parent = node.parent;
    const QString side = sideOf(values.mover(parent));
    switch (node.call) {
    case trace::CallKind::Test:
        if (tree.node(parent).call == trace::CallKind::Test)
            return TraceSteps::tr("To answer its TEST, %1 asks the same of %2: is its value %3 %4?")
                .arg(nameOf(tree, parent), name, values.testComparison(record, parent),
                     values.number(values.testThreshold(record, parent)));
        return TraceSteps::tr("Scout TESTs %1 instead of searching it: is its value %2 %3? A yes or no costs less "
                              "than the exact value.")
            .arg(name, values.testComparison(record, parent), values.number(values.testThreshold(record, parent)));
    case trace::CallKind::NullWindow: {
        const TraceValues::Window window = values.window(record, parent);
        const int threshold = values.maximizes(parent) ? window.low : window.high;
        return TraceSteps::tr("NegaScout probes %1 with the null window %2: it only asks whether %1 is better than "
                              "%3 for %4.")
            .arg(name, windowText(values, window), values.number(threshold), side);
    }
    case trace::CallKind::ReSearch:
        return TraceSteps::tr("NegaScout searches %1 again, with the window %2, for its exact value.")
            .arg(name, windowText(values, values.window(record, parent)));
    case trace::CallKind::Search:
        break;
    }
    const QString subject = sideStarting(values.mover(parent));
    if (node.move == kPassMove)
        return TraceSteps::tr("%1 has no move and passes: the search goes on with the other side to move.")
            .arg(subject);
    if (algorithm == Algorithm::Negamax)
        return TraceSteps::tr("%1 plays %2: negamax searches the position after it in full.").arg(subject, name);
    if (algorithm == Algorithm::Scout) {
        const int before = previousSibling(tree, record);
        if (before >= 0 && tree.node(before).call == trace::CallKind::Test && sameMove(tree, before, record))
            return TraceSteps::tr("The TEST showed %1 is better: Scout searches it in full for its exact value.")
                .arg(name);
        return TraceSteps::tr("Scout searches %1, the first move, in full for its exact value.").arg(name);
    }
    return TraceSteps::tr("%1 plays %2 and searches it with the window %3.")
        .arg(subject, name, windowText(values, values.window(record, parent)));
}

// What settled a call without children: the end of the game, the depth limit, the table.
QString settledBy(const TraceValues& values, int record)
{
    const TraceTree& tree = values.tree();
    const trace::Node& node = tree.node(record);
    const int parent = node.parent;
    const bool test = node.call == trace::CallKind::Test;
    const QString name = nameOf(tree, record);
    switch (node.shape) {
    case trace::NodeShape::GameOver:
        return test ? TraceSteps::tr("The game is over after %1.").arg(name)
                    : TraceSteps::tr("The game is over after %1: the final score is %2.")
                          .arg(name, values.number(values.value(record, parent)));
    case trace::NodeShape::Horizon:
        return TraceSteps::tr("%1 is at the depth limit: its evaluation is %2.")
            .arg(name, values.number(values.value(record, parent)));
    case trace::NodeShape::TableHit:
        if (test)
            return TraceSteps::tr("Table hit at %1: the table answers its TEST without a search.").arg(name);
        switch (values.tableBound(record, parent)) {
        case Bound::Exact:
            return TraceSteps::tr("Table hit at %1: its stored exact value %2 settles it without a search.")
                .arg(name, values.number(values.value(record, parent)));
        case Bound::Lower:
            return TraceSteps::tr("Table hit at %1: its stored lower bound %2 settles it without a search.")
                .arg(name, values.number(values.value(record, parent)));
        case Bound::Upper:
            return TraceSteps::tr("Table hit at %1: its stored upper bound %2 settles it without a search.")
                .arg(name, values.number(values.value(record, parent)));
        }
        break;
    case trace::NodeShape::Interior:
        break;
    }
    return {};
}

// A TEST's answer weighed by its parent, itself a TEST: Black needs one move that holds, White one that fails.
QString testInTest(const TraceValues& values, int record)
{
    const TraceTree& tree = values.tree();
    const int parent = tree.node(record).parent;
    const QString answer = answerOf(tree.node(record).value != 0);
    const auto pruned = tree.prunedMoves(parent);
    if (tree.node(parent).cutoffAfter == tree.childPosition(record)) {
        if (pruned.empty())
            return TraceSteps::tr("The TEST %1 at %2, so it %1 at %3 too (no moves were left to examine).")
                .arg(answer, nameOf(tree, record), nameOf(tree, parent));
        return TraceSteps::tr("The TEST %1 at %2, so it %1 at %3 too, without examining %4.")
            .arg(answer, nameOf(tree, record), nameOf(tree, parent),
                 TraceWording::moveList(std::vector<int>(pruned.begin(), pruned.end())));
    }
    if (nextSibling(tree, record) < 0)
        return TraceSteps::tr("The TEST %1 at %2, the last move: so it %3 at %4.")
            .arg(answer, nameOf(tree, record), answerOf(tree.node(parent).value != 0), nameOf(tree, parent));
    return TraceSteps::tr("The TEST %1 at %2; %3 looks at its next move.")
        .arg(answer, nameOf(tree, record), nameOf(tree, parent));
}

// What a returned call does at its parent.
QString atParent(const TraceValues& values, int record)
{
    const TraceTree& tree = values.tree();
    const trace::Node& node = tree.node(record);
    const int parent = node.parent;
    const QString name = nameOf(tree, record);
    const QString side = sideOf(values.mover(parent));
    const bool maximizes = values.maximizes(parent);
    if (tree.node(parent).call == trace::CallKind::Test)
        return testInTest(values, record);
    if (node.call == trace::CallKind::Test) {
        const int next = nextSibling(tree, record);
        const bool searched =
            next >= 0 && tree.node(next).call == trace::CallKind::Search && sameMove(tree, next, record);
        const QString threshold = values.number(values.testThreshold(record, parent));
        return (searched ? TraceSteps::tr("The TEST %1: %2 is better than %3 for %4, so Scout searches it in full.")
                         : TraceSteps::tr("The TEST %1: %2 is no better than %3 for %4, so Scout skips it."))
            .arg(answerOf(node.value != 0), name, threshold, side);
    }
    const int value = values.value(record, parent);
    const QString shown = values.number(value);
    const TraceValues::Window window = values.window(parent);
    if (tree.node(parent).cutoffAfter == tree.childPosition(record)) {
        const QString reason = maximizes ? TraceSteps::tr("%1 ≥ β = %2").arg(shown, values.number(window.high))
                                         : TraceSteps::tr("%1 ≤ α = %2").arg(shown, values.number(window.low));
        const auto pruned = tree.prunedMoves(parent);
        if (pruned.empty())
            return TraceSteps::tr("%1: a cutoff at %2, but it had no moves left to prune.")
                .arg(reason, nameOf(tree, parent));
        return (pruned.size() == 1 ? TraceSteps::tr("%1: %2 is refuted, its move %3 is pruned.")
                                   : TraceSteps::tr("%1: %2 is refuted, its moves %3 are pruned."))
            .arg(reason, nameOf(tree, parent), TraceWording::moveList(std::vector<int>(pruned.begin(), pruned.end())));
    }
    if (node.call == trace::CallKind::NullWindow) {
        // High or low as the numbers shown read; better or not as the parent's side weighs it
        // (in Black's view White's better moves fail low).
        const TraceValues::Window probe = values.window(record, parent);
        const int threshold = maximizes ? probe.low : probe.high;
        const bool high = value >= probe.high;
        const bool better = maximizes ? high : !high;
        const int next = nextSibling(tree, record);
        const QString asked = windowText(values, probe);
        if (better && next >= 0 && tree.node(next).call == trace::CallKind::ReSearch)
            return (high ? TraceSteps::tr("Null window %1 failed high: %2 is better than %3 for %4, so re-search with "
                                          "%5.")
                         : TraceSteps::tr("Null window %1 failed low: %2 is better than %3 for %4, so re-search with "
                                          "%5."))
                .arg(asked, name, values.number(threshold), side, windowText(values, values.window(next, parent)));
        if (!better)
            return (high ? TraceSteps::tr("Null window %1 failed high: %2 is no better than %3 for %4, so NegaScout "
                                          "needs no exact value.")
                         : TraceSteps::tr("Null window %1 failed low: %2 is no better than %3 for %4, so NegaScout "
                                          "needs no exact value."))
                .arg(asked, name, values.number(threshold), side);
    }
    const std::optional<int> best = TraceSteps::bestBefore(values, parent, record);
    const bool better = !best || (maximizes ? value > *best : value < *best);
    const Algorithm algorithm = tree.trace().algorithm;
    if (algorithm == Algorithm::Negamax || (algorithm == Algorithm::Scout && !tree.trace().depth)) {
        if (better)
            return TraceSteps::tr("%1 returns %2, the best so far for %3.").arg(name, shown, side);
    } else if (better) {
        // The bound a better value moves: α at a node that takes the largest value, β at one that takes the smallest.
        if (maximizes) {
            const int alpha = best ? std::max(window.low, *best) : window.low;
            if (value > alpha)
                return TraceSteps::tr("%1 > α = %2: %3 is the best move so far and raises α to %1.")
                    .arg(shown, values.number(alpha), name);
            return TraceSteps::tr("%1 returns %2, the best so far, but not above α = %3: α stays.")
                .arg(name, shown, values.number(alpha));
        }
        const int beta = best ? std::min(window.high, *best) : window.high;
        if (value < beta)
            return TraceSteps::tr("%1 < β = %2: %3 is the best move so far and lowers β to %1.")
                .arg(shown, values.number(beta), name);
        return TraceSteps::tr("%1 returns %2, the best so far, but not below β = %3: β stays.")
            .arg(name, shown, values.number(beta));
    }
    return TraceSteps::tr("%1 returns %2, no better than %3 for %4.").arg(name, shown, values.number(*best), side);
}
} // namespace

bool TraceSteps::stopsAt(const TraceTree& tree, Event event, Jump target, bool emptyCutoffs)
{
    const trace::Node& node = tree.node(event.node);
    if (target == Jump::Cutoff) {
        // The child after whose value the parent cut off has just returned.
        if (!event.leaving || node.parent < 0)
            return false;
        const trace::Node& parent = tree.node(node.parent);
        if (parent.cutoffAfter < 0 || tree.childPosition(event.node) != parent.cutoffAfter)
            return false;
        return emptyCutoffs || !tree.prunedMoves(node.parent).empty();
    }
    if (event.leaving)
        return false;
    switch (target) {
    case Jump::ReSearch:
        return node.call == trace::CallKind::ReSearch;
    case Jump::TableHit:
        return node.shape == trace::NodeShape::TableHit;
    case Jump::Test:
        return node.call == trace::CallKind::Test;
    case Jump::Cutoff:
        break;
    }
    return false;
}

std::optional<Event> TraceSteps::next(const TraceTree& tree, Event from, Jump target, bool emptyCutoffs)
{
    for (Event event = from; !(event == tree.last());) {
        event = tree.next(event);
        if (stopsAt(tree, event, target, emptyCutoffs))
            return event;
    }
    return std::nullopt;
}

std::optional<int> TraceSteps::bestBefore(const TraceValues& values, int parent, int child)
{
    const TraceTree& tree = values.tree();
    const bool maximizes = values.maximizes(parent);
    std::optional<int> best;
    for (const std::int32_t sibling : tree.children(parent)) {
        if (sibling >= child)
            break;
        if (tree.node(sibling).call == trace::CallKind::Test || !tree.finished(sibling))
            continue;
        const int value = values.value(sibling, parent);
        if (!best || (maximizes ? value > *best : value < *best))
            best = value;
    }
    return best;
}

QString TraceSteps::sentence(const TraceValues& values, Event event)
{
    const TraceTree& tree = values.tree();
    const int record = event.node;
    if (!event.leaving)
        return sentenceStart(entering(values, record));
    if (!tree.finished(record))
        return tr("The search was stopped inside %1: its value is unknown (?).").arg(nameOf(tree, record));
    if (record == 0) {
        const trace::Trace& trace = tree.trace();
        return tr("The search is over: the root's value is %1 (%2), best move %3.")
            .arg(values.number(values.value(0)), values.viewName(0), TraceWording::moveText(trace.bestMove));
    }
    const QString settled = sentenceStart(settledBy(values, record));
    const QString effect = sentenceStart(atParent(values, record));
    return settled.isEmpty() ? effect : settled + QLatin1Char(' ') + effect;
}

} // namespace othello
