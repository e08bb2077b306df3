// Fuzzes the game-record and position-file loaders: any input either gives a record whose
// moves are legal in turn and whose text reads back the same, or a one-line error.
#include "engine/play/GameRecord.h"
#include "engine/play/PositionList.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

bool oneLine(const othello::ParseError& error)
{
    return !error.message.empty() && error.message.find('\n') == std::string::npos;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace othello;
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    const auto record = play::parseRecord(text);
    if (const auto* error = std::get_if<ParseError>(&record)) {
        require(oneLine(*error));
    } else {
        const play::GameRecord& game = std::get<play::GameRecord>(record);
        Board board = game.start;
        for (int move : game.moves) {
            require(board.isLegal(move));
            board = board.played(move);
        }
        require(board == game.finalPosition());
        const auto again = play::parseRecord(play::formatRecord(game));
        require(std::holds_alternative<play::GameRecord>(again) && std::get<play::GameRecord>(again) == game);
    }

    const auto positions = play::parsePositionList(text);
    if (const auto* error = std::get_if<ParseError>(&positions))
        require(oneLine(*error));
    return 0;
}
