#pragma once

#include "SearchStats.h"

#include <atomic>
#include <cstdint>
#include <limits>
#include <optional>

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
        forgetProvenBounds();
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

    // What a solver (`best`) has proven about the value so far, Black's view, for a live display.
    void proveAtLeast(int value)
    {
        int known = m_lower.load(std::memory_order_relaxed);
        while (value > known && !m_lower.compare_exchange_weak(known, value, std::memory_order_relaxed)) { }
    }
    void proveAtMost(int value)
    {
        int known = m_upper.load(std::memory_order_relaxed);
        while (value < known && !m_upper.compare_exchange_weak(known, value, std::memory_order_relaxed)) { }
    }
    void forgetProvenBounds()
    {
        m_lower.store(kNoLower, std::memory_order_relaxed);
        m_upper.store(kNoUpper, std::memory_order_relaxed);
    }
    std::optional<int> provenLowerBound() const
    {
        const int lower = m_lower.load(std::memory_order_relaxed);
        return lower == kNoLower ? std::nullopt : std::optional<int>(lower);
    }
    std::optional<int> provenUpperBound() const
    {
        const int upper = m_upper.load(std::memory_order_relaxed);
        return upper == kNoUpper ? std::nullopt : std::optional<int>(upper);
    }

private:
    static constexpr int kNoLower = std::numeric_limits<int>::min();
    static constexpr int kNoUpper = std::numeric_limits<int>::max();

    std::atomic<bool> m_cancel{false};
    std::atomic<std::uint64_t> m_expanded{0};
    std::atomic<std::uint64_t> m_generated{0};
    std::atomic<int> m_lower{kNoLower};
    std::atomic<int> m_upper{kNoUpper};
};

} // namespace othello
