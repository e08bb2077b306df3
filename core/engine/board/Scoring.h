#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <string_view>

namespace othello {

// How a finished game is scored. The course counts the disc difference (empty squares to
// nobody); tournament Othello gives the empty squares to the winner.
enum class ScoringRule { DiscDifference, EmptiesToWinner };

constexpr std::string_view scoringId(ScoringRule rule)
{
    return rule == ScoringRule::DiscDifference ? "discs" : "empties";
}
constexpr std::optional<ScoringRule> parseScoring(std::string_view id)
{
    if (id == "discs")
        return ScoringRule::DiscDifference;
    if (id == "empties")
        return ScoringRule::EmptiesToWinner;
    return std::nullopt;
}

// The score of a finished game from the side of `player`, on a board of `squares` squares.
constexpr int finalScoreUnder(ScoringRule rule, std::uint64_t player, std::uint64_t opponent, int squares)
{
    const int mine = std::popcount(player);
    const int theirs = std::popcount(opponent);
    const int difference = mine - theirs;
    if (rule == ScoringRule::DiscDifference || difference == 0)
        return difference;
    const int empties = squares - mine - theirs;
    return difference > 0 ? difference + empties : difference - empties;
}

} // namespace othello
