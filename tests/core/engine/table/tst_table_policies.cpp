// The transposition-table laboratory: every policy and hash keeps the searches' values, the
// statistics add up, the probabilistic policy repeats itself, tables stay within their size,
// and the naive XOR hash really merges positions a full-key table tells apart.

#include "engine/board/PrincipalVariation.h"
#include "engine/search/Search.h"
#include "engine/table/TranspositionTable.h"
#include "support/RandomPositions.h"

#include <QTest>
#include <bit>

using namespace othello;

namespace {

const char* const kPolicies[] = {"default",       "always",  "depth-preferred", "two-tier", "store-all",
                                 "store-all:300", "depth:3", "probability:0.5", "wipe:500", "exact"};

TablePolicy policyOf(const char* text) { return std::get<TablePolicy>(parsePolicy(text)); }

SearchResult solveWith(const Board& board, Algorithm algorithm, const TablePolicy* policy,
                       TableHash hash = TableHash::Mix, TranspositionTable* table = nullptr)
{
    SearchOptions options;
    options.algorithm = algorithm;
    options.useTranspositionTable = policy != nullptr;
    options.ttMegabytes = 1;
    if (policy)
        options.tablePolicy = *policy;
    options.tableHash = hash;
    return solve(board, options, nullptr, table);
}

} // namespace

class TestTablePolicies : public QObject {
    Q_OBJECT
private slots:
    void policyTextRoundTrips()
    {
        for (const char* text : kPolicies)
            QCOMPARE(QString::fromStdString(policyText(policyOf(text))), QString(text));
        QCOMPARE(QString::fromStdString(policyText(policyOf("probability:0.25:7"))), QString("probability:0.25:7"));
        for (const char* bad : {"", "sometimes", "depth", "depth:x", "depth:-1", "probability:0", "probability:1.5",
                                "probability:0.5:x", "wipe:0", "wipe", "store-all:0", "always:3", "exact:"})
            QVERIFY2(std::holds_alternative<std::string>(parsePolicy(bad)), bad);
        QCOMPARE(std::get<TableHash>(parseHash("xor")), TableHash::Xor);
        QVERIFY(std::holds_alternative<std::string>(parseHash("md5")));
    }

    // Every policy and hash, with a small table (1 MiB, 2^15 entries at 11 empties with replacement
    // happening, and 300-entry caps), gives each search the value of the search without a table.
    void valuesMatchTheSearchWithoutTable_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<QString>("policy");
        QTest::addColumn<int>("hash");
        for (Algorithm algorithm : {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
            for (const char* policy : kPolicies)
                for (TableHash hash : {TableHash::Mix, TableHash::Zobrist, TableHash::Xor})
                    QTest::addRow("%s %s %s", algorithmId(algorithm).data(), policy, hashId(hash).data())
                        << int(algorithm) << QString(policy) << int(hash);
    }
    void valuesMatchTheSearchWithoutTable()
    {
        QFETCH(int, algorithm);
        QFETCH(QString, policy);
        QFETCH(int, hash);
        const TablePolicy tablePolicy = policyOf(qPrintable(policy));
        TranspositionTable table(1); // kept between positions: entries of earlier searches must not leak in
        const int empties = algorithm == int(Algorithm::Negamax) ? 9 : 11;
        for (const Board& board : testing::randomPositionsWithEmpties(12, empties, 1234 + empties)) {
            const SearchResult plain = solveWith(board, Algorithm(algorithm), nullptr);
            const SearchResult withTable =
                solveWith(board, Algorithm(algorithm), &tablePolicy, TableHash(hash), &table);
            QCOMPARE(withTable.status, SearchStatus::Done);
            QCOMPARE(withTable.value, plain.value);
            QCOMPARE(solveWith(board.played(withTable.bestMove), Algorithm::AlphaBeta, nullptr).value, plain.value);
            const TableStats& s = withTable.table;
            QVERIFY(s.probes > 0);
            QCOMPARE(s.hits() + s.misses, s.probes);
            QVERIFY(s.cutoffs <= s.hits());
            QVERIFY(s.used <= s.capacity);
            QVERIFY(s.peakUsed >= s.used);
            QVERIFY(s.peakBytes() <= table.bytes());
            QCOMPARE(plain.table, TableStats{});
        }
    }

    // The default policy is the table as it was before policies existed: the counts of a TT search
    // are those of that table, measured with othello-lab-cli solve on commit ce6c297 (a 1 MiB table
    // at label 17 replaces entries; a 16 MiB one at label 20 does not).
    void defaultPolicyKeepsItsCounts_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("label");
        QTest::addColumn<int>("mib");
        QTest::addColumn<qulonglong>("expanded");
        QTest::addColumn<qulonglong>("generated");
        QTest::newRow("alphabeta 20") << int(Algorithm::AlphaBeta) << 20 << 16 << 62490ULL << 76732ULL;
        QTest::newRow("alphabeta 17") << int(Algorithm::AlphaBeta) << 17 << 1 << 897245ULL << 1109581ULL;
        QTest::newRow("negascout 17") << int(Algorithm::NegaScout) << 17 << 1 << 509046ULL << 624367ULL;
        QTest::newRow("scout 17") << int(Algorithm::Scout) << 17 << 1 << 534284ULL << 659811ULL;
    }
    void defaultPolicyKeepsItsCounts()
    {
        QFETCH(int, algorithm);
        QFETCH(int, label);
        QFETCH(int, mib);
        QFETCH(qulonglong, expanded);
        QFETCH(qulonglong, generated);
        SearchOptions options;
        options.algorithm = Algorithm(algorithm);
        options.useTranspositionTable = true;
        options.ttMegabytes = std::size_t(mib);
        const SearchResult result = solve(PrincipalVariation::sixBySix().position(label), options);
        QCOMPARE(result.value, -4);
        QCOMPARE(result.stats.expanded, expanded);
        QCOMPARE(result.stats.generated, generated);
    }

    // Without a table the node counts and the node types do not depend on anything table-related.
    void nodeTypesAddUp()
    {
        const Board board = PrincipalVariation::sixBySix().position(20);
        const SearchResult ab = solveWith(board, Algorithm::AlphaBeta, nullptr);
        const NodeTypeCounts& types = ab.nodeTypes;
        QVERIFY(types.pv > 0 && types.cut > 0 && types.all > 0);
        QVERIFY(types.pv + types.cut + types.all <= ab.stats.expanded);
        // The root of an exact solve with the full window is a PV node, and the full window
        // means no node below the first child of each PV node... at least one PV node per ply.
        QVERIFY(types.pv >= 1);
        const SearchResult negamax = solveWith(board, Algorithm::Negamax, nullptr);
        QCOMPARE(negamax.nodeTypes, NodeTypeCounts{});
        const TablePolicy policy;
        const SearchResult abTable = solveWith(board, Algorithm::AlphaBeta, &policy);
        QVERIFY(abTable.nodeTypes.pv > 0);
    }

    void probabilityPolicyRepeatsWithItsSeed()
    {
        const Board board = PrincipalVariation::sixBySix().position(22);
        const TablePolicy half = policyOf("probability:0.5");
        const TablePolicy otherSeed = policyOf("probability:0.5:99");
        const SearchResult first = solveWith(board, Algorithm::AlphaBeta, &half);
        const SearchResult second = solveWith(board, Algorithm::AlphaBeta, &half);
        const SearchResult third = solveWith(board, Algorithm::AlphaBeta, &otherSeed);
        QCOMPARE(first.stats, second.stats);
        QCOMPARE(first.table, second.table);
        QVERIFY(first.table != third.table);
        // About half the stores are declined.
        const double kept = double(first.table.stores) / double(first.table.stores + first.table.declined);
        QVERIFY2(kept > 0.45 && kept < 0.55, qPrintable(QString::number(kept)));
    }

    void policiesDoWhatTheySay()
    {
        const Board board = PrincipalVariation::sixBySix().position(20);
        const auto run = [&](const char* text) {
            const TablePolicy policy = policyOf(text);
            return solveWith(board, Algorithm::AlphaBeta, &policy).table;
        };
        const TableStats exact = run("exact");
        QCOMPARE(exact.hitsLower + exact.hitsUpper, 0ULL);
        QVERIFY(exact.declined > 0);
        const TableStats capped = run("store-all:1000");
        QCOMPARE(capped.peakUsed, 1000ULL);
        QCOMPARE(capped.overwrites, 0ULL);
        const TableStats wiped = run("wipe:2000");
        QVERIFY(wiped.wipes > 0);
        QVERIFY(wiped.peakUsed <= 2001);
        const TableStats shallow = run("depth:2");
        QVERIFY(shallow.peakUsed < 200);
        QVERIFY(shallow.declined > shallow.stores);
        const TableStats always = run("always");
        QVERIFY(always.overwrites > 0 || always.used == always.stores);
    }

    void tablesStayWithinTheirSize()
    {
        for (std::size_t entries : {2u, 3u, 1000u, 1u << 16}) {
            const TranspositionTable table = TranspositionTable::withEntries(entries);
            QVERIFY(table.entryCount() <= std::max<std::size_t>(entries, 2));
            QVERIFY(table.entryCount() * 2 > entries);
            QVERIFY(std::has_single_bit(table.entryCount()));
        }
        for (std::size_t mib : {1u, 3u})
            for (TableHash hash : {TableHash::Mix, TableHash::Zobrist, TableHash::Xor})
                QVERIFY(TranspositionTable(mib, hash).bytes() <= mib << 20);
        // A search with a 64-entry table never holds more than 64 entries.
        SearchOptions options;
        options.algorithm = Algorithm::NegaScout;
        options.useTranspositionTable = true;
        options.ttEntries = 64;
        const SearchResult result = solve(PrincipalVariation::sixBySix().position(22), options);
        QCOMPARE(result.table.capacity, 64ULL);
        QVERIFY(result.table.peakUsed <= 64);
        QCOMPARE(result.value, -4);
    }

    // Two positions with the same occupied squares and different owners: the XOR hash cannot tell
    // them apart, Zobrist can; the table (full key) answers each with its own entry.
    void xorHashCollides()
    {
        const std::uint64_t a1 = 1, b1 = 2;
        QCOMPARE(a1 ^ b1, b1 ^ a1); // (a1 mine, b1 theirs) and (b1 mine, a1 theirs)
        QVERIFY(zobristHash(a1, b1) != zobristHash(b1, a1));
        for (TableHash hash : {TableHash::Xor, TableHash::Zobrist}) {
            TranspositionTable table(1, hash);
            table.startSearch(34);
            table.store(a1, b1, 5, Bound::Exact, 0, 34);
            QVERIFY(table.probe(b1, a1) == nullptr);
            const auto* entry = table.probe(a1, b1);
            QVERIFY(entry && entry->value == 5);
            const TableStats s = table.stats();
            QCOMPARE(s.probes, 2ULL);
            QCOMPARE(s.misses, 1ULL);
            QCOMPARE(s.hitsExact, 1ULL);
            QCOMPARE(s.collisions, hash == TableHash::Xor ? 1ULL : 0ULL);
        }
        // On real searches the XOR hash collides often, the others (64-bit) never here.
        const Board board = PrincipalVariation::sixBySix().position(20);
        const TablePolicy policy;
        QVERIFY(solveWith(board, Algorithm::AlphaBeta, &policy, TableHash::Xor).table.collisions > 100);
        QCOMPARE(solveWith(board, Algorithm::AlphaBeta, &policy, TableHash::Zobrist).table.collisions, 0ULL);
        QCOMPARE(solveWith(board, Algorithm::AlphaBeta, &policy, TableHash::Mix).table.collisions, 0ULL);
    }
};

QTEST_APPLESS_MAIN(TestTablePolicies)
#include "tst_table_policies.moc"
