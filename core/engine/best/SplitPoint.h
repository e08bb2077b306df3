#pragma once

#include "Rules.h"

#include <atomic>
#include <mutex>
#include <thread>

namespace othello::best {

// A node whose remaining moves several threads search at once (young brothers wait: only once
// its first move has failed to cut off and no other looks likely to). Only null-window nodes
// split, so every move is searched with the same window and the first value at or above beta
// ends the node: the threads share no bound, only the result.
struct SplitPoint {
    static constexpr int kMaxMoves = 60;

    // Set by the owner before the split point is offered; read-only afterwards.
    Bitboard player = 0;
    Bitboard opponent = 0;
    int empties = 0;
    int beta = 0;                       // the window is (beta - 1, beta)
    int level = 0;                      // the selectivity of the search (EndgameSearch::setSelectivity)
    const SplitPoint* parent = nullptr; // the split point the owner searches under, if any
    int squares[kMaxMoves];
    Bitboard flips[kMaxMoves];
    int count = 0;

    std::atomic<int> next{0};         // the next move to hand out
    std::atomic<bool> cut{false};     // a move reached beta, or the search stops: the rest is not needed
    std::atomic<bool> stopped{false}; // a thread was stopped (cancel, time limit) inside it
    std::atomic<int> helpers{0};      // threads other than the owner inside it

    // A move's result: the best so far and its square (under `mutex`).
    void record(int value, int square)
    {
        const std::lock_guard lock(mutex);
        if (value > best) {
            best = value;
            bestSquare = square;
            if (best >= beta)
                cut.store(true, std::memory_order_relaxed);
        }
    }
    // Whether this split point or one it lies under was cut off: its work is not needed.
    bool abandoned() const
    {
        for (const SplitPoint* point = this; point; point = point->parent)
            if (point->cut.load(std::memory_order_relaxed))
                return true;
        return false;
    }
    // Whether `ancestor` is this split point or one it lies under.
    bool within(const SplitPoint* ancestor) const
    {
        for (const SplitPoint* point = this; point; point = point->parent)
            if (point == ancestor)
                return true;
        return false;
    }

    std::mutex mutex;
    int best = 0;
    int bestSquare = 0;
};

// A short pause in a loop that waits for another thread: the processor's spin hint, and every
// so often a yield, so that a thread waiting on a busy machine leaves its core to others.
inline void pauseWaiting(unsigned& round)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
    if ((++round & 15) == 0)
        std::this_thread::yield();
}

// Thrown inside a split point's move when the split point (or one above it) was cut off; caught
// where that move was started.
struct SplitAbandoned { };

} // namespace othello::best
