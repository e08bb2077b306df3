#include "BestSolver.h"

#include "EndgameSearch.h"
#include "Rules.h"
#include "SearchLimits.h"
#include "SearchesInProgress.h"
#include "SharedTranspositionTable.h"

#include "engine/BoardSize.h"
#include "engine/Infinity.h"
#include "engine/SearchStop.h"

#include <algorithm>
#include <atomic>
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

// What the stopped threads proved together (each bound holds whichever thread proved it), in
// Black's view, and the move that reaches the best proven lower bound.
void keepProvenBounds(BestResult& result, const std::vector<RootResult>& roots, int sign)
{
    RootResult proven;
    for (const RootResult& root : roots) {
        if (root.lower > proven.lower) {
            proven.lower = root.lower;
            proven.move = root.move;
        }
        proven.upper = std::min(proven.upper, root.upper);
    }
    const auto bound = [](int value) {
        return std::abs(value) >= kInfinity ? std::nullopt : std::optional<int>(value);
    };
    result.lowerBound = bound(sign > 0 ? proven.lower : -proven.upper);
    result.upperBound = bound(sign > 0 ? proven.upper : -proven.lower);
    result.bestMove = proven.move;
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
        table = best::SharedTranspositionTable::forSolve(options.ttMegabytes, options.earlierSolvesInTable);
    std::unique_ptr<best::SearchesInProgress> inProgress;
    if (threads > 1)
        inProgress = std::make_unique<best::SearchesInProgress>();
    const Bitboard player = board.mover();
    const Bitboard opponent = board.opponent();
    const int sign = blackSign(board.toMove);
    if (control)
        control->forgetProvenBounds(); // the bounds of this position only

    // Every thread solves the whole position; they share the table and spread over the tree by
    // deferring positions another thread is busy with. The first to finish has the answer.
    struct Outcome {
        std::unique_ptr<EndgameSearch> search;
        RootResult root;
        std::optional<SearchStatus> stopped;
    };
    std::vector<Outcome> outcomes(static_cast<std::size_t>(threads));
    std::atomic<int> winner{-1};
    const auto run = [&](int id) {
        Outcome& outcome = outcomes[static_cast<std::size_t>(id)];
        outcome.search = std::make_unique<EndgameSearch>(options, table.get(), limits, inProgress.get());
        try {
            // The first probe: the learned estimate, else 0.
            const int guess = outcome.search->firstGuess(player, opponent).value_or(0);
            solveRoot(*outcome.search, player, opponent, options.aspiration, guess, outcome.root, control, sign);
            int none = -1;
            if (winner.compare_exchange_strong(none, id))
                limits.stopHelpers();
        } catch (const SearchStopped& stopped) {
            outcome.stopped = stopped.status;
        }
    };
    {
        std::vector<std::jthread> helpers;
        for (int id = 1; id < threads; ++id)
            helpers.emplace_back(run, id);
        run(0);
    } // joins the helpers

    BestResult result;
    result.threads = threads;
    const int first = winner.load();
    if (first < 0) {
        result.status = *outcomes[0].stopped;
        std::vector<RootResult> roots;
        for (const Outcome& outcome : outcomes)
            roots.push_back(outcome.root);
        keepProvenBounds(result, roots, sign);
    } else {
        // The line is searched by the thread that finished, alone, with the table warm.
        limits.resumeHelpers();
        Outcome& done = outcomes[static_cast<std::size_t>(first)];
        try {
            result.value = sign * done.root.value;
            result.bestMove = done.root.move;
            result.lowerBound = result.upperBound = result.value;
            result.line = principalLine<N>(*done.search, player, opponent, done.root);
            result.status = SearchStatus::Done;
        } catch (const SearchStopped& stopped) {
            result.status = stopped.status; // the value is proven, the line unfinished
        }
    }
    for (Outcome& outcome : outcomes)
        outcome.search->publish();
    result.stats = limits.totals();
    result.seconds = limits.elapsedSeconds();
    return result;
}

} // namespace

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
