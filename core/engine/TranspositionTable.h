#pragma once

#include <cstddef>
#include <cstdint>
#include "LargeArray.h"

namespace othello {

enum class Bound : std::uint8_t { Exact, Lower, Upper };

// A fixed-size table of search results keyed by the full position (mover's and opponent's
// discs), so a hash collision is never taken for a hit. Values are from the mover's point of
// view. Entries live in buckets of two: a hit in either counts; a new entry replaces the
// bucket's entry of an older search first, then the one with the smaller subtree (fewer
// empties). Memory never grows past the size given at construction.
class TranspositionTable {
public:
    struct Entry {
        std::uint64_t player = 0;
        std::uint64_t opponent = 0;
        std::int8_t value = 0;
        Bound bound = Bound::Exact;
        std::uint8_t bestMove = 0xFF; // 0xFF: none
        std::uint8_t empties = 0;
        std::uint8_t generation = 0;  // 0: the slot is empty
    };

    // The largest power-of-two number of buckets that fits in `megabytes` MiB (at least one).
    explicit TranspositionTable(std::size_t megabytes);

    static std::size_t bytesPerEntry() { return sizeof(Entry); }
    std::size_t entryCount() const { return m_entries.size(); }
    std::size_t bytes() const { return m_entries.size() * sizeof(Entry); }

    // Forgets everything (cheaply: a new generation; a full wipe every 255 searches).
    void clear();

    const Entry* probe(std::uint64_t player, std::uint64_t opponent) const
    {
        const Entry* bucket = &m_entries[index(player, opponent)];
        for (int i = 0; i < 2; ++i)
            if (bucket[i].generation == m_generation && bucket[i].player == player &&
                bucket[i].opponent == opponent)
                return &bucket[i];
        return nullptr;
    }

    void store(std::uint64_t player, std::uint64_t opponent, int value, Bound bound, int bestMove,
               int empties);

private:
    std::size_t index(std::uint64_t player, std::uint64_t opponent) const
    {
        // A multiply-xorshift mix of both words: cheap, and every bit of the key moves the index.
        std::uint64_t h = player * 0x9E3779B97F4A7C15ULL ^ (opponent + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
        h ^= h >> 29;
        return static_cast<std::size_t>(h & m_bucketMask) * 2;
    }

    LargeArray<Entry> m_entries;
    std::uint64_t m_bucketMask = 0;
    std::uint8_t m_generation = 1;
};

} // namespace othello
