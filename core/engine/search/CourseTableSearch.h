#pragma once

// A classical search with the course's table made by the caller (its limits as the caller needs
// them, e.g. a test's small wipe size). solve() makes its own under policy `course`.

#include "Search.h"

namespace othello {

class CourseTable;

// options.algorithm to the end of the game with `table`, as solve() searches under policy `course`.
SearchResult solveWithCourseTable(const Board& board, const SearchOptions& options, SearchControl* control,
                                  CourseTable& table);

} // namespace othello
