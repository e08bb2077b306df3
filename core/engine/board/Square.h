#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace othello {

// A square is a bit index in a 64-bit board word: column c (a = 0) and row r (row 1 at the
// top = 0) live at bit r * 8 + c for every board size, so row-major order (a1, b1, ..., f1,
// a2, ...) is increasing bit order and one set of shift masks serves 6x6 and 8x8.
constexpr int kBoardStride = 8;

// A move is a square index (0..63) or one of these.
constexpr int kPassMove = 64;
constexpr int kNoMove = -1;

constexpr int squareAt(int column, int row) { return row * kBoardStride + column; }
constexpr int columnOf(int square) { return square % kBoardStride; }
constexpr int rowOf(int square) { return square / kBoardStride; }

// "a1".."h8"; the single source of square names.
std::string squareName(int square);
// "a1".."f6" (or .."h8" on 8x8), "pass", or "-" for kNoMove.
std::string moveName(int move);
// Parses a square name valid on a board of the given size (case-insensitive).
std::optional<int> parseSquare(std::string_view text, int boardSize);
// Parses a square name or "pass".
std::optional<int> parseMove(std::string_view text, int boardSize);

} // namespace othello
