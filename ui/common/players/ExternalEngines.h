#pragma once

#include "engine/play/EnginePlayer.h"

#include <vector>

namespace othello {

// The external (nboard) engines the user configured in the engine manager, remembered in
// QSettings ("engines/nboard": one player specification each, as parsePlayer() reads it).
std::vector<play::PlayerSpec> externalEngines();
void setExternalEngines(const std::vector<play::PlayerSpec>& engines);

} // namespace othello
