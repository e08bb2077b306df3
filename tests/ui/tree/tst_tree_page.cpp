#include "TreeTestSupport.h"
#include "common/BoardView.h"
#include "common/GameSession.h"
#include "engine/search/Search.h"
#include "shell/Language.h"
#include "shell/MainWindow.h"
#include "tree/TraceDrawing.h"
#include "tree/TraceOutlineModel.h"
#include "tree/TracePane.h"
#include "tree/TraceScene.h"
#include "tree/TraceTree.h"
#include "tree/TraceWording.h"

#include <QAbstractButton>
#include <QFile>
#include <QFont>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPainter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeView>

#include <cmath>
#include <memory>
#include <set>

using namespace othello;
using namespace othello::test;

namespace {
SearchStats solvedStats(int label, Algorithm algorithm, bool table)
{
    SearchOptions options;
    options.algorithm = algorithm;
    options.useTranspositionTable = table;
    return solve(pvPosition(label), options).stats;
}

// Records below `record` (not itself) down to ply `plies`.
int countBelow(const TraceTree& tree, int record, int plies)
{
    int below = 0;
    for (int i = record + 1; i < record + tree.subtreeSize(record); ++i)
        below += tree.ply(i) <= plies ? 1 : 0;
    return below;
}

// The move paths a trace visits, spelt out (independent of TraceTree's keys).
std::set<std::vector<int>> movePaths(const trace::Trace& trace)
{
    std::vector<std::vector<int>> paths(trace.nodes.size());
    std::set<std::vector<int>> all;
    for (std::size_t i = 0; i < trace.nodes.size(); ++i) {
        if (i > 0) {
            paths[i] = paths[std::size_t(trace.nodes[i].parent)];
            paths[i].push_back(trace.nodes[i].move);
        }
        all.insert(paths[i]);
    }
    return all;
}
} // namespace

class TestTreePage : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        m_page = std::make_unique<TreePage>();
        m_page->resize(1024, 700);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }
    void cleanup() { m_page.reset(); }

    // Recorded through the page at label 30: as many records as the search generates, and the
    // root's row has a row per legal move (alpha-beta cuts nothing at a root with an open window).
    void recordsALateLabelThroughThePage()
    {
        record(30, Algorithm::AlphaBeta, false);
        const auto& tree = m_page->tree(0);
        QVERIFY(tree);
        QCOMPARE(tree->trace().status, SearchStatus::Done);
        QCOMPARE(tree->trace().value, PrincipalVariation::kGameValue);
        const SearchStats stats = solvedStats(30, Algorithm::AlphaBeta, false);
        QCOMPARE(std::uint64_t(tree->size()), stats.generated);
        for (int i = 0; i < tree->size(); ++i)
            QCOMPARE(std::uint32_t(tree->subtreeSize(i)), tree->node(i).subtreeSize);

        TraceOutlineModel* model = m_page->pane(0)->model();
        QCOMPARE(model->rowCount(), 1);
        const QModelIndex root = model->index(0, 0);
        QCOMPARE(model->rowCount(root), int(pvPosition(30).moveList().size()));
        QCOMPARE(model->rowCount(root), int(tree->children(0).size()));
        for (int row = 0; row < model->rowCount(root); ++row) {
            const int record = model->index(row, 0, root).data(TraceOutlineModel::RecordRole).toInt();
            QCOMPARE(tree->node(record).parent, 0);
            QCOMPARE(model->parent(model->index(row, 0, root)), root);
        }
        auto* counts = child<QTableWidget>(m_page.get(), "countsTable");
        QCOMPARE(counts->rowCount(), 1);
        QCOMPARE(counts->item(0, 1)->data(Qt::UserRole).toULongLong(), stats.generated);
        QCOMPARE(counts->item(0, 2)->data(Qt::UserRole).toULongLong(), stats.expanded);
        QVERIFY(m_page->pane(0)->scene()->drawnCount() > 1);
    }

    // The guard's estimate has the order of the calls the search makes (within a factor of four:
    // alpha-beta grows unevenly from one empty square to the next), and warns
    // where the trace would be cut.
    void guardEstimatesTheCalls_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("table");
        QTest::addColumn<int>("label");
        for (const Algorithm algorithm :
             {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
            for (const bool table : {false, true})
                for (const int label : {21, 23})
                    QTest::addRow("%s tt %s label %d", algorithmId(algorithm).data(), table ? "on" : "off", label)
                        << int(algorithm) << table << label;
    }
    void guardEstimatesTheCalls()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, table);
        QFETCH(int, label);
        child<QSpinBox>(m_page.get(), "treeLabelSpin")->setValue(label);
        chooseAlgorithm(child<QComboBox>(m_page.get(), "treeAlgorithmComboA"), Algorithm(algorithm));
        child<QCheckBox>(m_page.get(), "treeTableCheckA")->setChecked(table);
        const double calls = double(solvedStats(label, Algorithm(algorithm), table).generated);
        const double estimate = m_page->estimatedRecords();
        QVERIFY2(estimate > calls / 4 && estimate < calls * 4,
                 qPrintable(QStringLiteral("%1 vs %2").arg(estimate).arg(calls)));
        auto* guard = child<QLabel>(m_page.get(), "recordGuard");
        QVERIFY(!guard->text().contains(QStringLiteral("Large")));
        child<QSpinBox>(m_page.get(), "treeLabelSpin")->setValue(1);
        QVERIFY(guard->text().contains(QStringLiteral("Large")));
        // From the start the estimate outgrows a 64-bit count (negamax: about 10^23): it reads as
        // a power of ten, not as a count that wrapped.
        const int exponent = int(std::floor(std::log10(m_page->estimatedRecords())));
        QVERIFY2(guard->text().contains(QStringLiteral(" × 10<sup>%1</sup>").arg(exponent)), qPrintable(guard->text()));
        if (algorithm == int(Algorithm::Negamax) && !table && label == 21) { // for a person to look at
            QTest::qWait(200);                                               // the layouts settle
            QVERIFY(m_page->grab().save(
                QDir(QStringLiteral(OSL_SCREENSHOT_DIR)).filePath(QStringLiteral("tree-guard-start.png"))));
        }
    }

    // A depth-limited search counts in its own units: its values show as evaluations or "N
    // final", never as the open window's infinity.
    void depthLimitedValuesAreShownInTheirUnits()
    {
        child<QCheckBox>(m_page.get(), "treeDepthCheck")->setChecked(true);
        child<QSpinBox>(m_page.get(), "treeDepthSpin")->setValue(3);
        record(20, Algorithm::AlphaBeta, false);
        const TraceTree& tree = *m_page->tree(0);
        QCOMPARE(tree.trace().depth, std::optional<int>(3));
        TraceOutlineModel* model = m_page->pane(0)->model();
        const QModelIndex root = model->index(0, 0);
        for (int row = 0; row < model->rowCount(root); ++row) {
            const QString value = model->index(row, TraceOutlineModel::ValueColumn, root).data().toString();
            QVERIFY2(!value.contains(QStringLiteral("∞")), qPrintable(value));
            QCOMPARE(
                model->index(row, TraceOutlineModel::BetaColumn, root).data().toString().contains(QStringLiteral("∞")),
                row == 0); // the first child has the open window
        }
        QCOMPARE(TraceWording::valueText(4 * 1'000'000, true), QStringLiteral("+4 final"));
        QCOMPARE(TraceWording::valueText(-1234, true), QStringLiteral("−1234"));
    }

    // "The Explore tab's position" follows the Explore tab's game session, also off the PV.
    void followsTheExploreTabsPosition()
    {
        GameSession session;
        TreePage page(&session);
        session.goToLabel(29);
        auto* useExplore = child<QRadioButton>(&page, "useExploreRadio");
        QVERIFY(useExplore->isEnabled());
        QCOMPARE(page.chosenPosition(), pvPosition(30)); // a PV label until told
        useExplore->setChecked(true);
        QCOMPARE(page.chosenPosition(), pvPosition(29));
        const int move = session.board().moveList().back();
        QVERIFY(session.play(move));
        QCOMPARE(page.chosenPosition(), pvPosition(29).played(move));
        QVERIFY(child<QLabel>(&page, "treePositionText")->text().contains(session.positionDescription()));
    }

    // Every step shows the position of the call it is at: kept here on a stack of boards from
    // the moves alone; Back retraces the same steps.
    void steppingShowsEachCallsPosition()
    {
        record(30, Algorithm::AlphaBeta, false);
        const auto& tree = m_page->tree(0);
        std::vector<Board> stack{pvPosition(30)};
        std::vector<TraceTree::Event> events{m_page->currentEvent()};
        QCOMPARE(m_page->boardView()->board(), stack.back());
        QPushButton* step = child<QPushButton>(m_page.get(), "stepButton");
        for (int n = 1; n < tree->eventCount(); ++n) {
            QTest::mouseClick(step, Qt::LeftButton);
            const TraceTree::Event event = m_page->currentEvent();
            QCOMPARE(tree->ordinal(event), std::int64_t(n));
            if (!event.leaving) {
                QCOMPARE(tree->node(event.node).parent,
                         events.back().leaving ? tree->node(events.back().node).parent : events.back().node);
                stack.push_back(stack.back().played(tree->node(event.node).move));
                QCOMPARE(m_page->boardView()->board(), stack.back());
            } else {
                QCOMPARE(m_page->boardView()->board(), stack.back());
                stack.pop_back();
            }
            events.push_back(event);
        }
        QVERIFY(stack.empty());
        QCOMPARE(m_page->currentEvent(), tree->last());
        QPushButton* back = child<QPushButton>(m_page.get(), "stepBackButton");
        for (std::size_t n = events.size() - 1; n-- > 0;) {
            QTest::mouseClick(back, Qt::LeftButton);
            QCOMPARE(m_page->currentEvent(), events[n]);
        }
    }

    // Jumps land on the next call of their kind; the drawing and outline follow the step.
    void jumpsLandOnTheirKind()
    {
        record(28, Algorithm::Scout, false);
        const auto& tree = m_page->tree(0);
        QVERIFY(tree->counts().tests > 0);
        QTest::mouseClick(child<QPushButton>(m_page.get(), "jumpTestButton"), Qt::LeftButton);
        const TraceTree::Event test = m_page->currentEvent();
        QVERIFY(!test.leaving);
        QCOMPARE(tree->node(test.node).call, trace::CallKind::Test);
        for (int i = 1; i < test.node; ++i) // the first TEST in call order
            QVERIFY(tree->node(i).call != trace::CallKind::Test);
        QCOMPARE(m_page->pane(0)->scene()->current(), test.node);
        QVERIFY(m_page->pane(0)->scene()->isDrawn(test.node));
        QCOMPARE(m_page->pane(0)->outline()->currentIndex().data(TraceOutlineModel::RecordRole).toInt(), test.node);

        QVERIFY(m_page->jump(TreePage::Jump::Cutoff));
        const TraceTree::Event cut = m_page->currentEvent();
        QVERIFY(cut.leaving);
        const trace::Node& parent = tree->node(tree->node(cut.node).parent);
        QCOMPARE(int(parent.cutoffAfter), tree->childPosition(cut.node));
        QVERIFY(tree->ordinal(cut) > tree->ordinal(test));
    }

    // The drawing opens with the first plies; a subtree collapses and expands; the path to the
    // record stepped to is expanded and in bold in the outline.
    void drawingExpandsAndCollapsesSubtrees()
    {
        record(24, Algorithm::AlphaBeta, false);
        const TraceTree& tree = *m_page->tree(0);
        TraceScene* drawing = m_page->pane(0)->scene();
        int firstPlies = 0; // records within three plies, by walking the tree here
        for (int i = 0; i < tree.size(); ++i)
            firstPlies += tree.ply(i) <= 3 ? 1 : 0;
        QCOMPARE(drawing->drawnCount(), firstPlies);
        QVERIFY(drawing->prunedStubCount() > 0);
        drawing->setExpanded(0, false);
        QCOMPARE(drawing->drawnCount(), 1);
        QCOMPARE(drawing->prunedStubCount(), 0);
        drawing->setExpanded(0, true); // the subtrees below open as they were
        QCOMPARE(drawing->drawnCount(), firstPlies);
        drawing->setExpanded(tree.children(0)[0], false);
        QCOMPARE(drawing->drawnCount(), firstPlies - countBelow(tree, tree.children(0)[0], 3));

        const int deep = tree.size() - 1; // the last call: deeper than the plies drawn
        QVERIFY(tree.ply(deep) > 3);
        m_page->goToEvent({deep, false});
        for (const int record : tree.pathTo(deep)) {
            QVERIFY(drawing->isDrawn(record));
            QVERIFY(m_page->pane(0)->model()->isOnCurrentPath(record));
            QVERIFY(m_page->pane(0)->model()->indexOfRecord(record).data(Qt::FontRole).value<QFont>().bold());
        }
        QVERIFY(!m_page->pane(0)->model()->isOnCurrentPath(tree.children(0)[1]));
    }

    // Side by side: each row of counts is its trace's, and the records are each search's
    // generated count; the paths only one visits agree with the paths spelt out.
    void sideBySideCountsEqualTheTraces()
    {
        child<QCheckBox>(m_page.get(), "compareCheck")->setChecked(true);
        chooseAlgorithm(child<QComboBox>(m_page.get(), "treeAlgorithmComboB"), Algorithm::NegaScout);
        record(24, Algorithm::AlphaBeta, false);
        QVERIFY(m_page->tree(1));
        QVERIFY(m_page->pane(1)->isVisible());
        auto* counts = child<QTableWidget>(m_page.get(), "countsTable");
        QCOMPARE(counts->rowCount(), 2);
        const std::array algorithms{Algorithm::AlphaBeta, Algorithm::NegaScout};
        std::array<std::set<std::vector<int>>, 2> paths;
        for (int row = 0; row < 2; ++row) {
            const TraceTree& tree = *m_page->tree(row);
            QCOMPARE(tree.trace().algorithm, algorithms[std::size_t(row)]);
            const SearchStats stats = solvedStats(24, algorithms[std::size_t(row)], false);
            QCOMPARE(counts->item(row, 1)->data(Qt::UserRole).toULongLong(), stats.generated);
            QCOMPARE(counts->item(row, 2)->data(Qt::UserRole).toULongLong(), stats.expanded);
            const std::array<std::uint64_t, 5> expected{tree.counts().cutoffs, tree.counts().reSearches,
                                                        tree.counts().tableHits, tree.counts().tests, 0};
            for (int column = 3; column <= 6; ++column)
                QCOMPARE(counts->item(row, column)->data(Qt::UserRole).toULongLong(),
                         expected[std::size_t(column - 3)]);
            paths[std::size_t(row)] = movePaths(tree.trace());
        }
        QVERIFY(m_page->tree(1)->counts().reSearches > 0 || m_page->tree(1)->counts().records > 0);
        for (int row = 0; row < 2; ++row) {
            std::uint64_t onlyHere = 0;
            for (const auto& path : paths[std::size_t(row)])
                onlyHere += paths[std::size_t(1 - row)].count(path) ? 0 : 1;
            QCOMPARE(counts->item(row, 7)->data(Qt::UserRole).toULongLong(), onlyHere);
        }
        QVERIFY(counts->item(0, 7)->data(Qt::UserRole).toULongLong() > 0); // alpha-beta and NegaScout differ here
    }

    // The drawing as PNG, SVG and PDF: titled with the search, the position and the value with
    // its view, and without the expand boxes (a collapsed record's box is white in the picture,
    // dark on screen).
    void exportsTheDrawingAsPngSvgAndPdf()
    {
        record(30, Algorithm::AlphaBeta, false);
        const QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("tree.png"));
        const QString svg = dir.filePath(QStringLiteral("tree.svg"));
        const QString pdf = dir.filePath(QStringLiteral("tree.pdf"));
        for (const QString& path : {png, svg, pdf})
            QCOMPARE(m_page->exportDrawing(path), QString());
        const QStringList title = m_page->drawingTitle(0);
        QCOMPARE(title.size(), 2);
        QVERIFY2(title[0].startsWith(QStringLiteral("Alpha-beta, no table — PV label 30 (")), qPrintable(title[0]));
        QVERIFY2(title[1].startsWith(QStringLiteral("value −4 (Black's view) · values and windows in Black's view")),
                 qPrintable(title[1]));

        const QImage image(png);
        QVERIFY(image.width() > 300 && image.height() > 150);
        QVERIFY(image.pixelColor(image.width() / 2, 0) == QColor(Qt::white));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("PV label 30"));
        QVERIFY(text.contains(title[1].section(QStringLiteral(" · "), 0, 0).toUtf8()));
        const int first = m_page->tree(0)->children(0)[0]; // its move is written above it
        QVERIFY(text.contains(QByteArray::fromStdString(moveName(m_page->tree(0)->node(first).move))));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.readAll().startsWith("%PDF"));

        // Where the drawing's boxes are in the picture: the PNG is the drawing at twice its size,
        // its left and bottom edges 16 units from the drawing's.
        TraceScene& scene = *m_page->pane(0)->scene();
        const QRectF area = scene.drawingArea();
        const auto pixelOf = [&](QPointF point) {
            return QPoint(int((point.x() - area.left() + 16) * 2),
                          image.height() - int((area.bottom() + 16 - point.y()) * 2));
        };
        QImage onScreen(area.size().toSize(), QImage::Format_ARGB32);
        onScreen.fill(Qt::white);
        {
            QPainter painter(&onScreen);
            scene.render(&painter, QRectF(QPointF(0, 0), area.size()), area);
        }
        int collapsed = 0;
        for (const int record : scene.drawnRecords()) {
            if (scene.isExpanded(record) || m_page->tree(0)->children(record).empty())
                continue;
            const QPointF centre = scene.badgeArea(record)->center();
            QVERIFY(onScreen.pixelColor((centre - area.topLeft()).toPoint()).lightness() < 160);
            QCOMPARE(image.pixelColor(pixelOf(centre)), QColor(Qt::white));
            ++collapsed;
        }
        QVERIFY(collapsed > 0);
        // An unwritable place is reported, not ignored.
        QVERIFY(!m_page->exportDrawing(dir.filePath(QStringLiteral("missing/tree.png"))).isEmpty());
    }

    // The trace of the stepped search as JSON (one object per call, in call order) and DOT.
    void exportsTheTraceAsJsonAndDot()
    {
        record(28, Algorithm::NegaScout, false);
        const TraceTree& tree = *m_page->tree(0);
        const QTemporaryDir dir;
        const QString json = dir.filePath(QStringLiteral("trace.json"));
        QCOMPARE(m_page->exportTrace(json), QString());
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject object = document.object();
        QCOMPARE(object.value(QStringLiteral("algorithm")).toString(), QStringLiteral("negascout"));
        QCOMPARE(object.value(QStringLiteral("value")).toInt(), PrincipalVariation::kGameValue);
        const QJsonArray nodes = object.value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), tree.size());
        QCOMPARE(std::uint64_t(object.value(QStringLiteral("generated")).toInteger()),
                 solvedStats(28, Algorithm::NegaScout, false).generated);
        for (int i = 0; i < tree.size(); ++i)
            QCOMPARE(nodes[i].toObject().value(QStringLiteral("parent")).toInt(), tree.node(i).parent);

        const QString dot = dir.filePath(QStringLiteral("trace.dot"));
        QCOMPARE(m_page->exportTrace(dot), QString());
        QFile dotFile(dot);
        QVERIFY(dotFile.open(QIODevice::ReadOnly));
        QVERIFY(dotFile.readAll().startsWith("digraph"));
        QVERIFY(!m_page->exportTrace(dir.filePath(QStringLiteral("missing/trace.json"))).isEmpty());
    }

    // Spanish fits: every button, check box and radio button of the tab shows its whole text at
    // 1024x700, side by side with a trace recorded.
    void spanishFitsAt1024x700()
    {
        m_page.reset();
        const InstalledTranslations translations{Language::Spanish};
        init();
        child<QCheckBox>(m_page.get(), "compareCheck")->setChecked(true);
        record(26, Algorithm::AlphaBeta, false);
        QVERIFY(eventLoopTurned());
        for (QAbstractButton* button : m_page->findChildren<QAbstractButton*>()) {
            if (!button->isVisible() || button->text().isEmpty())
                continue;
            QVERIFY2(button->width() >= button->minimumSizeHint().width(), qPrintable(button->text()));
        }
        for (QGroupBox* group : m_page->findChildren<QGroupBox*>())
            QVERIFY2(group->width() >= group->minimumSizeHint().width(), qPrintable(group->title()));
        QVERIFY(m_page->width() <= 1024);
        m_page.reset(); // before the translations go
    }

    // Screens for a person to look at, English and Spanish: the default window (1180x760) at the
    // first pruning cutoff of label 26, alpha-beta beside NegaScout, a stopped Negamax trace, a
    // Scout TEST; the tab alone at 1024x700.
    void rendersTheTab_data()
    {
        QTest::addColumn<int>("language");
        QTest::newRow("en") << int(Language::English);
        QTest::newRow("es") << int(Language::Spanish);
    }
    void rendersTheTab()
    {
        QFETCH(int, language);
        m_page.reset();
        const InstalledTranslations translations{Language(language)};
        const QString tag = QLatin1String(QTest::currentDataTag());
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto* page = window.findChild<TreePage*>();
            window.findChild<QTabWidget*>(QStringLiteral("pageTabs"))->setCurrentWidget(page);
            QVERIFY(recordThrough(*page, 26, Algorithm::AlphaBeta));
            QVERIFY(page->jump(TreePage::Jump::Cutoff));
            QVERIFY(saveScreen(window, QStringLiteral("tree-default-%1.png").arg(tag)));

            child<QCheckBox>(page, "compareCheck")->setChecked(true);
            chooseAlgorithm(child<QComboBox>(page, "treeAlgorithmComboB"), Algorithm::NegaScout);
            QVERIFY(recordThrough(*page, 26, Algorithm::AlphaBeta));
            child<QComboBox>(page, "stepTargetCombo")->setCurrentIndex(1);
            QVERIFY(page->jump(TreePage::Jump::ReSearch));
            page->stepBack(); // the probe that failed high, returning
            QVERIFY(saveScreen(window, QStringLiteral("tree-side-by-side-%1.png").arg(tag)));
            child<QCheckBox>(page, "compareCheck")->setChecked(false);

            page->setRecordBound(20'000);
            child<QSpinBox>(page, "treeLabelSpin")->setValue(14);
            chooseAlgorithm(child<QComboBox>(page, "treeAlgorithmComboA"), Algorithm::Negamax);
            QTest::mouseClick(child<QPushButton>(page, "recordButton"), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(page, "recordProgress")->text().contains(QLatin1String("(")),
                                     scaledMs(20000));
            QTest::mouseClick(child<QPushButton>(page, "treeStopButton"), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(!page->isRecording(), scaledMs(5000));
            page->pane(0)->setPlies(4);
            page->goToEvent(page->tree(0)->last());
            QVERIFY(saveScreen(window, QStringLiteral("tree-stopped-%1.png").arg(tag)));
        }
        init();
        record(26, Algorithm::Scout, false);
        do // a TEST with calls below it
            QVERIFY(m_page->jump(TreePage::Jump::Test));
        while (m_page->tree(0)->subtreeSize(m_page->currentEvent().node) < 3);
        for (int i = 0; i < 2; ++i) // inside it
            m_page->stepForward();
        QVERIFY(saveScreen(*m_page, QStringLiteral("tree-scout-test-1024x700-%1.png").arg(tag)));
        record(26, Algorithm::AlphaBeta, false);
        QVERIFY(m_page->jump(TreePage::Jump::Cutoff));
        QVERIFY(saveScreen(*m_page, QStringLiteral("tree-1024x700-%1.png").arg(tag)));
        const QString exported =
            QDir(QStringLiteral(OSL_SCREENSHOT_DIR)).filePath(QStringLiteral("tree-export-%1.png").arg(tag));
        QCOMPARE(m_page->exportDrawing(exported), QString());
        if (QDir(QStringLiteral("/tmp/tree-shots")).exists())
            QFile::copy(exported, QStringLiteral("/tmp/tree-shots/tree-export-%1.png").arg(tag));
        // The guard's warning from the start, where negamax's estimate is a power of ten.
        child<QSpinBox>(m_page.get(), "treeLabelSpin")->setValue(1);
        chooseAlgorithm(child<QComboBox>(m_page.get(), "treeAlgorithmComboA"), Algorithm::Negamax);
        QVERIFY(child<QLabel>(m_page.get(), "recordGuard")->text().contains(QStringLiteral("10<sup>")));
        QVERIFY(saveScreen(*m_page, QStringLiteral("tree-guard-start-1024x700-%1.png").arg(tag)));
        m_page.reset(); // before the translations go
    }

private:
    void record(int label, Algorithm algorithm, bool table)
    {
        child<QRadioButton>(m_page.get(), "useLabelRadio")->setChecked(true);
        child<QSpinBox>(m_page.get(), "treeLabelSpin")->setValue(label);
        chooseAlgorithm(child<QComboBox>(m_page.get(), "treeAlgorithmComboA"), algorithm);
        child<QCheckBox>(m_page.get(), "treeTableCheckA")->setChecked(table);
        QCOMPARE(m_page->chosenPosition(), pvPosition(label));
        QTest::mouseClick(child<QPushButton>(m_page.get(), "recordButton"), Qt::LeftButton);
        QVERIFY(m_page->isRecording());
        QTRY_VERIFY_WITH_TIMEOUT(!m_page->isRecording(), scaledMs(20000));
        QVERIFY(m_page->tree(0));
        QCOMPARE(m_page->tree(0)->trace().root, pvPosition(label));
    }

    std::unique_ptr<TreePage> m_page;
};

QTEST_MAIN(TestTreePage)
#include "tst_tree_page.moc"
