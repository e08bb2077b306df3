#pragma once

// The patterns of the learned evaluation: groups of squares whose contents (empty, the mover's,
// the opponent's: a base-3 number) index a table of weights. Each pattern stands for all its
// images under the eight symmetries of the board (its instances), and they share one table, so the
// evaluation of a position equals that of each of its mirror images by construction. Where a
// pattern maps onto itself (an edge read backwards), the two readings index the same weight: the
// table is indexed through `canonical`, which maps both readings to one column.

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

    // The index of every instance, pattern by pattern in the order of patterns() (the mover's
    // discs are digit 1, the opponent's 2, empty 0). Table-driven: each disc adds its digit's
    // weight to the indices of the instances it belongs to.
    void indices(Bitboard player, Bitboard opponent, std::uint32_t* out) const;
    // The same, square by square as the definition says (for tests).
    void referenceIndices(Bitboard player, Bitboard opponent, std::uint32_t* out) const;

private:
    explicit PatternSet(int size);

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
};

} // namespace othello::evaluation
