#pragma once

#include "ComparisonSchedule.h"
#include "ComparisonSettings.h"
#include "engine/search/SearchStats.h"
#include "results/ResultRecord.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

namespace othello {

// What is being searched right now (one per busy worker), for live progress displays.
struct ComparisonActivity {
    Combination combination;
    int label = 0; // the PV label, or the position's number for a position file
    SearchStats live;
    double seconds = 0;
};

// Runs the comparison protocol on the PV or a position file (see ComparisonSettings) on worker threads. Lives in the
// caller's thread; all signals are delivered there.
class ComparisonJob : public QObject {
    Q_OBJECT
public:
    explicit ComparisonJob(QObject* parent = nullptr);
    ~ComparisonJob() override; // cancels and joins running searches

    // Returns false (and does nothing) while running or when the settings are invalid
    // (see settingsProblem(): no combination, labels out of 1..34 or fromLabel < toLabel,
    // positions of mixed sizes, limit <= 0).
    bool start(const othello::ComparisonSettings& settings);
    // Cancels the searches in flight (their records come with status Cancelled) and
    // starts no new one; finished(true) follows within ~100 ms.
    void stop();
    bool isRunning() const;

signals:
    // Every finished search, in the order they finish.
    void recordFinished(const othello::ResultRecord& record);
    // A few times a second while running.
    void progress(const std::vector<othello::ComparisonActivity>& activities, int finishedSearches);
    void finished(bool cancelled);

private:
    struct WorkerSlot; // a worker thread, its table and what it is searching

    void dispatch();
    void onSearched(std::size_t slot);
    void publishProgress();
    void finish();
    void stopWorkers();

    ComparisonSettings m_settings;
    std::optional<ComparisonSchedule> m_schedule;
    std::vector<std::unique_ptr<WorkerSlot>> m_slots;
    QTimer m_progressTimer;
    int m_finishedSearches = 0;
    bool m_running = false;
};

} // namespace othello
