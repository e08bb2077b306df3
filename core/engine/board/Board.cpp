#include "Board.h"

#include <algorithm>

#include "BoardSize.h"
#include "MoveGeneration.h"

namespace othello {

using bits::Bitboard;

Board Board::start(int size)
{
    Board board;
    board.size = size;
    const int low = size / 2 - 1;
    const int high = size / 2;
    board.white = (Bitboard{1} << squareAt(low, low)) | (Bitboard{1} << squareAt(high, high));
    board.black = (Bitboard{1} << squareAt(high, low)) | (Bitboard{1} << squareAt(low, high));
    return board;
}

std::uint64_t Board::squaresMask() const
{
    return withBoardSize(size, [](auto n) { return bits::boardMask<decltype(n)::value>(); });
}

std::uint64_t Board::legalMoves() const
{
    return withBoardSize(size, [&](auto n) { return bits::legalMoves<decltype(n)::value>(mover(), opponent()); });
}

std::vector<int> Board::moveList() const
{
    std::vector<int> moves;
    for (Bitboard m = legalMoves(); m; m &= m - 1)
        moves.push_back(bits::firstSquare(m));
    if (moves.empty() && !isGameOver())
        moves.push_back(kPassMove);
    return moves;
}

bool Board::mustPass() const { return legalMoves() == 0 && !isGameOver(); }

bool Board::isGameOver() const
{
    return withBoardSize(size, [&](auto n) {
        constexpr int N = decltype(n)::value;
        return bits::legalMoves<N>(mover(), opponent()) == 0 && bits::legalMoves<N>(opponent(), mover()) == 0;
    });
}

bool Board::isLegal(int move) const
{
    if (move == kPassMove)
        return mustPass();
    if (move < 0 || move > 63)
        return false;
    return (legalMoves() >> move) & 1;
}

std::uint64_t Board::flipsOf(int move) const
{
    if (move < 0 || move > 63 || ((occupied() >> move) & 1) || !((squaresMask() >> move) & 1))
        return 0;
    return withBoardSize(size, [&](auto n) { return bits::flips<decltype(n)::value>(mover(), opponent(), move); });
}

Board Board::played(int move) const
{
    Board next = *this;
    next.toMove = opposite(toMove);
    if (move == kPassMove)
        return next;
    const Bitboard flipped = flipsOf(move);
    const Bitboard placed = Bitboard{1} << move;
    if (toMove == Color::Black) {
        next.black |= flipped | placed;
        next.white &= ~flipped;
    } else {
        next.white |= flipped | placed;
        next.black &= ~flipped;
    }
    return next;
}

int Board::blackCount() const { return bits::popCount(black); }
int Board::whiteCount() const { return bits::popCount(white); }
int Board::emptyCount() const { return size * size - bits::popCount(occupied()); }

Color Board::colorAt(int square, bool* occupiedOut) const
{
    const bool isBlack = (black >> square) & 1;
    if (occupiedOut)
        *occupiedOut = isBlack || ((white >> square) & 1);
    return isBlack ? Color::Black : Color::White;
}

std::string toText(const Board& board)
{
    std::string text;
    for (int row = 0; row < board.size; ++row)
        for (int column = 0; column < board.size; ++column) {
            bool occupied = false;
            const Color c = board.colorAt(squareAt(column, row), &occupied);
            text += !occupied ? '-' : c == Color::Black ? 'X' : 'O';
        }
    text += ' ';
    text += board.toMove == Color::Black ? 'X' : 'O';
    return text;
}

std::variant<Board, ParseError> parseBoard(std::string_view text)
{
    // Accept surrounding white space and any run of blanks before the side to move.
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n' || text.back() == '\r'))
        text.remove_suffix(1);
    const auto blank = text.find_first_of(" \t");
    if (blank == std::string_view::npos)
        return ParseError{"position needs the squares, a space and the side to move (X or O)"};
    const std::string_view squares = text.substr(0, blank);
    std::string_view side = text.substr(blank);
    while (!side.empty() && (side.front() == ' ' || side.front() == '\t'))
        side.remove_prefix(1);

    // A character outside ASCII (é, a UTF-8 byte-order mark) is several bytes: name it instead
    // of counting its bytes as squares.
    if (const auto wide = std::find_if(squares.begin(), squares.end(), [](char c) { return (c & 0x80) != 0; });
        wide != squares.end()) {
        auto end = wide + 1;
        while (end != squares.end() && (*end & 0xC0) == 0x80)
            ++end;
        const auto position = std::count_if(squares.begin(), wide, [](char c) { return (c & 0xC0) != 0x80; }) + 1;
        return ParseError{"unexpected character '" + std::string(wide, end) + "' as square " +
                          std::to_string(position) + " (use X, O or -)"};
    }

    int size = 0;
    for (int candidate : {4, 6, 8})
        if (squares.size() == static_cast<std::size_t>(candidate * candidate))
            size = candidate;
    if (size == 0)
        return ParseError{"position has " + std::to_string(squares.size()) +
                          " squares; expected 36 (6x6), 64 (8x8) or 16 (4x4)"};

    Board board;
    board.size = size;
    for (int i = 0; i < size * size; ++i) {
        const int square = squareAt(i % size, i / size);
        const char c = squares[static_cast<std::size_t>(i)];
        if (c == 'X' || c == 'x' || c == '*')
            board.black |= Bitboard{1} << square;
        else if (c == 'O' || c == 'o')
            board.white |= Bitboard{1} << square;
        else if (c != '-' && c != '.')
            return ParseError{std::string("unexpected character '") + c + "' at square " + squareName(square) +
                              " (use X, O or -)"};
    }
    if (side == "X" || side == "x" || side == "*")
        board.toMove = Color::Black;
    else if (side == "O" || side == "o")
        board.toMove = Color::White;
    else
        return ParseError{"side to move must be X or O, not '" + std::string(side) + "'"};

    // The four centre squares are occupied from the start and never emptied.
    const Bitboard centre = Board::start(size).occupied();
    if ((board.occupied() & centre) != centre)
        return ParseError{"impossible position: a centre square is empty"};
    return board;
}

} // namespace othello
