#pragma once

// The patterns of the learned evaluation: groups of squares whose contents (empty, the mover's,
// the opponent's: a base-3 number) index a table of weights. Each pattern stands for all its
// images under the eight symmetries of the board (its instances), and they share one table, so the
// evaluation of a position equals that of each of its mirror images by construction. Where a
// pattern maps onto itself (an edge read backwards), the two readings index the same weight: the
// table is indexed through `canonical`, which maps both readings to one column.

#include "engine/board/MoveGeneration.h"

#include <cstdint>
#include <string>
#include <vector>

namespace othello::evaluation {

using Bitboard = std::uint64_t;

struct Pattern {
    std::string name;
    int length = 0;                          // squares
    std::uint32_t tableSize = 0;             // 3^length
    std::vector<std::vector<int>> instances; // squares (row * 8 + column), first = most significant digit
    std::vector<std::uint32_t> canonical;    // index -> column 0..columns-1 (equal for mirror readings)
    std::uint32_t columns = 0;               // distinct weights of the pattern
};

// The pattern set of one board size (6 or 8): edges with both X-squares, corner 3x3 and 2x5
// blocks (2x4 on 6x6, whose edge has six squares), the second to fourth rows, the diagonals of
// length 4 and more.
class PatternSet {
public:
    static const PatternSet& forSize(int size); // 6 or 8; throws std::invalid_argument otherwise

    int size() const { return m_size; }
    const std::vector<Pattern>& patterns() const { return m_patterns; }
    int instanceCount() const { return m_instanceCount; }

    // Instance k (in the order of indices()) is one of pattern patternOf(k)'s placings; its
    // weights start at tableOffset(k) in the concatenation of the patterns' tables (each
    // pattern's tableSize entries, in the order of patterns()).
    int patternOf(int instance) const { return m_instancePattern[static_cast<std::size_t>(instance)]; }
    std::uint32_t tableOffset(int instance) const { return m_instanceOffset[static_cast<std::size_t>(instance)]; }
    std::uint32_t totalTableSize() const { return m_totalTableSize; }

    // The index of every instance, pattern by pattern in the order of patterns() (the mover's
    // discs are digit 1, the opponent's 2, empty 0). Table-driven: each instance gathers its
    // squares of each side into a binary number (PEXT) and a table turns that into the base-3
    // digits in reading order: 3-4 times faster than indicesByDisc.
    void indices(Bitboard player, Bitboard opponent, std::uint32_t* out) const
    {
#if defined(OSL_FAST_PEXT)
        for (int k = 0; k < m_instanceCount; ++k)
            out[k] = m_gathers[static_cast<std::size_t>(k)].index(player, opponent);
#else
        indicesByDisc(player, opponent, out);
#endif
    }
    // The sum over the instances of table[tableOffset(k) + index of instance k]: the pattern
    // part of an evaluation, in one pass (no array of indices in between).
    int sumOfWeights(const std::int16_t* table, Bitboard player, Bitboard opponent) const
    {
#if defined(OSL_FAST_PEXT)
        int sum = 0;
        for (const Gather& gather : m_gathers)
            sum += table[gather.offset + gather.index(player, opponent)];
        return sum;
#else
        std::uint32_t index[kMaxInstances];
        indicesByDisc(player, opponent, index);
        int sum = 0;
        for (int k = 0; k < m_instanceCount; ++k)
            sum += table[m_instanceOffset[static_cast<std::size_t>(k)] + index[k]];
        return sum;
#endif
    }
    static constexpr int kMaxInstances = 64;

    // The same without PEXT: each disc adds its digit's weight to the indices of the instances
    // it belongs to (what indices() does where PEXT is slow or missing; public for tests).
    void indicesByDisc(Bitboard player, Bitboard opponent, std::uint32_t* out) const;
    // The same, square by square as the definition says (for tests).
    void referenceIndices(Bitboard player, Bitboard opponent, std::uint32_t* out) const;

    PatternSet(const PatternSet&) = delete;
    PatternSet& operator=(const PatternSet&) = delete;

private:
    explicit PatternSet(int size);

    // An instance's squares and the table from its gathered bits (lowest square first) to the
    // base-3 number with a 1 for each gathered square, in the instance's reading order.
    struct Gather {
        Bitboard squares = 0;
        const std::uint16_t* ternary = nullptr; // into m_ternary
        std::uint32_t offset = 0;               // the instance's tableOffset
#if defined(OSL_FAST_PEXT)
        std::uint32_t index(Bitboard player, Bitboard opponent) const
        {
            return ternary[_pext_u64(player, squares)] + 2U * ternary[_pext_u64(opponent, squares)];
        }
#endif
    };
    struct Contribution {
        std::uint16_t instance;
        std::uint32_t power; // 3^(digits after this square)
    };
    int m_size;
    std::vector<Pattern> m_patterns;
    int m_instanceCount = 0;
    // Square -> the instances it belongs to, in one flat array (a square is in at most 12).
    static constexpr int kMaxPerSquare = 12;
    struct SquareContributions {
        int count = 0;
        Contribution list[kMaxPerSquare];
    };
    std::vector<SquareContributions> m_bySquare;
    std::vector<Gather> m_gathers;        // per instance
    std::vector<std::uint16_t> m_ternary; // the gathers' tables, one after another
    std::vector<int> m_instancePattern;
    std::vector<std::uint32_t> m_instanceOffset;
    std::uint32_t m_totalTableSize = 0;
};

} // namespace othello::evaluation
