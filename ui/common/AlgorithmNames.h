#pragma once

#include "engine/Algorithm.h"

#include <QString>

namespace othello {

// The translated display name of an algorithm (engine/Algorithm.h keeps the English one).
QString translatedAlgorithmName(Algorithm algorithm);

} // namespace othello
