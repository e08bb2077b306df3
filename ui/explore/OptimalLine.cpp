#include "OptimalLine.h"

#include "engine/board/Square.h"

#include <algorithm>
#include <iterator>

namespace othello {

OptimalLine::OptimalLine(const Board& start, std::vector<int> moves) : m_moves(std::move(moves)), m_positions{start}
{
    m_positions.reserve(m_moves.size() + 1);
    for (int move : m_moves)
        m_positions.push_back(m_positions.back().played(move));
}

std::optional<std::size_t> OptimalLine::stepOf(const Board& board) const
{
    if (m_moves.empty())
        return std::nullopt;
    // A move adds a disc or passes, and two passes end the game: no position repeats on a line.
    const auto it = std::find(m_positions.begin(), m_positions.end(), board);
    if (it == m_positions.end())
        return std::nullopt;
    return static_cast<std::size_t>(std::distance(m_positions.begin(), it));
}

std::vector<int> OptimalLine::movesAfter(const Board& board) const
{
    const std::optional<std::size_t> step = stepOf(board);
    if (!step)
        return {};
    return {m_moves.begin() + static_cast<std::ptrdiff_t>(*step), m_moves.end()};
}

int OptimalLine::nextMove(const Board& board) const
{
    const std::optional<std::size_t> step = stepOf(board);
    return step && *step < m_moves.size() ? m_moves[*step] : kNoMove;
}

} // namespace othello
