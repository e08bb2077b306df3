// The table laboratory against independent references: every classical search, with every policy
// and hash on small tables (so replacement, caps and wipes happen), counts exactly the nodes, the
// table statistics and the Knuth-Moore node types of the plain searches and table model in
// ReferenceSearches.h / ReferenceTable.h, on many random positions.

#include "engine/search/Search.h"
#include "support/RandomPositions.h"
#include "support/ReferenceSearches.h"

#include <QTest>

using namespace othello;
using othello::testing::ReferenceRun;
using othello::testing::ReferenceSearches;
using othello::testing::ReferenceTable;

Q_DECLARE_METATYPE(othello::Algorithm)
Q_DECLARE_METATYPE(othello::TableHash)

namespace {

ReferenceRun referenceRun(Algorithm algorithm, const Board& board, ReferenceTable* table)
{
    ReferenceSearches searches(table);
    switch (algorithm) {
    case Algorithm::Negamax:
        return searches.negamax(board);
    case Algorithm::AlphaBeta:
        return searches.alphaBeta(board);
    case Algorithm::Scout:
        return searches.scout(board);
    default:
        return searches.negaScout(board);
    }
}

// Plain negamax visits every node: fewer empties keep it quick.
int emptiesFor(Algorithm algorithm) { return algorithm == Algorithm::Negamax ? 8 : 10; }

QString describe(const TableStats& s)
{
    return QString("probes %1 exact %2 lower %3 upper %4 misses %5 cutoffs %6 stores %7 declined %8 overwrites %9 "
                   "collisions %10 wipes %11 used %12 peak %13 capacity %14")
        .arg(s.probes)
        .arg(s.hitsExact)
        .arg(s.hitsLower)
        .arg(s.hitsUpper)
        .arg(s.misses)
        .arg(s.cutoffs)
        .arg(s.stores)
        .arg(s.declined)
        .arg(s.overwrites)
        .arg(s.collisions)
        .arg(s.wipes)
        .arg(s.used)
        .arg(s.peakUsed)
        .arg(s.capacity);
}

QString describe(const NodeTypeCounts& t) { return QString("pv %1 cut %2 all %3").arg(t.pv).arg(t.cut).arg(t.all); }

// What a search with a table counted that the reference (with its own table) did not; empty when
// the value, node counts, table statistics and node types all agree.
QString differenceFrom(const SearchResult& real, const ReferenceRun& reference, const TableStats& referenceTable)
{
    QString difference;
    if (real.value != reference.value)
        difference += QString(": value %1 vs %2").arg(real.value).arg(reference.value);
    if (real.table != referenceTable)
        difference += ":\n  real      " + describe(real.table) + "\n  reference " + describe(referenceTable);
    if (real.stats.generated != reference.generated)
        difference += QString(": generated %1 vs %2").arg(real.stats.generated).arg(reference.generated);
    if (real.stats.expanded != reference.expanded)
        difference += QString(": expanded %1 vs %2").arg(real.stats.expanded).arg(reference.expanded);
    if (real.nodeTypes != reference.nodeTypes)
        difference += ": " + describe(real.nodeTypes) + " vs " + describe(reference.nodeTypes);
    return difference;
}

const Algorithm kClassical[] = {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout};

} // namespace

class TestTableReference : public QObject {
    Q_OBJECT
private slots:
    // Without a table: the fast searches (shortcuts for the last empties) count every node and
    // node type as the plain recursion does.
    void searchesWithoutTableCountAsThePlainSearches_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        for (Algorithm algorithm : kClassical)
            QTest::newRow(algorithmId(algorithm).data()) << algorithm;
    }
    void searchesWithoutTableCountAsThePlainSearches()
    {
        QFETCH(Algorithm, algorithm);
        const int empties = emptiesFor(algorithm);
        for (const Board& board : testing::randomPositionsWithEmpties(40, empties, 4100 + empties)) {
            SearchOptions options;
            options.algorithm = algorithm;
            const SearchResult real = solve(board, options);
            const ReferenceRun reference = referenceRun(algorithm, board, nullptr);
            const QByteArray where = QByteArray::fromStdString(toText(board));
            QVERIFY2(real.value == reference.value, where);
            QVERIFY2(real.stats.generated == reference.generated, where);
            QVERIFY2(real.stats.expanded == reference.expanded, where);
            QVERIFY2(real.nodeTypes == reference.nodeTypes,
                     qPrintable(where + ": " + describe(real.nodeTypes) + " vs " + describe(reference.nodeTypes)));
        }
    }

    // With a table: every policy on tables of 64 and 1024 entries; the hashes on a few policies.
    void searchesWithTableCountAsTheReference_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<QString>("policy");
        QTest::addColumn<TableHash>("hash");
        QTest::addColumn<int>("entries");
        const char* const policies[] = {"default",      "always",  "depth-preferred", "two-tier", "store-all",
                                        "store-all:40", "depth:3", "probability:0.5", "wipe:50",  "exact"};
        for (Algorithm algorithm : kClassical) {
            for (const char* policy : policies)
                for (int entries : {64, 1024})
                    QTest::addRow("%s %s %d", algorithmId(algorithm).data(), policy, entries)
                        << algorithm << QString(policy) << TableHash::Mix << entries;
            for (TableHash hash : {TableHash::Zobrist, TableHash::Xor})
                for (const char* policy : {"default", "depth-preferred", "two-tier"})
                    QTest::addRow("%s %s %s", algorithmId(algorithm).data(), policy, hashId(hash).data())
                        << algorithm << QString(policy) << hash << 64;
        }
    }
    void searchesWithTableCountAsTheReference()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(QString, policy);
        QFETCH(TableHash, hash);
        QFETCH(int, entries);
        const TablePolicy tablePolicy = std::get<TablePolicy>(parsePolicy(policy.toStdString()));
        const int empties = emptiesFor(algorithm);
        for (const Board& board : testing::randomPositionsWithEmpties(8, empties, 2300 + empties)) {
            SearchOptions options;
            options.algorithm = algorithm;
            options.useTranspositionTable = true;
            options.ttEntries = std::size_t(entries);
            options.tablePolicy = tablePolicy;
            options.tableHash = hash;
            const SearchResult real = solve(board, options);
            ReferenceTable table(std::uint64_t(entries), tablePolicy, hash, board.emptyCount());
            const ReferenceRun reference = referenceRun(algorithm, board, &table);
            const QString difference = differenceFrom(real, reference, table.stats());
            QVERIFY2(difference.isEmpty(), qPrintable(QString::fromStdString(toText(board)) + difference));
        }
    }

    // A table given to solve() again starts empty (solve() in Search.h: "a given table is cleared
    // first"; docs/tables.md): the second search of the same position, whose entries all still
    // lie in the table from the first, counts what the reference counts with a fresh table, for
    // every search and policy.
    void aGivenTableForgetsTheSearchBefore_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<QString>("policy");
        for (Algorithm algorithm : kClassical)
            for (const char* policy : {"default", "depth-preferred", "two-tier", "store-all", "wipe:50"})
                QTest::addRow("%s %s", algorithmId(algorithm).data(), policy) << algorithm << QString(policy);
    }
    void aGivenTableForgetsTheSearchBefore()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(QString, policy);
        const TablePolicy tablePolicy = std::get<TablePolicy>(parsePolicy(policy.toStdString()));
        const int empties = emptiesFor(algorithm);
        TranspositionTable table = TranspositionTable::withEntries(1024);
        for (const Board& board : testing::randomPositionsWithEmpties(4, empties, 5100 + empties)) {
            SearchOptions options;
            options.algorithm = algorithm;
            options.useTranspositionTable = true;
            options.tablePolicy = tablePolicy;
            solve(board, options, nullptr, &table);
            const SearchResult again = solve(board, options, nullptr, &table);
            ReferenceTable fresh(table.entryCount(), tablePolicy, TableHash::Mix, board.emptyCount());
            const ReferenceRun reference = referenceRun(algorithm, board, &fresh);
            const QString difference = differenceFrom(again, reference, fresh.stats());
            QVERIFY2(difference.isEmpty(), qPrintable(QString::fromStdString(toText(board)) + difference));
        }
    }

    // The references are not vacuous: on these positions the tables replace, decline, wipe and
    // collide, and every node type occurs.
    void theComparisonsExerciseEveryRule()
    {
        const Board board = testing::randomPositionsWithEmpties(1, 10, 2310).front();
        const auto statsOf = [&](const char* policy, TableHash hash = TableHash::Mix) {
            ReferenceTable table(64, std::get<TablePolicy>(parsePolicy(policy)), hash, board.emptyCount());
            ReferenceSearches(&table).alphaBeta(board);
            return table.stats();
        };
        QVERIFY(statsOf("default").overwrites > 0);
        QVERIFY(statsOf("depth-preferred").declined > 0);
        QVERIFY(statsOf("two-tier").overwrites > 0);
        QVERIFY(statsOf("store-all:40").declined > 0);
        QVERIFY(statsOf("wipe:50").wipes > 0);
        QVERIFY(statsOf("default", TableHash::Xor).collisions > 0);
        const TableStats defaults = statsOf("default");
        QVERIFY(defaults.hitsLower > 0 && defaults.hitsUpper > 0 && defaults.cutoffs > 0);
        const NodeTypeCounts types = ReferenceSearches(nullptr).alphaBeta(board).nodeTypes;
        QVERIFY(types.pv > 0 && types.cut > 0 && types.all > 0);
        QVERIFY(types.cut != types.all);
    }
};

QTEST_APPLESS_MAIN(TestTableReference)
#include "tst_table_reference.moc"
