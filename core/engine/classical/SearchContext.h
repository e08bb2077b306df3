#pragma once

// What every call of a classical search reports to: the node counters, the time limit and cancel
// polling, and what the search settled about the root's moves.

#include "engine/search/Bound.h"
#include "engine/search/Infinity.h"
#include "engine/search/SearchStats.h"
#include "engine/search/SearchStop.h"
#include "engine/table/TableStats.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace othello::classical {

class SearchContext {
public:
    // rootBlackSign: +1 when Black moves at the root, -1 when White does (live bounds are Black's).
    SearchContext(SearchControl* control, std::optional<double> timeLimitSeconds, int rootBlackSign = 1)
        : m_stop(control, timeLimitSeconds), m_rootBlackSign(rootBlackSign)
    { }

    // Called once per search call, first thing: every call is a generated node.
    void countGenerated()
    {
        if ((++m_generated & kPollMask) == 0)
            poll();
    }
    void countExpanded() { ++m_expanded; }
    // Several nodes at once, for subtrees whose shape is known without visiting them.
    void countNodes(std::uint64_t generated, std::uint64_t expanded)
    {
        const std::uint64_t before = m_generated;
        m_generated += generated;
        m_expanded += expanded;
        if ((before ^ m_generated) & ~kPollMask)
            poll();
    }

    // Knuth-Moore type of an alpha-beta-family node that searched its children with the window
    // (alpha, beta) and returns `score`. Counted at nodes with more than kFewEmpties empty squares
    // only: with the TT off the nodes below are settled by the shortcuts that keep the searches
    // fast, so only these are counted alike with the table on and off.
    void countNodeType(int score, int alpha, int beta)
    {
        // Without branches: node types alternate unpredictably, and a mispredicted branch at
        // every node costs more than the count.
        ++m_nodeTypeCounts[int(score >= beta) + 2 * int(score <= alpha && score < beta)];
    }

    SearchStats stats() const { return {.expanded = m_expanded, .generated = m_generated}; }
    NodeTypeCounts nodeTypes() const { return {m_nodeTypeCounts[0], m_nodeTypeCounts[1], m_nodeTypeCounts[2]}; }
    double elapsedSeconds() const { return m_stop.elapsedSeconds(); }
    void publish() const { m_stop.publish(stats()); }

    // What the search has settled about each root move, in the mover's view: its value lies in
    // [lower, upper] (±kInfinity: not known). A stopped search still reports the moves it
    // finished. Called at the root only, so it costs nothing at the other nodes.
    struct RootMove {
        int move;
        int lower = -kInfinity;
        int upper = kInfinity;
    };
    // A root move's value searched with the window (alpha, beta) was `value` (fail-soft: `bound`).
    void boundRootMove(int move, int value, Bound bound)
    {
        auto known = std::find_if(m_rootMoves.begin(), m_rootMoves.end(),
                                  [move](const RootMove& root) { return root.move == move; });
        if (known == m_rootMoves.end()) {
            m_rootMoves.push_back(RootMove{move});
            known = m_rootMoves.end() - 1;
        }
        if (bound != Bound::Upper)
            known->lower = std::max(known->lower, value);
        if (bound != Bound::Lower)
            known->upper = std::min(known->upper, value);
        // The root is worth at least what its best settled move is worth: shown while it runs.
        if (known->lower > -kInfinity) {
            if (m_rootBlackSign > 0)
                m_stop.proveAtLeast(known->lower);
            else
                m_stop.proveAtMost(-known->lower);
        }
    }
    const std::vector<RootMove>& rootMoves() const { return m_rootMoves; }

private:
    // About every 4096 nodes (well under a millisecond): publish counts, check the limits.
    static constexpr std::uint64_t kPollMask = 4095;

    void poll()
    {
        publish();
        m_stop.check();
    }

    // The two counters are kept apart in memory: side by side, the compiler adds to both with
    // one vector load and store, which stalls on the store of the previous scalar increment.
    std::uint64_t m_generated = 0;
    std::uint64_t m_nodeTypeCounts[3] = {}; // PV, Cut, All
    std::uint64_t m_expanded = 0;
    SearchStop m_stop;
    std::vector<RootMove> m_rootMoves;
    int m_rootBlackSign;
};

} // namespace othello::classical
