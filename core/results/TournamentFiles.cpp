#include "TournamentFiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace othello {

QStringList tournamentCsvColumns()
{
    return {"game",        "opening",     "black",         "white",       "black_discs", "white_discs",   "margin",
            "black_moves", "black_nodes", "black_seconds", "white_moves", "white_nodes", "white_seconds", "moves"};
}

QString tournamentCsvRow(const play::GameResult& r, int game, const std::vector<play::PlayerSpec>& players)
{
    const auto& o = r.outcome;
    QString moves;
    for (int m : o.record.moves)
        moves += (moves.isEmpty() ? "" : " ") + QString::fromStdString(moveName(m));
    return QStringList{QString::number(game),
                       QString::number(r.pairing.opening + 1),
                       QString::fromStdString(players[static_cast<std::size_t>(r.pairing.black)].name),
                       QString::fromStdString(players[static_cast<std::size_t>(r.pairing.white)].name),
                       QString::number(o.final.blackCount()),
                       QString::number(o.final.whiteCount()),
                       QString::number(o.margin),
                       QString::number(o.black.moves),
                       QString::number(o.black.nodes),
                       QString::number(o.black.seconds, 'f', 6),
                       QString::number(o.white.moves),
                       QString::number(o.white.nodes),
                       QString::number(o.white.seconds, 'f', 6),
                       moves}
        .join(',');
}

QJsonObject tournamentJsonGame(const play::GameResult& r, int game, const std::vector<play::PlayerSpec>& players)
{
    const QStringList columns = tournamentCsvColumns();
    const QStringList fields = tournamentCsvRow(r, game, players).split(',');
    QJsonObject object;
    for (qsizetype i = 0; i < columns.size(); ++i) {
        bool isNumber = false;
        const double n = fields[i].toDouble(&isNumber);
        object[columns[i]] = isNumber ? QJsonValue(n) : QJsonValue(fields[i]);
    }
    return object;
}

namespace {

bool writeWhole(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QStringLiteral("cannot write %1 (%2)").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

bool writeTournamentCsv(const QString& path, const std::vector<play::GameResult>& results,
                        const std::vector<play::PlayerSpec>& players, QString* error)
{
    QString text = tournamentCsvColumns().join(',') + "\n";
    for (std::size_t i = 0; i < results.size(); ++i)
        text += tournamentCsvRow(results[i], static_cast<int>(i) + 1, players) + "\n";
    return writeWhole(path, text.toUtf8(), error);
}

bool writeTournamentJson(const QString& path, const std::vector<play::GameResult>& results,
                         const std::vector<play::PlayerSpec>& players, QString* error)
{
    QJsonArray games;
    for (std::size_t i = 0; i < results.size(); ++i)
        games.append(tournamentJsonGame(results[i], static_cast<int>(i) + 1, players));
    return writeWhole(path, QJsonDocument(games).toJson(), error);
}

} // namespace othello
