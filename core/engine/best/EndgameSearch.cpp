#include "EndgameSearch.h"

#include "Stability.h"
#include "Symmetry.h"

#include "engine/board/LastFlipCount.h"
#include "engine/board/Square.h"

#include <algorithm>
#include <array>
#include <utility>

namespace othello::best {

namespace {

// Below kDeepMinEmpties the table, ETC and sorting cost more than they save.
constexpr int kDeepMinEmpties = 7;
constexpr int kEtcMinEmpties = 10;
constexpr int kShallowOrderingMinEmpties = 14;
// Nodes from this many empties may split between threads: smaller subtrees cost more to share
// than they save.
constexpr int kSplitMinEmpties = 14;
// ... and only once no move left to search looks within this many discs of beta by the learned
// ordering's estimate: a move that may still cut off is searched alone first, since a cutoff
// throws away what the other threads search meanwhile. FForum #40-#49, two threads: 927-928 M
// nodes against 1,017-1,021 M when every node split after its first move; margins 0, 2, 4:
// 956-958, 948-960, 946 M; the time the same within noise.
constexpr int kSplitMargin = 8;
// At most one move per empty square.
template <int N> constexpr int kMaxMoves = N* N - 4;
static_assert(kMaxMoves<8> <= SplitPoint::kMaxMoves, "a split point holds every move of a node");

// Ordering by shallow search: from kShallowOrderingMinEmpties empties, searched
// 1 + (empties - kShallowOrderingMinEmpties) / kShallowStep<N> plies; the weights of its
// evaluation. 8x8 orders one ply deeper every 3 empties and weighs mobility 3: 22% fewer nodes
// at FForum #40-#44 and 18% at #45-#49 (one thread) than with the 6x6 values (4, 2).
template <int N> constexpr int kShallowStep = N == 8 ? 3 : 4;
template <int N> constexpr int kMobilityWeight = N == 8 ? 3 : 2;
constexpr int kCornerMobilityWeight = 4;
constexpr int kCornerStabilityWeight = 6;
constexpr int kFinalWeight = 4;
// Beyond every learned value (1/32 discs: a final score is at most 64 * 32).
constexpr int kLearnedInfinity = 1 << 20;

// The learned ordering (BestOptions::learnedOrdering) mixes, as Edax does, the learned value of
// the opponent's position after a short search with the opponent's mobility (corners count
// twice) and the mover's corner-anchored discs, all in 1/32 discs; lower is better. The value
// alone ordered worse than the hand-made ordering at some positions (BENCHMARKS.md, issue 21).
// Tuned by node counts, one thread: 6x6 on PV labels 6, 8, 10 and 16 random positions with 22-24
// empties, checked on labels 7, 9, 11 and 18 other random positions; 8x8 on FForum #40-#44,
// checked on #45-#49.
template <int N> struct LearnedOrdering {
    static constexpr int kMinEmpties = N == 8 ? 14 : 13;
    static constexpr int kMobility = 64;        // 2 discs a reply
    static constexpr int kCornerStability = 80; // 2.5 discs a disc
    // Discs below alpha where a move's search may stop: 16 instead of Edax's 8 orders the bad
    // moves better (FForum #40-#49: 1.6% fewer nodes; 12, 24 and 40 were between; a bound
    // above beta as well took 10-40% more nodes).
    static constexpr int kWindow = 16;
    // 6x6: the value itself at 13-15 empties, one ply more every 3; 8x8: one ply at 14-16.
    static constexpr int depth(int empties) { return (N == 8 ? 1 : 0) + (empties - kMinEmpties) / 3; }
    // The first guess averages the estimates of two depths, one odd and one even: a search that
    // ends on the mover's ply errs one way, one that ends on the opponent's the other (at the
    // 6x6 start, 4 plies say +4, 7 plies -7, 8 plies 0; the value is -4). On 6x6 a guess by 7 and
    // 8 plies saved 35% of the nodes at the start, 4% on 40 other positions, against 4 plies
    // alone. On 8x8 MTD(f) starts from 0: a guess of +14 at FForum #45 (value +6) took 2.2 times
    // the nodes, more than the guesses saved at the other nine positions.
    static constexpr bool kFirstGuess = N == 6;
    static constexpr int kGuessDepth = 8;
};
// The learned part of a move's ordering key: bits kLearnedKeyShift and up, below the wipe-out's.
constexpr int kLearnedKeyShift = 12;
constexpr int kLearnedKeyMiddle = 1 << 14;
static_assert((2 * kLearnedKeyMiddle) << kLearnedKeyShift <= 1 << 29);

// Static square preference for ties: corners, then the middle of the edges, the inner squares,
// the squares next to corners on an edge (C), and last the diagonal neighbours of corners (X).
template <int N> constexpr std::array<Bitboard, 5> kSquareClasses = [] {
    const auto at = [](int row, int column) { return bitAt(row * 8 + column); };
    const int last = N - 1;
    const Bitboard corners = Rules<N>::kCorners;
    const Bitboard x = at(1, 1) | at(1, last - 1) | at(last - 1, 1) | at(last - 1, last - 1);
    const Bitboard c = at(0, 1) | at(1, 0) | at(0, last - 1) | at(1, last) | at(last - 1, 0) | at(last, 1) |
        at(last - 1, last) | at(last, last - 1);
    Bitboard edges = 0;
    for (int i = 0; i < N; ++i)
        edges |= at(0, i) | at(last, i) | at(i, 0) | at(i, last);
    const Bitboard edgeMiddles = edges & ~(corners | c);
    const Bitboard inner = Rules<N>::kAllSquares & ~(corners | x | c | edgeMiddles);
    return std::array<Bitboard, 5>{corners, edgeMiddles, inner, c, x};
}();

template <int N> constexpr std::array<int, 64> kSquareValue = [] {
    std::array<int, 64> value{};
    for (int square = 0; square < 64; ++square)
        for (std::size_t k = 0; k < kSquareClasses<N>.size(); ++k)
            if (kSquareClasses<N>[k] & bitAt(square))
                value[static_cast<std::size_t>(square)] = static_cast<int>(kSquareClasses<N>.size() - k);
    return value;
}();

// Quadrants with an odd number of empties.
template <int N> Bitboard oddRegions(Bitboard empty)
{
    Bitboard odd = 0;
    for (Bitboard quadrant : Rules<N>::kQuadrants)
        if (popCount(empty & quadrant) & 1)
            odd |= quadrant;
    return odd;
}

// Discs of `discs` in corners and next to an own corner on an edge: stable, cheap to count.
template <int N> int cornerStability(Bitboard discs)
{
    constexpr Bitboard left = bitAt(0) | bitAt(8 * (N - 1));
    constexpr Bitboard right = bitAt(N - 1) | bitAt(8 * (N - 1) + N - 1);
    constexpr Bitboard top = bitAt(0) | bitAt(N - 1);
    constexpr Bitboard bottom = bitAt(8 * (N - 1)) | bitAt(8 * (N - 1) + N - 1);
    const Bitboard stable = (((discs & left) << 1) | ((discs & right) >> 1) | ((discs & top) << 8) |
                             ((discs & bottom) >> 8) | Rules<N>::kCorners) &
        discs;
    return popCount(stable);
}

struct Child {
    Bitboard player;
    Bitboard opponent;
};
Child play(Bitboard player, Bitboard opponent, int square, Bitboard flipped)
{
    return {opponent & ~flipped, player | flipped | bitAt(square)};
}

// The evaluations of the ordering search (EndgameSearch::orderingSearch), in their own units,
// given both sides' legal moves; a finished game is worth its score times kFinalScale. With
// kPassIsLeaf a side without moves is evaluated as it stands, else the search passes.

// A cheap estimate: mobility and corner-anchored discs. (Corner-anchored discs instead of
// corners alone: 11-13% fewer nodes at PV labels 4-10; weight 6 instead of 8: 4-5% fewer at
// labels 4-5, 4, 12 or 16 were worse.) (Measured at PV labels 8 and 10: potential mobility
// counted as a plus took 10% more nodes, as a minus 2-3 times more; X-squares next to empty
// corners 1.3-2.5 times more.)
template <int N> struct HandMadeLeaf {
    static constexpr int kInfinity = othello::kInfinity;
    static constexpr int kFinalScale = kFinalWeight;
    static constexpr bool kPassIsLeaf = true;
    int operator()(Bitboard player, Bitboard opponent, Bitboard moves, Bitboard replies) const
    {
        constexpr Bitboard corners = Rules<N>::kCorners;
        return kMobilityWeight<N> * (popCount(moves) - popCount(replies)) +
            kCornerMobilityWeight * (popCount(moves & corners) - popCount(replies & corners)) +
            kCornerStabilityWeight * (cornerStability<N>(player) - cornerStability<N>(opponent));
    }
};

// The learned pattern weights, in 1/kWeightScale discs.
struct LearnedLeaf {
    static constexpr int kInfinity = kLearnedInfinity;
    static constexpr int kFinalScale = evaluation::kWeightScale;
    static constexpr bool kPassIsLeaf = false;
    const evaluation::PatternWeights& weights;
    int operator()(Bitboard player, Bitboard opponent, Bitboard moves, Bitboard replies) const
    {
        return weights.evaluate(player, opponent, moves, replies);
    }
};

} // namespace

template <int N, ScoringRule Rule>
EndgameSearch<N, Rule>::EndgameSearch(const BestOptions& options, SharedTranspositionTable* table, SearchLimits& limits,
                                      SplitPoints* splits)
    : m_options(options),
      m_learned(options.learnedOrdering && (N == 6 || N == 8) ? evaluation::shippedPatternWeights(N) : nullptr),
      m_table(options.transpositionTable ? table : nullptr),
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

template <int N, ScoringRule Rule>
int EndgameSearch<N, Rule>::dispatch(Bitboard player, Bitboard opponent, int alpha, int beta, int empties)
{
    if (empties <= 4 && m_options.lastEmptiesSpecialised)
        return lastEmpties(player, opponent, alpha, beta, empties);
    if (empties < kDeepMinEmpties)
        return shallow(player, opponent, alpha, beta, empties);
    return deep(player, opponent, alpha, beta, empties, nullptr);
}

template <int N, ScoringRule Rule>
bool EndgameSearch<N, Rule>::stabilityCut(Bitboard player, Bitboard opponent, int alpha, int beta, int& score) const
{
    if (!m_options.stabilityCutoff)
        return false;
    // Only compute stability when the disc counts leave a cutoff possible.
    if (alpha >= kSquares - 2 * popCount(opponent)) {
        const int upper = scoreUpperBound<N>(player, opponent);
        if (upper <= alpha) {
            score = upper;
            return true;
        }
    }
    if (beta <= 2 * popCount(player) - kSquares) {
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
    int score = 0;
    if (!root && stabilityCut(player, opponent, alpha, beta, score))
        return score;

    int tableMove = SharedTranspositionTable::kNoMove;
    if (m_table) {
        SharedTranspositionTable::Hit hit;
        if (m_table->template probe<N>(player, opponent, hit)) {
            tableMove = hit.move;
            if (!root) {
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
            m_table->prefetch(child.player, child.opponent);
        }
    }
    // Enhanced transposition cutoff: a child already known to be bad enough for the opponent.
    if (m_table && !root && m_options.enhancedTranspositionCutoff && empties >= kEtcMinEmpties) {
        for (int i = 0; i < count; ++i) {
            const Child child = play(player, opponent, list[i].square, list[i].flipped);
            SharedTranspositionTable::Hit hit;
            if (m_table->template probe<N>(child.player, child.opponent, hit) && -hit.upper >= beta) {
                m_table->template store<N>(player, opponent, empties, -hit.upper, kSquares, list[i].square);
                return -hit.upper;
            }
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
            break;
        }
        // Selection sort on demand: a cutoff usually comes before the list is sorted.
        int i = k;
        for (int j = k + 1; j < count; ++j)
            if (list[j].score > list[i].score)
                i = j;
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
        m_table->template store<N>(player, opponent, empties, lower, upper, bestSquare);
    }
    if (root)
        *bestMove = bestSquare;
    return best;
}

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
    m_under = &point;
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
}

template <int N, ScoringRule Rule> void EndgameSearch<N, Rule>::scoreMoves(Bitboard player, Bitboard opponent,
                                                                           int empties, int tableMove, Move* list,
                                                                           int count, int alpha)
{
    const Bitboard odd = m_options.parity ? oddRegions<N>(R::kAllSquares & ~(player | opponent)) : 0;
    const bool searchOrdering = m_options.shallowOrdering &&
        empties >= (m_learned ? LearnedOrdering<N>::kMinEmpties : kShallowOrderingMinEmpties);
    for (int i = 0; i < count; ++i) {
        Move& move = list[i];
        if (move.square == tableMove) {
            move.score = 1 << 30;
            continue;
        }
        const Child child = play(player, opponent, move.square, move.flipped);
        if (child.player == 0) {
            move.score = 1 << 29; // a wipe-out
            move.estimate = kLearnedInfinity;
            continue;
        }
        move.score = kSquareValue<N>[static_cast<std::size_t>(move.square)];
        if (odd & bitAt(move.square))
            move.score += 1 << 3;
        if (searchOrdering && m_learned) {
            // Moves good enough to matter are those near alpha or above: the opponent's search
            // may stop once the move is clearly worse (8 discs below alpha, as in Edax).
            using Ordering = LearnedOrdering<N>;
            const int childBeta = std::min(kLearnedInfinity, (Ordering::kWindow - alpha) * evaluation::kWeightScale);
            const Bitboard replies = bits::legalMoves<N>(child.player, child.opponent);
            const int value = orderingSearch(LearnedLeaf{*m_learned}, child.player, child.opponent, replies,
                                             Ordering::depth(empties), -kLearnedInfinity, childBeta);
            const int mobility = popCount(replies) + popCount(replies & R::kCorners);
            move.estimate = -value;
            const int cost = value + Ordering::kMobility * mobility -
                Ordering::kCornerStability * cornerStability<N>(child.opponent);
            // In 1/4 discs, clamped: the key stays below the wipe-out's.
            move.score += (kLearnedKeyMiddle - std::clamp(cost / 8, 1 - kLearnedKeyMiddle, kLearnedKeyMiddle - 1))
                << kLearnedKeyShift;
        } else if (searchOrdering) {
            move.score +=
                (kInfinity -
                 orderingSearch(HandMadeLeaf<N>{}, child.player, child.opponent,
                                bits::legalMoves<N>(child.player, child.opponent),
                                1 + (empties - kShallowOrderingMinEmpties) / kShallowStep<N>, -kInfinity, kInfinity))
                << 16;
        } else if (m_options.fastestFirst) {
            const Bitboard replies = bits::legalMoves<N>(child.player, child.opponent);
            const int mobility = popCount(replies) + popCount(replies & R::kCorners);
            // Mobility alone: the opponent's potential mobility as a tie-break cost 3% more
            // instructions and 1-3% more nodes at PV labels 7-12.
            move.score += (kSquares - mobility) << 15;
            // Ties go to the move that leaves the mover more corner-anchored discs (Edax's
            // corner stability): 7% fewer nodes at PV labels 6-10.
            move.score += cornerStability<N>(child.opponent) << 11;
        }
    }
}

template <int N, ScoringRule Rule> template <class Leaf>
int EndgameSearch<N, Rule>::orderingSearch(const Leaf& leaf, Bitboard player, Bitboard opponent, Bitboard moves,
                                           int depth, int alpha, int beta)
{
    countNode();
    if (depth == 0 || !moves) {
        const Bitboard replies = bits::legalMoves<N>(opponent, player);
        if (!moves && !replies)
            return finalScore(player, opponent) * Leaf::kFinalScale;
        if (depth == 0 || Leaf::kPassIsLeaf)
            return leaf(player, opponent, moves, replies);
        return -orderingSearch(leaf, opponent, player, replies, depth - 1, -beta, -alpha);
    }
    // Inner nodes try the replies that leave the opponent fewest moves first, so the window
    // closes sooner (with kWindow 16, 1% fewer nodes at FForum #40-#49, ordering included);
    // above the leaves, in square order.
    const bool sorted = depth >= 2;
    struct Reply {
        Child child;
        Bitboard moves; // the child's
        int mobility;
    };
    Reply list[kMaxMoves<N>];
    int count = 0;
    for (Bitboard m = moves; m; m &= m - 1) {
        const int square = firstSquare(m);
        const Child child = play(player, opponent, square, bits::flips<N>(player, opponent, square));
        // Unsorted, a child's moves are found only if it is searched (a cutoff may come first).
        const Bitboard childMoves = sorted ? bits::legalMoves<N>(child.player, child.opponent) : 0;
        list[count++] = {child, childMoves, popCount(childMoves)};
    }
    int best = -Leaf::kInfinity;
    for (int k = 0; k < count; ++k) {
        if (sorted) {
            int i = k;
            for (int j = k + 1; j < count; ++j)
                if (list[j].mobility < list[i].mobility)
                    i = j;
            std::swap(list[k], list[i]);
        }
        const Child& child = list[k].child;
        const Bitboard childMoves = sorted ? list[k].moves : bits::legalMoves<N>(child.player, child.opponent);
        const int value =
            -orderingSearch(leaf, child.player, child.opponent, childMoves, depth - 1, -beta, -std::max(alpha, best));
        if (value > best) {
            best = value;
            if (best >= beta)
                break;
        }
    }
    return best;
}

template <int N, ScoringRule Rule>
std::optional<int> EndgameSearch<N, Rule>::firstGuess(Bitboard player, Bitboard opponent)
{
    if (!m_learned || !LearnedOrdering<N>::kFirstGuess)
        return std::nullopt;
    int sum = 0;
    for (const int depth : {LearnedOrdering<N>::kGuessDepth - 1, LearnedOrdering<N>::kGuessDepth})
        sum += orderingSearch(LearnedLeaf{*m_learned}, player, opponent, bits::legalMoves<N>(player, opponent), depth,
                              -kLearnedInfinity, kLearnedInfinity);
    // The mean in discs, rounded to the nearest.
    const int scale = 2 * evaluation::kWeightScale;
    const int discs = (sum + (sum >= 0 ? 1 : -1) * scale / 2) / scale;
    return std::clamp(discs, -kSquares, kSquares);
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

template <int N, ScoringRule Rule>
int EndgameSearch<N, Rule>::shallow(Bitboard player, Bitboard opponent, int alpha, int beta, int empties)
{
    countNode();
    const Bitboard moves = bits::legalMoves<N>(player, opponent);
    if (!moves) {
        if (!bits::legalMoves<N>(opponent, player))
            return finalScore(player, opponent);
        ++m_stats.expanded;
        return -dispatch(opponent, player, -beta, -alpha, empties);
    }
    ++m_stats.expanded;
    int best = 0;
    if (stabilityCut(player, opponent, alpha, beta, best))
        return best;

    best = -kInfinity;
    const Bitboard odd = m_options.parity ? oddRegions<N>(R::kAllSquares & ~(player | opponent)) : R::kAllSquares;
    for (const Bitboard region : {odd, ~odd}) {
        for (const Bitboard squareClass : kSquareClasses<N>) {
            for (Bitboard m = moves & region & squareClass; m; m &= m - 1) {
                const int square = firstSquare(m);
                const Child child = play(player, opponent, square, bits::flips<N>(player, opponent, square));
                const int value = -dispatch(child.player, child.opponent, -beta, -std::max(alpha, best), empties - 1);
                if (value > best) {
                    best = value;
                    if (best >= beta)
                        return best;
                }
            }
        }
    }
    return best;
}

template <int N, ScoringRule Rule>
int EndgameSearch<N, Rule>::lastEmpties(Bitboard player, Bitboard opponent, int alpha, int beta, int empties)
{
    // The empty squares, those in odd regions first: the last move of a region is worth having.
    int squares[4];
    int count = 0;
    const Bitboard empty = R::kAllSquares & ~(player | opponent);
    const Bitboard odd = m_options.parity ? oddRegions<N>(empty) : R::kAllSquares;
    for (const Bitboard region : {odd, ~odd})
        for (Bitboard m = empty & region; m; m &= m - 1)
            squares[count++] = firstSquare(m);

    switch (empties) {
    case 4:
        return solveLast<4>(player, opponent, alpha, beta, squares, false);
    case 3:
        return solveLast<3>(player, opponent, alpha, beta, squares, false);
    case 2:
        return solveLast<2>(player, opponent, alpha, beta, squares, false);
    case 1:
        return solveOne(player, opponent, squares[0]);
    default:
        countNode();
        return finalScore(player, opponent);
    }
}

template <int N, ScoringRule Rule> template <int Count>
int EndgameSearch<N, Rule>::solveLast(Bitboard player, Bitboard opponent, int alpha, int beta, const int* squares,
                                      bool passed)
{
    countNode();
    int best = -kInfinity;
    for (int i = 0; i < Count; ++i) {
        const Bitboard flipped = bits::flips<N>(player, opponent, squares[i]);
        if (!flipped)
            continue;
        int rest[Count - 1];
        for (int j = 0, k = 0; j < Count; ++j)
            if (j != i)
                rest[k++] = squares[j];
        const Child child = play(player, opponent, squares[i], flipped);
        int value;
        if constexpr (Count == 2)
            value = -solveOne(child.player, child.opponent, rest[0]);
        else
            value = -solveLast<Count - 1>(child.player, child.opponent, -beta, -std::max(alpha, best), rest, false);
        if (value > best) {
            best = value;
            if (best >= beta)
                break;
        }
    }
    if (best == -kInfinity) {
        if (passed)
            return finalScore(player, opponent);
        ++m_stats.expanded;
        return -solveLast<Count>(opponent, player, -beta, -alpha, squares, true);
    }
    ++m_stats.expanded;
    return best;
}

template <int N, ScoringRule Rule> int EndgameSearch<N, Rule>::solveOne(Bitboard player, Bitboard opponent, int square)
{
    countNode();
    // With one empty square the opponent has N*N - 1 - player discs.
    const int difference = 2 * popCount(player) - (kSquares - 1);
    if (const int flipped = bits::kLastFlipCount<N>(player, square))
        return difference + 1 + 2 * flipped;
    if (const int flipped = bits::kLastFlipCount<N>(opponent, square))
        return difference - 1 - 2 * flipped;
    // Nobody can fill the square; the difference is odd, so there is a winner to take it.
    if constexpr (Rule == ScoringRule::EmptiesToWinner)
        return difference > 0 ? difference + 1 : difference - 1;
    return difference;
}

template class EndgameSearch<4, ScoringRule::DiscDifference>;
template class EndgameSearch<4, ScoringRule::EmptiesToWinner>;
template class EndgameSearch<6, ScoringRule::DiscDifference>;
template class EndgameSearch<6, ScoringRule::EmptiesToWinner>;
template class EndgameSearch<8, ScoringRule::DiscDifference>;
template class EndgameSearch<8, ScoringRule::EmptiesToWinner>;

} // namespace othello::best
