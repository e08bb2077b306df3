#include "PatternSet.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <utility>

namespace othello::evaluation {

namespace {

struct Shape {
    const char* name;
    std::vector<std::pair<int, int>> cells; // (row, column)
};

std::vector<Shape> shapesFor(int n)
{
    const int last = n - 1;
    std::vector<Shape> shapes;
    Shape edge{"edge+2x", {}};
    for (int c = 0; c < n; ++c)
        edge.cells.emplace_back(0, c);
    edge.cells.emplace_back(1, 1);
    edge.cells.emplace_back(1, last - 1);
    shapes.push_back(edge);
    Shape corner{"corner3x3", {}};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            corner.cells.emplace_back(r, c);
    shapes.push_back(corner);
    const int blockWidth = n == 8 ? 5 : 4;
    Shape block{n == 8 ? "corner2x5" : "corner2x4", {}};
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < blockWidth; ++c)
            block.cells.emplace_back(r, c);
    shapes.push_back(block);
    static const char* const kRowNames[] = {"row2", "row3", "row4"};
    for (int r = 1; r < n / 2; ++r) {
        Shape row{kRowNames[r - 1], {}};
        for (int c = 0; c < n; ++c)
            row.cells.emplace_back(r, c);
        shapes.push_back(row);
    }
    static const char* const kDiagonalNames[] = {"diag8", "diag7", "diag6", "diag5", "diag4"};
    for (int length = n; length >= 4; --length) {
        Shape diagonal{kDiagonalNames[8 - length], {}};
        for (int i = 0; i < length; ++i)
            diagonal.cells.emplace_back(i, i + (n - length));
        shapes.push_back(diagonal);
    }
    return shapes;
}

// Symmetry t (0..7) of the n x n board: mirror the columns (bit 0), the rows (bit 1), then transpose (bit 2).
std::pair<int, int> image(std::pair<int, int> cell, int t, int n)
{
    auto [r, c] = cell;
    if (t & 1)
        c = n - 1 - c;
    if (t & 2)
        r = n - 1 - r;
    if (t & 4)
        std::swap(r, c);
    return {r, c};
}

std::uint32_t power3(int k)
{
    std::uint32_t p = 1;
    for (int i = 0; i < k; ++i)
        p *= 3;
    return p;
}

} // namespace

const PatternSet& PatternSet::forSize(int size)
{
    static const PatternSet six(6);
    static const PatternSet eight(8);
    if (size == 6)
        return six;
    if (size == 8)
        return eight;
    throw std::invalid_argument("pattern evaluation: only 6x6 and 8x8 boards");
}

PatternSet::PatternSet(int size) : m_size(size), m_bySquare(64)
{
    for (const Shape& shape : shapesFor(size)) {
        Pattern pattern;
        pattern.name = shape.name;
        pattern.length = static_cast<int>(shape.cells.size());
        pattern.tableSize = power3(pattern.length);
        const auto sortedSet = [](std::vector<int> squares) {
            std::sort(squares.begin(), squares.end());
            return squares;
        };
        std::vector<int> base;
        for (const auto& cell : shape.cells)
            base.push_back(cell.first * 8 + cell.second);
        std::vector<std::vector<int>> automorphisms; // perm: reading i of the image = square perm[i] of base
        std::vector<std::vector<int>> seenSets;
        for (int t = 0; t < 8; ++t) {
            std::vector<int> squares;
            for (const auto& cell : shape.cells) {
                const auto [r, c] = image(cell, t, size);
                squares.push_back(r * 8 + c);
            }
            const std::vector<int> set = sortedSet(squares);
            if (set == sortedSet(base)) {
                std::vector<int> perm;
                for (const int square : squares)
                    perm.push_back(static_cast<int>(std::find(base.begin(), base.end(), square) - base.begin()));
                automorphisms.push_back(perm);
            }
            if (std::find(seenSets.begin(), seenSets.end(), set) == seenSets.end()) {
                seenSets.push_back(set);
                pattern.instances.push_back(squares);
            }
        }
        // Canonical column: the least index among the readings of the same squares.
        std::vector<std::uint32_t> least(pattern.tableSize);
        std::vector<int> digits(static_cast<std::size_t>(pattern.length));
        for (std::uint32_t index = 0; index < pattern.tableSize; ++index) {
            std::uint32_t rest = index;
            for (int i = pattern.length - 1; i >= 0; --i) {
                digits[static_cast<std::size_t>(i)] = static_cast<int>(rest % 3);
                rest /= 3;
            }
            std::uint32_t smallest = index;
            for (const auto& perm : automorphisms) {
                std::uint32_t other = 0;
                for (int i = 0; i < pattern.length; ++i)
                    other = other * 3 +
                        static_cast<std::uint32_t>(digits[static_cast<std::size_t>(perm[static_cast<std::size_t>(i)])]);
                smallest = std::min(smallest, other);
            }
            least[index] = smallest;
        }
        pattern.canonical.assign(pattern.tableSize, 0);
        std::vector<std::uint32_t> columnOf(pattern.tableSize, 0);
        for (std::uint32_t index = 0; index < pattern.tableSize; ++index) {
            if (least[index] == index)
                columnOf[index] = pattern.columns++;
            pattern.canonical[index] = columnOf[least[index]];
        }
        for (const auto& squares : pattern.instances) {
            m_instancePattern.push_back(static_cast<int>(m_patterns.size()));
            m_instanceOffset.push_back(m_totalTableSize);
            for (int i = 0; i < pattern.length; ++i) {
                SquareContributions& square =
                    m_bySquare[static_cast<std::size_t>(squares[static_cast<std::size_t>(i)])];
                if (square.count == kMaxPerSquare)
                    throw std::logic_error("pattern set: a square in too many patterns");
                square.list[square.count++] = {static_cast<std::uint16_t>(m_instanceCount),
                                               power3(pattern.length - 1 - i)};
            }
            ++m_instanceCount;
        }
        m_totalTableSize += pattern.tableSize;
        m_patterns.push_back(std::move(pattern));
    }
    // The gathers' tables: bit j of a gathered number is the instance's j-th lowest square.
    // Instances that read their squares in the same order relative to square order share a
    // table: fewer, smaller tables stay in the first-level cache (8x8: 37 KB without sharing).
    std::vector<std::size_t> starts;
    std::map<std::vector<std::uint32_t>, std::size_t> startOf; // digitOfBit -> its table
    for (const Pattern& pattern : m_patterns) {
        for (const auto& squares : pattern.instances) {
            Bitboard mask = 0;
            for (const int square : squares)
                mask |= Bitboard{1} << square;
            std::vector<std::uint32_t> digitOfBit; // 3^(digits after the square) per gathered bit
            for (Bitboard x = mask; x; x &= x - 1) {
                const auto at = std::find(squares.begin(), squares.end(), __builtin_ctzll(x)) - squares.begin();
                digitOfBit.push_back(power3(pattern.length - 1 - static_cast<int>(at)));
            }
            m_gathers.push_back({mask, nullptr});
            const auto [known, added] = startOf.try_emplace(digitOfBit, m_ternary.size());
            starts.push_back(known->second);
            if (!added)
                continue;
            for (std::uint32_t bits = 0; bits < (1U << pattern.length); ++bits) {
                std::uint32_t value = 0;
                for (int j = 0; j < pattern.length; ++j)
                    if (bits >> j & 1)
                        value += digitOfBit[static_cast<std::size_t>(j)];
                m_ternary.push_back(static_cast<std::uint16_t>(value));
            }
        }
    }
    for (std::size_t k = 0; k < m_gathers.size(); ++k) {
        m_gathers[k].ternary = m_ternary.data() + starts[k];
        m_gathers[k].offset = m_instanceOffset[k];
    }
    if (m_instanceCount > kMaxInstances)
        throw std::logic_error("pattern set: too many instances");
}

void PatternSet::indicesByDisc(Bitboard player, Bitboard opponent, std::uint32_t* out) const
{
    std::fill(out, out + m_instanceCount, 0U);
    for (Bitboard x = player; x; x &= x - 1) {
        const SquareContributions& square = m_bySquare[static_cast<std::size_t>(__builtin_ctzll(x))];
        for (int i = 0; i < square.count; ++i)
            out[square.list[i].instance] += square.list[i].power;
    }
    for (Bitboard x = opponent; x; x &= x - 1) {
        const SquareContributions& square = m_bySquare[static_cast<std::size_t>(__builtin_ctzll(x))];
        for (int i = 0; i < square.count; ++i)
            out[square.list[i].instance] += 2 * square.list[i].power;
    }
}

void PatternSet::referenceIndices(Bitboard player, Bitboard opponent, std::uint32_t* out) const
{
    int k = 0;
    for (const Pattern& pattern : m_patterns) {
        for (const auto& squares : pattern.instances) {
            std::uint32_t index = 0;
            for (const int square : squares) {
                const int digit = (player >> square & 1) ? 1 : (opponent >> square & 1) ? 2 : 0;
                index = index * 3 + static_cast<std::uint32_t>(digit);
            }
            out[k++] = index;
        }
    }
}

} // namespace othello::evaluation
