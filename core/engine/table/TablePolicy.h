#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace othello {

// How a transposition table decides what to keep. The first four are replacement schemes of a
// fixed-size table; the others up to ExactOnly are the storage policies of the course's
// experiments, each on top of the default replacement (store-all replaces nothing). Course is not
// a policy of that table but the report's own table, with its own probes and stores.
enum class TablePolicyKind : std::uint8_t {
    Default,        // buckets of two: same position, else an older search's entry, else fewer empties
    AlwaysReplace,  // one slot per position: the new entry always wins
    DepthPreferred, // one slot per position: the entry with more empties (the bigger subtree) wins
    TwoTier,        // slot 0 depth-preferred, slot 1 always-replace (the loser of slot 0 moves there)
    StoreAll,       // never replaces another position; stops storing at a cap of entries
    ToDepth,        // stores only nodes at most D plies below the root
    Probability,    // stores with probability P, from a fixed seed (reproducible)
    Wipe,           // wipes the whole table when it holds more than N entries
    ExactOnly,      // stores only exact values
    Course,         // the course report's own table (CourseTable): a map per side to move, wiped above 2^18
};

// The hash that places a position in the table (the table always compares the full position).
enum class TableHash : std::uint8_t {
    Mix,     // a multiply-xorshift mix of both bitboards (the engine's default: two multiplies)
    Zobrist, // XOR of a random 64-bit key per (square, side) from a fixed seed
    Xor,     // mover's discs XOR opponent's discs: the naive hash, blind to who owns a disc
};

struct TablePolicy {
    TablePolicyKind kind = TablePolicyKind::Default;
    std::uint64_t limit = 0;           // StoreAll: cap in entries (0: the table's size); ToDepth: D; Wipe: N
    double probability = 1;            // Probability
    std::uint64_t seed = kDefaultSeed; // Probability

    static constexpr std::uint64_t kDefaultSeed = 20261123;

    friend bool operator==(const TablePolicy&, const TablePolicy&) = default;
};

// A table's policy and hash together: what tells one table experiment from another.
struct TableScheme {
    TablePolicy policy;
    TableHash hash = TableHash::Mix;
    friend bool operator==(const TableScheme&, const TableScheme&) = default;
};

// Text forms, the single source for the command line, result files and the GUI:
// default | always | depth-preferred | two-tier | store-all[:CAP] | depth:D | probability:P[:SEED]
// | wipe:N | exact | course.
std::string policyText(const TablePolicy& policy);
// The policy, or a one-line reason the text is not one.
std::variant<TablePolicy, std::string> parsePolicy(std::string_view text);
// The kind's name without parameters ("depth", "probability", ...).
std::string_view policyKindId(TablePolicyKind kind);
std::string_view policySyntax();

std::string_view hashId(TableHash hash); // mix | zobrist | xor
// The policy's text, followed by "/" and the hash when it is not the default mix ("wipe:500/xor").
std::string schemeText(const TableScheme& scheme);
std::variant<TableHash, std::string> parseHash(std::string_view text);

} // namespace othello
