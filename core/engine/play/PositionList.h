#pragma once

#include "engine/board/Board.h"

#include <string_view>
#include <variant>
#include <vector>

namespace othello::play {

// A position file: one position a line in the OBF text of ../shared/data (position text, then
// optionally ';' and anything, e.g. the scored moves); blank lines and lines starting with '#'
// or '%' are skipped. The error names the first bad line.
std::variant<std::vector<Board>, ParseError> parsePositionList(std::string_view text);

} // namespace othello::play
