#pragma once

// Positions reached by random playouts from the start, reproducible from a seed.

#include "engine/board/Board.h"

#include <random>
#include <vector>

namespace othello::testing {

// Every position of `games` random games (start included).
inline std::vector<Board> randomGamePositions(int games, unsigned seed, int size = 6)
{
    std::mt19937 random(seed);
    std::vector<Board> positions;
    for (int g = 0; g < games; ++g) {
        Board board = Board::start(size);
        positions.push_back(board);
        while (!board.isGameOver()) {
            const std::vector<int> moves = board.moveList();
            board = board.played(moves[random() % moves.size()]);
            positions.push_back(board);
        }
    }
    return positions;
}

// `count` positions with exactly `empties` empty squares (games that end earlier are skipped).
inline std::vector<Board> randomPositionsWithEmpties(int count, int empties, unsigned seed, int size = 6)
{
    std::mt19937 random(seed);
    std::vector<Board> positions;
    while (static_cast<int>(positions.size()) < count) {
        Board board = Board::start(size);
        while (!board.isGameOver() && board.emptyCount() > empties) {
            const std::vector<int> moves = board.moveList();
            board = board.played(moves[random() % moves.size()]);
        }
        if (board.emptyCount() == empties && !board.isGameOver())
            positions.push_back(board);
    }
    return positions;
}

} // namespace othello::testing
