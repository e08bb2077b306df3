#pragma once

#include "engine/Algorithm.h"
#include "engine/Color.h"
#include "engine/Search.h"
#include "engine/TablePolicy.h"
#include "engine/TableStats.h"

#include <cstdint>
#include <optional>

namespace othello {

// One finished search of one PV position: a row of the results CSV (see ResultSchema.h).
struct ResultRecord {
    int label = 0;
    int ply = 0;
    Color toMove = Color::Black;
    Algorithm algorithm = Algorithm::Negamax;
    bool tt = false;
    std::optional<int> value;  // Black's point of view; present only when status == Done
    std::uint64_t expanded = 0;
    std::uint64_t generated = 0;
    double seconds = 0;
    SearchStatus status = SearchStatus::Done;
    // The transposition-table laboratory (files written before it: the default scheme, zeros).
    TableScheme table;            // the default when tt is off
    TableStats tableStats;        // the classical searches with a TT; zeros otherwise
    NodeTypeCounts nodeTypes;     // alpha-beta and NegaScout

    friend bool operator==(const ResultRecord&, const ResultRecord&) = default;
};

} // namespace othello
