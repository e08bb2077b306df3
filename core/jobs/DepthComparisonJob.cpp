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

bool DepthComparisonJob::start(const std::vector<Board>& positions, const depth::DepthComparisonSettings& settings)
{
    return m_search.start([this, positions, settings](SearchControl& control) {
        depth::runDepthComparison(positions, settings, &control, [this](const depth::DepthComparisonRow& row) {
            m_rows.put(row,
                       [this] { QMetaObject::invokeMethod(this, &DepthComparisonJob::onRows, Qt::QueuedConnection); });
        });
    });
}

void DepthComparisonJob::onRows()
{
    for (const depth::DepthComparisonRow& row : m_rows.takeAll())
        emit rowFinished(row);
}

} // namespace othello
