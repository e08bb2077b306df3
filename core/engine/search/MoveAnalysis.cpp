#include "MoveAnalysis.h"

#include "engine/best/Symmetry.h"
#include "engine/board/BoardSize.h"
#include "engine/depth/DepthSearch.h"
#include "engine/evaluation/Evaluation.h"
#include "engine/evaluation/PatternWeights.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <tuple>

namespace othello {

int estimateDepth(int size) { return size <= 6 ? 8 : 6; }

std::vector<MoveEstimate> estimateMoves(const Board& board, SearchControl* control)
{
    const std::optional<evaluation::Evaluator> learned =
        evaluation::parseEvaluator(evaluation::kLearnedPreset, board.size);
    if (!learned)
        return {};
    depth::DepthOptions options;
    options.algorithm = Algorithm::Best; // ordered NegaScout with a table
    options.useTranspositionTable = true;
    options.depth = estimateDepth(board.size) - 1; // the move itself is the first ply
    options.evaluator = *learned;
    std::vector<MoveEstimate> estimates;
    for (const int move : board.moveList()) {
        const depth::DepthResult result = depth::searchToDepth(board.played(move), options, control);
        if (result.status != SearchStatus::Done)
            return {};
        // The learned evaluation counts 1/kWeightScale discs, a game's end its score * kFinalScale.
        const bool gameScore = std::abs(result.value) >= depth::kFinalScale;
        const double discs = result.exact || gameScore ? double(result.value) / depth::kFinalScale
                                                       : double(result.value) / evaluation::kWeightScale;
        estimates.push_back({move, static_cast<int>(std::lround(discs)), result.exact});
    }
    return estimates;
}

namespace {

// A position up to the board's eight symmetries (and who is to move): mirror images share it.
std::tuple<std::uint64_t, std::uint64_t, Color> symmetryClass(const Board& board)
{
    const auto [black, white] = withBoardSize(
        board.size, [&](auto n) { return best::canonicalForm<decltype(n)::value>(board.black, board.white); });
    return {black, white, board.toMove};
}

} // namespace

MoveAnalysis analyzeMoves(const Board& board, const SearchOptions& options, SearchControl* control,
                          const std::function<void(const MoveValue&)>& onMove)
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    MoveAnalysis analysis;
    // With `best` (whose node counts are not the course's), a move whose position is a mirror
    // image of an earlier move's takes that move's value, unsearched: mirror images have equal
    // values. The four moves of the 6x6 start are one position. The classical searches solve
    // every move: their counts depend on the square order, so a mirror image counts differently.
    const bool shareMirrorImages = options.algorithm == Algorithm::Best;
    std::vector<std::pair<std::tuple<std::uint64_t, std::uint64_t, Color>, int>> solvedClasses; // class, value
    for (const int move : board.moveList()) {
        if (shareMirrorImages) {
            const auto key = symmetryClass(board.played(move));
            const auto same = std::find_if(solvedClasses.begin(), solvedClasses.end(),
                                           [&](const auto& solved) { return solved.first == key; });
            if (same != solvedClasses.end()) {
                analysis.moves.push_back({move, SearchStatus::Done, same->second, {}, 0});
                if (onMove)
                    onMove(analysis.moves.back());
                continue;
            }
        }
        SearchOptions child = options;
        if (options.timeLimitSeconds) {
            const double left = *options.timeLimitSeconds - std::chrono::duration<double>(Clock::now() - start).count();
            child.timeLimitSeconds = std::max(left, 0.0);
        }
        const SearchResult result = solve(board.played(move), child, control);
        analysis.moves.push_back({move, result.status, result.value, result.stats, result.seconds});
        if (shareMirrorImages && result.status == SearchStatus::Done)
            solvedClasses.emplace_back(symmetryClass(board.played(move)), result.value);
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
