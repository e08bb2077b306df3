#pragma once

#include "engine/Board.h"
#include "engine/Scoring.h"
#include "engine/Search.h"

#include <optional>

namespace othello::test {

// The value `best` finds on its own, outside the code under test (Black's view; none when it
// did not finish): the independent fact that records of a position file must meet.
inline std::optional<int> bestValue(const Board& board, ScoringRule scoring)
{
    SearchOptions options;
    options.algorithm = Algorithm::Best;
    options.useTranspositionTable = true;
    options.ttMegabytes = 4;
    options.scoring = scoring;
    const SearchResult result = solve(board, options);
    if (result.status != SearchStatus::Done)
        return std::nullopt;
    return result.value;
}

} // namespace othello::test
