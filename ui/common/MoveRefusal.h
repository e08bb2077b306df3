#pragma once

#include "engine/board/Board.h"

#include <QCoreApplication>
#include <QString>

namespace othello {

// Why a move cannot be played in a position, and the sentence that says so: Explore and Play
// refuse moves with the same words.
class MoveRefusal {
    Q_DECLARE_TR_FUNCTIONS(othello::MoveRefusal)
public:
    enum class Reason { None, Occupied, FlipsNoDisc, MustPass, PassNotAllowed, GameOver, NotASquare };

    // `move` is a square or kPassMove; Reason::None when it may be played.
    static Reason reasonFor(const Board& board, int move);
    // One line for the status bar, e.g. "c5 is not a legal move for Black: it flips no disc."
    // (empty when the move may be played).
    static QString explain(const Board& board, int move);
};

} // namespace othello
