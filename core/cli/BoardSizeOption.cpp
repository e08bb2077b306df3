#include "BoardSizeOption.h"

#include "CommandError.h"
#include "OptionValues.h"
#include "engine/board/BoardSize.h"
#include "engine/board/PrincipalVariation.h"

namespace othello {

int boardSizeOption(const QString& option, const QString& text)
{
    bool ok = false;
    const int size = text.trimmed().toInt(&ok);
    if (!ok || !isSupportedBoardSize(size))
        throw usageError("--" + option + ": '" + text + "' is not a board size (4, 6 or 8)");
    return size;
}

std::optional<Board> optionalPositionOrStart(const CommandOptions& options)
{
    const bool hasSize = options.isSet("size");
    const int size = hasSize ? boardSizeOption("size", options.value("size")) : 6;
    if (!options.isSet("position"))
        return hasSize ? std::optional<Board>(Board::start(size)) : std::nullopt;
    const Board board = positionOption("position", options.value("position"));
    if (hasSize && board.size != size)
        throw usageError(
            QString("--position: the text is a %1x%1 position, not %2x%2 (--size %2)").arg(board.size).arg(size));
    return board;
}

Board positionOrStart(const CommandOptions& options)
{
    return optionalPositionOrStart(options).value_or(Board::start(6));
}

Board labelOrPosition(const CommandOptions& options, const QString& command)
{
    if (options.isSet("label") == (options.isSet("position") || options.isSet("size")))
        throw usageError(QString("%1: give either --position or --label (or --size alone; see 'othello-lab-cli %1 "
                                 "--help')")
                             .arg(command));
    return options.isSet("label")
        ? PrincipalVariation::sixBySix().position(intOption("label", options.value("label"), 1, 34))
        : positionOrStart(options);
}

} // namespace othello
