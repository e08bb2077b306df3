#pragma once

#include "ComparisonSettings.h"
#include "engine/search/Search.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace othello {

// One search the protocol asks for: a combination (index into the settings) on a PV label, or
// for a position file on the position of that number (1..N).
struct ScheduledSearch {
    std::size_t combination = 0;
    int label = 0; // the PV label, or the position's number in the file
    friend bool operator==(const ScheduledSearch&, const ScheduledSearch&) = default;
};

// The comparison protocol as pure bookkeeping, without threads or clocks. Every combination
// climbs from fromLabel down to toLabel; the least advanced free combination goes next (ties:
// settings order), so with one worker the labels interleave (34 for every combination, then
// 33, ...) and live charts grow evenly. A combination has at most one search in flight and
// gets nothing more after a search that did not finish (timeout); after cancel() nothing new
// is handed out.
// On a position file every combination goes through positions 1..N the same way, but a
// timeout only ends that one search: the positions are independent, so the next one is tried.
class ComparisonSchedule {
public:
    explicit ComparisonSchedule(const ComparisonSettings& settings);

    // The next search to start now, or none (all climbs busy, stopped or done).
    std::optional<ScheduledSearch> next();
    // Reports how a search handed out by next() ended.
    void complete(const ScheduledSearch& search, SearchStatus status);
    void cancel() { m_cancelled = true; }

    bool isCancelled() const { return m_cancelled; }
    int inFlight() const;
    // Nothing in flight and nothing left to hand out.
    bool isFinished() const;

private:
    struct Climb {
        int nextLabel = 0;
        bool busy = false;
        bool stopped = false; // a search timed out (or was cancelled)
    };
    bool isAvailable(const Climb& climb) const;
    // Whether `a` is less advanced than `b` (goes first).
    bool behind(const Climb& a, const Climb& b) const;

    std::vector<Climb> m_climbs;
    int m_lastLabel = 1; // the last label (or position) of every climb
    int m_step = -1;     // the PV climbs down; a position file goes up, 1..N
    bool m_stopsAtTimeout = true;
    bool m_cancelled = false;
};

} // namespace othello
