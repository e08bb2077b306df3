#include "common/charts/ChartPanel.h"
#include "common/charts/LabelChart.h"
#include "common/charts/SeriesChartView.h"
#include "compare/ComparisonCharts.h"
#include "compare/ComparisonPanel.h"
#include "compare/ComparisonView.h"
#include "compare/ResultsTable.h"
#include "compare/ResultsTableModel.h"
#include "compare/RunList.h"
#include "support/RandomPositions.h"
#include "support/TestRecords.h"
#include "support/TestTimeScale.h"
#include <QChartView>

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include <map>
#include <memory>
#include <optional>

using namespace othello;

namespace {

const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

// Ticks the given combinations (and clears the others) as a user would.
void choose(ComparisonPanel* panel, const std::vector<Combination>& chosen)
{
    for (const AlgorithmInfo& info : kAlgorithms)
        for (const bool tt : {false, true}) {
            const QString name = QStringLiteral("combinationBox:%1:%2")
                                     .arg(QLatin1String(info.id.data(), qsizetype(info.id.size())),
                                          tt ? QStringLiteral("on") : QStringLiteral("off"));
            auto* box = panel->findChild<QCheckBox*>(name);
            QVERIFY2(box, qPrintable(name));
            const bool wanted =
                std::find(chosen.begin(), chosen.end(), Combination{info.algorithm, tt}) != chosen.end();
            if (box->isChecked() != wanted)
                QTest::mouseClick(box, Qt::LeftButton);
        }
}

void setLabels(ComparisonPanel* panel, int from, int to, double limit)
{
    panel->findChildren<QSpinBox*>()[0]->setValue(from);
    panel->findChildren<QSpinBox*>()[1]->setValue(to);
    ComparisonSettings s = panel->settings();
    s.timeLimitSeconds = limit;
    panel->setSettings(s);
}

std::vector<Combination> allAlgorithms(bool tt)
{
    std::vector<Combination> all;
    for (const AlgorithmInfo& info : kAlgorithms)
        all.push_back({info.algorithm, tt});
    return all;
}

int pointsOf(LabelChart* chart)
{
    int points = 0;
    for (QAbstractSeries* s : chart->series())
        points += int(qobject_cast<QLineSeries*>(s)->count());
    return points;
}

} // namespace

// The comparison workspace driven through its widgets, with real searches of late PV labels.
class TestComparisonView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings and journal in test locations
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Comparison Tests"));
        QVERIFY(QDir().mkpath(kScreenshotDir));
    }

    void init()
    {
        QSettings().clear();
        QDir(ComparisonJournal::defaultDirectory()).removeRecursively();
        m_view = std::make_unique<ComparisonView>();
        m_view->setPromptsEnabled(false);
        m_view->resize(1400, 900);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }

    void cleanup()
    {
        m_view.reset();
        QFile::remove(ComparisonJournal::defaultDirectory()); // left by unwritableJournalRunsInMemory
        QDir(ComparisonJournal::defaultDirectory()).removeRecursively();
    }

    void runsAllAlgorithms_data()
    {
        QTest::addColumn<bool>("tt");
        QTest::newRow("TT off") << false;
        QTest::newRow("TT on") << true;
    }

    void runsAllAlgorithms()
    {
        QFETCH(bool, tt);
        ComparisonPanel* panel = m_view->panel();
        auto* start = panel->findChild<QPushButton*>(QStringLiteral("comparisonStartButton"));
        auto* stop = panel->findChild<QPushButton*>(QStringLiteral("comparisonStopButton"));
        QVERIFY(start && stop);
        choose(panel, allAlgorithms(tt));
        setLabels(panel, 34, 25, 60);
        QSignalSpy running(m_view.get(), &ComparisonView::runningChanged);
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(m_view->isRunning());
        QVERIFY(!start->isEnabled());
        QVERIFY(stop->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isRunning(), test::scaledMs(60000));
        QCOMPARE(running.size(), 2);
        QCOMPARE(running[0][0].toBool(), true);
        QCOMPARE(running[1][0].toBool(), false);
        QVERIFY(start->isEnabled());

        // 10 rows per combination, each solved to the PV value.
        ResultsTableModel* model = m_view->results();
        QCOMPARE(model->rowCount(), int(10 * kAlgorithms.size()));
        std::map<Algorithm, int> rowsPerAlgorithm;
        for (const ResultRecord& r : model->runs()[0].records) {
            ++rowsPerAlgorithm[r.algorithm];
            QCOMPARE(r.tt, tt);
            QCOMPARE(r.status, SearchStatus::Done);
            QCOMPARE(r.value, std::optional<int>(PrincipalVariation::kGameValue));
            QVERIFY(r.label >= 25 && r.label <= 34);
        }
        for (const AlgorithmInfo& info : kAlgorithms)
            QCOMPARE(rowsPerAlgorithm[info.algorithm], 10);
        QCOMPARE(model->index(0, ResultsTableModel::Run).data().toString(), ComparisonView::runName(1));
        auto* table = m_view->findChild<ResultsTable*>(QStringLiteral("resultsTable"));
        QVERIFY(table);
        QVERIFY(table->isColumnHidden(ResultsTableModel::Position)); // the PV only
        QVERIFY(!table->isColumnHidden(ResultsTableModel::Label));

        // Charts: a line per combination of 10 points each (generated nodes; a line per counter
        // when both are chosen), and a time line per combination.
        const int combinations = int(kAlgorithms.size());
        LabelChart* nodes = m_view->charts()->nodesChart();
        LabelChart* time = m_view->charts()->timeChart();
        QCOMPARE(nodes->series().size(), combinations);
        QCOMPARE(pointsOf(nodes), combinations * 10);
        m_view->charts()->setNodeCounters(NodeCounters::Both);
        QCOMPARE(nodes->series().size(), 2 * combinations);
        QCOMPARE(pointsOf(nodes), 2 * combinations * 10);
        m_view->charts()->setNodeCounters(NodeCounters::Generated);
        QCOMPARE(time->series().size(), combinations);
        QCOMPARE(pointsOf(time), combinations * 10);
        for (QAbstractSeries* s : time->series())
            QVERIFY(s->isVisible());

        // The run is kept on disk, finished, as the table shows it.
        const ResultsLoad journal = loadResults(m_view->journal().pathOf(model->runs()[0].key()));
        QVERIFY2(journal.problems.isEmpty(), qPrintable(journal.problems.join('\n')));
        QCOMPARE(journal.records.size(), model->runs()[0].records.size());
        for (std::size_t i = 0; i < journal.records.size(); ++i)
            QVERIFY2(journal.records[i] == model->runs()[0].records[i],
                     qPrintable(toCsvLine(journal.records[i]) + " / " + toCsvLine(model->runs()[0].records[i])));
        QCOMPARE(m_view->journal().keptRuns().size(), std::size_t(1));
        QVERIFY(!m_view->journal().keptRuns().front().running);
        QVERIFY(m_view->journal().keptRuns().front().unsaved);

        screenshot(tt ? QStringLiteral("comparison-tt-on") : QStringLiteral("comparison-tt-off"));
    }

    void stopKeepsFinishedRows()
    {
        ComparisonPanel* panel = m_view->panel();
        auto* start = panel->findChild<QPushButton*>(QStringLiteral("comparisonStartButton"));
        auto* stop = panel->findChild<QPushButton*>(QStringLiteral("comparisonStopButton"));
        auto* activity = panel->findChild<QLabel*>(QStringLiteral("activityLabel"));
        QVERIFY(start && stop && activity);
        choose(panel, {{Algorithm::Negamax, false}});
        setLabels(panel, 34, 1, 60);
        QTest::mouseClick(start, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_view->results()->rowCount() >= 3, test::scaledMs(20000));
        QTRY_VERIFY(!activity->text().isEmpty());
        QVERIFY(m_view->isRunning()); // negamax from label 1 runs for ages

        screenshot(QStringLiteral("comparison-running"));
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(stop, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isRunning(), test::scaledMs(1000));
        QVERIFY2(clock.elapsed() < test::scaledMs(1000), qPrintable(QString::number(clock.elapsed())));

        const auto& records = m_view->results()->runs()[0].records;
        QVERIFY(records.size() >= 3);
        // Labels climb 34, 33, ...; all done but possibly the one stopped.
        for (std::size_t i = 0; i < records.size(); ++i) {
            QCOMPARE(records[i].label, 34 - int(i));
            if (i + 1 < records.size())
                QCOMPARE(records[i].status, SearchStatus::Done);
        }
        QVERIFY(records.back().status == SearchStatus::Done || records.back().status == SearchStatus::Cancelled);
        QVERIFY(start->isEnabled());
        QCOMPARE(loadResults(m_view->journal().pathOf(m_view->results()->runs()[0].key())).records, records);
    }

    // Start never touches the runs there are: each Start adds one beside them (issue 35).
    void startNeverRemovesARun()
    {
        choose(m_view->panel(), {{Algorithm::AlphaBeta, false}});
        setLabels(m_view->panel(), 34, 31, 60);
        m_view->startComparison();
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isRunning(), test::scaledMs(60000));
        const std::vector<ResultRecord> first = m_view->results()->runs()[0].records;
        QCOMPARE(first.size(), std::size_t(4));

        // Other algorithms, Start again: the first run is still there, whole, under its name.
        choose(m_view->panel(), {{Algorithm::Scout, false}, {Algorithm::NegaScout, true}});
        setLabels(m_view->panel(), 34, 32, 60);
        QTest::mouseClick(m_view->panel()->findChild<QPushButton*>(QStringLiteral("comparisonStartButton")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isRunning(), test::scaledMs(60000));
        ResultsTableModel* model = m_view->results();
        QCOMPARE(model->runs().size(), std::size_t(2));
        QCOMPARE(model->runs()[0].name, ComparisonView::runName(1));
        QCOMPARE(model->runs()[0].records, first);
        QCOMPARE(model->runs()[1].name, ComparisonView::runName(2));
        QCOMPARE(model->runs()[1].records.size(), std::size_t(6));
        QCOMPARE(model->rowCount(), 10);
        // Both in the charts, told apart by the marker's fill and the run in the legend.
        m_view->charts()->redrawNow();
        const auto& time = m_view->charts()->timeChart()->plotSeries();
        QCOMPARE(time.size(), std::size_t(3));
        QVERIFY(time[0].name.startsWith(ComparisonView::runName(1)));
        QVERIFY(time[2].fill != time[0].fill);
        QVERIFY(m_view->unsavedWork().startsWith(QStringLiteral("10 comparison result")));
        QVERIFY2(m_view->unsavedWork().contains(ComparisonView::runName(2)), qPrintable(m_view->unsavedWork()));
        // And a third: Run 3, the others as they were.
        m_view->startComparison();
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isRunning(), test::scaledMs(60000));
        QCOMPARE(model->runs().size(), std::size_t(3));
        QCOMPARE(model->runs()[2].name, ComparisonView::runName(3));
        QCOMPARE(model->runs()[0].records, first);
        m_view->resultTabs()->setCurrentWidget(m_view->runList());
        screenshot(QStringLiteral("comparison-three-runs"));
    }

    // Every run comes back at the next launch, named and shown as it was, until it is removed;
    // saving one says so; a run whose launch ended mid-search comes back with what it finished.
    void runsComeBackAtTheNextLaunch()
    {
        runQuick();
        const std::vector<ResultRecord> records = m_view->results()->runs()[0].records;
        m_view->renameRun(0, QStringLiteral("alpha-beta and NegaScout"));
        m_view.reset();

        m_view = std::make_unique<ComparisonView>(); // prompts on: the runs come back by themselves
        m_view->show();
        QTRY_COMPARE(m_view->results()->runs().size(), std::size_t(1));
        QCOMPARE(m_view->results()->runs()[0].name, QStringLiteral("alpha-beta and NegaScout"));
        QCOMPARE(m_view->results()->runs()[0].records, records);
        QVERIFY(m_view->unsavedWork().startsWith(QStringLiteral("32 comparison result")));
        QVERIFY(!m_view->journal().unsavedRunPath().isEmpty());
        m_view->charts()->redrawNow();
        QCOMPARE(m_view->charts()->timeChart()->plotSeries().size(), std::size_t(4));

        // Saved: no longer unsaved, and still kept. A new Start is Run 1 of this workspace too.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(m_view->saveRunFile(0, dir.filePath(QStringLiteral("kept.csv")), false, &error), qPrintable(error));
        QCOMPARE(loadResults(dir.filePath(QStringLiteral("kept.csv"))).records, records);
        QVERIFY(m_view->unsavedWork().isEmpty());
        QVERIFY(m_view->journal().unsavedRunPath().isEmpty());
        m_view->setRunShown(0, false);
        m_view.reset();
        m_view = std::make_unique<ComparisonView>();
        m_view->setPromptsEnabled(false);
        QCOMPARE(m_view->restoreKeptRuns(), 1);
        QVERIFY(!m_view->results()->runs()[0].shown);
        QCOMPARE(m_view->results()->rowCount(), 0); // hidden: no rows
        QVERIFY(m_view->unsavedWork().isEmpty());
        QCOMPARE(m_view->results()->runs()[0].records, records);
        m_view->setRunShown(0, true);
        QCOMPARE(m_view->results()->rowCount(), 32);

        // Removed: gone for good.
        m_view->removeRun(0);
        QVERIFY(m_view->results()->runs().empty());
        m_view.reset();
        m_view = std::make_unique<ComparisonView>();
        m_view->setPromptsEnabled(false);
        QCOMPARE(m_view->restoreKeptRuns(), 0);
    }

    // Quitting without saving, on purpose: the unsaved runs do not come back; the saved ones do.
    void discardedRunsDoNotComeBack()
    {
        runQuick();
        QTemporaryDir dir;
        QString error;
        QVERIFY(m_view->saveRunFile(0, dir.filePath(QStringLiteral("a.json")), true, &error));
        runQuick();
        QCOMPARE(m_view->results()->runs().size(), std::size_t(2));
        QVERIFY(!m_view->unsavedWork().isEmpty());
        m_view->discardUnsavedWork();
        QCOMPARE(m_view->results()->runs().size(), std::size_t(1));
        QVERIFY(m_view->unsavedWork().isEmpty());
        QVERIFY(m_view->journal().unsavedRunPath().isEmpty());
        m_view.reset();
        m_view = std::make_unique<ComparisonView>();
        m_view->setPromptsEnabled(false);
        QCOMPARE(m_view->restoreKeptRuns(), 1);
        QCOMPARE(m_view->results()->runs()[0].name, ComparisonView::runName(1));
    }

    void destroyingWhileRunningStopsAndKeepsTheRun()
    {
        choose(m_view->panel(), {{Algorithm::Negamax, false}});
        setLabels(m_view->panel(), 34, 1, 60);
        m_view->startComparison();
        QTRY_VERIFY_WITH_TIMEOUT(m_view->results()->rowCount() >= 2, test::scaledMs(20000));
        const std::size_t rowsBefore = m_view->results()->runs()[0].records.size();
        QElapsedTimer clock;
        clock.start();
        m_view.reset();
        QVERIFY2(clock.elapsed() < test::scaledMs(1000), qPrintable(QString::number(clock.elapsed())));

        // The next view brings the run back with at least what was shown, unsaved.
        ComparisonView next;
        next.setPromptsEnabled(false);
        QSignalSpy status(&next, &ComparisonView::statusMessage);
        QCOMPARE(next.restoreKeptRuns(), 1);
        QVERIFY(next.results()->runs()[0].records.size() >= rowsBefore);
        QCOMPARE(next.results()->runs()[0].name, ComparisonView::runName(1));
        QVERIFY(!next.unsavedWork().isEmpty());
        bool said = false;
        for (const QList<QVariant>& message : status)
            said = said || message.first().toString().contains(QStringLiteral("interrupted"));
        QVERIFY(said);
        QVERIFY(!next.journal().keptRuns().front().running);
    }

    // Removing or clearing runs whose results are not saved asks first; saved runs go at once.
    void removingUnsavedRunsAsksFirst()
    {
        runQuick();
        runQuick();
        m_view->setPromptsEnabled(true);
        m_view->removeRun(1);
        QMessageBox* question = nullptr;
        QTRY_VERIFY((question = m_view->findChild<QMessageBox*>(QStringLiteral("removeRunQuestion"))));
        QVERIFY2(question->text().contains(ComparisonView::runName(2)), qPrintable(question->text()));
        QVERIFY(question->grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("remove-run-question.png"))));
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!m_view->findChild<QMessageBox*>(QStringLiteral("removeRunQuestion")));
        QCOMPARE(m_view->results()->runs().size(), std::size_t(2)); // kept
        m_view->removeRun(1);
        QTRY_VERIFY((question = m_view->findChild<QMessageBox*>(QStringLiteral("removeRunQuestion"))));
        for (QAbstractButton* button : question->buttons())
            if (question->buttonRole(button) == QMessageBox::DestructiveRole)
                button->click();
        QTRY_COMPARE(m_view->results()->runs().size(), std::size_t(1));
        QCOMPARE(m_view->results()->runs()[0].name, ComparisonView::runName(1));

        // Clear asks too, and Cancel keeps everything.
        m_view->clearResults();
        QTRY_VERIFY((question = m_view->findChild<QMessageBox*>(QStringLiteral("clearRunsQuestion"))));
        QVERIFY2(question->text().startsWith(QStringLiteral("32 result")), qPrintable(question->text()));
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!m_view->findChild<QMessageBox*>(QStringLiteral("clearRunsQuestion")));
        QCOMPARE(m_view->results()->runs().size(), std::size_t(1));
        // Saved, it goes without a question.
        QTemporaryDir dir;
        QString error;
        QVERIFY(m_view->saveRunFile(0, dir.filePath(QStringLiteral("saved.csv")), false, &error));
        m_view->clearResults();
        QVERIFY(m_view->results()->runs().empty());
        QVERIFY(!m_view->findChild<QMessageBox*>(QStringLiteral("clearRunsQuestion")));
    }

    // Pointing at a chart lists every shown series at that label; clicking a point selects its
    // search's row in the table.
    void chartPointerReadoutAndClick()
    {
        runQuick();
        m_view->charts()->tabs()->setCurrentIndex(0);
        QApplication::processEvents();
        LabelChart* nodes = m_view->charts()->nodesChart();
        SeriesChartView* view = m_view->charts()->nodesPanel()->view();
        const PlotSeries& alphaBeta = nodes->plotSeries().front();
        const qsizetype index = 3;
        const QPointF drawn = nodes->drawnPoints(alphaBeta.id)[index];
        const QPoint at = view->mapFromScene(nodes->mapToScene(nodes->mapToPosition(drawn, nodes->series().front())));
        QTest::mouseMove(view->viewport(), at);
        QTRY_VERIFY(view->readoutBox()->isVisible());
        const ChartReadout& readout = view->readoutBox()->readout();
        QCOMPARE(readout.x, alphaBeta.points[index].x());
        QCOMPARE(readout.heading, QStringLiteral("PV label %1").arg(alphaBeta.points[index].x()));
        QCOMPARE(readout.rows.size(), 4); // every shown series
        QStringList names;
        for (const ChartReadoutRow& row : readout.rows) {
            names << row.name;
            QVERIFY(row.hasValue);
        }
        for (const PlotSeries& s : nodes->plotSeries())
            QVERIFY2(names.contains(s.name), qPrintable(s.name));
        QVERIFY(view->grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("compare-readout.png"))));

        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        auto* table = m_view->findChild<ResultsTable*>(QStringLiteral("resultsTable"));
        QCOMPARE(m_view->resultTabs()->currentWidget(), table);
        const QModelIndexList selected = table->selectionModel()->selectedRows();
        QCOMPARE(selected.size(), 1);
        const int row = table->sourceRow(selected.front().row());
        const ResultRecord& clicked = m_view->results()->runs()[0].records[std::size_t(row)];
        QCOMPARE(clicked, alphaBeta.records[std::size_t(index)]);
    }

    void unwritableJournalRunsInMemory()
    {
        // A regular file where the journal folder should be: no folder can be made there, even
        // by root (chmod would not stop root).
        m_view.reset();
        const QString folder = ComparisonJournal::defaultDirectory();
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(QFileInfo(folder).path()));
        QFile blocker(folder);
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        m_view = std::make_unique<ComparisonView>();
        m_view->setPromptsEnabled(false);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        QSignalSpy status(m_view.get(), &ComparisonView::statusMessage);
        runQuick(); // every row arrives, kept in memory
        QVERIFY(status.size() >= 1);
        const QString message = status.first().first().toString();
        QVERIFY2(message.contains(QDir::toNativeSeparators(folder)), qPrintable(message));
        QVERIFY(QFileInfo(folder).isFile());
    }

    void tablesLargerThanMemoryAreRefused()
    {
        ComparisonPanel* panel = m_view->panel();
        auto* start = panel->findChild<QPushButton*>(QStringLiteral("comparisonStartButton"));
        QVERIFY(start);
        choose(panel, {{Algorithm::AlphaBeta, true}, {Algorithm::Best, true}});
        ComparisonSettings settings = panel->settings();
        settings.ttMegabytes = 16384; // the largest the form allows; best adds a table of its own
        panel->setSettings(settings);
        if (memoryProblem(panel->settings()).empty())
            QSKIP("this machine has room for two 16 GiB tables");
        m_view->setPromptsEnabled(true);
        QSignalSpy status(m_view.get(), &ComparisonView::statusMessage);
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(!m_view->isRunning());
        QCOMPARE(m_view->results()->rowCount(), 0);
        QVERIFY(status.size() >= 1);
        QVERIFY2(status.last().first().toString().contains(QStringLiteral("16384 MiB each")),
                 qPrintable(status.last().first().toString()));
        QTRY_VERIFY(m_view->findChild<QMessageBox*>() && m_view->findChild<QMessageBox*>()->isVisible());
        QMessageBox* box = m_view->findChild<QMessageBox*>();
        QCOMPARE(box->text(), status.last().first().toString());
        QVERIFY(box->grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("comparison-tables-too-large.png"))));
        box->close();
        QVERIFY(start->isEnabled());
    }

    void invalidRangeCannotStart()
    {
        ComparisonPanel* panel = m_view->panel();
        auto* start = panel->findChild<QPushButton*>(QStringLiteral("comparisonStartButton"));
        QVERIFY(start);
        setLabels(panel, 20, 30, 60);
        QVERIFY(!panel->validationError().isEmpty());
        QVERIFY(!start->isEnabled());
        QSignalSpy status(m_view.get(), &ComparisonView::statusMessage);
        m_view->startComparison();
        QVERIFY(!m_view->isRunning());
        QCOMPARE(status.size(), 1);
        choose(panel, {});
        setLabels(panel, 30, 20, 60);
        QVERIFY(!start->isEnabled());
        choose(panel, {{Algorithm::Scout, true}});
        QVERIFY(start->isEnabled());
    }

    // At 1024x700 the results table yields: the plot keeps a usable height, its legend whole.
    void chartKeepsItsHeightInASmallWindow()
    {
        m_view->resize(1024, 700);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        runQuick();
        screenshot(QStringLiteral("compare-1024x700"));
        m_view->charts()->tabs()->setCurrentIndex(0);
        QApplication::processEvents();
        QChartView* plot = m_view->charts()->nodesPanel()->view();
        QVERIFY2(plot->height() >= 330, qPrintable(QString::number(plot->height())));
        QVERIFY2(plot->width() >= 330, qPrintable(QString::number(plot->width())));
        auto* table = m_view->findChild<ResultsTable*>(QStringLiteral("resultsTable"));
        QVERIFY(table);
        QVERIFY(table->height() >= 60); // smaller, still there
    }

    void exportsChartPng()
    {
        runQuick();
        QTemporaryDir dir;
        const ChartImageOptions options = m_view->currentChartOptions(QSize(900, 560), 2);
        QString error;
        QVERIFY2(m_view->exportChartImages(dir.path(), options, &error), qPrintable(error));
        for (const QString& name : {QStringLiteral("nodes.png"), QStringLiteral("time.png")}) {
            const QImage image(dir.filePath(name));
            QCOMPARE(image.size(), QSize(1800, 1120));
            QVERIFY2(test::distinctColors(image) > 50, qPrintable(name));
        }
        // The linear scale is exported as shown.
        m_view->charts()->setLogarithmic(false);
        QVERIFY(!m_view->currentChartOptions(QSize(900, 560), 1).logarithmic);

        // So is the view of nodes and time: the branching factor, then relative to a search.
        const auto svgOf = [&](const QString& name) {
            QFile file(dir.filePath(name));
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        m_view->charts()->setBranchingFactor(true);
        ChartImageOptions branching = m_view->currentChartOptions(QSize(900, 560), 1);
        QVERIFY(branching.branchingFactor && branching.baselineKey.isEmpty());
        branching.formats = {FigureFormat::Svg};
        QVERIFY2(m_view->exportChartImages(dir.path(), branching, &error), qPrintable(error));
        QVERIFY(svgOf(QStringLiteral("nodes.svg")).contains(QStringLiteral("Effective branching factor per PV label")));
        QVERIFY(svgOf(QStringLiteral("time.svg")).contains(QStringLiteral("Growth of the search time per PV label")));
        const PlotSeries alphaBeta = m_view->charts()->timeChart()->plotSeries().front();
        m_view->charts()->setBaseline(searchKey(alphaBeta));
        ChartImageOptions relative = m_view->currentChartOptions(QSize(900, 560), 1);
        QVERIFY(!relative.branchingFactor);
        QCOMPARE(relative.baselineName, QStringLiteral("Alpha-beta TT off"));
        relative.formats = {FigureFormat::Svg};
        QVERIFY2(m_view->exportChartImages(dir.path(), relative, &error), qPrintable(error));
        const QString nodes = svgOf(QStringLiteral("nodes.svg"));
        QVERIFY(nodes.contains(QStringLiteral("Nodes per PV label")));
        QVERIFY(nodes.contains(QStringLiteral("ratio to Alpha-beta TT off")));
        // Panels as on screen: a panel per algorithm, titled by it.
        m_view->charts()->setChartLayout(ChartLayout::Panels);
        ChartImageOptions panels = m_view->currentChartOptions(QSize(900, 560), 1);
        QCOMPARE(panels.layout, ChartLayout::Panels);
        panels.formats = {FigureFormat::Svg};
        QVERIFY2(m_view->exportChartImages(dir.path(), panels, &error), qPrintable(error));
        QVERIFY(svgOf(QStringLiteral("time.svg")).contains(QStringLiteral(">NegaScout<")));
        // The dialog's paper sizes: pixels from centimetres and resolution.
        FigureOptions column;
        column.paper = PaperSize::OneColumn;
        column.dpi = 600;
        const ChartImageOptions printed = m_view->currentChartOptions(column);
        QCOMPARE(printed.size.width(), int(std::lround(8.9 / 2.54 * 600)));
        QCOMPARE(printed.dpi, 600);
    }

    void savedCsvAndJsonOpenAsNewRuns_data()
    {
        QTest::addColumn<bool>("json");
        QTest::newRow("csv") << false;
        QTest::newRow("json") << true;
    }

    void savedCsvAndJsonOpenAsNewRuns()
    {
        QFETCH(bool, json);
        runQuick();
        const auto session = m_view->results()->runs()[0].records;
        QTemporaryDir dir;
        const QString path = dir.filePath(json ? QStringLiteral("saved.json") : QStringLiteral("saved.csv"));
        QString error;
        QVERIFY2(m_view->saveResultsFile(path, json, &error), qPrintable(error));
        QVERIFY2(m_view->openResultsFile(path, &error), qPrintable(error));

        ResultsTableModel* model = m_view->results();
        QCOMPARE(model->runs().size(), std::size_t(2));
        QCOMPARE(model->runs()[1].name, QFileInfo(path).fileName());
        QCOMPARE(model->rowCount(), int(2 * session.size()));
        const auto& loaded = model->runs()[1].records;
        QCOMPARE(loaded.size(), session.size());
        for (std::size_t i = 0; i < session.size(); ++i) {
            ResultRecord expected = session[i];
            QVERIFY(qAbs(loaded[i].seconds - expected.seconds) < 1e-6);
            expected.seconds = loaded[i].seconds; // files keep microseconds
            QCOMPARE(loaded[i], expected);
        }
        QCOMPARE(model->index(int(session.size()), ResultsTableModel::Run).data().toString(),
                 QFileInfo(path).fileName());
        // Both runs are drawn, each with its own lines.
        m_view->charts()->redrawNow();
        QCOMPARE(m_view->charts()->timeChart()->series().size(), 2 * 4); // a line per run and combination
        QCOMPARE(pointsOf(m_view->charts()->nodesChart()), 2 * int(session.size()));
        m_view->charts()->setNodeCounters(NodeCounters::Both);
        QCOMPARE(pointsOf(m_view->charts()->nodesChart()), 4 * int(session.size()));
        m_view->charts()->setNodeCounters(NodeCounters::Generated);

        screenshot(QStringLiteral("comparison-two-runs"));

        m_view->clearResults();
        QCOMPARE(model->rowCount(), 0);
        QVERIFY(model->runs().empty());
    }

    void openReportsSkippedLinesAndKeepsValidOnes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("partly.csv"));
        const auto valid = test::climbRecords(Algorithm::AlphaBeta, true, 34, 32, 3);
        QVERIFY(saveResultsCsv(path, valid, nullptr));
        QFile file(path);
        QVERIFY(file.open(QIODevice::Append));
        file.write("34,33,black,quicksort,on,-4,1,2,0.1,done\n");
        file.write("garbage\n");
        file.close();

        QString error;
        QStringList skipped;
        QVERIFY(m_view->openResultsFile(path, &error, &skipped));
        QCOMPARE(skipped.size(), 2);
        QCOMPARE(m_view->results()->runs().back().records, valid);

        // Unreadable or empty files add nothing and say why.
        QVERIFY(!m_view->openResultsFile(dir.filePath(QStringLiteral("missing.csv")), &error));
        QVERIFY(!error.isEmpty());
        const QString empty = dir.filePath(QStringLiteral("empty.csv"));
        QVERIFY(saveResultsCsv(empty, {}, nullptr));
        QVERIFY(!m_view->openResultsFile(empty, &error));
        QVERIFY(error.contains(QStringLiteral("empty.csv")));
        QCOMPARE(m_view->results()->runs().size(), std::size_t(1));
        QVERIFY(m_view->unsavedWork().isEmpty()); // an opened file is saved

        // Nothing of this session to save: the opened run is saved instead of nothing.
        QVERIFY(m_view->saveResultsFile(dir.filePath(QStringLiteral("again.csv")), false, &error));
        QCOMPARE(loadResults(dir.filePath(QStringLiteral("again.csv"))).records, valid);
    }

    void runsAPositionFile()
    {
        // Four 6x6 positions with 10 empties, a comment line and the OBF scored-moves tail.
        QTemporaryDir dir;
        const std::vector<Board> positions = testing::randomPositionsWithEmpties(4, 10, 4242u, 6);
        const QString obf = dir.filePath(QStringLiteral("four.obf"));
        {
            QFile file(obf);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Text));
            file.write("% four positions\n");
            for (const Board& board : positions)
                file.write(QByteArray::fromStdString(toText(board)) + ";\n");
        }
        ComparisonPanel* panel = m_view->panel();
        auto* start = panel->findChild<QPushButton*>(QStringLiteral("comparisonStartButton"));
        auto* source = panel->findChild<QComboBox*>(QStringLiteral("positionsSourceCombo"));
        auto* fileEdit = panel->findChild<QLineEdit*>(QStringLiteral("positionFileEdit"));
        auto* scoring = panel->findChild<QComboBox*>(QStringLiteral("comparisonScoringCombo"));
        QVERIFY(start && source && fileEdit && scoring);
        choose(panel, {{Algorithm::AlphaBeta, false}, {Algorithm::NegaScout, true}, {Algorithm::Best, true}});
        auto* fromLabel = panel->findChildren<QSpinBox*>()[0];
        QVERIFY(fromLabel->isEnabled());
        QVERIFY(!fileEdit->isEnabled());
        QVERIFY(!scoring->isEnabled());
        source->setCurrentIndex(1);
        QVERIFY(panel->usesPositionFile());
        QVERIFY(!fromLabel->isEnabled()); // the label range is the PV's only
        QVERIFY(fileEdit->isEnabled());
        QVERIFY(scoring->isEnabled());
        QVERIFY(!panel->validationError().isEmpty()); // no file yet
        QVERIFY(!start->isEnabled());

        // A bad file: its line is named and nothing can start.
        const QString bad = dir.filePath(QStringLiteral("bad.obf"));
        {
            QFile file(bad);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::fromStdString(toText(positions[0])) + "\nnot a position\n");
        }
        panel->setPositionFile(bad);
        QVERIFY2(panel->validationError().contains(QStringLiteral("line 2")), qPrintable(panel->validationError()));
        QVERIFY(!start->isEnabled());

        panel->setPositionFile(obf);
        scoring->setCurrentIndex(scoring->findData(int(ScoringRule::EmptiesToWinner)));
        QVERIFY2(panel->validationError().isEmpty(), qPrintable(panel->validationError()));
        QVERIFY(start->isEnabled());
        const ComparisonSettings settings = panel->settings();
        QCOMPARE(settings.positions, positions);
        QCOMPARE(settings.positionSource, std::string("four.obf"));
        QCOMPARE(settings.scoring, ScoringRule::EmptiesToWinner);

        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(m_view->isRunning());
        QVERIFY(!source->isEnabled());
        QVERIFY(!fileEdit->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isRunning(), test::scaledMs(60000));
        QVERIFY(!fromLabel->isEnabled()); // still the file's form after the run
        QVERIFY(fileEdit->isEnabled());

        // A row per combination and position; the table shows the position number, its text on hover.
        ResultsTableModel* model = m_view->results();
        QCOMPARE(model->rowCount(), 3 * 4);
        const std::vector<ResultRecord> records = model->runs()[0].records; // a copy: runs are added below
        for (int row = 0; row < model->rowCount(); ++row) {
            const ResultRecord& r = records[std::size_t(row)];
            QCOMPARE(r.position, 1 + row / 3);
            QCOMPARE(r.status, SearchStatus::Done);
            QCOMPARE(r.scoring, ScoringRule::EmptiesToWinner);
            QCOMPARE(r.value, records[std::size_t(row - row % 3)].value); // the combinations agree
            QCOMPARE(model->index(row, ResultsTableModel::Position).data().toInt(), r.position);
            QCOMPARE(model->index(row, ResultsTableModel::Label).data().toString(), QString());
            const QString tip = model->index(row, ResultsTableModel::Position).data(Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains(QString::fromStdString(toText(positions[std::size_t(r.position - 1)]))),
                     qPrintable(tip));
            QVERIFY(tip.contains(QStringLiteral("four.obf")));
        }

        // Only the position file's columns: no PV label or ply.
        auto* table = m_view->findChild<ResultsTable*>(QStringLiteral("resultsTable"));
        QVERIFY(table);
        QVERIFY(table->isColumnHidden(ResultsTableModel::Label));
        QVERIFY(table->isColumnHidden(ResultsTableModel::Ply));
        QVERIFY(!table->isColumnHidden(ResultsTableModel::Position));

        // Charts: x is the position's number, 1..4, on every line.
        m_view->charts()->redrawNow();
        LabelChart* nodes = m_view->charts()->nodesChart();
        QCOMPARE(nodes->series().size(), 3);
        for (const PlotSeries& series : nodes->plotSeries()) {
            QCOMPARE(series.points.size(), 4);
            for (qsizetype i = 0; i < series.points.size(); ++i)
                QCOMPARE(series.points[i].x(), double(i + 1));
        }
        QCOMPARE(pointsOf(m_view->charts()->timeChart()), 3 * 4);
        QCOMPARE(nodes->axes(Qt::Horizontal).front()->titleText(), QStringLiteral("position in the file"));
        QCOMPARE(nodes->fullTitle(), QStringLiteral("Nodes per position"));
        screenshot(QStringLiteral("compare-position-file"));

        // Export and open again: the same records, a run of their own, drawn as positions too.
        QString error;
        QVERIFY2(m_view->saveResultsFile(dir.filePath(QStringLiteral("file.csv")), false, &error), qPrintable(error));
        QVERIFY2(m_view->saveResultsFile(dir.filePath(QStringLiteral("file.json")), true, &error), qPrintable(error));
        QVERIFY2(m_view->exportChartImages(dir.filePath(QStringLiteral("charts")),
                                           m_view->currentChartOptions(QSize(1200, 800), 1), &error),
                 qPrintable(error));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("charts/nodes.png"))));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("charts/time.png"))));
        const QString exported =
            QDir(kScreenshotDir).filePath(QStringLiteral("compare-position-file-export-nodes.png"));
        QFile::remove(exported);
        QVERIFY(QFile::copy(dir.filePath(QStringLiteral("charts/nodes.png")), exported));
        for (const QString& name : {QStringLiteral("file.csv"), QStringLiteral("file.json")}) {
            QVERIFY2(m_view->openResultsFile(dir.filePath(name), &error), qPrintable(error));
            QCOMPARE(model->runs().back().records, records);
        }
        QCOMPARE(model->rowCount(), 3 * 3 * 4);
        m_view->charts()->redrawNow();
        QCOMPARE(pointsOf(m_view->charts()->timeChart()), 3 * 3 * 4);

        // The choice, the file and the rule are remembered.
        m_view.reset();
        ComparisonView again;
        again.setPromptsEnabled(false);
        QVERIFY(again.panel()->usesPositionFile());
        QCOMPARE(again.panel()->positionFile(), obf);
        auto* againScoring = again.panel()->findChild<QComboBox*>(QStringLiteral("comparisonScoringCombo"));
        QVERIFY(againScoring);
        QCOMPARE(ScoringRule(againScoring->currentData().toInt()), ScoringRule::EmptiesToWinner);
        QCOMPARE(again.panel()->settings().positions, positions);
        QVERIFY(again.panel()->validationError().isEmpty());
    }

    // Before any result the charts already name what the chosen positions will put on x.
    void emptyChartsFollowThePositionsChoice()
    {
        const QStringList pvTitles = {QStringLiteral("Nodes per PV label"), QStringLiteral("Search time per PV label"),
                                      QStringLiteral("TT hit rate per PV label"),
                                      QStringLiteral("TT peak memory per PV label")};
        const QStringList fileTitles = {
            QStringLiteral("Nodes per position"), QStringLiteral("Search time per position"),
            QStringLiteral("TT hit rate per position"), QStringLiteral("TT peak memory per position")};
        // Every chart of the current view: no points, the titles and x axis given.
        const auto check = [this](const QStringList& titles, const QString& axis) {
            ComparisonCharts* charts = m_view->charts();
            const std::vector<LabelChart*> all = {charts->nodesChart(), charts->timeChart(), charts->hitRateChart(),
                                                  charts->tableMemoryChart()};
            for (std::size_t i = 0; i < all.size(); ++i) {
                QVERIFY(all[i]->plotSeries().empty());
                QCOMPARE(all[i]->fullTitle(), titles[qsizetype(i)]); // shortened where narrow
                QCOMPARE(all[i]->axes(Qt::Horizontal).front()->titleText(), axis);
            }
        };
        // The x axis spans the chosen labels or the file's positions, half a step beyond each end.
        const auto xRange = [this] {
            auto* axis = qobject_cast<QValueAxis*>(m_view->charts()->nodesChart()->axes(Qt::Horizontal).front());
            return axis ? std::pair(axis->min() + 0.5, axis->max() - 0.5) : std::pair(0.0, 0.0);
        };
        // The table's columns: a PV label and ply, or a position in the file.
        const auto showsFileColumns = [this] {
            auto* table = m_view->findChild<ResultsTable*>(QStringLiteral("resultsTable"));
            if (!table)
                return std::optional<bool>();
            const bool file = !table->isColumnHidden(ResultsTableModel::Position);
            return table->isColumnHidden(ResultsTableModel::Label) == file &&
                    table->isColumnHidden(ResultsTableModel::Ply) == file
                ? std::optional<bool>(file)
                : std::nullopt;
        };
        // The positions chosen as a user does, in the combo box.
        const auto choosePositions = [this](int index) {
            auto* source = m_view->panel()->findChild<QComboBox*>(QStringLiteral("positionsSourceCombo"));
            QVERIFY(source);
            source->setCurrentIndex(index);
        };
        QVERIFY(!m_view->panel()->usesPositionFile());
        check(pvTitles, QStringLiteral("PV label"));
        QCOMPARE(xRange(), std::pair(1.0, 34.0));
        QCOMPARE(showsFileColumns(), std::optional<bool>(false));
        setLabels(m_view->panel(), 30, 25, 60);
        QCOMPARE(xRange(), std::pair(25.0, 30.0));

        // No redraw is needed for the titles.
        choosePositions(1);
        check(fileTitles, QStringLiteral("position in the file"));
        QCOMPARE(xRange(), std::pair(1.0, 1.0)); // no file yet
        QCOMPARE(showsFileColumns(), std::optional<bool>(true));
        QTemporaryDir dir;
        const QString obf = dir.filePath(QStringLiteral("five.obf"));
        {
            QFile file(obf);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Text));
            for (const Board& board : testing::randomPositionsWithEmpties(5, 10, 77u, 6))
                file.write(QByteArray::fromStdString(toText(board)) + "\n");
        }
        m_view->panel()->setPositionFile(obf);
        QCOMPARE(xRange(), std::pair(1.0, 5.0));
        QCOMPARE(showsFileColumns(), std::optional<bool>(true));
        check(fileTitles, QStringLiteral("position in the file"));
        screenshot(QStringLiteral("compare-empty-file"));
        choosePositions(0);
        check(pvTitles, QStringLiteral("PV label"));
        QCOMPARE(xRange(), std::pair(25.0, 30.0));
        QCOMPARE(showsFileColumns(), std::optional<bool>(false));
        choosePositions(1);

        // The choice is remembered, and a new view titles its empty charts for it from the start.
        m_view.reset();
        m_view = std::make_unique<ComparisonView>();
        m_view->setPromptsEnabled(false);
        QVERIFY(m_view->panel()->usesPositionFile());
        check(fileTitles, QStringLiteral("position in the file"));
        QCOMPARE(xRange(), std::pair(1.0, 5.0));
        QCOMPARE(showsFileColumns(), std::optional<bool>(true));

        // Results decide once there are some: a PV run stays titled by PV labels under the file choice.
        m_view->resize(1400, 900);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        choosePositions(0);
        runQuick();
        choosePositions(1);
        LabelChart* nodes = m_view->charts()->nodesChart();
        QCOMPARE(nodes->fullTitle(), QStringLiteral("Nodes per PV label"));
        QCOMPARE(showsFileColumns(), std::optional<bool>(false));
        m_view->clearResults();
        m_view->charts()->redrawNow();
        QVERIFY(nodes->plotSeries().empty());
        QCOMPARE(nodes->fullTitle(), QStringLiteral("Nodes per position"));
        QCOMPARE(nodes->axes(Qt::Horizontal).front()->titleText(), QStringLiteral("position in the file"));
        QCOMPARE(showsFileColumns(), std::optional<bool>(true));
    }

    void recoversAPositionFileJournal()
    {
        m_view.reset();
        ResultRecord record;
        record.algorithm = Algorithm::Best;
        record.tt = true;
        record.value = 38;
        record.generated = 12345;
        record.seconds = 2;
        record.source = "fforum-40-59.obf";
        record.position = 1;
        record.size = 8;
        record.scoring = ScoringRule::EmptiesToWinner;
        record.board = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";
        ResultRecord timeout = record;
        timeout.position = 2;
        timeout.value.reset();
        timeout.status = SearchStatus::Timeout;
        writeInterruptedJournal({record, timeout});
        ComparisonView view;
        view.setPromptsEnabled(false);
        QCOMPARE(view.restoreKeptRuns(), 1);
        QCOMPARE(view.results()->runs().back().records, (std::vector<ResultRecord>{record, timeout}));
        view.charts()->redrawNow();
        QCOMPARE(pointsOf(view.charts()->timeChart()), 1); // a timeout is not plotted
    }

    // The journal an earlier version left behind (a crashed comparison's current.csv, the note of
    // an unsaved last run) comes back as kept runs, "recovered" and "last session", unsaved.
    void earlierJournalsComeBackAsRuns()
    {
        m_view.reset();
        const auto records = test::climbRecords(Algorithm::NegaScout, true, 34, 28, 2);
        writeInterruptedJournal(records);
        const auto last = test::climbRecords(Algorithm::Scout, false, 34, 32, 2);
        const QDir journal(ComparisonJournal::defaultDirectory());
        QVERIFY(saveResultsCsv(journal.filePath(QStringLiteral("last-stopped.csv")), last, nullptr));
        QFile note(journal.filePath(QStringLiteral("unsaved-run")));
        QVERIFY(note.open(QIODevice::WriteOnly));
        note.write("last-stopped.csv");
        note.close();

        ComparisonView view;
        view.setPromptsEnabled(false);
        QCoreApplication::sendPostedEvents(); // with the prompts off nothing comes back by itself
        QVERIFY(view.results()->runs().empty());
        QCOMPARE(view.restoreKeptRuns(), 2);
        QCOMPARE(view.results()->runs()[0].name, QStringLiteral("last session"));
        QCOMPARE(view.results()->runs()[0].records, last);
        QCOMPARE(view.results()->runs()[1].name, QStringLiteral("recovered"));
        QCOMPARE(view.results()->runs()[1].records, records);
        QVERIFY(view.unsavedWork().startsWith(QStringLiteral("10 comparison result")));
        QVERIFY(!QFile::exists(journal.filePath(QStringLiteral("current.csv"))));
        QVERIFY(!QFile::exists(journal.filePath(QStringLiteral("unsaved-run"))));
        view.charts()->redrawNow();
        QCOMPARE(pointsOf(view.charts()->timeChart()), int(records.size() + last.size()));
        QCOMPARE(view.restoreKeptRuns(), 0); // once
    }

    void keptRunsComeBackWithoutAQuestion()
    {
        m_view.reset();
        const auto records = test::climbRecords(Algorithm::Scout, false, 34, 31, 2);
        writeInterruptedJournal(records);

        ComparisonView view; // prompts on, as in the application
        view.show();
        QTRY_COMPARE(view.results()->rowCount(), int(records.size()));
        QVERIFY(!view.findChild<QMessageBox*>());
    }

    void remembersFormSettings()
    {
        ComparisonPanel* panel = m_view->panel();
        choose(panel, {{Algorithm::AlphaBeta, true}, {Algorithm::Negamax, false}});
        ComparisonSettings s = panel->settings();
        s.fromLabel = 30;
        s.toLabel = 12;
        s.timeLimitSeconds = 7.5;
        s.ttMegabytes = 32;
        panel->setSettings(s);
        m_view->charts()->setLogarithmic(false);
        m_view.reset();

        ComparisonView again;
        const ComparisonSettings restored = again.panel()->settings();
        QCOMPARE(restored.combinations,
                 (std::vector<Combination>{{Algorithm::Negamax, false}, {Algorithm::AlphaBeta, true}}));
        QCOMPARE(restored.fromLabel, 30);
        QCOMPARE(restored.toLabel, 12);
        QCOMPARE(restored.timeLimitSeconds, 7.5);
        QCOMPARE(restored.ttMegabytes, std::size_t(32));
        QVERIFY(!again.charts()->isLogarithmic());
    }

private:
    // Alpha-beta and NegaScout, TT off and on, labels 34..27.
    void runQuick()
    {
        choose(m_view->panel(),
               {{Algorithm::AlphaBeta, false},
                {Algorithm::AlphaBeta, true},
                {Algorithm::NegaScout, false},
                {Algorithm::NegaScout, true}});
        setLabels(m_view->panel(), 34, 27, 60);
        m_view->startComparison();
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isRunning(), test::scaledMs(60000));
        QCOMPARE(m_view->results()->runs().back().records.size(), std::size_t(32));
        m_view->charts()->redrawNow();
    }

    static void writeInterruptedJournal(const std::vector<ResultRecord>& records)
    {
        QVERIFY(QDir().mkpath(ComparisonJournal::defaultDirectory()));
        ResultAppender appender;
        QString error;
        QVERIFY2(
            appender.open(QDir(ComparisonJournal::defaultDirectory()).filePath(QStringLiteral("current.csv")), &error),
            qPrintable(error));
        for (const ResultRecord& r : records)
            QVERIFY(appender.append(r, &error));
        appender.close();
    }

    void screenshot(const QString& name)
    {
        m_view->charts()->redrawNow();
        QApplication::processEvents(); // let the charts lay out before grabbing
        for (int tab = 0; tab < 2; ++tab) {
            m_view->charts()->tabs()->setCurrentIndex(tab);
            QApplication::processEvents();
            const QString file =
                QDir(kScreenshotDir).filePath(QStringLiteral("%1-%2.png").arg(name, tab == 0 ? "nodes" : "time"));
            QVERIFY(m_view->grab().save(file));
        }
        m_view->charts()->tabs()->setCurrentIndex(0);
    }

    std::unique_ptr<ComparisonView> m_view;
};

QTEST_MAIN(TestComparisonView)
#include "tst_comparison_view.moc"
