#pragma once

#include "LargeArray.h"
#include "TablePolicy.h"
#include "TableStats.h"
#include "engine/search/Bound.h"

#include <cstddef>
#include <cstdint>

namespace othello {

// XOR of a random key per (square, mover's or opponent's disc), from a fixed seed.
std::uint64_t zobristHash(std::uint64_t player, std::uint64_t opponent);

// A fixed-size table of search results keyed by the full position (mover's and opponent's
// discs), so a hash collision is never taken for a hit. Values are from the mover's point of
// view. Entries live in buckets of two; which entry a store replaces is the policy's choice
// (TablePolicy.h), by default: the same position, else an entry of an older search, else the one
// with the smaller subtree (fewer empties). Memory never grows past the size given at
// construction. It counts what it does (TableStats): a few increments next to a cache miss.
class TranspositionTable {
public:
    struct Entry {
        std::uint64_t player = 0;
        std::uint64_t opponent = 0;
        std::int8_t value = 0;
        Bound bound = Bound::Exact;
        std::uint8_t bestMove = 0xFF; // 0xFF: none
        std::uint8_t empties = 0;
        std::uint8_t generation = 0; // 0: the slot is empty
    };

    static_assert(sizeof(Entry) == kTableEntryBytes);

    // The largest power-of-two number of buckets that fits in `megabytes` MiB (at least one).
    explicit TranspositionTable(std::size_t megabytes, TableHash hash = TableHash::Mix);
    // The largest power-of-two number of entries (at least two) not above `entries`.
    static TranspositionTable withEntries(std::size_t entries, TableHash hash = TableHash::Mix);

    static std::size_t bytesPerEntry() { return sizeof(Entry); }
    std::size_t entryCount() const { return m_entries.size(); }
    std::size_t bytes() const { return m_entries.size() * sizeof(Entry); }

    // Takes effect at the next startSearch() (entries placed by another hash would be lost).
    void setPolicy(const TablePolicy& policy, TableHash hash)
    {
        m_policy = policy;
        m_nextHash = hash;
    }
    const TablePolicy& policy() const { return m_policy; }
    TableHash hash() const { return m_hash; }

    // Forgets everything (cheaply: a new generation; a full wipe every 255 searches).
    void clear();
    // Forgets everything and starts counting afresh; `rootEmpties` places depth:D.
    void startSearch(int rootEmpties);

    // Looks the position up, counting the probe.
    const Entry* probe(std::uint64_t player, std::uint64_t opponent)
    {
        ++m_stats.probes;
        const std::uint64_t h = hashOf(player, opponent);
        const Entry* bucket = &m_entries[bucketOf(h)];
        bool collided = false;
        for (int i = 0; i < 2; ++i) {
            const Entry& e = bucket[i];
            if (e.generation != m_generation)
                continue;
            if (e.player == player && e.opponent == opponent) {
                m_stats.collisions += collided;
                ++m_hitsByBound[static_cast<int>(e.bound)]; // no branch on the bound: it varies at random
                return &e;
            }
            // A hash-only table would have stopped at this other position's entry.
            collided = collided || hashOf(e.player, e.opponent) == h;
        }
        m_stats.collisions += collided;
        ++m_stats.misses;
        return nullptr;
    }
    // Looks the position up without counting (for a search's own bookkeeping).
    const Entry* peek(std::uint64_t player, std::uint64_t opponent) const
    {
        const Entry* bucket = &m_entries[bucketOf(hashOf(player, opponent))];
        for (int i = 0; i < 2; ++i)
            if (bucket[i].generation == m_generation && bucket[i].player == player && bucket[i].opponent == opponent)
                return &bucket[i];
        return nullptr;
    }
    void countCutoff() { ++m_stats.cutoffs; }
    // Starts loading the position's bucket into the cache (a bucket may straddle two lines).
    void prefetch(std::uint64_t player, std::uint64_t opponent) const
    {
        const Entry* bucket = &m_entries[bucketOf(hashOf(player, opponent))];
        __builtin_prefetch(bucket);
        __builtin_prefetch(bucket + 1);
    }

    void store(std::uint64_t player, std::uint64_t opponent, int value, Bound bound, int bestMove, int empties);

    // This search's counts so far.
    TableStats stats() const
    {
        TableStats s = m_stats;
        s.capacity = m_entries.size();
        s.used = m_used;
        s.hitsExact = m_hitsByBound[static_cast<int>(Bound::Exact)];
        s.hitsLower = m_hitsByBound[static_cast<int>(Bound::Lower)];
        s.hitsUpper = m_hitsByBound[static_cast<int>(Bound::Upper)];
        return s;
    }

private:
    TranspositionTable(std::size_t buckets, TableHash hash, int);

    std::uint64_t hashOf(std::uint64_t player, std::uint64_t opponent) const
    {
        switch (m_hash) {
        case TableHash::Mix:
            break;
        case TableHash::Zobrist:
            return zobristHash(player, opponent);
        case TableHash::Xor:
            return player ^ opponent;
        }
        // A multiply-xorshift mix of both words: cheap, and every bit of the key moves the index.
        std::uint64_t h = player * 0x9E3779B97F4A7C15ULL ^ (opponent + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
        h ^= h >> 29;
        return h;
    }
    // The placement bits of a hash: the naive XOR hash is spread first, so its collisions (not
    // its clustering in a few buckets) are what it shows.
    std::uint64_t placementOf(std::uint64_t h) const
    {
        if (m_hash == TableHash::Xor) {
            h *= 0x9E3779B97F4A7C15ULL;
            h ^= h >> 31;
        }
        return h;
    }
    std::size_t bucketOf(std::uint64_t h) const { return static_cast<std::size_t>(placementOf(h) & m_bucketMask) * 2; }
    // The one slot of a position in the policies that keep one slot per position.
    int slotOf(std::uint64_t h) const { return static_cast<int>(placementOf(h) >> 63); }

    Entry* chooseSlot(Entry* bucket, std::uint64_t h, int empties);
    void wipe();
    bool randomlyDeclines();

    LargeArray<Entry> m_entries;
    std::uint64_t m_bucketMask = 0;
    std::uint8_t m_generation = 1;
    TablePolicy m_policy;
    TableHash m_hash = TableHash::Mix;
    TableHash m_nextHash = TableHash::Mix;
    int m_rootEmpties = 0;
    std::uint64_t m_random = 0;
    std::uint64_t m_used = 0;
    TableStats m_stats;
    std::uint64_t m_hitsByBound[3] = {}; // indexed by Bound
};

} // namespace othello
