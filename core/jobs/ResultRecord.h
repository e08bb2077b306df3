#pragma once

#include "engine/Algorithm.h"
#include "engine/Color.h"
#include "engine/Search.h"

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

    friend bool operator==(const ResultRecord&, const ResultRecord&) = default;
};

} // namespace othello
