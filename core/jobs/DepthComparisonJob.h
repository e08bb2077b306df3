#pragma once

#include "DepthComparisonWorker.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThread>
#include <QTimer>

namespace othello {

// The fixed-depth comparison on a worker thread. Lives in the caller's (GUI) thread; rowFinished()
// is emitted there for every finished search, in order.
class DepthComparisonJob : public QObject {
    Q_OBJECT
public:
    explicit DepthComparisonJob(QObject* parent = nullptr);
    ~DepthComparisonJob() override;

    // Returns false (and does nothing) while a comparison runs.
    bool start(const std::vector<othello::Board>& positions, const othello::depth::DepthComparisonSettings& settings);
    // finished(true) follows within ~100 ms; the search in progress gives no row.
    void stop();
    bool isRunning() const { return m_running; }

signals:
    void rowFinished(const othello::depth::DepthComparisonRow& row);
    void progress(const othello::SearchStats& live, double seconds);
    void finished(bool cancelled);
    void runRequested(); // to the worker, queued (internal)

private:
    void onReports();

    SearchControl m_control;
    ThreadHandOff<DepthComparisonRequest> m_requests;
    ThreadQueue<DepthComparisonReport> m_reports;
    QThread m_thread;
    DepthComparisonWorker* m_worker = nullptr;
    QTimer m_progressTimer;
    QElapsedTimer m_clock;
    bool m_running = false;
};

} // namespace othello
