#pragma once

// The argument of every call of a classical search: the side to move's discs and the other side's.
// Its type says what the search needs to know besides: how far the call is from the root (the root
// and its children report to the search) and, where the search asks, whose turn it is (Scout's MAX
// and MIN, the course's table kept per side) and which move led here (for a recorder). Each is a
// compile-time fact or a field only where it is used, so that the plain searches pass two words.

#include "engine/board/MoveGeneration.h"
#include "engine/board/Square.h"

#include <cstdint>

namespace othello::classical {

using bits::Bitboard;

enum class Turn : std::uint8_t { Unknown, Black, White };

constexpr Turn opposite(Turn turn)
{
    return turn == Turn::Black ? Turn::White : turn == Turn::White ? Turn::Black : Turn::Unknown;
}

// The move that led to a position: kept only when Kept (a recorder names each call's move).
template <bool Kept> struct MoveFrom {
    static constexpr int move = kNoMove;
    constexpr MoveFrom(int /*move*/ = kNoMove) { }
};
template <> struct MoveFrom<true> {
    int move = kNoMove;
    constexpr MoveFrom(int from = kNoMove) : move(from) { }
};

// Ply: 0 the root, 1 a child of the root (it reports its move's value to the search), 2 anything
// deeper. KeepsMove: every position knows its move (a recorder names each call's move).
template <Turn T, int Ply, bool KeepsMove> struct Position {
    static constexpr Turn kTurn = T;
    static constexpr bool kRoot = Ply == 0;
    static constexpr bool kChildOfRoot = Ply == 1;
    using Child = Position<opposite(T), (Ply < 2 ? Ply + 1 : 2), KeepsMove>;
    using From = MoveFrom<KeepsMove || Ply == 1>;

    Bitboard player;   // the side to move
    Bitboard opponent; // the other side
    [[no_unique_address]] From from{};

    int move() const { return from.move; }
    // The position after the side to move passes.
    Child passed() const { return Child{opponent, player, typename Child::From(kPassMove)}; }
    // The position after the side to move plays on `square`, turning the discs `flipped`.
    Child played(int square, Bitboard flipped) const
    {
        return Child{opponent & ~flipped, player | flipped | (Bitboard{1} << square), typename Child::From(square)};
    }
};

// Black's view of a value from the side to move's view (or the reverse: the same change).
template <class P> constexpr int blackView(int moverValue)
{
    static_assert(P::kTurn != Turn::Unknown, "a search in Black's view knows whose turn it is");
    return P::kTurn == Turn::Black ? moverValue : -moverValue;
}

} // namespace othello::classical
