#include "RatingText.h"

#include <QCoreApplication>
#include <QLocale>

namespace othello {

namespace {

QString signedNumber(double value)
{
    const QString digits = QLocale().toString(std::abs(value), 'f', 1);
    return value < 0 ? QStringLiteral("−") + digits : QStringLiteral("+") + digits;
}

} // namespace

QString eloText(const play::Record& record)
{
    const play::EloEstimate e = play::eloEstimate(record);
    switch (e.kind) {
    case play::EloEstimate::Kind::NoGames:
        return QStringLiteral("—");
    case play::EloEstimate::Kind::AllWon:
        return QStringLiteral("+∞");
    case play::EloEstimate::Kind::AllLost:
        return QStringLiteral("−∞");
    default:
        return signedNumber(e.elo) + QStringLiteral(" ± ") +
            (e.margin ? QLocale().toString(*e.margin, 'f', 1) : QStringLiteral("∞"));
    }
}

QString losText(const play::Record& record)
{
    const auto los = play::likelihoodOfSuperiority(record);
    return los ? QCoreApplication::translate("RatingText", "%1 %").arg(QLocale().toString(100.0 * *los, 'f', 1))
               : QStringLiteral("—");
}

QString pointsText(const play::Record& record)
{
    return QStringLiteral("%1 / %2").arg(QLocale().toString(record.points(), 'g', 6)).arg(record.games());
}

QString recordTooltip(const play::Record& record)
{
    if (record.games() == 0)
        return QCoreApplication::translate("RatingText", "No games yet.");
    const play::EloEstimate e = play::eloEstimate(record);
    QString elo = eloText(record);
    if (e.kind == play::EloEstimate::Kind::AllWon)
        elo = QCoreApplication::translate("RatingText", "+∞ (every game won: no finite Elo difference fits)");
    else if (e.kind == play::EloEstimate::Kind::AllLost)
        elo = QCoreApplication::translate("RatingText", "−∞ (every game lost: no finite Elo difference fits)");
    else if (e.kind == play::EloEstimate::Kind::Finite && !e.margin)
        elo += QCoreApplication::translate(
            "RatingText", " (± ∞: the 95% interval reaches an infinite Elo: too few games to bound the difference)");
    return QCoreApplication::translate(
               "RatingText",
               "%1 wins, %2 draws, %3 losses: %4 points of %5 (%6 %)\nElo difference: %7 (95% margin)\n"
               "Likelihood of superiority: %8")
        .arg(record.wins)
        .arg(record.draws)
        .arg(record.losses)
        .arg(QLocale().toString(record.points(), 'g', 6))
        .arg(record.games())
        .arg(QLocale().toString(100.0 * record.points() / record.games(), 'f', 1))
        .arg(elo, losText(record));
}

} // namespace othello
