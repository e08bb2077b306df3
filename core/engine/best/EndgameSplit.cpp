#include "EndgameSearch.h"

#include "EndgameMoves.h"

#include <mutex>

// Young brothers wait: how a node's remaining moves are shared with idle threads.

namespace othello::best {

using namespace endgame;

namespace {

// A node (from kSplitMinEmpties empties, EndgameSearch.cpp) splits only once no move left to
// search looks within this many discs of beta by the learned
// ordering's estimate: a move that may still cut off is searched alone first, since a cutoff
// throws away what the other threads search meanwhile. FForum #40-#49, two threads: 927-928 M
// nodes against 1,017-1,021 M when every node split after its first move; margins 0, 2, 4:
// 956-958, 948-960, 946 M; the time the same within noise. With the threads' own tables near
// the leaves (cheaper nodes, so idle time weighs more), margin 2 against 8, alternated: the 6x6
// start 0.93 of the time, its moves analysed 0.89, PV label 6 0.88, FForum #40-#49 0.93; margin
// 0: the start 0.90, #40-#49 0.97; 4: the start 0.95; 16: 1.17.
constexpr int kSplitMargin = 2;

} // namespace

template <int N, ScoringRule Rule> bool EndgameSearch<N, Rule>::mayCutOff(const Move* list, int count, int beta)
{
    for (int i = 0; i < count; ++i)
        if (list[i].estimate >= (beta - kSplitMargin) * evaluation::kWeightScale)
            return true;
    return false;
}

template <int N, ScoringRule Rule> void EndgameSearch<N, Rule>::searchSplit(Bitboard player, Bitboard opponent,
                                                                            int empties, int beta, Move* list,
                                                                            int count, int& best, int& bestSquare)
{
    SplitPoint point;
    point.player = player;
    point.opponent = opponent;
    point.empties = empties;
    point.beta = beta;
    point.parent = m_under;
    point.count = count;
    for (int i = 0; i < count; ++i) {
        point.squares[i] = list[i].square;
        point.flips[i] = list[i].flipped;
    }
    point.best = best;
    point.bestSquare = bestSquare;
    point.level = m_level;
    m_splits->offer(point);
    help(point);
    m_splits->withdraw(point);
    // The threads inside may split in turn: help them rather than wait.
    m_splits->startWaiting();
    unsigned round = 0;
    while (point.helpers.load(std::memory_order_acquire) > 0) {
        if (SplitPoint* under = m_splits->tryJoinUnder(point)) {
            help(*under);
            SplitPoints::leave(*under);
        } else {
            pauseWaiting(round);
        }
    }
    m_splits->stopWaiting();
    if (point.stopped.load(std::memory_order_relaxed)) {
        m_limits.check(); // throws the stop's status
        throw SearchStopped{SearchStatus::Cancelled};
    }
    // A move abandoned for a cutoff above left no result: neither is this node's complete.
    if (m_under && m_under->abandoned())
        throw SplitAbandoned{};
    const std::lock_guard lock(point.mutex);
    best = point.best;
    bestSquare = point.bestSquare;
}

template <int N, ScoringRule Rule> void EndgameSearch<N, Rule>::help(SplitPoint& point)
{
    const SplitPoint* outer = m_under;
    const int outerLevel = m_level;
    m_under = &point;
    m_level = point.level;
    try {
        while (!point.cut.load(std::memory_order_relaxed)) {
            const int i = point.next.fetch_add(1, std::memory_order_relaxed);
            if (i >= point.count)
                break;
            if (i == point.count - 1)
                m_splits->withdraw(point); // nothing left to join for
            const Child child = play(point.player, point.opponent, point.squares[i], point.flips[i]);
            point.record(-dispatch(child.player, child.opponent, -point.beta, 1 - point.beta, point.empties - 1),
                         point.squares[i]);
        }
    } catch (const SplitAbandoned&) {
        // This split point or one above it was cut off: the move's result is not needed.
    } catch (const SearchStopped&) {
        point.stopped.store(true, std::memory_order_relaxed);
        point.cut.store(true, std::memory_order_relaxed);
    }
    m_under = outer;
    m_level = outerLevel;
}

template bool EndgameSearch<4, ScoringRule::DiscDifference>::mayCutOff(const Move*, int, int);
template void EndgameSearch<4, ScoringRule::DiscDifference>::searchSplit(Bitboard, Bitboard, int, int, Move*, int, int&,
                                                                         int&);
template void EndgameSearch<4, ScoringRule::DiscDifference>::help(SplitPoint&);
template bool EndgameSearch<4, ScoringRule::EmptiesToWinner>::mayCutOff(const Move*, int, int);
template void EndgameSearch<4, ScoringRule::EmptiesToWinner>::searchSplit(Bitboard, Bitboard, int, int, Move*, int,
                                                                          int&, int&);
template void EndgameSearch<4, ScoringRule::EmptiesToWinner>::help(SplitPoint&);
template bool EndgameSearch<6, ScoringRule::DiscDifference>::mayCutOff(const Move*, int, int);
template void EndgameSearch<6, ScoringRule::DiscDifference>::searchSplit(Bitboard, Bitboard, int, int, Move*, int, int&,
                                                                         int&);
template void EndgameSearch<6, ScoringRule::DiscDifference>::help(SplitPoint&);
template bool EndgameSearch<6, ScoringRule::EmptiesToWinner>::mayCutOff(const Move*, int, int);
template void EndgameSearch<6, ScoringRule::EmptiesToWinner>::searchSplit(Bitboard, Bitboard, int, int, Move*, int,
                                                                          int&, int&);
template void EndgameSearch<6, ScoringRule::EmptiesToWinner>::help(SplitPoint&);
template bool EndgameSearch<8, ScoringRule::DiscDifference>::mayCutOff(const Move*, int, int);
template void EndgameSearch<8, ScoringRule::DiscDifference>::searchSplit(Bitboard, Bitboard, int, int, Move*, int, int&,
                                                                         int&);
template void EndgameSearch<8, ScoringRule::DiscDifference>::help(SplitPoint&);
template bool EndgameSearch<8, ScoringRule::EmptiesToWinner>::mayCutOff(const Move*, int, int);
template void EndgameSearch<8, ScoringRule::EmptiesToWinner>::searchSplit(Bitboard, Bitboard, int, int, Move*, int,
                                                                          int&, int&);
template void EndgameSearch<8, ScoringRule::EmptiesToWinner>::help(SplitPoint&);

} // namespace othello::best
