#include "Game.h"

#include "engine/search/SearchDeadline.h"

#include <algorithm>

namespace othello::play {

namespace {

std::string sideName(Color color) { return color == Color::Black ? "black" : "white"; }

} // namespace

GameOutcome playGame(MoveSource& black, MoveSource& white, const Board& start, ScoringRule scoring,
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
            MoveSource& source = blackMoves ? black : white;
            source.setTimeBudget(clocks.moveTime(board, source.secondsPerMove()));
            const SearchDeadline thinking;
            const MoveChoice choice = source.move(outcome.record, scoring, control, {});
            const double spent = thinking.elapsedSeconds();
            if (control && control->cancelRequested())
                break; // whatever the player answered: the game is abandoned, not lost
            const std::vector<int> legal = board.moveList();
            if (!choice.failure.empty())
                outcome.reason = sideName(board.toMove) + ": " + choice.failure;
            else if (std::find(legal.begin(), legal.end(), choice.move) == legal.end())
                outcome.reason = sideName(board.toMove) + ": illegal move " + moveName(choice.move);
            if (!outcome.reason.empty()) {
                forfeit = board.toMove;
                break; // its failed move is not counted: a hang's wait is no time per move
            }
            SideCost& cost = blackMoves ? outcome.black : outcome.white;
            ++cost.moves; // a move found too late still counts: it was searched
            cost.nodes += choice.search.stats.generated;
            cost.seconds += choice.search.seconds;
            if (!clocks.charge(board.toMove, spent)) {
                outcome.reason = sideName(board.toMove) + ": lost on time";
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
    black.endGame(forfeit && *forfeit == Color::Black);
    white.endGame(forfeit && *forfeit == Color::White);
    outcome.final = board;
    outcome.finished = board.isGameOver() || forfeit.has_value();
    const int squares = board.size * board.size;
    outcome.margin = forfeit ? (*forfeit == Color::Black ? -squares : squares)
                             : blackSign(Color::Black) * finalScoreUnder(scoring, board.black, board.white, squares);
    return outcome;
}

GameOutcome playGame(const PlayerSpec& black, const PlayerSpec& white, const Board& start, ScoringRule scoring,
                     SearchControl* control, const std::function<void(const Board&, int)>& onMove,
                     const std::optional<TimeControl>& clock)
{
    SearchMoveSource blackSource(black);
    SearchMoveSource whiteSource(white);
    return playGame(blackSource, whiteSource, start, scoring, control, onMove, clock);
}

} // namespace othello::play
