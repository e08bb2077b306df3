#pragma once

#include <algorithm>
#include <chrono>
#include <optional>

namespace othello {

// The one clock of every search: when it started and, given a time limit, when it must stop.
class SearchDeadline {
public:
    using Clock = std::chrono::steady_clock;

    // No limit: never passed.
    explicit SearchDeadline(std::optional<double> limitSeconds = std::nullopt) : m_start(Clock::now())
    {
        if (limitSeconds)
            m_deadline = m_start +
                std::chrono::duration_cast<Clock::duration>(
                             std::chrono::duration<double>(std::max(*limitSeconds, 0.0)));
    }

    bool passed() const { return m_deadline && Clock::now() >= *m_deadline; }
    double elapsedSeconds() const { return std::chrono::duration<double>(Clock::now() - m_start).count(); }
    // Seconds until the deadline, at most 0 once it has passed; none without a limit.
    std::optional<double> secondsLeft() const
    {
        if (!m_deadline)
            return std::nullopt;
        return std::chrono::duration<double>(*m_deadline - Clock::now()).count();
    }

private:
    Clock::time_point m_start;
    std::optional<Clock::time_point> m_deadline;
};

} // namespace othello
