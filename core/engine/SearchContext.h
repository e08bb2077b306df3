#pragma once

// What every classical search shares: the counters, the time limit and cancel polling, the
// optional transposition table. The searches are templates on the board size N and on the
// use of a TT, so neither costs anything at a node where it is not used.

#include "MoveGeneration.h"
#include "Search.h"
#include "SearchControl.h"
#include "TranspositionTable.h"

#include <algorithm>
#include <chrono>
#include <optional>

namespace othello::detail {

using bits::Bitboard;
using Clock = std::chrono::steady_clock;

constexpr int kInfinity = 127; // beyond any game value

// Thrown from deep in a search when it must stop; caught at the root.
struct SearchStopped {
    SearchStatus status;
};

class SearchContext {
public:
    SearchContext(SearchControl* control, std::optional<double> timeLimitSeconds, TranspositionTable* table)
        : m_control(control), m_table(table)
    {
        m_start = Clock::now();
        if (timeLimitSeconds)
            m_deadline = m_start + std::chrono::duration_cast<Clock::duration>(
                                       std::chrono::duration<double>(*timeLimitSeconds));
    }

    // Called once per search call, first thing: every call is a generated node.
    void countGenerated()
    {
        if ((++m_stats.generated & kPollMask) == 0)
            poll();
    }
    void countExpanded() { ++m_stats.expanded; }

    const SearchStats& stats() const { return m_stats; }
    TranspositionTable* table() const { return m_table; }
    double elapsedSeconds() const { return std::chrono::duration<double>(Clock::now() - m_start).count(); }
    void publish() const
    {
        if (m_control)
            m_control->publish(m_stats);
    }

private:
    // About every 4096 nodes (well under a millisecond): publish counts, check the limits.
    static constexpr std::uint64_t kPollMask = 4095;

    void poll()
    {
        publish();
        if (m_control && m_control->cancelRequested())
            throw SearchStopped{SearchStatus::Cancelled};
        if (m_deadline && Clock::now() >= *m_deadline)
            throw SearchStopped{SearchStatus::Timeout};
    }

    SearchStats m_stats;
    SearchControl* m_control;
    TranspositionTable* m_table;
    Clock::time_point m_start;
    std::optional<Clock::time_point> m_deadline;
};

// The position after the side to move (player) plays `square`, from the new mover's side.
template <int N> struct Child {
    Bitboard player;
    Bitboard opponent;
    Child(Bitboard p, Bitboard o, int square)
    {
        const Bitboard flipped = bits::flips<N>(p, o, square);
        player = o & ~flipped;
        opponent = p | flipped | (Bitboard{1} << square);
    }
};

// The mover's legal moves. Most nodes of an exact search sit next to the end of the game,
// where testing the last empty square (or noticing the board is full) is far cheaper than
// the full move generator; the result is the same.
template <int N> [[gnu::always_inline]] inline Bitboard movesOf(Bitboard player, Bitboard opponent)
{
    const Bitboard empty = bits::Step<N>::kAll & ~(player | opponent);
    if (empty == 0)
        return 0;
    if ((empty & (empty - 1)) == 0)
        return bits::flips<N>(player, opponent, bits::firstSquare(empty)) ? empty : 0;
    return bits::legalMoves<N>(player, opponent);
}

// Final score from the mover's side: disc difference, empty squares not awarded.
inline int finalScore(Bitboard player, Bitboard opponent)
{
    return bits::popCount(player) - bits::popCount(opponent);
}

template <int N> int emptiesOf(Bitboard player, Bitboard opponent)
{
    return N * N - bits::popCount(player | opponent);
}

} // namespace othello::detail

namespace othello::detail {

// For the windowed searches: a TT entry either settles the node (returns true, value set) or
// narrows the window.
inline bool settleFromTable(const TranspositionTable::Entry& entry, int& alpha, int& beta, int& value)
{
    value = entry.value;
    switch (entry.bound) {
    case Bound::Exact:
        return true;
    case Bound::Lower:
        if (entry.value >= beta)
            return true;
        alpha = std::max<int>(alpha, entry.value);
        break;
    case Bound::Upper:
        if (entry.value <= alpha)
            return true;
        beta = std::min<int>(beta, entry.value);
        break;
    }
    return false;
}

// What a fail-soft result searched with (alpha, beta) says about the true value.
inline Bound boundOf(int score, int alpha, int beta)
{
    return score <= alpha ? Bound::Upper : score >= beta ? Bound::Lower : Bound::Exact;
}

} // namespace othello::detail
