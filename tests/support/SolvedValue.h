#pragma once

#include "engine/board/Board.h"
#include "engine/board/Scoring.h"
#include "engine/search/Search.h"

#include <cstddef>
#include <optional>

namespace othello::test {

// The exact value one search finds on its own, with a table (Black's view; none when it did not
// finish).
inline std::optional<int> solvedValue(const Board& board, Algorithm algorithm, ScoringRule scoring,
                                      std::size_t megabytes = 4)
{
    SearchOptions options;
    options.algorithm = algorithm;
    options.useTranspositionTable = true;
    options.ttMegabytes = megabytes;
    options.scoring = scoring;
    const SearchResult result = solve(board, options);
    if (result.status != SearchStatus::Done)
        return std::nullopt;
    return result.value;
}

// The independent fact results of any search (best's included) are checked against: plain
// alpha-beta without a table, code that shares nothing with best or the table laboratory, and
// whose counts tst_searches checks against the course's published tables. For small positions.
inline std::optional<int> referenceValue(const Board& board, ScoringRule scoring)
{
    SearchOptions options;
    options.algorithm = Algorithm::AlphaBeta;
    options.scoring = scoring;
    const SearchResult result = solve(board, options);
    if (result.status != SearchStatus::Done)
        return std::nullopt;
    return result.value;
}

} // namespace othello::test
