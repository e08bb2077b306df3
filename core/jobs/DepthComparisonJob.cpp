#include "DepthComparisonJob.h"

namespace othello {

DepthComparisonJob::DepthComparisonJob(QObject* parent) : QObject(parent)
{
    connect(&m_search, &SearchThread::progress, this, &DepthComparisonJob::progress);
    connect(&m_search, &SearchThread::finished, this, [this](bool cancelled) {
        onRows(); // the rows handed over before the end come first
        emit finished(cancelled);
    });
}

bool DepthComparisonJob::start(const std::vector<Board>& positions, const heuristic::DepthComparisonSettings& settings)
{
    return m_search.start([this, positions, settings](SearchControl& control) {
        heuristic::runDepthComparison(positions, settings, &control, [this](const heuristic::DepthComparisonRow& row) {
            m_rows.put(row,
                       [this] { QMetaObject::invokeMethod(this, &DepthComparisonJob::onRows, Qt::QueuedConnection); });
        });
    });
}

void DepthComparisonJob::onRows()
{
    for (const heuristic::DepthComparisonRow& row : m_rows.takeAll())
        emit rowFinished(row);
}

} // namespace othello
