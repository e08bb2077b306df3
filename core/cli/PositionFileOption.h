#pragma once

#include "engine/board/Board.h"

#include <QString>
#include <optional>
#include <vector>

namespace othello {

// Larger files are refused: a position file of a million lines is under 100 MB.
inline constexpr qint64 kMaxPositionFileBytes = 128LL * 1024 * 1024;

// The positions of a position file (engine/play/PositionList.h), all of board size `size`
// when given. Throws a CommandError naming the option, the file and the bad line.
std::vector<Board> positionFileOption(const QString& option, const QString& path, std::optional<int> size);

} // namespace othello
