#include "Stability.h"

namespace othello::best {

namespace {

// The squares of the full lines of each orientation, by shifts on the whole 8 x 8 board (Edax's
// way: a few shifts a direction instead of a loop over every line, about a third of the
// instructions). Squares outside the N x N area count as filled: each N x N line is the part of
// an 8 x 8 line inside the area, and the rest of that 8 x 8 line lies outside it.
struct FullLines {
    Bitboard row, column, diagonal, antiDiagonal;
};
inline FullLines fullLines(Bitboard filled)
{
    FullLines full;
    Bitboard h = filled & (filled >> 1);
    h &= h >> 2;
    h &= h >> 4;
    full.row = (h & 0x0101010101010101ULL) * 0xFF;

    Bitboard v = filled & (filled >> 8);
    v &= v >> 16;
    v &= v >> 32;
    full.column = (v & 0xFFULL) * 0x0101010101010101ULL;

    // Along a1-h8 (+9): forwards up to the edge, then backwards, each in three doubling steps;
    // the constants are the squares whose neighbour that far along lies off the board.
    Bitboard forward = filled & ((filled >> 9) | 0xFF80808080808080ULL);
    forward &= (forward >> 18) | 0xFFFFC0C0C0C0C0C0ULL;
    forward &= (forward >> 36) | 0xFFFFFFFFF0F0F0F0ULL;
    Bitboard backward = filled & ((filled << 9) | 0x01010101010101FFULL);
    backward &= (backward << 18) | 0x030303030303FFFFULL;
    backward &= (backward << 36) | 0x0F0F0F0FFFFFFFFFULL;
    full.diagonal = forward & backward;

    // Along h1-a8 (+7).
    forward = filled & ((filled >> 7) | 0xFF01010101010101ULL);
    forward &= (forward >> 14) | 0xFFFF030303030303ULL;
    forward &= (forward >> 28) | 0xFFFFFFFF0F0F0F0FULL;
    backward = filled & ((filled << 7) | 0x80808080808080FFULL);
    backward &= (backward << 14) | 0xC0C0C0C0C0C0FFFFULL;
    backward &= (backward << 28) | 0xF0F0F0F0FFFFFFFFULL;
    full.antiDiagonal = forward & backward;
    return full;
}

// The stable discs of `player` on one edge `line`: an edge disc has the board's edge beside it
// on its three other lines, so it is stable when the edge is full or it is linked to a corner by
// the player's discs. (What the growing loop below finds there, one square a round.)
inline Bitboard edgeStable(Bitboard line, Bitboard player, Bitboard occupied)
{
    if ((line & ~occupied) == 0)
        return line & player;
    const Bitboard gaps = line & ~player; // not empty: the edge is not full
    const Bitboard first = gaps & (0 - gaps);
    const Bitboard last = Bitboard{1} << (63 - __builtin_clzll(gaps));
    return line & ((first - 1) | ~((last << 1) - 1));
}

} // namespace

template <int N> Bitboard stableDiscs(Bitboard player, Bitboard opponent)
{
    // The N x N area is the top-left corner of the 8 x 8 bitboard.
    constexpr Bitboard area = Rules<N>::kAllSquares;
    constexpr Bitboard firstColumn = 0x0101010101010101ULL & area;
    constexpr Bitboard lastColumn = (0x0101010101010101ULL << (N - 1)) & area;
    constexpr Bitboard firstRow = 0xFFULL & area;
    constexpr Bitboard lastRow = (0xFFULL << (8 * (N - 1))) & area;
    constexpr Bitboard edges = firstColumn | lastColumn | firstRow | lastRow;
    const FullLines full = fullLines(player | opponent | ~area);
    const Bitboard fullRow = full.row | firstColumn | lastColumn;
    const Bitboard fullColumn = full.column | firstRow | lastRow;
    const Bitboard fullDiagonal = full.diagonal | edges;
    const Bitboard fullAntiDiagonal = full.antiDiagonal | edges;

    // Started from the edges' stable discs, the loop needs a round or two instead of one a square.
    const Bitboard occupied = player | opponent;
    Bitboard stable = edgeStable(firstRow, player, occupied) | edgeStable(lastRow, player, occupied) |
        edgeStable(firstColumn, player, occupied) | edgeStable(lastColumn, player, occupied);
    for (;;) {
        // Shifts that wrap land outside the N x N area (dropped by `& player`) or, on 8x8, on
        // an edge square, which the edge already makes safe in that direction.
        const Bitboard grown = player & (fullRow | (stable << 1) | (stable >> 1)) &
            (fullColumn | (stable << 8) | (stable >> 8)) & (fullDiagonal | (stable << 9) | (stable >> 9)) &
            (fullAntiDiagonal | (stable << 7) | (stable >> 7));
        if (grown == stable)
            return stable;
        stable = grown;
    }
}

template Bitboard stableDiscs<4>(Bitboard, Bitboard);
template Bitboard stableDiscs<6>(Bitboard, Bitboard);
template Bitboard stableDiscs<8>(Bitboard, Bitboard);

} // namespace othello::best
