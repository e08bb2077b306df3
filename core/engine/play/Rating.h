#pragma once

#include <optional>

namespace othello::play {

// Wins, draws and losses of one side against another (or against the field).
struct Record {
    int wins = 0;
    int draws = 0;
    int losses = 0;

    int games() const { return wins + draws + losses; }
    // A win 1, a draw 1/2.
    double points() const { return wins + 0.5 * draws; }
    friend bool operator==(const Record&, const Record&) = default;
};

// The Elo difference a score fraction means, with a 95% error margin, as Cute Chess reports it:
// p = points / games, Elo = -400 log10(1/p - 1); the margin is half the width of the Elo
// interval of p ± 1.959964 s, where s = sqrt(v / games) and v is the per-game score variance
// (W (1-p)² + D (1/2-p)² + L p²) / games.
struct EloEstimate {
    enum class Kind {
        NoGames, // nothing to estimate
        Finite,  // elo holds the difference
        AllWon,  // p = 1: the difference is +infinity (no finite Elo fits)
        AllLost, // p = 0: -infinity
    };
    Kind kind = Kind::NoGames;
    double scoreFraction = 0; // p; 0 without games
    double elo = 0;           // Finite only
    // Finite only, and only when both ends of the score interval lie inside (0, 1); otherwise
    // the interval reaches an infinite Elo and there is no margin to give.
    std::optional<double> margin;
};

EloEstimate eloEstimate(const Record& record);

// Likelihood of superiority: the probability that the side is the stronger one, from its
// decisive games only: LOS = 1/2 (1 + erf((W - L) / sqrt(2 (W + L)))). nullopt without a
// decisive game (draws say nothing about who is stronger).
std::optional<double> likelihoodOfSuperiority(const Record& record);

// The Elo difference of a score fraction p in (0, 1).
double eloFromScore(double p);

} // namespace othello::play
