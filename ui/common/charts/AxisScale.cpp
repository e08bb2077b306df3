#include "AxisScale.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <vector>

namespace othello {

namespace {

class UnitText {
    Q_DECLARE_TR_FUNCTIONS(othello::AxisScale)
public:
    static QString microseconds() { return tr("µs"); }
    static QString milliseconds() { return tr("ms"); }
    static QString seconds() { return tr("s"); }
    static QString percent() { return tr("%"); }
    //: Abbreviations of thousand, million, billion and trillion after a count: "12 k", "1.5 M", "3 G", "2 T".
    static QString thousand() { return tr("k"); }
    static QString million() { return tr("M"); }
    static QString billion() { return tr("G"); }
    static QString trillion() { return tr("T"); }
};

QString tickLabel(Quantity quantity, double value, const Unit& unit, const QLocale& locale)
{
    switch (quantity) {
    case Quantity::Count:
        return compactCount(value, locale);
    case Quantity::Percent:
        return plainNumber(value, locale) + QStringLiteral(" ") + UnitText::percent();
    case Quantity::Ratio:
        return plainNumber(value, locale);
    case Quantity::Seconds:
    case Quantity::Kibibytes:
        return plainNumber(value / unit.size, locale);
    }
    return {};
}

} // namespace

Unit timeUnitFor(double maxSeconds)
{
    if (maxSeconds < 1e-3)
        return {1e-6, UnitText::microseconds()};
    if (maxSeconds < 1)
        return {1e-3, UnitText::milliseconds()};
    return {1, UnitText::seconds()};
}

Unit memoryUnitFor(double maxKibibytes)
{
    if (maxKibibytes < 1)
        return {1.0 / 1024, QStringLiteral("B")};
    if (maxKibibytes < 1024)
        return {1, QStringLiteral("KiB")};
    if (maxKibibytes < 1024.0 * 1024)
        return {1024, QStringLiteral("MiB")};
    return {1024.0 * 1024, QStringLiteral("GiB")};
}

Unit unitFor(Quantity quantity, double maxValue)
{
    switch (quantity) {
    case Quantity::Seconds:
        return timeUnitFor(maxValue);
    case Quantity::Kibibytes:
        return memoryUnitFor(maxValue);
    case Quantity::Percent:
        return {1, UnitText::percent()};
    case Quantity::Count:
    case Quantity::Ratio:
        break;
    }
    return {};
}

QString compactCount(double value, const QLocale& locale)
{
    const double magnitude = std::abs(value);
    const auto scaled = [&](double size, const QString& symbol) {
        return plainNumber(std::round(value / size * 100) / 100, locale) + QStringLiteral(" ") + symbol;
    };
    if (magnitude >= 1e12)
        return scaled(1e12, UnitText::trillion());
    if (magnitude >= 1e9)
        return scaled(1e9, UnitText::billion());
    if (magnitude >= 1e6)
        return scaled(1e6, UnitText::million());
    if (magnitude >= 1e3)
        return scaled(1e3, UnitText::thousand());
    return plainNumber(value, locale);
}

QString plainNumber(double value, const QLocale& locale)
{
    if (value == 0)
        return locale.toString(0);
    // Enough decimals for the first two significant digits, no trailing zeros.
    const int decimals = std::clamp(1 - int(std::floor(std::log10(std::abs(value)))), 0, 9);
    QString text = locale.toString(value, 'f', decimals);
    if (decimals > 0) {
        while (text.endsWith(locale.zeroDigit()))
            text.chop(1);
        if (text.endsWith(locale.decimalPoint()))
            text.chop(locale.decimalPoint().size());
    }
    return text;
}

QString memoryText(double kibibytes, const QLocale& locale)
{
    const Unit unit = memoryUnitFor(kibibytes * 1.0001);
    const double value = kibibytes / unit.size;
    const int decimals = value == 0 ? 0 : std::clamp(2 - int(std::floor(std::log10(std::abs(value)))), 0, 2);
    return locale.toString(value, 'f', unit.symbol == QStringLiteral("B") ? 0 : decimals) + QStringLiteral(" ") +
        unit.symbol;
}

QString ratioText(double value, const QLocale& locale)
{
    if (value == 0)
        return locale.toString(0);
    const int decimals = std::clamp(2 - int(std::floor(std::log10(std::abs(value)))), 0, 6);
    QString text = locale.toString(value, 'f', decimals);
    if (decimals > 0) {
        while (text.endsWith(locale.zeroDigit()))
            text.chop(1);
        if (text.endsWith(locale.decimalPoint()))
            text.chop(locale.decimalPoint().size());
    }
    return text;
}

namespace {

// Sizes at 1, 10 and 100 of each unit (in KiB), from a byte to 100 GiB.
std::vector<std::pair<double, QString>> memoryTickValues(const QLocale& locale)
{
    std::vector<std::pair<double, QString>> values;
    for (const double unit : {1.0 / 1024, 1.0, 1024.0, 1024.0 * 1024})
        for (const double multiple : {1.0, 10.0, 100.0}) {
            const Unit named = memoryUnitFor(unit * 1.0001);
            values.push_back({unit * multiple, locale.toString(multiple, 'f', 0) + QStringLiteral(" ") + named.symbol});
        }
    return values;
}

AxisTicks memoryTicks(double minValue, double maxValue, const QLocale& locale, int maxTicks)
{
    const auto values = memoryTickValues(locale);
    std::size_t first = 0;
    while (first + 1 < values.size() && values[first + 1].first <= minValue * 1.0001)
        ++first;
    std::size_t last = first + 1;
    while (last + 1 < values.size() && values[last].first < maxValue * 0.9999)
        ++last;
    const std::size_t count = last - first;
    std::size_t step = count <= 8 ? 1 : count <= 16 ? 2 : 3;
    if (maxTicks > 1)
        step = std::max(step, (count + std::size_t(maxTicks) - 2) / std::size_t(maxTicks - 1));
    last = std::min(values.size() - 1, first + (count + step - 1) / step * step);
    AxisTicks axis;
    axis.low = std::log10(values[first].first);
    axis.high = std::log10(values[last].first);
    for (std::size_t i = first; i <= last; i += step)
        axis.ticks.append({std::log10(values[i].first), values[i].second});
    return axis;
}

} // namespace

AxisTicks logarithmicTicks(Quantity quantity, double minValue, double maxValue, const Unit& unit, const QLocale& locale,
                           int maxTicks)
{
    if (quantity == Quantity::Kibibytes)
        return memoryTicks(minValue, maxValue, locale, maxTicks);
    AxisTicks axis;
    const int first = int(std::floor(std::log10(minValue) + 1e-9));
    int last = int(std::ceil(std::log10(maxValue) - 1e-9));
    if (last <= first)
        last = first + 1;
    const int decades = last - first;
    int step = decades <= 8 ? 1 : decades <= 16 ? 2 : 3;
    if (maxTicks > 1)
        step = std::max(step, (decades + maxTicks - 2) / (maxTicks - 1));
    // Whole steps from the first decade, so that the last tick covers the largest value.
    last = first + (decades + step - 1) / step * step;
    axis.low = first;
    axis.high = last;
    for (int exponent = first; exponent <= last; exponent += step) {
        const double value = std::pow(10.0, exponent);
        QString label;
        if (quantity == Quantity::Seconds) // each tick in the unit that reads best ("10 µs", "1 s")
            label = plainNumber(value / timeUnitFor(value * 1.001).size, locale) + QStringLiteral(" ") +
                timeUnitFor(value * 1.001).symbol;
        else
            label = tickLabel(quantity, value, unit, locale);
        axis.ticks.append({double(exponent), label});
    }
    return axis;
}

AxisTicks linearTicks(Quantity quantity, double minValue, double maxValue, const Unit& unit, const QLocale& locale,
                      int maxTicks)
{
    AxisTicks axis;
    // Zero is always on the axis: below it for negative values (a game value lost by Black) too.
    const double low = std::min(0.0, minValue);
    const double top = std::max(0.0, maxValue);
    const double high = top > low ? top : low + 1;
    const double rough = (high - low) / 5;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    const double fraction = rough / power;
    double step = (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
    // Fewer ticks where the plot is short: the next step of 1, 2, 5 times a power of ten.
    const auto count = [&](double s) { return std::ceil(high / s) - std::floor(low / s) + 1; };
    while (maxTicks > 1 && count(step) > maxTicks) {
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        step *= mantissa < 1.5 ? 2 : mantissa < 3 ? 2.5 : 2;
    }
    axis.low = std::floor(low / step) * step;
    axis.high = std::ceil(high / step) * step;
    for (double tick = axis.low; tick <= axis.high + step / 2; tick += step)
        axis.ticks.append({tick, tickLabel(quantity, std::abs(tick) < step / 1e6 ? 0 : tick, unit, locale)});
    return axis;
}

} // namespace othello
