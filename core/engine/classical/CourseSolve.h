#pragma once

#include "engine/board/Board.h"
#include "engine/search/Search.h"

namespace othello::detail {

// solve() for a classical search with the course report's own table (policy `course`): two maps
// made for this search, so every search starts with empty tables; a table passed to solve() is
// not used. In a file of its own so that the engine's searches compile as before.
SearchResult solveWithCourseTable(const Board& board, const SearchOptions& options, SearchControl* control);

} // namespace othello::detail
