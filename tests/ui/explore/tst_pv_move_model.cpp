#include "common/ValueView.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/board/Square.h"
#include "explore/PvMoveModel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace othello;

class TestPvMoveModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the value convention is a setting
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tests"));
    }

    void passesTheModelTester()
    {
        PvMoveModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCurrentLabel(7);
    }

    void listsEveryPvPosition()
    {
        PvMoveModel model;
        const auto& pv = PrincipalVariation::sixBySix();
        QCOMPARE(model.rowCount(), PrincipalVariation::kLastLabel);
        QCOMPARE(model.columnCount(), int(PvMoveModel::ColumnCount));
        for (int row = 0; row < model.rowCount(); ++row) {
            const int label = row + 1;
            QCOMPARE(model.index(row, PvMoveModel::LabelColumn).data().toInt(), label);
            QCOMPARE(model.index(row, PvMoveModel::PlyColumn).data().toInt(), label - 1);
            const int move = pv.moveFrom(label);
            const QString moveText = model.index(row, PvMoveModel::MoveColumn).data().toString();
            if (move == kPassMove)
                QCOMPARE(moveText, QStringLiteral("pass"));
            else if (move != kNoMove)
                QCOMPARE(moveText, QString::fromStdString(moveName(move)));
        }
        QCOMPARE(model.index(0, PvMoveModel::SideColumn).data().toString(), QStringLiteral("Black"));
        QCOMPARE(model.index(1, PvMoveModel::SideColumn).data().toString(), QStringLiteral("White"));
        QCOMPARE(model.index(PrincipalVariation::kLastLabel - 1, PvMoveModel::SideColumn).data().toString(),
                 QStringLiteral("game over"));
    }

    // The Value column shows the values its source knows, in the value convention, the view in
    // its title.
    void theValueColumnShowsKnownValuesInTheConvention()
    {
        PvMoveModel model;
        QCOMPARE(model.index(0, PvMoveModel::ValueColumn).data().toString(), QString()); // nothing known
        model.setValueSource([](const Board&) { return std::optional<int>(-4); });
        QCOMPARE(model.index(0, PvMoveModel::ValueColumn).data().toString(), QStringLiteral("\u22124"));
        QCOMPARE(model.index(1, PvMoveModel::ValueColumn).data().toString(), QStringLiteral("\u22124"));
        QCOMPARE(model.headerData(PvMoveModel::ValueColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Value\n(Black)"));
        ValueConvention::instance().setView(ValueView::SideToMove);
        QCOMPARE(model.index(0, PvMoveModel::ValueColumn).data().toString(), QStringLiteral("\u22124"));
        QCOMPARE(model.index(1, PvMoveModel::ValueColumn).data().toString(), QStringLiteral("+4")); // White moves
        QCOMPARE(model.headerData(PvMoveModel::ValueColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Value\n(mover)"));
        ValueConvention::instance().setView(ValueView::Black);
    }

    void marksTheCurrentLabel()
    {
        PvMoveModel model;
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setCurrentLabel(5);
        QCOMPARE(changed.count(), 2); // the old row and the new one
        QVERIFY(model.index(4, 0).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!model.index(0, 0).data(Qt::FontRole).isValid());
        model.setCurrentLabel(99); // ignored
        QCOMPARE(model.currentLabel(), 5);
    }
};

QTEST_MAIN(TestPvMoveModel)
#include "tst_pv_move_model.moc"
