#pragma once

#include "Rules.h"

#include <utility>

namespace othello::best {

// The eight symmetries of the N x N square act on the (row * 8 + column) layout. Positions that
// are images of each other have the same value, so a search need solve only one of them.

template <int N> Bitboard mirrorRows(Bitboard x) // row r -> N - 1 - r
{
    return __builtin_bswap64(x) >> (8 * (8 - N));
}

inline Bitboard transpose(Bitboard x) // (row, column) -> (column, row): the top-left N x N maps to itself
{
    Bitboard t = 0x0F0F0F0F00000000ULL & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    t = 0x3333000033330000ULL & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    t = 0x5500550055005500ULL & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    return x;
}

// The least of the eight images of a position: equal for symmetric positions only.
template <int N> std::pair<Bitboard, Bitboard> canonicalForm(Bitboard player, Bitboard opponent)
{
    std::pair<Bitboard, Bitboard> best{player, opponent};
    std::pair<Bitboard, Bitboard> image{player, opponent};
    for (int i = 0; i < 8; ++i) {
        // Alternating a mirror and a transposition walks through all eight symmetries.
        image = (i % 2 == 0) ? std::pair{mirrorRows<N>(image.first), mirrorRows<N>(image.second)}
                             : std::pair{transpose(image.first), transpose(image.second)};
        best = std::min(best, image);
    }
    return best;
}

} // namespace othello::best
