#pragma once

#include "engine/board/MoveGeneration.h"
#include "engine/search/Bound.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace othello::depth {

// A small table of its own, keyed by the exact position and the remaining depth: an entry is
// used only at the depth it was searched to, so a search with the table finds exactly the
// values of the search without it.
class DepthTable {
public:
    using Bitboard = bits::Bitboard;

    struct Entry {
        Bitboard player = 0;
        Bitboard opponent = 0;
        int value = 0;
        std::int16_t depth = -1;
        Bound bound = Bound::Exact;
        std::uint8_t move = 0xff;
    };
    explicit DepthTable(std::size_t entries) : m_entries(std::bit_ceil(std::max<std::size_t>(entries, 1024))) { }

    const Entry* probe(Bitboard player, Bitboard opponent) const
    {
        const Entry& entry = m_entries[index(player, opponent)];
        return entry.depth >= 0 && entry.player == player && entry.opponent == opponent ? &entry : nullptr;
    }
    void store(Bitboard player, Bitboard opponent, int value, int depth, Bound bound, int move)
    {
        m_entries[index(player, opponent)] = {
            player, opponent, value, static_cast<std::int16_t>(depth), bound, static_cast<std::uint8_t>(move)};
    }

private:
    std::size_t index(Bitboard player, Bitboard opponent) const
    {
        std::uint64_t h = player * 0x9E3779B97F4A7C15ull ^ (opponent + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
        h ^= h >> 31;
        return static_cast<std::size_t>(h) & (m_entries.size() - 1);
    }
    std::vector<Entry> m_entries;
};

} // namespace othello::depth
