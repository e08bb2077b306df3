#include "ResultFields.h"

#include "engine/PrincipalVariation.h"

#include <QLocale>

#include <cmath>
#include <optional>

namespace othello {

namespace {

// The largest disc difference on the 6x6 board the PV lives on.
constexpr int kMaxValue = 36;
// Field text is quoted in problems only up to this length, so garbage cannot flood a report.
constexpr qsizetype kQuotedLength = 24;

QString quoted(const QString& text)
{
    return "'" + (text.size() > kQuotedLength ? text.left(kQuotedLength) + "..." : text) + "'";
}

std::optional<int> intIn(const QString& text, int low, int high)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < low || value > high)
        return std::nullopt;
    return value;
}

std::optional<std::uint64_t> count(const QString& text)
{
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok);
    // toULongLong accepts a leading '-' for some inputs; a count is digits only.
    if (!ok || text.startsWith('-') || text.startsWith('+'))
        return std::nullopt;
    return value;
}

} // namespace

const QStringList& resultFieldNames()
{
    static const QStringList names{"label",    "ply",      "to_move",   "algorithm", "tt",
                                   "value",    "expanded", "generated", "seconds",   "status"};
    return names;
}

QStringList fieldsOf(const ResultRecord& record)
{
    return {QString::number(record.label),
            QString::number(record.ply),
            QString::fromLatin1(colorName(record.toMove)),
            QString::fromLatin1(algorithmId(record.algorithm)),
            record.tt ? QStringLiteral("on") : QStringLiteral("off"),
            record.status == SearchStatus::Done && record.value ? QString::number(*record.value) : QString(),
            QString::number(record.expanded),
            QString::number(record.generated),
            QString::number(record.seconds, 'g', QLocale::FloatingPointShortest), // round-trips exactly
            QString::fromLatin1(statusId(record.status))};
}

std::variant<ResultRecord, QString> recordFromFields(const QStringList& fields)
{
    if (fields.size() != resultFieldNames().size())
        return QString("expected %1 fields, found %2").arg(resultFieldNames().size()).arg(fields.size());
    ResultRecord record;

    const auto label = intIn(fields[0], PrincipalVariation::kFirstLabel, PrincipalVariation::kLastLabel);
    if (!label)
        return "label " + quoted(fields[0]) + " is not within 1..34";
    record.label = *label;

    const auto ply = intIn(fields[1], 0, PrincipalVariation::kLastLabel);
    if (!ply || *ply != PrincipalVariation::plyOf(record.label))
        return "ply " + quoted(fields[1]) + " does not match label " + QString::number(record.label);
    record.ply = *ply;

    if (fields[2] == "black")
        record.toMove = Color::Black;
    else if (fields[2] == "white")
        record.toMove = Color::White;
    else
        return "side to move " + quoted(fields[2]) + " is not black or white";

    const auto algorithm = parseAlgorithm(fields[3].toStdString());
    if (!algorithm)
        return "unknown algorithm " + quoted(fields[3]);
    record.algorithm = *algorithm;

    if (fields[4] != "on" && fields[4] != "off")
        return "tt " + quoted(fields[4]) + " is not on or off";
    record.tt = fields[4] == "on";

    const auto status = parseStatus(fields[9].toStdString());
    if (!status)
        return "unknown status " + quoted(fields[9]);
    record.status = *status;

    if (record.status == SearchStatus::Done) {
        const auto value = intIn(fields[5], -kMaxValue, kMaxValue);
        if (!value)
            return "value " + quoted(fields[5]) + " is not a game value within -36..36";
        record.value = *value;
    } else if (!fields[5].isEmpty()) {
        return "a search with status " + fields[9] + " has no value, found " + quoted(fields[5]);
    }

    const auto expanded = count(fields[6]);
    if (!expanded)
        return "expanded " + quoted(fields[6]) + " is not a node count";
    record.expanded = *expanded;
    const auto generated = count(fields[7]);
    if (!generated)
        return "generated " + quoted(fields[7]) + " is not a node count";
    record.generated = *generated;

    bool ok = false;
    record.seconds = fields[8].toDouble(&ok);
    if (!ok || !std::isfinite(record.seconds) || record.seconds < 0)
        return "seconds " + quoted(fields[8]) + " is not a non-negative number";
    return record;
}

} // namespace othello
