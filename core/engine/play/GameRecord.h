#pragma once

#include "engine/board/Board.h"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace othello::play {

// A game as plain text: an optional "size N" line (default 6), an optional "position TEXT"
// line for a start other than the standard one, then the moves separated by white space
// ("c2 b4 pass ..."); '#' starts a comment to the end of the line.
struct GameRecord {
    Board start = Board::start(6);
    std::vector<int> moves; // squares or kPassMove, each legal in turn

    Board finalPosition() const;
    friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

std::string formatRecord(const GameRecord& record);
// One-line errors naming the line: "line 2: 'z9' is not a move on 6x6".
std::variant<GameRecord, ParseError> parseRecord(std::string_view text);

} // namespace othello::play
