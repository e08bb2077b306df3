// Projector mode on a 1920x1080 screen: the tree and the board fill it with node values a room
// can read, the keys step the search, Esc leaves; and the screens of the main window maximised.
#include "TreeTestSupport.h"
#include "common/BoardView.h"
#include "shell/Language.h"
#include "shell/MainWindow.h"
#include "tree/TraceDrawing.h"
#include "tree/TracePane.h"
#include "tree/TraceScene.h"

#include <QApplication>
#include <QLabel>
#include <QScreen>
#include <QTabWidget>
#include <QTest>
#include <memory>

using namespace othello;
using namespace othello::test;

class TestTreeProjector : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QCOMPARE(QApplication::primaryScreen()->size(), QSize(1920, 1080)); }

    void init()
    {
        m_page = std::make_unique<TreePage>();
        m_page->resize(1024, 700);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }
    void cleanup() { m_page.reset(); }

    // F11 shows the projector full screen: three plies of label 26's alpha-beta tree with node
    // values at least 18 pixels high, the board at the step.
    void projectorModeFillsTheScreenWithLargeNodeValues()
    {
        QVERIFY(recordThrough(*m_page, 26, Algorithm::AlphaBeta));
        QTest::keyClick(m_page.get(), Qt::Key_F11);
        TreeProjector* projector = m_page->projector();
        QVERIFY(projector);
        QVERIFY(QTest::qWaitForWindowExposed(projector));
        QTRY_COMPARE(projector->size(), QSize(1920, 1080));
        QVERIFY(projector->isFullScreen());
        QVERIFY(eventLoopTurned());
        const TraceDrawing& drawing = *projector->drawing(0);
        QVERIFY(drawing.isVisible() && !projector->drawing(1)->isVisible());
        QVERIFY2(drawing.nodeTextPixels() >= TreeProjector::kNodeTextPixels,
                 qPrintable(QString::number(drawing.nodeTextPixels())));
        QVERIFY(drawing.width() > 1200 && drawing.height() > 700);
        QCOMPARE(projector->boardView()->board(), m_page->boardView()->board());
        QCOMPARE(projector->sentenceLabel()->text(), m_page->stepSentence());
    }

    // The keys: → and Space step, ← back, C the next pruning cutoff (as the button), T a TEST,
    // ↑ and ↓ the plies drawn, End and Home the last and first steps, Esc leaves.
    void theKeysStepTheSearch()
    {
        QVERIFY(recordThrough(*m_page, 26, Algorithm::AlphaBeta));
        const TraceTree& tree = *m_page->tree(0);
        m_page->setProjectorMode(true);
        TreeProjector* projector = m_page->projector();
        QVERIFY(QTest::qWaitForWindowExposed(projector));
        QTest::keyClick(projector, Qt::Key_Right);
        QCOMPARE(tree.ordinal(m_page->currentEvent()), 1);
        QTest::keyClick(projector, Qt::Key_Space);
        QCOMPARE(tree.ordinal(m_page->currentEvent()), 2);
        QTest::keyClick(projector, Qt::Key_Left);
        QCOMPARE(tree.ordinal(m_page->currentEvent()), 1);
        QCOMPARE(projector->boardView()->board(), tree.boardAt(m_page->currentEvent().node));
        QTest::keyClick(projector, Qt::Key_C);
        const TraceTree::Event cutoff = m_page->currentEvent();
        QVERIFY(!tree.prunedMoves(tree.node(cutoff.node).parent).empty());
        QCOMPARE(projector->sentenceLabel()->text(), m_page->stepSentence());
        QTest::keyClick(projector, Qt::Key_T); // alpha-beta makes no TEST: the step stays
        QCOMPARE(m_page->currentEvent(), cutoff);
        QTest::keyClick(projector, Qt::Key_Up);
        QCOMPARE(m_page->pane(0)->plies(), 4);
        QTest::keyClick(projector, Qt::Key_Down);
        QCOMPARE(m_page->pane(0)->plies(), 3);
        QTest::keyClick(projector, Qt::Key_End);
        QCOMPARE(m_page->currentEvent(), tree.last());
        QTest::keyClick(projector, Qt::Key_Home);
        QCOMPARE(m_page->currentEvent(), tree.first());
        QTest::keyClick(projector, Qt::Key_Escape);
        QVERIFY(!m_page->projector());
        QVERIFY(QTest::qWaitForWindowActive(m_page.get()));
        QTest::keyClick(m_page.get(), Qt::Key_F11); // and back again
        QVERIFY(m_page->projector());
        QTest::keyClick(m_page->projector(), Qt::Key_F11);
        QVERIFY(!m_page->projector());
    }

    // Side by side, both drawings, each with node values at least 18 pixels high.
    void sideBySideShowsBothDrawingsLargeEnough()
    {
        child<QCheckBox>(m_page.get(), "compareCheck")->setChecked(true);
        chooseAlgorithm(child<QComboBox>(m_page.get(), "treeAlgorithmComboB"), Algorithm::NegaScout);
        QVERIFY(recordThrough(*m_page, 26, Algorithm::AlphaBeta));
        m_page->setProjectorMode(true);
        QVERIFY(QTest::qWaitForWindowExposed(m_page->projector()));
        QVERIFY(eventLoopTurned());
        for (int which = 0; which < 2; ++which) {
            const TraceDrawing& drawing = *m_page->projector()->drawing(which);
            QVERIFY(drawing.isVisible());
            QVERIFY2(drawing.nodeTextPixels() >= TreeProjector::kNodeTextPixels,
                     qPrintable(QString::number(drawing.nodeTextPixels())));
        }
    }

    // Screens to look at: the projector (one search, and two side by side) and the main window
    // maximised on the Tree tab, in English and Spanish.
    void rendersTheProjectorAndTheMaximisedWindow_data()
    {
        QTest::addColumn<int>("language");
        QTest::newRow("en") << int(Language::English);
        QTest::newRow("es") << int(Language::Spanish);
    }
    void rendersTheProjectorAndTheMaximisedWindow()
    {
        QFETCH(int, language);
        m_page.reset();
        const InstalledTranslations translations{Language(language)};
        const QString tag = QLatin1String(QTest::currentDataTag());
        {
            MainWindow window;
            window.showMaximized();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTRY_VERIFY(window.width() > 1900); // the screen's width, less a frame
            auto* page = window.findChild<TreePage*>();
            window.findChild<QTabWidget*>(QStringLiteral("pageTabs"))->setCurrentWidget(page);
            QVERIFY(recordThrough(*page, 26, Algorithm::AlphaBeta));
            QVERIFY(page->jump(TreePage::Jump::Cutoff));
            QVERIFY(saveScreen(window, QStringLiteral("tree-maximised-%1.png").arg(tag)));

            page->setProjectorMode(true);
            QVERIFY(QTest::qWaitForWindowExposed(page->projector()));
            QVERIFY(saveScreen(*page->projector(), QStringLiteral("tree-projector-%1.png").arg(tag)));
            page->setProjectorMode(false);

            child<QCheckBox>(page, "compareCheck")->setChecked(true);
            chooseAlgorithm(child<QComboBox>(page, "treeAlgorithmComboB"), Algorithm::NegaScout);
            QVERIFY(recordThrough(*page, 26, Algorithm::AlphaBeta));
            child<QComboBox>(page, "stepTargetCombo")->setCurrentIndex(1);
            QVERIFY(page->jump(TreePage::Jump::ReSearch));
            page->stepForward();
            page->setProjectorMode(true);
            QVERIFY(QTest::qWaitForWindowExposed(page->projector()));
            QVERIFY(saveScreen(*page->projector(), QStringLiteral("tree-projector-side-by-side-%1.png").arg(tag)));
            page->setProjectorMode(false);
            QVERIFY(eventLoopTurned()); // the projector goes before the translations
        }
    }

private:
    std::unique_ptr<TreePage> m_page;
};

int main(int argc, char** argv)
{
    // A 1920x1080 screen, as a projector has (offscreen; a real display keeps its own).
    if (qEnvironmentVariable("QT_QPA_PLATFORM") == QLatin1String("offscreen"))
        qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + OSL_PROJECTOR_SCREEN);
    QApplication application(argc, argv);
    TestTreeProjector test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_tree_projector.moc"
