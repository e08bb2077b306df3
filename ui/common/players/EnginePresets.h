#pragma once

#include "engine/play/EnginePlayer.h"

#include <QString>
#include <vector>

namespace othello {

// The engine strengths offered in the Play and Tournament tabs: one list, weakest first.
struct EnginePreset {
    QString title; // translated, e.g. "Medium (alpha-beta, depth 4)"
    play::PlayerSpec player;
};
std::vector<EnginePreset> enginePresets();

// The player Hint asks for a move (strong, but answers within a second).
play::PlayerSpec hintPlayer();

// The evaluation presets of core/engine/evaluation, with translated names.
struct EvaluationChoice {
    QString id;         // as in a player specification ("mixed")
    QString title;      // in choosers: "Mixed (squares, mobility, ...)"
    QString shortTitle; // in descriptions: "Mixed"
};
std::vector<EvaluationChoice> evaluationChoices();

// "alphabeta, depth 4, mixed" or "best, 1 s/move, TT, mixed" (an external engine: "external
// engine, depth 8"): how the tabs describe a player.
QString describePlayer(const play::PlayerSpec& player);

} // namespace othello
