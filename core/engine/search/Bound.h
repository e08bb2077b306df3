#pragma once

#include <cstdint>

namespace othello {

// What a search result says about the true value: it is the value, or a bound from below or
// from above. Stored with the result in every transposition table.
enum class Bound : std::uint8_t { Exact, Lower, Upper };

// What a fail-soft result searched with the window (alpha, beta) says about the true value.
constexpr Bound boundOf(int score, int alpha, int beta)
{
    return score <= alpha ? Bound::Upper : score >= beta ? Bound::Lower : Bound::Exact;
}

} // namespace othello
