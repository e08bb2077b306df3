// ComparisonView: the File actions — open results as runs, save a run, export the charts.
#include "ComparisonCharts.h"
#include "ComparisonView.h"
#include "ResultsTable.h"
#include "ResultsTableModel.h"
#include "RunList.h"
#include "common/charts/FigureExportDialog.h"
#include "common/charts/LabelChart.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <set>

namespace othello {

namespace {

constexpr int kMaxListedProblems = 20;

} // namespace

bool ComparisonView::openResultsFile(const QString& path, QString* error, QStringList* skipped)
{
    const ResultsLoad load = loadResults(path);
    if (skipped)
        *skipped = load.problems;
    const QString name = QFileInfo(path).fileName();
    if (!load.readable || load.records.empty()) {
        if (error)
            *error = load.readable || load.problems.isEmpty() ? tr("%1 holds no valid results.").arg(name)
                                                              : load.problems.first(); // names the file
        return false;
    }
    ComparisonRun run;
    run.name = name;
    run.records = load.records;
    run.id = m_journal.newRunFile();
    // A copy in the workspace: the run comes back even if the file moves.
    m_journal.writeRun(run.id, run.records, nullptr);
    RunState state;
    state.savedTo = QFileInfo(path).absoluteFilePath();
    addRun(std::move(run), state);
    m_charts->redrawNow();
    m_resultsFolder = QFileInfo(path).absolutePath();
    emit statusMessage(tr("Opened %1: %n result(s).", nullptr, int(load.records.size())).arg(name));
    return true;
}

bool ComparisonView::saveResultsFile(const QString& path, bool json, QString* error)
{
    return saveRunFile(runToSave(), path, json, error);
}

bool ComparisonView::saveRunFile(int run, const QString& path, bool json, QString* error)
{
    if (run < 0 || run >= int(m_results->runs().size()) || m_results->recordCount(run) == 0) {
        if (error)
            *error = tr("There are no results to save yet.");
        return false;
    }
    const std::vector<ResultRecord>& records = m_results->runs()[std::size_t(run)].records;
    if (!(json ? saveResultsJson(path, records, error) : saveResultsCsv(path, records, error)))
        return false;
    runSaved(run, QFileInfo(path).absoluteFilePath());
    m_resultsFolder = QFileInfo(path).absolutePath();
    emit statusMessage(
        tr("Saved %n result(s) to %1.", nullptr, int(records.size())).arg(QDir::toNativeSeparators(path)));
    return true;
}

ChartImageOptions ComparisonView::currentChartOptions(QSize size, qreal pixelRatio) const
{
    ChartImageOptions options;
    options.size = size;
    options.pixelRatio = pixelRatio;
    options.dpi = m_figureOptions.dpi;
    options.formats = m_figureOptions.formats;
    options.logarithmic = m_charts->isLogarithmic();
    options.nodeCounters = m_charts->nodeCounters();
    options.baselineKey = m_charts->baseline();
    options.baselineName = m_charts->baselineName();
    options.branchingFactor = m_charts->showsBranchingFactor();
    options.layout = m_charts->chartLayout();
    // What is hidden on screen is hidden in the files, in every chart.
    for (const LabelChart* chart : m_charts->allCharts())
        options.hiddenSeries += chart->hiddenSeries();
    return options;
}

ChartImageOptions ComparisonView::currentChartOptions(const FigureOptions& figure) const
{
    ChartImageOptions options = currentChartOptions(figure.figureSize().size, 1);
    options.dpi = figure.dpi;
    options.formats = figure.formats;
    return options;
}

bool ComparisonView::exportChartImages(const QString& directory, const ChartImageOptions& options, QString* error)
{
    if (!writeChartImages(m_results->runs(), directory, options, error))
        return false;
    m_chartFolder = directory;
    emit statusMessage(tr("Charts written to %1.").arg(QDir::toNativeSeparators(directory)));
    return true;
}

void ComparisonView::openResults()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Results"), m_resultsFolder,
                                                      tr("Results (*.csv *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    QStringList skipped;
    if (!openResultsFile(path, &error, &skipped)) {
        report(error, skipped.join(QLatin1Char('\n')));
        return;
    }
    if (!skipped.isEmpty()) {
        QStringList listed = skipped.mid(0, kMaxListedProblems);
        if (skipped.size() > kMaxListedProblems)
            listed << tr("… and %n more", nullptr, int(skipped.size() - kMaxListedProblems));
        report(tr("%1: %n line(s) were skipped; the valid results were loaded.", nullptr, int(skipped.size()))
                   .arg(QFileInfo(path).fileName()),
               listed.join(QLatin1Char('\n')));
    }
}

void ComparisonView::exportResults(bool json)
{
    const int run = runToSave();
    if (run < 0) {
        report(tr("There are no results to save yet."));
        return;
    }
    saveRunWithDialog(run, json);
}

bool ComparisonView::saveRunWithDialog(int run, bool json)
{
    if (run < 0 || run >= int(m_results->runs().size()))
        return false;
    const ComparisonRun& chosen = m_results->runs()[std::size_t(run)];
    // Named after the run: "Run 3.csv".
    const QString suggested = QDir(m_resultsFolder.isEmpty() ? QDir::homePath() : m_resultsFolder)
                                  .filePath(QFileInfo(chosen.name).completeBaseName() +
                                            (json ? QStringLiteral(".json") : QStringLiteral(".csv")));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Results of “%1”").arg(chosen.name), suggested,
                                                      json ? tr("JSON results (*.json)") : tr("CSV results (*.csv)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!saveRunFile(run, path, json, &error)) {
        report(error);
        return false;
    }
    return true;
}

void ComparisonView::exportResultsCsv() { exportResults(false); }

void ComparisonView::exportResultsJson() { exportResults(true); }

void ComparisonView::exportChartsPng()
{
    FigureExportDialog dialog(tr("nodes and time, and tt-hit-rate and tt-memory when a search used a transposition "
                                 "table,"),
                              this);
    dialog.setDirectory(m_chartFolder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)
                                                : m_chartFolder);
    dialog.setFigureOptions(m_figureOptions);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_figureOptions = dialog.figureOptions(); // size, resolution and formats
    QString error;
    if (!exportChartImages(dialog.directory(), currentChartOptions(m_figureOptions), &error))
        report(error);
    QSettings store;
    saveSettings(store);
}

int ComparisonView::runToSave() const
{
    if (const int listed = m_runList->currentRun(); listed >= 0 && m_results->recordCount(listed) > 0)
        return listed;
    const QModelIndexList rows =
        m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList{};
    std::set<int> selectedRuns;
    for (const QModelIndex& row : rows)
        selectedRuns.insert(m_results->runOfRow(m_table->sourceRow(row.row())));
    if (selectedRuns.size() == 1 && *selectedRuns.begin() >= 0)
        return *selectedRuns.begin();
    for (int run = int(m_results->runs().size()) - 1; run >= 0; --run)
        if (m_results->recordCount(run) > 0)
            return run;
    return -1;
}

} // namespace othello
