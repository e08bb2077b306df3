#pragma once

#include "SearchControl.h"
#include "SearchDeadline.h"
#include "SearchStats.h"
#include "SearchStatus.h"

#include <optional>

namespace othello {

// Thrown from deep in a search that must stop; caught where the search was started.
struct SearchStopped {
    SearchStatus status;
};

// How every search learns that it must stop: the caller's cancel flag, then the deadline, checked
// every few thousand nodes together with publishing the counts so far.
class SearchStop {
public:
    SearchStop(SearchControl* control, std::optional<double> timeLimitSeconds)
        : m_control(control), m_deadline(timeLimitSeconds)
    { }

    // Throws SearchStopped when the search must stop.
    void check() const
    {
        if (m_control && m_control->cancelRequested())
            throw SearchStopped{SearchStatus::Cancelled};
        if (m_deadline.passed())
            throw SearchStopped{SearchStatus::Timeout};
    }
    void publish(const SearchStats& stats) const
    {
        if (m_control)
            m_control->publish(stats);
    }
    double elapsedSeconds() const { return m_deadline.elapsedSeconds(); }
    // A bound on the value the search has proven (Black's view), for a live display.
    void proveAtLeast(int value) const
    {
        if (m_control)
            m_control->proveAtLeast(value);
    }
    void proveAtMost(int value) const
    {
        if (m_control)
            m_control->proveAtMost(value);
    }

private:
    SearchControl* m_control;
    SearchDeadline m_deadline;
};

} // namespace othello
