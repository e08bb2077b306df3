// A prepared lecture: the Tree tab's view saved to a small file and opened again, identically;
// files that are not views refused with one line.
#include "TreeTestSupport.h"
#include "common/BoardView.h"
#include "common/GameSession.h"
#include "tree/TracePane.h"
#include "tree/TraceScene.h"

#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace othello;
using namespace othello::test;

namespace {
std::unique_ptr<TreePage> shownPage(GameSession* session = nullptr)
{
    auto page = std::make_unique<TreePage>(session);
    page->resize(1024, 700);
    page->show();
    return page;
}

[[nodiscard]] bool waitForRecording(TreePage& page)
{
    return QTest::qWaitFor([&page] { return !page.isRecording(); }, scaledMs(20000));
}
} // namespace

class TestTreeViewFile : public QObject {
    Q_OBJECT
private slots:
    // Side by side, one drawing deeper, a subtree collapsed and one opened, the second search
    // stepped to a re-search, empty cutoffs on: saved, opened in a fresh tab, the same in every
    // part (the view, what is drawn, the step, the board, the sentence, the titles, the controls).
    void aSavedViewReopensIdentically()
    {
        const auto saved = shownPage();
        QVERIFY(QTest::qWaitForWindowExposed(saved.get()));
        child<QCheckBox>(saved.get(), "compareCheck")->setChecked(true);
        chooseAlgorithm(child<QComboBox>(saved.get(), "treeAlgorithmComboB"), Algorithm::NegaScout);
        QVERIFY(recordThrough(*saved, 26, Algorithm::AlphaBeta));
        const TraceTree& first = *saved->tree(0);
        saved->pane(0)->setPlies(4);
        saved->pane(0)->scene()->setExpanded(first.children(0)[1], false);
        const TraceTree& second = *saved->tree(1);
        const int deep = second.children(second.children(second.children(0)[0])[0])[0];
        saved->pane(1)->scene()->setExpanded(deep, true);
        saved->setStopAtEmptyCutoffs(true);
        child<QComboBox>(saved.get(), "stepTargetCombo")->setCurrentIndex(1);
        QVERIFY(saved->jump(TreePage::Jump::ReSearch));
        saved->stepForward();
        const QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lecture.osltree"));
        QCOMPARE(saved->saveView(path), QString());

        const auto opened = shownPage();
        QVERIFY(QTest::qWaitForWindowExposed(opened.get()));
        QCOMPARE(opened->openView(path), QString());
        QVERIFY(waitForRecording(*opened));
        QCOMPARE(opened->viewState(), saved->viewState());
        for (int which = 0; which < 2; ++which) {
            QCOMPARE(opened->pane(which)->scene()->drawnRecords(), saved->pane(which)->scene()->drawnRecords());
            QCOMPARE(opened->pane(which)->scene()->expandedRecords(), saved->pane(which)->scene()->expandedRecords());
            QCOMPARE(opened->pane(which)->plies(), saved->pane(which)->plies());
            QCOMPARE(opened->pane(which)->title(), saved->pane(which)->title());
            QCOMPARE(opened->pane(which)->isVisible(), true);
        }
        QCOMPARE(opened->steppedTrace(), 1);
        QCOMPARE(opened->currentEvent(), saved->currentEvent());
        QCOMPARE(opened->boardView()->board(), saved->boardView()->board());
        QCOMPARE(opened->stepSentence(), saved->stepSentence());
        QCOMPARE(child<QSpinBox>(opened.get(), "treeLabelSpin")->value(), 26);
        QVERIFY(child<QCheckBox>(opened.get(), "emptyCutoffsCheck")->isChecked());
        QVERIFY(child<QCheckBox>(opened.get(), "compareCheck")->isChecked());
    }

    // A position off the principal variation reopens in the Explore tab's position.
    void aViewOfAnExplorePositionReopensThere()
    {
        GameSession session;
        session.goToLabel(25);
        for (const int move : session.board().moveList()) // a move the principal variation does not play
            if (!(session.board().played(move) == pvPosition(26))) {
                QVERIFY(session.play(move));
                break;
            }
        const Board position = session.board();
        QVERIFY(!session.isOnPrincipalVariation());
        const auto saved = shownPage(&session);
        child<QRadioButton>(saved.get(), "useExploreRadio")->setChecked(true);
        QTest::mouseClick(child<QPushButton>(saved.get(), "recordButton"), Qt::LeftButton);
        QVERIFY(waitForRecording(*saved));
        const QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("own.osltree"));
        QCOMPARE(saved->saveView(path), QString());

        GameSession elsewhere;
        const auto opened = shownPage(&elsewhere);
        QCOMPARE(opened->openView(path), QString());
        QVERIFY(waitForRecording(*opened));
        QCOMPARE(elsewhere.board(), position);
        QCOMPARE(opened->tree(0)->trace().root, position);
        QCOMPARE(opened->viewState(), saved->viewState());
    }

    // Not a view: refused with one line naming the file, and what was shown stays.
    void filesThatAreNotViewsAreRefusedWithOneLine_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not JSON") << QByteArray("hello") << QStringLiteral("not a tree view");
        QTest::newRow("another format") << QByteArray(R"({"format": "results"})")
                                        << QStringLiteral("not a tree view of Othello Search Lab");
        QTest::newRow("a later version") << QByteArray(R"({"format": "othello-search-lab tree view", "version": 2})")
                                         << QStringLiteral("version 2");
        QTest::newRow("no such label")
            << QByteArray(R"({"format": "othello-search-lab tree view", "version": 1, "position": {"label": 99}})")
            << QStringLiteral("PV label 99 does not exist");
        QTest::newRow("no such search")
            << QByteArray(R"({"format": "othello-search-lab tree view", "version": 1, "position": {"label": 30},
                 "searches": [{"algorithm": "minimax"}, {"algorithm": "negascout"}]})")
            << QStringLiteral("unknown search 'minimax'");
    }
    void filesThatAreNotViewsAreRefusedWithOneLine()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        const auto page = shownPage();
        QVERIFY(recordThrough(*page, 30, Algorithm::AlphaBeta));
        const QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.osltree"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        const QString error = page->openView(path);
        QVERIFY2(error.contains(path) && error.contains(reason) && !error.contains(QLatin1Char('\n')),
                 qPrintable(error));
        QVERIFY(!page->isRecording());
        QCOMPARE(page->tree(0)->trace().root, pvPosition(30));
        QVERIFY(!page->saveView(dir.filePath(QStringLiteral("missing/view.osltree"))).isEmpty());
    }
};

QTEST_MAIN(TestTreeViewFile)
#include "tst_tree_view_file.moc"
