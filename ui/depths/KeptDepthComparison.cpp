#include "KeptDepthComparison.h"

#include "engine/board/Board.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace othello {

namespace {
constexpr int kFormat = 1;
}

QByteArray keptDepthComparisonJson(const KeptDepthComparison& comparison)
{
    QJsonArray positions;
    for (const Board& board : comparison.positions)
        positions.append(QString::fromStdString(toText(board)));
    QJsonArray rows;
    for (const depth::DepthComparisonRow& row : comparison.rows) {
        QJsonArray line;
        for (int move : row.result.line)
            line.append(move);
        rows.append(QJsonObject{
            {"position", row.position},
            {"depth", row.depth},
            {"algorithm", QString::fromLatin1(algorithmId(row.algorithm).data())},
            {"table", row.table},
            {"resultDepth", row.result.depth},
            {"value", row.result.value},
            {"exact", row.result.exact},
            {"bestMove", row.result.bestMove},
            {"line", line},
            {"expanded", static_cast<double>(row.result.stats.expanded)},
            {"generated", static_cast<double>(row.result.stats.generated)},
            {"seconds", row.result.seconds},
        });
    }
    const QJsonObject root{
        {"format", kFormat},
        {"maxDepth", comparison.maxDepth},
        {"planned", comparison.planned},
        {"positions", positions},
        {"rows", rows},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

std::optional<KeptDepthComparison> parseKeptDepthComparison(const QByteArray& json)
{
    const QJsonDocument document = QJsonDocument::fromJson(json);
    const QJsonObject root = document.object();
    if (!document.isObject() || root["format"].toInt() != kFormat)
        return std::nullopt;
    KeptDepthComparison comparison;
    comparison.maxDepth = root["maxDepth"].toInt(1);
    comparison.planned = root["planned"].toInt();
    for (const QJsonValue& text : root["positions"].toArray()) {
        const auto board = parseBoard(text.toString().toStdString());
        if (!std::holds_alternative<Board>(board))
            return std::nullopt;
        comparison.positions.push_back(std::get<Board>(board));
    }
    for (const QJsonValue& value : root["rows"].toArray()) {
        const QJsonObject object = value.toObject();
        depth::DepthComparisonRow row;
        row.position = object["position"].toInt(-1);
        if (row.position < 0 || row.position >= static_cast<int>(comparison.positions.size()))
            return std::nullopt;
        row.depth = object["depth"].toInt();
        const auto algorithm = parseAlgorithm(object["algorithm"].toString().toStdString());
        if (!algorithm)
            return std::nullopt;
        row.algorithm = *algorithm;
        row.table = object["table"].toBool();
        row.result.depth = object["resultDepth"].toInt();
        row.result.value = object["value"].toInt();
        row.result.exact = object["exact"].toBool();
        row.result.bestMove = object["bestMove"].toInt(kNoMove);
        for (const QJsonValue& move : object["line"].toArray())
            row.result.line.push_back(move.toInt());
        row.result.stats.expanded = static_cast<std::uint64_t>(object["expanded"].toDouble());
        row.result.stats.generated = static_cast<std::uint64_t>(object["generated"].toDouble());
        row.result.seconds = object["seconds"].toDouble();
        comparison.rows.push_back(row);
    }
    return comparison;
}

} // namespace othello
