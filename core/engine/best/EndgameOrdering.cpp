#include "EndgameSearch.h"

#include "EndgameMoves.h"

#include <algorithm>

// How `best` orders the moves of a node: by the table's move, wipe-outs, parity and square
// class, and from some empties on by short searches (the learned evaluation, or a hand-made one);
// and what those short searches decide in a selective search (ProbCut).

namespace othello::best {

using namespace endgame;

namespace {

constexpr int kShallowOrderingMinEmpties = 14;

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
// Its weights were tuned by node counts, one thread: 6x6 on PV labels 6, 8, 10 and 16 random
// positions with 22-24 empties, checked on labels 7, 9, 11 and 18 other random positions; 8x8 on
// FForum #40-#44, checked on #45-#49. Where it starts was tuned by time: an ordering search costs
// more than a node of the exact search (its leaves evaluate), so starting it later (by one
// empty on 6x6, two on 8x8) takes more nodes but less time (BENCHMARKS.md, issue 39).
template <int N> struct LearnedOrdering {
    // 8x8 from 16 empties instead of 14: FForum #40-#44 +5.6% nodes, 0.91 of the time; #45-#49
    // +3.7% nodes, 0.85 of the time. 6x6 from 14 instead of 13: PV label 6 -0.8% nodes, the start
    // +2.7%, both faster (0.93 and 0.90). 15 and 16 (6x6), 15, 17 and 18 (8x8) were slower.
    static constexpr int kMinEmpties = N == 8 ? 16 : 14;
    static constexpr int kMobility = 64;        // 2 discs a reply
    static constexpr int kCornerStability = 80; // 2.5 discs a disc
    // Discs below alpha where a move's search may stop: 16 instead of Edax's 8 orders the bad
    // moves better (FForum #40-#49: 1.6% fewer nodes; 12, 24 and 40 were between; a bound
    // above beta as well took 10-40% more nodes).
    static constexpr int kWindow = 16;
    // 6x6: the value itself at 14-16 empties, one ply more every 3; 8x8: one ply at 16-18. (One
    // ply more every 2 or 4 empties was slower on both sizes.)
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

// The selective search (EndgameSearch::setSelectivity): ProbCut at nodes from kMinEmpties
// empties, where a search of `depth` plies of the learned evaluation estimates the score. Its
// error against the exact score (measured on positions of games played by the learned
// evaluation, BENCHMARKS.md) has a standard deviation of about kSigma; a level's
// cut needs the estimate kConfidence[level] standard deviations beyond the window.
template <int N> struct Selective {
    static constexpr int kMinEmpties = EndgameSearch<N, ScoringRule::DiscDifference>::kProbCutMinEmpties;
    // Roots from this many empties search selectively first, at kLevels levels of confidence:
    // t = 1.0, 1.5, 2.0. A fourth level (2.6) took 4.6% more nodes on 8x8 at FForum #40-#44. On
    // 6x6 it saved 0.4-5% at PV labels 1, 4, 6 and 8 while the near-leaf nodes probed the shared
    // table; with each thread's own table there it costs 0.3-2.2% more nodes at those labels, and
    // every move of the start takes 0.98 of the time without it (BENCHMARKS.md, issue 39).
    static constexpr int kPresearchMinEmpties = N == 8 ? 16 : 18;
    static constexpr int kLevels = 3;
    static constexpr int depth(int empties) { return empties >= 18 ? 4 : 2; }
    // In 1/kWeightScale discs: 7 discs on 8x8, 5 on 6x6 (measured: 6-8 and 4-5.5 at 12-24
    // empties, 2 plies; a larger value for 6x6 or a smaller one for 8x8 took more nodes).
    static constexpr int kSigma = N == 8 ? 224 : 160;
    // Per level, in tenths of a standard deviation (level 0, exact, never cuts).
    static constexpr int kConfidence[SharedTranspositionTable::kMaxLevel + 1] = {0, 10, 15, 20, 26, 33, 40, 50};
};

} // namespace

template <int N, ScoringRule Rule> int EndgameSearch<N, Rule>::presearchLevels(int empties) const
{
    const bool on = m_options.selectivePresearch && m_learned && empties >= Selective<N>::kPresearchMinEmpties;
    return on ? Selective<N>::kLevels : 0;
}

template <int N, ScoringRule Rule> bool EndgameSearch<N, Rule>::probCut(Bitboard player, Bitboard opponent,
                                                                        Bitboard moves, int empties, int alpha,
                                                                        int beta, int& score)
{
    using S = Selective<N>;
    if (!m_learned || empties < S::kMinEmpties)
        return false;
    const int margin = S::kConfidence[m_level] * S::kSigma / 10;
    const int depth = S::depth(empties);
    const LearnedLeaf leaf{*m_learned};
    constexpr int scale = evaluation::kWeightScale;
    if (beta < kSquares) {
        const int high = beta * scale + margin;
        if (orderingSearch(leaf, player, opponent, moves, depth, high - 1, high) >= high) {
            score = beta;
            return true;
        }
    }
    if (alpha > -kSquares) {
        const int low = alpha * scale - margin;
        if (orderingSearch(leaf, player, opponent, moves, depth, low, low + 1) <= low) {
            score = alpha;
            return true;
        }
    }
    return false;
}

template <int N, ScoringRule Rule> void EndgameSearch<N, Rule>::scoreMoves(Bitboard player, Bitboard opponent,
                                                                           int empties, int tableMove, Move* list,
                                                                           int count, int alpha)
{
    const Bitboard odd = m_options.parity ? oddRegions<N>(R::kAllSquares & ~(player | opponent)) : 0;
    const bool searchOrdering = m_options.shallowOrdering &&
        empties >= (m_learned ? LearnedOrdering<N>::kMinEmpties : kShallowOrderingMinEmpties);
    // Every child and its legal moves first: found four at a time.
    Child children[kMaxMoves<N> + kLanePadding];
    Bitboard replies[kMaxMoves<N>];
    for (int i = 0; i < count; ++i)
        children[i] = play(player, opponent, list[i].square, list[i].flipped);
    if (searchOrdering || m_options.fastestFirst)
        childMoves<N>(children, count, replies);
    for (int i = 0; i < count; ++i) {
        Move& move = list[i];
        if (move.square == tableMove) {
            move.score = 1 << 30;
            continue;
        }
        const Child& child = children[i];
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
            const int value = orderingSearch(LearnedLeaf{*m_learned}, child.player, child.opponent, replies[i],
                                             Ordering::depth(empties), -kLearnedInfinity, childBeta);
            const int mobility = popCount(replies[i]) + popCount(replies[i] & R::kCorners);
            move.estimate = -value;
            const int cost = value + Ordering::kMobility * mobility -
                Ordering::kCornerStability * cornerStability<N>(child.opponent);
            // In 1/4 discs, clamped: the key stays below the wipe-out's.
            move.score += (kLearnedKeyMiddle - std::clamp(cost / 8, 1 - kLearnedKeyMiddle, kLearnedKeyMiddle - 1))
                << kLearnedKeyShift;
        } else if (searchOrdering) {
            move.score +=
                (kInfinity -
                 orderingSearch(HandMadeLeaf<N>{}, child.player, child.opponent, replies[i],
                                1 + (empties - kShallowOrderingMinEmpties) / kShallowStep<N>, -kInfinity, kInfinity))
                << 16;
        } else if (m_options.fastestFirst) {
            const int mobility = popCount(replies[i]) + popCount(replies[i] & R::kCorners);
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
        list[count++] = {play(player, opponent, square, bits::flips<N>(player, opponent, square)), 0, 0};
    }
    // Unsorted, a child's moves are found only if it is searched (a cutoff may come first).
    if (sorted) {
        Child children[kMaxMoves<N> + kLanePadding];
        Bitboard found[kMaxMoves<N>];
        for (int i = 0; i < count; ++i)
            children[i] = list[i].child;
        childMoves<N>(children, count, found);
        for (int i = 0; i < count; ++i)
            list[i].moves = found[i], list[i].mobility = popCount(found[i]);
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

template void EndgameSearch<4, ScoringRule::DiscDifference>::scoreMoves(Bitboard, Bitboard, int, int, Move*, int, int);
template std::optional<int> EndgameSearch<4, ScoringRule::DiscDifference>::firstGuess(Bitboard, Bitboard);
template void EndgameSearch<4, ScoringRule::EmptiesToWinner>::scoreMoves(Bitboard, Bitboard, int, int, Move*, int, int);
template std::optional<int> EndgameSearch<4, ScoringRule::EmptiesToWinner>::firstGuess(Bitboard, Bitboard);
template void EndgameSearch<6, ScoringRule::DiscDifference>::scoreMoves(Bitboard, Bitboard, int, int, Move*, int, int);
template std::optional<int> EndgameSearch<6, ScoringRule::DiscDifference>::firstGuess(Bitboard, Bitboard);
template void EndgameSearch<6, ScoringRule::EmptiesToWinner>::scoreMoves(Bitboard, Bitboard, int, int, Move*, int, int);
template std::optional<int> EndgameSearch<6, ScoringRule::EmptiesToWinner>::firstGuess(Bitboard, Bitboard);
template void EndgameSearch<8, ScoringRule::DiscDifference>::scoreMoves(Bitboard, Bitboard, int, int, Move*, int, int);
template std::optional<int> EndgameSearch<8, ScoringRule::DiscDifference>::firstGuess(Bitboard, Bitboard);
template void EndgameSearch<8, ScoringRule::EmptiesToWinner>::scoreMoves(Bitboard, Bitboard, int, int, Move*, int, int);
template std::optional<int> EndgameSearch<8, ScoringRule::EmptiesToWinner>::firstGuess(Bitboard, Bitboard);

template bool EndgameSearch<4, ScoringRule::DiscDifference>::probCut(Bitboard, Bitboard, Bitboard, int, int, int, int&);
template int EndgameSearch<4, ScoringRule::DiscDifference>::presearchLevels(int) const;
template bool EndgameSearch<4, ScoringRule::EmptiesToWinner>::probCut(Bitboard, Bitboard, Bitboard, int, int, int,
                                                                      int&);
template int EndgameSearch<4, ScoringRule::EmptiesToWinner>::presearchLevels(int) const;
template bool EndgameSearch<6, ScoringRule::DiscDifference>::probCut(Bitboard, Bitboard, Bitboard, int, int, int, int&);
template int EndgameSearch<6, ScoringRule::DiscDifference>::presearchLevels(int) const;
template bool EndgameSearch<6, ScoringRule::EmptiesToWinner>::probCut(Bitboard, Bitboard, Bitboard, int, int, int,
                                                                      int&);
template int EndgameSearch<6, ScoringRule::EmptiesToWinner>::presearchLevels(int) const;
template bool EndgameSearch<8, ScoringRule::DiscDifference>::probCut(Bitboard, Bitboard, Bitboard, int, int, int, int&);
template int EndgameSearch<8, ScoringRule::DiscDifference>::presearchLevels(int) const;
template bool EndgameSearch<8, ScoringRule::EmptiesToWinner>::probCut(Bitboard, Bitboard, Bitboard, int, int, int,
                                                                      int&);
template int EndgameSearch<8, ScoringRule::EmptiesToWinner>::presearchLevels(int) const;

} // namespace othello::best
