#include "MoveAnalysis.h"

#include <algorithm>
#include <chrono>

namespace othello {

MoveAnalysis analyzeMoves(const Board& board, const SearchOptions& options, SearchControl* control,
                          const std::function<void(const MoveValue&)>& onMove)
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    MoveAnalysis analysis;
    for (const int move : board.moveList()) {
        SearchOptions child = options;
        if (options.timeLimitSeconds) {
            const double left = *options.timeLimitSeconds - std::chrono::duration<double>(Clock::now() - start).count();
            child.timeLimitSeconds = std::max(left, 0.0);
        }
        const SearchResult result = solve(board.played(move), child, control);
        analysis.moves.push_back({move, result.status, result.value, result.stats, result.seconds});
        if (onMove)
            onMove(analysis.moves.back());
        if (result.status != SearchStatus::Done) {
            analysis.status = result.status;
            break;
        }
    }
    return analysis;
}

void sortBestFirst(std::vector<MoveValue>& moves, Color toMove)
{
    const int sign = toMove == Color::Black ? 1 : -1;
    std::stable_sort(moves.begin(), moves.end(), [sign](const MoveValue& a, const MoveValue& b) {
        const bool aDone = a.status == SearchStatus::Done;
        const bool bDone = b.status == SearchStatus::Done;
        if (aDone != bDone)
            return aDone;
        if (aDone && a.value != b.value)
            return sign * a.value > sign * b.value;
        return a.move < b.move;
    });
}

} // namespace othello
