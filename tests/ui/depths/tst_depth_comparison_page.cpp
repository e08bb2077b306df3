// The Depths tab: fixed-depth comparisons through the tab, their table, charts, file and Stop.

#include "common/KeptResults.h"
#include "common/ValueView.h"
#include "common/charts/DepthChart.h"
#include "common/charts/SeriesChart.h"
#include "depths/DepthComparisonPage.h"
#include "depths/DepthRowsModel.h"
#include "results/DepthComparisonFiles.h"
#include "shell/Language.h"
#include "support/EventLoopTurn.h"
#include "support/ScreenChecks.h"
#include "support/TestTimeScale.h"

#include <QCheckBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFontMetricsF>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <map>

using namespace othello;
using namespace othello::depth;

namespace {
const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);
}

class TestDepthComparisonPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the kept rows go to a test location
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tests"));
        QDir().mkpath(kScreenshotDir);
    }
    void init() { QDir(KeptResults::defaultDirectory()).removeRecursively(); }
    void cleanup() { ValueConvention::instance().setView(ValueView::Black); }

    // The tab offered "Best (PVS + TT + ordering)" beside "TT off": Best is named for what it
    // does here, the TT column says whether its table was on.
    void bestIsNotCalledTTWhenItRunsWithoutOne()
    {
        DepthComparisonPage page;
        page.setBoardSize(4);
        page.setMaxDepth(1);
        QVERIFY(page.start());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(20000));
        const DepthRowsModel& rows = *page.rows();
        bool seen = false;
        for (int row = 0; row < rows.rowCount(); ++row)
            if (rows.rows()[std::size_t(row)].algorithm == Algorithm::Best) {
                seen = true;
                QCOMPARE(rows.index(row, DepthRowsModel::Search).data().toString(),
                         QStringLiteral("Best (PVS + ordering)"));
                QCOMPARE(rows.index(row, DepthRowsModel::Table).data().toString(), QStringLiteral("off"));
            }
        QVERIFY(seen);
        for (const QCheckBox* box : page.findChildren<QCheckBox*>())
            QVERIFY2(!box->text().contains(QStringLiteral("TT +")), qPrintable(box->text()));
        // The charts' legends too (they said "Best (PVS + TT + ordering)" beside "TT off").
        for (const DepthChart* chart : page.findChildren<DepthChart*>()) {
            QVERIFY(!chart->lines().isEmpty());
            for (const auto& line : chart->lines())
                QVERIFY2(!line.first.contains(QStringLiteral("TT +")), qPrintable(line.first));
        }
    }

    // The value column names its view and follows Settings > Values From.
    void theValueColumnNamesItsView()
    {
        DepthRowsModel model;
        QVERIFY(model.headerData(DepthRowsModel::Value, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .contains(QStringLiteral("Black")));
        QVERIFY(model.headerData(DepthRowsModel::Value, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("evaluation points")));
        Board white = Board::start(6).played(Board::start(6).moveList().front());
        model.setPositions({white});
        DepthComparisonRow row;
        row.result.value = 970;
        model.addRow(row);
        QCOMPARE(model.index(0, DepthRowsModel::Value).data().toString(), QStringLiteral("+970"));
        ValueConvention::instance().setView(ValueView::SideToMove);
        QCOMPARE(model.index(0, DepthRowsModel::Value).data().toString(), QStringLiteral("\u2212970"));
        QVERIFY(model.headerData(DepthRowsModel::Value, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .contains(QStringLiteral("mover")));
    }

    // A depth comparison is no longer gone after a restart: kept until exported or discarded.
    void rowsAreKeptUntilExported()
    {
        int rows = 0;
        {
            DepthComparisonPage page;
            page.setBoardSize(4);
            page.setMaxDepth(2);
            QVERIFY(page.start());
            QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(20000));
            rows = page.rows()->rowCount();
            QVERIFY(page.keptResults().exists());
            QVERIFY(!page.unsavedWork().isEmpty());
            QVERIFY(page.keepsUnsavedWork());
        }
        DepthComparisonPage page;
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        page.restoreSettings(settings);
        QCOMPARE(page.rows()->rowCount(), rows);
        QCOMPARE(page.rows()->positions().size(), std::size_t{1});
        QVERIFY(!page.findChild<DepthChart*>(QStringLiteral("depthNodesChart"))->lines().isEmpty());
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("depthsKeptNotice"))
                    ->text()
                    .contains(QStringLiteral("last session")));
        QString error;
        QVERIFY2(page.exportCsv(dir.filePath(QStringLiteral("d.csv")), &error), qPrintable(error));
        QVERIFY(page.unsavedWork().isEmpty());
        QVERIFY(!page.keptResults().exists());
    }

    void screenshots_data()
    {
        QTest::addColumn<int>("language");
        QTest::addColumn<QSize>("size");
        for (const auto& [name, language] : {std::pair{"en", Language::English}, std::pair{"es", Language::Spanish}})
            for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)})
                QTest::addRow("%s-%dx%d", name, size.width(), size.height()) << int(language) << size;
    }
    // Renders the tab for a person to look at and checks it as a person would.
    void screenshots()
    {
        QFETCH(int, language);
        QFETCH(QSize, size);
        const InstalledTranslations translations{Language(language)};
        DepthComparisonPage page;
        page.resize(size);
        page.setBoardSize(6);
        page.setMaxDepth(3);
        page.show();
        QVERIFY(page.start());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(20000));
        QVERIFY(test::eventLoopTurned());
        QVERIFY(page.grab().save(
            QDir(kScreenshotDir)
                .filePath(QStringLiteral("depths-%1.png").arg(QLatin1String(QTest::currentDataTag())))));
        QStringList problems = test::controlsOutside(&page) + test::elidedTexts(&page);
        // Each chart's title fits above its plot (the Spanish one was cut at 1024 pixels).
        for (const DepthChart* chart : page.findChildren<DepthChart*>()) {
            const SeriesChart* plot = chart->chart();
            const qreal needs = QFontMetricsF(plot->titleFont()).horizontalAdvance(plot->title());
            if (plot->title().isEmpty() || needs > plot->plotArea().width())
                problems << QStringLiteral("chart title '%1' needs %2 px, the plot has %3")
                                .arg(plot->title())
                                .arg(needs)
                                .arg(plot->plotArea().width());
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void searchesAgreeAndPruningSaves()
    {
        DepthComparisonPage page;
        page.resize(1100, 700);
        page.setBoardSize(6);
        page.setMaxDepth(4);
        QVERIFY(page.start());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(60000));
        const auto& rows = page.rows()->rows();
        QCOMPARE(rows.size(), std::size_t{4 * 4}); // depths x searches (TT off)
        std::map<int, int> valueAt;
        std::map<int, std::uint64_t> negamaxNodes;
        for (const DepthComparisonRow& row : rows) {
            // Every search finds the value of an independent run at that depth.
            DepthOptions options;
            options.algorithm = Algorithm::Negamax;
            options.depth = row.depth;
            options.evaluator = *evaluation::parseEvaluator("mixed", 6);
            if (!valueAt.count(row.depth))
                valueAt[row.depth] = searchToDepth(Board::start(6), options).value;
            QCOMPARE(row.result.value, valueAt[row.depth]);
            if (row.algorithm == Algorithm::Negamax)
                negamaxNodes[row.depth] = row.result.stats.generated;
            else
                QVERIFY(row.result.stats.generated <= negamaxNodes.at(row.depth));
        }
        // One line per search; its points are the table's node counts, depth by depth.
        auto* nodesChart = page.findChild<DepthChart*>(QStringLiteral("depthNodesChart"));
        auto* timeChart = page.findChild<DepthChart*>(QStringLiteral("depthTimeChart"));
        QVERIFY(nodesChart && timeChart);
        const auto lines = nodesChart->lines();
        QCOMPARE(lines.size(), 4);
        for (const auto& [name, points] : lines) {
            QCOMPARE(points.size(), 4);
            Q_UNUSED(name);
        }
        const auto negamaxLine = lines.front().second; // the charts list searches in kAlgorithms order
        for (int depth = 1; depth <= 4; ++depth)
            QCOMPARE(negamaxLine[depth - 1], QPointF(depth, static_cast<double>(negamaxNodes[depth])));
        QCOMPARE(timeChart->lines().size(), 4);

        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(test::eventLoopTurned()); // the table and the charts laid out
        QVERIFY(page.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("depths.png"))));

        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(QStringLiteral("d.csv"));
        QVERIFY2(page.exportCsv(path, &error), qPrintable(error));
        QFile csv(path);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines2 = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines2.size(), 17);
        QCOMPARE(lines2.front(), depthComparisonCsvHeader());
        QCOMPARE(lines2[1], depthComparisonCsvRow(rows.front()));
    }

    void positionFileSumsOverItsPositions()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("p.obf")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        const Board first = Board::start(8);
        const Board second = first.played(first.moveList().front());
        file.write((toText(first) + "\n" + toText(second) + " ; second\n").c_str());
        file.close();
        DepthComparisonPage page;
        page.setBoardSize(8);
        page.setPositionsFile(file.fileName());
        page.setMaxDepth(3);
        QVERIFY(page.start());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(60000));
        const auto& rows = page.rows()->rows();
        QCOMPARE(rows.size(), std::size_t{2 * 3 * 4});
        double alphaBetaAtDepth3 = 0;
        for (const auto& row : rows)
            if (row.algorithm == Algorithm::AlphaBeta && row.depth == 3)
                alphaBetaAtDepth3 += static_cast<double>(row.result.stats.generated);
        auto* nodesChart = page.findChild<DepthChart*>(QStringLiteral("depthNodesChart"));
        QVERIFY(nodesChart);
        const auto lines = nodesChart->lines();
        QCOMPARE(lines[1].second.at(2), QPointF(3, alphaBetaAtDepth3));

        // Positions of another size: a one-line message, nothing runs.
        page.setBoardSize(6);
        QVERIFY(!page.start());
        QVERIFY(!page.isRunning());
        QVERIFY2(page.statusText().contains(QStringLiteral("8×8")), qPrintable(page.statusText()));
    }

    void stopEndsTheComparisonQuickly()
    {
        DepthComparisonPage page;
        page.setBoardSize(8);
        page.setMaxDepth(14);
        QVERIFY(page.start());
        // A progress report: the comparison is deep in a search.
        QTRY_VERIFY_WITH_TIMEOUT(page.statusText().contains(QStringLiteral("searches done")), test::scaledMs(5000));
        QVERIFY(page.isRunning());
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("depthsStopButton")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(1000));
        QVERIFY2(clock.elapsed() < test::scaledMs(100) + 50, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(page.statusText().contains(QStringLiteral("Stopped")));
    }
};

QTEST_MAIN(TestDepthComparisonPage)
#include "tst_depth_comparison_page.moc"
