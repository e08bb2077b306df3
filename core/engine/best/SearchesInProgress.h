#pragma once

#include "Rules.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>

namespace othello::best {

// Which positions some thread is searching right now (simplified ABDADA): a thread that meets a
// position another thread is busy with searches its other moves first, and comes back to it
// last, when its result is likely in the table. Threads so spread over the tree without split
// points; a lost or stale mark costs only speed, never a value.
class SearchesInProgress {
public:
    SearchesInProgress() : m_slots(std::make_unique<Slots>()) { }

    static std::uint64_t keyOf(Bitboard player, Bitboard opponent)
    {
        const std::uint64_t key = (player * 0x9E3779B97F4A7C15ULL) ^ (opponent * 0xC2B2AE3D27D4EB4FULL);
        return key | 1; // 0 marks a free slot
    }

    bool contains(std::uint64_t key) const
    {
        const auto& set = (*m_slots)[index(key)];
        for (const auto& slot : set)
            if (slot.load(std::memory_order_relaxed) == key)
                return true;
        return false;
    }

    void enter(std::uint64_t key)
    {
        auto& set = (*m_slots)[index(key)];
        for (auto& slot : set) {
            std::uint64_t expected = 0;
            if (slot.compare_exchange_strong(expected, key, std::memory_order_relaxed))
                return;
        }
    }

    void leave(std::uint64_t key)
    {
        auto& set = (*m_slots)[index(key)];
        for (auto& slot : set) {
            std::uint64_t expected = key;
            if (slot.compare_exchange_strong(expected, 0, std::memory_order_relaxed))
                return;
        }
    }

    // Marks a position for the lifetime of the mark (also when a search unwinds by exception).
    class Mark {
    public:
        Mark(SearchesInProgress* searches, std::uint64_t key) : m_searches(searches), m_key(key)
        {
            if (m_searches)
                m_searches->enter(m_key);
        }
        ~Mark()
        {
            if (m_searches)
                m_searches->leave(m_key);
        }
        Mark(const Mark&) = delete;
        Mark& operator=(const Mark&) = delete;

    private:
        SearchesInProgress* m_searches;
        std::uint64_t m_key;
    };

private:
    static constexpr std::size_t kSets = 1 << 14;
    static constexpr std::size_t kWays = 4;
    using Slots = std::array<std::array<std::atomic<std::uint64_t>, kWays>, kSets>;

    static std::size_t index(std::uint64_t key) { return static_cast<std::size_t>(key >> 50) & (kSets - 1); }

    std::unique_ptr<Slots> m_slots;
};

} // namespace othello::best
