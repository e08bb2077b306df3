#include "ComparisonJob.h"

#include "ComparisonSearch.h"
#include "SearchThread.h"
#include "ThreadHandOff.h"

#include <algorithm>
#include <new>

namespace othello {

// A worker thread with its own table (reused from search to search), searching one task at a time.
struct ComparisonJob::WorkerSlot {
    std::unique_ptr<TranspositionTable> table; // null when no combination uses one
    ThreadHandOff<ResultRecord> records;       // from the worker, taken when its search ends
    std::optional<ScheduledSearch> current;
    SearchThread search; // after what its work uses: destroyed (cancelled and joined) first
};

ComparisonJob::ComparisonJob(QObject* parent) : QObject(parent)
{
    // The run's progress, over all workers and also between two searches: a timer of the job's own.
    m_progressTimer.setInterval(SearchThread::kProgressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this, &ComparisonJob::publishProgress);
}

ComparisonJob::~ComparisonJob() { stopWorkers(); }

bool ComparisonJob::start(const ComparisonSettings& settings)
{
    if (m_running || !settingsProblem(settings).empty() || !memoryProblem(settings).empty())
        return false;
    const bool anyTable = std::any_of(settings.combinations.begin(), settings.combinations.end(),
                                      [&](const Combination& c) { return usesClassicalTable(c, settings.scoring); });
    const auto workerCount = std::min(static_cast<std::size_t>(settings.parallelJobs), settings.combinations.size());

    // Tables are made here, so a failed allocation refuses the run instead of failing a search.
    std::vector<std::unique_ptr<TranspositionTable>> tables;
    try {
        for (std::size_t i = 0; i < workerCount; ++i)
            tables.push_back(anyTable ? tableFor(settings) : nullptr);
    } catch (const std::bad_alloc&) {
        return false;
    }

    m_settings = settings;
    m_schedule.emplace(settings);
    m_finishedSearches = 0;
    for (std::size_t i = 0; i < workerCount; ++i) {
        auto slot = std::make_unique<WorkerSlot>();
        slot->table = std::move(tables[i]);
        connect(&slot->search, &SearchThread::finished, this, [this, i] { onSearched(i); });
        m_slots.push_back(std::move(slot));
    }
    m_running = true;
    m_progressTimer.start();
    dispatch();
    return true;
}

void ComparisonJob::stop()
{
    if (!m_running)
        return;
    m_schedule->cancel();
    for (const auto& slot : m_slots)
        if (slot->current)
            slot->search.cancel();
}

bool ComparisonJob::isRunning() const { return m_running; }

void ComparisonJob::dispatch()
{
    for (const auto& slot : m_slots) {
        if (slot->current)
            continue;
        const auto next = m_schedule->next();
        if (!next)
            return;
        slot->current = next;
        ComparisonTask task;
        task.combination = m_settings.combinations[next->combination];
        task.timeLimitSeconds = m_settings.timeLimitSeconds;
        task.ttMegabytes = m_settings.ttMegabytes;
        if (runsPositionFile(m_settings)) {
            task.position = next->label;
            task.board = m_settings.positions[std::size_t(next->label - 1)];
            task.source = m_settings.positionSource;
            task.scoring = m_settings.scoring;
        } else {
            task.label = next->label;
        }
        slot->search.start([task, table = slot->table.get(), records = &slot->records](SearchControl& control) {
            records->put(runComparisonSearch(task, control, table));
        });
    }
}

void ComparisonJob::onSearched(std::size_t slotIndex)
{
    WorkerSlot& slot = *m_slots[slotIndex];
    const ResultRecord record = slot.records.take();
    m_schedule->complete(*slot.current, record.status);
    slot.current.reset();
    ++m_finishedSearches;
    emit recordFinished(record);
    // A receiver may have called stop() above; that only cancels, it never finishes.
    dispatch();
    if (m_schedule->isFinished())
        finish(); // destroys this slot's SearchThread in its finished(), which Qt allows
}

void ComparisonJob::publishProgress()
{
    std::vector<ComparisonActivity> activities;
    for (const auto& slot : m_slots)
        if (slot->current)
            activities.push_back({m_settings.combinations[slot->current->combination], slot->current->label,
                                  slot->search.live(), slot->search.elapsedSeconds()});
    emit progress(activities, m_finishedSearches);
}

void ComparisonJob::finish()
{
    m_progressTimer.stop();
    stopWorkers();
    m_running = false;
    emit finished(m_schedule->isCancelled());
}

void ComparisonJob::stopWorkers()
{
    // All cancelled first, so the workers wind down together while each is joined.
    for (const auto& slot : m_slots)
        slot->search.cancel();
    m_slots.clear();
}

} // namespace othello
