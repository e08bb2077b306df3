// The table of transposition-table policies in docs/tables.md ("Measured: the policies at label
// 16", measured with othello-lab-cli solve --label 16 --algorithm alphabeta --tt on), row by row:
// generated nodes with a 64 MiB table and with 262,144 entries, the XOR hash's collisions and the
// course table's wipes. The test also reads that page and its Spanish translation
// (docs/es/tables.md) and checks that every row of the table states exactly the numbers checked
// here, so the manual and the test cannot drift apart. About a minute in Release: CTest label
// `published`.

#include "engine/board/PrincipalVariation.h"
#include "engine/search/Search.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <vector>

using namespace othello;

namespace {

const qulonglong kUnchecked = ~0ULL;
const qulonglong kWithoutTable = 29501798; // the caption: "without a table 29,501,798"

// A row of the table: the policy (its first cell), the hash, the generated nodes with the CLI's
// default 64 MiB table and with 262,144 entries (kUnchecked: the cell is empty), and what the
// cells add in parentheses: the collisions of the 64 MiB run, the wipes of both runs.
struct Row {
    const char* cell;
    const char* policy;
    const char* hash;
    qulonglong big;
    qulonglong small;
    qulonglong collisions = kUnchecked;
    qulonglong wipes = kUnchecked;
};

const Row kRows[] = {
    {"default", "default", "mix", 8387023, 9860272},
    {"always", "always", "mix", 8513091, 10925626},
    {"depth-preferred", "depth-preferred", "mix", 9173139, 13461689},
    {"two-tier", "two-tier", "mix", 8380025, 9807126},
    {"store-all", "store-all", "mix", 13752579, 27774419},
    {"depth:8", "depth:8", "mix", 21369784, 21369784},
    {"probability:0.5", "probability:0.5", "mix", 9483128, 10911242},
    {"wipe:262144", "wipe:262144", "mix", 12712056, 9860272},
    {"exact", "exact", "mix", 18966684, 19251326},
    {"course", "course", "mix", 11154569, 11154569, kUnchecked, 27},
    {"default, `--tt-hash xor`", "default", "xor", 16480644, kUnchecked, 12207396},
};

// The numbers each cell of a row states, in order (the thousands separators dropped).
std::vector<qulonglong> expectedBigCell(const Row& row)
{
    std::vector<qulonglong> numbers{row.big};
    if (row.collisions != kUnchecked)
        numbers.push_back(row.collisions); // "16,480,644 (12,207,396 collisions)"
    if (row.wipes != kUnchecked)
        numbers.push_back(row.wipes); // "11,154,569 (27 wipes)"
    return numbers;
}

std::vector<qulonglong> expectedSmallCell(const Row& row)
{
    if (row.small == kUnchecked)
        return {};
    std::vector<qulonglong> numbers{row.small};
    if (QByteArray(row.policy).startsWith("wipe"))
        numbers.push_back(262144); // "9,860,272 (never over 262,144)": checked as no wipe below
    return numbers;
}

std::vector<qulonglong> numbersIn(const QString& cell)
{
    std::vector<qulonglong> numbers;
    static const QRegularExpression number(QStringLiteral("\\d[\\d,]*"));
    for (const QRegularExpressionMatch& match : number.globalMatch(cell)) {
        QString digits = match.captured();
        digits.remove(QLatin1Char(','));
        numbers.push_back(digits.toULongLong());
    }
    return numbers;
}

QString listText(const std::vector<qulonglong>& numbers)
{
    QStringList items;
    for (qulonglong n : numbers)
        items << QString::number(n);
    return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
}

} // namespace

class TestReadmePolicyTable : public QObject {
    Q_OBJECT
private slots:
    void generatedNodesAtLabel16_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<QString>("hash");
        QTest::addColumn<qulonglong>("tableEntries"); // 0: the CLI's default 64 MiB table
        QTest::addColumn<qulonglong>("generated");
        QTest::addColumn<qulonglong>("collisions"); // checked when not kUnchecked
        QTest::addColumn<qulonglong>("wipes");      // checked when not kUnchecked
        for (const Row& row : kRows) {
            QTest::addRow("%s %s 64 MiB", row.policy, row.hash)
                << QString(row.policy) << QString(row.hash) << 0ULL << row.big << row.collisions << row.wipes;
            if (row.small != kUnchecked)
                QTest::addRow("%s %s 262144 entries", row.policy, row.hash)
                    << QString(row.policy) << QString(row.hash) << 262144ULL << row.small << kUnchecked << row.wipes;
        }
    }
    void generatedNodesAtLabel16()
    {
        QFETCH(QString, policy);
        QFETCH(QString, hash);
        QFETCH(qulonglong, tableEntries);
        QFETCH(qulonglong, generated);
        QFETCH(qulonglong, collisions);
        QFETCH(qulonglong, wipes);
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
        if (collisions != kUnchecked)
            QCOMPARE(result.table.collisions, collisions);
        if (wipes != kUnchecked)
            QCOMPARE(result.table.wipes, wipes);
        if (policy.startsWith("wipe") && tableEntries == 262144)
            QCOMPARE(result.table.wipes, 0ULL); // "never over 262,144"
    }

    // The same position without a table, as the table's caption says.
    void withoutTable()
    {
        SearchOptions options;
        options.algorithm = Algorithm::AlphaBeta;
        const SearchResult result = solve(PrincipalVariation::sixBySix().position(16), options);
        QCOMPARE(result.stats.generated, kWithoutTable);
    }

    // docs/tables.md and its Spanish translation state exactly these numbers: every row of the
    // table, no row more or less, and the caption's count without a table.
    void docsStateTheseNumbers_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("header");
        QTest::addColumn<QString>("withoutTable");
        QTest::newRow("en") << "tables.md"
                            << "## Measured: the policies at label 16"
                            << "| policy |"
                            << "without a table 29,501,798";
        QTest::newRow("es") << "es/tables.md"
                            << "## Medido: las políticas en la etiqueta 16"
                            << "| política |"
                            << "sin tabla 29,501,798";
    }
    void docsStateTheseNumbers()
    {
        QFETCH(QString, page);
        QFETCH(QString, heading);
        QFETCH(QString, header);
        QFETCH(QString, withoutTable);
        const QString path = QStringLiteral(OSL_DOCS_DIR "/") + page;
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
        const QString text = QString::fromUtf8(file.readAll());

        const qsizetype section = text.indexOf(heading);
        QVERIFY2(section >= 0, qPrintable(path + ": no heading '" + heading + "'"));
        const QStringList lines = text.mid(section).split(QLatin1Char('\n'));

        // The caption's count is the one withoutTable() checks.
        QCOMPARE(withoutTable,
                 QStringLiteral("%1 %2").arg(withoutTable.section(QLatin1Char(' '), 0, -2),
                                             QLocale(QLocale::English).toString(kWithoutTable)));
        QVERIFY2(lines.join(QLatin1Char(' ')).contains(withoutTable),
                 qPrintable(path + ": the caption's count without a table, '" + withoutTable + "'"));

        // The table: its header, the separator, then one line per row until the first line
        // that is not a table row.
        qsizetype at = 0;
        while (at < lines.size() && !lines[at].startsWith(header))
            ++at;
        QVERIFY2(at + 2 < lines.size(), qPrintable(path + ": the table's header"));
        std::map<QString, QStringList> rows;
        for (at += 2; at < lines.size() && lines[at].startsWith(QLatin1Char('|')); ++at) {
            QStringList cells = lines[at].split(QLatin1Char('|'));
            QVERIFY2(cells.size() == 5, qPrintable("three cells: " + lines[at]));
            cells = cells.mid(1, 3);
            for (QString& cell : cells)
                cell = cell.trimmed();
            QVERIFY2(rows.emplace(cells[0], cells).second, qPrintable("a row twice: " + lines[at]));
        }
        QCOMPARE(rows.size(), std::size(kRows));
        for (const Row& row : kRows) {
            const auto found = rows.find(QString::fromUtf8(row.cell));
            QVERIFY2(found != rows.end(), qPrintable(QStringLiteral("no row '%1' in %2").arg(row.cell, path)));
            const QStringList& cells = found->second;
            QVERIFY2(numbersIn(cells[1]) == expectedBigCell(row),
                     qPrintable(QStringLiteral("%1, row '%2', 64 MiB: the page says '%3', the test checks %4")
                                    .arg(page, row.cell, cells[1], listText(expectedBigCell(row)))));
            QVERIFY2(numbersIn(cells[2]) == expectedSmallCell(row),
                     qPrintable(QStringLiteral("%1, row '%2', 262,144 entries: the page says '%3', the test checks %4")
                                    .arg(page, row.cell, cells[2], listText(expectedSmallCell(row)))));
        }
    }
};

QTEST_APPLESS_MAIN(TestReadmePolicyTable)
#include "tst_readme_policy_table.moc"
