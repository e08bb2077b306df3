#pragma once

// What the files of EndgameSearch share: the moves' order by square class and parity, the
// child positions, the corner-anchored discs.

#include "Rules.h"
#include "SplitPoint.h"

#include "engine/board/ForceInline.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace othello::best::endgame {

// At most one move per empty square.
template <int N> constexpr int kMaxMoves = N* N - 4;
static_assert(kMaxMoves<8> <= SplitPoint::kMaxMoves, "a split point holds every move of a node");

// Static square preference for ties: corners, then the middle of the edges, the inner squares,
// the squares next to corners on an edge (C), and last the diagonal neighbours of corners (X).
template <int N> constexpr std::array<Bitboard, 5> kSquareClasses = [] {
    const auto at = [](int row, int column) { return bitAt(row * 8 + column); };
    const int last = N - 1;
    const Bitboard corners = Rules<N>::kCorners;
    const Bitboard x = at(1, 1) | at(1, last - 1) | at(last - 1, 1) | at(last - 1, last - 1);
    const Bitboard c = at(0, 1) | at(1, 0) | at(0, last - 1) | at(1, last) | at(last - 1, 0) | at(last, 1) |
        at(last - 1, last) | at(last, last - 1);
    Bitboard edges = 0;
    for (int i = 0; i < N; ++i)
        edges |= at(0, i) | at(last, i) | at(i, 0) | at(i, last);
    const Bitboard edgeMiddles = edges & ~(corners | c);
    const Bitboard inner = Rules<N>::kAllSquares & ~(corners | x | c | edgeMiddles);
    return std::array<Bitboard, 5>{corners, edgeMiddles, inner, c, x};
}();

template <int N> constexpr std::array<int, 64> kSquareValue = [] {
    std::array<int, 64> value{};
    for (int square = 0; square < 64; ++square)
        for (std::size_t k = 0; k < kSquareClasses<N>.size(); ++k)
            if (kSquareClasses<N>[k] & bitAt(square))
                value[static_cast<std::size_t>(square)] = static_cast<int>(kSquareClasses<N>.size() - k);
    return value;
}();

// Quadrants with an odd number of empties.
template <int N> Bitboard oddRegions(Bitboard empty)
{
    Bitboard odd = 0;
    for (Bitboard quadrant : Rules<N>::kQuadrants)
        if (popCount(empty & quadrant) & 1)
            odd |= quadrant;
    return odd;
}

// Discs of `discs` in corners and next to an own corner on an edge: stable, cheap to count.
template <int N> int cornerStability(Bitboard discs)
{
    constexpr Bitboard left = bitAt(0) | bitAt(8 * (N - 1));
    constexpr Bitboard right = bitAt(N - 1) | bitAt(8 * (N - 1) + N - 1);
    constexpr Bitboard top = bitAt(0) | bitAt(N - 1);
    constexpr Bitboard bottom = bitAt(8 * (N - 1)) | bitAt(8 * (N - 1) + N - 1);
    const Bitboard stable = (((discs & left) << 1) | ((discs & right) >> 1) | ((discs & top) << 8) |
                             ((discs & bottom) >> 8) | Rules<N>::kCorners) &
        discs;
    return popCount(stable);
}

struct Child {
    Bitboard player;
    Bitboard opponent;
};
inline Child play(Bitboard player, Bitboard opponent, int square, Bitboard flipped)
{
    return {opponent & ~flipped, player | flipped | bitAt(square)};
}

// The legal moves of four positions at once (GCC vector extensions: one AVX2 instruction per
// step where the CPU has it), by the same shifts as bits::legalMoves: ordering finds the moves
// of every child of a node, and scalar generation was most of its cost.
using Lanes = std::uint64_t __attribute__((vector_size(32)));

template <int Shift> OSL_ALWAYS_INLINE inline Lanes shiftedLanes(Lanes x)
{
    if constexpr (Shift > 0)
        return x << Shift;
    else
        return x >> -Shift;
}

template <int N, int Shift> OSL_ALWAYS_INLINE inline Lanes movesInDirection(Lanes player, Lanes inner)
{
    Lanes run = shiftedLanes<Shift>(player) & inner;
    run |= shiftedLanes<Shift>(run) & inner;
    const Lanes pairs = inner & shiftedLanes<Shift>(inner);
    for (int length = 2; length < N - 2; length += 2)
        run |= shiftedLanes<2 * Shift>(run) & pairs;
    return shiftedLanes<Shift>(run);
}

template <int N> OSL_ALWAYS_INLINE inline Lanes legalMoves(Lanes player, Lanes opponent)
{
    using S = bits::Step<N>;
    const Lanes empty = S::kAll & ~(player | opponent);
    const Lanes horizontal = opponent & (S::kNotFirstColumn & S::kNotLastColumn);
    const Lanes moves = movesInDirection<N, 1>(player, horizontal) | movesInDirection<N, -1>(player, horizontal) |
        movesInDirection<N, 8>(player, opponent) | movesInDirection<N, -8>(player, opponent) |
        movesInDirection<N, 9>(player, horizontal) | movesInDirection<N, -9>(player, horizontal) |
        movesInDirection<N, 7>(player, horizontal) | movesInDirection<N, -7>(player, horizontal);
    return moves & empty;
}

// The legal moves of each child position (the mover's moves there: the replies), four at a time.
// `children` holds kLanePadding entries past `count`, which this fills with empty boards.
constexpr int kLanePadding = 3;
template <int N> void childMoves(Child* children, int count, Bitboard* moves)
{
    for (int k = 0; k < kLanePadding; ++k)
        children[count + k] = {0, 0};
    for (int i = 0; i < count; i += 4) {
        const Lanes player{children[i].player, children[i + 1].player, children[i + 2].player, children[i + 3].player};
        const Lanes opponent{children[i].opponent, children[i + 1].opponent, children[i + 2].opponent,
                             children[i + 3].opponent};
        const Lanes found = legalMoves<N>(player, opponent);
        for (int k = 0; k < 4 && i + k < count; ++k)
            moves[i + k] = found[k];
    }
}

} // namespace othello::best::endgame
