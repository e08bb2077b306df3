#pragma once

#include "engine/trace/CountCheck.h"
#include "jobs/ComparisonJob.h"
#include "jobs/SearchThread.h"
#include "jobs/ThreadHandOff.h"

#include <QObject>
#include <QString>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

namespace othello {

// Checks what students' runs claim against the lab's searches ("Check an Implementation…") on a
// worker thread, one claim at a time, as the comparison searches: the core's trace::CountChecker
// (each position searched once per start, the lab's tree counted by kind of call when the counts
// differ), each search stopped after the time limit. Lives in the GUI thread, where its signals
// arrive; stop() ends the search in flight within ~100 ms and starts no other.
class CountCheckJob : public QObject {
    Q_OBJECT
public:
    // A claim to check: the run it belongs to (its ComparisonRun::key()) and its index there.
    struct Claim {
        QString runKey;
        std::size_t index = 0;
        trace::ClaimedSearch claim;
    };

    explicit CountCheckJob(QObject* parent = nullptr);

    // Checks `claims` in order. False (and nothing done) while one runs, or with nothing to check.
    bool start(std::vector<Claim> claims, double timeLimitSeconds);
    // The search in flight is cancelled; finished(true) follows within ~100 ms.
    void stop();
    bool isRunning() const { return m_running; }
    // How many claims this start checks.
    int plannedClaims() const { return m_planned; }
    // How many have their verdict.
    int checkedClaims() const { return m_checked; }

signals:
    // A claim's verdict, in the order of start()'s claims.
    void checked(const QString& runKey, std::size_t index, const othello::trace::CountVerdict& verdict);
    // A few times a second: the lab's search in flight, and how many claims are checked.
    void progress(const std::vector<othello::ComparisonActivity>& activities, int checkedClaims);
    // Once per start(); cancelled: stop() was called, and the claims not checked have no verdict.
    void finished(bool cancelled);

private:
    void checkNext();
    void onSearched(bool cancelled);

    std::deque<Claim> m_pending;
    std::optional<Claim> m_current;
    // Used by the worker while a claim is checked, by start() otherwise.
    std::unique_ptr<trace::CountChecker> m_checker;
    ThreadHandOff<trace::CountVerdict> m_verdict;
    int m_planned = 0;
    int m_checked = 0;
    bool m_running = false;
    SearchThread m_search; // destroyed (cancelled and joined) first
};

} // namespace othello
