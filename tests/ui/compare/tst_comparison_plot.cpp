#include "common/ValueView.h"
#include "common/charts/ChartLegend.h"
#include "common/charts/ChartPanel.h"
#include "common/charts/ComparisonNames.h"
#include "common/charts/LabelChart.h"
#include "common/charts/PlotSeries.h"
#include "compare/ComparisonCharts.h"
#include "compare/ResultsTable.h"
#include "compare/ResultsTableModel.h"
#include "support/TestRecords.h"

#include <QChartView>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QValueAxis>
#include <cmath>

using namespace othello;

namespace {

ResultRecord record(Algorithm algorithm, bool tt, int label, std::uint64_t generated, double seconds,
                    SearchStatus status = SearchStatus::Done)
{
    ResultRecord r = test::climbRecords(algorithm, tt, label, label, 1).front();
    r.generated = generated;
    r.expanded = generated / 2;
    r.seconds = seconds;
    r.status = status;
    if (status != SearchStatus::Done)
        r.value.reset();
    return r;
}

} // namespace

// Plot data, the results model and table, and the chart's own behaviour (no running searches).
class TestComparisonPlot : public QObject {
    Q_OBJECT
private slots:
    // Settings (the value convention's view) in the test's own store.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The effective branching factor: each label's value over the next label's, only where the
    // series has both; a file's positions have no next label.
    void branchingFactorsDivideEachLabelByTheNext()
    {
        std::vector<ResultRecord> records{
            record(Algorithm::Scout, false, 34, 10, 0.0005), record(Algorithm::Scout, false, 33, 40, 0.0005),
            record(Algorithm::Scout, false, 31, 1000, 0.001), record(Algorithm::Scout, false, 30, 5000, 0.002)};
        ResultRecord filePosition = record(Algorithm::AlphaBeta, false, 30, 100, 0.01);
        filePosition.label = 0;
        filePosition.source = "suite.obf";
        filePosition.position = 1;
        records.push_back(filePosition);
        filePosition.position = 2;
        records.push_back(filePosition);
        const std::vector<ComparisonRun> runs{{QStringLiteral("run"), records}};
        const auto nodes = buildPlotSeries(PlotKind::Nodes, runs, NodeCounters::Generated);
        QCOMPARE(nodes.size(), std::size_t(2)); // Scout on the PV, alpha-beta on the file
        const auto factors = branchingFactors(nodes);
        QCOMPARE(factors.size(), std::size_t(1));
        QCOMPARE(factors[0].id, nodes[0].id);
        QCOMPARE(factors[0].points, (QList<QPointF>{QPointF(30, 5), QPointF(33, 4)}));
        QCOMPARE(factors[0].records.size(), std::size_t(2));
        QCOMPARE(factors[0].records[1].label, 33);
        const auto time = branchingFactors(buildPlotSeries(PlotKind::Time, runs));
        QCOMPARE(time[0].points, (QList<QPointF>{QPointF(30, 2), QPointF(33, 1)}));

        // The charts' view: branching factor on Nodes and Time, a linear ratio axis; back to
        // absolute values; a baseline replaces it.
        ComparisonCharts charts;
        charts.setRuns(runs);
        charts.setBranchingFactor(true);
        QVERIFY(charts.showsBranchingFactor());
        QVERIFY(charts.baseline().isEmpty());
        LabelChart* chart = charts.nodesChart();
        QVERIFY(chart->showsBranchingFactor());
        QCOMPARE(chart->quantity(), Quantity::Ratio);
        QVERIFY(chart->isLogarithmic() && !chart->logarithmicAxis());
        QCOMPARE(chart->plotSeries().size(), std::size_t(1));
        QCOMPARE(chart->plotSeries()[0].points, factors[0].points);
        QCOMPARE(chart->fullTitle(), QStringLiteral("Effective branching factor per PV label"));
        QVERIFY(chart->axes(Qt::Vertical).front()->titleText().contains(QStringLiteral("L+1")));
        QCOMPARE(charts.timeChart()->plotSeries()[0].points, time[0].points);
        QCOMPARE(charts.hitRateChart()->quantity(), Quantity::Percent); // the TT charts stay as they are
        charts.setBaseline(searchKey(nodes[0]));
        QVERIFY(!charts.showsBranchingFactor());
        QVERIFY(chart->isRelative() && !chart->showsBranchingFactor());
        QCOMPARE(chart->plotSeries().front().points.size(), 4);
        charts.setBranchingFactor(false);
        QVERIFY(!chart->isRelative() && !chart->showsBranchingFactor());
        QCOMPARE(chart->quantity(), Quantity::Count);
        QVERIFY(chart->logarithmicAxis());
        QCOMPARE(chart->plotSeries().size(), std::size_t(2));
        QCOMPARE(chart->fullTitle(), QStringLiteral("Nodes per PV label or position"));
    }

    void positionFileSeriesAndTitles()
    {
        // A file's positions plot over their number; the PV and each file (and scoring rule) of a
        // run draw lines of their own, named after their source when a run holds several.
        std::vector<ResultRecord> records;
        for (int position = 3; position >= 1; --position) {
            ResultRecord r = record(Algorithm::AlphaBeta, false, 30, std::uint64_t(100 * position), 0.01);
            r.label = 0;
            r.ply = 0;
            r.source = "suite.obf";
            r.position = position;
            r.size = 8;
            r.scoring = ScoringRule::EmptiesToWinner;
            r.board = toText(Board::start(8));
            records.push_back(r);
        }
        LabelChart chart(PlotKind::Nodes);
        const std::vector<ComparisonRun> fileOnly{{QStringLiteral("run"), records}};
        const auto series = buildPlotSeries(PlotKind::Nodes, fileOnly);
        QCOMPARE(series.size(), std::size_t(2));
        QCOMPARE(series[0].name, QStringLiteral("Alpha-beta TT off — generated"));
        QCOMPARE(series[0].points.size(), 3);
        QCOMPARE(series[0].points[0], QPointF(1, 100)); // by position number, increasing
        QCOMPARE(series[0].points[2], QPointF(3, 300));
        chart.setPlotSeries(series);
        QCOMPARE(chart.fullTitle(), QStringLiteral("Nodes per position"));
        QCOMPARE(chart.axes(Qt::Horizontal).front()->titleText(), QStringLiteral("position in the file"));

        records.push_back(record(Algorithm::AlphaBeta, false, 30, 999, 0.01));
        const std::vector<ComparisonRun> mixed{{QStringLiteral("run"), records}};
        const auto both = buildPlotSeries(PlotKind::Nodes, mixed);
        QCOMPARE(both.size(), std::size_t(4));
        QCOMPARE(both[0].name, QStringLiteral("suite.obf: Alpha-beta TT off — generated"));
        QCOMPARE(both[2].name, QStringLiteral("PV: Alpha-beta TT off — generated"));
        QCOMPARE(both[2].points, QList<QPointF>{QPointF(30, 999)});
        QVERIFY(both[0].id != both[2].id);
        chart.setPlotSeries(both);
        QCOMPARE(chart.fullTitle(), QStringLiteral("Nodes per PV label or position"));
        chart.setPlotSeries(buildPlotSeries(PlotKind::Nodes, {{QStringLiteral("run"), {records.back()}}}));
        QCOMPARE(chart.fullTitle(), QStringLiteral("Nodes per PV label"));
        QCOMPARE(chart.axes(Qt::Horizontal).front()->titleText(), QStringLiteral("PV label"));
        QVERIFY(describePoint(both[0], both[0].records[0]).contains(QStringLiteral("Position: 1 of suite.obf, 8×8")));
    }

    void nodesSeriesPerCombinationAndCounter()
    {
        std::vector<ResultRecord> records = test::climbRecords(Algorithm::AlphaBeta, false, 34, 25, 2);
        const auto tt = test::climbRecords(Algorithm::Scout, true, 34, 30, 2);
        records.insert(records.end(), tt.begin(), tt.end());
        const std::vector<ComparisonRun> runs{{QStringLiteral("this session"), records}};

        const auto nodes = buildPlotSeries(PlotKind::Nodes, runs);
        QCOMPARE(nodes.size(), std::size_t(4));
        QCOMPARE(nodes[0].name, QStringLiteral("Alpha-beta TT off — generated"));
        QCOMPARE(nodes[1].name, QStringLiteral("Alpha-beta TT off — expanded"));
        QCOMPARE(nodes[0].points.size(), 10);
        QCOMPARE(nodes[2].points.size(), 5);
        QVERIFY(nodes[0].color != nodes[2].color);
        // x increases; y is the counter.
        QCOMPARE(nodes[0].points.first().x(), 25.0);
        QCOMPARE(nodes[0].points.last().x(), 34.0);
        QCOMPARE(nodes[0].points.first().y(), double(nodes[0].records.front().generated));
        QCOMPARE(nodes[1].points.first().y(), double(nodes[1].records.front().expanded));

        const auto time = buildPlotSeries(PlotKind::Time, runs);
        QCOMPARE(time.size(), std::size_t(2));
        QCOMPARE(time[1].name, QStringLiteral("Scout TT on"));
    }

    void onlyDoneSearchesArePlottedAndZeroIsClamped()
    {
        const std::vector<ComparisonRun> runs{
            {QStringLiteral("r"),
             {record(Algorithm::Negamax, false, 34, 0, 0), record(Algorithm::Negamax, false, 33, 10, 0.5),
              record(Algorithm::Negamax, false, 32, 99, 60, SearchStatus::Timeout)}}};
        const auto time = buildPlotSeries(PlotKind::Time, runs);
        QCOMPARE(time.size(), std::size_t(1));
        QCOMPARE(time[0].points.size(), 2); // the timeout is not a point
        QCOMPARE(time[0].points[0], QPointF(33, 0.5));
        QCOMPARE(time[0].points[1], QPointF(34, kMinPlottedSeconds));
        const auto nodes = buildPlotSeries(PlotKind::Nodes, runs);
        QCOMPARE(nodes[0].points[1], QPointF(34, kMinPlottedNodes));
    }

    void severalRunsArePrefixedAndDistinct()
    {
        const auto a = test::climbRecords(Algorithm::NegaScout, false, 34, 30, 2);
        const std::vector<ComparisonRun> runs{{QStringLiteral("this session"), a}, {QStringLiteral("old.csv"), a}};
        const auto time = buildPlotSeries(PlotKind::Time, runs);
        QCOMPARE(time.size(), std::size_t(2));
        QCOMPARE(time[1].name, QStringLiteral("old.csv: NegaScout TT off"));
        QVERIFY(time[0].id != time[1].id);
        // Same algorithm and table: the same colour, marker and line style; the run has its own fill.
        QCOMPARE(time[0].color, time[1].color);
        QCOMPARE(time[0].penStyle, time[1].penStyle);
        QCOMPARE(time[0].marker, time[1].marker);
        QVERIFY(time[0].fill != time[1].fill);
        QCOMPARE(time[0].fill, MarkerFill::Filled);
    }

    void tooltipNamesTheSearch()
    {
        const std::vector<ComparisonRun> runs{
            {QStringLiteral("this session"), {record(Algorithm::Scout, true, 30, 123456, 0.25)}}};
        const auto nodes = buildPlotSeries(PlotKind::Nodes, runs);
        const QString text = describePoint(nodes[0], nodes[0].records[0]);
        QVERIFY2(text.contains(QStringLiteral("this session")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Scout")));
        QVERIFY(text.contains(QStringLiteral("TT on")));
        QVERIFY(text.contains(QStringLiteral("Label: 30")));
        // The value as the program's convention shows it, its view named beside it.
        QVERIFY2(text.contains(QStringLiteral("Value: \u22124 (Black's view)")), qPrintable(text));
        QVERIFY(text.contains(QLocale().toString(123456)));
        QVERIFY(text.contains(QStringLiteral("250")));
    }

    void durations()
    {
        QCOMPARE(durationText(12e-6), QStringLiteral("12 µs"));
        QCOMPARE(durationText(0.25), QStringLiteral("250.0 ms"));
        QCOMPARE(durationText(3.5), QStringLiteral("3.50 s"));
        QCOMPARE(durationText(125), QStringLiteral("2 min 5 s"));
    }

    void chartReplacesPointsAndKeepsLegendOrder()
    {
        LabelChart chart(PlotKind::Nodes);
        std::vector<ComparisonRun> runs{{QStringLiteral("s"), test::climbRecords(Algorithm::Scout, false, 34, 32, 3)}};
        chart.setPlotSeries(buildPlotSeries(PlotKind::Nodes, runs));
        QCOMPARE(chart.series().size(), 2);
        QLineSeries* first = chart.lineSeries(chart.plotSeries()[0].id);
        QVERIFY(first);
        QCOMPARE(first->count(), 3);

        // More points for the same lines: the same series objects get the new points.
        runs[0].records = test::climbRecords(Algorithm::Scout, false, 34, 25, 3);
        chart.setPlotSeries(buildPlotSeries(PlotKind::Nodes, runs));
        QCOMPARE(chart.lineSeries(chart.plotSeries()[0].id), first);
        QCOMPARE(first->count(), 10);

        // A new combination that sorts first: the legend is rebuilt in kAlgorithms order.
        const auto negamax = test::climbRecords(Algorithm::Negamax, false, 34, 33, 3);
        runs[0].records.insert(runs[0].records.end(), negamax.begin(), negamax.end());
        chart.setPlotSeries(buildPlotSeries(PlotKind::Nodes, runs));
        QCOMPARE(chart.series().size(), 4);
        QCOMPARE(chart.series().first()->name(), QStringLiteral("Negamax TT off — generated"));

        // The axes cover the data: labels 25..34, log decades around the counts (the y axis plots
        // log10 of the count, ticked and labelled at whole decades).
        auto* x = qobject_cast<QValueAxis*>(chart.axes(Qt::Horizontal).first());
        QVERIFY(x->min() < 25 && x->max() > 34);
        QVERIFY(chart.isLogarithmic());
        auto* y = qobject_cast<QValueAxis*>(chart.axes(Qt::Vertical).first());
        QVERIFY(y);
        QVERIFY(y->min() <= 0 && y->max() >= std::log10(7.5 * std::pow(3.0, 9)));
        QCOMPARE(chart.tickLabels().front(), QStringLiteral("1"));
        QVERIFY2(chart.tickLabels().contains(QStringLiteral("100 k")), qPrintable(chart.tickLabels().join('|')));
        for (const QString& label : chart.tickLabels())
            QVERIFY2(!label.contains('e') && label.size() <= 6, qPrintable(label)); // never 1e+05 or 100000
    }

    void logToggleAndLegendClicks()
    {
        // Shown in a panel: the chart and its legend list.
        auto* shownChart = new LabelChart(PlotKind::Time);
        ChartPanel panel(shownChart); // owns the chart
        LabelChart& chart = *shownChart;
        panel.resize(800, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        chart.setPlotSeries(buildPlotSeries(
            PlotKind::Time, {{QStringLiteral("s"), test::climbRecords(Algorithm::AlphaBeta, true, 34, 28, 4)}}));
        const QStringList logLabels = chart.tickLabels();
        chart.setLogarithmic(false);
        QVERIFY(!chart.logarithmicAxis());
        QVERIFY(chart.tickLabels() != logLabels);
        QCOMPARE(chart.axes(Qt::Vertical).size(), 1);
        QCOMPARE(chart.series().first()->attachedAxes().size(), 2);
        chart.setLogarithmic(true);
        QVERIFY(chart.logarithmicAxis());
        QCOMPARE(chart.tickLabels(), logLabels);
        QCOMPARE(chart.series().first()->attachedAxes().size(), 2);
        // Linear: one time unit for the whole axis, in its title; logarithmic: at each tick.
        chart.setLogarithmic(false);
        QVERIFY2(chart.axes(Qt::Vertical).first()->titleText().contains(chart.valueUnit().symbol),
                 qPrintable(chart.axes(Qt::Vertical).first()->titleText()));
        chart.setLogarithmic(true);
        QVERIFY(chart.tickLabels().contains(QStringLiteral("1 ms")));

        QAbstractSeries* line = chart.series().first();
        QTreeWidgetItem* item = panel.legend()->itemOf(chart.plotSeries()[0].id);
        QVERIFY(item);
        // Under its algorithm's name the entry says what sets it apart, on one line; the whole
        // name is its tooltip.
        QCOMPARE(item->text(0), QStringLiteral("TT on"));
        QCOMPARE(item->parent()->text(0), QStringLiteral("Alpha-beta"));
        QCOMPARE(item->toolTip(0), chart.plotSeries()[0].name);
        item->setCheckState(0, Qt::Unchecked);
        QVERIFY(!line->isVisible());
        QCOMPARE(panel.legend()->itemOf(chart.plotSeries()[0].id), item); // still there to be ticked back
        QCOMPARE(chart.hiddenSeries(), QStringList{chart.plotSeries()[0].id});
        item->setCheckState(0, Qt::Checked);
        QVERIFY(line->isVisible());
        QVERIFY(chart.hiddenSeries().isEmpty());
        // Hidden from the chart itself, the legend follows.
        chart.setSeriesHidden(chart.plotSeries()[0].id, true);
        QCOMPARE(item->checkState(0), Qt::Unchecked);
    }

    void hoverDescribesNearestPoint()
    {
        LabelChart chart(PlotKind::Time);
        chart.setPlotSeries(buildPlotSeries(
            PlotKind::Time, {{QStringLiteral("s"), test::climbRecords(Algorithm::Negamax, false, 34, 28, 4)}}));
        QSignalSpy spy(&chart, &LabelChart::pointHovered);
        auto* line = qobject_cast<QLineSeries*>(chart.series().first());
        emit line->hovered(QPointF(30.2, 1e-3), true);
        QCOMPARE(spy.size(), 1);
        QVERIFY(spy[0][0].toString().contains(QStringLiteral("Label: 30")));
        QCOMPARE(spy[0][1].toBool(), true);
    }

    void modelRowsRunsAndSorting()
    {
        ResultsTableModel model;
        QSignalSpy changed(&model, &ResultsTableModel::runsChanged);
        model.resetRun(QStringLiteral("this session"), true);
        const int opened =
            model.addRun({QStringLiteral("a.csv"), test::climbRecords(Algorithm::Scout, false, 34, 31, 2)});
        QCOMPARE(opened, 1);
        QCOMPARE(model.addRun({QStringLiteral("a.csv"), {}}), 2);
        QCOMPARE(model.runs()[2].name, QStringLiteral("a.csv (2)"));
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(ResultsTableModel::ColumnCount));
        model.appendRecord(0, record(Algorithm::Negamax, true, 29, 7, 0.1, SearchStatus::Timeout));
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.index(4, ResultsTableModel::Run).data().toString(), QStringLiteral("this session"));
        QCOMPARE(model.index(4, ResultsTableModel::Value).data().toString(), QString());
        QCOMPARE(model.index(4, ResultsTableModel::Status).data().toString(), QStringLiteral("timeout"));
        QCOMPARE(model.index(4, ResultsTableModel::Tt).data().toString(), QStringLiteral("on"));
        QCOMPARE(model.index(0, ResultsTableModel::Value).data().toInt(), -4);
        QCOMPARE(model.index(0, ResultsTableModel::ToMove).data().toString(),
                 colorText(model.runs()[1].records[0].toMove));
        QCOMPARE(model.runOfRow(4), 0);
        QVERIFY(changed.size() >= 4);

        // The view sorts numbers as numbers ("12" after "9").
        ResultsTable table(&model);
        table.sortByColumn(ResultsTableModel::Generated, Qt::DescendingOrder);
        const auto generatedAt = [&](int row) {
            return QLocale().toULongLong(table.model()->index(row, ResultsTableModel::Generated).data().toString());
        };
        for (int row = 1; row < table.model()->rowCount(); ++row)
            QVERIFY(generatedAt(row - 1) >= generatedAt(row));

        model.removeRun(1);
        QCOMPARE(model.rowCount(), 1);
    }

    // The value column shows values in the program's convention and names its view: from the
    // side to move, White's −4 at a white-to-move label reads 4, and the column follows a change.
    void theValueColumnFollowsTheValueConvention()
    {
        ValueConvention& values = ValueConvention::instance();
        const ValueView saved = values.view();
        values.setView(ValueView::Black);
        ResultsTableModel model;
        model.addRun({QStringLiteral("a"), test::climbRecords(Algorithm::Scout, false, 34, 33, 2)});
        QCOMPARE(model.runs()[0].records[0].toMove, Color::White); // label 34: White to move
        QCOMPARE(model.index(0, ResultsTableModel::Value).data().toInt(), -4);
        QCOMPARE(model.headerData(ResultsTableModel::Value, Qt::Horizontal).toString(),
                 QStringLiteral("Value (Black)"));
        QSignalSpy turned(&model, &QAbstractItemModel::dataChanged);
        values.setView(ValueView::SideToMove);
        QCOMPARE(turned.size(), 1);
        QCOMPARE(model.index(0, ResultsTableModel::Value).data().toInt(), 4);  // White to move
        QCOMPARE(model.index(1, ResultsTableModel::Value).data().toInt(), -4); // Black to move
        QCOMPARE(model.headerData(ResultsTableModel::Value, Qt::Horizontal).toString(),
                 QStringLiteral("Value (mover)"));
        values.setView(saved);
    }

    // The time column is in one unit for the longest search, as the time chart's axis, with the
    // locale's thousands separators; its header names the unit, its tooltip the exact duration.
    void timeColumnInOneUnitWithSeparators()
    {
        const QLocale saved;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ResultsTableModel model;
        QSignalSpy header(&model, &ResultsTableModel::headerDataChanged);
        model.resetRun(QStringLiteral("s"), true);
        model.appendRecord(0, record(Algorithm::Scout, false, 30, 10, 0.0000123));
        QCOMPARE(model.headerData(ResultsTableModel::Seconds, Qt::Horizontal).toString(), QStringLiteral("Time (µs)"));
        QCOMPARE(model.index(0, ResultsTableModel::Seconds).data().toString(), QStringLiteral("12"));
        model.appendRecord(0, record(Algorithm::Scout, false, 29, 10, 0.5));
        QCOMPARE(model.headerData(ResultsTableModel::Seconds, Qt::Horizontal).toString(), QStringLiteral("Time (ms)"));
        QCOMPARE(model.index(0, ResultsTableModel::Seconds).data().toString(), QStringLiteral("0.012"));
        QCOMPARE(model.index(1, ResultsTableModel::Seconds).data().toString(), QStringLiteral("500.000"));
        QCOMPARE(header.size(), 1); // µs to ms
        model.appendRecord(0, record(Algorithm::Scout, false, 28, 10, 1234.5678, SearchStatus::Timeout));
        QCOMPARE(model.headerData(ResultsTableModel::Seconds, Qt::Horizontal).toString(), QStringLiteral("Time (s)"));
        QCOMPARE(model.index(1, ResultsTableModel::Seconds).data().toString(), QStringLiteral("0.500"));
        QCOMPARE(model.index(2, ResultsTableModel::Seconds).data().toString(), QStringLiteral("1,234.568"));
        QCOMPARE(model.index(2, ResultsTableModel::Seconds).data(ResultsTableModel::kSortRole).toDouble(), 1234.5678);
        QCOMPARE(model.index(2, ResultsTableModel::Seconds).data(Qt::ToolTipRole).toString(), durationText(1234.5678));
        QCOMPARE(model.timeUnit().size, 1.0);
        // Removing the long search brings the unit back.
        model.resetRun(QStringLiteral("s"));
        model.appendRecord(0, record(Algorithm::Scout, false, 29, 10, 0.5));
        QCOMPARE(model.headerData(ResultsTableModel::Seconds, Qt::Horizontal).toString(), QStringLiteral("Time (ms)"));
        QLocale::setDefault(saved);
    }

    void copiesSelectionAsTabSeparatedText()
    {
        ResultsTableModel model;
        model.addRun({QStringLiteral("run"), test::climbRecords(Algorithm::AlphaBeta, false, 34, 32, 2)});
        ResultsTable table(&model);
        QVERIFY(table.selectionText().isEmpty());
        table.selectAll();
        const QStringList lines = table.selectionText().trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 4);
        // Every column but the position files' and the verdicts' (no file, no checked run: hidden).
        QCOMPARE(lines[0].split(QLatin1Char('\t')).size(), int(ResultsTableModel::ColumnCount) - 2);
        QVERIFY(lines[0].startsWith(QStringLiteral("Run\tLabel\tPly")));
        QVERIFY(lines[1].startsWith(QStringLiteral("run\t34\t33\t")));

        // Ctrl+C puts the same text on the clipboard.
        table.clearSelection();
        table.selectRow(1);
        QTest::keyClick(&table, Qt::Key_C, Qt::ControlModifier);
        const QStringList copied = QGuiApplication::clipboard()->text().trimmed().split(QLatin1Char('\n'));
        QCOMPARE(copied.size(), 2);
        QVERIFY(copied[1].startsWith(QStringLiteral("run\t33\t")));

        // Beside a checked run the verdicts show, second (its rows have none yet: being checked).
        model.setRunCheck(0, RunCheck{});
        table.selectAll();
        const QStringList checked = table.selectionText().trimmed().split(QLatin1Char('\n'));
        QVERIFY2(checked[0].startsWith(QStringLiteral("Run\tVerdict\tLabel")), qPrintable(checked[0]));
        QVERIFY2(checked[1].startsWith(QStringLiteral("run\tchecking…\t34\t")), qPrintable(checked[1]));
    }
};

QTEST_MAIN(TestComparisonPlot)
#include "tst_comparison_plot.moc"
