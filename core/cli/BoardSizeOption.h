#pragma once

#include "CommandOptions.h"
#include "engine/board/Board.h"

#include <optional>

namespace othello {

// --size N: 4, 6 or 8. Throws a usage error for anything else.
int boardSizeOption(const QString& option, const QString& text);

// The board of --position, or the start of --size (6 when neither is set). When both are set
// the position must have that size, so "--size 8" with a 36-character text is an error.
Board positionOrStart(const CommandOptions& options);
// The position of a one-position command (solve, analyze): --label L (the 6x6 PV), or --position
// and/or --size as positionOrStart(); anything else is a usage error naming `command`.
Board labelOrPosition(const CommandOptions& options, const QString& command);
// Like positionOrStart() but only when --position or --size is set.
std::optional<Board> optionalPositionOrStart(const CommandOptions& options);

} // namespace othello
