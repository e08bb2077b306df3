#include "SharedTranspositionTable.h"

#include "TableEntry.h"

#include <algorithm>
#include <bit>
#include <mutex>

namespace othello::best {

using entry::Layout;
using entry::Packed;

namespace {

// The buckets are a seqlock: relaxed word accesses ordered by fences. ThreadSanitizer does not
// model fences, so a TSan build makes every access sequentially consistent instead (the same
// protocol, slower).
#if defined(__SANITIZE_THREAD__)
constexpr auto kWordOrder = std::memory_order_seq_cst;
constexpr auto kClaimOrder = std::memory_order_seq_cst;
void fence(std::memory_order) { }
#else
constexpr auto kWordOrder = std::memory_order_relaxed;
constexpr auto kClaimOrder = std::memory_order_acquire;
void fence(std::memory_order order) { std::atomic_thread_fence(order); }
#endif

} // namespace

SharedTranspositionTable::SharedTranspositionTable(std::size_t megabytes) : m_megabytes(megabytes)
{
    const std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
    m_bucketCount = std::bit_floor(std::max<std::size_t>(bytes / sizeof(Bucket), 1));
    m_indexShift = 64 - std::countr_zero(m_bucketCount);
    if (m_bucketCount == 1)
        m_indexShift = 63; // a shift by 64 is undefined; index 0 or 1 would do, so keep one bucket
    m_buckets = LargeArray<Bucket>(m_bucketCount);
}

std::shared_ptr<SharedTranspositionTable> SharedTranspositionTable::forSolve(std::size_t megabytes, bool useOlder)
{
    static std::mutex mutex;
    static std::shared_ptr<SharedTranspositionTable> kept;
    std::shared_ptr<SharedTranspositionTable> table;
    {
        const std::lock_guard lock(mutex);
        const bool idle = kept && kept.use_count() == 1;
        if (idle && kept->m_megabytes == megabytes) {
            table = kept;
        } else {
            if (idle)
                kept.reset(); // free it before allocating another
            table = std::make_shared<SharedTranspositionTable>(megabytes);
            if (!kept)
                kept = table;
        }
    }
    table->newSearch(useOlder);
    return table;
}

void SharedTranspositionTable::newSearch(bool useOlder)
{
    m_useOlder = useOlder;
    m_generation = (m_generation + 1) & kGenerationMask;
    if (m_generation == 0) {
        // Generations wrap: clear, so that no entry can pass for the current solve's.
        for (std::size_t i = 0; i < m_bucketCount; ++i) {
            m_buckets[i].sequence.store(0, kWordOrder);
            for (auto& word : m_buckets[i].words)
                word.store(0, kWordOrder);
        }
        m_generation = 1;
    }
}

template <int N> bool SharedTranspositionTable::probe(Bitboard player, Bitboard opponent, Hit& hit) const
{
    using L = Layout<N>;
    static_assert(L::kWords * L::kWays <= kBucketWords);
    const Bucket& bucket = m_buckets[m_bucketCount == 1 ? 0 : indexOf(player, opponent)];
    const std::uint32_t before = bucket.sequence.load(std::memory_order_acquire);
    if (before & 1)
        return false;
    for (int way = 0; way < L::kWays; ++way) {
        std::uint64_t words[L::kWords];
        for (int i = 0; i < L::kWords; ++i)
            words[i] = bucket.words[L::kWords * way + i].load(kWordOrder);
        if (!L::matches(words, player, opponent))
            continue;
        // Every word must come from one store: the counter is unchanged only if no writer ran.
        fence(std::memory_order_acquire);
        if (bucket.sequence.load(kWordOrder) != before)
            return false;
        // An empty slot matches only the empty board, which is never searched.
        const Packed data = L::unpack(words);
        if (!m_useOlder && data.generation != m_generation)
            return false;
        hit = {data.lower, data.upper, data.move, data.level};
        return true;
    }
    return false;
}

template <int N> void SharedTranspositionTable::store(Bitboard player, Bitboard opponent, int empties, int lower,
                                                      int upper, int move, int level)
{
    using L = Layout<N>;
    Bucket& bucket = m_buckets[m_bucketCount == 1 ? 0 : indexOf(player, opponent)];
    std::uint32_t sequence = bucket.sequence.load(kWordOrder);
    if ((sequence & 1) || !bucket.sequence.compare_exchange_strong(sequence, sequence + 1, kClaimOrder, kWordOrder))
        return; // another thread is writing this bucket: forgetting is always allowed
    fence(std::memory_order_release);

    int victim = 0;
    int victimPriority = 1 << 30;
    for (int way = 0; way < L::kWays; ++way) {
        std::uint64_t words[L::kWords];
        bool empty = true;
        for (int i = 0; i < L::kWords; ++i) {
            words[i] = bucket.words[L::kWords * way + i].load(kWordOrder);
            empty = empty && words[i] == 0;
        }
        const Packed data = L::unpack(words);
        const bool current = data.generation == m_generation;
        if ((current || m_useOlder) && L::matches(words, player, opponent)) {
            if (level != 0 && data.level == 0) {
                // A selective result never replaces an exact one.
                bucket.sequence.store(sequence, std::memory_order_release);
                return;
            }
            // Same position and level: both results bound the same score, so keep their
            // intersection; an exact result replaces a selective one, keeping its move if it has none.
            if (level == data.level) {
                lower = std::max(lower, data.lower);
                upper = std::min(upper, data.upper);
            }
            if (move == kNoMove)
                move = data.move;
            victim = way;
            break;
        }
        // Fill an empty slot first, then replace an older search's entry, then the entry with
        // the smallest subtree (fewest empties). Unless they are used, older entries count as
        // empty slots, so that a solve's counts do not depend on the solves before it.
        const int priority = empty ? 0 : !current && !m_useOlder ? 0 : !current ? 1 + data.empties : 128 + data.empties;
        if (priority < victimPriority) {
            victim = way;
            victimPriority = priority;
        }
    }

    std::uint64_t words[L::kWords];
    L::pack(words, player, opponent, {lower, upper, move, empties, m_generation, level});
    for (int i = 0; i < L::kWords; ++i)
        bucket.words[L::kWords * victim + i].store(words[i], kWordOrder);
    bucket.sequence.store(sequence + 2, std::memory_order_release);
}

template bool SharedTranspositionTable::probe<4>(Bitboard, Bitboard, Hit&) const;
template bool SharedTranspositionTable::probe<6>(Bitboard, Bitboard, Hit&) const;
template bool SharedTranspositionTable::probe<8>(Bitboard, Bitboard, Hit&) const;
template void SharedTranspositionTable::store<4>(Bitboard, Bitboard, int, int, int, int, int);
template void SharedTranspositionTable::store<6>(Bitboard, Bitboard, int, int, int, int, int);
template void SharedTranspositionTable::store<8>(Bitboard, Bitboard, int, int, int, int, int);

} // namespace othello::best
