#pragma once

#include "SharedTranspositionTable.h"

#include <cstdint>

// How the solver's tables pack an entry into 64-bit words (SharedTranspositionTable and
// ThreadTranspositionTable): the key is the full (player, opponent) pair, the data sits in the
// bits a board of that size leaves free, or in a word of its own on 8x8.

namespace othello::best::entry {

struct Packed {
    int lower;
    int upper;
    int move;
    int empties;
    unsigned generation;
    int level;
};

// Where an entry's key and data live (SharedTranspositionTable.h says why).
template <int N> struct Layout;

// Up to 6x6: the data above bit 46 (the first bit above square f6). Player word: lower + 36
// (7 bits), upper + 36 (7 bits), generation's high bit, level (3 bits). Opponent word: move
// (6 bits, 63 for none), empties (6 bits), generation's low 6 bits.
struct PackedLayout {
    static constexpr int kWords = 2;
    static constexpr int kWays = 3;
    static constexpr int kShift = 46;
    static constexpr int kOffset = 36;
    static constexpr unsigned kNone = 63;
    static constexpr Bitboard kKeyMask = (Bitboard{1} << kShift) - 1;

    static bool matches(const std::uint64_t* words, Bitboard player, Bitboard opponent)
    {
        return (words[0] & kKeyMask) == player && (words[1] & kKeyMask) == opponent;
    }
    static void pack(std::uint64_t* words, Bitboard player, Bitboard opponent, const Packed& data)
    {
        const unsigned move = data.move == SharedTranspositionTable::kNoMove ? kNone : unsigned(data.move);
        const auto playerData = static_cast<unsigned>((data.lower + kOffset) | ((data.upper + kOffset) << 7)) |
            ((data.generation >> 6) << 14) | (static_cast<unsigned>(data.level) << 15);
        const unsigned opponentData =
            move | (static_cast<unsigned>(data.empties) << 6) | ((data.generation & 63) << 12);
        words[0] = player | (static_cast<std::uint64_t>(playerData) << kShift);
        words[1] = opponent | (static_cast<std::uint64_t>(opponentData) << kShift);
    }
    static Packed unpack(const std::uint64_t* words)
    {
        const auto p = static_cast<unsigned>(words[0] >> kShift);
        const auto o = static_cast<unsigned>(words[1] >> kShift);
        const unsigned move = o & 63;
        return {static_cast<int>(p & 127) - kOffset,
                static_cast<int>((p >> 7) & 127) - kOffset,
                move == kNone ? SharedTranspositionTable::kNoMove : static_cast<int>(move),
                static_cast<int>((o >> 6) & 63),
                ((o >> 12) & 63) | (((p >> 14) & 1) << 6),
                static_cast<int>((p >> 15) & 7)};
    }
};

// 8x8: the full key words and a data word: lower + 64 (8 bits), upper + 64 (8 bits), move
// (7 bits), empties (7 bits), generation (10 bits), level (3 bits).
struct FullLayout {
    static constexpr int kWords = 3;
    static constexpr int kWays = 2;
    static constexpr int kOffset = 64;

    static bool matches(const std::uint64_t* words, Bitboard player, Bitboard opponent)
    {
        return words[0] == player && words[1] == opponent;
    }
    static void pack(std::uint64_t* words, Bitboard player, Bitboard opponent, const Packed& data)
    {
        words[0] = player;
        words[1] = opponent;
        words[2] = static_cast<std::uint64_t>(data.lower + kOffset) |
            (static_cast<std::uint64_t>(data.upper + kOffset) << 8) | (static_cast<std::uint64_t>(data.move) << 16) |
            (static_cast<std::uint64_t>(data.empties) << 23) | (static_cast<std::uint64_t>(data.generation) << 30) |
            (static_cast<std::uint64_t>(data.level) << 40);
    }
    static Packed unpack(const std::uint64_t* words)
    {
        const std::uint64_t d = words[2];
        return {static_cast<int>(d & 255) - kOffset,     static_cast<int>((d >> 8) & 255) - kOffset,
                static_cast<int>((d >> 16) & 127),       static_cast<int>((d >> 23) & 127),
                static_cast<unsigned>((d >> 30) & 1023), static_cast<int>((d >> 40) & 7)};
    }
};

template <> struct Layout<4> : PackedLayout { };
template <> struct Layout<6> : PackedLayout { };
template <> struct Layout<8> : FullLayout { };

} // namespace othello::best::entry
