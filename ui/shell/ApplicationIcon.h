#pragma once

#include <QIcon>

namespace othello {

// The application icon: the embedded SVG when Qt can read SVG, otherwise the same drawing
// painted at the usual icon sizes (Qt's SVG plugin is optional on Linux).
QIcon applicationIcon();

} // namespace othello
