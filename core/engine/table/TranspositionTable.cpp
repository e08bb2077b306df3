#include "TranspositionTable.h"

#include <algorithm>
#include <array>
#include <bit>

namespace othello {

namespace {

// Zobrist keys folded per byte: the XOR of the keys of the set bits of each byte value at each of
// the 16 byte positions of (player, opponent), so a hash is 16 lookups instead of one per disc.
struct ZobristBytes {
    std::array<std::array<std::uint64_t, 256>, 16> table{};
    ZobristBytes()
    {
        std::uint64_t state = 0x2545F4914F6CDD1DULL; // fixed: every run hashes alike
        std::array<std::uint64_t, 128> keys{};       // 64 squares x (player, opponent)
        for (auto& key : keys) {
            state += 0x9E3779B97F4A7C15ULL; // splitmix64
            std::uint64_t z = state;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            key = z ^ (z >> 31);
        }
        for (int position = 0; position < 16; ++position)
            for (int value = 0; value < 256; ++value)
                for (int bit = 0; bit < 8; ++bit)
                    if (value >> bit & 1)
                        table[position][value] ^= keys[position * 8 + bit];
    }
};

const ZobristBytes& zobristBytes()
{
    static const ZobristBytes bytes;
    return bytes;
}

} // namespace

std::uint64_t zobristHash(std::uint64_t player, std::uint64_t opponent)
{
    const auto& table = zobristBytes().table;
    std::uint64_t h = 0;
    for (int i = 0; i < 8; ++i)
        h ^= table[i][(player >> (8 * i)) & 0xFF] ^ table[8 + i][(opponent >> (8 * i)) & 0xFF];
    return h;
}

BucketCount BucketCount::inMegabytes(std::size_t megabytes)
{
    return {
        std::bit_floor(std::max<std::size_t>((std::max<std::size_t>(megabytes, 1) << 20) / (2 * kTableEntryBytes), 1))};
}

BucketCount BucketCount::forEntries(std::size_t entries)
{
    return {std::bit_floor(std::max<std::size_t>(entries / 2, 1))};
}

template <class Entry> BucketTable<Entry>::BucketTable(BucketCount count, TableHash hash)
    : m_entries(count.buckets * 2), m_bucketMask(count.buckets - 1), m_hash(hash), m_nextHash(hash)
{
    zobristBytes(); // built now, not in the middle of a timed search
}

template <class Entry> void BucketTable<Entry>::clear()
{
    if (++m_generation == 0) {
        std::fill(m_entries.begin(), m_entries.end(), Entry{});
        m_generation = 1;
    }
    m_used = 0;
}

template <class Entry> void BucketTable<Entry>::startSearch(int rootDepth)
{
    m_hash = m_nextHash;
    clear();
    m_stats = {};
    std::fill(std::begin(m_hitsByBound), std::end(m_hitsByBound), 0);
    m_rootDepth = rootDepth;
    m_random = m_policy.seed;
}

template <class Entry> void BucketTable<Entry>::wipe()
{
    clear();
    ++m_stats.wipes;
}

template <class Entry> bool BucketTable<Entry>::randomlyDeclines()
{
    if (m_policy.probability >= 1)
        return false;
    m_random += 0x9E3779B97F4A7C15ULL; // splitmix64: the same seed makes the same choices
    std::uint64_t z = m_random;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return double(z >> 11) * 0x1.0p-53 >= m_policy.probability;
}

// The slot a new position goes to, or null when the policy keeps what is there.
template <class Entry> Entry* BucketTable<Entry>::chooseSlot(Entry* bucket, std::uint64_t h, int depth)
{
    const auto stale = [&](const Entry& e) { return e.generation != m_generation; };
    switch (m_policy.kind) {
    case TablePolicyKind::AlwaysReplace:
        return &bucket[slotOf(h)];
    case TablePolicyKind::DepthPreferred: {
        Entry* slot = &bucket[slotOf(h)];
        return stale(*slot) || slot->depth <= depth ? slot : nullptr;
    }
    case TablePolicyKind::TwoTier:
        if (stale(bucket[0]) || bucket[0].depth <= depth) {
            if (!stale(bucket[0])) { // the deep slot's loser moves to the always-replace slot
                if (stale(bucket[1]))
                    ++m_used;
                else
                    ++m_stats.overwrites;
                bucket[1] = bucket[0];
                bucket[0].generation = 0; // now free: the new entry is counted as filling it
                --m_used;
            }
            return &bucket[0];
        }
        return &bucket[1];
    case TablePolicyKind::StoreAll: {
        const std::uint64_t cap = m_policy.limit ? m_policy.limit : m_entries.size();
        if (m_used >= cap)
            return nullptr;
        return stale(bucket[0]) ? &bucket[0] : stale(bucket[1]) ? &bucket[1] : nullptr;
    }
    default:
        // Prefer a slot from an older search, then the one holding the smaller subtree.
        if (stale(bucket[0]) || stale(bucket[1]))
            return stale(bucket[0]) ? &bucket[0] : &bucket[1];
        return bucket[0].depth <= bucket[1].depth ? &bucket[0] : &bucket[1];
    }
}

template <class Entry> void BucketTable<Entry>::store(std::uint64_t player, std::uint64_t opponent, int value,
                                                      Bound bound, int bestMove, int depth)
{
    switch (m_policy.kind) {
    case TablePolicyKind::ExactOnly:
        if (bound != Bound::Exact) {
            ++m_stats.declined;
            return;
        }
        break;
    case TablePolicyKind::ToDepth:
        if (static_cast<std::uint64_t>(std::max(m_rootDepth - depth, 0)) > m_policy.limit) {
            ++m_stats.declined;
            return;
        }
        break;
    case TablePolicyKind::Probability:
        if (randomlyDeclines()) {
            ++m_stats.declined;
            return;
        }
        break;
    default:
        break;
    }
    const std::uint64_t h = hashOf(player, opponent);
    Entry* bucket = &m_entries[bucketOf(h)];
    Entry* slot = nullptr;
    for (int i = 0; i < 2 && !slot; ++i)
        if (bucket[i].generation == m_generation && bucket[i].player == player && bucket[i].opponent == opponent)
            slot = &bucket[i];
    if (!slot) {
        // The default placement inline (most searches use it); the other policies' choices are
        // out of line.
        if (m_policy.kind == TablePolicyKind::Default || m_policy.kind == TablePolicyKind::ExactOnly) [[likely]] {
            const auto stale = [&](const Entry& e) { return e.generation != m_generation; };
            slot = stale(bucket[0])                  ? &bucket[0]
                : stale(bucket[1])                   ? &bucket[1]
                : bucket[0].depth <= bucket[1].depth ? &bucket[0]
                                                     : &bucket[1];
        } else {
            slot = chooseSlot(bucket, h, depth);
        }
        if (!slot) {
            ++m_stats.declined;
            return;
        }
        // Without branches: whether a slot was free is close to a coin toss once the table fills.
        const bool fresh = slot->generation != m_generation;
        m_stats.overwrites += !fresh;
        m_used += fresh;
        m_stats.peakUsed = std::max(m_stats.peakUsed, m_used);
    }
    slot->player = player;
    slot->opponent = opponent;
    slot->value = static_cast<decltype(Entry::value)>(value);
    slot->bound = bound;
    slot->bestMove = static_cast<std::uint8_t>(bestMove < 0 ? 0xFF : bestMove);
    slot->depth = static_cast<std::uint8_t>(depth);
    slot->generation = m_generation;
    ++m_stats.stores;
    if (m_policy.kind == TablePolicyKind::Wipe && m_used > m_policy.limit)
        wipe();
}

template class BucketTable<ExactEntry>;
template class BucketTable<DepthEntry>;

} // namespace othello
