#include "GameClock.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace othello::play {

namespace {

std::optional<double> seconds(std::string_view text)
{
    double value = 0;
    const auto [end, code] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || code != std::errc{} || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

int sideIndex(Color side) { return side == Color::Black ? 0 : 1; }

} // namespace

std::optional<TimeControl> parseTimeControl(std::string_view text)
{
    const std::size_t plus = text.find('+');
    const auto base = seconds(text.substr(0, plus));
    const auto increment = plus == std::string_view::npos ? std::optional<double>(0.0) : seconds(text.substr(plus + 1));
    if (!base || !increment || !(*base > 0) || *base > 86400 || *increment < 0 || *increment > 3600)
        return std::nullopt;
    return TimeControl{*base, *increment};
}

GameClock::GameClock(const std::optional<TimeControl>& control) : m_control(control)
{
    if (m_control)
        m_left[0] = m_left[1] = m_control->baseSeconds;
}

std::optional<double> GameClock::moveTime(const Board& board, std::optional<double> secondsPerMove) const
{
    if (!m_control || !secondsPerMove)
        return secondsPerMove;
    const int movesLeft = std::max(1, (board.emptyCount() + 1) / 2);
    const double share = 0.9 * (m_left[sideIndex(board.toMove)] / movesLeft + m_control->incrementSeconds);
    return std::clamp(share, 1e-3, std::max(1e-3, *secondsPerMove));
}

bool GameClock::charge(Color side, double seconds)
{
    if (!m_control)
        return true;
    double& left = m_left[sideIndex(side)];
    left -= seconds;
    if (left < 0) {
        left = 0;
        return false;
    }
    left += m_control->incrementSeconds;
    return true;
}

std::optional<double> GameClock::left(Color side) const
{
    if (!m_control)
        return std::nullopt;
    return m_left[sideIndex(side)];
}

} // namespace othello::play
