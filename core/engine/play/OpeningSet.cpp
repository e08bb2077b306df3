#include "OpeningSet.h"

#include "PositionList.h"
#include "engine/best/BestSolver.h"
#include "engine/best/Symmetry.h"
#include "engine/depth/DepthSearch.h"

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

std::optional<std::vector<Opening>> balancedOpenings(const OpeningSetOptions& options, SearchControl* control,
                                                     const std::function<void(const Opening&, int, int)>& onValue)
{
    std::vector<Opening> candidates = positionsAfter(options.size, options.plies);
    std::vector<Opening> kept;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        Opening& opening = candidates[i];
        if (options.depth == 0) {
            // Neighbouring openings share most of their subtrees: the table is kept from one
            // solve to the next (values are exact either way).
            BestOptions search;
            search.scoring = options.scoring;
            search.earlierSolvesInTable = true;
            search.ttMegabytes = 256;
            const BestResult result = solveBest(opening.position, search, control);
            if (result.status != SearchStatus::Done)
                return std::nullopt;
            opening.value = result.value;
        } else {
            depth::DepthOptions search;
            search.algorithm = Algorithm::Best;
            search.depth = options.depth;
            search.useTranspositionTable = true;
            search.scoring = options.scoring;
            search.evaluator = *evaluation::parseEvaluator("mixed", options.size);
            const depth::DepthResult result = depth::searchToDepth(opening.position, search, control);
            if (result.status != SearchStatus::Done)
                return std::nullopt;
            opening.value = result.exact ? result.value / depth::kFinalScale : result.value;
        }
        if (onValue)
            onValue(opening, static_cast<int>(i), static_cast<int>(candidates.size()));
        if (opening.value >= -options.maxValue && opening.value <= options.maxValue)
            kept.push_back(opening);
    }
    if (options.count <= 0 || static_cast<int>(kept.size()) <= options.count)
        return kept;
    std::vector<Opening> spread;
    for (int i = 0; i < options.count; ++i)
        spread.push_back(kept[static_cast<std::size_t>(i) * kept.size() / static_cast<std::size_t>(options.count)]);
    return spread;
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
