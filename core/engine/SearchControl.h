#pragma once

#include "SearchStats.h"

#include <atomic>
#include <cstdint>

namespace othello {

// What a running search shares with other threads: a cancel flag it polls and the counters it
// publishes while it runs. Everything else in a search is private to its thread.
class SearchControl {
public:
    void requestCancel() { m_cancel.store(true, std::memory_order_relaxed); }
    bool cancelRequested() const { return m_cancel.load(std::memory_order_relaxed); }
    void reset()
    {
        m_cancel.store(false, std::memory_order_relaxed);
        m_expanded.store(0, std::memory_order_relaxed);
        m_generated.store(0, std::memory_order_relaxed);
    }

    // Live counts, updated by the search every few thousand nodes.
    SearchStats published() const
    {
        return {m_expanded.load(std::memory_order_relaxed), m_generated.load(std::memory_order_relaxed)};
    }
    void publish(const SearchStats& stats)
    {
        m_expanded.store(stats.expanded, std::memory_order_relaxed);
        m_generated.store(stats.generated, std::memory_order_relaxed);
    }

private:
    std::atomic<bool> m_cancel{false};
    std::atomic<std::uint64_t> m_expanded{0};
    std::atomic<std::uint64_t> m_generated{0};
};

} // namespace othello
