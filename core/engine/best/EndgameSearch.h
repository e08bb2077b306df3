#pragma once

#include "BestOptions.h"
#include "Rules.h"
#include "SearchLimits.h"
#include "SharedTranspositionTable.h"
#include "SplitPoints.h"
#include "ThreadTranspositionTable.h"

#include "engine/evaluation/PatternWeights.h"
#include "engine/search/Infinity.h"
#include "engine/search/SearchStats.h"

#include <optional>

namespace othello::best {

// One thread's exact search of an N x N position (N = 4, 6 or 8). Scores are the mover's final
// score under `Rule` (disc difference, or with the empty squares to the winner). Every function
// is fail-soft: a result at or below alpha is an upper bound on the true score, one at or above
// beta a lower bound, one in between exact. Stopping throws SearchStopped.
template <int N, ScoringRule Rule> class EndgameSearch {
public:
    // `splits` is shared by the threads of a parallel solve (null when alone).
    EndgameSearch(const BestOptions& options, SharedTranspositionTable* table, SearchLimits& limits,
                  SplitPoints* splits = nullptr);

    // The score within (alpha, beta). `bestMove`, when given, receives the move that reached it
    // (a square, kPassMove, or kNoMove when the game is over); the root is never cut off by the
    // table, so the move is always known.
    int search(Bitboard player, Bitboard opponent, int alpha, int beta, int* bestMove = nullptr);

    // The root's first guess: the learned estimate of the mover's final score (discs), or
    // nullopt without one (options, board size: 6x6 only).
    std::optional<int> firstGuess(Bitboard player, Bitboard opponent);

    // The selectivity of the searches that follow: 0 exact, 1..kMaxLevel a selective search
    // (ProbCut) whose values are estimates, stored in the table marked with the level (what it
    // found without relying on a cut is stored as exact); the higher the level, the fewer its
    // cuts. Exact results stay exact whatever the table holds.
    static constexpr int kMaxLevel = SharedTranspositionTable::kMaxLevel;
    // ProbCut cuts only at nodes with this many empties or more.
    static constexpr int kProbCutMinEmpties = 12;
    void setSelectivity(int level) { m_level = level; }
    int selectivity() const { return m_level; }
    // How many levels of selective search run before the exact one at a root with `empties`
    // empties (0: none).
    int presearchLevels(int empties) const;

    // A helper thread's part of a split point another thread offered: searches its moves until
    // none is left or it is cut off. Never throws: a stop is recorded in the split point.
    void help(SplitPoint& point);

    // Counts since construction (calls of the search functions are `generated`, positions whose
    // moves were tried `expanded`).
    const SearchStats& stats() const { return m_stats; }
    // Adds the counts not yet published to the shared totals.
    void publish();

private:
    using R = Rules<N>;
    static constexpr int kSquares = R::kSquares;
    // Up to kLastEmptiesMax empties, the empty squares are tried in parity order without move
    // generation, ordering or stability (EndgameLastMoves.cpp). 5 instead of 4, no node left for
    // `shallow` (which serves only when the option is off): the 6x6 start 0.96 of the time for
    // 10% more nodes (one thread); 6 took 22% more nodes and 1.1 of the time.
    static constexpr int kLastEmptiesMax = 5;
    // Below kDeepMinEmpties the table and sorting cost more than they save. (7 while every
    // probe went to the shared table: 6 took 15% fewer nodes at the 6x6 start but 3% more time.)
    static constexpr int kDeepMinEmpties = 6;
    // Up to this many empties a node's entry lives in the thread's own table of about
    // kThreadTableBytes (ThreadTranspositionTable.h), above in the shared one. One thread,
    // alternated with the shared table alone (and kDeepMinEmpties 7): the 6x6 start 0.79 of the
    // time, PV label 6 0.78, FForum #40-#44 and #45-#49 0.92. Tuned by time (BENCHMARKS.md,
    // issue 39): on 6x6 up to 12-14 empties beat 9-11 and 16, on 8x8 10-12 beat 14; 512 KiB and
    // 2 MiB were slower than 1 MiB.
    static constexpr int kThreadTableMaxEmpties = N == 8 ? 12 : 14;
    static constexpr std::size_t kThreadTableBytes = std::size_t{1} << 20;
    static int finalScore(Bitboard player, Bitboard opponent) { return R::template finalScore<Rule>(player, opponent); }

    int dispatch(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    int deep(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int* bestMove);
    int shallow(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    int lastEmpties(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    template <int Count>
    int solveLast(Bitboard player, Bitboard opponent, int alpha, int beta, const int* squares, bool passed);
    int solveOne(Bitboard player, Bitboard opponent, int square);

    struct Move {
        int square;
        Bitboard flipped;
        int score;
        // The learned ordering's estimate of the move's value, in 1/kWeightScale discs (an upper
        // bound when the move looked clearly bad); kUnknownEstimate without one.
        int estimate;
    };
    static constexpr int kUnknownEstimate = -(1 << 24);
    // Scores the moves for ordering: the table's move, then wipe-outs, then the cheapest replies.
    void scoreMoves(Bitboard player, Bitboard opponent, int empties, int tableMove, Move* list, int count, int alpha);
    // The ordering search: `depth` plies of fail-soft alpha-beta, `leaf` evaluating the
    // positions where it stops (EndgameSearch.cpp: HandMadeLeaf, LearnedLeaf); `moves` are the
    // mover's legal moves.
    template <class Leaf> int orderingSearch(const Leaf& leaf, Bitboard player, Bitboard opponent, Bitboard moves,
                                             int depth, int alpha, int beta);
    // Whether one of the moves list[0..count) may reach beta by its estimate.
    static bool mayCutOff(const Move* list, int count, int beta);
    // Searches the moves list[0..count) of a null-window node together with the threads that
    // join; `best` and `bestSquare` hold the result of the moves searched before and receive
    // the node's.
    void searchSplit(Bitboard player, Bitboard opponent, int empties, int beta, Move* list, int count, int& best,
                     int& bestSquare);
    // At the root, drops moves whose position is a mirror image of an earlier move's.
    static int dropSymmetricMoves(Bitboard player, Bitboard opponent, Move* list, int count);

    // ProbCut (selective searches only): a cutoff when a short search of the learned evaluation
    // says the score lies beyond the window with the level's confidence.
    bool probCut(Bitboard player, Bitboard opponent, Bitboard moves, int empties, int alpha, int beta, int& score);

    // Stability: a cutoff when the stable discs already decide the null window.
    bool stabilityCut(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int& score) const;

    void countNode()
    {
        if ((++m_stats.generated & 4095) == 0) {
            publish();
            m_limits.check();
        }
    }

    bool probeTable(Bitboard player, Bitboard opponent, int empties, SharedTranspositionTable::Hit& hit) const
    {
        if (empties <= kThreadTableMaxEmpties)
            return m_nearLeaves.probe(player, opponent, hit);
        return m_table->template probe<N>(player, opponent, hit);
    }
    void prefetchTable(Bitboard player, Bitboard opponent, int empties) const
    {
        if (empties <= kThreadTableMaxEmpties)
            m_nearLeaves.prefetch(player, opponent);
        else
            m_table->prefetch(player, opponent);
    }
    void storeTable(Bitboard player, Bitboard opponent, int empties, int lower, int upper, int move, int level)
    {
        if (empties > kThreadTableMaxEmpties)
            m_table->template store<N>(player, opponent, empties, lower, upper, move, level);
        else if (level == 0)
            m_nearLeaves.store(player, opponent, empties, lower, upper, move);
    }

    BestOptions m_options;
    const evaluation::PatternWeights* m_learned; // null: the hand-made ordering and no first guess
    SharedTranspositionTable* m_table;           // null when the table is off
    ThreadTranspositionTable<N> m_nearLeaves;    // two unused slots when the table is off
    SplitPoints* m_splits;                       // null when alone
    // The innermost split point whose move this thread searches (null: none): its search stops
    // when that split point, or one above it, is cut off.
    const SplitPoint* m_under = nullptr;
    int m_level = 0; // selectivity: 0 exact
    // How often this thread's search has relied on what only a selective search may (a ProbCut,
    // a selective entry's bounds, moves other threads searched): a node of a selective search
    // whose count did not change while it was searched found an exact result, and stores it as
    // one for the exact search (every node below kProbCutMinEmpties, and more).
    std::uint64_t m_selectiveFacts = 0;
    // The level to store a node's result with, given the count when its search began.
    int levelFound(std::uint64_t factsBefore) const { return m_selectiveFacts == factsBefore ? 0 : m_level; }
    SearchLimits& m_limits;
    SearchStats m_stats;
    SearchStats m_published;
};

template <int N, ScoringRule Rule>
inline int EndgameSearch<N, Rule>::dispatch(Bitboard player, Bitboard opponent, int alpha, int beta, int empties)
{
    if (empties <= kLastEmptiesMax && m_options.lastEmptiesSpecialised)
        return lastEmpties(player, opponent, alpha, beta, empties);
    if (empties < kDeepMinEmpties)
        return shallow(player, opponent, alpha, beta, empties);
    return deep(player, opponent, alpha, beta, empties, nullptr);
}

} // namespace othello::best
