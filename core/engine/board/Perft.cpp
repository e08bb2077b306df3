#include "Perft.h"

#include "BoardSize.h"
#include "MoveGeneration.h"

namespace othello {

namespace {

template <int N> std::uint64_t perftOf(bits::Bitboard player, bits::Bitboard opponent, int depth)
{
    if (depth == 0)
        return 1;
    bits::Bitboard moves = bits::legalMoves<N>(player, opponent);
    if (!moves) {
        if (!bits::legalMoves<N>(opponent, player))
            return 1; // the game ended early: one sequence
        return perftOf<N>(opponent, player, depth - 1);
    }
    if (depth == 1)
        return static_cast<std::uint64_t>(bits::popCount(moves));
    std::uint64_t total = 0;
    for (; moves; moves &= moves - 1) {
        const int square = bits::firstSquare(moves);
        const bits::Bitboard flipped = bits::flips<N>(player, opponent, square);
        total += perftOf<N>(opponent & ~flipped, player | flipped | (bits::Bitboard{1} << square), depth - 1);
    }
    return total;
}

} // namespace

std::uint64_t perft(const Board& board, int depth)
{
    return withBoardSize(board.size,
                         [&](auto n) { return perftOf<decltype(n)::value>(board.mover(), board.opponent(), depth); });
}

} // namespace othello
