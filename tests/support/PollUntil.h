#pragma once

#include "TestTimeScale.h"

#include <chrono>
#include <thread>

namespace othello::test {

// Waits until `condition` holds, checking every millisecond, at most scaledMs(timeoutMs); true when
// it held. For tests without an event loop (QTRY_ needs one): waiting for the event itself
// instead of sleeping a fixed time and hoping it happened.
template <class Condition> bool pollUntil(Condition condition, int timeoutMs = 5000)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(scaledMs(timeoutMs));
    while (!condition()) {
        if (std::chrono::steady_clock::now() >= deadline)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

} // namespace othello::test
