#pragma once

#include "ThreadHandOff.h"
#include "ThreadQueue.h"
#include "engine/depth/DepthComparison.h"

#include <QObject>

namespace othello {

struct DepthComparisonRequest {
    std::vector<Board> positions;
    depth::DepthComparisonSettings settings;
};

// A finished search, or (last = true) the end of the comparison.
struct DepthComparisonReport {
    depth::DepthComparisonRow row;
    bool last = false;
};

// Lives on DepthComparisonJob's thread: runs one comparison per queued runNext().
class DepthComparisonWorker : public QObject {
    Q_OBJECT
public:
    DepthComparisonWorker(SearchControl* control, ThreadHandOff<DepthComparisonRequest>* requests,
                          ThreadQueue<DepthComparisonReport>* reports)
        : m_control(control), m_requests(requests), m_reports(reports)
    { }

    void runNext();

signals:
    void reported();

private:
    SearchControl* m_control;
    ThreadHandOff<DepthComparisonRequest>* m_requests;
    ThreadQueue<DepthComparisonReport>* m_reports;
};

} // namespace othello
