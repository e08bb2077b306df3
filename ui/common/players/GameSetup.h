#pragma once

#include "engine/board/Scoring.h"
#include "engine/play/EnginePlayer.h"

#include <optional>

namespace othello {

// Who plays a game and how it is scored: each side a person (nullopt) or an engine player.
struct GameSetup {
    int size = 6;
    ScoringRule scoring = ScoringRule::DiscDifference;
    std::optional<play::PlayerSpec> black;
    std::optional<play::PlayerSpec> white;

    const std::optional<play::PlayerSpec>& playerFor(Color color) const
    {
        return color == Color::Black ? black : white;
    }
};

} // namespace othello
