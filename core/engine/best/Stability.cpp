#include "Stability.h"

#include <array>

namespace othello::best {

namespace {

// Every line of each of the four orientations (rows, columns, both diagonals), and the edges.
template <int N> struct Lines {
    std::array<Bitboard, N> rows{};
    std::array<Bitboard, N> columns{};
    std::array<Bitboard, 2 * N - 1> diagonals{};     // a1-h8 direction
    std::array<Bitboard, 2 * N - 1> antiDiagonals{}; // h1-a8 direction
    Bitboard firstColumn = 0, lastColumn = 0, firstRow = 0, lastRow = 0;

    constexpr Lines()
    {
        for (int row = 0; row < N; ++row)
            for (int col = 0; col < N; ++col) {
                const Bitboard bit = bitAt(row * 8 + col);
                rows[row] |= bit;
                columns[col] |= bit;
                diagonals[col - row + N - 1] |= bit;
                antiDiagonals[col + row] |= bit;
            }
        firstColumn = columns[0];
        lastColumn = columns[N - 1];
        firstRow = rows[0];
        lastRow = rows[N - 1];
    }
    constexpr Bitboard edges() const { return firstColumn | lastColumn | firstRow | lastRow; }
};
template <int N> constexpr Lines<N> kLines{};

template <std::size_t Count> Bitboard fullLines(const std::array<Bitboard, Count>& lines, Bitboard occupied)
{
    Bitboard full = 0;
    for (Bitboard line : lines)
        if ((occupied & line) == line)
            full |= line;
    return full;
}

} // namespace

template <int N> Bitboard stableDiscs(Bitboard player, Bitboard opponent)
{
    constexpr const Lines<N>& lines = kLines<N>;
    constexpr Bitboard edges = lines.edges();
    const Bitboard occupied = player | opponent;
    const Bitboard fullRow = fullLines(lines.rows, occupied) | lines.firstColumn | lines.lastColumn;
    const Bitboard fullColumn = fullLines(lines.columns, occupied) | lines.firstRow | lines.lastRow;
    const Bitboard fullDiagonal = fullLines(lines.diagonals, occupied) | edges;
    const Bitboard fullAntiDiagonal = fullLines(lines.antiDiagonals, occupied) | edges;

    Bitboard stable = 0;
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
