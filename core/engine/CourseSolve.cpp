#include "CourseSolve.h"

#include "BoardSize.h"
#include "CourseSearch.h"

namespace othello::detail {

SearchResult solveWithCourseTable(const Board& board, const SearchOptions& options, SearchControl* control)
{
    CourseTable table;
    SearchContext context(control, options.timeLimitSeconds, nullptr);
    SearchResult result;
    try {
        int bestMove = kNoMove;
        const int moverValue = withBoardSize(board.size, [&](auto n) {
            return CourseSearch<decltype(n)::value>(context, table)
                .run(options.algorithm, board.mover(), board.opponent(), board.toMove == Color::Black, &bestMove);
        });
        result.status = SearchStatus::Done;
        result.value = blackSign(board.toMove) * moverValue;
        result.bestMove = board.isGameOver() ? kNoMove : bestMove;
    } catch (const SearchStopped& stopped) {
        result.status = stopped.status;
    }
    result.stats = context.stats();
    result.nodeTypes = context.nodeTypes();
    result.table = table.stats();
    result.seconds = context.elapsedSeconds();
    context.publish();
    return result;
}

} // namespace othello::detail
