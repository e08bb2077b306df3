#include "TournamentFiles.h"

#include "CsvText.h"
#include "FileWrite.h"
#include "GgfRecord.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace othello {

QStringList tournamentCsvColumns()
{
    return {"game",        "opening",     "black",         "white",       "black_discs",
            "white_discs", "margin",      "black_moves",   "black_nodes", "black_seconds",
            "white_moves", "white_nodes", "white_seconds", "moves",       "reason"};
}

QStringList standingsCsvColumns()
{
    return {"rank",       "player", "opponent",         "games",      "wins",
            "draws",      "losses", "points",           "score",      "elo",
            "elo_margin", "los",    "sonneborn_berger", "disc_margin"};
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

// The Elo difference of a record as a JSON value: a number (two decimals), "+inf" or "-inf"
// for an all-won or all-lost record, null without games.
QJsonValue eloValue(const play::EloEstimate& e)
{
    switch (e.kind) {
    case play::EloEstimate::Kind::Finite:
        return QString::number(e.elo, 'f', 2).toDouble();
    case play::EloEstimate::Kind::AllWon:
        return QStringLiteral("+inf");
    case play::EloEstimate::Kind::AllLost:
        return QStringLiteral("-inf");
    default:
        return QJsonValue::Null;
    }
}

// A record's fields, shared by the CSV and the JSON: points, score fraction, Elo, margin, LOS.
QJsonObject recordFields(const play::Record& r)
{
    const play::EloEstimate e = play::eloEstimate(r);
    const auto los = play::likelihoodOfSuperiority(r);
    return QJsonObject{
        {"games", r.games()},
        {"wins", r.wins},
        {"draws", r.draws},
        {"losses", r.losses},
        {"points", r.points()},
        {"score", r.games() ? QJsonValue(QString::number(e.scoreFraction, 'f', 4).toDouble()) : QJsonValue()},
        {"elo", eloValue(e)},
        {"elo_margin", e.margin ? QJsonValue(QString::number(*e.margin, 'f', 2).toDouble()) : QJsonValue()},
        {"los", los ? QJsonValue(QString::number(*los, 'f', 4).toDouble()) : QJsonValue()},
    };
}

// A JSON value as its CSV field: numbers as JSON writes them, null empty.
QString csvValue(const QJsonValue& value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 12);
    return {};
}

QJsonArray standingsArray(const std::vector<play::GameResult>& results, const std::vector<play::PlayerSpec>& players)
{
    const std::vector<play::Standing> table = play::standings(players, results);
    const play::Crosstable cross = play::crosstable(static_cast<int>(players.size()), results);
    QJsonArray array;
    for (std::size_t rank = 0; rank < table.size(); ++rank) {
        const play::Standing& s = table[rank];
        QJsonObject entry = recordFields(s.record());
        entry["rank"] = static_cast<int>(rank) + 1;
        entry["player"] = QString::fromStdString(s.name);
        entry["sonneborn_berger"] = s.sonnebornBerger;
        entry["disc_margin"] = s.discMargin;
        QJsonArray opponents;
        for (const play::Standing& other : table) // in ranking order, as the crosstable
            if (other.player != s.player) {
                QJsonObject pair = recordFields(cross.at(s.player, other.player));
                pair["opponent"] = QString::fromStdString(other.name);
                opponents.append(pair);
            }
        entry["opponents"] = opponents;
        array.append(entry);
    }
    return array;
}

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
    return QJsonDocument(QJsonObject{{"games", games}, {"standings", standingsArray(results, players)}}).toJson();
}

QByteArray standingsCsv(const std::vector<play::GameResult>& results, const std::vector<play::PlayerSpec>& players)
{
    const QStringList columns = standingsCsvColumns();
    QString text = columns.join(',') + "\n";
    const auto row = [&](const QJsonObject& fields) {
        QStringList values;
        for (const QString& column : columns)
            values << csvValue(fields.value(column));
        text += csvLine(values) + "\n";
    };
    for (const QJsonValue& entry : standingsArray(results, players)) {
        QJsonObject standing = entry.toObject();
        row(standing);
        for (const QJsonValue& pair : standing.value("opponents").toArray()) {
            QJsonObject fields = pair.toObject();
            fields["rank"] = standing.value("rank");
            fields["player"] = standing.value("player");
            row(fields);
        }
    }
    return text.toUtf8();
}

bool writeTournamentCsv(const QString& path, const std::vector<play::GameResult>& results,
                        const std::vector<play::PlayerSpec>& players, QString* error)
{
    return writeFileAtomically(path, tournamentCsv(results, players), error);
}

QByteArray tournamentGgf(const std::vector<play::GameResult>& results, const std::vector<play::PlayerSpec>& players,
                         const std::optional<play::TimeControl>& clock)
{
    QByteArray text;
    for (const play::GameResult& result : results) {
        GgfGame game;
        game.record = result.outcome.record;
        game.blackName = players[static_cast<std::size_t>(result.pairing.black)].name;
        game.whiteName = players[static_cast<std::size_t>(result.pairing.white)].name;
        game.place = "Othello Search Lab";
        if (result.finishedAt > 0)
            game.date = ggfDateText(result.finishedAt);
        if (clock)
            game.timeControl = ggfClockText(clock->baseSeconds, clock->incrementSeconds);
        game.result = ggfResultText(result.outcome.margin, result.outcome.reason.ends_with("lost on time"));
        text += QByteArray::fromStdString(formatGgf(game)) + '\n';
    }
    return text;
}

bool writeTournamentJson(const QString& path, const std::vector<play::GameResult>& results,
                         const std::vector<play::PlayerSpec>& players, QString* error)
{
    return writeFileAtomically(path, tournamentJson(results, players), error);
}

} // namespace othello
