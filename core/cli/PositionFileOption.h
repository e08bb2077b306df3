#pragma once

#include "engine/Board.h"

#include <QString>
#include <optional>
#include <vector>

namespace othello {

// The positions of a position file (engine/play/PositionList.h), all of board size `size`
// when given. Throws a CommandError naming the option, the file and the bad line.
std::vector<Board> positionFileOption(const QString& option, const QString& path, std::optional<int> size);

} // namespace othello
