#include "EndgameSearch.h"

#include "EndgameMoves.h"
#include "Stability.h"
#include "Symmetry.h"

#include "engine/board/Square.h"

#include <algorithm>
#include <array>
#include <utility>

namespace othello::best {

namespace {

constexpr int kEtcMinEmpties = 10;
// Nodes from this many empties may split between threads (EndgameSplit.cpp): smaller subtrees cost more to share
// than they save.
constexpr int kSplitMinEmpties = 14;

// The stable discs are counted only where they are likely to decide the window: alpha (for the
// upper bound; -beta for the lower) at least this, by empties. On 8x8, Edax's null-window table
// less 8 discs: FForum #40-#44 (one thread) 8.39 M tests -> 5.83 M for 0.3% more nodes, #20-#39
// 10.74 M -> 6.10 M for 0.7% more (Edax's own values: 3.04 M tests, 4.1% more nodes at #40-#44).
// On 6x6 every test is kept: 15% of them cut at PV label 6, and a few per cent still at 11
// empties.
constexpr std::array<signed char, 65> kStabilityThreshold8 = [] {
    constexpr signed char edax[] = {6,  8,  10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44,
                                    46, 48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62, 64};
    std::array<signed char, 65> threshold{};
    threshold.fill(-64);
    for (int empties = 4; empties <= 64; ++empties)
        threshold[static_cast<std::size_t>(empties)] =
            static_cast<signed char>(edax[std::min(empties - 4, int(std::size(edax)) - 1)] - 8);
    return threshold;
}();

} // namespace

using namespace endgame;

template <int N, ScoringRule Rule>
EndgameSearch<N, Rule>::EndgameSearch(const BestOptions& options, SharedTranspositionTable* table, SearchLimits& limits,
                                      SplitPoints* splits)
    : m_options(options),
      m_learned(options.learnedOrdering && (N == 6 || N == 8) ? evaluation::shippedPatternWeights(N) : nullptr),
      m_table(options.transpositionTable ? table : nullptr),
      m_nearLeaves(m_table ? kThreadTableBytes : 0),
      m_splits(splits),
      m_limits(limits)
{ }

template <int N, ScoringRule Rule> void EndgameSearch<N, Rule>::publish()
{
    const SearchStats recent{m_stats.expanded - m_published.expanded, m_stats.generated - m_published.generated};
    m_published = m_stats;
    m_limits.add(recent);
}

template <int N, ScoringRule Rule>
int EndgameSearch<N, Rule>::search(Bitboard player, Bitboard opponent, int alpha, int beta, int* bestMove)
{
    const int empties = kSquares - popCount(player | opponent);
    if (bestMove)
        return deep(player, opponent, alpha, beta, empties, bestMove);
    return dispatch(player, opponent, alpha, beta, empties);
}

template <int N, ScoringRule Rule> bool EndgameSearch<N, Rule>::stabilityCut(Bitboard player, Bitboard opponent,
                                                                             int alpha, int beta, int empties,
                                                                             int& score) const
{
    if (!m_options.stabilityCutoff)
        return false;
    // Only compute stability when the disc counts leave a cutoff possible and it is likely.
    const int threshold = N == 8 ? kStabilityThreshold8[static_cast<std::size_t>(empties)] : -kSquares;
    if (alpha >= kSquares - 2 * popCount(opponent) && alpha >= threshold) {
        const int upper = scoreUpperBound<N>(player, opponent);
        if (upper <= alpha) {
            score = upper;
            return true;
        }
    }
    if (beta <= 2 * popCount(player) - kSquares && -beta >= threshold) {
        const int lower = scoreLowerBound<N>(player, opponent);
        if (lower >= beta) {
            score = lower;
            return true;
        }
    }
    return false;
}

template <int N, ScoringRule Rule>
int EndgameSearch<N, Rule>::deep(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int* bestMove)
{
    countNode();
    if (m_under && m_under->abandoned())
        throw SplitAbandoned{};
    const Bitboard moves = bits::legalMoves<N>(player, opponent);
    if (!moves) {
        if (!bits::legalMoves<N>(opponent, player)) {
            if (bestMove)
                *bestMove = kNoMove;
            return finalScore(player, opponent);
        }
        if (bestMove)
            *bestMove = kPassMove;
        ++m_stats.expanded;
        return -dispatch(opponent, player, -beta, -alpha, empties);
    }
    ++m_stats.expanded;

    const bool root = bestMove != nullptr;
    const std::uint64_t factsBefore = m_selectiveFacts;
    int score = 0;
    if (!root && stabilityCut(player, opponent, alpha, beta, empties, score))
        return score;

    int tableMove = SharedTranspositionTable::kNoMove;
    if (m_table) {
        SharedTranspositionTable::Hit hit;
        if (probeTable(player, opponent, empties, hit)) {
            tableMove = hit.move;
            if (!root && hit.boundsHoldFor(m_level)) {
                m_selectiveFacts += hit.level != 0;
                if (hit.lower >= beta || hit.lower == hit.upper)
                    return hit.lower;
                if (hit.upper <= alpha)
                    return hit.upper;
                // Both bounds are true, so the window may shrink to them.
                alpha = std::max(alpha, hit.lower);
                beta = std::min(beta, hit.upper);
            }
        }
    }

    if (m_level > 0 && !root && probCut(player, opponent, moves, empties, alpha, beta, score)) {
        ++m_selectiveFacts;
        return score;
    }

    Move list[kMaxMoves<N>];
    int count = 0;
    for (Bitboard m = moves; m; m &= m - 1) {
        const int square = firstSquare(m);
        list[count++] = {square, bits::flips<N>(player, opponent, square), 0, kUnknownEstimate};
    }
    if (root)
        count = dropSymmetricMoves(player, opponent, list, count);

    // Children that will probe the table (in ETC below, or in their own search): start loading
    // their buckets now, so the probes do not wait for memory (5% less time at PV labels 6-8).
    if (m_table && empties > kDeepMinEmpties) {
        for (int i = 0; i < count; ++i) {
            const Child child = play(player, opponent, list[i].square, list[i].flipped);
            prefetchTable(child.player, child.opponent, empties - 1);
        }
    }
    // With the table's move first, the other moves are scored only if it does not cut off
    // (their shallow searches are the costly part of ordering): 2-3% fewer nodes at labels 8-10.
    int scoredFrom = 0;
    if (tableMove != SharedTranspositionTable::kNoMove) {
        for (int i = 0; i < count; ++i)
            if (list[i].square == tableMove) {
                std::swap(list[0], list[i]);
                list[0].score = 1 << 30;
                scoredFrom = 1;
                break;
            }
    }
    if (scoredFrom == 0)
        scoreMoves(player, opponent, empties, tableMove, list, count, alpha);
    // Enhanced transposition cutoff: a child already known to be bad enough for the opponent.
    // After the scoring (nearly every node: a table's move is rare), whose work gives the
    // buckets prefetched above time to arrive: before it, the first probe waited for memory
    // (one thread: PV label 6 0.93 of the time, FForum #40-#44 0.96, for 0.1-0.4% more nodes).
    if (m_table && !root && m_options.enhancedTranspositionCutoff && empties >= kEtcMinEmpties) {
        for (int i = 0; i < count; ++i) {
            const Child child = play(player, opponent, list[i].square, list[i].flipped);
            SharedTranspositionTable::Hit hit;
            if (probeTable(child.player, child.opponent, empties - 1, hit) && hit.boundsHoldFor(m_level) &&
                -hit.upper >= beta) {
                m_selectiveFacts += hit.level != 0;
                storeTable(player, opponent, empties, -hit.upper, kSquares, list[i].square, levelFound(factsBefore));
                return -hit.upper;
            }
        }
    }

    const int alphaAtStart = alpha;
    int best = -kInfinity;
    int bestSquare = SharedTranspositionTable::kNoMove;
    for (int k = 0; k < count; ++k) {
        const int floor = std::max(alpha, best);
        if (k == 1 && scoredFrom == 1)
            scoreMoves(player, opponent, empties, tableMove, list + 1, count - 1, alpha);
        // Young brothers wait: once the first move has not cut off and no other looks likely
        // to, threads with nothing to do search the rest alongside this one.
        if (k >= 1 && k < count - 1 && m_splits && empties >= kSplitMinEmpties && beta == floor + 1 &&
            m_splits->idleThread() && !mayCutOff(list + k, count - k, beta)) {
            std::stable_sort(list + k, list + count, [](const Move& a, const Move& b) { return a.score > b.score; });
            searchSplit(player, opponent, empties, beta, list + k, count - k, best, bestSquare);
            m_selectiveFacts += m_level != 0; // the helpers' results may be selective
            break;
        }
        // Selection sort on demand: a cutoff usually comes before the list is sorted. Without
        // branches: the comparisons are unpredictable, and as branches they took 7% of `deep`.
        int i = k;
        int top = list[k].score;
        for (int j = k + 1; j < count; ++j) {
            const bool better = list[j].score > top;
            i = better ? j : i;
            top = better ? list[j].score : top;
        }
        std::swap(list[k], list[i]);
        const Child child = play(player, opponent, list[k].square, list[k].flipped);
        int value;
        if (k == 0 || !m_options.pvs || beta <= floor + 1) {
            value = -dispatch(child.player, child.opponent, -beta, -floor, empties - 1);
        } else {
            value = -dispatch(child.player, child.opponent, -floor - 1, -floor, empties - 1);
            if (value > floor && value < beta)
                value = -dispatch(child.player, child.opponent, -beta, -value, empties - 1);
        }
        if (value > best) {
            best = value;
            bestSquare = list[k].square;
            if (best >= beta)
                break;
        }
    }

    if (m_table) {
        const int lower = best > alphaAtStart ? best : -kSquares;
        const int upper = best < beta ? best : kSquares;
        storeTable(player, opponent, empties, lower, upper, bestSquare, levelFound(factsBefore));
    }
    if (root)
        *bestMove = bestSquare;
    return best;
}

template <int N, ScoringRule Rule>
int EndgameSearch<N, Rule>::dropSymmetricMoves(Bitboard player, Bitboard opponent, Move* list, int count)
{
    std::pair<Bitboard, Bitboard> seen[kMaxMoves<N>];
    int kept = 0;
    for (int i = 0; i < count; ++i) {
        const Child child = play(player, opponent, list[i].square, list[i].flipped);
        const auto form = canonicalForm<N>(child.player, child.opponent);
        if (std::find(seen, seen + kept, form) == seen + kept) {
            seen[kept] = form;
            list[kept++] = list[i];
        }
    }
    return kept;
}

template class EndgameSearch<4, ScoringRule::DiscDifference>;
template class EndgameSearch<4, ScoringRule::EmptiesToWinner>;
template class EndgameSearch<6, ScoringRule::DiscDifference>;
template class EndgameSearch<6, ScoringRule::EmptiesToWinner>;
template class EndgameSearch<8, ScoringRule::DiscDifference>;
template class EndgameSearch<8, ScoringRule::EmptiesToWinner>;

} // namespace othello::best
