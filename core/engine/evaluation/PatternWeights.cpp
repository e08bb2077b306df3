#include "PatternWeights.h"

#include "engine/board/BoardSize.h"
#include "engine/board/MoveGeneration.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <sstream>

namespace othello::evaluation {

namespace {

constexpr std::string_view kMagic = "othello-pattern-weights 1";

int emptiesOf(Bitboard player, Bitboard opponent, int size)
{
    return size * size - __builtin_popcountll(player | opponent);
}

// Splits off the next whitespace-separated word of `text`.
std::string_view nextWord(std::string_view& text)
{
    std::size_t start = text.find_first_not_of(" \t");
    if (start == std::string_view::npos) {
        text = {};
        return {};
    }
    std::size_t end = text.find_first_of(" \t", start);
    const std::string_view word = text.substr(start, end == std::string_view::npos ? end : end - start);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end);
    return word;
}

template <class T> bool parseNumber(std::string_view text, T& value)
{
    const auto [end, code] = std::from_chars(text.data(), text.data() + text.size(), value);
    return code == std::errc{} && end == text.data() + text.size();
}

} // namespace

std::array<int, kFeatureCount> featureValues(Bitboard player, Bitboard opponent, int size)
{
    return withBoardSize(size, [&](auto n) {
        constexpr int N = decltype(n)::value;
        return featureValues(player, opponent, bits::legalMoves<N>(player, opponent),
                             bits::legalMoves<N>(opponent, player), size);
    });
}

std::array<int, kFeatureCount> featureValues(Bitboard player, Bitboard opponent, Bitboard playerMoves,
                                             Bitboard opponentMoves, int size)
{
    return {1, bits::popCount(player) - bits::popCount(opponent),
            bits::popCount(playerMoves) - bits::popCount(opponentMoves),
            emptiesOf(player, opponent, size) % 2 == 1 ? 1 : -1};
}

PatternWeights::PatternWeights(int size, int stageWidth)
    : m_size(size), m_set(&PatternSet::forSize(size)), m_stageWidth(stageWidth)
{
    const PatternSet& set = *m_set;
    m_stages.resize(static_cast<std::size_t>((size * size - 4 - 1) / stageWidth + 1));
    for (Stage& stage : m_stages) {
        stage.table.assign(set.totalTableSize(), std::int16_t{0});
        for (const Pattern& pattern : set.patterns())
            stage.columns.emplace_back(pattern.columns, 0);
    }
    chooseStagesInUse();
}

void PatternWeights::chooseStagesInUse()
{
    m_inUse.assign(m_stages.size(), 0);
    for (int s = 0; s < stageCount(); ++s) {
        int chosen = s;
        for (int distance = 0; distance < stageCount(); ++distance) {
            if (s - distance >= 0 && trained(s - distance)) {
                chosen = s - distance;
                break;
            }
            if (s + distance < stageCount() && trained(s + distance)) {
                chosen = s + distance;
                break;
            }
        }
        m_inUse[static_cast<std::size_t>(s)] = chosen;
    }
    for (int empties = 0; empties <= 64; ++empties)
        m_inUseByEmpties[static_cast<std::size_t>(empties)] =
            static_cast<std::uint8_t>(m_inUse[static_cast<std::size_t>(std::min(stageOf(empties), stageCount() - 1))]);
}

int PatternWeights::evaluate(Bitboard player, Bitboard opponent) const
{
    return withBoardSize(m_size, [&](auto n) {
        constexpr int N = decltype(n)::value;
        return evaluate(player, opponent, bits::legalMoves<N>(player, opponent), bits::legalMoves<N>(opponent, player));
    });
}

int PatternWeights::evaluate(Bitboard player, Bitboard opponent, Bitboard playerMoves, Bitboard opponentMoves) const
{
    const Stage& stage = m_stages[static_cast<std::size_t>(stageInUse(emptiesOf(player, opponent, m_size)))];
    int sum = m_set->sumOfWeights(stage.table.data(), player, opponent);
    const auto values = featureValues(player, opponent, playerMoves, opponentMoves, m_size);
    for (std::size_t f = 0; f < kFeatureCount; ++f)
        sum += stage.features[f] * values[f];
    return sum;
}

void PatternWeights::setStage(int stageIndex, const std::vector<std::vector<int>>& columnWeights,
                              const std::array<int, kFeatureCount>& features)
{
    const PatternSet& set = PatternSet::forSize(m_size);
    Stage& stage = m_stages[static_cast<std::size_t>(stageIndex)];
    stage.trained = true;
    stage.features = features;
    std::uint32_t offset = 0; // the pattern's table in stage.table
    for (std::size_t p = 0; p < set.patterns().size(); ++p) {
        const Pattern& pattern = set.patterns()[p];
        for (std::uint32_t c = 0; c < pattern.columns; ++c)
            stage.columns[p][c] = std::clamp(columnWeights[p][c], -32767, 32767);
        for (std::uint32_t index = 0; index < pattern.tableSize; ++index)
            stage.table[offset + index] = static_cast<std::int16_t>(stage.columns[p][pattern.canonical[index]]);
        offset += pattern.tableSize;
    }
    chooseStagesInUse();
}

std::string PatternWeights::serialize() const
{
    const PatternSet& set = PatternSet::forSize(m_size);
    std::ostringstream out;
    out << kMagic << "\nsize " << m_size << "\nstage-width " << m_stageWidth << "\nscale " << kWeightScale
        << "\npatterns";
    for (const Pattern& pattern : set.patterns())
        out << ' ' << pattern.name;
    out << '\n';
    for (int s = 0; s < stageCount(); ++s) {
        const Stage& stage = m_stages[static_cast<std::size_t>(s)];
        if (!stage.trained)
            continue;
        out << "stage " << s << "\nfeatures";
        for (std::size_t f = 0; f < kFeatureCount; ++f)
            out << ' ' << stage.features[f];
        out << '\n';
        for (std::size_t p = 0; p < set.patterns().size(); ++p) {
            out << "pattern " << set.patterns()[p].name;
            for (std::size_t c = 0; c < stage.columns[p].size(); ++c)
                if (stage.columns[p][c] != 0)
                    out << ' ' << c << ':' << stage.columns[p][c];
            out << '\n';
        }
    }
    out << "end\n";
    return out.str();
}

std::optional<PatternWeights> PatternWeights::parse(std::string_view text, std::string* error)
{
    int lineNumber = 0;
    const auto fail = [&](const std::string& message) -> std::optional<PatternWeights> {
        if (error)
            *error = "line " + std::to_string(lineNumber) + ": " + message;
        return std::nullopt;
    };
    const auto nextLine = [&]() -> std::optional<std::string_view> {
        if (text.empty())
            return std::nullopt;
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        ++lineNumber;
        return line;
    };
    const auto keyed = [&](std::string_view key, int& value) {
        auto line = nextLine();
        if (!line)
            return false;
        std::string_view rest = *line;
        return nextWord(rest) == key && parseNumber(nextWord(rest), value) &&
            rest.find_first_not_of(" \t") == std::string_view::npos;
    };
    if (nextLine() != kMagic)
        return fail("not a weight file (expected '" + std::string(kMagic) + "')");
    int size = 0, width = 0, scale = 0;
    if (!keyed("size", size) || (size != 6 && size != 8))
        return fail("expected 'size 6' or 'size 8'");
    if (!keyed("stage-width", width) || width < 1 || width > 60)
        return fail("expected 'stage-width N' (1..60)");
    if (!keyed("scale", scale) || scale != kWeightScale)
        return fail("expected 'scale " + std::to_string(kWeightScale) + "'");
    const PatternSet& set = PatternSet::forSize(size);
    {
        auto line = nextLine();
        std::string_view rest = line.value_or("");
        if (nextWord(rest) != "patterns")
            return fail("expected 'patterns NAME...'");
        for (const Pattern& pattern : set.patterns())
            if (nextWord(rest) != pattern.name)
                return fail("the patterns differ from this program's (" + pattern.name + ")");
        if (!nextWord(rest).empty())
            return fail("more patterns than this program has");
    }
    PatternWeights weights(size, width);
    for (;;) {
        auto line = nextLine();
        if (!line)
            return fail("missing 'end'");
        std::string_view rest = *line;
        const std::string_view word = nextWord(rest);
        if (word == "end")
            break;
        int stage = 0;
        if (word != "stage" || !parseNumber(nextWord(rest), stage) || stage < 0 || stage >= weights.stageCount())
            return fail("expected 'stage N' (0.." + std::to_string(weights.stageCount() - 1) + ") or 'end'");
        std::array<int, kFeatureCount> features{};
        line = nextLine();
        rest = line.value_or("");
        if (nextWord(rest) != "features")
            return fail("expected 'features' and " + std::to_string(kFeatureCount) + " weights");
        for (int& f : features)
            if (!parseNumber(nextWord(rest), f))
                return fail("a feature weight is not a whole number");
        std::vector<std::vector<int>> columns;
        for (const Pattern& pattern : set.patterns()) {
            line = nextLine();
            rest = line.value_or("");
            if (nextWord(rest) != "pattern" || nextWord(rest) != pattern.name)
                return fail("expected 'pattern " + pattern.name + "'");
            std::vector<int> column(pattern.columns, 0);
            for (std::string_view item = nextWord(rest); !item.empty(); item = nextWord(rest)) {
                const std::size_t colon = item.find(':');
                std::uint32_t c = 0;
                int w = 0;
                if (colon == std::string_view::npos || !parseNumber(item.substr(0, colon), c) ||
                    !parseNumber(item.substr(colon + 1), w) || c >= pattern.columns || w < -32767 || w > 32767)
                    return fail("bad weight '" + std::string(item) + "' (COLUMN:WEIGHT)");
                column[c] = w;
            }
            columns.push_back(std::move(column));
        }
        weights.setStage(stage, columns, features);
    }
    return weights;
}

} // namespace othello::evaluation
