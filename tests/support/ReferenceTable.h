#pragma once

// A plain model of the transposition table and its policies, written from the table of policies
// in docs/tables.md rather than from TranspositionTable.cpp: a std::map of buckets of two optional
// slots, one function per rule. Slow and obviously correct; tst_table_reference compares the real
// table's counts and statistics with it.

#include "engine/table/TablePolicy.h"
#include "engine/table/TableStats.h"
#include "engine/table/TranspositionTable.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>

namespace othello::testing {

struct ReferenceEntry {
    std::uint64_t player = 0;
    std::uint64_t opponent = 0;
    int value = 0;
    Bound bound = Bound::Exact;
    int empties = 0;
};

class ReferenceTable {
public:
    // `entries`: a power of two, as TranspositionTable::withEntries(entries) makes it.
    ReferenceTable(std::uint64_t entries, TablePolicy policy, TableHash hash, int rootEmpties)
        : m_buckets(entries / 2), m_policy(policy), m_hash(hash), m_rootEmpties(rootEmpties), m_random(policy.seed)
    {
        m_stats.capacity = entries;
    }

    std::optional<ReferenceEntry> probe(std::uint64_t player, std::uint64_t opponent)
    {
        ++m_stats.probes;
        const std::uint64_t h = hashOf(player, opponent);
        const Bucket& bucket = m_table[bucketOf(h)];
        // A table keeping only hashes takes the first slot whose hash matches.
        for (const auto& slot : bucket)
            if (slot && hashOf(slot->player, slot->opponent) == h) {
                if (!(slot->player == player && slot->opponent == opponent))
                    ++m_stats.collisions;
                break;
            }
        const std::optional<ReferenceEntry> found = peek(player, opponent);
        if (!found) {
            ++m_stats.misses;
            return found;
        }
        switch (found->bound) {
        case Bound::Exact:
            ++m_stats.hitsExact;
            break;
        case Bound::Lower:
            ++m_stats.hitsLower;
            break;
        case Bound::Upper:
            ++m_stats.hitsUpper;
            break;
        }
        return found;
    }

    std::optional<ReferenceEntry> peek(std::uint64_t player, std::uint64_t opponent) const
    {
        const auto bucket = m_table.find(bucketOf(hashOf(player, opponent)));
        if (bucket != m_table.end())
            for (const auto& slot : bucket->second)
                if (slot && slot->player == player && slot->opponent == opponent)
                    return slot;
        return std::nullopt;
    }

    void countCutoff() { ++m_stats.cutoffs; }

    void store(const ReferenceEntry& entry)
    {
        if (policyRefuses(entry)) {
            ++m_stats.declined;
            return;
        }
        const std::uint64_t h = hashOf(entry.player, entry.opponent);
        Bucket& bucket = m_table[bucketOf(h)];
        if (!write(bucket, h, entry)) {
            ++m_stats.declined;
            return;
        }
        ++m_stats.stores;
        m_stats.peakUsed = std::max(m_stats.peakUsed, m_used);
        if (m_policy.kind == TablePolicyKind::Wipe && m_used > m_policy.limit) {
            m_table.clear();
            m_used = 0;
            ++m_stats.wipes;
        }
    }

    TableStats stats() const
    {
        TableStats s = m_stats;
        s.used = m_used;
        return s;
    }

private:
    using Bucket = std::array<std::optional<ReferenceEntry>, 2>;

    // Filters that look at the entry alone, before any slot.
    bool policyRefuses(const ReferenceEntry& entry)
    {
        switch (m_policy.kind) {
        case TablePolicyKind::ExactOnly:
            return entry.bound != Bound::Exact;
        case TablePolicyKind::ToDepth:
            return m_rootEmpties - entry.empties > int(m_policy.limit);
        case TablePolicyKind::Probability:
            return m_policy.probability < 1 && nextUniform() >= m_policy.probability;
        default:
            return false;
        }
    }

    // Writes the entry into the bucket by the policy's rule; false when the policy keeps what is there.
    bool write(Bucket& bucket, std::uint64_t h, const ReferenceEntry& entry)
    {
        for (auto& slot : bucket)
            if (slot && slot->player == entry.player && slot->opponent == entry.opponent) {
                slot = entry; // the same position is updated where it is
                return true;
            }
        switch (m_policy.kind) {
        case TablePolicyKind::AlwaysReplace:
            place(bucket[homeSlot(h)], entry);
            return true;
        case TablePolicyKind::DepthPreferred: {
            auto& home = bucket[homeSlot(h)];
            if (home && home->empties > entry.empties)
                return false; // the bigger subtree stays
            place(home, entry);
            return true;
        }
        case TablePolicyKind::TwoTier:
            if (!bucket[0] || bucket[0]->empties <= entry.empties) {
                if (!bucket[0]) {
                    place(bucket[0], entry);
                } else {
                    const ReferenceEntry loser = *bucket[0];
                    bucket[0] = entry;
                    place(bucket[1], loser);
                }
            } else {
                place(bucket[1], entry);
            }
            return true;
        case TablePolicyKind::StoreAll: {
            const std::uint64_t cap = m_policy.limit ? m_policy.limit : m_stats.capacity;
            if (m_used >= cap)
                return false;
            for (auto& slot : bucket)
                if (!slot) {
                    place(slot, entry);
                    return true;
                }
            return false; // never replaces another position
        }
        default: // an empty slot, else the one with fewer empties (the first on a tie)
            if (!bucket[0] || !bucket[1])
                place(bucket[0] ? bucket[1] : bucket[0], entry);
            else
                place(bucket[1]->empties < bucket[0]->empties ? bucket[1] : bucket[0], entry);
            return true;
        }
    }

    void place(std::optional<ReferenceEntry>& slot, const ReferenceEntry& entry)
    {
        if (slot)
            ++m_stats.overwrites;
        else
            ++m_used;
        slot = entry;
    }

    // splitmix64 from the policy's seed: a uniform number in [0, 1) per store.
    double nextUniform()
    {
        m_random += 0x9E3779B97F4A7C15ULL;
        std::uint64_t z = m_random;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        return double(z >> 11) / double(1ULL << 53);
    }

    // The three hashes as TablePolicy.h describes them.
    std::uint64_t hashOf(std::uint64_t player, std::uint64_t opponent) const
    {
        switch (m_hash) {
        case TableHash::Zobrist:
            return zobristHash(player, opponent);
        case TableHash::Xor:
            return player ^ opponent;
        case TableHash::Mix:
            break;
        }
        std::uint64_t h = player * 0x9E3779B97F4A7C15ULL ^ (opponent + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
        return h ^ (h >> 29);
    }
    // Placement: the XOR hash is spread first; the low bits pick the bucket, the top bit the home slot.
    std::uint64_t placementOf(std::uint64_t h) const
    {
        if (m_hash == TableHash::Xor) {
            h *= 0x9E3779B97F4A7C15ULL;
            h ^= h >> 31;
        }
        return h;
    }
    std::uint64_t bucketOf(std::uint64_t h) const { return placementOf(h) % m_buckets; }
    int homeSlot(std::uint64_t h) const { return int(placementOf(h) >> 63); }

    std::map<std::uint64_t, Bucket> m_table;
    std::uint64_t m_buckets;
    TablePolicy m_policy;
    TableHash m_hash;
    int m_rootEmpties;
    std::uint64_t m_random;
    std::uint64_t m_used = 0;
    TableStats m_stats;
};

} // namespace othello::testing
