#pragma once

#include "engine/board/Board.h"

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <vector>

namespace othello {

// The positions of a position file (one position a line, engine/play/PositionList.h), read for
// a page that plays or searches them on `size`x`size` boards (size 0: the size of the first
// position, which every other must have too). An empty path stands for the start position
// (of a given size; with size 0 an empty path is an error). On failure: nothing, and `error` holds one translated line naming the file
// and, where it applies, the position.
class PositionFile {
    Q_DECLARE_TR_FUNCTIONS(PositionFile)

public:
    static std::optional<std::vector<Board>> read(const QString& path, int size, QString* error);
};

} // namespace othello
