#pragma once

#include "TableStats.h"
#include "engine/search/Bound.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace othello {

// The course report's transposition table, as its program behaves: one table per side to move,
// each a map from the whole position to a value and its bound (no depth, no move, no
// collisions), emptied whole when a store finds it holding more than 2^18 entries. The engine's
// TranspositionTable cannot play this part: it is fixed in size, bucketed and keyed by the
// mover's and opponent's discs only. Values are from the side to move's point of view, except
// Scout's (Black's, as its search keeps them).
class CourseTable {
public:
    static constexpr std::size_t kWipeAbove = std::size_t(1) << 18; // the report's 262,144

    struct Entry {
        std::uint64_t player = 0; // 0 with opponent 0: a free slot (no position has no discs)
        std::uint64_t opponent = 0;
        std::int8_t value = 0;
        Bound bound = Bound::Exact;
    };
    static_assert(sizeof(Entry) == kTableEntryBytes);
    // The most both sides' slot arrays take: 2^18 + 1 entries fit in 2^19 slots each.
    static constexpr std::size_t kMaxBytes = 2 * (kWipeAbove * 2) * sizeof(Entry);

    // wipeAbove: the report's limit; tests pass a smaller one to see wipes in small searches.
    explicit CourseTable(std::size_t wipeAbove = kWipeAbove);

    // Looks the position up in the side's table, counting the probe.
    const Entry* probe(bool blackToMove, std::uint64_t player, std::uint64_t opponent)
    {
        ++m_stats.probes;
        const Entry* entry = m_sides[blackToMove].find(player, opponent);
        if (!entry) {
            ++m_stats.misses;
            return nullptr;
        }
        ++m_hitsByBound[static_cast<int>(entry->bound)];
        return entry;
    }
    void countCutoff() { ++m_stats.cutoffs; }
    // Empties the side's table when it holds more than wipeAbove entries, then inserts or
    // overwrites the position's entry.
    void store(bool blackToMove, std::uint64_t player, std::uint64_t opponent, int value, Bound bound);

    TableStats stats() const;
    // Bytes the slot arrays of both sides take now (each at most 2^19 slots of 24 bytes).
    std::size_t allocatedBytes() const;

private:
    // An open-addressing map of positions (linear probing), grown by doubling so that at most
    // 9/16 of its slots are full (2^18 + 1 entries fit in 2^19 slots); emptying keeps its slots.
    class PositionMap {
    public:
        const Entry* find(std::uint64_t player, std::uint64_t opponent) const
        {
            for (std::size_t i = slotOf(player, opponent);; i = (i + 1) & m_mask) {
                const Entry& slot = m_slots[i];
                if (slot.player == player && slot.opponent == opponent)
                    return &slot;
                if ((slot.player | slot.opponent) == 0)
                    return nullptr;
            }
        }
        // Returns whether the position is new.
        bool insertOrAssign(std::uint64_t player, std::uint64_t opponent, int value, Bound bound);
        void clear();
        std::size_t size() const { return m_size; }
        std::size_t slotCount() const { return m_slots.size(); }

    private:
        static constexpr std::size_t kFirstSlots = 1024;

        // The top bits of a multiply-xorshift mix: every disc moves them, so runs of full slots stay
        // short.
        std::size_t slotOf(std::uint64_t player, std::uint64_t opponent) const
        {
            std::uint64_t h = player * 0x9E3779B97F4A7C15ULL ^ opponent * 0xC2B2AE3D27D4EB4FULL;
            h ^= h >> 29;
            h *= 0xBF58476D1CE4E5B9ULL;
            return static_cast<std::size_t>(h >> m_shift);
        }
        Entry* slotFor(std::uint64_t player, std::uint64_t opponent);
        void grow();

        std::vector<Entry> m_slots = std::vector<Entry>(kFirstSlots);
        std::size_t m_mask = kFirstSlots - 1;
        int m_shift = 64 - std::countr_zero(kFirstSlots);
        std::size_t m_size = 0;
    };

    std::size_t m_wipeAbove;
    PositionMap m_sides[2]; // [blackToMove]
    std::uint64_t m_peakUsed = 0;
    TableStats m_stats;
    std::uint64_t m_hitsByBound[3] = {}; // indexed by Bound
};

} // namespace othello
