#include "ComparisonJob.h"

#include "ComparisonWorker.h"

#include <QElapsedTimer>
#include <QThread>
#include <algorithm>
#include <new>

namespace othello {

namespace {
constexpr int kProgressIntervalMs = 200;
}

struct ComparisonJob::WorkerSlot {
    ThreadHandOff<ComparisonTask> tasks; // to the worker
    ThreadHandOff<ResultRecord> records; // from the worker
    SearchControl control;               // shared with the worker: cancel flag and live counters
    QThread thread;
    ComparisonWorker* worker = nullptr; // lives in `thread`; deleted by stopWorkers() after it ends
    std::optional<ScheduledSearch> current;
    QElapsedTimer clock;
};

ComparisonJob::ComparisonJob(QObject* parent) : QObject(parent)
{
    m_progressTimer.setInterval(kProgressIntervalMs);
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
        slot->worker = new ComparisonWorker(&slot->control, &slot->tasks, &slot->records, std::move(tables[i]));
        slot->worker->moveToThread(&slot->thread);
        connect(slot->worker, &ComparisonWorker::searched, this,
                [this, i] { onSearched(i, m_slots[i]->records.take()); });
        slot->thread.start();
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
            slot->control.requestCancel();
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
        slot->control.reset(); // the worker is idle: nothing else touches the control now
        slot->clock.start();
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
        slot->worker->queue(task);
    }
}

void ComparisonJob::onSearched(std::size_t slotIndex, const ResultRecord& record)
{
    if (!m_running || slotIndex >= m_slots.size() || !m_slots[slotIndex]->current)
        return;
    WorkerSlot& slot = *m_slots[slotIndex];
    m_schedule->complete(*slot.current, record.status);
    slot.current.reset();
    ++m_finishedSearches;
    emit recordFinished(record);
    // A receiver may have called stop() above; that only cancels, it never finishes.
    dispatch();
    if (m_schedule->isFinished())
        finish();
}

void ComparisonJob::publishProgress()
{
    std::vector<ComparisonActivity> activities;
    for (const auto& slot : m_slots)
        if (slot->current)
            activities.push_back({m_settings.combinations[slot->current->combination], slot->current->label,
                                  slot->control.published(), static_cast<double>(slot->clock.nsecsElapsed()) / 1e9});
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
    for (const auto& slot : m_slots) {
        slot->control.requestCancel();
        slot->thread.quit();
    }
    for (const auto& slot : m_slots)
        slot->thread.wait();
    synchroniseWithHandOffs();
    // The threads have finished, so their workers may be deleted from here.
    for (const auto& slot : m_slots)
        delete slot->worker;
    m_slots.clear();
}

} // namespace othello
