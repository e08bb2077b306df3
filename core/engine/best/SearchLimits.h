#pragma once

#include "engine/Search.h"
#include "engine/SearchControl.h"
#include "engine/SearchStats.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <optional>

namespace othello::best {

// Thrown from deep in a search that must stop; caught where the search was started.
struct SearchAborted {
    SearchStatus status;
};

// What the threads of one solve share besides the table: the caller's cancel flag and time
// limit, a flag that stops helper threads, and the node counts published for the GUI.
class SearchLimits {
public:
    using Clock = std::chrono::steady_clock;

    SearchLimits(SearchControl* control, std::optional<double> timeLimitSeconds)
        : m_control(control), m_start(Clock::now())
    {
        if (timeLimitSeconds)
            m_deadline = m_start +
                std::chrono::duration_cast<Clock::duration>(
                             std::chrono::duration<double>(std::max(*timeLimitSeconds, 0.0)));
    }

    // Adds a thread's recent counts to the published totals.
    void add(const SearchStats& recent)
    {
        const SearchStats total{m_expanded.fetch_add(recent.expanded, std::memory_order_relaxed) + recent.expanded,
                                m_generated.fetch_add(recent.generated, std::memory_order_relaxed) + recent.generated};
        if (m_control)
            m_control->publish(total);
    }

    // Throws when the search must stop: cancelled, out of time, or a helper no longer needed.
    void check() const
    {
        if (m_control && m_control->cancelRequested())
            throw SearchAborted{SearchStatus::Cancelled};
        if (m_deadline && Clock::now() >= *m_deadline)
            throw SearchAborted{SearchStatus::Timeout};
        if (m_stopHelpers.load(std::memory_order_relaxed))
            throw SearchAborted{SearchStatus::Cancelled};
    }

    // Tells helper threads that their work is no longer needed.
    void stopHelpers() { m_stopHelpers.store(true, std::memory_order_relaxed); }
    void resumeHelpers() { m_stopHelpers.store(false, std::memory_order_relaxed); }
    bool helpersStopped() const { return m_stopHelpers.load(std::memory_order_relaxed); }

    double elapsedSeconds() const { return std::chrono::duration<double>(Clock::now() - m_start).count(); }
    SearchStats totals() const
    {
        return {m_expanded.load(std::memory_order_relaxed), m_generated.load(std::memory_order_relaxed)};
    }

private:
    SearchControl* m_control;
    Clock::time_point m_start;
    std::optional<Clock::time_point> m_deadline;
    std::atomic<bool> m_stopHelpers{false};
    std::atomic<std::uint64_t> m_expanded{0};
    std::atomic<std::uint64_t> m_generated{0};
};

} // namespace othello::best
