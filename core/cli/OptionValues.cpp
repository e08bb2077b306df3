#include "OptionValues.h"

#include "CommandError.h"
#include "jobs/ComparisonSettings.h"

#include <QStringList>
#include <cmath>
#include <variant>

namespace othello {

namespace {

QString algorithmIds()
{
    QStringList ids;
    for (const auto& info : kAlgorithms)
        ids.append(QString::fromLatin1(info.id));
    return ids.join(", ");
}

CommandError badValue(const QString& option, const QString& problem)
{
    return usageError("--" + option + ": " + problem);
}

QStringList listItems(const QString& option, const QString& text)
{
    QStringList items = text.split(',');
    for (QString& item : items) {
        item = item.trimmed();
        if (item.isEmpty())
            throw badValue(option, "empty item in the list '" + text + "'");
    }
    for (qsizetype i = 0; i < items.size(); ++i)
        if (items.indexOf(items[i]) != i)
            throw badValue(option, "'" + items[i] + "' is listed twice");
    return items;
}

} // namespace

int intOption(const QString& option, const QString& text, int low, int high)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok) {
        // A whole number too large for an int is out of range, not malformed.
        bool whole = false;
        text.trimmed().toLongLong(&whole);
        if (!whole)
            throw badValue(option, "'" + text + "' is not a whole number");
        throw badValue(option, QString("%1 is not within %2..%3").arg(text.trimmed()).arg(low).arg(high));
    }
    if (value < low || value > high)
        throw badValue(option, QString("%1 is not within %2..%3").arg(value).arg(low).arg(high));
    return value;
}

double secondsOption(const QString& option, const QString& text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value))
        throw badValue(option, "'" + text + "' is not a number of seconds");
    if (value <= 0 || value > kMaxTimeLimitSeconds)
        throw badValue(option,
                       QString("%1 is not a number of seconds above 0 and at most %2")
                           .arg(text)
                           .arg(kMaxTimeLimitSeconds, 0, 'f', 0));
    return value;
}

Algorithm algorithmOption(const QString& option, const QString& text)
{
    const auto algorithm = parseAlgorithm(text.trimmed().toLower().toStdString());
    if (!algorithm)
        throw badValue(option, "unknown algorithm '" + text + "' (expected one of " + algorithmIds() + ")");
    return *algorithm;
}

std::vector<Algorithm> algorithmsOption(const QString& option, const QString& text)
{
    std::vector<Algorithm> algorithms;
    for (const QString& item : listItems(option, text.toLower()))
        algorithms.push_back(algorithmOption(option, item));
    return algorithms;
}

bool onOffOption(const QString& option, const QString& text)
{
    const QString word = text.trimmed().toLower();
    if (word != "on" && word != "off")
        throw badValue(option, "'" + text + "' is not on or off");
    return word == "on";
}

std::vector<bool> ttListOption(const QString& option, const QString& text)
{
    std::vector<bool> values;
    for (const QString& item : listItems(option, text.toLower()))
        values.push_back(onOffOption(option, item));
    return values;
}

Board positionOption(const QString& option, const QString& text)
{
    auto parsed = parseBoard(text.trimmed().toStdString());
    if (const auto* error = std::get_if<ParseError>(&parsed))
        throw badValue(option, "malformed position: " + QString::fromStdString(error->message));
    return std::get<Board>(parsed);
}

} // namespace othello
