#include "Tournament.h"

#include <chrono>

#include <algorithm>
#include <tuple>

namespace othello::play {

std::vector<Pairing> roundRobin(int players, int openings)
{
    std::vector<Pairing> pairings;
    for (int opening = 0; opening < openings; ++opening)
        for (int a = 0; a < players; ++a)
            for (int b = a + 1; b < players; ++b) {
                pairings.push_back({a, b, opening});
                pairings.push_back({b, a, opening});
            }
    return pairings;
}

std::vector<Standing> standings(const std::vector<PlayerSpec>& players, const std::vector<GameResult>& results)
{
    std::vector<Standing> table(players.size());
    for (std::size_t i = 0; i < players.size(); ++i) {
        table[i].player = static_cast<int>(i);
        table[i].name = players[i].name;
    }
    for (const GameResult& result : results) {
        if (!result.outcome.finished)
            continue;
        const auto add = [&](int player, int margin, const SideCost& cost) {
            Standing& s = table[static_cast<std::size_t>(player)];
            (margin > 0 ? s.wins : margin < 0 ? s.losses : s.draws) += 1;
            s.discMargin += margin;
            s.moves += cost.moves;
            s.nodes += cost.nodes;
            s.seconds += cost.seconds;
        };
        add(result.pairing.black, result.outcome.margin, result.outcome.black);
        add(result.pairing.white, -result.outcome.margin, result.outcome.white);
    }
    for (const GameResult& result : results) {
        if (!result.outcome.finished)
            continue;
        const auto points = [&](int margin) { return margin > 0 ? 1.0 : margin < 0 ? 0.0 : 0.5; };
        Standing& black = table[static_cast<std::size_t>(result.pairing.black)];
        Standing& white = table[static_cast<std::size_t>(result.pairing.white)];
        black.sonnebornBerger += white.score() * points(result.outcome.margin);
        white.sonnebornBerger += black.score() * points(-result.outcome.margin);
    }
    std::stable_sort(table.begin(), table.end(), [](const Standing& a, const Standing& b) {
        return std::tuple(a.score(), a.sonnebornBerger, a.wins, a.discMargin) >
            std::tuple(b.score(), b.sonnebornBerger, b.wins, b.discMargin);
    });
    return table;
}

Crosstable crosstable(int players, const std::vector<GameResult>& results)
{
    Crosstable table;
    table.records.assign(static_cast<std::size_t>(players), std::vector<Record>(static_cast<std::size_t>(players)));
    for (const GameResult& result : results) {
        if (!result.outcome.finished)
            continue;
        const int margin = result.outcome.margin;
        const auto add = [&](int player, int opponent, int own) {
            Record& r = table.records[static_cast<std::size_t>(player)][static_cast<std::size_t>(opponent)];
            (own > 0 ? r.wins : own < 0 ? r.losses : r.draws) += 1;
        };
        add(result.pairing.black, result.pairing.white, margin);
        add(result.pairing.white, result.pairing.black, -margin);
    }
    return table;
}

std::vector<GameResult> runTournament(const std::vector<PlayerSpec>& players, const std::vector<Board>& openings,
                                      ScoringRule scoring, SearchControl* control,
                                      const std::function<void(const GameResult&, int, int)>& onGame,
                                      const std::optional<TimeControl>& clock, const MoveSourceFactory& sources)
{
    std::vector<std::unique_ptr<MoveSource>> source;
    for (const PlayerSpec& player : players)
        source.push_back(sources ? sources(player) : searchMoveSource(player));
    const std::vector<Pairing> pairings =
        roundRobin(static_cast<int>(players.size()), static_cast<int>(openings.size()));
    std::vector<GameResult> results;
    for (const Pairing& pairing : pairings) {
        if (control && control->cancelRequested())
            break;
        GameResult result{pairing,
                          playGame(*source[static_cast<std::size_t>(pairing.black)],
                                   *source[static_cast<std::size_t>(pairing.white)],
                                   openings[static_cast<std::size_t>(pairing.opening)], scoring, control, {}, clock)};
        if (!result.outcome.finished)
            break;
        result.finishedAt =
            std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
                .count();
        results.push_back(result);
        if (onGame)
            onGame(results.back(), static_cast<int>(results.size()), static_cast<int>(pairings.size()));
    }
    return results;
}

} // namespace othello::play
