#pragma once

#include "Board.h"

#include <cstdint>

namespace othello {

// Number of move sequences of `depth` plies from `board`, in the convention of the published
// 8x8 tables: a pass is a ply, and a game that ends before `depth` counts as one sequence.
std::uint64_t perft(const Board& board, int depth);

} // namespace othello
