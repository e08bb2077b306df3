#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace othello {

enum class Algorithm { Negamax, AlphaBeta, Scout, NegaScout, Best };

struct AlgorithmInfo {
    Algorithm algorithm;
    std::string_view id;          // in files and on the command line
    std::string_view displayName; // English; the UI translates it
};

// The single source of algorithm names, in the order the program lists them.
inline constexpr std::array kAlgorithms{
    AlgorithmInfo{Algorithm::Negamax, "negamax", "Negamax"},
    AlgorithmInfo{Algorithm::AlphaBeta, "alphabeta", "Alpha-beta"},
    AlgorithmInfo{Algorithm::Scout, "scout", "Scout"},
    AlgorithmInfo{Algorithm::NegaScout, "negascout", "NegaScout"},
    AlgorithmInfo{Algorithm::Best, "best", "Best (PVS + TT + ordering)"},
};

constexpr const AlgorithmInfo& infoOf(Algorithm algorithm)
{
    for (const auto& info : kAlgorithms)
        if (info.algorithm == algorithm)
            return info;
    return kAlgorithms[0];
}
constexpr std::string_view algorithmId(Algorithm algorithm) { return infoOf(algorithm).id; }
constexpr std::string_view algorithmDisplayName(Algorithm algorithm) { return infoOf(algorithm).displayName; }

// Whether a search uses a transposition table when the user does not say: `best` is built around
// its table (about 10x slower without); the classical searches keep the course's default, off.
constexpr bool usesTableByDefault(Algorithm algorithm) { return algorithm == Algorithm::Best; }

constexpr std::optional<Algorithm> parseAlgorithm(std::string_view id)
{
    for (const auto& info : kAlgorithms)
        if (info.id == id)
            return info.algorithm;
    return std::nullopt;
}

} // namespace othello
