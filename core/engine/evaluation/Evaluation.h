#pragma once

// Static evaluation functions for depth-limited search: each term is a plain function of the
// position from the side to move (player) against the opponent, positive when good for the
// player; an Evaluator adds them up with user-set weights. The board size N is a run-time
// argument here (these run at the horizon only, never in the exact searches).

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace othello::evaluation {

using Bitboard = std::uint64_t;

enum class Term { Discs, Squares, Mobility, PotentialMobility, Corners, Stability, Parity };

struct TermInfo {
    Term term;
    std::string_view id;          // in player specifications ("mobility=5")
    std::string_view description; // one line, English
};

// The single source of term names, in the order they are listed.
inline constexpr std::array kTerms{
    TermInfo{Term::Discs, "discs", "disc difference"},
    TermInfo{Term::Squares, "squares", "weighted squares: sum of the square table over own minus opponent discs"},
    TermInfo{Term::Mobility, "mobility", "current mobility: own legal moves minus the opponent's"},
    TermInfo{Term::PotentialMobility, "potential",
             "potential mobility: empty squares next to opponent discs minus those next to own discs"},
    TermInfo{Term::Corners, "corners", "corners held: own minus opponent"},
    TermInfo{Term::Stability, "stability",
             "stable discs: edge discs in an unbroken own run from an own corner, own minus opponent"},
    TermInfo{Term::Parity, "parity",
             "parity: +1 when the number of empty squares is odd (the mover would "
             "play last), -1 when even"},
};
constexpr std::size_t kTermCount = kTerms.size();
std::optional<Term> parseTerm(std::string_view id);

// A value per square (bit layout of Square.h); squares off the board are ignored.
using SquareTable = std::array<int, 64>;
// The classic pattern: corners high, X-squares (diagonal to a corner) very low, C-squares
// (next to a corner on the edge) low, edges good, the rest neutral; for sizes 4, 6 and 8.
SquareTable classicSquareTable(int size);

int discDifference(Bitboard player, Bitboard opponent);
int weightedSquares(Bitboard player, Bitboard opponent, const SquareTable& table);
int mobility(Bitboard player, Bitboard opponent, int size);
int potentialMobility(Bitboard player, Bitboard opponent, int size);
int corners(Bitboard player, Bitboard opponent, int size);
// Discs that can never flip because they sit on an edge in a run of own discs from an own
// corner (a lower bound of the true stable discs).
int edgeStableDiscs(Bitboard discs, int size);
int stability(Bitboard player, Bitboard opponent, int size);
int parity(Bitboard player, Bitboard opponent, int size);

int termValue(Term term, Bitboard player, Bitboard opponent, int size, const SquareTable& table);

class PatternWeights;

// A weighted sum of the terms. Presets by name: "discs", "squares" (also "weighted"),
// "mobility", "corners", "parity", "mixed" (squares + 10 mobility + 5 potential + 100 corners
// + 30 stability + 10 parity); or a list "discs=1,mobility=10,..." of term weights. Or "learned":
// the trained pattern evaluation shipped for the board size (PatternWeights.h), in 1/32 discs.
struct Evaluator {
    std::array<int, kTermCount> weights{};
    SquareTable squares{};
    int size = 6;
    const PatternWeights* learned = nullptr; // when set, the evaluation is this alone

    int weight(Term term) const { return weights[static_cast<std::size_t>(term)]; }
    void setWeight(Term term, int w) { weights[static_cast<std::size_t>(term)] = w; }

    // The player's view; 0 weights cost nothing.
    int evaluate(Bitboard player, Bitboard opponent) const;
    // Text that parseEvaluator() reads back ("discs=1,mobility=10").
    std::string text() const;
};
inline constexpr std::string_view kLearnedPreset = "learned";
// Parses a preset name or a weight list for a board of the given size; an error message otherwise
// ("learned" on a size without shipped weights is an error).
std::optional<Evaluator> parseEvaluator(std::string_view text, int size, std::string* error = nullptr);

} // namespace othello::evaluation
