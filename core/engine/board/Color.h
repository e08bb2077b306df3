#pragma once

#include <string_view>

namespace othello {

enum class Color : unsigned char { Black, White };

constexpr Color opposite(Color c) { return c == Color::Black ? Color::White : Color::Black; }
// Lower-case English name used in files: "black" / "white".
constexpr std::string_view colorName(Color c) { return c == Color::Black ? "black" : "white"; }
// Sign that turns a value from this side's point of view into Black's point of view.
constexpr int blackSign(Color c) { return c == Color::Black ? 1 : -1; }

} // namespace othello
