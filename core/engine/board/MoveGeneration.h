#pragma once

// Move generation and flips on bitboards: pure functions of (player, opponent) words, inlined
// into the searches. N is the board size (6 or 8); see Square.h for the bit layout.

#include "ForceInline.h"

#include <bit>
#include <cstdint>
#include <initializer_list>
#include <type_traits>

#if (defined(__AVX512CD__) && defined(__AVX512VL__)) || defined(__BMI2__)
#include <immintrin.h>
#endif

// PEXT and PDEP are one instruction each on Intel since Haswell and on AMD since Zen 3, but
// microcode taking up to hundreds of cycles on AMD Zen 1 and 2: the line tables are used only
// where they are fast.
#if defined(__BMI2__) && !defined(__znver1__) && !defined(__znver2__)
#define OSL_FAST_PEXT 1
#endif

namespace othello::bits {

using Bitboard = std::uint64_t;

template <int N> constexpr Bitboard boardMask()
{
    static_assert(N >= 4 && N <= 8 && N % 2 == 0);
    Bitboard rowBits = (Bitboard{1} << N) - 1;
    Bitboard mask = 0;
    for (int row = 0; row < N; ++row)
        mask |= rowBits << (row * 8);
    return mask;
}

template <int N> constexpr Bitboard columnMask(int column)
{
    Bitboard mask = 0;
    for (int row = 0; row < N; ++row)
        mask |= Bitboard{1} << (row * 8 + column);
    return mask;
}

// One step in each of the eight directions, dropping bits that wrap around an edge or leave
// the N x N area.
template <int N> struct Step {
    static constexpr Bitboard kAll = boardMask<N>();
    static constexpr Bitboard kNotFirstColumn = kAll & ~columnMask<N>(0);
    static constexpr Bitboard kNotLastColumn = kAll & ~columnMask<N>(N - 1);

    static constexpr Bitboard east(Bitboard x) { return (x << 1) & kNotFirstColumn; }
    static constexpr Bitboard west(Bitboard x) { return (x >> 1) & kNotLastColumn; }
    static constexpr Bitboard south(Bitboard x) { return (x << 8) & kAll; }
    static constexpr Bitboard north(Bitboard x) { return x >> 8; }
    static constexpr Bitboard southEast(Bitboard x) { return (x << 9) & kNotFirstColumn; }
    static constexpr Bitboard southWest(Bitboard x) { return (x << 7) & kNotLastColumn; }
    static constexpr Bitboard northEast(Bitboard x) { return (x >> 7) & kNotFirstColumn; }
    static constexpr Bitboard northWest(Bitboard x) { return (x >> 9) & kNotLastColumn; }
};

// Squares where `player` may move: empty squares from which a line of opponent discs ends in
// a player disc. A line holds at most N - 2 opponent discs. `inner` is the part of the
// opponent that can sit inside a line in that direction: a disc on the edge a line runs into
// never can, and leaving it out is what stops shifts from wrapping round, so the loop needs no
// masks of its own.
template <int Shift> constexpr Bitboard shifted(Bitboard x)
{
    if constexpr (Shift > 0)
        return x << Shift;
    else
        return x >> -Shift;
}

// The run grows by doubling once it is two discs long: `pairs` holds the inner discs whose
// neighbour one step back is inner too, so a run may jump two squares at once (4 steps for the
// six discs of an 8x8 line instead of 6).
template <int N, int Shift> OSL_ALWAYS_INLINE constexpr Bitboard movesInDirection(Bitboard player, Bitboard inner)
{
    Bitboard run = shifted<Shift>(player) & inner;
    run |= shifted<Shift>(run) & inner;
    const Bitboard pairs = inner & shifted<Shift>(inner);
    for (int length = 2; length < N - 2; length += 2)
        run |= shifted<2 * Shift>(run) & pairs;
    return shifted<Shift>(run);
}

template <int N> OSL_ALWAYS_INLINE constexpr Bitboard legalMoves(Bitboard player, Bitboard opponent)
{
    using S = Step<N>;
    const Bitboard empty = S::kAll & ~(player | opponent);
    const Bitboard horizontal = opponent & S::kNotFirstColumn & S::kNotLastColumn;
    const Bitboard moves = movesInDirection<N, 1>(player, horizontal) | movesInDirection<N, -1>(player, horizontal) |
        movesInDirection<N, 8>(player, opponent) | movesInDirection<N, -8>(player, opponent) |
        movesInDirection<N, 9>(player, horizontal) | movesInDirection<N, -9>(player, horizontal) |
        movesInDirection<N, 7>(player, horizontal) | movesInDirection<N, -7>(player, horizontal);
    return moves & empty;
}

// The four lines through every square (row, column, diagonal, anti-diagonal): the one description
// of the board's lines, which the rays below and the last-move flip counts are cut from. With the
// two tables they give flips line by line, for CPUs with fast PEXT/PDEP: each line is gathered
// into at most N bits; on a line, the opponent's discs alone say which two squares would outflank
// (the first non-opponent square on each side, past at least one opponent disc), the player's
// discs say which of them do, and a second table gives the squares between, which PDEP puts back
// on the board.
template <int N> struct LineFlipTables {
    struct Lines {
        Bitboard mask[4]{};
        std::uint8_t index[4]{}; // the square's position among its line's bits
    };
    std::uint8_t outflankers[N][1 << N]{}; // [index][opponent's line bits]
    std::uint8_t between[N][1 << N]{};     // [index][outflanking discs]
    Lines squares[64]{};

    constexpr LineFlipTables()
    {
        for (int x = 0; x < N; ++x)
            for (int pattern = 0; pattern < (1 << N); ++pattern) {
                int candidates = 0, flipped = 0;
                for (int step : {1, -1}) {
                    int i = x + step;
                    while (i >= 0 && i < N && ((pattern >> i) & 1))
                        i += step;
                    if (i >= 0 && i < N && i != x + step)
                        candidates |= 1 << i;
                    for (i = x + step; i >= 0 && i < N; i += step)
                        if ((pattern >> i) & 1) { // an outflanking disc at i: flip what lies between
                            for (int k = x + step; k != i; k += step)
                                flipped |= 1 << k;
                            break;
                        }
                }
                outflankers[x][pattern] = static_cast<std::uint8_t>(candidates);
                between[x][pattern] = static_cast<std::uint8_t>(flipped);
            }
        constexpr int steps[4][2] = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}}; // (column, row)
        for (int row = 0; row < N; ++row)
            for (int column = 0; column < N; ++column) {
                const int square = row * 8 + column;
                for (int line = 0; line < 4; ++line) {
                    const int dc = steps[line][0], dr = steps[line][1];
                    int c = column, r = row;
                    while (c - dc >= 0 && c - dc < N && r - dr >= 0 && r - dr < N) {
                        c -= dc;
                        r -= dr;
                    }
                    Bitboard mask = 0;
                    for (; c >= 0 && c < N && r >= 0 && r < N; c += dc, r += dr)
                        mask |= Bitboard{1} << (r * 8 + c);
                    squares[square].mask[line] = mask;
                    squares[square].index[line] =
                        static_cast<std::uint8_t>(std::popcount(mask & ((Bitboard{1} << square) - 1)));
                }
            }
    }
};
template <int N> inline constexpr LineFlipTables<N> kLineFlipTables{};

// Rays from every square to the edge of the N x N board in the eight directions, split into
// the four that run towards higher bit indices and the four towards lower ones.
template <int N> struct Rays {
    Bitboard up[64][4]{};   // east, south-west, south, south-east
    Bitboard down[64][4]{}; // west, north-east, north, north-west

    constexpr Rays()
    {
        // Each ray is the part of a line through the square beyond it, on one side.
        constexpr int lineOf[4] = {0, 3, 1, 2}; // the row, the anti-diagonal, the column, the diagonal
        for (int square = 0; square < 64; ++square)
            for (int d = 0; d < 4; ++d) {
                const Bitboard line = kLineFlipTables<N>.squares[square].mask[lineOf[d]];
                const Bitboard below = (Bitboard{1} << square) - 1;
                up[square][d] = line & ~below & ~(Bitboard{1} << square);
                down[square][d] = line & below;
            }
    }
};
template <int N> inline constexpr Rays<N> kRays{};

// Discs flipped when `player` plays on `square` (0 when the move is illegal), by scanning the
// eight rays from the square. On each ray the first square that is not an opponent disc decides:
// a player disc there closes the run of opponent discs before it. Towards higher bits that square
// is the ray's lowest such bit, towards lower bits its highest. Portable, and usable in constant
// expressions.
template <int N> OSL_ALWAYS_INLINE constexpr Bitboard flipsByRays(Bitboard player, Bitboard opponent, int square)
{
    const auto& up = kRays<N>.up[square];
    const auto& down = kRays<N>.down[square];
    Bitboard flipped = 0;
    // Without branches: whether a ray flips is unpredictable near the end of a game, and a
    // mispredicted branch per ray costs more than the arithmetic.
    for (int d = 0; d < 4; ++d) {
        const Bitboard ray = up[d];
        const Bitboard stop = ray & ~opponent;
        const Bitboard outflank = stop & (0 - stop) & player;
        flipped |= (outflank - 1) & ray & (0 - Bitboard{outflank != 0});
    }
    for (int d = 0; d < 4; ++d) {
        const Bitboard ray = down[d];
        const Bitboard stop = ray & ~opponent;
        const Bitboard outflank = (Bitboard{1} << (63 - std::countl_zero(stop | 1))) & player & ray;
        flipped |= ray & (0 - (outflank << 1)); // the ray's squares above the outflanking disc
    }
    return flipped;
}

// Discs flipped when `player` plays on the empty `square` (0 when the move is illegal).
template <int N> OSL_ALWAYS_INLINE constexpr Bitboard flips(Bitboard player, Bitboard opponent, int square)
{
#if defined(OSL_FAST_PEXT) && !(defined(__AVX512CD__) && defined(__AVX512VL__))
    if (!std::is_constant_evaluated()) {
        const auto& lines = kLineFlipTables<N>.squares[square];
        Bitboard flipped = 0;
        for (int line = 0; line < 4; ++line) {
            const Bitboard mask = lines.mask[line];
            const int x = lines.index[line];
            const auto outflanking = kLineFlipTables<N>.outflankers[x][_pext_u64(opponent, mask)] &
                static_cast<unsigned>(_pext_u64(player, mask));
            flipped |= _pdep_u64(kLineFlipTables<N>.between[x][outflanking], mask);
        }
        return flipped;
    }
#endif
#if defined(__AVX512CD__) && defined(__AVX512VL__)
    // The same eight ray scans, four lanes at a time.
    if (!std::is_constant_evaluated()) {
        const __m256i p = _mm256_set1_epi64x(static_cast<long long>(player));
        const __m256i o = _mm256_set1_epi64x(static_cast<long long>(opponent));
        const __m256i one = _mm256_set1_epi64x(1);
        const __m256i up = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kRays<N>.up[square]));
        const __m256i upStop = _mm256_andnot_si256(o, up);
        const __m256i upFirst = _mm256_and_si256(upStop, _mm256_sub_epi64(_mm256_setzero_si256(), upStop));
        const __m256i upFlips =
            _mm256_maskz_and_epi64(_mm256_test_epi64_mask(upFirst, p), _mm256_sub_epi64(upFirst, one), up);
        const __m256i down = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kRays<N>.down[square]));
        const __m256i downStop = _mm256_or_si256(_mm256_andnot_si256(o, down), one);
        const __m256i downFirst = _mm256_srlv_epi64(_mm256_set1_epi64x(static_cast<long long>(Bitboard{1} << 63)),
                                                    _mm256_lzcnt_epi64(downStop));
        const __m256i downFlips =
            _mm256_maskz_andnot_epi64(_mm256_test_epi64_mask(downFirst, _mm256_and_si256(p, down)),
                                      _mm256_sub_epi64(_mm256_slli_epi64(downFirst, 1), one), down);
        const __m256i both = _mm256_or_si256(upFlips, downFlips);
        const __m128i half = _mm_or_si128(_mm256_castsi256_si128(both), _mm256_extracti128_si256(both, 1));
        return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_or_si128(half, _mm_unpackhi_epi64(half, half))));
    }
#endif
    return flipsByRays<N>(player, opponent, square);
}

constexpr int popCount(Bitboard x) { return std::popcount(x); }
constexpr int firstSquare(Bitboard x) { return std::countr_zero(x); }

} // namespace othello::bits
