#pragma once

#include "Color.h"
#include "Square.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace othello {

// A position: discs of both colours, the side to move and the board size (6 or 8).
// A small value type; every rule question is answered with word operations.
struct Board {
    int size = 6;
    std::uint64_t black = 0;
    std::uint64_t white = 0;
    Color toMove = Color::Black;

    // The standard start: on 6x6 c3 White, d3 Black, c4 Black, d4 White; Black moves first.
    static Board start(int size = 6);

    std::uint64_t mover() const { return toMove == Color::Black ? black : white; }
    std::uint64_t opponent() const { return toMove == Color::Black ? white : black; }
    std::uint64_t occupied() const { return black | white; }
    std::uint64_t squaresMask() const;

    // Squares the side to move may play (a bit set per square).
    std::uint64_t legalMoves() const;
    // The legal moves in row-major order; {kPassMove} when the side to move must pass; empty
    // when the game is over.
    std::vector<int> moveList() const;
    bool mustPass() const;
    bool isGameOver() const;
    bool isLegal(int move) const;
    // The position after a legal move (a square or kPassMove). Precondition: isLegal(move).
    Board played(int move) const;
    // The discs `move` would flip (0 for a pass or an illegal move).
    std::uint64_t flipsOf(int move) const;

    int blackCount() const;
    int whiteCount() const;
    int emptyCount() const;
    // Black discs minus white discs: the value of a finished game, empty squares not awarded.
    int discDifference() const { return blackCount() - whiteCount(); }
    Color colorAt(int square, bool* occupiedOut) const;

    friend bool operator==(const Board&, const Board&) = default;
};

// Position text: size*size characters row by row from a1 ('X' black, 'O' white, '-' empty),
// a space, then 'X' or 'O' for the side to move. The board size follows from the length.
std::string toText(const Board& board);

struct ParseError {
    std::string message;
};
// Parses position text; the error names what is wrong (length, character, side, or an
// impossible position such as an empty centre square).
std::variant<Board, ParseError> parseBoard(std::string_view text);

} // namespace othello
