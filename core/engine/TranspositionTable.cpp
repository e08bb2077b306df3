#include "TranspositionTable.h"

#include <algorithm>
#include <bit>

namespace othello {

TranspositionTable::TranspositionTable(std::size_t megabytes)
{
    const std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
    const std::size_t buckets = std::bit_floor(std::max<std::size_t>(bytes / (2 * sizeof(Entry)), 1));
    m_entries = LargeArray<Entry>(buckets * 2);
    m_bucketMask = buckets - 1;
}

void TranspositionTable::clear()
{
    if (++m_generation == 0) {
        std::fill(m_entries.begin(), m_entries.end(), Entry{});
        m_generation = 1;
    }
}

void TranspositionTable::store(std::uint64_t player, std::uint64_t opponent, int value, Bound bound,
                               int bestMove, int empties)
{
    Entry* bucket = &m_entries[index(player, opponent)];
    Entry* slot = nullptr;
    for (int i = 0; i < 2 && !slot; ++i)
        if (bucket[i].generation == m_generation && bucket[i].player == player && bucket[i].opponent == opponent)
            slot = &bucket[i];
    if (!slot) {
        // Prefer a slot from an older search, then the one holding the smaller subtree.
        const auto stale = [&](const Entry& e) { return e.generation != m_generation; };
        if (stale(bucket[0]) || stale(bucket[1]))
            slot = stale(bucket[0]) ? &bucket[0] : &bucket[1];
        else
            slot = bucket[0].empties <= bucket[1].empties ? &bucket[0] : &bucket[1];
    }
    slot->player = player;
    slot->opponent = opponent;
    slot->value = static_cast<std::int8_t>(value);
    slot->bound = bound;
    slot->bestMove = static_cast<std::uint8_t>(bestMove < 0 ? 0xFF : bestMove);
    slot->empties = static_cast<std::uint8_t>(empties);
    slot->generation = m_generation;
}

} // namespace othello
