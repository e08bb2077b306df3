// The Compare tab inside the window at the sizes students use (1024x700 and 1600x1000), in
// English and Spanish, with ten searches on its charts and the policy summary: every chart tab
// visible, the plot a usable height, the results table still there. Renders each screen into
// <build>/screenshots for a person to look at, and a comparison while it runs.

#include "common/charts/ChartPanel.h"
#include "common/charts/ChartPanels.h"
#include "common/charts/LabelChart.h"
#include "common/charts/SeriesChartView.h"
#include "compare/ComparisonCharts.h"
#include "compare/ComparisonJournal.h"
#include "compare/ComparisonPanel.h"
#include "compare/ComparisonView.h"
#include "compare/CopyableTable.h"
#include "compare/PolicySummary.h"
#include "compare/ResultsTable.h"
#include "compare/ResultsTableModel.h"
#include "compare/RunList.h"
#include "shell/Language.h"
#include "shell/MainWindow.h"
#include "support/AssignmentRecords.h"
#include "support/TestRecords.h"
#include "support/TestTimeScale.h"
#include <QAbstractAxis>

#include <QApplication>
#include <QBuffer>
#include <QChartView>
#include <QDir>
#include <QFile>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <memory>

using namespace othello;

namespace {

const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

TableScheme schemeOf(const char* policy) { return {std::get<TablePolicy>(parsePolicy(policy)), TableHash::Mix}; }

// Four algorithms with and without a table over labels 34..20, and alpha-beta with two more
// table policies: ten lines on the Nodes chart, three rows in the policy summary.
std::vector<ResultRecord> tenSearches()
{
    std::vector<ResultRecord> records;
    double growth = 2.2;
    for (const Algorithm algorithm : {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
        for (const bool tt : {false, true}) {
            if (algorithm != Algorithm::AlphaBeta || !tt) {
                auto climb = test::climbRecords(algorithm, tt, 34, 20, growth + (tt ? 0 : 0.3));
                records.insert(records.end(), climb.begin(), climb.end());
            }
            growth -= 0.15;
        }
    for (const char* policy : {"default", "exact", "wipe:1000"})
        for (ResultRecord r :
             test::climbRecords(Algorithm::AlphaBeta, true, 34, 20, std::string(policy) == "default" ? 1.9 : 2.0)) {
            r.table = schemeOf(policy);
            r.tableStats.probes = r.generated / 2;
            r.tableStats.hitsExact = r.tableStats.probes / (std::string(policy) == "exact" ? 5 : 3);
            r.tableStats.misses = r.tableStats.probes - r.tableStats.hitsExact;
            r.tableStats.cutoffs = r.tableStats.hitsExact / 2;
            r.tableStats.capacity = 1 << 20;
            r.tableStats.peakUsed = std::min<std::uint64_t>(r.generated / 3, r.tableStats.capacity);
            records.push_back(r);
        }
    return records;
}

// Every tab of the bar drawn whole inside it: no scroll arrows, nothing cut.
bool allTabsVisible(QTabWidget* tabs)
{
    QTabBar* bar = tabs->tabBar();
    for (int i = 0; i < bar->count(); ++i)
        if (!bar->rect().contains(bar->tabRect(i)))
            return false;
    return true;
}

// The text a widget draws, as the SVG of its rendering: Qt Charts elides a label that has no
// room with "...".
QString drawnText(QWidget* widget)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(widget->size());
    QPainter painter(&svg);
    widget->render(&painter);
    painter.end();
    return QString::fromUtf8(buffer.data());
}

bool elided(const QString& text) { return text.contains(QChar(0x2026)) || text.contains(QStringLiteral("...")); }

// The first run saved to a file in a temporary folder, to open as a run of its own.
QString savedCopy(ComparisonView* view)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("earlier.csv"));
    QString error;
    if (!view->saveRunFile(0, path, false, &error))
        qWarning("%s", qPrintable(error));
    return path;
}

// The pointer over the Nodes chart at label `label`.
void hoverAt(ComparisonCharts* charts, int label)
{
    charts->tabs()->setCurrentIndex(0);
    QApplication::processEvents();
    SeriesChartView* view = charts->nodesPanel()->view();
    LabelChart* chart = charts->nodesChart();
    const QPointF middle = chart->plotArea().center();
    const QPointF at(chart->mapToPosition(QPointF(label, 0), chart->series().front()).x(), middle.y());
    view->showReadoutAt(view->mapFromScene(chart->mapToScene(at)));
}

} // namespace

class TestCompareScreens : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Compare Screens"));
        QVERIFY(QDir().mkpath(kScreenshotDir));
    }

    // Nothing of an earlier run of the suite: its settings, and the runs it kept (a window brings
    // them back before the test can switch prompts off).
    void init()
    {
        QSettings().clear();
        QDir(ComparisonJournal::defaultDirectory()).removeRecursively();
    }

    void compareTab_data()
    {
        QTest::addColumn<bool>("spanish");
        QTest::addColumn<QSize>("size");
        QTest::newRow("en-1024x700") << false << QSize(1024, 700);
        QTest::newRow("en-1600x1000") << false << QSize(1600, 1000);
        QTest::newRow("es-1024x700") << true << QSize(1024, 700);
        QTest::newRow("es-1600x1000") << true << QSize(1600, 1000);
    }

    void compareTab()
    {
        QFETCH(bool, spanish);
        QFETCH(QSize, size);
        const InstalledTranslations translations(spanish ? Language::Spanish : Language::English);
        {
            MainWindow window;
            window.resize(size);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto* view = window.findChild<ComparisonView*>();
            QVERIFY(view);
            view->setPromptsEnabled(false);
            auto* pages = window.findChild<QTabWidget*>(QStringLiteral("pageTabs"));
            pages->setCurrentWidget(view);
            view->results()->addRun({ComparisonView::runName(1), tenSearches()});
            ComparisonCharts* charts = view->charts();
            charts->redrawNow();
            QApplication::processEvents();
            QCOMPARE(charts->nodesChart()->chartSeries().size(), std::size_t(10));

            const QString name = QStringLiteral("compare-%1-%2x%3")
                                     .arg(spanish ? QStringLiteral("es") : QStringLiteral("en"))
                                     .arg(size.width())
                                     .arg(size.height());
            const auto save = [&](const QString& what) {
                QApplication::processEvents();
                const QString path = QDir(kScreenshotDir).filePath(name + what + QStringLiteral(".png"));
                QVERIFY2(window.grab().save(path), qPrintable(path));
            };
            save(QString());
            QCOMPARE(window.size(), size); // the tab asks for no more than the window has
            QChartView* plot = charts->nodesPanel()->view();
            const QString drawn = drawnText(plot);
            QVERIFY(drawn.contains(charts->nodesChart()->axes(Qt::Horizontal).front()->titleText()));
            QVERIFY2(!elided(drawn), "a label of the Nodes chart is elided");
            QVERIFY2(allTabsVisible(charts->tabs()), qPrintable(QString::number(charts->tabs()->tabBar()->width())));
            const int plotHeight = charts->nodesPanel()->view()->height();
            QVERIFY2(plotHeight >= size.height() * 0.4, qPrintable(QString::number(plotHeight)));
            auto* table = view->findChild<ResultsTable*>(QStringLiteral("resultsTable"));
            QVERIFY(table);
            QVERIFY2(table->height() >= 90, qPrintable(QString::number(table->height())));
            // The runs and the policy summary beside the results table.
            QCOMPARE(view->resultTabs()->count(), 3);
            QVERIFY(allTabsVisible(view->resultTabs()));
            view->resultTabs()->setCurrentWidget(view->policySummaryTable());
            QCOMPARE(view->policySummary()->rowCount(), 3);
            save(QStringLiteral("-policy-summary"));
            view->openResultsFile(savedCopy(view), nullptr); // a second run, opened from a file
            view->resultTabs()->setCurrentWidget(view->runList());
            save(QStringLiteral("-runs"));
            view->removeRun(1);
            view->resultTabs()->setCurrentIndex(0);
            // Every view of the values, with its subtitle; and the pointer's readout.
            charts->setBranchingFactor(true);
            save(QStringLiteral("-branching"));
            QVERIFY2(!elided(drawnText(plot)), "a label of the branching factor chart is elided");
            charts->setBaseline(searchKey(charts->timeChart()->plotSeries()[2]));
            QVERIFY(charts->nodesChart()->subtitle().contains(QStringLiteral("÷")) ||
                    charts->nodesChart()->isRelative());
            save(QStringLiteral("-ratio"));
            QVERIFY2(!elided(drawnText(plot)), "a label of the ratio chart is elided");
            hoverAt(charts, 27);
            save(QStringLiteral("-ratio-readout"));
            charts->setBranchingFactor(false);
            hoverAt(charts, 26);
            save(QStringLiteral("-readout"));
            charts->nodesPanel()->view()->hideReadout();
            charts->setChartLayout(ChartLayout::Panels);
            QApplication::processEvents();
            charts->nodesPanel()->panelGrid()->syncNow();
            save(QStringLiteral("-panels"));
            charts->setChartLayout(ChartLayout::Overlaid);
            // The exported figures in this language, at both paper sizes, overlaid and in panels.
            if (size.width() == 1024)
                for (const PaperSize paper : {PaperSize::OneColumn, PaperSize::TwoColumns})
                    for (const ChartLayout layout : {ChartLayout::Overlaid, ChartLayout::Panels}) {
                        FigureOptions figure;
                        figure.paper = paper;
                        ChartImageOptions options = view->currentChartOptions(figure);
                        options.layout = layout;
                        for (const PlotKind kind : {PlotKind::Nodes, PlotKind::Time, PlotKind::TableMemory}) {
                            const QImage image = renderChartImage(kind, view->results()->runs(), options);
                            QCOMPARE(image.size(), figure.figureSize().size);
                            const QString file =
                                QStringLiteral("figure-%1-%2-%3-%4")
                                    .arg(spanish ? QStringLiteral("es") : QStringLiteral("en"), paperSizeName(paper),
                                         layout == ChartLayout::Panels ? QStringLiteral("panels")
                                                                       : QStringLiteral("overlaid"),
                                         chartFileName(kind));
                            QVERIFY(image.save(QDir(kScreenshotDir).filePath(file)));
                        }
                    }
            // Every chart tab draws its titles and labels whole.
            for (int tab = 1; tab < charts->tabs()->count(); ++tab) {
                charts->tabs()->setCurrentIndex(tab);
                QApplication::processEvents();
                auto* panel = qobject_cast<ChartPanel*>(charts->tabs()->currentWidget());
                QVERIFY(panel);
                const QString text = drawnText(panel->view());
                if (elided(text)) { // keep the drawing to see what was cut
                    QFile file(QDir(kScreenshotDir).filePath(name + QStringLiteral("-tab%1.svg").arg(tab)));
                    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) > 0);
                }
                QVERIFY2(!elided(text), qPrintable(charts->tabs()->tabText(tab)));
            }
            save(QStringLiteral("-tt-memory"));
        }
    }

    // The assignment's own comparison (eight searches, labels 34 to 14, real counts): the Nodes
    // chart overlaid and in panels, the Time and TT memory charts, the pointer's readout, and
    // the figures at both paper sizes, overlaid and in panels. Scout is drawn wherever it is.
    void theAssignmentsEightSearches_data() { compareTab_data(); }

    void theAssignmentsEightSearches()
    {
        QFETCH(bool, spanish);
        QFETCH(QSize, size);
        const InstalledTranslations translations(spanish ? Language::Spanish : Language::English);
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* view = window.findChild<ComparisonView*>();
        view->setPromptsEnabled(false);
        window.findChild<QTabWidget*>(QStringLiteral("pageTabs"))->setCurrentWidget(view);
        view->results()->addRun({ComparisonView::runName(1), test::assignmentRecords()});
        ComparisonCharts* charts = view->charts();
        charts->redrawNow();
        QApplication::processEvents();
        QCOMPARE(charts->nodesChart()->chartSeries().size(), std::size_t(8));
        const QString name = QStringLiteral("assignment-%1-%2x%3")
                                 .arg(spanish ? QStringLiteral("es") : QStringLiteral("en"))
                                 .arg(size.width())
                                 .arg(size.height());
        const auto save = [&](const QString& what) {
            QApplication::processEvents();
            const QString path = QDir(kScreenshotDir).filePath(name + what + QStringLiteral(".png"));
            QVERIFY2(window.grab().save(path), qPrintable(path));
        };
        save(QStringLiteral("-nodes"));
        QCOMPARE(window.size(), size);
        QVERIFY2(!elided(drawnText(charts->nodesPanel()->view())), "a label of the Nodes chart is elided");
        hoverAt(charts, 17);
        QCOMPARE(charts->nodesPanel()->view()->readoutBox()->readout().rows.size(), 8);
        save(QStringLiteral("-readout"));
        charts->nodesPanel()->view()->hideReadout();
        charts->setChartLayout(ChartLayout::Panels);
        QApplication::processEvents();
        charts->nodesPanel()->panelGrid()->syncNow();
        QCOMPARE(charts->nodesPanel()->panelGrid()->panelCharts().size(), std::size_t(4));
        save(QStringLiteral("-panels"));
        charts->setChartLayout(ChartLayout::Overlaid);
        for (int tab = 1; tab < charts->tabs()->count(); ++tab) {
            charts->tabs()->setCurrentIndex(tab);
            QVERIFY2(!elided(drawnText(qobject_cast<ChartPanel*>(charts->tabs()->currentWidget())->view())),
                     qPrintable(charts->tabs()->tabText(tab)));
            save(QStringLiteral("-tab%1").arg(tab));
        }
        if (size.width() != 1024)
            return;
        for (const PaperSize paper : {PaperSize::OneColumn, PaperSize::TwoColumns})
            for (const ChartLayout layout : {ChartLayout::Overlaid, ChartLayout::Panels}) {
                FigureOptions figure;
                figure.paper = paper;
                ChartImageOptions options = view->currentChartOptions(figure);
                options.layout = layout;
                for (const PlotKind kind : {PlotKind::Nodes, PlotKind::Time, PlotKind::TableMemory}) {
                    const QImage image = renderChartImage(kind, view->results()->runs(), options);
                    QCOMPARE(image.size(), figure.figureSize().size);
                    const QString file =
                        QStringLiteral("assignment-figure-%1-%2-%3-%4")
                            .arg(spanish ? QStringLiteral("es") : QStringLiteral("en"),
                                 paperSizeName(paper).replace(QLatin1Char(' '), QLatin1Char('-')),
                                 layout == ChartLayout::Panels ? QStringLiteral("panels") : QStringLiteral("overlaid"),
                                 chartFileName(kind));
                    QVERIFY(image.save(QDir(kScreenshotDir).filePath(file)));
                }
            }
    }

    // A comparison while it runs: rows arrive, the charts follow.
    void liveRun()
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* view = window.findChild<ComparisonView*>();
        view->setPromptsEnabled(false);
        window.findChild<QTabWidget*>(QStringLiteral("pageTabs"))->setCurrentWidget(view);
        ComparisonSettings settings = view->panel()->settings();
        settings.combinations = {{Algorithm::AlphaBeta, false},
                                 {Algorithm::AlphaBeta, true},
                                 {Algorithm::NegaScout, false},
                                 {Algorithm::NegaScout, true}};
        settings.fromLabel = 34;
        settings.toLabel = 10;
        settings.timeLimitSeconds = 60;
        view->panel()->setSettings(settings);
        view->startComparison();
        QVERIFY(view->isRunning());
        // Wait for a dozen searches, then look while it still runs.
        QTRY_VERIFY_WITH_TIMEOUT(view->results()->rowCount() >= 48, test::scaledMs(60000));
        QVERIFY(view->isRunning());
        view->charts()->redrawNow();
        QApplication::processEvents();
        QVERIFY(!view->charts()->nodesChart()->chartSeries().empty());
        QVERIFY(window.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("compare-live-run.png"))));
        view->stopComparison();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), test::scaledMs(5000));
    }
};

QTEST_MAIN(TestCompareScreens)
#include "tst_compare_screens.moc"
