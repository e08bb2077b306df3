#include "PositionFile.h"

#include "engine/play/PositionList.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <variant>

namespace othello {

std::optional<std::vector<Board>> PositionFile::read(const QString& path, int size, QString* error)
{
    if (path.isEmpty() && size == 0) {
        *error = tr("Choose a position file.");
        return std::nullopt;
    }
    if (path.isEmpty())
        return std::vector<Board>{Board::start(size)};
    const QString shown = QDir::toNativeSeparators(path);
    // A device or a huge file is no position file, and reading it whole would never end.
    constexpr qint64 kMaxBytes = 128LL * 1024 * 1024;
    const QFileInfo info(path);
    if (info.exists() && (!info.isFile() || info.size() > kMaxBytes)) {
        *error = tr("%1 is not a position file.").arg(shown);
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = tr("Cannot read the positions file %1: %2").arg(shown, file.errorString());
        return std::nullopt;
    }
    auto parsed = play::parsePositionList(file.readAll().toStdString());
    if (const auto* bad = std::get_if<ParseError>(&parsed)) {
        *error = tr("%1: %2").arg(shown, QString::fromStdString(bad->message));
        return std::nullopt;
    }
    auto boards = std::get<std::vector<Board>>(std::move(parsed));
    if (boards.empty()) {
        *error = tr("%1 holds no position.").arg(shown);
        return std::nullopt;
    }
    if (size == 0)
        size = boards.front().size;
    for (std::size_t i = 0; i < boards.size(); ++i)
        if (boards[i].size != size) {
            *error = tr("Position %1 of %2 is %3×%3, not %4×%4.").arg(i + 1).arg(shown).arg(boards[i].size).arg(size);
            return std::nullopt;
        }
    return boards;
}

} // namespace othello
