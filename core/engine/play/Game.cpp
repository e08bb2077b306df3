#include "Game.h"

namespace othello::play {

GameOutcome playGame(const PlayerSpec& black, const PlayerSpec& white, const Board& start, ScoringRule scoring,
                     SearchControl* control, const std::function<void(const Board&, int)>& onMove)
{
    GameOutcome outcome;
    outcome.record.start = start;
    Board board = start;
    while (!board.isGameOver()) {
        if (control && control->cancelRequested())
            break;
        int move = kPassMove;
        if (!board.mustPass()) {
            const bool blackMoves = board.toMove == Color::Black;
            const MoveChoice choice = chooseMove(blackMoves ? black : white, board, scoring, control);
            SideCost& cost = blackMoves ? outcome.black : outcome.white;
            ++cost.moves;
            cost.nodes += choice.search.stats.generated;
            cost.seconds += choice.search.seconds;
            move = choice.move;
        }
        board = board.played(move);
        outcome.record.moves.push_back(move);
        if (onMove)
            onMove(board, move);
    }
    outcome.final = board;
    outcome.finished = board.isGameOver();
    outcome.margin =
        blackSign(Color::Black) * finalScoreUnder(scoring, board.black, board.white, board.size * board.size);
    return outcome;
}

} // namespace othello::play
