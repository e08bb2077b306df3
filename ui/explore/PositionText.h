#pragma once

#include "engine/board/Board.h"

#include <QCoreApplication>
#include <QString>
#include <variant>

namespace othello {

// A position as text for the clipboard, in the one format the CLI, the result files and the
// position files use (docs/counting.md, "Position text", any board size). Reading also takes an
// OBF line as in the FForum suites (the position text, ';' and the scored moves): both go through
// the position-file parser, so the GUI accepts exactly what `--position` and position files accept.
class PositionText {
    Q_DECLARE_TR_FUNCTIONS(PositionText)
public:
    static QString write(const Board& board);
    // The one position in `text`, or why there is none (a message for the user).
    static std::variant<Board, QString> read(const QString& text);
};

} // namespace othello
