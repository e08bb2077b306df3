#pragma once

#include <cstdint>

namespace othello {

// Node counts in the course's conventions (see docs/counting.md, "Counting nodes").
struct SearchStats {
    std::uint64_t expanded = 0;
    std::uint64_t generated = 0;

    friend bool operator==(const SearchStats&, const SearchStats&) = default;
};

} // namespace othello
