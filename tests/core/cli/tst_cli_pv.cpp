// othello-lab-cli pv: every label of the principal variation.

#include "CliRun.h"

using namespace othello;
using namespace othello::cli_test;

class TestCliPv : public QObject {
    Q_OBJECT
private slots:
    void pvListsEveryLabel()
    {
        const Run r = run({"pv"});
        QCOMPARE(r.code, 0);
        const QStringList rows = lines(r.out);
        QCOMPARE(rows.size(), 35); // a header and labels 1..34
        QVERIFY(rows[0].contains("label") && rows[0].contains("position"));
        const PrincipalVariation& pv = PrincipalVariation::sixBySix();
        for (int label = 1; label <= 34; ++label) {
            const QStringList fields = rows[label].split(' ', Qt::SkipEmptyParts);
            QCOMPARE(fields.size(), 6); // label, ply, side, move, 36 squares, side to move
            QCOMPARE(fields[0].toInt(), label);
            QCOMPARE(fields[1].toInt(), label - 1);
            QCOMPARE(fields[2], QString::fromLatin1(colorName(pv.position(label).toMove)));
            QCOMPARE(fields[3], QString::fromStdString(moveName(pv.moveFrom(label))));
            QCOMPARE(fields[4] + " " + fields[5], pvText(label));
        }
        QVERIFY(rows[1].contains(" c2 "));
        QVERIFY(rows[34].contains(" - "));
    }
};

QTEST_GUILESS_MAIN(TestCliPv)
#include "tst_cli_pv.moc"
