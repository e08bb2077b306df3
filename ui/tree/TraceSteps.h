#pragma once

#include "TraceTree.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace othello {

class TraceValues;

// Stepping through a trace in the order the search made its calls: where the jumps stop, and what
// each step says, in one plain sentence, about what happened and why ("+8 ≥ β = +2: a3 is
// refuted, its moves e5 and f5 are pruned"). Values and windows are in the lab's value
// convention (TraceValues), as the parent of a call weighs them.
class TraceSteps {
    Q_DECLARE_TR_FUNCTIONS(othello::TraceSteps)
public:
    enum class Jump { Cutoff, ReSearch, TableHit, Test };

    // Whether a jump to `target` stops at `event`. A cutoff stops when the child after which its
    // parent cut off has returned, and only where the cutoff pruned a move unless `emptyCutoffs`
    // (a cutoff at the parent's last move skips nothing); the others when their call starts.
    static bool stopsAt(const TraceTree& tree, TraceTree::Event event, Jump target, bool emptyCutoffs);
    // The first event after `from` where it stops; none when no later one does.
    static std::optional<TraceTree::Event> next(const TraceTree& tree, TraceTree::Event from, Jump target,
                                                bool emptyCutoffs);

    // What happens at `event`, in one plain sentence (two when a table hit or the end of the
    // game settles a call: what settled it, then what it does at the parent).
    static QString sentence(const TraceValues& values, TraceTree::Event event);
    // The best value a record had found before `child` returned, over the children that give
    // values (not TESTs), shown at the record: none before the first returned.
    static std::optional<int> bestBefore(const TraceValues& values, int parent, int child);
};

} // namespace othello
