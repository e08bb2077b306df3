#include "ReferenceBoard.h"

namespace othello::reference {

namespace {
constexpr int kDirections[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
}

ReferenceBoard::ReferenceBoard(const Board& board) : m_size(board.size), m_blackToMove(board.toMove == Color::Black)
{
    for (int row = 0; row < m_size; ++row)
        for (int column = 0; column < m_size; ++column) {
            bool occupied = false;
            const Color c = board.colorAt(squareAt(column, row), &occupied);
            m_cells[row][column] = !occupied ? Empty : c == Color::Black ? Black : White;
        }
}

int ReferenceBoard::flipCount(int column, int row) const
{
    if (m_cells[row][column] != Empty)
        return 0;
    const Cell me = m_blackToMove ? Black : White;
    const Cell them = m_blackToMove ? White : Black;
    int total = 0;
    for (const auto& d : kDirections) {
        int c = column + d[0], r = row + d[1], run = 0;
        while (c >= 0 && c < m_size && r >= 0 && r < m_size && m_cells[r][c] == them) {
            c += d[0];
            r += d[1];
            ++run;
        }
        if (run > 0 && c >= 0 && c < m_size && r >= 0 && r < m_size && m_cells[r][c] == me)
            total += run;
    }
    return total;
}

std::vector<int> ReferenceBoard::legalSquares() const
{
    std::vector<int> squares;
    for (int row = 0; row < m_size; ++row)
        for (int column = 0; column < m_size; ++column)
            if (flipCount(column, row) > 0)
                squares.push_back(squareAt(column, row));
    return squares;
}

void ReferenceBoard::play(int move)
{
    if (move != kPassMove) {
        const int column = columnOf(move), row = rowOf(move);
        const Cell me = m_blackToMove ? Black : White;
        const Cell them = m_blackToMove ? White : Black;
        for (const auto& d : kDirections) {
            int c = column + d[0], r = row + d[1], run = 0;
            while (c >= 0 && c < m_size && r >= 0 && r < m_size && m_cells[r][c] == them) {
                c += d[0];
                r += d[1];
                ++run;
            }
            if (run > 0 && c >= 0 && c < m_size && r >= 0 && r < m_size && m_cells[r][c] == me)
                for (int i = 1; i <= run; ++i)
                    m_cells[row + i * d[1]][column + i * d[0]] = me;
        }
        m_cells[row][column] = me;
    }
    m_blackToMove = !m_blackToMove;
}

bool ReferenceBoard::gameOver() const
{
    if (!legalSquares().empty())
        return false;
    ReferenceBoard other = *this;
    other.m_blackToMove = !m_blackToMove;
    return other.legalSquares().empty();
}

int ReferenceBoard::discDifference() const
{
    int difference = 0;
    for (int row = 0; row < m_size; ++row)
        for (int column = 0; column < m_size; ++column)
            difference += m_cells[row][column] == Black ? 1 : m_cells[row][column] == White ? -1 : 0;
    return difference;
}

Board ReferenceBoard::toBoard() const
{
    Board board;
    board.size = m_size;
    board.toMove = m_blackToMove ? Color::Black : Color::White;
    for (int row = 0; row < m_size; ++row)
        for (int column = 0; column < m_size; ++column) {
            const std::uint64_t bit = std::uint64_t{1} << squareAt(column, row);
            if (m_cells[row][column] == Black)
                board.black |= bit;
            else if (m_cells[row][column] == White)
                board.white |= bit;
        }
    return board;
}

int negamax(const ReferenceBoard& board, ReferenceCounts& counts)
{
    ++counts.generated;
    const int sign = board.blackToMove() ? 1 : -1;
    if (board.gameOver())
        return board.discDifference(); // Black's view
    std::vector<int> moves = board.legalSquares();
    if (moves.empty())
        moves.push_back(kPassMove);
    int best = -1000;
    for (int move : moves) {
        ReferenceBoard child = board;
        child.play(move);
        const int value = sign * negamax(child, counts); // the mover's view
        if (value > best)
            best = value;
    }
    ++counts.expanded;
    return sign * best;
}

std::uint64_t perft(const ReferenceBoard& board, int depth)
{
    if (depth == 0)
        return 1;
    if (board.gameOver())
        return 1;
    std::vector<int> moves = board.legalSquares();
    if (moves.empty())
        moves.push_back(kPassMove);
    std::uint64_t total = 0;
    for (int move : moves) {
        ReferenceBoard child = board;
        child.play(move);
        total += perft(child, depth - 1);
    }
    return total;
}

} // namespace othello::reference
