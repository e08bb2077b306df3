#pragma once

#include "engine/Board.h"
#include "engine/Scoring.h"
#include "engine/Search.h"

#include <cstddef>
#include <optional>

namespace othello::test {

// The exact value one search finds on its own, with a table, outside the code under test
// (Black's view; none when it did not finish): the independent fact results are checked against.
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

inline std::optional<int> bestValue(const Board& board, ScoringRule scoring)
{
    return solvedValue(board, Algorithm::Best, scoring);
}

} // namespace othello::test
