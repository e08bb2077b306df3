#pragma once

#include <QtGlobal>

namespace othello::test {

// A wait for something that takes milliseconds in a normal build. Sanitizer builds run 5-20x
// slower, so .ci/sanitize sets OSL_TEST_TIME_SCALE; the "within a second" promises are checked
// at full strictness in the normal build.
inline int scaledMs(int milliseconds)
{
    const int scale = qEnvironmentVariableIntValue("OSL_TEST_TIME_SCALE");
    return milliseconds * (scale > 0 ? scale : 1);
}

} // namespace othello::test
