#pragma once

#include "engine/board/Scoring.h"

#include <cstddef>

namespace othello {

// What the `best` solver may use. Every switch changes only the speed, never a value, so a
// comparison can show what each technique buys.
struct BestOptions {
    // What a finished game scores: the disc difference (the 6x6 course's rule) or, as in
    // tournaments and the FForum suite, with the empty squares to the winner.
    ScoringRule scoring = ScoringRule::DiscDifference;
    // Null-window searches after the first move (else alpha-beta). With `aspiration` on every
    // search is already null-window, so this switch matters only with `aspiration` off.
    bool pvs = true;
    bool aspiration = true;         // root: null-window probes from a guess (MTD(f)) (else one full-window search)
    bool transpositionTable = true; // shared bucketed table of bounds and best moves
    bool fastestFirst = true;       // order by the opponent's replies (fewest first)
    bool parity = true;             // prefer moves in regions with an odd number of empties
    bool shallowOrdering = true;    // near the root, order by shallow searches
    // The learned pattern weights of the board size (6x6, 8x8) order the moves near the root
    // together with mobility (else the hand-made evaluation orders) and, on 6x6, give the root's
    // first probe (else it starts from 0).
    bool learnedOrdering = true;
    // Before the exact search, from some empties on, a selective search (ProbCut with the learned
    // evaluation) finds a near-certain best move at the nodes near the root and a first guess for
    // the exact search's probes; the table keeps its results marked selective, never as bounds
    // of the exact search (below 12 empties it cuts nothing, so those results are exact and
    // kept as such). Needs learnedOrdering.
    bool selectivePresearch = true;
    bool enhancedTranspositionCutoff = true; // look up every child in the table before searching any
    bool stabilityCutoff = true;             // stable discs bound the score
    bool lastEmptiesSpecialised = true;      // dedicated code for the last five empties
    // Use what earlier solves left in the (kept) table. Off by default so that a solve's counts
    // do not depend on what was solved before it.
    bool earlierSolvesInTable = false;
    int threads = 0;              // 0: one per hardware thread
    std::size_t ttMegabytes = 64; // the shared table's; 6x6 solves use at most 16, 4x4 at most 1
};

} // namespace othello
