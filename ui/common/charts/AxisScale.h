#pragma once

#include <QList>
#include <QLocale>
#include <QPair>
#include <QString>

namespace othello {

// What a chart's y axis measures; it decides the unit and how ticks are labelled.
enum class Quantity { Count, Seconds, Percent, Kibibytes, Ratio };

// One unit for a whole axis or table column: values are divided by `size` and followed by `symbol`.
struct Unit {
    double size = 1;
    QString symbol;
};

// The time unit for durations up to `maxSeconds`: µs below a millisecond, ms below a second, else s.
Unit timeUnitFor(double maxSeconds);
// B, KiB, MiB or GiB for sizes up to `maxKibibytes`.
Unit memoryUnitFor(double maxKibibytes);
// The unit of `quantity` for values up to `maxValue` (counts and ratios have none).
Unit unitFor(Quantity quantity, double maxValue);

// A count in few characters, exact below a thousand: "950", "12 k", "1.5 M", "3 G", "2 T".
QString compactCount(double value, const QLocale& locale = QLocale());
// A number with the decimals it needs, with the locale's separators: "0.001", "12,345".
QString plainNumber(double value, const QLocale& locale = QLocale());
// A size in the unit that fits it, three significant digits: "512 B", "3.25 KiB", "12.5 MiB".
QString memoryText(double kibibytes, const QLocale& locale = QLocale());
// A ratio to three significant digits, never in exponent form: "0.913", "12.5", "1,234".
QString ratioText(double value, const QLocale& locale = QLocale());

// Ticks of an axis in plotted coordinates (log10 of the value on a logarithmic axis) with
// their labels in `unit`, and the range they span.
struct AxisTicks {
    double low = 0;
    double high = 1;
    QList<QPair<double, QString>> ticks;
};

// Whole decades from below `minValue` to above `maxValue`, every one labelled while they are
// few (every second or third beyond eight, and fewer when `maxTicks` asks: a short plot elides
// labels closer than their height). Durations and sizes name their unit at each tick ("10 µs",
// "1 ms"; "100 KiB", "1 MiB"): one unit over eight decades reads "0.000001 s". Sizes are ticked
// at 1, 10 and 100 of each unit, so a tick never reads "0.001 MiB".
AxisTicks logarithmicTicks(Quantity quantity, double minValue, double maxValue, const Unit& unit,
                           const QLocale& locale = QLocale(), int maxTicks = 0);
// From a little below min(0, `minValue`) to a little above max(0, `maxValue`) in steps of 1, 2 or 5
// times a power of ten, at most `maxTicks` of them (0: about six).
AxisTicks linearTicks(Quantity quantity, double minValue, double maxValue, const Unit& unit,
                      const QLocale& locale = QLocale(), int maxTicks = 0);

} // namespace othello
