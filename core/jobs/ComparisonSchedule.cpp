#include "ComparisonSchedule.h"

#include <algorithm>

namespace othello {

ComparisonSchedule::ComparisonSchedule(const ComparisonSettings& settings)
{
    const bool file = runsPositionFile(settings);
    const int first = file ? 1 : settings.fromLabel;
    m_lastLabel = file ? static_cast<int>(settings.positions.size()) : settings.toLabel;
    m_step = file ? 1 : -1;
    m_stopsAtTimeout = !file;
    m_climbs.assign(settings.combinations.size(), Climb{first, false, false});
}

bool ComparisonSchedule::isAvailable(const Climb& climb) const
{
    const bool left = m_step < 0 ? climb.nextLabel >= m_lastLabel : climb.nextLabel <= m_lastLabel;
    return !climb.busy && !climb.stopped && left;
}

bool ComparisonSchedule::behind(const Climb& a, const Climb& b) const
{
    return m_step < 0 ? a.nextLabel > b.nextLabel : a.nextLabel < b.nextLabel;
}

std::optional<ScheduledSearch> ComparisonSchedule::next()
{
    if (m_cancelled)
        return std::nullopt;
    Climb* chosen = nullptr;
    for (Climb& climb : m_climbs)
        if (isAvailable(climb) && (!chosen || behind(climb, *chosen)))
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
    if (status == SearchStatus::Done || (status == SearchStatus::Timeout && !m_stopsAtTimeout))
        climb.nextLabel = search.label + m_step;
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
