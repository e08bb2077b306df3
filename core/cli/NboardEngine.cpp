#include "NboardEngine.h"

#include "engine/best/BestSolver.h"
#include "engine/board/Scoring.h"
#include "engine/depth/IterativeDeepening.h"
#include "results/GgfRecord.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>

namespace othello::nboard {

namespace {

constexpr ScoringRule kScoring = ScoringRule::EmptiesToWinner;

depth::DepthOptions searchOptions(const Board& board, int depth)
{
    depth::DepthOptions options;
    options.algorithm = Algorithm::Best;
    options.depth = depth;
    options.useTranspositionTable = true;
    options.scoring = kScoring;
    options.evaluator = *evaluation::parseEvaluator("mixed", board.size);
    return options;
}

MoveLine lineOf(const Board& board, const depth::DepthResult& result)
{
    MoveLine line;
    line.move = result.bestMove;
    line.line = result.line;
    if (line.line.empty() || line.line.front() != line.move)
        line.line.insert(line.line.begin(), line.move);
    line.exact = result.exact;
    line.eval = blackSign(board.toMove) * discsOf(result);
    line.depth = result.exact ? board.emptyCount() : result.depth;
    line.stats = result.stats;
    line.seconds = result.seconds;
    return line;
}

std::string fixed(double value, int decimals)
{
    char buffer[64];
    value += 0.0; // -0.0 becomes 0.0: no "-0.00"
    const auto [end, code] = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    return code == std::errc{} ? std::string(buffer, end) : std::string("0");
}

// A finished game's score from `side`'s view.
double finalScore(const Board& board, Color side)
{
    const bool black = side == Color::Black;
    return finalScoreUnder(kScoring, black ? board.black : board.white, black ? board.white : board.black,
                           board.size * board.size);
}

} // namespace

double discsOf(const depth::DepthResult& result)
{
    // A line that ends the game below the horizon is worth that game's score, even when the
    // search as a whole is not exact (any win outranks any evaluation, see depth::kFinalScale).
    const bool gameScore = result.exact || std::abs(result.value) >= depth::kFinalScale;
    return result.value / (gameScore ? double(depth::kFinalScale) : kEvaluationUnitsPerDisc);
}

int exactEmpties(int boardSize) { return boardSize == 8 ? 16 : 18; }

MoveLine chooseEngineMove(const Board& board, int depth, SearchControl* control,
                          const std::function<void(const MoveLine&)>& onDepth)
{
    if (board.mustPass()) {
        // The pass is forced; its value is the reply's.
        const MoveLine reply = chooseEngineMove(board.played(kPassMove), depth, control);
        MoveLine pass = reply;
        pass.move = kPassMove;
        pass.line.insert(pass.line.begin(), kPassMove);
        pass.eval = -reply.eval;
        return pass;
    }
    if (board.emptyCount() <= exactEmpties(board.size)) {
        BestOptions options;
        options.scoring = kScoring;
        const BestResult solved = solveBest(board, options, control);
        if (solved.status == SearchStatus::Done) {
            MoveLine line;
            line.move = solved.bestMove;
            line.line = solved.line;
            line.eval = blackSign(board.toMove) * solved.value;
            line.exact = true;
            line.depth = board.emptyCount();
            line.stats = solved.stats;
            line.seconds = solved.seconds;
            return line;
        }
    }
    depth::DepthOptions options = searchOptions(board, depth);
    depth::DepthResult result =
        depth::iterativeDeepening(board, options, std::nullopt, control, [&](const depth::DepthResult& finished) {
            if (onDepth)
                onDepth(lineOf(board, finished));
        });
    if (result.status != SearchStatus::Done) { // stopped before one ply: a ply takes microseconds
        options.depth = 1;
        result = depth::searchToDepth(board, options);
    }
    return lineOf(board, result);
}

std::vector<MoveLine> rankMoves(const Board& board, int depth, SearchControl* control)
{
    std::vector<MoveLine> lines;
    for (int move : board.moveList()) {
        const Board next = board.played(move);
        MoveLine line;
        line.move = move;
        line.line = {move};
        if (next.isGameOver()) {
            line.eval = finalScore(next, board.toMove);
            line.exact = true;
            line.depth = 1;
        } else {
            const MoveLine reply = chooseEngineMove(next, std::max(1, depth - 1), control);
            line.line.insert(line.line.end(), reply.line.begin(), reply.line.end());
            line.eval = -reply.eval;
            line.exact = reply.exact;
            line.depth = reply.exact ? board.emptyCount() : reply.depth + 1;
            line.stats = reply.stats;
            line.seconds = reply.seconds;
        }
        if (control && control->cancelRequested())
            return {};
        lines.push_back(std::move(line));
    }
    std::stable_sort(lines.begin(), lines.end(), [](const MoveLine& a, const MoveLine& b) { return a.eval > b.eval; });
    return lines;
}

MoveLine evaluatePosition(const Board& board, int depth, SearchControl* control)
{
    if (!board.isGameOver())
        return chooseEngineMove(board, depth, control);
    MoveLine line;
    line.eval = finalScore(board, board.toMove);
    line.exact = true;
    return line;
}

std::string moveAnswer(const MoveLine& line)
{
    return "=== " + ggfMoveName(line.move) + "/" + fixed(line.eval, 2) + "/" + fixed(line.seconds, 3);
}

std::string searchAnswer(const MoveLine& line)
{
    std::string pv;
    for (int move : line.line)
        pv += ggfMoveName(move);
    return "search " + pv + " " + fixed(line.eval, 2) + " 0 " + (line.exact ? "100%" : std::to_string(line.depth));
}

std::string analysisAnswer(int ply, const MoveLine& line)
{
    return "analysis " + std::to_string(ply) + " " + fixed(line.eval, 2);
}

} // namespace othello::nboard
