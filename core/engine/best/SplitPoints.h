#pragma once

#include "SplitPoint.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <vector>

namespace othello::best {

// Where the threads of a parallel solve meet: the split points on offer, which idle threads
// join. A split point is offered by its owner, which searches its moves too, and withdrawn by the
// owner before it waits for the threads that joined; it lives on the owner's stack, so joining
// happens under the same lock as withdrawing.
class SplitPoints {
public:
    // Whether a thread waits for work (a reason to split).
    bool idleThread() const { return m_idle.load(std::memory_order_relaxed) > 0; }

    void offer(SplitPoint& point);
    void withdraw(SplitPoint& point);

    // A helper thread: waits until a split point with moves left is offered and joins it, or
    // returns null once the solve is finished.
    SplitPoint* waitToJoin();
    // An owner waiting for the threads in its split point `ancestor`: joins a split point
    // offered under it (by those threads), if there is one.
    SplitPoint* tryJoinUnder(const SplitPoint& ancestor);
    static void leave(SplitPoint& point) { point.helpers.fetch_sub(1, std::memory_order_acq_rel); }

    // An owner waits: counted as idle, so that the threads in its split point split for it.
    void startWaiting() { m_idle.fetch_add(1, std::memory_order_relaxed); }
    void stopWaiting() { m_idle.fetch_sub(1, std::memory_order_relaxed); }

    // Sends the waiting helpers home.
    void finish();

private:
    // The first offered split point with moves left (under `ancestor` when given), joined.
    SplitPoint* joinable(const SplitPoint* ancestor);

    std::mutex m_mutex;
    std::condition_variable m_offered;
    std::vector<SplitPoint*> m_points; // under m_mutex, oldest (nearest the root) first
    bool m_finished = false;           // under m_mutex
    std::atomic<int> m_idle{0};
    // Lock-free hints for spinning threads: split points on offer, and finish() called.
    std::atomic<int> m_onOffer{0};
    std::atomic<bool> m_finishing{false};
    // How long an idle helper spins before it sleeps: woken from sleep it came too late for
    // nearly every split point (1-2% of the offers joined at #48).
    static constexpr std::chrono::milliseconds kSpin{5};
};

} // namespace othello::best
