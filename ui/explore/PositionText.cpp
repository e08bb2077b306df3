#include "PositionText.h"

#include "engine/play/PositionList.h"

#include <vector>

namespace othello {

QString PositionText::write(const Board& board) { return QString::fromStdString(toText(board)); }

std::variant<Board, QString> PositionText::read(const QString& text)
{
    const auto parsed = play::parsePositionList(text.toStdString());
    if (const auto* error = std::get_if<ParseError>(&parsed))
        return tr("Not a position: %1.").arg(QString::fromStdString(error->message));
    const auto& positions = std::get<std::vector<Board>>(parsed);
    if (positions.empty())
        return tr("No position found. Expected the squares row by row (16, 36 or 64 of X, O and -), a space "
                  "and the side to move (X or O), as in “%1”.")
            .arg(write(Board::start(6)));
    if (positions.size() > 1)
        return tr("The text holds %1 positions: copy just one line.").arg(positions.size());
    return positions.front();
}

} // namespace othello
