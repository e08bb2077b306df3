// The transposition-table laboratory in the Compare tab: the policies of the runner form, the
// "policy comparison" preset run for real, one series per policy in every chart (nodes, time,
// TT hit rate, TT memory), the table statistics in the results table; screenshots to look at.

#include "common/AlgorithmNames.h"
#include "common/charts/ChartExport.h"
#include "common/charts/ComparisonNames.h"
#include "common/charts/LabelChart.h"
#include "compare/ComparisonCharts.h"
#include "compare/ComparisonPanel.h"
#include "compare/ComparisonView.h"
#include "compare/CopyableTable.h"
#include "compare/PolicySummary.h"
#include "compare/ResultsTableModel.h"
#include "support/TestRecords.h"
#include "support/TestTimeScale.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <set>

using namespace othello;

namespace {

const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

TableScheme schemeOf(const char* policy, TableHash hash = TableHash::Mix)
{
    return {std::get<TablePolicy>(parsePolicy(policy)), hash};
}

} // namespace

class TestTablePolicyComparison : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Table Policy Tests"));
        QVERIFY(QDir().mkpath(kScreenshotDir));
    }

    void init()
    {
        QSettings().clear();
        QDir(ComparisonJournal::defaultDirectory()).removeRecursively();
        m_view = std::make_unique<ComparisonView>();
        m_view->setPromptsEnabled(false);
        m_view->resize(1500, 950);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }

    void cleanup()
    {
        m_view.reset();
        QDir(ComparisonJournal::defaultDirectory()).removeRecursively();
    }

    // The form turns its policies into combinations: each policy of each algorithm with TT on.
    void formMakesOneCombinationPerPolicy()
    {
        ComparisonPanel* panel = m_view->panel();
        auto* start = panel->findChild<QPushButton*>(QStringLiteral("comparisonStartButton"));
        auto* policies = panel->findChild<QLineEdit*>(QStringLiteral("policiesEdit"));
        auto* hash = panel->findChild<QComboBox*>(QStringLiteral("hashCombo"));
        QVERIFY(start && policies && hash);
        policies->setText(QStringLiteral("default, wipe:1000,exact"));
        hash->setCurrentIndex(hash->findData(int(TableHash::Xor)));
        const ComparisonSettings s = panel->settings();
        // 5 algorithms TT off, 4 classical x 3 policies TT on, best TT on once.
        QCOMPARE(s.combinations.size(), std::size_t(5 + 4 * 3 + 1));
        QVERIFY(std::find(s.combinations.begin(), s.combinations.end(),
                          Combination{Algorithm::Scout, true, schemeOf("wipe:1000", TableHash::Xor)}) !=
                s.combinations.end());
        QVERIFY(std::find(s.combinations.begin(), s.combinations.end(), Combination{Algorithm::Best, true}) !=
                s.combinations.end());
        QVERIFY(start->isEnabled());

        // The course's own table keeps whole positions: the hash applies to the other policies only.
        policies->setText(QStringLiteral("default,course"));
        const ComparisonSettings withCourse = panel->settings();
        QVERIFY(std::find(withCourse.combinations.begin(), withCourse.combinations.end(),
                          Combination{Algorithm::Scout, true, schemeOf("course", TableHash::Mix)}) !=
                withCourse.combinations.end());
        QVERIFY(std::find(withCourse.combinations.begin(), withCourse.combinations.end(),
                          Combination{Algorithm::Scout, true, schemeOf("default", TableHash::Xor)}) !=
                withCourse.combinations.end());
        QVERIFY(start->isEnabled());

        policies->setText(QStringLiteral("default,sometimes"));
        QVERIFY(!start->isEnabled());
        QVERIFY(panel->validationError().contains(QStringLiteral("'sometimes'")));
        policies->setText(QString());
        QVERIFY(!start->isEnabled());
        policies->setText(QStringLiteral("two-tier"));
        QVERIFY(start->isEnabled());

        // Remembered across sessions.
        QSettings store;
        panel->saveTo(store);
        ComparisonPanel other;
        other.restoreFrom(store);
        auto* otherPolicies = other.findChild<QLineEdit*>(QStringLiteral("policiesEdit"));
        auto* otherHash = other.findChild<QComboBox*>(QStringLiteral("hashCombo"));
        QVERIFY(otherPolicies && otherHash);
        QCOMPARE(otherPolicies->text(), QStringLiteral("two-tier"));
        QCOMPARE(otherHash->currentData().toInt(), int(TableHash::Xor));
        QVERIFY(other.settings().combinations == panel->settings().combinations);
    }

    // One series per (algorithm, TT, scheme): distinct ids, names and colours; the TT charts
    // leave out searches without a table.
    void seriesPerScheme()
    {
        std::vector<ResultRecord> records = test::climbRecords(Algorithm::AlphaBeta, false, 34, 30, 3);
        for (const char* policy : {"default", "exact", "wipe:500"}) {
            auto climb = test::climbRecords(Algorithm::AlphaBeta, true, 34, 30, 3);
            for (ResultRecord& r : climb) {
                r.table = schemeOf(policy);
                r.tableStats.probes = 100;
                r.tableStats.hitsExact = std::string(policy) == "exact" ? 60 : 30;
                r.tableStats.misses = r.tableStats.probes - r.tableStats.hitsExact;
                r.tableStats.capacity = 4096;
                r.tableStats.peakUsed = std::uint64_t(r.label) * 10;
            }
            records.insert(records.end(), climb.begin(), climb.end());
        }
        const std::vector<ComparisonRun> runs{{QStringLiteral("s"), records}};
        const auto hitRate = buildPlotSeries(PlotKind::HitRate, runs);
        QCOMPARE(hitRate.size(), std::size_t(3));
        std::set<QString> ids, names;
        std::set<QRgb> colors;
        for (const PlotSeries& s : hitRate) {
            ids.insert(s.id);
            names.insert(s.name);
            colors.insert(s.color.rgb());
            QVERIFY(s.tt);
            QCOMPARE(s.points.size(), 5);
        }
        QCOMPARE(ids.size(), std::size_t(3));
        // One algorithm compares the schemes: the default keeps the algorithm's colour and marker,
        // each other scheme has a colour (clear of the algorithm's) and a marker of its own.
        QCOMPARE(colors.size(), std::size_t(3));
        std::set<MarkerShape> markers;
        for (const PlotSeries& s : hitRate)
            markers.insert(s.marker);
        QCOMPARE(markers.size(), std::size_t(3));
        QCOMPARE(hitRate[0].color, algorithmColor(Algorithm::AlphaBeta));
        QCOMPARE(hitRate[0].marker, algorithmMarker(Algorithm::AlphaBeta));
        for (const PlotSeries& s : hitRate)
            if (s.table != TableScheme{})
                QVERIFY2(colorDifference(s.color, algorithmColor(Algorithm::AlphaBeta)) >= 25, qPrintable(s.name));
        const auto nodes = buildPlotSeries(PlotKind::Nodes, runs, NodeCounters::Generated);
        QCOMPARE(nodes.front().color, algorithmColor(Algorithm::AlphaBeta));
        QCOMPARE(nodes.front().marker, algorithmMarker(Algorithm::AlphaBeta));
        QVERIFY(names.count(QStringLiteral("Alpha-beta TT on (exact)")));
        QCOMPARE(hitRate[1].points.front().y(), 60.0); // exact: 60 hits per 100 probes
        const auto memory = buildPlotSeries(PlotKind::TableMemory, runs);
        QCOMPARE(memory.size(), std::size_t(3));
        QCOMPARE(memory[0].points.back().y(), 34 * 10 * 24 / 1024.0); // label 34: 340 entries of 24 bytes, in KiB
        QCOMPARE(buildPlotSeries(PlotKind::Nodes, runs).size(), std::size_t(2 * 4)); // TT off and 3 schemes

        // The same schemes of two algorithms: a colour per scheme, a marker per algorithm, six lines
        // told apart.
        std::vector<ResultRecord> two = records;
        for (ResultRecord r : records)
            if (r.tt) {
                r.algorithm = Algorithm::NegaScout;
                two.push_back(r);
            }
        std::set<QRgb> twoColors;
        std::set<std::pair<QRgb, MarkerShape>> twoStyles;
        for (const PlotSeries& s : buildPlotSeries(PlotKind::HitRate, {{QStringLiteral("s"), two}})) {
            twoColors.insert(s.color.rgb());
            twoStyles.insert({s.color.rgb(), s.marker});
        }
        QCOMPARE(twoColors.size(), std::size_t(3));
        QCOMPARE(twoStyles.size(), std::size_t(6));
    }

    // Every search of the assignment beside alpha-beta comparing the course's policies: no
    // policy's line looks like another algorithm's (before, the "exact" policy was drawn as an
    // orange circle, Negamax's look), and no two lines share colour, marker and line style.
    void policyLinesNeverTakeAnAlgorithmsLook_data()
    {
        QTest::addColumn<QStringList>("policies");
        QTest::newRow("three policies") << QStringList{"default", "exact", "wipe:1000"};
        QTest::newRow("the course's") << ComparisonPanel::coursePolicies().split(QLatin1Char(','));
    }

    void policyLinesNeverTakeAnAlgorithmsLook()
    {
        QFETCH(QStringList, policies);
        std::vector<ResultRecord> records;
        for (const Algorithm algorithm :
             {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
            for (const bool tt : {false, true}) {
                const auto climb = test::climbRecords(algorithm, tt, 34, 30, 3);
                records.insert(records.end(), climb.begin(), climb.end());
            }
        for (const QString& policy : policies)
            for (ResultRecord r : test::climbRecords(Algorithm::AlphaBeta, true, 34, 30, 3)) {
                r.table = schemeOf(qPrintable(policy));
                records.push_back(r);
            }
        const auto series = buildPlotSeries(PlotKind::Nodes, {{QStringLiteral("s"), records}}, NodeCounters::Generated);
        QCOMPARE(series.size(), std::size_t(8 + policies.size() - 1)); // alpha-beta TT on is the default policy
        std::set<std::tuple<QRgb, MarkerShape, Qt::PenStyle>> looks;
        for (const PlotSeries& s : series) {
            looks.insert({s.color.rgb(), s.marker, s.penStyle});
            if (s.algorithm != Algorithm::AlphaBeta || !s.tt || s.table == TableScheme{})
                continue;
            for (const AlgorithmInfo& info : kAlgorithms)
                QVERIFY2(s.marker != algorithmMarker(info.algorithm) ||
                             colorDifference(s.color, algorithmColor(info.algorithm)) >= 30,
                         qPrintable(s.name + QStringLiteral(" looks like ") + algorithmText(info.algorithm)));
        }
        QCOMPARE(looks.size(), series.size());
    }

    // The per-policy summary: totals over the positions that every policy of a search finished,
    // each relative to the default policy; searches with one policy have no summary.
    void policySummaryTotalsAndRatios()
    {
        // Alpha-beta with three policies over labels 34..31; "exact" timed out at label 31, so
        // every policy is summed over 34..32. Values chosen so that sums and ratios are exact.
        std::vector<ResultRecord> records = test::climbRecords(Algorithm::AlphaBeta, false, 34, 31, 3);
        const struct {
            const char* policy;
            std::uint64_t nodesPerLabel; // generated nodes: this times (35 - label)
            std::uint64_t probes, hits, cutoffs, peakEntries;
        } policies[] = {
            {"exact", 200, 100, 60, 10, 40}, {"default", 100, 100, 30, 20, 10}, {"wipe:500", 50, 200, 30, 0, 5}};
        for (const auto& p : policies)
            for (ResultRecord r : test::climbRecords(Algorithm::AlphaBeta, true, 34, 31, 3)) {
                r.table = schemeOf(p.policy);
                r.generated = p.nodesPerLabel * std::uint64_t(35 - r.label);
                r.seconds = double(r.generated) * 1e-3;
                r.tableStats.probes = p.probes;
                r.tableStats.hitsExact = p.hits;
                r.tableStats.misses = p.probes - p.hits;
                r.tableStats.cutoffs = p.cutoffs;
                r.tableStats.capacity = 4096;
                r.tableStats.peakUsed = p.peakEntries * std::uint64_t(35 - r.label);
                if (std::string(p.policy) == "exact" && r.label == 31)
                    r.status = SearchStatus::Timeout;
                records.push_back(r);
            }
        // NegaScout with one policy, and best (its own table): no summary rows.
        for (const Algorithm algorithm : {Algorithm::NegaScout, Algorithm::Best}) {
            auto one = test::climbRecords(algorithm, true, 34, 31, 3);
            records.insert(records.end(), one.begin(), one.end());
        }
        const std::vector<PolicySummaryRow> rows = summarizePolicies({{QStringLiteral("s"), records}});
        QCOMPARE(rows.size(), std::size_t(3));
        QCOMPARE(schemeText(rows[0].scheme), std::string("exact"));
        QCOMPARE(schemeText(rows[1].scheme), std::string("default"));
        QVERIFY(!rows[0].isBaseline && rows[1].isBaseline && !rows[2].isBaseline);
        for (const PolicySummaryRow& row : rows) {
            QCOMPARE(row.algorithm, Algorithm::AlphaBeta);
            QCOMPARE(row.positions, 3); // labels 34, 33, 32: 1 + 2 + 3 = 6 times the per-label values
        }
        QCOMPARE(rows[0].generated, 200ULL * 6);
        QCOMPARE(rows[1].generated, 100ULL * 6);
        QCOMPARE(rows[2].generated, 50ULL * 6);
        QCOMPARE(rows[1].seconds, 0.6);
        QCOMPARE(rows[0].probes, 300ULL);
        QCOMPARE(rows[2].hits, 90ULL);
        QCOMPARE(rows[1].cutoffs, 60ULL);
        QCOMPARE(rows[0].peakBytes, 40ULL * 3 * kTableEntryBytes); // the largest peak (label 32), not a sum
        QCOMPARE(*rows[0].nodesRatio, 2.0);
        QCOMPARE(*rows[1].nodesRatio, 1.0);
        QCOMPARE(*rows[2].nodesRatio, 0.5);
        QCOMPARE(*rows[2].secondsRatio, 0.5);
        QCOMPARE(*rows[0].hitRatePoints, 30.0); // 60 % against 30 %
        QCOMPARE(*rows[2].hitRatePoints, -15.0);
        QCOMPARE(*rows[0].cutoffsRatio, 0.5);
        QCOMPARE(*rows[2].cutoffsRatio, 0.0);
        QCOMPARE(*rows[0].peakRatio, 4.0);

        // The table: the locale's separators, units in the headers, the baseline marked.
        const QLocale saved;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        PolicySummaryModel model;
        model.setRuns({{QStringLiteral("s"), records}});
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(!model.severalRuns());
        QCOMPARE(model.index(0, PolicySummaryModel::Generated).data().toString(), QStringLiteral("1,200"));
        QCOMPARE(model.index(0, PolicySummaryModel::GeneratedRatio).data().toString(), QStringLiteral("2.00"));
        QCOMPARE(model.headerData(PolicySummaryModel::Time, Qt::Horizontal).toString(), QStringLiteral("Time (s)"));
        QCOMPARE(model.index(0, PolicySummaryModel::Time).data().toString(), QStringLiteral("1.200"));
        QCOMPARE(model.index(0, PolicySummaryModel::HitRate).data().toString(), QStringLiteral("60.0 %"));
        QCOMPARE(model.index(0, PolicySummaryModel::HitRatePoints).data().toString(), QStringLiteral("+30.0"));
        QCOMPARE(model.index(2, PolicySummaryModel::HitRatePoints).data().toString(), QStringLiteral("-15.0"));
        QCOMPARE(model.index(1, PolicySummaryModel::HitRatePoints).data().toString(), QStringLiteral("0.0"));
        QCOMPARE(model.headerData(PolicySummaryModel::PeakMemory, Qt::Horizontal).toString(),
                 QStringLiteral("TT peak memory (KiB)"));
        QCOMPARE(model.index(0, PolicySummaryModel::PeakMemory).data().toString(),
                 QLocale().toString(40 * 3 * kTableEntryBytes / 1024.0, 'f', 1));
        QCOMPARE(model.index(1, PolicySummaryModel::Policy).data().toString(), QStringLiteral("default (baseline)"));
        QLocale::setDefault(saved);

        // Without a default policy there is nothing to be relative to; the totals stay.
        std::vector<ResultRecord> noDefault;
        for (const ResultRecord& r : records)
            if (!(r.tt && r.table == TableScheme{}))
                noDefault.push_back(r);
        const std::vector<PolicySummaryRow> alone = summarizePolicies({{QStringLiteral("s"), noDefault}});
        QCOMPARE(alone.size(), std::size_t(2));
        QVERIFY(!alone[0].nodesRatio && !alone[0].isBaseline);
        QCOMPARE(alone[1].generated, 50ULL * 6);

        // In the view: a tab beside the results table while some run has several policies, a
        // Run column only with several runs.
        QTabWidget* tabs = m_view->resultTabs();
        QCOMPARE(tabs->count(), 2);                          // the searches and the runs
        QVERIFY(!m_view->policySummaryTable()->isVisible()); // not floating over the form
        m_view->results()->addRun({QStringLiteral("policies.csv"), records});
        QCOMPARE(tabs->count(), 3);
        QCOMPARE(tabs->widget(2), static_cast<QWidget*>(m_view->policySummaryTable()));
        QCOMPARE(m_view->policySummary()->rowCount(), 3);
        QVERIFY(m_view->policySummaryTable()->isColumnHidden(PolicySummaryModel::Run));
        m_view->results()->addRun({QStringLiteral("again.csv"), records});
        QCOMPARE(m_view->policySummary()->rowCount(), 6);
        QVERIFY(!m_view->policySummaryTable()->isColumnHidden(PolicySummaryModel::Run));
        m_view->policySummaryTable()->selectAll();
        const QStringList copied =
            m_view->policySummaryTable()->selectionText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(copied.size(), 7); // header and six rows
        QVERIFY(copied[0].startsWith(QStringLiteral("Run\t")));
        tabs->setCurrentWidget(m_view->policySummaryTable());
        QVERIFY(m_view->policySummaryTable()->isVisible());
        m_view->clearResults();
        QCOMPARE(tabs->count(), 2);
        QVERIFY(!m_view->policySummaryTable()->isVisible());
    }

    // The preset adds to the searches chosen when asked to: they stay, alpha-beta with a table
    // joins them, and every search with a table compares the policies, the user's first.
    void policyComparisonPresetAddsToTheChoice()
    {
        ComparisonPanel* panel = m_view->panel();
        auto* policies = panel->findChild<QLineEdit*>(QStringLiteral("policiesEdit"));
        QVERIFY(policies);
        ComparisonSettings settings = panel->settings();
        settings.combinations = {{Algorithm::Negamax, false}, {Algorithm::Scout, false}, {Algorithm::Scout, true}};
        panel->setSettings(settings);
        policies->setText(QStringLiteral("depth:4"));
        panel->choosePolicyComparison();
        QMessageBox* question = nullptr;
        QTRY_VERIFY((question = panel->findChild<QMessageBox*>(QStringLiteral("policyPresetQuestion"))));
        // Scout is the one algorithm with a table: the preset compares it.
        QVERIFY2(question->text().contains(QStringLiteral("Scout")), qPrintable(question->text()));
        QVERIFY2(question->informativeText().contains(QStringLiteral("compares every policy: 13 search")),
                 qPrintable(question->informativeText()));
        QVERIFY(question->grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("policy-preset-question.png"))));
        question->findChild<QPushButton*>(QStringLiteral("presetAddButton"))->click();
        QTRY_VERIFY(policies->text().startsWith(QStringLiteral("depth:4,default")));
        QTRY_VERIFY(!panel->findChild<QMessageBox*>(QStringLiteral("policyPresetQuestion"))); // closed and gone
        const ComparisonSettings added = panel->settings();
        QCOMPARE(added.combinations.size(), std::size_t(2 + 11));
        QCOMPARE(added.combinations[0], (Combination{Algorithm::Negamax, false}));

        // Cancel changes nothing; with nothing else ticked the preset asks nothing.
        panel->choosePolicyComparison();
        QTRY_VERIFY((question = panel->findChild<QMessageBox*>(QStringLiteral("policyPresetQuestion"))));
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!panel->findChild<QMessageBox*>(QStringLiteral("policyPresetQuestion")));
        QCOMPARE(panel->settings().combinations.size(), std::size_t(13));
        settings.combinations = {{Algorithm::Scout, true}};
        panel->setSettings(settings);
        panel->choosePolicyComparison();
        QVERIFY(!panel->findChild<QMessageBox*>(QStringLiteral("policyPresetQuestion")));
        QCOMPARE(panel->settings().combinations.size(), std::size_t(10));
    }

    // The preset, run for real over late labels: every policy is a line of its own in every chart,
    // and the results table shows what each table did.
    void policyComparisonPreset()
    {
        ComparisonPanel* panel = m_view->panel();
        auto* start = panel->findChild<QPushButton*>(QStringLiteral("comparisonStartButton"));
        auto* policies = panel->findChild<QLineEdit*>(QStringLiteral("policiesEdit"));
        auto* policyComparison = panel->findChild<QPushButton*>(QStringLiteral("policyComparisonButton"));
        QVERIFY(start && policies && policyComparison);
        // Every search is ticked at first: the preset asks before it replaces them.
        QTest::mouseClick(policyComparison, Qt::LeftButton);
        QMessageBox* question = nullptr;
        QTRY_VERIFY((question = panel->findChild<QMessageBox*>(QStringLiteral("policyPresetQuestion"))));
        QCOMPARE(policies->text(), QStringLiteral("default")); // nothing changed yet
        question->findChild<QPushButton*>(QStringLiteral("presetReplaceButton"))->click();
        QTRY_COMPARE(policies->text(), ComparisonPanel::coursePolicies());
        panel->findChildren<QSpinBox*>()[0]->setValue(34);
        panel->findChildren<QSpinBox*>()[1]->setValue(17);
        const ComparisonSettings settings = panel->settings();
        QCOMPARE(settings.combinations.size(), std::size_t(10));
        for (const Combination& c : settings.combinations) {
            QCOMPARE(c.algorithm, Algorithm::AlphaBeta);
            QVERIFY(c.tt);
        }
        QTest::mouseClick(start, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isRunning(), test::scaledMs(120000));

        ResultsTableModel* model = m_view->results();
        QCOMPARE(model->rowCount(), 10 * 18);
        std::set<std::string> schemes;
        for (const ResultRecord& r : model->runs()[0].records) {
            QCOMPARE(r.status, SearchStatus::Done);
            QCOMPARE(r.value, std::optional<int>(PrincipalVariation::kGameValue));
            QCOMPARE(r.tableStats.hits() + r.tableStats.misses, r.tableStats.probes);
            schemes.insert(schemeText(r.table));
            if (r.table.policy.kind == TablePolicyKind::ExactOnly)
                QCOMPARE(r.tableStats.hitsLower + r.tableStats.hitsUpper, 0ULL);
        }
        QCOMPARE(schemes.size(), std::size_t(10));
        // The table statistics in the results table: a hit rate and a peak for every row.
        for (int row = 0; row < model->rowCount(); ++row) {
            // A finished game (label 34) is a leaf: no probe, no hit rate.
            const bool probed = model->runs()[0].records[std::size_t(row)].tableStats.probes > 0;
            QCOMPARE(model->index(row, ResultsTableModel::HitRate).data().toString().endsWith(QStringLiteral(" %")),
                     probed);
            QVERIFY(model->index(row, ResultsTableModel::PeakMemory).data().toString().endsWith(QStringLiteral("KiB")));
            QVERIFY(!model->index(row, ResultsTableModel::SchemeColumn).data().toString().isEmpty());
            // Node types are counted at nodes with more than four empty squares.
            const int label = model->index(row, ResultsTableModel::Label).data().toInt();
            QCOMPARE(QLocale().toULongLong(model->index(row, ResultsTableModel::PvNodes).data().toString()) > 0,
                     PrincipalVariation::sixBySix().position(label).emptyCount() > 4);
        }

        ComparisonCharts* charts = m_view->charts();
        charts->redrawNow();
        // Ten policies told apart: a colour and a marker of their own each, colours far apart,
        // legend entries of one short line under "Alpha-beta TT on".
        const std::vector<PlotSeries>& lines = charts->nodesChart()->plotSeries();
        QCOMPARE(lines.size(), std::size_t(10));
        std::set<std::pair<QRgb, int>> looks;
        for (std::size_t a = 0; a < lines.size(); ++a) {
            looks.insert({lines[a].color.rgb(), int(lines[a].marker)});
            QCOMPARE(lines[a].group, QStringLiteral("Alpha-beta TT on"));
            QVERIFY2(lines[a].groupText.size() <= 16, qPrintable(lines[a].groupText));
            for (std::size_t b = 0; b < a; ++b)
                QVERIFY2(lines[a].color != lines[b].color && lines[a].marker != lines[b].marker,
                         qPrintable(lines[a].name + " / " + lines[b].name));
        }
        QCOMPARE(looks.size(), std::size_t(10));
        QCOMPARE(charts->tableMemoryChart()->series().size(), 10);
        QCOMPARE(charts->nodesChart()->series().size(), 10); // generated nodes by default
        charts->setNodeCounters(NodeCounters::Both);
        QCOMPARE(charts->nodesChart()->series().size(), 20);
        charts->setNodeCounters(NodeCounters::Generated);
        QCOMPARE(charts->timeChart()->series().size(), 10);

        // Relative to the default policy: the default's line is 1 everywhere, every other line its
        // nodes over the default's at the same label.
        const std::vector<PlotSeries> absolute = charts->nodesChart()->plotSeries();
        const PlotSeries& defaultPolicy = absolute.front();
        QCOMPARE(defaultPolicy.name, QStringLiteral("Alpha-beta TT on"));
        charts->setBaseline(searchKey(defaultPolicy));
        QCOMPARE(charts->baseline(), searchKey(defaultPolicy));
        QVERIFY(charts->nodesChart()->isRelative());
        QCOMPARE(charts->nodesChart()->quantity(), Quantity::Ratio);
        const std::vector<PlotSeries> relative = charts->nodesChart()->plotSeries();
        QCOMPARE(relative.size(), absolute.size());
        for (const QPointF& p : relative.front().points)
            QCOMPARE(p.y(), 1.0);
        for (std::size_t s = 1; s < relative.size(); ++s)
            for (qsizetype i = 0; i < relative[s].points.size(); ++i)
                QCOMPARE(relative[s].points[i].y(), absolute[s].points[i].y() / defaultPolicy.points[i].y());
        QVERIFY(charts->nodesChart()->axes(Qt::Vertical).front()->titleText().contains(QStringLiteral("÷")));
        QApplication::processEvents();
        QVERIFY(m_view->grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("policy-comparison-relative.png"))));
        charts->setBaseline(QString());
        QVERIFY(!charts->nodesChart()->isRelative());
        QCOMPARE(charts->tabs()->count(), 4);

        // Screens to look at: the whole tab on each chart, and the exported TT charts.
        QApplication::processEvents();
        const char* const tabs[] = {"nodes", "time", "tt-hit-rate", "tt-memory"};
        for (int tab = 0; tab < 4; ++tab) {
            charts->tabs()->setCurrentIndex(tab);
            QApplication::processEvents();
            QVERIFY(m_view->grab().save(
                QDir(kScreenshotDir).filePath(QStringLiteral("policy-comparison-%1.png").arg(tabs[tab]))));
        }
        // The table laboratory's columns, at the right end of the results table.
        auto* table = m_view->findChild<QTableView*>();
        QVERIFY(table);
        table->scrollTo(model->index(model->rowCount() - 1, ResultsTableModel::AllNodes));
        table->horizontalScrollBar()->setValue(table->horizontalScrollBar()->maximum());
        QApplication::processEvents();
        QVERIFY(m_view->grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("policy-comparison-table.png"))));
        const std::vector<ComparisonRun> runs = model->runs();
        // The export (GUI and sweep --charts) adds the table charts when a search used a table.
        QTemporaryDir exported;
        QString error;
        QVERIFY2(writeChartImages(runs, exported.path(), ChartImageOptions{}, &error), qPrintable(error));
        QCOMPARE(QDir(exported.path()).entryList(QDir::Files, QDir::Name),
                 (QStringList{"nodes.png", "time.png", "tt-hit-rate.png", "tt-memory.png"}));
        QVERIFY(writeComparisonCharts(test::climbRecords(Algorithm::Scout, false, 34, 30, 3), exported.path() + "/off",
                                      {}, &error));
        QCOMPARE(QDir(exported.path() + "/off").entryList(QDir::Files).size(), 2);
        for (PlotKind kind : {PlotKind::HitRate, PlotKind::TableMemory}) {
            const QImage image = renderChartImage(kind, runs, ChartImageOptions{});
            QVERIFY(test::distinctColors(image) > 50);
            QVERIFY(image.save(
                QDir(kScreenshotDir).filePath(QStringLiteral("policy-comparison-export-") + chartFileName(kind))));
        }
    }

private:
    std::unique_ptr<ComparisonView> m_view;
};

QTEST_MAIN(TestTablePolicyComparison)
#include "tst_table_policy_comparison.moc"
