#pragma once

#include <QLocale>
#include <QString>
#include <cstdint>

namespace othello {

// A count (nodes, entries, cutoffs) as people read it in the current locale: "3,883,008",
// "3.883.008". Qt 6.4's Spanish data leaves the leading group of a number of seven or more
// digits unseparated ("3883.008"); every count on screen is written here instead.
QString countText(std::uint64_t count, const QLocale& locale = QLocale());

} // namespace othello
