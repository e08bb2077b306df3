#include "TournamentFiles.h"

#include "CsvText.h"
#include "FileWrite.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace othello {

QStringList tournamentCsvColumns()
{
    return {
        "game",          "opening",     "black",       "white",         "black_discs", "white_discs",
        "margin",        "black_moves", "black_nodes", "black_seconds", "white_moves", "white_nodes",
        "white_seconds", "moves",       "reason"}; // why a game ended early (a forfeit), empty when it was played to its end
}

namespace {

QString playerName(const std::vector<play::PlayerSpec>& players, int index)
{
    return QString::fromStdString(players[static_cast<std::size_t>(index)].name);
}

QString movesText(const play::GameResult& r)
{
    QString moves;
    for (int m : r.outcome.record.moves)
        moves += (moves.isEmpty() ? "" : " ") + QString::fromStdString(moveName(m));
    return moves;
}

// Seconds as both files give them: six decimals.
QString secondsText(double seconds) { return QString::number(seconds, 'f', 6); }

} // namespace

QString tournamentCsvRow(const play::GameResult& r, int game, const std::vector<play::PlayerSpec>& players)
{
    const auto& o = r.outcome;
    return csvLine({QString::number(game), QString::number(r.pairing.opening + 1), playerName(players, r.pairing.black),
                    playerName(players, r.pairing.white), QString::number(o.final.blackCount()),
                    QString::number(o.final.whiteCount()), QString::number(o.margin), QString::number(o.black.moves),
                    QString::number(o.black.nodes), secondsText(o.black.seconds), QString::number(o.white.moves),
                    QString::number(o.white.nodes), secondsText(o.white.seconds), movesText(r),
                    QString::fromStdString(o.reason)});
}

QJsonObject tournamentJsonGame(const play::GameResult& r, int game, const std::vector<play::PlayerSpec>& players)
{
    // Built from the game itself: names stay text whatever they look like.
    const auto& o = r.outcome;
    const auto number = [](auto n) { return QJsonValue(static_cast<double>(n)); };
    return QJsonObject{
        {"game", game},
        {"opening", r.pairing.opening + 1},
        {"black", playerName(players, r.pairing.black)},
        {"white", playerName(players, r.pairing.white)},
        {"black_discs", o.final.blackCount()},
        {"white_discs", o.final.whiteCount()},
        {"margin", o.margin},
        {"black_moves", number(o.black.moves)},
        {"black_nodes", number(o.black.nodes)},
        {"black_seconds", secondsText(o.black.seconds).toDouble()},
        {"white_moves", number(o.white.moves)},
        {"white_nodes", number(o.white.nodes)},
        {"white_seconds", secondsText(o.white.seconds).toDouble()},
        {"moves", movesText(r)},
        {"reason", QString::fromStdString(o.reason)},
    };
}

QByteArray tournamentCsv(const std::vector<play::GameResult>& results, const std::vector<play::PlayerSpec>& players)
{
    QString text = tournamentCsvColumns().join(',') + "\n";
    for (std::size_t i = 0; i < results.size(); ++i)
        text += tournamentCsvRow(results[i], static_cast<int>(i) + 1, players) + "\n";
    return text.toUtf8();
}

QByteArray tournamentJson(const std::vector<play::GameResult>& results, const std::vector<play::PlayerSpec>& players)
{
    QJsonArray games;
    for (std::size_t i = 0; i < results.size(); ++i)
        games.append(tournamentJsonGame(results[i], static_cast<int>(i) + 1, players));
    return QJsonDocument(games).toJson();
}

bool writeTournamentCsv(const QString& path, const std::vector<play::GameResult>& results,
                        const std::vector<play::PlayerSpec>& players, QString* error)
{
    return writeFileAtomically(path, tournamentCsv(results, players), error);
}

bool writeTournamentJson(const QString& path, const std::vector<play::GameResult>& results,
                         const std::vector<play::PlayerSpec>& players, QString* error)
{
    return writeFileAtomically(path, tournamentJson(results, players), error);
}

} // namespace othello
