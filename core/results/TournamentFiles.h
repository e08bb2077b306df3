#pragma once

#include "engine/play/GameClock.h"
#include "engine/play/Tournament.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace othello {

// The one source of the tournament game files, for othello-lab-cli tournament and the
// Tournament tab: one CSV row (or JSON object) per game, numbered from 1 in playing order.
QStringList tournamentCsvColumns();
QString tournamentCsvRow(const play::GameResult& result, int game, const std::vector<play::PlayerSpec>& players);
QJsonObject tournamentJsonGame(const play::GameResult& result, int game, const std::vector<play::PlayerSpec>& players);

// The standings file: a row per player in ranking order (opponent empty: against the field),
// each followed by a row per opponent (the crosstable's cell); score is points / games, elo the
// Elo difference ("+inf"/"-inf" for all won/lost, empty without games), elo_margin its 95%
// margin (empty when unbounded), los the likelihood of superiority (empty without decisive
// games). The JSON's "standings" holds the same, the opponents nested.
QStringList standingsCsvColumns();

// The files' content, and whole files of finished games (written by writeFileAtomically). On failure: false and a one-line
// error naming the file.
QByteArray tournamentCsv(const std::vector<play::GameResult>& results, const std::vector<play::PlayerSpec>& players);
// JSON: {"games": [a tournamentJsonGame per game], "standings": [...]}.
QByteArray tournamentJson(const std::vector<play::GameResult>& results, const std::vector<play::PlayerSpec>& players);
QByteArray standingsCsv(const std::vector<play::GameResult>& results, const std::vector<play::PlayerSpec>& players);
// GGF: one game per line (results/GgfRecord.h), PB/PW the players' names, RE Black's margin (a
// forfeit's is the largest loss; ":t" after a loss on time), PC "Othello Search Lab", DT when the
// game ended, TI the clock per game (empty without one), BO the opening; in playing order.
QByteArray tournamentGgf(const std::vector<play::GameResult>& results, const std::vector<play::PlayerSpec>& players,
                         const std::optional<play::TimeControl>& clock = std::nullopt);
bool writeTournamentCsv(const QString& path, const std::vector<play::GameResult>& results,
                        const std::vector<play::PlayerSpec>& players, QString* error);
bool writeTournamentJson(const QString& path, const std::vector<play::GameResult>& results,
                         const std::vector<play::PlayerSpec>& players, QString* error);

} // namespace othello
