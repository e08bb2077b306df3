#pragma once

#include "engine/play/Tournament.h"

#include <QByteArray>
#include <optional>
#include <vector>

namespace othello {

// A tournament as the Tournament tab keeps it on disk until its games are exported (KeptResults):
// the players, the scoring and the games so far, with what each side spent. JSON, read back whole
// (the exports are for other programs; this is for the next start of this one).
struct KeptTournament {
    std::vector<play::PlayerSpec> players;
    std::vector<play::GameResult> games;
    ScoringRule scoring = ScoringRule::DiscDifference;
    int gamesPerPlayer = 0;
    int total = 0; // the games the tournament was to play
};

QByteArray keptTournamentJson(const KeptTournament& tournament);
// Nothing when the text is not a kept tournament (or names a player or a game it cannot read).
std::optional<KeptTournament> parseKeptTournament(const QByteArray& json);

} // namespace othello
