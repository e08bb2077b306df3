#include "CourseTable.h"

#include <algorithm>

namespace othello {

CourseTable::CourseTable(std::size_t wipeAbove) : m_wipeAbove(wipeAbove) { }

void CourseTable::store(bool blackToMove, std::uint64_t player, std::uint64_t opponent, int value, Bound bound)
{
    PositionMap& side = m_sides[blackToMove];
    if (side.size() > m_wipeAbove) {
        side.clear();
        ++m_stats.wipes;
    }
    side.insertOrAssign(player, opponent, value, bound);
    ++m_stats.stores;
    m_peakUsed = std::max<std::uint64_t>(m_peakUsed, m_sides[0].size() + m_sides[1].size());
}

TableStats CourseTable::stats() const
{
    TableStats s = m_stats;
    s.capacity = 2 * (m_wipeAbove + 1); // the most both sides may hold at once
    s.used = m_sides[0].size() + m_sides[1].size();
    s.peakUsed = m_peakUsed;
    s.hitsExact = m_hitsByBound[static_cast<int>(Bound::Exact)];
    s.hitsLower = m_hitsByBound[static_cast<int>(Bound::Lower)];
    s.hitsUpper = m_hitsByBound[static_cast<int>(Bound::Upper)];
    return s;
}

std::size_t CourseTable::allocatedBytes() const
{
    return (m_sides[0].slotCount() + m_sides[1].slotCount()) * sizeof(Entry);
}

bool CourseTable::PositionMap::insertOrAssign(std::uint64_t player, std::uint64_t opponent, int value, Bound bound)
{
    if (16 * (m_size + 1) > 9 * m_slots.size())
        grow();
    Entry* slot = slotFor(player, opponent);
    const bool fresh = (slot->player | slot->opponent) == 0;
    m_size += fresh;
    *slot = {player, opponent, static_cast<std::int8_t>(value), bound};
    return fresh;
}

CourseTable::Entry* CourseTable::PositionMap::slotFor(std::uint64_t player, std::uint64_t opponent)
{
    for (std::size_t i = slotOf(player, opponent);; i = (i + 1) & m_mask) {
        Entry& slot = m_slots[i];
        if ((slot.player == player && slot.opponent == opponent) || (slot.player | slot.opponent) == 0)
            return &slot;
    }
}

void CourseTable::PositionMap::clear()
{
    std::fill(m_slots.begin(), m_slots.end(), Entry{});
    m_size = 0;
}

void CourseTable::PositionMap::grow()
{
    std::vector<Entry> old(m_slots.size() * 2);
    old.swap(m_slots);
    m_mask = m_slots.size() - 1;
    m_shift = 64 - std::countr_zero(m_slots.size());
    for (const Entry& entry : old)
        if ((entry.player | entry.opponent) != 0)
            *slotFor(entry.player, entry.opponent) = entry;
}

} // namespace othello
