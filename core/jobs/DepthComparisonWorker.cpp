#include "DepthComparisonWorker.h"

namespace othello {

void DepthComparisonWorker::runNext()
{
    const DepthComparisonRequest request = m_requests->take();
    depth::runDepthComparison(request.positions, request.settings, m_control,
                              [this](const depth::DepthComparisonRow& row) {
                                  m_reports->put({row, false}, [this] { emit reported(); });
                              });
    m_reports->put({{}, true}, [this] { emit reported(); });
}

} // namespace othello
