#include "Evaluation.h"
#include "PatternWeights.h"

#include "engine/board/BoardSize.h"
#include "engine/board/MoveGeneration.h"

#include <charconv>
#include <cstdlib>

namespace othello::evaluation {

namespace {

template <int N> Bitboard neighbours(Bitboard x)
{
    using S = bits::Step<N>;
    return S::east(x) | S::west(x) | S::north(x) | S::south(x) | S::northEast(x) | S::northWest(x) | S::southEast(x) |
        S::southWest(x);
}

Bitboard boardMaskOf(int size)
{
    return withBoardSize(size, [](auto n) { return bits::Step<decltype(n)::value>::kAll; });
}

Bitboard cornerMask(int size)
{
    const int last = size - 1;
    return (Bitboard{1} << 0) | (Bitboard{1} << last) | (Bitboard{1} << (last * 8)) |
        (Bitboard{1} << (last * 8 + last));
}

std::string quoted(std::string_view text)
{
    std::string result(1, '\'');
    result.append(text);
    result.push_back('\'');
    return result;
}

} // namespace

std::optional<Term> parseTerm(std::string_view id)
{
    for (const TermInfo& info : kTerms)
        if (info.id == id)
            return info.term;
    return std::nullopt;
}

SquareTable classicSquareTable(int size)
{
    SquareTable table{};
    const int last = size - 1;
    const int centre = size / 2;
    for (int row = 0; row < size; ++row) {
        for (int column = 0; column < size; ++column) {
            const bool rowEdge = row == 0 || row == last;
            const bool columnEdge = column == 0 || column == last;
            const bool rowNextToEdge = row == 1 || row == last - 1;
            const bool columnNextToEdge = column == 1 || column == last - 1;
            int value = 0;
            if (rowEdge && columnEdge)
                value = 100; // corner
            else if (rowNextToEdge && columnNextToEdge)
                value = -50; // X-square: hands the corner over
            else if ((rowEdge && columnNextToEdge) || (columnEdge && rowNextToEdge))
                value = -20; // C-square
            else if (rowEdge || columnEdge)
                value = 10; // other edge squares
            // The four start squares are never empty, so their value only shifts every score alike.
            if ((row == centre - 1 || row == centre) && (column == centre - 1 || column == centre))
                value = 0;
            table[static_cast<std::size_t>(row * 8 + column)] = value;
        }
    }
    return table;
}

int discDifference(Bitboard player, Bitboard opponent) { return bits::popCount(player) - bits::popCount(opponent); }

int weightedSquares(Bitboard player, Bitboard opponent, const SquareTable& table)
{
    int sum = 0;
    for (Bitboard x = player; x; x &= x - 1)
        sum += table[static_cast<std::size_t>(bits::firstSquare(x))];
    for (Bitboard x = opponent; x; x &= x - 1)
        sum -= table[static_cast<std::size_t>(bits::firstSquare(x))];
    return sum;
}

int mobility(Bitboard player, Bitboard opponent, int size)
{
    return withBoardSize(size, [&](auto n) {
        constexpr int N = decltype(n)::value;
        return bits::popCount(bits::legalMoves<N>(player, opponent)) -
            bits::popCount(bits::legalMoves<N>(opponent, player));
    });
}

int potentialMobility(Bitboard player, Bitboard opponent, int size)
{
    return withBoardSize(size, [&](auto n) {
        constexpr int N = decltype(n)::value;
        const Bitboard empty = bits::Step<N>::kAll & ~(player | opponent);
        return bits::popCount(neighbours<N>(opponent) & empty) - bits::popCount(neighbours<N>(player) & empty);
    });
}

int corners(Bitboard player, Bitboard opponent, int size)
{
    const Bitboard mask = cornerMask(size);
    return bits::popCount(player & mask) - bits::popCount(opponent & mask);
}

int edgeStableDiscs(Bitboard discs, int size)
{
    const int last = size - 1;
    Bitboard stable = 0;
    // From each corner along both of its edges, while the discs are own.
    const int cornerSquares[4] = {0, last, last * 8, last * 8 + last};
    const int alongRow[4] = {1, -1, 1, -1};
    const int alongColumn[4] = {8, 8, -8, -8};
    for (int c = 0; c < 4; ++c) {
        for (const int step : {alongRow[c], alongColumn[c]}) {
            int square = cornerSquares[c];
            for (int i = 0; i < size && (discs >> square & 1); ++i, square += step)
                stable |= Bitboard{1} << square;
        }
    }
    return bits::popCount(stable);
}

int stability(Bitboard player, Bitboard opponent, int size)
{
    return edgeStableDiscs(player, size) - edgeStableDiscs(opponent, size);
}

int parity(Bitboard player, Bitboard opponent, int size)
{
    const int empties = bits::popCount(boardMaskOf(size) & ~(player | opponent));
    return empties % 2 == 1 ? 1 : -1;
}

int termValue(Term term, Bitboard player, Bitboard opponent, int size, const SquareTable& table)
{
    switch (term) {
    case Term::Discs:
        return discDifference(player, opponent);
    case Term::Squares:
        return weightedSquares(player, opponent, table);
    case Term::Mobility:
        return mobility(player, opponent, size);
    case Term::PotentialMobility:
        return potentialMobility(player, opponent, size);
    case Term::Corners:
        return corners(player, opponent, size);
    case Term::Stability:
        return stability(player, opponent, size);
    case Term::Parity:
        return parity(player, opponent, size);
    }
    return 0;
}

int Evaluator::evaluate(Bitboard player, Bitboard opponent) const
{
    if (learned)
        return learned->evaluate(player, opponent);
    int sum = 0;
    for (std::size_t i = 0; i < kTermCount; ++i)
        if (weights[i] != 0)
            sum += weights[i] * termValue(kTerms[i].term, player, opponent, size, squares);
    return sum;
}

std::string Evaluator::text() const
{
    if (learned)
        return std::string(kLearnedPreset);
    std::string result;
    for (std::size_t i = 0; i < kTermCount; ++i) {
        if (weights[i] == 0)
            continue;
        if (!result.empty())
            result += ',';
        result += std::string(kTerms[i].id) + "=" + std::to_string(weights[i]);
    }
    return result.empty() ? "discs=0" : result;
}

std::optional<Evaluator> parseEvaluator(std::string_view text, int size, std::string* error)
{
    Evaluator evaluator;
    evaluator.size = size;
    evaluator.squares = classicSquareTable(size);
    const auto fail = [&](std::string message) -> std::optional<Evaluator> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    if (text == "discs") {
        evaluator.setWeight(Term::Discs, 1);
    } else if (text == "squares" || text == "weighted") {
        evaluator.setWeight(Term::Squares, 1);
    } else if (text == "mobility") {
        evaluator.setWeight(Term::Mobility, 1);
    } else if (text == "corners") {
        evaluator.setWeight(Term::Corners, 1);
    } else if (text == "parity") {
        evaluator.setWeight(Term::Parity, 1);
    } else if (text == kLearnedPreset) {
        evaluator.learned = size == 6 || size == 8 ? shippedPatternWeights(size) : nullptr;
        if (!evaluator.learned)
            return fail("no learned weights for " + std::to_string(size) + "x" + std::to_string(size));
    } else if (text == "mixed") {
        evaluator.setWeight(Term::Squares, 1);
        evaluator.setWeight(Term::Mobility, 10);
        evaluator.setWeight(Term::PotentialMobility, 5);
        evaluator.setWeight(Term::Corners, 100);
        evaluator.setWeight(Term::Stability, 30);
        evaluator.setWeight(Term::Parity, 10);
    } else {
        if (text.empty())
            return fail("empty evaluation");
        while (!text.empty()) {
            const std::size_t comma = text.find(',');
            const std::string_view item = text.substr(0, comma);
            text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
            const std::size_t equals = item.find('=');
            if (equals == std::string_view::npos)
                return fail(quoted(item).append(" is neither a preset (discs, squares, mobility, corners, parity, "
                                                "mixed, learned) nor term=weight"));
            const auto term = parseTerm(item.substr(0, equals));
            if (!term)
                return fail(std::string("unknown evaluation term ").append(quoted(item.substr(0, equals))));
            const std::string_view number = item.substr(equals + 1);
            int weight = 0;
            const auto [end, code] = std::from_chars(number.data(), number.data() + number.size(), weight);
            if (code != std::errc{} || end != number.data() + number.size() || std::abs(weight) > 10000)
                return fail(std::string("weight ")
                                .append(quoted(number))
                                .append(" is not a whole number within -10000..10000"));
            evaluator.setWeight(*term, weight);
        }
    }
    return evaluator;
}

} // namespace othello::evaluation
