#pragma once

// How many discs the last move of an N x N game flips, by table lookup. With one empty square
// left, every other square of each of its four lines holds a disc, so the flips along a line
// depend only on which of its squares the mover owns: at most N bits, an index into a small
// table. This replaces the eight ray scans of bits::flips() at the most frequent nodes of an
// exact search.

#include "ForceInline.h"
#include "MoveGeneration.h"

#include <array>
#include <cstdint>

namespace othello::bits {

template <int N> class LastFlipCount {
public:
    // Discs `player` flips by playing `square`, the only empty square of the board.
    OSL_ALWAYS_INLINE int operator()(Bitboard player, int square) const
    {
        const Square& s = m_squares[square];
        int count = s.count[0][(player >> s.rowShift) & kRowMask];
        for (int line = 0; line < 3; ++line)
            count += s.count[line + 1][((player & s.mask[line]) * s.magic[line]) >> kIndexShift];
        return count;
    }

    constexpr LastFlipCount()
    {
        for (int row = 0; row < N; ++row)
            for (int column = 0; column < N; ++column)
                fill(row * 8 + column);
    }

private:
    static constexpr int kIndexShift = 64 - N;
    static constexpr Bitboard kRowMask = (Bitboard{1} << N) - 1;

    // Row: a shift gives the N bits. Column and diagonals (bit steps 8, 9, 7): multiplying by the
    // sum of 2^(64 - N + k - b) moves each square's bit b to bit 64 - N + k, k its row on a column
    // and its column on a diagonal; every other product term lands above bit 63 or on its own bit
    // below 64 - N, so nothing carries (tst_rules checks every size against the ray scans).
    struct Square {
        int rowShift = 0;
        Bitboard mask[3]{};
        Bitboard magic[3]{};
        std::uint8_t count[4][1 << N]{};
    };

    constexpr void fill(int square)
    {
        Square& s = m_squares[square];
        s.rowShift = square / 8 * 8;
        // The four lines through the square (row, column, diagonal, anti-diagonal), from the flips'
        // line tables: one description of the board's lines.
        const auto& lines = kLineFlipTables<N>.squares[square].mask;
        for (int line = 0; line < 3; ++line) {
            s.mask[line] = lines[line + 1];
            for (Bitboard rest = s.mask[line]; rest; rest &= rest - 1) {
                const int bit = std::countr_zero(rest);
                const int k = line == 0 ? bit / 8 : bit % 8; // the row on a column, else the column
                s.magic[line] += Bitboard{1} << (kIndexShift + k - bit);
            }
        }
        // Every pattern of mover's discs on each line, the rest of the line the opponent's.
        const Bitboard self = Bitboard{1} << square;
        for (int line = 0; line < 4; ++line) {
            const Bitboard squares = lines[line] & ~self;
            Bitboard subset = 0;
            do { // all subsets of `squares`
                const Bitboard player = subset;
                const Bitboard opponent = squares & ~subset;
                const auto index = line == 0 ? (player >> s.rowShift) & kRowMask
                                             : ((player & s.mask[line - 1]) * s.magic[line - 1]) >> kIndexShift;
                s.count[line][index] = static_cast<std::uint8_t>(std::popcount(flips<N>(player, opponent, square)));
                subset = (subset - squares) & squares;
            } while (subset != 0);
        }
    }

    std::array<Square, 64> m_squares{};
};

template <int N> inline constexpr LastFlipCount<N> kLastFlipCount{};

} // namespace othello::bits
