#include "Rating.h"

#include <cmath>

namespace othello::play {

namespace {

// The two-sided 95% quantile of the normal distribution: sqrt(2) erfinv(0.95).
constexpr double kZ95 = 1.959963984540054;

} // namespace

double eloFromScore(double p) { return -400.0 * std::log10(1.0 / p - 1.0); }

EloEstimate eloEstimate(const Record& record)
{
    EloEstimate estimate;
    const int n = record.games();
    if (n == 0)
        return estimate;
    const double p = record.points() / n;
    estimate.scoreFraction = p;
    if (record.wins == n) {
        estimate.kind = EloEstimate::Kind::AllWon;
        return estimate;
    }
    if (record.losses == n) {
        estimate.kind = EloEstimate::Kind::AllLost;
        return estimate;
    }
    estimate.kind = EloEstimate::Kind::Finite;
    estimate.elo = eloFromScore(p);
    const double variance =
        (record.wins * (1.0 - p) * (1.0 - p) + record.draws * (0.5 - p) * (0.5 - p) + record.losses * p * p) / n;
    const double deviation = std::sqrt(variance / n);
    const double low = p - kZ95 * deviation;
    const double high = p + kZ95 * deviation;
    if (low > 0.0 && high < 1.0)
        estimate.margin = (eloFromScore(high) - eloFromScore(low)) / 2.0;
    return estimate;
}

std::optional<double> likelihoodOfSuperiority(const Record& record)
{
    const int decisive = record.wins + record.losses;
    if (decisive == 0)
        return std::nullopt;
    return 0.5 * (1.0 + std::erf((record.wins - record.losses) / std::sqrt(2.0 * decisive)));
}

} // namespace othello::play
