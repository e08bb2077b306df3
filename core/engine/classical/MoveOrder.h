#pragma once

// The order a call tries its moves in, and the moves as a range the searches loop over. A side
// without a move has one: the pass (kPassMove).

#include "engine/board/MoveGeneration.h"
#include "engine/board/Square.h"

#include <cstddef>
#include <utility>

namespace othello::classical {

using bits::Bitboard;

// The course's order: the squares in row-major order (a1, b1, ..., the last row's last square).
struct RowMajor {
    static constexpr bool kReorders = false;
};

// The table's move first (when the table has one), then the moves that leave the opponent the
// fewest replies; ties in row-major order. The depth-limited `best` searches in this order.
struct FewestReplies {
    static constexpr bool kReorders = true;
};

// The legal moves in row-major order, or the pass alone: iterated straight from the bits (the
// pass as one stand-in bit, so that the loop is the same either way).
class SquaresInOrder {
public:
    explicit SquaresInOrder(Bitboard moves) : m_moves(moves ? moves : 1), m_pass(moves == 0) { }

    class Iterator {
    public:
        Iterator(Bitboard moves, bool pass) : m_moves(moves), m_pass(pass) { }
        int operator*() const { return m_pass ? kPassMove : bits::firstSquare(m_moves); }
        Iterator& operator++()
        {
            m_moves &= m_moves - 1;
            return *this;
        }
        bool operator!=(const Iterator& end) const { return m_moves != end.m_moves; }

    private:
        Bitboard m_moves;
        bool m_pass;
    };
    Iterator begin() const { return {m_moves, m_pass}; }
    Iterator end() const { return {0, m_pass}; }

private:
    Bitboard m_moves;
    bool m_pass;
};

// The legal moves in the order a policy chose, or the pass alone.
class SquareList {
public:
    void add(int square) { m_squares[m_count++] = square; }
    const int* begin() const { return m_squares; }
    const int* end() const { return m_squares + m_count; }
    std::size_t size() const { return m_count; }
    int& operator[](std::size_t i) { return m_squares[i]; }

private:
    int m_squares[64];
    std::size_t m_count = 0;
};

// `moves` (not empty) in FewestReplies order.
template <int N> SquareList fewestRepliesFirst(Bitboard player, Bitboard opponent, Bitboard moves, int tableMove)
{
    SquareList list;
    int keys[64];
    for (; moves; moves &= moves - 1) {
        const int square = bits::firstSquare(moves);
        const Bitboard flipped = bits::flips<N>(player, opponent, square);
        const Bitboard newOpponent = player | flipped | (Bitboard{1} << square);
        keys[list.size()] =
            square == tableMove ? -1 : bits::popCount(bits::legalMoves<N>(opponent & ~flipped, newOpponent));
        list.add(square);
    }
    // Insertion sort: stable, so equal keys keep row-major order.
    for (std::size_t i = 1; i < list.size(); ++i)
        for (std::size_t j = i; j > 0 && keys[j] < keys[j - 1]; --j) {
            std::swap(keys[j], keys[j - 1]);
            std::swap(list[j], list[j - 1]);
        }
    return list;
}

} // namespace othello::classical
