#include "ReferenceBoard.h"

#include <algorithm>

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
    if ((counts.generated & 4095) == 0 && counts.control && counts.control->cancelRequested())
        counts.stopped = true;
    if (counts.stopped)
        return 0;
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

namespace {

// The children of a position that is not over: its legal moves in row-major order, or the pass.
std::vector<ReferenceBoard> childrenOf(const ReferenceBoard& board)
{
    std::vector<int> moves = board.legalSquares();
    if (moves.empty())
        moves.push_back(kPassMove);
    std::vector<ReferenceBoard> children;
    for (int move : moves) {
        children.push_back(board);
        children.back().play(move);
    }
    return children;
}

int moverScore(const ReferenceBoard& board)
{
    return board.blackToMove() ? board.discDifference() : -board.discDifference();
}

int alphaBetaSearch(const ReferenceBoard& board, int alpha, int beta, ReferenceCounts& counts)
{
    ++counts.generated;
    if (board.gameOver())
        return moverScore(board);
    int score = -1000;
    for (const ReferenceBoard& child : childrenOf(board)) {
        score = std::max(score, -alphaBetaSearch(child, -beta, -alpha, counts));
        alpha = std::max(alpha, score);
        if (alpha >= beta)
            break;
    }
    ++counts.expanded;
    return score;
}

int negaScoutSearch(const ReferenceBoard& board, int alpha, int beta, ReferenceCounts& counts)
{
    ++counts.generated;
    if (board.gameOver())
        return moverScore(board);
    bool first = true;
    for (const ReferenceBoard& child : childrenOf(board)) {
        int value;
        if (first) {
            value = -negaScoutSearch(child, -beta, -alpha, counts);
            first = false;
        } else {
            value = -negaScoutSearch(child, -alpha - 1, -alpha, counts);
            if (alpha < value && value < beta)
                value = -negaScoutSearch(child, -beta, -value, counts);
        }
        alpha = std::max(alpha, value);
        if (alpha >= beta)
            break;
    }
    ++counts.expanded;
    return alpha;
}

// Scout keeps values from Black's point of view: Black maximises, White minimises.
bool scoutTest(const ReferenceBoard& board, int v, bool strictly, ReferenceCounts& counts)
{
    ++counts.generated;
    if (board.gameOver())
        return strictly ? board.discDifference() > v : board.discDifference() >= v;
    ++counts.expanded;
    for (const ReferenceBoard& child : childrenOf(board)) {
        const bool holds = scoutTest(child, v, strictly, counts);
        if (board.blackToMove() && holds)
            return true;
        if (!board.blackToMove() && !holds)
            return false;
    }
    return !board.blackToMove();
}

int scoutSearch(const ReferenceBoard& board, ReferenceCounts& counts)
{
    ++counts.generated;
    if (board.gameOver())
        return board.discDifference();
    const std::vector<ReferenceBoard> children = childrenOf(board);
    int v = scoutSearch(children.front(), counts);
    for (std::size_t i = 1; i < children.size(); ++i) {
        const bool better =
            board.blackToMove() ? scoutTest(children[i], v, true, counts) : !scoutTest(children[i], v, false, counts);
        if (better)
            v = scoutSearch(children[i], counts);
    }
    ++counts.expanded;
    return v;
}

} // namespace

int alphaBeta(const ReferenceBoard& board, ReferenceCounts& counts)
{
    const int sign = board.blackToMove() ? 1 : -1;
    return sign * alphaBetaSearch(board, -1000, 1000, counts);
}

int negaScout(const ReferenceBoard& board, ReferenceCounts& counts)
{
    const int sign = board.blackToMove() ? 1 : -1;
    return sign * negaScoutSearch(board, -1000, 1000, counts);
}

int scout(const ReferenceBoard& board, ReferenceCounts& counts) { return scoutSearch(board, counts); }

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
