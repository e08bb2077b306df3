// The course report's own table (policy `course`): its published TT rows, the values of the
// searches without a table, its wipe above 262,144 entries, and the counts of the four searches
// against the report's rules written out plainly (a std::map per side to move) on random positions.

#include "engine/board/PrincipalVariation.h"
#include "engine/search/CourseTableSearch.h"
#include "engine/search/Search.h"
#include "engine/table/CourseTable.h"
#include "engine/table/TranspositionTable.h"
#include "support/RandomPositions.h"

#include <QTest>
#include <map>
#include <utility>

using namespace othello;

namespace {

TablePolicy coursePolicy() { return std::get<TablePolicy>(parsePolicy("course")); }

SearchResult solveWithCourse(const Board& board, Algorithm algorithm)
{
    SearchOptions options;
    options.algorithm = algorithm;
    options.useTranspositionTable = true;
    options.tablePolicy = coursePolicy();
    return solve(board, options);
}

// The report's rules as its text states them, on plain boards: two std::maps keyed by the
// discs, per side to move, emptied when a store finds more than `wipeAbove` entries. Values are
// from the mover's side (Scout's from Black's).
class PlainCourse {
public:
    explicit PlainCourse(std::size_t wipeAbove) : m_wipeAbove(wipeAbove) { }
    SearchStats stats;
    std::uint64_t wipes = 0;

    int negamax(const Board& b)
    {
        ++stats.generated;
        if (b.isGameOver())
            return mover(b);
        if (const Entry* e = find(b))
            return hit(e->value);
        int best = -1000;
        for (int move : b.moveList())
            best = std::max(best, -negamax(b.played(move)));
        ++stats.expanded;
        store(b, best, Bound::Exact);
        return best;
    }

    int alphaBeta(const Board& b, int alpha, int beta)
    {
        ++stats.generated;
        if (b.isGameOver())
            return mover(b);
        const int alphaAtEntry = alpha;
        if (const Entry* e = find(b); e && narrows(*e, alpha, beta))
            return hit(e->value);
        int score = -1000;
        for (int move : b.moveList()) {
            score = std::max(score, -alphaBeta(b.played(move), -beta, -alpha));
            alpha = std::max(alpha, score);
            if (alpha >= beta)
                break;
        }
        ++stats.expanded;
        store(b, score, boundOf(score, alphaAtEntry, beta));
        return score;
    }

    int negaScout(const Board& b, int alpha, int beta)
    {
        ++stats.generated;
        if (b.isGameOver())
            return mover(b);
        const int alphaAtEntry = alpha;
        if (const Entry* e = find(b); e && narrows(*e, alpha, beta))
            return hit(e->value);
        bool first = true;
        for (int move : b.moveList()) {
            const Board child = b.played(move);
            int value;
            if (first) {
                value = -negaScout(child, -beta, -alpha);
                first = false;
            } else {
                value = -negaScout(child, -alpha - 1, -alpha);
                if (alpha < value && value < beta)
                    value = -negaScout(child, -beta, -value);
            }
            alpha = std::max(alpha, value);
            if (alpha >= beta)
                break;
        }
        ++stats.expanded;
        store(b, alpha, boundOf(alpha, alphaAtEntry, beta));
        return alpha;
    }

    int scout(const Board& b) // Black's view
    {
        ++stats.generated;
        if (b.isGameOver())
            return b.discDifference();
        if (const Entry* e = find(b))
            return hit(e->value);
        const std::vector<int> moves = b.moveList();
        const bool black = b.toMove == Color::Black;
        int v = scout(b.played(moves.front()));
        for (std::size_t i = 1; i < moves.size(); ++i) {
            const Board child = b.played(moves[i]);
            if (black ? test(child, v, true) : !test(child, v, false))
                v = scout(child);
        }
        ++stats.expanded;
        store(b, v, Bound::Exact);
        return v;
    }

private:
    struct Entry {
        int value;
        Bound bound;
    };
    using Map = std::map<std::pair<std::uint64_t, std::uint64_t>, Entry>;

    static int mover(const Board& b) { return blackSign(b.toMove) * b.discDifference(); }
    static Bound boundOf(int value, int alphaAtEntry, int beta)
    {
        return value <= alphaAtEntry ? Bound::Upper : value >= beta ? Bound::Lower : Bound::Exact;
    }
    static bool narrows(const Entry& e, int& alpha, int& beta)
    {
        if (e.bound == Bound::Exact)
            return true;
        if (e.bound == Bound::Lower)
            alpha = std::max(alpha, e.value);
        else
            beta = std::min(beta, e.value);
        return alpha >= beta;
    }
    Map& side(const Board& b) { return m_maps[b.toMove == Color::Black]; }
    const Entry* find(const Board& b)
    {
        const auto it = side(b).find({b.black, b.white});
        return it == side(b).end() ? nullptr : &it->second;
    }
    int hit(int value)
    {
        ++stats.expanded;
        return value;
    }
    void store(const Board& b, int value, Bound bound)
    {
        if (side(b).size() > m_wipeAbove) {
            side(b).clear();
            ++wipes;
        }
        side(b)[{b.black, b.white}] = {value, bound};
    }
    bool test(const Board& b, int v, bool strictly)
    {
        ++stats.generated;
        if (b.isGameOver())
            return strictly ? b.discDifference() > v : b.discDifference() >= v;
        ++stats.expanded;
        const bool black = b.toMove == Color::Black;
        for (int move : b.moveList()) {
            const bool holds = test(b.played(move), v, strictly);
            if (black == holds)
                return holds;
        }
        return !black;
    }

    std::size_t m_wipeAbove;
    Map m_maps[2];
};

} // namespace

class TestCourseTable : public QObject {
    Q_OBJECT
private slots:
    void policyText()
    {
        QCOMPARE(coursePolicy().kind, TablePolicyKind::Course);
        QCOMPARE(QString::fromStdString(othello::policyText(coursePolicy())), QString("course"));
        QVERIFY(std::holds_alternative<std::string>(parsePolicy("course:3")));
    }

    // The course report's TT rows (expanded / generated): published at label 20; the other labels
    // are this implementation's counts, kept so that a change to them is seen (the report's other
    // TT rows are not in the repository).
    void reportCounts_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("label");
        QTest::addColumn<qulonglong>("expanded");
        QTest::addColumn<qulonglong>("generated");
        QTest::newRow("negamax 20 (published)") << int(Algorithm::Negamax) << 20 << 2777738ULL << 3358759ULL;
        QTest::newRow("alphabeta 20 (published)") << int(Algorithm::AlphaBeta) << 20 << 62422ULL << 76622ULL;
        QTest::newRow("scout 20 (published)") << int(Algorithm::Scout) << 20 << 68289ULL << 88287ULL;
        QTest::newRow("negascout 20 (published)") << int(Algorithm::NegaScout) << 20 << 40023ULL << 48233ULL;
        QTest::newRow("negamax 21") << int(Algorithm::Negamax) << 21 << 563965ULL << 678930ULL;
        QTest::newRow("alphabeta 19") << int(Algorithm::AlphaBeta) << 19 << 130373ULL << 160070ULL;
        QTest::newRow("scout 19") << int(Algorithm::Scout) << 19 << 156848ULL << 203474ULL;
        QTest::newRow("negascout 19") << int(Algorithm::NegaScout) << 19 << 91449ULL << 110585ULL;
        QTest::newRow("alphabeta 18") << int(Algorithm::AlphaBeta) << 18 << 536289ULL << 652990ULL;
        QTest::newRow("negascout 18") << int(Algorithm::NegaScout) << 18 << 266184ULL << 321658ULL;
    }
    void reportCounts()
    {
        QFETCH(int, algorithm);
        QFETCH(int, label);
        QFETCH(qulonglong, expanded);
        QFETCH(qulonglong, generated);
        const SearchResult result =
            solveWithCourse(PrincipalVariation::sixBySix().position(label), Algorithm(algorithm));
        QCOMPARE(result.status, SearchStatus::Done);
        QCOMPARE(result.value, PrincipalVariation::kGameValue);
        QCOMPARE(result.stats.expanded, expanded);
        QCOMPARE(result.stats.generated, generated);
        // Every non-leaf call probes once and either returns from the table or stores (Scout's
        // TESTs, expanded too, leave the table alone).
        const TableStats& t = result.table;
        QCOMPARE(t.hits() + t.misses, t.probes);
        QCOMPARE(t.cutoffs + t.stores, t.probes);
        if (Algorithm(algorithm) != Algorithm::Scout)
            QCOMPARE(t.probes, result.stats.expanded);
        QCOMPARE(t.collisions + t.overwrites + t.declined, 0ULL);
    }

    // Negamax at label 20 stores 2,096,470 positions: each side's map is emptied whenever a store
    // finds it above 262,144 entries, so both together never hold more than 2 x 262,145.
    void tablesAreWipedAbove262144Entries()
    {
        const SearchResult result = solveWithCourse(PrincipalVariation::sixBySix().position(20), Algorithm::Negamax);
        QCOMPARE(result.table.wipes, 7ULL);
        QVERIFY(result.table.peakUsed > CourseTable::kWipeAbove);
        QVERIFY(result.table.peakUsed <= 2 * (CourseTable::kWipeAbove + 1));
        QCOMPARE(result.table.capacity, 2 * (CourseTable::kWipeAbove + 1));
        QVERIFY(result.table.peakBytes() <= 2 * (CourseTable::kWipeAbove + 1) * kTableEntryBytes);

        CourseTable table(3);
        for (std::uint64_t disc = 1; disc <= 4; ++disc)
            table.store(true, disc, 0, 0, Bound::Exact);
        QCOMPARE(table.stats().used, 4ULL);        // 3 entries are not more than 3: the fourth store keeps them
        table.store(false, 1, 0, 7, Bound::Lower); // the other side's map is apart
        QCOMPARE(table.stats().wipes, 0ULL);
        table.store(true, 5, 0, 0, Bound::Exact);
        QCOMPARE(table.stats().wipes, 1ULL);
        QCOMPARE(table.stats().used, 2ULL);
        QVERIFY(table.probe(true, 1, 0) == nullptr);
        QCOMPARE(int(table.probe(false, 1, 0)->value), 7);
        QCOMPARE(table.stats().peakUsed, 5ULL);
    }

    // The same value as the search without a table, and a best move that keeps it.
    void valuesMatchTheSearchWithoutTable_data()
    {
        QTest::addColumn<int>("algorithm");
        for (Algorithm algorithm : {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
            QTest::newRow(algorithmId(algorithm).data()) << int(algorithm);
    }
    void valuesMatchTheSearchWithoutTable()
    {
        QFETCH(int, algorithm);
        for (const int empties : {6, 9, 11})
            for (const Board& board : testing::randomPositionsWithEmpties(20, empties, 31 + empties)) {
                SearchOptions plain;
                plain.algorithm = Algorithm(algorithm);
                const SearchResult expected = solve(board, plain);
                const SearchResult result = solveWithCourse(board, Algorithm(algorithm));
                QCOMPARE(result.status, SearchStatus::Done);
                QCOMPARE(result.value, expected.value);
                QCOMPARE(solve(board.played(result.bestMove), plain).value, expected.value);
            }
    }

    // The engine's course searches count what the plain rules count, with a small wipe limit so
    // that wipes happen in these small searches too.
    void countsAgreeWithThePlainRules_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("wipeAbove");
        for (Algorithm algorithm : {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
            for (const int wipeAbove : {40, 262144})
                QTest::addRow("%s-%d", algorithmId(algorithm).data(), wipeAbove) << int(algorithm) << wipeAbove;
    }
    void countsAgreeWithThePlainRules()
    {
        QFETCH(int, algorithm);
        QFETCH(int, wipeAbove);
        std::uint64_t wipes = 0;
        const int most = Algorithm(algorithm) == Algorithm::Negamax ? 9 : 11; // plain negamax is slow
        for (const int empties : {5, 8, most})
            for (const Board& board : testing::randomPositionsWithEmpties(12, empties, 5 + empties)) {
                PlainCourse plain(static_cast<std::size_t>(wipeAbove));
                int expected = 0;
                switch (Algorithm(algorithm)) {
                case Algorithm::Negamax:
                    expected = plain.negamax(board);
                    break;
                case Algorithm::AlphaBeta:
                    expected = plain.alphaBeta(board, -1000, 1000);
                    break;
                case Algorithm::Scout:
                    expected = blackSign(board.toMove) * plain.scout(board);
                    break;
                default:
                    expected = plain.negaScout(board, -1000, 1000);
                    break;
                }
                CourseTable table(static_cast<std::size_t>(wipeAbove));
                SearchOptions options;
                options.algorithm = Algorithm(algorithm);
                const SearchResult result = solveWithCourseTable(board, options, nullptr, table);
                QCOMPARE(blackSign(board.toMove) * result.value, expected); // the mover's view
                QCOMPARE(result.stats, plain.stats);
                QCOMPARE(table.stats().wipes, plain.wipes);
                wipes += plain.wipes;
            }
        if (wipeAbove == 40)
            QVERIFY(wipes > 0);
    }

    // A table given to solve() belongs to the engine's policies: course leaves it alone.
    void courseLeavesAGivenTableAlone()
    {
        TranspositionTable table(1);
        SearchOptions options;
        options.algorithm = Algorithm::AlphaBeta;
        options.useTranspositionTable = true;
        options.tablePolicy = coursePolicy();
        const SearchResult result = solve(PrincipalVariation::sixBySix().position(22), options, nullptr, &table);
        QCOMPARE(result.value, PrincipalVariation::kGameValue);
        QVERIFY(result.table.stores > 0);
        QCOMPARE(table.stats().stores, 0ULL);
    }
};

QTEST_APPLESS_MAIN(TestCourseTable)
#include "tst_course_table.moc"
