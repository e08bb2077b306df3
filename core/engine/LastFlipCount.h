#pragma once

// How many discs the last move of a 6x6 game flips, by table lookup. With one empty square
// left, every other square of each of its four lines holds a disc, so the flips along a line
// depend only on which of its squares the mover owns: at most 6 bits, an index into a small
// table. This replaces the eight ray scans of bits::flips() at the most frequent nodes of an
// exact search.

#include "MoveGeneration.h"

#include <array>
#include <cstdint>

namespace othello::bits {

class LastFlipCount6 {
public:
    // Discs `player` flips by playing `square`, the only empty square of the board.
    [[gnu::always_inline]] int operator()(Bitboard player, int square) const
    {
        const Square& s = m_squares[square];
        int count = s.count[0][(player >> s.rowShift) & 63];
        for (int line = 0; line < 3; ++line)
            count += s.count[line + 1][((player & s.mask[line]) * s.magic[line]) >> 58];
        return count;
    }

    constexpr LastFlipCount6()
    {
        for (int row = 0; row < 6; ++row)
            for (int column = 0; column < 6; ++column)
                fill(row * 8 + column);
    }

private:
    // Row: a shift gives the 6 bits. Column and diagonals (bit steps 8, 9, 7): multiplying by
    // the sum of 2^(58 + k - b_k) moves the k-th square's bit b_k to bit 58 + k; every other
    // product term lands above bit 63 or on its own bit below 58, so nothing carries.
    struct Square {
        int rowShift = 0;
        Bitboard mask[3]{};
        Bitboard magic[3]{};
        std::uint8_t count[4][64]{};
    };

    constexpr void fill(int square)
    {
        Square& s = m_squares[square];
        const int row = square / 8, column = square % 8;
        s.rowShift = row * 8;
        std::array<Bitboard, 4> lines{};
        for (int c = 0; c < 6; ++c)
            lines[0] |= Bitboard{1} << (row * 8 + c);
        constexpr int deltas[3][2] = {{0, 1}, {1, 1}, {-1, 1}}; // (column, row) steps: column, diagonal, anti-diagonal
        for (int line = 0; line < 3; ++line) {
            int c = column, r = row;
            while (c - deltas[line][0] >= 0 && c - deltas[line][0] < 6 && r - deltas[line][1] >= 0) {
                c -= deltas[line][0];
                r -= deltas[line][1];
            }
            int k = 0;
            for (; c >= 0 && c < 6 && r < 6; c += deltas[line][0], r += deltas[line][1], ++k) {
                const int bit = r * 8 + c;
                lines[line + 1] |= Bitboard{1} << bit;
                s.magic[line] += Bitboard{1} << (58 + k - bit);
            }
            s.mask[line] = lines[line + 1];
        }
        // Every pattern of mover's discs on each line, the rest of the line the opponent's.
        const Bitboard self = Bitboard{1} << square;
        for (int line = 0; line < 4; ++line) {
            const Bitboard squares = lines[line] & ~self;
            Bitboard subset = 0;
            do { // all subsets of `squares`
                const Bitboard player = subset;
                const Bitboard opponent = squares & ~subset;
                const int index = line == 0 ? int((player >> s.rowShift) & 63)
                                            : int(((player & s.mask[line - 1]) * s.magic[line - 1]) >> 58);
                s.count[line][index] = static_cast<std::uint8_t>(std::popcount(flips<6>(player, opponent, square)));
                subset = (subset - squares) & squares;
            } while (subset != 0);
        }
    }

    std::array<Square, 64> m_squares{};
};

inline constexpr LastFlipCount6 kLastFlipCount6{};

} // namespace othello::bits
