#pragma once

#include "SearchThread.h"
#include "ThreadQueue.h"
#include "engine/depth/DepthComparison.h"

#include <QObject>

namespace othello {

// The fixed-depth comparison on a worker thread. Lives in the caller's (GUI) thread; rowFinished()
// is emitted there for every finished search, in order.
class DepthComparisonJob : public QObject {
    Q_OBJECT
public:
    explicit DepthComparisonJob(QObject* parent = nullptr);

    // Returns false (and does nothing) while a comparison runs.
    bool start(const std::vector<othello::Board>& positions, const othello::depth::DepthComparisonSettings& settings);
    // finished(true) follows within ~100 ms; the search in progress gives no row.
    void stop() { m_search.cancel(); }
    bool isRunning() const { return m_search.isRunning(); }

signals:
    void rowFinished(const othello::depth::DepthComparisonRow& row);
    void progress(const othello::SearchStats& live, double seconds);
    void finished(bool cancelled);

private:
    void onRows();

    ThreadQueue<depth::DepthComparisonRow> m_rows; // from the worker
    SearchThread m_search;                         // after what its work uses: destroyed (cancelled and joined) first
};

} // namespace othello
