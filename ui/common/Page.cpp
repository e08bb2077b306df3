#include "Page.h"

namespace othello {

void Page::saveSettings(QSettings& /*settings*/) const { }

void Page::restoreSettings(const QSettings& /*settings*/) { }

} // namespace othello
