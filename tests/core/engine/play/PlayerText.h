#pragma once

#include "engine/play/EnginePlayer.h"

#include <QtGlobal>
#include <string>

namespace othello::play::test {

// A player from its specification text; a bad one stops the test run (a test's own mistake).
inline PlayerSpec player(const char* text)
{
    std::string error;
    const auto spec = parsePlayer(text, &error);
    if (!spec)
        qFatal("bad player %s: %s", text, error.c_str());
    return *spec;
}

} // namespace othello::play::test
