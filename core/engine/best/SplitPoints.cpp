#include "SplitPoints.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace othello::best {

void SplitPoints::offer(SplitPoint& point)
{
    {
        const std::lock_guard lock(m_mutex);
        m_points.push_back(&point);
        m_onOffer.store(static_cast<int>(m_points.size()), std::memory_order_relaxed);
    }
    m_offered.notify_all();
}

void SplitPoints::withdraw(SplitPoint& point)
{
    const std::lock_guard lock(m_mutex);
    std::erase(m_points, &point);
    m_onOffer.store(static_cast<int>(m_points.size()), std::memory_order_relaxed);
}

SplitPoint* SplitPoints::joinable(const SplitPoint* ancestor)
{
    for (SplitPoint* point : m_points) {
        if (point->next.load(std::memory_order_relaxed) >= point->count || point->cut.load(std::memory_order_relaxed))
            continue;
        if (ancestor && !point->within(ancestor))
            continue;
        point->helpers.fetch_add(1, std::memory_order_relaxed);
        return point;
    }
    return nullptr;
}

SplitPoint* SplitPoints::waitToJoin()
{
    m_idle.fetch_add(1, std::memory_order_relaxed);
    SplitPoint* point = nullptr;
    // Spin first: a sleeping thread wakes too late for most split points (their moves are
    // taken within tens of microseconds); sleep only when no work came for a while.
    const auto spinUntil = std::chrono::steady_clock::now() + kSpin;
    unsigned round = 0;
    do {
        if (m_onOffer.load(std::memory_order_relaxed) > 0 || m_finishing.load(std::memory_order_relaxed)) {
            const std::lock_guard lock(m_mutex);
            if (m_finished || (point = joinable(nullptr)) != nullptr) {
                m_idle.fetch_sub(1, std::memory_order_relaxed);
                return point;
            }
        }
        pauseWaiting(round);
    } while (std::chrono::steady_clock::now() < spinUntil);
    std::unique_lock lock(m_mutex);
    m_offered.wait(lock, [&] { return m_finished || (point = joinable(nullptr)) != nullptr; });
    m_idle.fetch_sub(1, std::memory_order_relaxed);
    return point;
}

SplitPoint* SplitPoints::tryJoinUnder(const SplitPoint& ancestor)
{
    if (m_onOffer.load(std::memory_order_relaxed) == 0)
        return nullptr;
    const std::lock_guard lock(m_mutex);
    return joinable(&ancestor);
}

void SplitPoints::finish()
{
    {
        const std::lock_guard lock(m_mutex);
        m_finished = true;
    }
    m_finishing.store(true, std::memory_order_relaxed);
    m_offered.notify_all();
}

} // namespace othello::best
