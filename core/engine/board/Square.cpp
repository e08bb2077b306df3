#include "Square.h"

namespace othello {

std::string squareName(int square)
{
    std::string name;
    name += static_cast<char>('a' + columnOf(square));
    name += static_cast<char>('1' + rowOf(square));
    return name;
}

std::string moveName(int move)
{
    if (move == kPassMove)
        return "pass";
    if (move < 0 || move > 63)
        return "-";
    return squareName(move);
}

std::optional<int> parseSquare(std::string_view text, int boardSize)
{
    if (text.size() != 2)
        return std::nullopt;
    const char columnChar = static_cast<char>(text[0] | 0x20); // lower case
    const int column = columnChar - 'a';
    const int row = text[1] - '1';
    if (column < 0 || column >= boardSize || row < 0 || row >= boardSize)
        return std::nullopt;
    return squareAt(column, row);
}

std::optional<int> parseMove(std::string_view text, int boardSize)
{
    if (text == "pass" || text == "PASS" || text == "Pass")
        return kPassMove;
    return parseSquare(text, boardSize);
}

} // namespace othello
