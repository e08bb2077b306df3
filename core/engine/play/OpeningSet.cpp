#include "OpeningSet.h"

#include "PositionList.h"
#include "engine/best/BestSolver.h"
#include "engine/best/Symmetry.h"
#include "engine/depth/DepthSearch.h"

#include <algorithm>
#include <cstdlib>
#include <random>
#include <set>
#include <tuple>

namespace othello::play {

namespace {

std::pair<std::uint64_t, std::uint64_t> canonical(const Board& board)
{
    switch (board.size) {
    case 4:
        return best::canonicalForm<4>(board.black, board.white);
    case 6:
        return best::canonicalForm<6>(board.black, board.white);
    default:
        return best::canonicalForm<8>(board.black, board.white);
    }
}

void collect(const Board& board, std::vector<int>& line, int plies,
             std::set<std::tuple<int, std::uint64_t, std::uint64_t>>& seen, std::vector<Opening>& out)
{
    if (board.isGameOver())
        return;
    if (static_cast<int>(line.size()) == plies) {
        const auto [black, white] = canonical(board);
        if (seen.insert({static_cast<int>(board.toMove), black, white}).second)
            out.push_back({board, line, 0});
        return;
    }
    for (int move : board.moveList()) {
        line.push_back(move);
        collect(board.played(move), line, plies, seen, out);
        line.pop_back();
    }
}

} // namespace

std::vector<Opening> positionsAfter(int size, int plies)
{
    std::vector<Opening> out;
    std::set<std::tuple<int, std::uint64_t, std::uint64_t>> seen;
    std::vector<int> line;
    collect(Board::start(size), line, plies, seen, out);
    return out;
}

std::vector<Opening> randomPositions(int size, int plies, int count, std::uint64_t seed)
{
    std::vector<Opening> out;
    std::set<std::tuple<int, std::uint64_t, std::uint64_t>> seen;
    std::mt19937_64 random(seed);
    const long draws = 1000L * std::max(count, 0);
    for (long draw = 0; draw < draws && static_cast<int>(out.size()) < count; ++draw) {
        Board board = Board::start(size);
        std::vector<int> line;
        while (static_cast<int>(line.size()) < plies && !board.isGameOver()) {
            const std::vector<int> moves = board.moveList();
            // The modulo's bias (at most 2^-58 for a few dozen moves) does not matter here; it
            // keeps the draw the same on every standard library, unlike uniform_int_distribution.
            const int move = moves[static_cast<std::size_t>(random() % moves.size())];
            line.push_back(move);
            board = board.played(move);
        }
        if (board.isGameOver())
            continue;
        const auto [black, white] = canonical(board);
        if (seen.insert({static_cast<int>(board.toMove), black, white}).second)
            out.push_back({board, line, 0});
    }
    return out;
}

namespace {

depth::DepthResult depthValue(const Board& board, const OpeningSetOptions& options, int depth, SearchControl* control)
{
    depth::DepthOptions search;
    search.algorithm = Algorithm::Best;
    search.depth = depth;
    search.useTranspositionTable = true;
    search.scoring = options.scoring;
    search.evaluator = *evaluation::parseEvaluator("mixed", options.size);
    return depth::searchToDepth(board, search, control);
}

// Black's value: discs when exact, evaluation units otherwise; nullopt when stopped.
std::optional<int> valueOf(const Board& board, const OpeningSetOptions& options, SearchControl* control)
{
    if (options.depth == 0) {
        // Neighbouring openings share most of their subtrees: the table is kept from one
        // solve to the next (values are exact either way).
        BestOptions search;
        search.scoring = options.scoring;
        search.earlierSolvesInTable = true;
        search.ttMegabytes = 256;
        const BestResult result = solveBest(board, search, control);
        if (result.status != SearchStatus::Done)
            return std::nullopt;
        return result.value;
    }
    const depth::DepthResult result = depthValue(board, options, options.depth, control);
    if (result.status != SearchStatus::Done)
        return std::nullopt;
    return result.exact ? result.value / depth::kFinalScale : result.value;
}

} // namespace

OpeningSet balancedOpenings(const OpeningSetOptions& options, SearchControl* control,
                            const std::function<void(const Opening&, int, int, int)>& onValue)
{
    std::vector<Opening> candidates = options.random > 0
        ? randomPositions(options.size, options.plies, options.random, options.seed)
        : positionsAfter(options.size, options.plies);
    OpeningSet set;
    set.candidates = static_cast<int>(candidates.size());
    // Exact values in the order of a depth-6 estimate, nearest 0 first.
    std::vector<std::pair<long, std::size_t>> order;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        long estimate = 0;
        if (control && control->cancelRequested())
            return set;
        if (options.depth == 0) {
            const depth::DepthResult quick = depthValue(candidates[i].position, options, 6, control);
            if (quick.status != SearchStatus::Done)
                return set;
            estimate = std::labs(static_cast<long>(quick.value));
        }
        order.push_back({estimate, i});
    }
    std::stable_sort(order.begin(), order.end());
    std::vector<bool> kept(candidates.size(), false);
    for (const auto& [estimate, i] : order) {
        if (control && control->cancelRequested())
            break; // a small search may finish before it looks at the flag
        Opening& opening = candidates[i];
        const auto value = valueOf(opening.position, options, control);
        if (!value)
            break;
        opening.value = *value;
        ++set.examined;
        if (onValue)
            onValue(opening, static_cast<int>(i), set.examined, set.candidates);
        kept[i] = opening.value >= -options.maxValue && opening.value <= options.maxValue;
    }
    std::vector<Opening> within;
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if (kept[i])
            within.push_back(candidates[i]);
    if (options.count <= 0 || static_cast<int>(within.size()) <= options.count) {
        set.openings = std::move(within);
        return set;
    }
    for (int i = 0; i < options.count; ++i)
        set.openings.push_back(
            within[static_cast<std::size_t>(i) * within.size() / static_cast<std::size_t>(options.count)]);
    return set;
}

std::string formatOpenings(const std::vector<Opening>& openings, std::string_view header)
{
    std::string text;
    std::size_t start = 0;
    while (start < header.size()) {
        const std::size_t end = std::min(header.find('\n', start), header.size());
        text.append("# ").append(header.substr(start, end - start)).append("\n");
        start = end + 1;
    }
    for (const Opening& opening : openings) {
        text.append(toText(opening.position)).append(" ;");
        for (int move : opening.moves)
            text.append(" ").append(moveName(move));
        text.append(" value ").append(std::to_string(opening.value)).append("\n");
    }
    return text;
}

std::vector<Board> shippedOpenings(int size)
{
    const auto parsed = parsePositionList(shippedOpeningsText(size));
    // The shipped files are checked by tst_openings; a broken one gives no openings.
    if (const auto* positions = std::get_if<std::vector<Board>>(&parsed))
        return *positions;
    return {};
}

} // namespace othello::play
