#pragma once

// The learned evaluation: per game stage (a range of empty squares), a weight for every
// configuration of every pattern (PatternSet.h) and for a few whole-board features; the value of
// a position is their sum, in 1/kWeightScale discs from the mover's point of view (an estimate of
// the final disc difference). Trained by `othello-lab-cli train-eval` (PatternTraining.h); the
// trained weights of each size ship with the program (shippedPatternWeights).

#include "PatternSet.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace othello::evaluation {

// Weights are whole numbers of 1/kWeightScale discs.
constexpr int kWeightScale = 32;

// The whole-board features besides the patterns.
enum class Feature { Bias, Discs, Mobility, Parity };
constexpr int kFeatureCount = 4;
constexpr std::array<std::string_view, kFeatureCount> kFeatureNames{"bias", "discs", "mobility", "parity"};
// Their values: 1; own discs minus the opponent's; own legal moves minus the opponent's; +1 with
// an odd number of empties, -1 with an even number.
std::array<int, kFeatureCount> featureValues(Bitboard player, Bitboard opponent, int size);
// The same with both sides' legal moves already known.
std::array<int, kFeatureCount> featureValues(Bitboard player, Bitboard opponent, Bitboard playerMoves,
                                             Bitboard opponentMoves, int size);

class PatternWeights {
public:
    // All weights zero: every stage untrained.
    PatternWeights(int size, int stageWidth);

    int size() const { return m_size; }
    int stageWidth() const { return m_stageWidth; }
    int stageCount() const { return static_cast<int>(m_stages.size()); }
    // The stage of a position with `empties` empty squares (0 and 1..width: stage 0).
    int stageOf(int empties) const { return empties <= 0 ? 0 : (empties - 1) / m_stageWidth; }
    bool trained(int stage) const { return m_stages[static_cast<std::size_t>(stage)].trained; }
    // The stage whose weights evaluate positions with `empties` empty squares (see evaluate()).
    int stageInUse(int empties) const { return m_inUseByEmpties[static_cast<std::size_t>(empties)]; }
    // A stage's weights: of a pattern's canonical column, of a feature.
    int columnWeight(int stage, int pattern, std::uint32_t column) const
    {
        return m_stages[static_cast<std::size_t>(stage)].columns[static_cast<std::size_t>(pattern)][column];
    }
    int featureWeight(int stage, Feature feature) const
    {
        return m_stages[static_cast<std::size_t>(stage)].features[static_cast<std::size_t>(feature)];
    }

    // The mover's estimated final disc difference, in 1/kWeightScale discs (by the weights of
    // the nearest trained stage where the position's stage is not trained).
    int evaluate(Bitboard player, Bitboard opponent) const;
    // The same with both sides' legal moves already known (the searches have them).
    int evaluate(Bitboard player, Bitboard opponent, Bitboard playerMoves, Bitboard opponentMoves) const;

    // Training: a stage's weights per canonical column (pattern by pattern, PatternSet order) and
    // per feature, in 1/kWeightScale discs.
    void setStage(int stage, const std::vector<std::vector<int>>& columnWeights,
                  const std::array<int, kFeatureCount>& features);

    // Versioned text ("othello-pattern-weights 1"): the nonzero weights of each trained stage.
    std::string serialize() const;
    static std::optional<PatternWeights> parse(std::string_view text, std::string* error = nullptr);

    friend bool operator==(const PatternWeights&, const PatternWeights&) = default;

private:
    struct Stage {
        bool trained = false;
        // Per pattern, per index (expanded from the columns), one pattern's table after another
        // (PatternSet::tableOffset).
        std::vector<std::int16_t> table;
        std::vector<std::vector<int>> columns; // per pattern, per canonical column
        std::array<int, kFeatureCount> features{};
        friend bool operator==(const Stage&, const Stage&) = default;
    };
    void chooseStagesInUse();
    int m_size;
    const PatternSet* m_set;
    int m_stageWidth;
    std::vector<Stage> m_stages;
    // The stage whose weights evaluate each stage: itself when trained, else the nearest trained
    // one (the fewer empties on a tie), else itself.
    std::vector<int> m_inUse;
    // The same per number of empty squares (0..64).
    std::array<std::uint8_t, 65> m_inUseByEmpties{};
};

// The weights shipped with the program for a board size (parsed once, on first use), or null
// when there are none for that size.
const PatternWeights* shippedPatternWeights(int size);

} // namespace othello::evaluation
