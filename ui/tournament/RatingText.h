#pragma once

#include "engine/play/Rating.h"

#include <QString>

namespace othello {

// How the Tournament tab writes ratings, in the user's language and number format:
// "+147.2 ± 66.0", "+∞" for an all-won record, "−∞", "—" without games; a margin whose score
// interval reaches 0 or 1 is "± ∞". LOS as a percentage ("97.7 %"), "—" without decisive games.
QString eloText(const play::Record& record);
QString losText(const play::Record& record);
// "3.5 / 6"
QString pointsText(const play::Record& record);
// A record's details for tooltips: wins, draws, losses, score, Elo, LOS.
QString recordTooltip(const play::Record& record);

} // namespace othello
