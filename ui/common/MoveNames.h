#pragma once

#include <QString>

namespace othello {

// A move as the pages show it: the square's name ("c4"), or the translated word for a pass. Every
// move list, line and message says "pass" with this one word.
QString translatedMoveName(int move);

} // namespace othello
