// Fuzzes the position text parser: any input either parses into a consistent board, whose
// text parses back to the same board, or gives an error message; nothing else may happen.
#include "engine/board/Board.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort(); // libFuzzer reports the input that got here
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace othello;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = parseBoard(text);
    if (const auto* error = std::get_if<ParseError>(&parsed)) {
        require(!error->message.empty());
        return 0;
    }
    const Board& board = std::get<Board>(parsed);
    require((board.black & board.white) == 0);
    require((board.occupied() & ~board.squaresMask()) == 0);
    require((board.legalMoves() & board.occupied()) == 0);
    const auto again = parseBoard(toText(board));
    require(std::holds_alternative<Board>(again) && std::get<Board>(again) == board);
    for (int move : board.moveList()) {
        require(board.isLegal(move));
        const Board next = board.played(move);
        require((next.black & next.white) == 0);
    }
    return 0;
}
