#include "MoveRefusal.h"

#include "MoveNames.h"
#include "engine/board/Square.h"

namespace othello {

MoveRefusal::Reason MoveRefusal::reasonFor(const Board& board, int move)
{
    if (board.isGameOver())
        return Reason::GameOver;
    if (move == kPassMove)
        return board.mustPass() ? Reason::None : Reason::PassNotAllowed;
    if (move < 0 || move >= kPassMove || columnOf(move) >= board.size || rowOf(move) >= board.size)
        return Reason::NotASquare;
    if (board.occupied() & (std::uint64_t{1} << move))
        return Reason::Occupied;
    if (board.mustPass())
        return Reason::MustPass;
    return board.isLegal(move) ? Reason::None : Reason::FlipsNoDisc;
}

QString MoveRefusal::explain(const Board& board, int move)
{
    const QString moveText = translatedMoveName(move);
    // Whole sentences per side rather than a side name pasted in: other languages need
    // articles and agreement around it ("para las negras", "las blancas deben pasar").
    const bool black = board.toMove == Color::Black;
    switch (reasonFor(board, move)) {
    case Reason::None:
        return {};
    case Reason::Occupied:
        return (black ? tr("%1 is not a legal move for Black: it is occupied.")
                      : tr("%1 is not a legal move for White: it is occupied."))
            .arg(moveText);
    case Reason::FlipsNoDisc:
        return (black ? tr("%1 is not a legal move for Black: it flips no disc.")
                      : tr("%1 is not a legal move for White: it flips no disc."))
            .arg(moveText);
    case Reason::MustPass:
        return black ? tr("Black has no legal move and must pass: use the Pass button.")
                     : tr("White has no legal move and must pass: use the Pass button.");
    case Reason::PassNotAllowed:
        return black ? tr("Black cannot pass while a legal move exists.")
                     : tr("White cannot pass while a legal move exists.");
    case Reason::GameOver:
        return tr("The game is over: Black %1, White %2.").arg(board.blackCount()).arg(board.whiteCount());
    case Reason::NotASquare:
        return tr("That is not a square of the board.");
    }
    return {};
}

} // namespace othello
