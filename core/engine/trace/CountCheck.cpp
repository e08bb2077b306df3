#include "CountCheck.h"

#include "ReferenceSearch.h"

#include "engine/board/MoveGeneration.h"
#include "engine/board/PrincipalVariation.h"

#include <array>
#include <cstdint>
#include <vector>

namespace othello::trace {

namespace {

// Counts the calls of a classical search by kind as it makes them.
class TreeCounter {
public:
    void announce(int move, CallKind call)
    {
        m_pass = move == kPassMove;
        m_call = call;
    }
    void enter()
    {
        ++m_counts.calls;
        m_counts.passes += m_pass;
        m_counts.tests += m_call == CallKind::Test;
        m_counts.nullWindows += m_call == CallKind::NullWindow;
        m_counts.reSearches += m_call == CallKind::ReSearch;
        m_open.push_back({m_pass, m_call});
        announce(kNoMove, CallKind::Search);
    }
    void leave(NodeShape shape)
    {
        const Open open = m_open.back();
        m_open.pop_back();
        if (shape == NodeShape::GameOver) {
            ++m_counts.gameOvers;
            return;
        }
        ++m_counts.expanded;
        m_counts.tableHits += shape == NodeShape::TableHit;
        m_counts.passesExpanded += open.pass;
        m_counts.testsExpanded += open.call == CallKind::Test;
        m_counts.nullWindowsExpanded += open.call == CallKind::NullWindow;
        m_counts.reSearchesExpanded += open.call == CallKind::ReSearch;
        if (m_open.empty())
            m_counts.rootExpanded = true;
    }
    const TreeCounts& counts() const { return m_counts; }

private:
    struct Open {
        bool pass;
        CallKind call;
    };
    TreeCounts m_counts;
    std::vector<Open> m_open;
    bool m_pass = false;
    CallKind m_call = CallKind::Search;
};

class CountingRecorder final : public classical::CallListener {
public:
    explicit CountingRecorder(TreeCounter& counter) : m_counter(counter) { }

    void child(int move, CallKind call) override { m_counter.announce(move, call); }
    void test(int move, Comparison) override { m_counter.announce(move, CallKind::Test); }
    void enter(bits::Bitboard, bits::Bitboard, int, int, int) override { m_counter.enter(); }
    void gameOver(int) override { m_counter.leave(NodeShape::GameOver); }
    void horizon(int) override { m_counter.leave(NodeShape::Horizon); }
    void tableHit(int, Bound) override { m_counter.leave(NodeShape::TableHit); }
    void expanded(int) override { m_counter.leave(NodeShape::Interior); }
    void expanded(int, int, int) override { m_counter.leave(NodeShape::Interior); }
    void cutoff() override { }

private:
    TreeCounter& m_counter;
};

std::string referenceKey(const ClaimedSearch& claim)
{
    const SearchOptions& search = claim.search;
    std::string key = toText(claim.position) + "|" + std::string(algorithmId(search.algorithm)) + "|" +
        std::to_string(static_cast<int>(search.scoring));
    if (search.useTranspositionTable)
        key += "|tt " + schemeText({search.tablePolicy, search.tableHash}) + " " + std::to_string(search.ttEntries) +
            " " + std::to_string(search.ttMegabytes);
    return key;
}

} // namespace

SearchOptions courseSearchOptions(Algorithm algorithm, bool courseTable)
{
    SearchOptions options;
    options.algorithm = algorithm;
    options.useTranspositionTable = courseTable;
    if (courseTable)
        options.tablePolicy.kind = TablePolicyKind::Course;
    return options;
}

bool courseTableTraced()
{
    // Scout at PV label 24: 2,517 calls with the course's table, 1,979 with the engine's.
    static const bool traced = [] {
        const Board board = PrincipalVariation::sixBySix().position(24);
        const SearchOptions options = courseSearchOptions(Algorithm::Scout, true);
        TreeCounter counter;
        CountingRecorder recorder(counter);
        runClassicalSearch(board, options, nullptr, recorder);
        return counter.counts().calls == solve(board, options).stats.generated;
    }();
    return traced;
}

std::optional<TreeCounts> countTree(const Board& board, const SearchOptions& options, SearchControl* control)
{
    if (options.useTranspositionTable && options.tablePolicy.kind == TablePolicyKind::Course && !courseTableTraced())
        return std::nullopt;
    TreeCounter counter;
    CountingRecorder recorder(counter);
    const SearchResult result = runClassicalSearch(board, options, control, recorder);
    if (result.status != SearchStatus::Done)
        return std::nullopt;
    return counter.counts();
}

std::vector<CountExplanation> explainCounts(const ClaimedSearch& claim, const SearchStats& lab,
                                            std::optional<int> labValue, const std::optional<TreeCounts>& tree)
{
    using Kind = CountExplanation::Kind;
    std::vector<CountExplanation> explanations;
    const bool valueDiffers = claim.value && labValue && *claim.value != *labValue;
    if (valueDiffers && *claim.value == -*labValue)
        explanations.push_back({Kind::ValueNegated, CallCategory::Root, 0});
    const std::int64_t generated = claim.generated ? static_cast<std::int64_t>(*claim.generated - lab.generated) : 0;
    const std::int64_t expanded = claim.expanded ? static_cast<std::int64_t>(*claim.expanded - lab.expanded) : 0;
    if (generated == 0 && expanded == 0) {
        if (valueDiffers && *claim.value != -*labValue)
            explanations.push_back({Kind::ValueDiffers, CallCategory::Root, 0});
        return explanations;
    }
    if (tree) {
        struct Category {
            CallCategory category;
            std::uint64_t calls;
            std::uint64_t expanded;
        };
        // The root last: a difference of one call is more likely a kind of call than the root.
        const std::array categories{
            Category{CallCategory::Pass, tree->passes, tree->passesExpanded},
            Category{CallCategory::GameOver, tree->gameOvers, 0},
            Category{CallCategory::Test, tree->tests, tree->testsExpanded},
            Category{CallCategory::NullWindow, tree->nullWindows, tree->nullWindowsExpanded},
            Category{CallCategory::ReSearch, tree->reSearches, tree->reSearchesExpanded},
            Category{CallCategory::TableHit, tree->tableHits, tree->tableHits},
            Category{CallCategory::Root, 1, tree->rootExpanded ? 1u : 0u},
        };
        const std::size_t before = explanations.size();
        for (const Category& c : categories) {
            if (c.calls == 0 || generated != -static_cast<std::int64_t>(c.calls))
                continue;
            if (c.expanded > 0 && expanded == -static_cast<std::int64_t>(c.expanded))
                explanations.push_back({Kind::NotCounted, c.category, c.calls});
            else if (expanded == 0)
                explanations.push_back({Kind::NotGenerated, c.category, c.calls});
        }
        if (generated == 0 && tree->gameOvers > 0 && expanded == static_cast<std::int64_t>(tree->gameOvers))
            explanations.push_back({Kind::CountedAsExpanded, CallCategory::GameOver, tree->gameOvers});
        if (generated == 0 && tree->tableHits > 0 && expanded == -static_cast<std::int64_t>(tree->tableHits))
            explanations.push_back({Kind::NotExpanded, CallCategory::TableHit, tree->tableHits});
        if (explanations.size() > before)
            return explanations;
    }
    if (generated != 0)
        explanations.push_back({Kind::TreeDiffers, CallCategory::Root,
                                static_cast<std::uint64_t>(generated < 0 ? -generated : generated)});
    else
        explanations.push_back({Kind::ExpandedOtherwise, CallCategory::Root, 0});
    return explanations;
}

CountChecker::Reference* CountChecker::reference(const ClaimedSearch& claim, SearchControl* control)
{
    const std::string key = referenceKey(claim);
    if (const auto known = m_references.find(key); known != m_references.end())
        return &known->second;
    SearchOptions options = claim.search;
    options.timeLimitSeconds = m_timeLimit;
    Reference reference;
    reference.result = solve(claim.position, options, control);
    if (reference.result.status == SearchStatus::Cancelled)
        return nullptr; // asked to stop: nothing learnt to keep
    return &m_references.emplace(key, std::move(reference)).first->second;
}

CountVerdict verdictAgainst(const ClaimedSearch& claim, const SearchResult& lab)
{
    using Outcome = CountVerdict::Outcome;
    CountVerdict verdict;
    verdict.claim = claim;
    verdict.labSearch = lab;
    if (!claim.finished) {
        verdict.outcome = Outcome::Unfinished;
        return verdict;
    }
    if (lab.status != SearchStatus::Done)
        return verdict;
    verdict.value = lab.value;
    verdict.lab = lab.stats;
    verdict.valueDiffers = claim.value && *claim.value != lab.value;
    verdict.expandedDiffers = claim.expanded && *claim.expanded != lab.stats.expanded;
    verdict.generatedDiffers = claim.generated && *claim.generated != lab.stats.generated;
    verdict.outcome = verdict.valueDiffers || verdict.expandedDiffers || verdict.generatedDiffers ? Outcome::Different
                                                                                                  : Outcome::Equal;
    return verdict;
}

CountVerdict CountChecker::check(const ClaimedSearch& claim, SearchControl* control)
{
    using Outcome = CountVerdict::Outcome;
    CountVerdict verdict;
    verdict.claim = claim;
    if (!claim.finished) {
        verdict.outcome = Outcome::Unfinished;
        return verdict;
    }
    if (claim.search.algorithm == Algorithm::Best)
        return verdict; // its counts depend on its threads: not a fact to check
    Reference* reference = this->reference(claim, control);
    if (!reference)
        return verdict;
    verdict = verdictAgainst(claim, reference->result);
    if (verdict.outcome != Outcome::Different)
        return verdict;
    const bool classical = claim.search.scoring == ScoringRule::DiscDifference;
    if ((verdict.expandedDiffers || verdict.generatedDiffers) && classical && !reference->treeCounted) {
        SearchOptions options = claim.search;
        options.timeLimitSeconds = m_timeLimit;
        reference->tree = countTree(claim.position, options, control);
        reference->treeCounted = !(control && control->cancelRequested());
    }
    const SearchResult& lab = reference->result;
    verdict.explanations = explainCounts(claim, lab.stats, lab.value, reference->tree);
    return verdict;
}

} // namespace othello::trace
