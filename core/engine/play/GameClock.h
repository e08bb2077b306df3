#pragma once

#include "engine/board/Board.h"

#include <optional>
#include <string_view>

namespace othello::play {

// A per-game clock for each player: base seconds, plus an increment after each of its moves
// ("60+0.5", as Cute Chess writes it).
struct TimeControl {
    double baseSeconds = 60;
    double incrementSeconds = 0;
};
// "BASE" or "BASE+INCREMENT" in seconds (0 < base <= 86400, 0 <= increment <= 3600); nullopt otherwise.
std::optional<TimeControl> parseTimeControl(std::string_view text);

// Both players' clocks in one game. Without a time control nobody runs out of time.
class GameClock {
public:
    explicit GameClock(const std::optional<TimeControl>& control = std::nullopt);

    // What a player with a time per move may spend on this move: that time, but no more than an
    // even share of its clock over the moves it still has to make (half the empty squares), plus
    // most of the increment it gets back (0.9 of both: room for what is spent around the search).
    // Players searching to a depth have no time per move and ignore the clock (nullopt stays).
    std::optional<double> moveTime(const Board& board, std::optional<double> secondsPerMove) const;
    // Charges the side to move of `board` with `seconds`; false (and the clock at its end) when
    // that ran its clock out. Otherwise the increment is added.
    bool charge(Color side, double seconds);
    // Seconds left; none without a time control.
    std::optional<double> left(Color side) const;

private:
    std::optional<TimeControl> m_control;
    double m_left[2] = {0, 0};
};

} // namespace othello::play
