#include "EndgameSearch.h"

#include "EndgameMoves.h"

#include "engine/board/LastFlipCount.h"

// The nodes near the end, below the table: few empties, moves in parity and square-class order,
// the last five empties by dedicated code.

namespace othello::best {

using namespace endgame;

template <int N, ScoringRule Rule>
int EndgameSearch<N, Rule>::shallow(Bitboard player, Bitboard opponent, int alpha, int beta, int empties)
{
    countNode();
    const Bitboard moves = bits::legalMoves<N>(player, opponent);
    if (!moves) {
        if (!bits::legalMoves<N>(opponent, player))
            return finalScore(player, opponent);
        ++m_stats.expanded;
        return -dispatch(opponent, player, -beta, -alpha, empties);
    }
    ++m_stats.expanded;
    int best = 0;
    if (stabilityCut(player, opponent, alpha, beta, empties, best))
        return best;

    best = -kInfinity;
    const Bitboard odd = m_options.parity ? oddRegions<N>(R::kAllSquares & ~(player | opponent)) : R::kAllSquares;
    for (const Bitboard region : {odd, ~odd}) {
        for (const Bitboard squareClass : kSquareClasses<N>) {
            for (Bitboard m = moves & region & squareClass; m; m &= m - 1) {
                const int square = firstSquare(m);
                const Child child = play(player, opponent, square, bits::flips<N>(player, opponent, square));
                const int value = -dispatch(child.player, child.opponent, -beta, -std::max(alpha, best), empties - 1);
                if (value > best) {
                    best = value;
                    if (best >= beta)
                        return best;
                }
            }
        }
    }
    return best;
}

template <int N, ScoringRule Rule>
int EndgameSearch<N, Rule>::lastEmpties(Bitboard player, Bitboard opponent, int alpha, int beta, int empties)
{
    // The empty squares, those in odd regions first: the last move of a region is worth having.
    int squares[kLastEmptiesMax];
    int count = 0;
    const Bitboard empty = R::kAllSquares & ~(player | opponent);
    const Bitboard odd = m_options.parity ? oddRegions<N>(empty) : R::kAllSquares;
    for (const Bitboard region : {odd, ~odd})
        for (Bitboard m = empty & region; m; m &= m - 1)
            squares[count++] = firstSquare(m);

    static_assert(kLastEmptiesMax == 5, "a case for each count");
    switch (empties) {
    case 5:
        return solveLast<5>(player, opponent, alpha, beta, squares, false);
    case 4:
        return solveLast<4>(player, opponent, alpha, beta, squares, false);
    case 3:
        return solveLast<3>(player, opponent, alpha, beta, squares, false);
    case 2:
        return solveLast<2>(player, opponent, alpha, beta, squares, false);
    case 1:
        return solveOne(player, opponent, squares[0]);
    default:
        countNode();
        return finalScore(player, opponent);
    }
}

template <int N, ScoringRule Rule> template <int Count>
int EndgameSearch<N, Rule>::solveLast(Bitboard player, Bitboard opponent, int alpha, int beta, const int* squares,
                                      bool passed)
{
    countNode();
    int best = -kInfinity;
    for (int i = 0; i < Count; ++i) {
        const Bitboard flipped = bits::flips<N>(player, opponent, squares[i]);
        if (!flipped)
            continue;
        int rest[Count - 1];
        for (int j = 0, k = 0; j < Count; ++j)
            if (j != i)
                rest[k++] = squares[j];
        const Child child = play(player, opponent, squares[i], flipped);
        int value;
        if constexpr (Count == 2)
            value = -solveOne(child.player, child.opponent, rest[0]);
        else
            value = -solveLast<Count - 1>(child.player, child.opponent, -beta, -std::max(alpha, best), rest, false);
        if (value > best) {
            best = value;
            if (best >= beta)
                break;
        }
    }
    if (best == -kInfinity) {
        if (passed)
            return finalScore(player, opponent);
        ++m_stats.expanded;
        return -solveLast<Count>(opponent, player, -beta, -alpha, squares, true);
    }
    ++m_stats.expanded;
    return best;
}

template <int N, ScoringRule Rule> int EndgameSearch<N, Rule>::solveOne(Bitboard player, Bitboard opponent, int square)
{
    countNode();
    // With one empty square the opponent has N*N - 1 - player discs.
    const int difference = 2 * popCount(player) - (kSquares - 1);
    if (const int flipped = bits::kLastFlipCount<N>(player, square))
        return difference + 1 + 2 * flipped;
    if (const int flipped = bits::kLastFlipCount<N>(opponent, square))
        return difference - 1 - 2 * flipped;
    // Nobody can fill the square; the difference is odd, so there is a winner to take it.
    if constexpr (Rule == ScoringRule::EmptiesToWinner)
        return difference > 0 ? difference + 1 : difference - 1;
    return difference;
}

template int EndgameSearch<4, ScoringRule::DiscDifference>::shallow(Bitboard, Bitboard, int, int, int);
template int EndgameSearch<4, ScoringRule::DiscDifference>::lastEmpties(Bitboard, Bitboard, int, int, int);
template int EndgameSearch<4, ScoringRule::EmptiesToWinner>::shallow(Bitboard, Bitboard, int, int, int);
template int EndgameSearch<4, ScoringRule::EmptiesToWinner>::lastEmpties(Bitboard, Bitboard, int, int, int);
template int EndgameSearch<6, ScoringRule::DiscDifference>::shallow(Bitboard, Bitboard, int, int, int);
template int EndgameSearch<6, ScoringRule::DiscDifference>::lastEmpties(Bitboard, Bitboard, int, int, int);
template int EndgameSearch<6, ScoringRule::EmptiesToWinner>::shallow(Bitboard, Bitboard, int, int, int);
template int EndgameSearch<6, ScoringRule::EmptiesToWinner>::lastEmpties(Bitboard, Bitboard, int, int, int);
template int EndgameSearch<8, ScoringRule::DiscDifference>::shallow(Bitboard, Bitboard, int, int, int);
template int EndgameSearch<8, ScoringRule::DiscDifference>::lastEmpties(Bitboard, Bitboard, int, int, int);
template int EndgameSearch<8, ScoringRule::EmptiesToWinner>::shallow(Bitboard, Bitboard, int, int, int);
template int EndgameSearch<8, ScoringRule::EmptiesToWinner>::lastEmpties(Bitboard, Bitboard, int, int, int);

} // namespace othello::best
