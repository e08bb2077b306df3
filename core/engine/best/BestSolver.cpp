#include "BestSolver.h"

#include "EndgameSearch.h"
#include "Rules.h"
#include "SearchLimits.h"
#include "SharedTranspositionTable.h"
#include "SplitPoints.h"

#include "engine/board/BoardSize.h"
#include "engine/search/Infinity.h"
#include "engine/search/SearchStop.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <thread>

namespace othello {

namespace {

using best::Bitboard;

struct RootResult {
    int value = 0; // the mover's point of view
    int move = kNoMove;
    // What the probes have proven so far, kept when a search is stopped: lower <= value <= upper.
    int lower = -kInfinity;
    int upper = kInfinity;
};

// The root value: null-window probes that move a bound towards the value each time (MTD(f)),
// or one full-window search, the probes starting from `firstGuess`. `result` holds the bounds
// proven so far when a search is stopped; each is also told to `control` (Black's view: `sign`)
// as soon as it is proven.
template <class Search> void solveRoot(Search& search, Bitboard player, Bitboard opponent, bool probes, int firstGuess,
                                       RootResult& result, SearchControl* control, int sign)
{
    const auto tell = [&] {
        if (!control)
            return;
        if (result.lower > -kInfinity)
            sign > 0 ? control->proveAtLeast(result.lower) : control->proveAtMost(-result.lower);
        if (result.upper < kInfinity)
            sign > 0 ? control->proveAtMost(result.upper) : control->proveAtLeast(-result.upper);
    };
    if (!probes) {
        result.value = search.search(player, opponent, -kInfinity, kInfinity, &result.move);
        result.lower = result.upper = result.value;
        tell();
        return;
    }
    int guess = firstGuess;
    while (result.lower < result.upper) {
        const int beta = guess == result.lower ? guess + 1 : guess;
        int move = kNoMove;
        guess = search.search(player, opponent, beta - 1, beta, &move);
        if (guess < beta) {
            result.upper = guess;
        } else {
            result.lower = guess;
            result.move = move; // a move that reaches the proven lower bound
        }
        tell();
    }
    result.value = result.lower;
}

// The selective presearch (EndgameSearch::setSelectivity): `levels` searches of increasing
// confidence, each starting from the previous one's value; returns the last level's value, the
// exact search's first guess. Proves nothing: nothing is told.
// - With a learned first guess (6x6), null-window probes from it (MTD(f)), at most kMaxProbes a
//   level: selective values need not agree with each other.
// - Without one (8x8 starts from 0), a window of kWindow discs either side of the guess, opened
//   on the side where the value falls outside it (at most kMaxProbes searches: selective values
//   may contradict each other, so the window could move back and forth). Null-window probes
//   climbed one disc a probe there (a ProbCut answers with the bound it was asked about): at
//   FForum #40 (+38) the third level stopped at +21 and the exact search needed ten probes
//   (BENCHMARKS.md, issue 39).
template <class Search>
int presearch(Search& search, Bitboard player, Bitboard opponent, int guess, int levels, bool probes)
{
    constexpr int kMaxProbes = 8;
    constexpr int kWindow = 2;
    int move = kNoMove; // searched as the root: never cut off by the table or ProbCut
    for (int level = 1; level <= levels; ++level) {
        search.setSelectivity(level);
        if (probes) {
            int lower = -kInfinity;
            int upper = kInfinity;
            for (int probe = 0; probe < kMaxProbes && lower < upper; ++probe) {
                const int beta = guess == lower ? guess + 1 : guess;
                guess = search.search(player, opponent, beta - 1, beta, &move);
                (guess < beta ? upper : lower) = guess;
            }
            continue;
        }
        int alpha = guess - kWindow;
        int beta = guess + kWindow;
        for (int tries = 0; tries < kMaxProbes; ++tries) {
            guess = search.search(player, opponent, alpha, beta, &move);
            if (guess <= alpha && alpha > -kInfinity) {
                alpha = -kInfinity;
                beta = guess + 1;
            } else if (guess >= beta && beta < kInfinity) {
                alpha = guess - 1;
                beta = kInfinity;
            } else {
                break;
            }
        }
    }
    search.setSelectivity(0);
    return guess;
}

// What a stopped search proved, in Black's view, and the move that reaches the proven lower bound.
void keepProvenBounds(BestResult& result, const RootResult& root, int sign)
{
    const auto bound = [](int value) {
        return std::abs(value) >= kInfinity ? std::nullopt : std::optional<int>(value);
    };
    result.lowerBound = bound(sign > 0 ? root.lower : -root.upper);
    result.upperBound = bound(sign > 0 ? root.upper : -root.lower);
    result.bestMove = root.move;
}

// An optimal line from the root: at each position a move whose position keeps the value. One
// null-window search per position proves "at least the value" and names the move that did it
// (the table's move first, so usually the first move tried); trying the moves one by one in
// square order took 3-6 times as many nodes at PV labels 6-8.
template <int N, class Search>
std::vector<int> principalLine(Search& search, Bitboard player, Bitboard opponent, RootResult root)
{
    std::vector<int> line;
    int value = root.value;
    int move = root.move;
    while (move != kNoMove) {
        line.push_back(move);
        if (move == kPassMove) {
            std::swap(player, opponent);
        } else {
            const Bitboard flipped = bits::flips<N>(player, opponent, move);
            const Bitboard next = opponent & ~flipped;
            opponent = player | flipped | best::bitAt(move);
            player = next;
        }
        value = -value;
        if (search.search(player, opponent, value - 1, value, &move) < value)
            throw std::logic_error("best solver: no move keeps the value");
    }
    return line;
}

template <int N> constexpr int kSquaresOf = N* N;

// The shared table holds only the nodes above the threads' own tables (from 15 empties on 6x6):
// solving the 6x6 start, the largest 6x6 solve, visits about 480 k of them. 16 MiB (786 k
// entries) holds them all; a larger table spreads them over more memory than the cache keeps,
// and was slower for no fewer nodes (the start with 64 MiB: 1.04 of the time, two threads;
// BENCHMARKS.md, issue 39). 4x4 positions never reach the shared table. 8x8 solves fill
// whatever is asked for.
constexpr std::size_t kLargestUsefulTable6 = 16;
constexpr std::size_t kLargestUsefulTable4 = 1;

template <int N> void validate(const Board& board)
{
    if ((board.black & board.white) || ((board.black | board.white) & ~best::Rules<N>::kAllSquares))
        throw std::invalid_argument("not a valid position: discs overlap or lie outside the board");
}

template <int N, ScoringRule Rule> BestResult solveBoard(const Board& board, const BestOptions& options,
                                                         SearchControl* control, std::optional<double> timeLimitSeconds)
{
    using EndgameSearch = best::EndgameSearch<N, Rule>;
    validate<N>(board);
    const int threads =
        options.threads > 0 ? options.threads : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    // The clock starts before the table is allocated and cleared: that time is part of a solve.
    best::SearchLimits limits(control, timeLimitSeconds);
    std::shared_ptr<best::SharedTranspositionTable> table;
    if (options.transpositionTable)
        table = best::SharedTranspositionTable::forSolve(bestTableMegabytes(N, options.ttMegabytes),
                                                         options.earlierSolvesInTable);
    std::unique_ptr<best::SplitPoints> splits;
    if (threads > 1)
        splits = std::make_unique<best::SplitPoints>();
    const Bitboard player = board.mover();
    const Bitboard opponent = board.opponent();
    const int sign = blackSign(board.toMove);
    if (control)
        control->forgetProvenBounds(); // the bounds of this position only

    // One thread searches the root; the others wait for the split points it (and they) offer:
    // once a node's first move has failed to cut off and no other looks likely to, its other
    // moves are searched in parallel.
    std::vector<std::unique_ptr<EndgameSearch>> searches;
    for (int id = 0; id < threads; ++id)
        searches.push_back(std::make_unique<EndgameSearch>(options, table.get(), limits, splits.get()));
    BestResult result;
    result.threads = threads;
    {
        std::vector<std::jthread> helpers;
        for (int id = 1; id < threads; ++id)
            helpers.emplace_back([&, id] {
                EndgameSearch& search = *searches[static_cast<std::size_t>(id)];
                while (best::SplitPoint* point = splits->waitToJoin()) {
                    search.help(*point);
                    best::SplitPoints::leave(*point);
                }
            });
        // Sends the helpers home however the root's search ends (before they are joined).
        const struct Finish {
            best::SplitPoints* splits;
            ~Finish()
            {
                if (splits)
                    splits->finish();
            }
        } finish{splits.get()};
        EndgameSearch& search = *searches.front();
        RootResult root;
        try {
            // The first probe: the learned estimate, else 0.
            const std::optional<int> learnedGuess = search.firstGuess(player, opponent);
            int guess = learnedGuess.value_or(0);
            const int levels = search.presearchLevels(kSquaresOf<N> - best::popCount(player | opponent));
            if (options.aspiration && levels > 0)
                guess = presearch(search, player, opponent, guess, levels, learnedGuess.has_value());
            solveRoot(search, player, opponent, options.aspiration, guess, root, control, sign);
            result.value = sign * root.value;
            result.bestMove = root.move;
            result.lowerBound = result.upperBound = result.value;
            result.line = principalLine<N>(search, player, opponent, root);
            result.status = SearchStatus::Done;
        } catch (const SearchStopped& stopped) {
            result.status = stopped.status;
            // Without a value the proven bounds say what is known; with one, the line is unfinished.
            if (root.lower < root.upper)
                keepProvenBounds(result, root, sign);
        }
    } // joins the helpers
    for (const auto& search : searches) {
        search->publish();
        result.threadStats.push_back(search->stats());
    }
    result.stats = limits.totals();
    result.seconds = limits.elapsedSeconds();
    return result;
}

} // namespace

std::size_t bestTableMegabytes(int size, std::size_t asked)
{
    if (size == 6)
        return std::min(asked, kLargestUsefulTable6);
    if (size == 4)
        return std::min(asked, kLargestUsefulTable4);
    return asked;
}

BestResult solveBest(const Board& board, const BestOptions& options, SearchControl* control,
                     std::optional<double> timeLimitSeconds)
{
    if (!isSupportedBoardSize(board.size))
        throw std::invalid_argument("the best solver solves 4x4, 6x6 and 8x8 boards only");
    return withBoardSize(board.size, [&](auto n) {
        constexpr int N = decltype(n)::value;
        return options.scoring == ScoringRule::DiscDifference
            ? solveBoard<N, ScoringRule::DiscDifference>(board, options, control, timeLimitSeconds)
            : solveBoard<N, ScoringRule::EmptiesToWinner>(board, options, control, timeLimitSeconds);
    });
}

} // namespace othello
