// The Solve panel's table default: best searches with its table unless the user unticks it; the
// classical searches start without one (the course's default).
#include "SolvePanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QTest>

using namespace othello;

class TestSolvePanel : public QObject {
    Q_OBJECT
private slots:
    void choosingAnAlgorithmSetsItsTableDefault()
    {
        SolvePanel panel;
        auto* algorithm = panel.findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
        auto* table = panel.findChild<QCheckBox*>(QStringLiteral("ttCheck"));
        QVERIFY(algorithm && table);
        const auto select = [&](const char* id) {
            const int index = algorithm->findData(QString::fromLatin1(id));
            QVERIFY(index >= 0);
            algorithm->setCurrentIndex(index);
        };
        select("best");
        QVERIFY(table->isChecked());
        QCOMPARE(panel.options().useTranspositionTable, true);
        // The user may still turn it off, and that holds until another algorithm is chosen.
        table->setChecked(false);
        QCOMPARE(panel.options().useTranspositionTable, false);
        select("negamax");
        QVERIFY(!table->isChecked());
        select("best");
        QVERIFY(table->isChecked());
        select("alphabeta");
        QVERIFY(!table->isChecked());
    }
};

QTEST_MAIN(TestSolvePanel)
#include "tst_SolvePanel.moc"
