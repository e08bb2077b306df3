// The Tree tab's drawing fits: every drawn record inside the view on Fit and on every resize
// until the user zooms; node values readable at the default window.
#include "TreeTestSupport.h"
#include "shell/MainWindow.h"
#include "tree/TraceDrawing.h"
#include "tree/TracePane.h"
#include "tree/TraceScene.h"

#include <QTabWidget>
#include <QTest>
#include <QToolButton>

using namespace othello;
using namespace othello::test;

namespace {
// Every drawn record, its node and expand box whole, inside the view's viewport.
bool everyRecordInside(const TraceDrawing& drawing, QString* outside)
{
    const QRect room = drawing.viewport()->rect();
    const TraceScene& scene = *drawing.traceScene();
    for (const int record : scene.drawnRecords()) {
        const QRect area = drawing.mapFromScene(*scene.recordArea(record)).boundingRect();
        if (!room.contains(area)) {
            *outside = QStringLiteral("record %1 at (%2, %3, %4x%5) outside %6x%7")
                           .arg(record)
                           .arg(area.x())
                           .arg(area.y())
                           .arg(area.width())
                           .arg(area.height())
                           .arg(room.width())
                           .arg(room.height());
            return false;
        }
    }
    return scene.drawnCount() > 0;
}
} // namespace

class TestTreeFit : public QObject {
    Q_OBJECT
private slots:
    // At 1024x700 and at 1600x1000, for one tree, two side by side and more plies, and again
    // after the window changes to the other size.
    void fitLeavesEveryDrawnNodeInsideTheViewport_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QSize>("resized");
        QTest::addColumn<bool>("sideBySide");
        QTest::addColumn<int>("plies");
        const QSize small(1024, 700);
        const QSize large(1600, 1000);
        for (const auto& [from, to] : {std::pair{small, large}, std::pair{large, small}}) {
            const QByteArray name = QByteArray::number(from.width()) + "x" + QByteArray::number(from.height());
            QTest::newRow((name + " alpha-beta").constData()) << from << to << false << 3;
            QTest::newRow((name + " beside NegaScout").constData()) << from << to << true << 3;
            QTest::newRow((name + " five plies").constData()) << from << to << false << 5;
        }
    }
    void fitLeavesEveryDrawnNodeInsideTheViewport()
    {
        QFETCH(QSize, size);
        QFETCH(QSize, resized);
        QFETCH(bool, sideBySide);
        QFETCH(int, plies);
        TreePage page;
        page.resize(size);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        child<QCheckBox>(&page, "compareCheck")->setChecked(sideBySide);
        chooseAlgorithm(child<QComboBox>(&page, "treeAlgorithmComboB"), Algorithm::NegaScout);
        QVERIFY(recordThrough(page, 26, Algorithm::AlphaBeta));
        const int panes = sideBySide ? 2 : 1;
        for (int which = 0; which < panes; ++which)
            page.pane(which)->setPlies(plies);
        for (const QSize now : {size, resized}) {
            page.resize(now);
            QVERIFY(eventLoopTurned());
            for (int which = 0; which < panes; ++which) {
                QString outside;
                QVERIFY2(everyRecordInside(*page.pane(which)->drawing(), &outside), qPrintable(outside));
            }
        }
    }

    // The default window of a large screen (1180x760; the offscreen screen is smaller, where the
    // first window fits the screen instead) shows three plies of label 26's alpha-beta tree with
    // node values at least 12 pixels high.
    void nodeTextIsReadableAtTheDefaultWindow()
    {
        MainWindow window;
        window.resize(1180, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(1180, 760));
        auto* page = window.findChild<TreePage*>();
        QVERIFY(page);
        window.findChild<QTabWidget*>(QStringLiteral("pageTabs"))->setCurrentWidget(page);
        QVERIFY(recordThrough(*page, 26, Algorithm::AlphaBeta));
        QCOMPARE(page->pane(0)->plies(), 3);
        QVERIFY(eventLoopTurned());
        const TraceDrawing& drawing = *page->pane(0)->drawing();
        QVERIFY2(drawing.nodeTextPixels() >= 12, qPrintable(QString::number(drawing.nodeTextPixels())));
        QString outside;
        QVERIFY2(everyRecordInside(drawing, &outside), qPrintable(outside));
    }

    // Maximising enlarges the tree: its node values grow with the window.
    void theTreeGrowsWithTheWindow()
    {
        TreePage page;
        page.resize(1024, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(recordThrough(page, 26, Algorithm::AlphaBeta));
        QVERIFY(eventLoopTurned());
        const double small = page.pane(0)->drawing()->nodeTextPixels();
        page.resize(1900, 1040);
        QVERIFY(eventLoopTurned());
        const double large = page.pane(0)->drawing()->nodeTextPixels();
        QVERIFY2(large > small * 1.5, qPrintable(QStringLiteral("%1 then %2").arg(small).arg(large)));
    }

    // After the user zooms, a resize keeps the zoom; Fit fits again, and from then on every
    // resize and every expansion fits.
    void zoomingStopsFittingUntilFitIsPressed()
    {
        TreePage page;
        page.resize(1024, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(recordThrough(page, 26, Algorithm::AlphaBeta));
        TraceDrawing& drawing = *page.pane(0)->drawing();
        QTest::mouseClick(child<QToolButton>(&page, "zoomInButtonA"), Qt::LeftButton);
        const double zoomed = drawing.transform().m11();
        QVERIFY(!drawing.fitsAutomatically());
        page.resize(1400, 900);
        QVERIFY(eventLoopTurned());
        QCOMPARE(drawing.transform().m11(), zoomed);
        QTest::mouseClick(child<QToolButton>(&page, "fitButtonA"), Qt::LeftButton);
        QVERIFY(drawing.fitsAutomatically());
        QString outside;
        QVERIFY2(everyRecordInside(drawing, &outside), qPrintable(outside));
        TraceScene& scene = *page.pane(0)->scene();
        const int before = scene.drawnCount();
        for (const int record : scene.drawnRecords()) // open every record drawn at the third ply
            if (page.tree(0)->ply(record) == 3 && !page.tree(0)->children(record).empty())
                scene.setExpanded(record, true);
        QVERIFY(scene.drawnCount() > before);
        QVERIFY2(everyRecordInside(drawing, &outside), qPrintable(outside));
        page.resize(1024, 700);
        QVERIFY(eventLoopTurned());
        QVERIFY2(everyRecordInside(drawing, &outside), qPrintable(outside));
    }
};

QTEST_MAIN(TestTreeFit)
#include "tst_tree_fit.moc"
