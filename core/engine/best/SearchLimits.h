#pragma once

#include "engine/search/SearchControl.h"
#include "engine/search/SearchStats.h"
#include "engine/search/SearchStop.h"

#include <atomic>
#include <cstdint>
#include <optional>

namespace othello::best {

// What the threads of one solve share besides the table: the caller's cancel flag and time
// limit, and the node counts published for the GUI.
class SearchLimits {
public:
    SearchLimits(SearchControl* control, std::optional<double> timeLimitSeconds) : m_stop(control, timeLimitSeconds) { }

    // Adds a thread's recent counts to the published totals.
    void add(const SearchStats& recent)
    {
        const SearchStats total{m_expanded.fetch_add(recent.expanded, std::memory_order_relaxed) + recent.expanded,
                                m_generated.fetch_add(recent.generated, std::memory_order_relaxed) + recent.generated};
        m_stop.publish(total);
    }

    // Throws SearchStopped when the search must stop: cancelled or out of time.
    void check() const { m_stop.check(); }

    double elapsedSeconds() const { return m_stop.elapsedSeconds(); }
    SearchStats totals() const
    {
        return {m_expanded.load(std::memory_order_relaxed), m_generated.load(std::memory_order_relaxed)};
    }

private:
    SearchStop m_stop;
    std::atomic<std::uint64_t> m_expanded{0};
    std::atomic<std::uint64_t> m_generated{0};
};

} // namespace othello::best
