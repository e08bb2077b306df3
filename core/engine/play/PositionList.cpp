#include "PositionList.h"

#include <sstream>
#include <string>

namespace othello::play {

std::variant<std::vector<Board>, ParseError> parsePositionList(std::string_view text)
{
    std::vector<Board> positions;
    // Editors on Windows may start a UTF-8 file with a byte-order mark; it is no square.
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    std::istringstream lines{std::string(text)};
    std::string line;
    int lineNumber = 0;
    while (std::getline(lines, line)) {
        ++lineNumber;
        if (const auto semicolon = line.find(';'); semicolon != std::string::npos)
            line.erase(semicolon);
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#' || line[first] == '%')
            continue;
        const auto last = line.find_last_not_of(" \t\r");
        auto parsed = parseBoard(std::string_view(line).substr(first, last - first + 1));
        if (const auto* error = std::get_if<ParseError>(&parsed))
            return ParseError{"line " + std::to_string(lineNumber) + ": " + error->message};
        positions.push_back(std::get<Board>(parsed));
    }
    return positions;
}

} // namespace othello::play
