#include "PositionFileOption.h"

#include "CommandError.h"
#include "engine/play/PositionList.h"

#include <QFile>
#include <QFileInfo>
#include <variant>

namespace othello {

std::vector<Board> positionFileOption(const QString& option, const QString& path, std::optional<int> size)
{
    // A device or a huge file is no position file, and reading it whole would never end.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        throw usageError("--" + option + ": " + path + " is not a regular file");
    if (info.size() > kMaxPositionFileBytes)
        throw usageError(
            QString("--%1: %2 is too large to be a position file (%3 bytes)").arg(option, path).arg(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        throw usageError("--" + option + ": cannot read " + path + " (" + file.errorString() + ")");
    const QByteArray bytes = file.readAll();
    auto parsed = play::parsePositionList(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (const auto* error = std::get_if<ParseError>(&parsed))
        throw usageError("--" + option + ": " + path + ": " + QString::fromStdString(error->message));
    std::vector<Board> positions = std::get<std::vector<Board>>(std::move(parsed));
    if (positions.empty())
        throw usageError("--" + option + ": " + path + " holds no position");
    if (size)
        for (std::size_t i = 0; i < positions.size(); ++i)
            if (positions[i].size != *size)
                throw usageError(QString("--%1: %2: position %3 is %4x%4, not %5x%5")
                                     .arg(option, path)
                                     .arg(i + 1)
                                     .arg(positions[i].size)
                                     .arg(*size));
    return positions;
}

} // namespace othello
