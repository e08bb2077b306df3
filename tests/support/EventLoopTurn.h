#pragma once

#include "TestTimeScale.h"

#include <QMetaObject>
#include <QObject>
#include <QTest>

namespace othello::test {

// Runs the event loop until it has handled every event posted before the call (pending layouts,
// queued signals), then returns true; false after scaledMs(timeoutMs).
// A queued call posted now is the marker: it runs after them. For a test that checks that
// something did NOT happen in response, or that reads what a layout settled on, instead of
// sleeping a fixed time and hoping the event came.
[[nodiscard]] inline bool eventLoopTurned(int timeoutMs = 5000)
{
    QObject marker; // gone before the call runs (a timeout): Qt drops the call
    bool reached = false;
    QMetaObject::invokeMethod(
        &marker, [&reached] { reached = true; }, Qt::QueuedConnection);
    return QTest::qWaitFor([&reached] { return reached; }, scaledMs(timeoutMs));
}

} // namespace othello::test
