// The README's table of transposition-table policies ("Measured with othello-lab-cli solve --label 16
// --algorithm alphabeta --tt on"), row by row: generated nodes with a 64 MiB table and with 262,144
// entries, and the XOR hash's collisions. About a minute in Release: CTest label `published`.

#include "engine/board/PrincipalVariation.h"
#include "engine/search/Search.h"

#include <QTest>

using namespace othello;

class TestReadmePolicyTable : public QObject {
    Q_OBJECT
private slots:
    void generatedNodesAtLabel16_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<QString>("hash");
        QTest::addColumn<qulonglong>("tableEntries"); // 0: the CLI's default 64 MiB table
        QTest::addColumn<qulonglong>("generated");
        QTest::addColumn<qulonglong>("collisions"); // checked when not ~0
        const qulonglong unchecked = ~0ULL;
        const struct {
            const char* policy;
            qulonglong big;
            qulonglong small;
        } rows[] = {
            {"default", 8387023, 9860272},          {"always", 8513091, 10925626},
            {"depth-preferred", 9173139, 13461689}, {"two-tier", 8380025, 9807126},
            {"store-all", 13752579, 27774419},      {"depth:8", 21369784, 21369784},
            {"probability:0.5", 9483128, 10911242}, {"wipe:262144", 12712056, 9860272},
            {"exact", 18966684, 19251326},
        };
        for (const auto& row : rows) {
            QTest::addRow("%s 64 MiB", row.policy) << QString(row.policy) << "mix" << 0ULL << row.big << unchecked;
            QTest::addRow("%s 262144 entries", row.policy)
                << QString(row.policy) << "mix" << 262144ULL << row.small << unchecked;
        }
        QTest::newRow("default xor 64 MiB") << "default"
                                            << "xor" << 0ULL << 16480644ULL << 12207396ULL;
    }
    void generatedNodesAtLabel16()
    {
        QFETCH(QString, policy);
        QFETCH(QString, hash);
        QFETCH(qulonglong, tableEntries);
        QFETCH(qulonglong, generated);
        QFETCH(qulonglong, collisions);
        SearchOptions options;
        options.algorithm = Algorithm::AlphaBeta;
        options.useTranspositionTable = true;
        options.ttMegabytes = 64;
        options.ttEntries = std::size_t(tableEntries);
        options.tablePolicy = std::get<TablePolicy>(parsePolicy(policy.toStdString()));
        options.tableHash = std::get<TableHash>(parseHash(hash.toStdString()));
        const SearchResult result = solve(PrincipalVariation::sixBySix().position(16), options);
        QCOMPARE(result.status, SearchStatus::Done);
        QCOMPARE(result.value, -4);
        QCOMPARE(result.stats.generated, generated);
        if (collisions != ~0ULL)
            QCOMPARE(result.table.collisions, collisions);
        if (policy.startsWith("wipe") && tableEntries == 262144)
            QCOMPARE(result.table.wipes, 0ULL); // "never over 262,144"
    }

    // The same position without a table, as the table's caption says.
    void withoutTable()
    {
        SearchOptions options;
        options.algorithm = Algorithm::AlphaBeta;
        const SearchResult result = solve(PrincipalVariation::sixBySix().position(16), options);
        QCOMPARE(result.stats.generated, 29501798ULL);
    }
};

QTEST_APPLESS_MAIN(TestReadmePolicyTable)
#include "tst_readme_policy_table.moc"
