#include "Game.h"

#include "engine/SearchDeadline.h"

namespace othello::play {

GameOutcome playGame(const PlayerSpec& black, const PlayerSpec& white, const Board& start, ScoringRule scoring,
                     SearchControl* control, const std::function<void(const Board&, int)>& onMove,
                     const std::optional<TimeControl>& clock)
{
    GameOutcome outcome;
    outcome.record.start = start;
    Board board = start;
    GameClock clocks(clock);
    std::optional<Color> forfeit;
    while (!board.isGameOver()) {
        if (control && control->cancelRequested())
            break;
        int move = kPassMove;
        if (!board.mustPass()) {
            const bool blackMoves = board.toMove == Color::Black;
            PlayerSpec player = blackMoves ? black : white;
            player.secondsPerMove = clocks.moveTime(board, player.secondsPerMove);
            const SearchDeadline thinking;
            const MoveChoice choice = chooseMove(player, board, scoring, control);
            const double spent = thinking.elapsedSeconds();
            if (control && control->cancelRequested())
                break; // the game is abandoned, not lost
            SideCost& cost = blackMoves ? outcome.black : outcome.white;
            ++cost.moves;
            cost.nodes += choice.search.stats.generated;
            cost.seconds += choice.search.seconds;
            if (!clocks.charge(board.toMove, spent)) {
                outcome.reason = std::string(blackMoves ? "black" : "white") + ": lost on time";
                forfeit = board.toMove;
                break;
            }
            move = choice.move;
        }
        board = board.played(move);
        outcome.record.moves.push_back(move);
        if (onMove)
            onMove(board, move);
    }
    outcome.final = board;
    outcome.finished = board.isGameOver() || forfeit.has_value();
    const int squares = board.size * board.size;
    outcome.margin = forfeit ? (*forfeit == Color::Black ? -squares : squares)
                             : blackSign(Color::Black) * finalScoreUnder(scoring, board.black, board.white, squares);
    return outcome;
}

} // namespace othello::play
