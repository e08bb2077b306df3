#include "CourseSolve.h"

#include "CourseSearch.h"
#include "SolveResult.h"
#include "engine/board/BoardSize.h"

namespace othello::detail {

SearchResult solveWithCourseTable(const Board& board, const SearchOptions& options, SearchControl* control)
{
    CourseTable table;
    SearchContext context(control, options.timeLimitSeconds, nullptr, blackSign(board.toMove));
    SearchResult result = resultOf(board, context, [&](int* bestMove) {
        return withBoardSize(board.size, [&](auto n) {
            return CourseSearch<decltype(n)::value>(context, table)
                .run(options.algorithm, board.mover(), board.opponent(), board.toMove == Color::Black, bestMove);
        });
    });
    result.table = table.stats();
    return result;
}

} // namespace othello::detail
