#pragma once

// Checks what a student's program (or a results file) claims about one search — the value and
// the expanded and generated counts — against the lab's search of the same position under the
// course's conventions, and when the counts differ says what kind of calls would explain the
// difference (the pass calls not counted, finished games counted as expanded, ...), counted in the
// lab's tree. Plain data for the command line and the GUI (docs/check.md).

#include "engine/board/Board.h"
#include "engine/search/Search.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace othello::trace {

// One search as a log or results file reports it.
struct ClaimedSearch {
    int line = 0;         // where in its file
    int label = 0;        // the PV label; 0 for a position of a file
    int filePosition = 0; // a results file's position number; 0 for the PV
    Board position;
    SearchOptions search;     // the lab's search the claim is checked against
    std::optional<int> value; // Black's view
    std::optional<std::uint64_t> expanded;
    std::optional<std::uint64_t> generated;
    std::optional<double> seconds; // as the file says; never compared
    bool finished = true;          // false: the file says the search was stopped (a time limit)
};

// The calls of the lab's tree, by kind: each counts as generated; `...Expanded` those that also
// count as expanded.
struct TreeCounts {
    std::uint64_t calls = 0;
    std::uint64_t expanded = 0;
    bool rootExpanded = false;
    std::uint64_t passes = 0; // calls for a pass
    std::uint64_t passesExpanded = 0;
    std::uint64_t gameOvers = 0; // calls at a finished game (never expanded)
    std::uint64_t tests = 0;     // Scout's TEST calls
    std::uint64_t testsExpanded = 0;
    std::uint64_t nullWindows = 0; // NegaScout's null-window probes
    std::uint64_t nullWindowsExpanded = 0;
    std::uint64_t reSearches = 0; // NegaScout's re-searches
    std::uint64_t reSearchesExpanded = 0;
    std::uint64_t tableHits = 0; // calls settled by the table (expanded)
};

// The kinds of calls a count may leave out or count twice.
enum class CallCategory : std::uint8_t { Root, Pass, GameOver, Test, NullWindow, ReSearch, TableHit };

// A reason the claim differs from the lab, as far as the counts tell.
struct CountExplanation {
    enum class Kind : std::uint8_t {
        NotCounted,        // `category` calls counted neither as generated nor (where due) as expanded
        NotGenerated,      // `category` calls not counted as generated (expanded agrees)
        CountedAsExpanded, // `category` calls (finished games) counted as expanded too
        NotExpanded,       // `category` calls (table hits) not counted as expanded
        ExpandedOtherwise, // the same number of calls, expanded counted otherwise
        TreeDiffers,       // another number of calls: the search visits another tree
        ValueNegated,      // the value is the lab's negated (another view: see docs/check.md)
        ValueDiffers,      // the counts agree, the value does not
    };
    Kind kind = Kind::TreeDiffers;
    CallCategory category = CallCategory::Root;
    std::uint64_t calls = 0; // how many such calls the lab's tree has (or, TreeDiffers: the difference)
};

struct CountVerdict {
    enum class Outcome : std::uint8_t {
        Equal,      // every number the claim gives agrees
        Different,  // one or more differ
        Unfinished, // the claim says its search was stopped: not compared
        NotChecked, // the lab's search was stopped (time limit, cancel), or `best`: not compared
    };
    ClaimedSearch claim;
    Outcome outcome = Outcome::NotChecked;
    std::optional<int> value; // the lab's, Black's view
    SearchStats lab;          // the lab's counts
    bool valueDiffers = false;
    bool expandedDiffers = false;
    bool generatedDiffers = false;
    std::vector<CountExplanation> explanations; // when Different
    // The lab's search as it ended (also when stopped by its time limit); none when it was not
    // searched (the claim unfinished, `best`, cancelled).
    std::optional<SearchResult> labSearch;
};

// The claim against a search of the lab that ended (`lab`): the outcome and which numbers differ,
// without explanations (they need the lab's tree: CountChecker). Unfinished when the claim is,
// NotChecked when `lab` was stopped.
CountVerdict verdictAgainst(const ClaimedSearch& claim, const SearchResult& lab);

// The lab's search under the course's conventions: `algorithm` without a table, or with the
// course's own (policy `course`, as the course's program keeps it).
SearchOptions courseSearchOptions(Algorithm algorithm, bool courseTable);

// Whether this build's classical searches keep the course's table when they report every call
// (classical::solveClassical with policy `course`), as solve() does: tested once on a position where
// the engine's table and the course's part. Without it the checks that follow a search call by
// call (traces, the kinds of calls behind a count) cannot use the course's table.
bool courseTableTraced();

// Counts the lab's tree for `options` by kind of call (a classical search, disc difference).
// Returns none when the search was stopped.
std::optional<TreeCounts> countTree(const Board& board, const SearchOptions& options, SearchControl* control);

// What explains the claim's difference from the lab's numbers, given the lab's tree.
std::vector<CountExplanation> explainCounts(const ClaimedSearch& claim, const SearchStats& lab,
                                            std::optional<int> labValue, const std::optional<TreeCounts>& tree);

// Checks claims one at a time, keeping each finished search of the lab, so that many logs of the
// same searches (a class's reports) search each position once.
class CountChecker {
public:
    // Each search of the lab (and its tree count) stops after this long; none: no limit.
    explicit CountChecker(std::optional<double> timeLimitSeconds = std::nullopt) : m_timeLimit(timeLimitSeconds) { }

    // Stops within ~1 ms of control->requestCancel() (outcome NotChecked).
    CountVerdict check(const ClaimedSearch& claim, SearchControl* control = nullptr);

private:
    struct Reference {
        SearchResult result;
        std::optional<TreeCounts> tree;
        bool treeCounted = false;
    };
    Reference* reference(const ClaimedSearch& claim, SearchControl* control);

    std::optional<double> m_timeLimit;
    std::map<std::string, Reference> m_references;
};

} // namespace othello::trace
