#pragma once

#include "Rules.h"

#include "engine/table/LargeArray.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace othello::best {

// The solver's transposition table, shared by all search threads without locks on the read
// path. Every value of an exact solve is a true bound on the game value, whatever window it was
// searched with, so an entry keeps a lower and an upper bound and new results narrow them.
//
// A bucket is one cache line: a sequence counter and three entries. Writers take the bucket by
// making the counter odd (and skip the store if another thread holds it: a table may forget);
// readers retry nothing and treat a bucket that changed under them as a miss, so a torn entry
// is never used. Keys are the full (player, opponent) words. Up to 6x6 the entry's data lives in
// the bits above the board's area of those words, so an entry is two words and a bucket holds
// three; an 8x8 position fills both words, so its entry has a third word of data and a bucket
// holds two. The probes and stores of a solve all use its board size N.
//
// A selective search (ProbCut, EndgameSearch) stores what it found marked with its level: its
// bounds hold only for searches of that level, and for an exact search the entry is a move to
// try first, never a bound. An exact result replaces a selective one; a selective result never
// replaces an exact one.
class SharedTranspositionTable {
public:
    static constexpr int kNoMove = 64;

    // Levels of selectivity: 0 exact, 1..kMaxLevel selective.
    static constexpr int kMaxLevel = 7;

    struct Hit {
        int lower = 0;
        int upper = 0;
        int move = kNoMove;
        int level = 0; // the search's that stored it: 0 exact

        // Whether a search of `searchLevel` may use the bounds (every search may use the move).
        bool boundsHoldFor(int searchLevel) const { return level == 0 || level == searchLevel; }
    };

    // A position's hash: its high bits index the tables.
    static std::uint64_t hash(Bitboard player, Bitboard opponent)
    {
        return (player ^ (opponent * 0x9E3779B97F4A7C15ULL)) * 0xD6E8FEB86659FD93ULL;
    }

    // The largest power-of-two number of buckets that fits in `megabytes` MiB (at least one).
    explicit SharedTranspositionTable(std::size_t megabytes);

    // A table for one solve, new-search started. Allocating and clearing a large table costs
    // tens of milliseconds, so one table is kept between solves and lent to the next solve of
    // the same size; a solve that finds it busy (solves in parallel) or of another size gets its
    // own (the kept one is freed first when idle, so at most one idle table stays in memory).
    static std::shared_ptr<SharedTranspositionTable> forSolve(std::size_t megabytes, bool useOlder);

    std::size_t bytes() const { return m_bucketCount * sizeof(Bucket); }

    // Starts a new solve. Entries of earlier solves are replaced first; they stay true bounds
    // (a position's value does not depend on the root), so probes use them when `useOlder`,
    // else they count as misses and the solve behaves as with an empty table. Not to be called
    // while a search uses the table.
    void newSearch(bool useOlder);

    // Starts loading the position's bucket, so a probe soon after does not wait for memory.
    void prefetch(Bitboard player, Bitboard opponent) const
    {
        __builtin_prefetch(&m_buckets[m_bucketCount == 1 ? 0 : indexOf(player, opponent)]);
    }
    template <int N> bool probe(Bitboard player, Bitboard opponent, Hit& hit) const;
    // Records that the mover's score lies in [lower, upper], best move `move` (kNoMove: none),
    // as a search of selectivity `level` found (0: exact, a true bound).
    template <int N>
    void store(Bitboard player, Bitboard opponent, int empties, int lower, int upper, int move, int level = 0);

private:
    static constexpr unsigned kGenerationMask = 127;
    static constexpr int kBucketWords = 6;

    struct alignas(64) Bucket {
        std::atomic<std::uint32_t> sequence{0};
        std::atomic<std::uint64_t> words[kBucketWords]{};
    };

    std::size_t indexOf(Bitboard player, Bitboard opponent) const
    {
        return static_cast<std::size_t>(hash(player, opponent) >> m_indexShift);
    }

    LargeArray<Bucket> m_buckets;
    std::size_t m_megabytes = 0;
    std::size_t m_bucketCount = 1;
    int m_indexShift = 63;
    unsigned m_generation = 1; // 0 marks no solve: an empty slot
    bool m_useOlder = false;
};

} // namespace othello::best
