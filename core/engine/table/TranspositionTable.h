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

// One slot of the table: the position, its value and what kind of bound it is, the best move
// found, the depth it stands for and the search generation that stored it.
template <class Value> struct TableEntry {
    std::uint64_t player = 0;
    std::uint64_t opponent = 0;
    Value value = 0;
    Bound bound = Bound::Exact;
    std::uint8_t bestMove = 0xFF; // 0xFF: none
    std::uint8_t depth = 0;
    std::uint8_t generation = 0; // 0: the slot is empty
};

// An exact search's entry: a value in discs; `depth` is the empty squares left, the size of the
// subtree the value stands for.
using ExactEntry = TableEntry<std::int8_t>;
static_assert(sizeof(ExactEntry) == kTableEntryBytes);

// A depth-limited search's entry: a value in evaluation units, good only at the depth it was
// searched to (`depth`, the plies left).
using DepthEntry = TableEntry<std::int32_t>;
static_assert(sizeof(DepthEntry) == kTableEntryBytes);

// How many buckets of two entries a table has: always a power of two.
struct BucketCount {
    std::size_t buckets;
    // The most that fit in `megabytes` MiB (at least one).
    static BucketCount inMegabytes(std::size_t megabytes);
    // The most whose entries (at least two) are not more than `entries`.
    static BucketCount forEntries(std::size_t entries);
};

// A fixed-size table of search results keyed by the full position (mover's and opponent's
// discs), so a hash collision is never taken for a hit. Values are from the mover's point of
// view. Entries live in buckets of two; which entry a store replaces is the policy's choice
// (TablePolicy.h), by default: the same position, else an entry of an older search, else the one
// with the smaller subtree (less depth). Memory never grows past the size given at
// construction. It counts what it does (TableStats): a few increments next to a cache miss.
// The exact searches keep ExactEntry (TranspositionTable), the depth-limited ones DepthEntry
// (DepthTable); everything else is the same table.
template <class EntryType> class BucketTable {
public:
    using Entry = EntryType;

    explicit BucketTable(BucketCount count, TableHash hash = TableHash::Mix);

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
    // Forgets everything and starts counting afresh; `rootDepth` (the root's empties or depth
    // left) places depth:D.
    void startSearch(int rootDepth);

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

    // `depth`: the empty squares left in an exact search, the plies left in a depth-limited one.
    void store(std::uint64_t player, std::uint64_t opponent, int value, Bound bound, int bestMove, int depth);

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

    Entry* chooseSlot(Entry* bucket, std::uint64_t h, int depth);
    void wipe();
    bool randomlyDeclines();

    LargeArray<Entry> m_entries;
    std::uint64_t m_bucketMask = 0;
    std::uint8_t m_generation = 1;
    TablePolicy m_policy;
    TableHash m_hash = TableHash::Mix;
    TableHash m_nextHash = TableHash::Mix;
    int m_rootDepth = 0;
    std::uint64_t m_random = 0;
    std::uint64_t m_used = 0;
    TableStats m_stats;
    std::uint64_t m_hitsByBound[3] = {}; // indexed by Bound
};

// The exact searches' table.
class TranspositionTable : public BucketTable<ExactEntry> {
public:
    // The largest power-of-two number of buckets that fits in `megabytes` MiB (at least one).
    explicit TranspositionTable(std::size_t megabytes, TableHash hash = TableHash::Mix)
        : BucketTable(BucketCount::inMegabytes(megabytes), hash)
    { }
    // The largest power-of-two number of entries (at least two) not above `entries`.
    static TranspositionTable withEntries(std::size_t entries, TableHash hash = TableHash::Mix)
    {
        return TranspositionTable(BucketCount::forEntries(entries), hash);
    }

private:
    TranspositionTable(BucketCount count, TableHash hash) : BucketTable(count, hash) { }
};

// The depth-limited searches' table.
class DepthTable : public BucketTable<DepthEntry> {
public:
    // The largest power-of-two number of entries (at least two) not above `entries`.
    explicit DepthTable(std::size_t entries, TableHash hash = TableHash::Mix)
        : BucketTable(BucketCount::forEntries(entries), hash)
    { }
};

extern template class BucketTable<ExactEntry>;
extern template class BucketTable<DepthEntry>;

} // namespace othello
