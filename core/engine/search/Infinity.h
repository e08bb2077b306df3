#pragma once

namespace othello {

// Beyond every game value: a final score in discs lies within [-64, 64] on every board size and
// under either scoring rule, and 127 still fits the tables' 8-bit values. The searches' open
// window is (-kInfinity, kInfinity); the depth-limited searches scale it with their values.
inline constexpr int kInfinity = 127;

} // namespace othello
