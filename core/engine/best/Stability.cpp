#include "Stability.h"

#include <array>

namespace othello::best {

namespace {

constexpr Bitboard kColumnA = 0x010101010101ULL;
constexpr Bitboard kColumnF = 0x202020202020ULL;
constexpr Bitboard kRow1 = 0x3FULL;
constexpr Bitboard kRow6 = 0x3FULL << 40;
constexpr Bitboard kEdges = kColumnA | kColumnF | kRow1 | kRow6;

// Every line of each of the four orientations (rows, columns, both diagonals).
struct Lines {
    std::array<Bitboard, 6> rows{};
    std::array<Bitboard, 6> columns{};
    std::array<Bitboard, 11> diagonals{};     // a1-f6 direction
    std::array<Bitboard, 11> antiDiagonals{}; // f1-a6 direction

    constexpr Lines()
    {
        for (int row = 0; row < 6; ++row)
            for (int col = 0; col < 6; ++col) {
                const Bitboard bit = bitAt(row * 8 + col);
                rows[row] |= bit;
                columns[col] |= bit;
                diagonals[col - row + 5] |= bit;
                antiDiagonals[col + row] |= bit;
            }
    }
};
constexpr Lines kLines{};

template <std::size_t N> Bitboard fullLines(const std::array<Bitboard, N>& lines, Bitboard occupied)
{
    Bitboard full = 0;
    for (Bitboard line : lines)
        if ((occupied & line) == line)
            full |= line;
    return full;
}

} // namespace

Bitboard stableDiscs(Bitboard player, Bitboard opponent)
{
    const Bitboard occupied = player | opponent;
    const Bitboard fullRow = fullLines(kLines.rows, occupied) | kColumnA | kColumnF;
    const Bitboard fullColumn = fullLines(kLines.columns, occupied) | kRow1 | kRow6;
    const Bitboard fullDiagonal = fullLines(kLines.diagonals, occupied) | kEdges;
    const Bitboard fullAntiDiagonal = fullLines(kLines.antiDiagonals, occupied) | kEdges;

    Bitboard stable = 0;
    for (;;) {
        // Shifts that wrap land outside the 6x6 area and are dropped by `& player`.
        const Bitboard grown = player & (fullRow | (stable << 1) | (stable >> 1)) &
                               (fullColumn | (stable << 8) | (stable >> 8)) &
                               (fullDiagonal | (stable << 9) | (stable >> 9)) &
                               (fullAntiDiagonal | (stable << 7) | (stable >> 7));
        if (grown == stable)
            return stable;
        stable = grown;
    }
}

} // namespace othello::best
