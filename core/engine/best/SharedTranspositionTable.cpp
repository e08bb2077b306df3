#include "SharedTranspositionTable.h"

#include <algorithm>
#include <bit>
#include <mutex>

namespace othello::best {

namespace {

// The buckets are a seqlock: relaxed word accesses ordered by fences. ThreadSanitizer does not
// model fences, so a TSan build makes every access sequentially consistent instead (the same
// protocol, slower).
#if defined(__SANITIZE_THREAD__)
constexpr auto kWordOrder = std::memory_order_seq_cst;
constexpr auto kClaimOrder = std::memory_order_seq_cst;
void fence(std::memory_order) {}
#else
constexpr auto kWordOrder = std::memory_order_relaxed;
constexpr auto kClaimOrder = std::memory_order_acquire;
void fence(std::memory_order order) { std::atomic_thread_fence(order); }
#endif

// Entry layout above bit 46. Player word: lower + 36 (7 bits), upper + 36 (7 bits), generation's
// high 4 bits. Opponent word: move (6 bits), empties (6 bits), generation's low 6 bits.
struct Packed {
    int lower;
    int upper;
    int move;
    int empties;
    unsigned generation;
};

constexpr int kShift = 46;

std::uint64_t packPlayerData(int lower, int upper, unsigned generation)
{
    return static_cast<std::uint64_t>(static_cast<unsigned>((lower + kSquares) | ((upper + kSquares) << 7)) |
                                      ((generation >> 6) << 14))
           << kShift;
}
std::uint64_t packOpponentData(int move, int empties, unsigned generation)
{
    return static_cast<std::uint64_t>(static_cast<unsigned>(move) | (static_cast<unsigned>(empties) << 6) |
                                      ((generation & 63) << 12))
           << kShift;
}
Packed unpack(std::uint64_t playerWord, std::uint64_t opponentWord)
{
    const auto p = static_cast<unsigned>(playerWord >> kShift);
    const auto o = static_cast<unsigned>(opponentWord >> kShift);
    return {static_cast<int>(p & 127) - kSquares, static_cast<int>((p >> 7) & 127) - kSquares,
            static_cast<int>(o & 63), static_cast<int>((o >> 6) & 63), ((o >> 12) & 63) | (((p >> 14) & 15) << 6)};
}

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

bool SharedTranspositionTable::probe(Bitboard player, Bitboard opponent, Hit& hit) const
{
    const Bucket& bucket = m_buckets[m_bucketCount == 1 ? 0 : indexOf(player, opponent)];
    const std::uint32_t before = bucket.sequence.load(std::memory_order_acquire);
    if (before & 1)
        return false;
    for (int way = 0; way < kWays; ++way) {
        const std::uint64_t playerWord = bucket.words[2 * way].load(kWordOrder);
        const std::uint64_t opponentWord = bucket.words[2 * way + 1].load(kWordOrder);
        if ((playerWord & kKeyMask) != player || (opponentWord & kKeyMask) != opponent)
            continue;
        // Both words must come from one store: the counter is unchanged only if no writer ran.
        fence(std::memory_order_acquire);
        if (bucket.sequence.load(kWordOrder) != before)
            return false;
        // An empty slot matches only the empty board, which is never searched.
        const Packed data = unpack(playerWord, opponentWord);
        if (!m_useOlder && data.generation != m_generation)
            return false;
        hit = {data.lower, data.upper, data.move};
        return true;
    }
    return false;
}

void SharedTranspositionTable::store(Bitboard player, Bitboard opponent, int empties, int lower, int upper,
                                     int move)
{
    Bucket& bucket = m_buckets[m_bucketCount == 1 ? 0 : indexOf(player, opponent)];
    std::uint32_t sequence = bucket.sequence.load(kWordOrder);
    if ((sequence & 1) ||
        !bucket.sequence.compare_exchange_strong(sequence, sequence + 1, kClaimOrder, kWordOrder))
        return; // another thread is writing this bucket: forgetting is always allowed
    fence(std::memory_order_release);

    int victim = 0;
    int victimPriority = 1 << 30;
    for (int way = 0; way < kWays; ++way) {
        const std::uint64_t playerWord = bucket.words[2 * way].load(kWordOrder);
        const std::uint64_t opponentWord = bucket.words[2 * way + 1].load(kWordOrder);
        const Packed data = unpack(playerWord, opponentWord);
        if ((playerWord & kKeyMask) == player && (opponentWord & kKeyMask) == opponent) {
            // Same position: both results are true bounds, so keep their intersection.
            if (m_useOlder || data.generation == m_generation) {
                lower = std::max(lower, data.lower);
                upper = std::min(upper, data.upper);
                if (move == kNoMove)
                    move = data.move;
            }
            victim = way;
            break;
        }
        // Fill an empty slot first, then replace an older search's entry, then the entry with
        // the smallest subtree (fewest empties).
        const bool empty = (playerWord | opponentWord) == 0;
        const int priority = empty ? 0 : data.generation != m_generation ? 1 + data.empties : 64 + data.empties;
        if (priority < victimPriority) {
            victim = way;
            victimPriority = priority;
        }
    }

    bucket.words[2 * victim].store(player | packPlayerData(lower, upper, m_generation), kWordOrder);
    bucket.words[2 * victim + 1].store(opponent | packOpponentData(move, empties, m_generation),
                                       kWordOrder);
    bucket.sequence.store(sequence + 2, std::memory_order_release);
}

} // namespace othello::best
