#pragma once

#include "SharedTranspositionTable.h"
#include "TableEntry.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace othello::best {

// A small table of one search thread's own, for the nodes nearest the leaves. Most of the
// shared table's probes are made there, and with tens of MiB probed at random nearly every one
// waited for main memory; a table of about 1 MiB stays in the core's own cache and needs no
// atomics (BENCHMARKS.md, issue 39). One entry a slot, the newest kept; exact results only (the
// solver forgets a selective search's few results this near the leaves). Its entries are lost
// when the search ends: the shared table keeps what is worth sharing, higher up.
template <int N> class ThreadTranspositionTable {
public:
    using Hit = SharedTranspositionTable::Hit;

    // A table of the largest power-of-two number of entries that fits in `bytes`.
    explicit ThreadTranspositionTable(std::size_t bytes)
    {
        const std::size_t entries = std::bit_floor(std::max<std::size_t>(bytes / (L::kWords * 8), 2));
        m_words.assign(entries * L::kWords, 0);
        m_shift = 64 - std::countr_zero(entries);
    }

    void prefetch(Bitboard player, Bitboard opponent) const { __builtin_prefetch(slot(player, opponent)); }

    bool probe(Bitboard player, Bitboard opponent, Hit& hit) const
    {
        const std::uint64_t* words = slot(player, opponent);
        if (!L::matches(words, player, opponent))
            return false; // an empty slot matches only the empty board, which is never searched
        const entry::Packed data = L::unpack(words);
        hit = {data.lower, data.upper, data.move, 0};
        return true;
    }

    // Records that the mover's score lies in [lower, upper] (an exact search's bounds).
    void store(Bitboard player, Bitboard opponent, int empties, int lower, int upper, int move)
    {
        std::uint64_t* words = slot(player, opponent);
        if (L::matches(words, player, opponent)) {
            // Both bound the same score: keep their intersection.
            const entry::Packed old = L::unpack(words);
            lower = std::max(lower, old.lower);
            upper = std::min(upper, old.upper);
            if (move == SharedTranspositionTable::kNoMove)
                move = old.move;
        }
        L::pack(words, player, opponent, {lower, upper, move, empties, 1, 0});
    }

private:
    using L = entry::Layout<N>;

    std::size_t offset(Bitboard player, Bitboard opponent) const
    {
        return L::kWords * static_cast<std::size_t>(SharedTranspositionTable::hash(player, opponent) >> m_shift);
    }
    const std::uint64_t* slot(Bitboard player, Bitboard opponent) const { return &m_words[offset(player, opponent)]; }
    std::uint64_t* slot(Bitboard player, Bitboard opponent) { return &m_words[offset(player, opponent)]; }

    std::vector<std::uint64_t> m_words;
    int m_shift = 63; // 64 - log2(entries)
};

} // namespace othello::best
