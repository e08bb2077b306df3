#pragma once

#include <cstdint>

namespace othello {

// Bytes of one transposition-table entry (TranspositionTable::Entry checks it).
inline constexpr std::uint64_t kTableEntryBytes = 24;

// What a transposition table did during one search. A probe is a hit (by the stored bound) or a
// miss; a collision is a probe where a table keeping only the hash, not the position, would have
// taken another position's entry for this one.
struct TableStats {
    std::uint64_t probes = 0;
    std::uint64_t hitsExact = 0;
    std::uint64_t hitsLower = 0;
    std::uint64_t hitsUpper = 0;
    std::uint64_t misses = 0;
    std::uint64_t cutoffs = 0;    // hits that returned a value without searching the node
    std::uint64_t stores = 0;     // entries written (new positions and updates)
    std::uint64_t declined = 0;   // stores the policy refused
    std::uint64_t overwrites = 0; // entries of this search replaced by another position
    std::uint64_t collisions = 0;
    std::uint64_t wipes = 0;
    std::uint64_t capacity = 0; // entries the table has
    std::uint64_t used = 0;     // entries of this search in the table at the end
    std::uint64_t peakUsed = 0;

    std::uint64_t hits() const { return hitsExact + hitsLower + hitsUpper; }
    double fillRatio() const { return capacity ? double(used) / double(capacity) : 0.0; }
    std::uint64_t peakBytes() const { return peakUsed * kTableEntryBytes; }

    friend bool operator==(const TableStats&, const TableStats&) = default;
};

// Knuth and Moore's node types as the alpha-beta family finds them: a PV node returns a value
// inside its window, a Cut node fails high (>= beta), an All node fails low (<= alpha).
struct NodeTypeCounts {
    std::uint64_t pv = 0;
    std::uint64_t cut = 0;
    std::uint64_t all = 0;

    friend bool operator==(const NodeTypeCounts&, const NodeTypeCounts&) = default;
};

} // namespace othello
