#include "ComparisonSchedule.h"

#include <algorithm>

namespace othello {

ComparisonSchedule::ComparisonSchedule(const ComparisonSettings& settings)
    : m_climbs(settings.combinations.size(), Climb{settings.fromLabel, false, false}), m_toLabel(settings.toLabel)
{
}

bool ComparisonSchedule::isAvailable(const Climb& climb) const
{
    return !climb.busy && !climb.stopped && climb.nextLabel >= m_toLabel;
}

std::optional<ScheduledSearch> ComparisonSchedule::next()
{
    if (m_cancelled)
        return std::nullopt;
    Climb* chosen = nullptr;
    for (Climb& climb : m_climbs)
        if (isAvailable(climb) && (!chosen || climb.nextLabel > chosen->nextLabel))
            chosen = &climb;
    if (!chosen)
        return std::nullopt;
    chosen->busy = true;
    return ScheduledSearch{static_cast<std::size_t>(chosen - m_climbs.data()), chosen->nextLabel};
}

void ComparisonSchedule::complete(const ScheduledSearch& search, SearchStatus status)
{
    if (search.combination >= m_climbs.size())
        return;
    Climb& climb = m_climbs[search.combination];
    if (!climb.busy || climb.nextLabel != search.label)
        return; // not a search this schedule handed out
    climb.busy = false;
    if (status == SearchStatus::Done)
        climb.nextLabel = search.label - 1;
    else
        climb.stopped = true;
}

int ComparisonSchedule::inFlight() const
{
    return static_cast<int>(std::count_if(m_climbs.begin(), m_climbs.end(), [](const Climb& c) { return c.busy; }));
}

bool ComparisonSchedule::isFinished() const
{
    if (inFlight() > 0)
        return false;
    return m_cancelled ||
           std::none_of(m_climbs.begin(), m_climbs.end(), [this](const Climb& c) { return isAvailable(c); });
}

} // namespace othello
