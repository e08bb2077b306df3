#include "KeptTournament.h"

#include "engine/play/GameRecord.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace othello {

namespace {
constexpr int kFormat = 1;

QJsonObject costJson(const play::SideCost& cost)
{
    return {{"moves", cost.moves}, {"nodes", static_cast<double>(cost.nodes)}, {"seconds", cost.seconds}};
}

play::SideCost costOf(const QJsonObject& json)
{
    play::SideCost cost;
    cost.moves = json["moves"].toInt();
    cost.nodes = static_cast<std::uint64_t>(json["nodes"].toDouble());
    cost.seconds = json["seconds"].toDouble();
    return cost;
}
} // namespace

QByteArray keptTournamentJson(const KeptTournament& tournament)
{
    QJsonArray players;
    for (const play::PlayerSpec& player : tournament.players)
        players.append(QString::fromStdString(player.text()));
    QJsonArray games;
    for (const play::GameResult& game : tournament.games)
        games.append(QJsonObject{
            {"black", game.pairing.black},
            {"white", game.pairing.white},
            {"opening", game.pairing.opening},
            {"record", QString::fromStdString(play::formatRecord(game.outcome.record))},
            {"margin", game.outcome.margin},
            {"finished", game.outcome.finished},
            {"reason", QString::fromStdString(game.outcome.reason)},
            {"blackCost", costJson(game.outcome.black)},
            {"whiteCost", costJson(game.outcome.white)},
        });
    const QJsonObject root{
        {"format", kFormat},
        {"scoring", QString::fromLatin1(scoringId(tournament.scoring).data())},
        {"gamesPerPlayer", tournament.gamesPerPlayer},
        {"total", tournament.total},
        {"players", players},
        {"games", games},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

std::optional<KeptTournament> parseKeptTournament(const QByteArray& json)
{
    const QJsonDocument document = QJsonDocument::fromJson(json);
    const QJsonObject root = document.object();
    if (!document.isObject() || root["format"].toInt() != kFormat)
        return std::nullopt;
    KeptTournament tournament;
    const auto scoring = parseScoring(root["scoring"].toString().toStdString());
    if (!scoring)
        return std::nullopt;
    tournament.scoring = *scoring;
    tournament.gamesPerPlayer = root["gamesPerPlayer"].toInt();
    tournament.total = root["total"].toInt();
    for (const QJsonValue& text : root["players"].toArray()) {
        const auto player = play::parsePlayer(text.toString().toStdString());
        if (!player)
            return std::nullopt;
        tournament.players.push_back(*player);
    }
    const int playerCount = static_cast<int>(tournament.players.size());
    for (const QJsonValue& value : root["games"].toArray()) {
        const QJsonObject object = value.toObject();
        play::GameResult game;
        game.pairing.black = object["black"].toInt(-1);
        game.pairing.white = object["white"].toInt(-1);
        game.pairing.opening = object["opening"].toInt();
        if (game.pairing.black < 0 || game.pairing.black >= playerCount || game.pairing.white < 0 ||
            game.pairing.white >= playerCount)
            return std::nullopt;
        const auto record = play::parseRecord(object["record"].toString().toStdString());
        const auto* parsed = std::get_if<play::GameRecord>(&record);
        if (!parsed)
            return std::nullopt;
        game.outcome.record = *parsed;
        Board final = parsed->start;
        for (int move : parsed->moves)
            final = final.played(move);
        game.outcome.final = final;
        game.outcome.margin = object["margin"].toInt();
        game.outcome.finished = object["finished"].toBool(true);
        game.outcome.reason = object["reason"].toString().toStdString();
        game.outcome.black = costOf(object["blackCost"].toObject());
        game.outcome.white = costOf(object["whiteCost"].toObject());
        tournament.games.push_back(game);
    }
    return tournament;
}

} // namespace othello
