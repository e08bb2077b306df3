#include "ComparisonView.h"

#include "ChartExportDialog.h"
#include "ComparisonCharts.h"
#include "ComparisonPanel.h"
#include "PolicySummary.h"
#include "ResultsTable.h"
#include "ResultsTableModel.h"
#include "common/charts/LabelChart.h"
#include "engine/table/MemoryBudget.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

namespace othello {

namespace {

constexpr int kSessionRun = 0; // the session's run is created first and never removed
constexpr int kMaxListedProblems = 20;

// The view's own saves and restores go to the application's store: main() names the
// organization ("OthelloSearchLab") and application ("Othello Search Lab"); tests name their
// own, so they never touch the user's settings.
void saveToApplicationSettings(const ComparisonView& view)
{
    QSettings store;
    view.saveSettings(store);
}

QToolButton* makeButton(const QString& text, const QString& tip, QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(tip);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setAutoRaise(false);
    return button;
}

} // namespace

QString ComparisonView::sessionRunName() { return tr("this session"); }

ComparisonView::ComparisonView(QWidget* parent) : Page(parent)
{
    m_job = new ComparisonJob(this);
    m_results = new ResultsTableModel(this);
    m_results->resetRun(sessionRunName(), true);

    // Created in this order, as the keyboard focus moves through them.
    m_panel = new ComparisonPanel;
    QWidget* panelScroll = createPanelScroll();
    m_charts = new ComparisonCharts(this);
    m_table = new ResultsTable(m_results, this);
    m_table->setObjectName(QStringLiteral("resultsTable")); // for the tests' findChild()
    m_summary = new PolicySummaryModel(this);
    m_summaryTable = new CopyableTable(m_summary, PolicySummaryModel::kSortRole, this);
    m_summaryTable->hide(); // shown by its tab; until then it would float over the form
    QWidget* resultsArea = createResultsArea();

    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_charts);
    right->addWidget(resultsArea);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    right->setChildrenCollapsible(false);

    auto* main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(panelScroll);
    main->addWidget(right);
    main->setStretchFactor(0, 0);
    main->setStretchFactor(1, 1);
    main->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(main);
    connectParts();

    restoreSettings(QSettings());
    showChosenPositions();
    // Asked once the event loop runs, so the window is up behind the question and a caller
    // (a test) can switch prompts off first.
    QTimer::singleShot(0, this, &ComparisonView::offerJournalRecovery);
}

QWidget* ComparisonView::createPanelScroll()
{
    auto* panelScroll = new QScrollArea(this);
    panelScroll->setWidget(m_panel);
    panelScroll->setWidgetResizable(true);
    panelScroll->setFrameShape(QFrame::NoFrame);
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panelScroll->setMinimumWidth(std::max(m_panel->sizeHint().width(), m_panel->minimumWidth()) + 20);
    return panelScroll;
}

QWidget* ComparisonView::createResultsArea()
{
    auto* resultsArea = new QWidget(this);
    auto* open = makeButton(tr("Open…"), tr("Add a results file (CSV or JSON) as a run"), resultsArea);
    auto* saveCsv = makeButton(tr("Save CSV…"), tr("Save results in the CLI's CSV format"), resultsArea);
    auto* saveJson = makeButton(tr("Save JSON…"), tr("Save results as JSON"), resultsArea);
    auto* charts = makeButton(tr("Export Charts…"), tr("Write the charts as PNG, SVG or PDF figures"), resultsArea);
    auto* clear = makeButton(tr("Clear"), tr("Remove opened runs and finished results"), resultsArea);
    connect(open, &QToolButton::clicked, this, &ComparisonView::openResults);
    connect(saveCsv, &QToolButton::clicked, this, &ComparisonView::exportResultsCsv);
    connect(saveJson, &QToolButton::clicked, this, &ComparisonView::exportResultsJson);
    connect(charts, &QToolButton::clicked, this, &ComparisonView::exportChartsPng);
    connect(clear, &QToolButton::clicked, this, &ComparisonView::clearResults);
    // No "Results" title beside the buttons: in Spanish it made the window wider than 1024.
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (QToolButton* b : {open, saveCsv, saveJson, charts, clear})
        buttons->addWidget(b);
    auto* resultsLayout = new QVBoxLayout(resultsArea);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addLayout(buttons);
    // The policy summary is a second tab, added while there is one: a single tab's bar is hidden.
    m_resultTabs = new QTabWidget(resultsArea);
    m_resultTabs->setDocumentMode(true);
    m_resultTabs->setTabBarAutoHide(true);
    m_resultTabs->addTab(m_table, tr("Searches"));
    resultsLayout->addWidget(m_resultTabs);
    return resultsArea;
}

void ComparisonView::connectParts()
{
    connect(m_panel, &ComparisonPanel::startRequested, this, &ComparisonView::startComparison);
    connect(m_panel, &ComparisonPanel::stopRequested, this, &ComparisonView::stopComparison);
    connect(m_job, &ComparisonJob::recordFinished, this, &ComparisonView::recordFinished);
    connect(m_job, &ComparisonJob::progress, this, &ComparisonView::progress);
    connect(m_job, &ComparisonJob::finished, this, &ComparisonView::jobFinished);
    connect(m_results, &ResultsTableModel::runsChanged, this, [this] {
        m_charts->setRuns(m_results->runs());
        updatePolicySummary();
    });
    connect(m_panel, &ComparisonPanel::positionsChanged, this, &ComparisonView::showChosenPositions);
}

void ComparisonView::updatePolicySummary()
{
    m_summary->setRuns(m_results->runs());
    m_summaryTable->setColumnHidden(PolicySummaryModel::Run, !m_summary->severalRuns());
    const int tab = m_resultTabs->indexOf(m_summaryTable);
    if (m_summary->rowCount() > 0 && tab < 0) {
        //: Tab beside the results table: totals per table policy, relative to the default policy.
        m_resultTabs->addTab(m_summaryTable, tr("Policy summary"));
        m_summaryTable->resizeColumnsToContents();
    } else if (m_summary->rowCount() == 0 && tab >= 0) {
        m_resultTabs->removeTab(tab);
        m_summaryTable->hide();
    }
}

ComparisonView::~ComparisonView()
{
    saveToApplicationSettings(*this);
    if (isRunning()) {
        // Stop listening first: the job's records must not reach a half-destroyed view.
        disconnect(m_job, nullptr, this, nullptr);
        delete m_job; // cancels and joins the searches
        m_job = nullptr;
        m_journal.abandon();
    }
}

void ComparisonView::showChosenPositions()
{
    const ComparisonSettings settings = m_panel->settings();
    m_table->setPositionFileChosen(m_panel->usesPositionFile());
    if (m_panel->usesPositionFile())
        m_charts->setChosenPositions(true, 1, std::max(1, int(settings.positions.size())));
    else
        m_charts->setChosenPositions(false, settings.toLabel, settings.fromLabel);
}

bool ComparisonView::isRunning() const { return m_job && m_job->isRunning(); }

void ComparisonView::startComparison()
{
    if (isRunning())
        return;
    if (m_panel->usesPositionFile())
        m_panel->reloadPositionFile(); // the file may have changed since it was chosen
    const QString problem = m_panel->validationError();
    if (!problem.isEmpty()) {
        report(problem);
        return;
    }
    const ComparisonSettings settings = m_panel->settings();
    if (!memoryProblem(settings).empty()) {
        report(tr("The transposition tables (%1 MiB each) do not fit in the memory available (%2 MiB).")
                   .arg(settings.ttMegabytes)
                   .arg(availableMemoryBytes() / (1024 * 1024)));
        return;
    }
    saveToApplicationSettings(*this);
    m_results->resetRun(sessionRunName());
    m_sessionUnsaved = false; // the last run's results stay in the journal, noted if not saved
    QString journalError;
    m_journalWarned = false;
    if (!m_journal.begin(&journalError))
        emit statusMessage(tr("Results are not journalled: %1").arg(journalError));
    if (!m_job->start(settings)) {
        m_journal.finish(false);
        report(tr("The comparison could not be started."));
        return;
    }
    m_finishedSearches = 0;
    m_panel->showStarted(int(plannedSearches(settings)));
    emit runningChanged(true);
    if (runsPositionFile(settings))
        emit statusMessage(
            tr("Comparison started: %1 positions of %2, %n combination(s)", nullptr, int(settings.combinations.size()))
                .arg(settings.positions.size())
                .arg(QString::fromStdString(settings.positionSource)));
    else
        emit statusMessage(
            tr("Comparison started: labels %1 to %2, %n combination(s)", nullptr, int(settings.combinations.size()))
                .arg(settings.fromLabel)
                .arg(settings.toLabel));
}

void ComparisonView::stopComparison()
{
    if (!isRunning())
        return;
    m_job->stop();
    emit statusMessage(tr("Stopping the comparison…"));
}

void ComparisonView::recordFinished(const ResultRecord& record)
{
    ++m_finishedSearches;
    // On disk first: a result the user has seen must survive a kill that comes right after.
    QString error;
    if (m_journal.isOpen() && !m_journal.record(record, &error) && !m_journalWarned) {
        m_journalWarned = true;
        emit statusMessage(tr("Cannot write the journal: %1").arg(error));
    }
    m_results->appendRecord(kSessionRun, record);
    m_sessionUnsaved = true;
}

void ComparisonView::progress(const std::vector<ComparisonActivity>& activities, int finishedSearches)
{
    m_panel->showProgress(activities, finishedSearches);
}

void ComparisonView::jobFinished(bool cancelled)
{
    m_journal.finish(!cancelled, m_sessionUnsaved);
    m_charts->redrawNow();
    const int records = m_results->recordCount(kSessionRun);
    const QString summary = cancelled ? tr("Stopped: %n search(es) finished.", nullptr, records)
                                      : tr("Finished: %n search(es).", nullptr, records);
    m_panel->showFinished(summary, m_finishedSearches, !cancelled);
    emit runningChanged(false);
    emit statusMessage(summary);
}

int ComparisonView::recoverJournal()
{
    if (!m_journal.hasInterrupted())
        return -1;
    const ResultsLoad load = m_journal.loadInterrupted();
    m_journal.setAsideInterrupted();
    if (!load.records.empty())
        m_results->addRun(ComparisonRun{tr("recovered"), load.records});
    m_charts->redrawNow();
    const int count = int(load.records.size());
    emit statusMessage(tr("Recovered %n result(s) of an interrupted comparison.", nullptr, count));
    if (!load.problems.isEmpty())
        report(tr("Some lines of the journal could not be read and were skipped."),
               load.problems.join(QLatin1Char('\n')));
    return count;
}

QString ComparisonView::unsavedRunName() { return tr("last session"); }

int ComparisonView::openUnsavedRun()
{
    const QString path = m_journal.unsavedRunPath();
    if (path.isEmpty() || unsavedRunIndex() >= 0)
        return -1;
    const ResultsLoad load = loadResults(path);
    if (load.records.empty()) {
        m_journal.forgetUnsavedRun();
        return -1;
    }
    m_results->addRun(ComparisonRun{unsavedRunName(), load.records});
    m_lastRunUnsaved = true; // offered again at the next start until it is saved or discarded
    m_charts->redrawNow();
    emit statusMessage(tr("Opened %n unsaved result(s) of the last session.", nullptr, int(load.records.size())));
    return int(load.records.size());
}

int ComparisonView::unsavedRunIndex() const
{
    const auto& runs = m_results->runs();
    for (int run = kSessionRun + 1; run < int(runs.size()); ++run)
        if (runs[std::size_t(run)].name == unsavedRunName())
            return run;
    return -1;
}

void ComparisonView::offerUnsavedRun()
{
    const QString path = m_journal.unsavedRunPath();
    if (!m_promptsEnabled || path.isEmpty())
        return;
    const int count = int(loadResults(path).records.size());
    if (count == 0) {
        m_journal.forgetUnsavedRun();
        return;
    }
    const QString when = QLocale().toString(QFileInfo(path).lastModified(), QLocale::ShortFormat);
    auto* box = new QMessageBox(QMessageBox::Question, tr("Unsaved Results"),
                                tr("The comparison of the last session (%1) left %n result(s) that were not saved. "
                                   "Open them as the run “%2”?",
                                   nullptr, count)
                                    .arg(when, unsavedRunName()),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("unsavedRunQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(
        tr("If you choose No, they are not offered again; the file stays at %1.").arg(QDir::toNativeSeparators(path)));
    connect(box, &QMessageBox::finished, this, [this, box] {
        if (box->standardButton(box->clickedButton()) == QMessageBox::Yes)
            openUnsavedRun();
        else
            m_journal.forgetUnsavedRun();
    });
    box->open();
}

QString ComparisonView::unsavedWork() const
{
    int count = m_sessionUnsaved ? m_results->recordCount(kSessionRun) : 0;
    if (const int last = unsavedRunIndex(); m_lastRunUnsaved && last >= 0)
        count += m_results->recordCount(last);
    return count > 0 ? tr("%n comparison result(s) are not saved.", nullptr, count) : QString();
}

bool ComparisonView::saveUnsavedWork()
{
    if (m_sessionUnsaved && m_results->recordCount(kSessionRun) > 0 && !saveRunWithDialog(kSessionRun, false))
        return false;
    if (const int last = unsavedRunIndex(); m_lastRunUnsaved && last >= 0 && !saveRunWithDialog(last, false))
        return false;
    return true;
}

void ComparisonView::discardUnsavedWork()
{
    m_sessionUnsaved = false;
    m_lastRunUnsaved = false;
    m_journal.forgetUnsavedRun();
}

void ComparisonView::runSaved(int run)
{
    if (run == kSessionRun)
        m_sessionUnsaved = false;
    else if (run == unsavedRunIndex())
        m_lastRunUnsaved = false;
    // The journal's note names an ended run: the last session's (opened here) or this session's.
    if (!m_lastRunUnsaved && !(m_sessionUnsaved && !isRunning()))
        m_journal.forgetUnsavedRun();
}

void ComparisonView::offerJournalRecovery()
{
    if (!m_promptsEnabled)
        return;
    if (!m_journal.hasInterrupted()) {
        offerUnsavedRun();
        return;
    }
    const ResultsLoad load = m_journal.loadInterrupted();
    if (load.records.empty()) {
        m_journal.setAsideInterrupted(); // nothing finished before the interruption
        offerUnsavedRun();
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Question, tr("Recover Comparison"),
                                tr("A comparison was interrupted before it finished. Load its %n finished "
                                   "result(s) as the run “recovered”?",
                                   nullptr, int(load.records.size())),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(
        tr("If you choose No, the journal is kept as %1.")
            .arg(QDir::toNativeSeparators(QDir(m_journal.directory()).filePath(QStringLiteral("interrupted.csv")))));
    connect(box, &QMessageBox::finished, this, [this, box] {
        if (box->standardButton(box->clickedButton()) == QMessageBox::Yes)
            recoverJournal();
        else
            m_journal.setAsideInterrupted();
        offerUnsavedRun();
    });
    box->open(); // not exec(): nothing blocks while the question is up
}

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
    m_results->addRun(ComparisonRun{name, load.records});
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
    runSaved(run);
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
    options.dpi = m_exportOptions.dpi;
    options.formats = m_exportOptions.formats;
    options.logarithmic = m_charts->isLogarithmic();
    options.nodeCounters = m_charts->nodeCounters();
    options.baselineKey = m_charts->baseline();
    options.baselineName = m_charts->baselineName();
    options.branchingFactor = m_charts->showsBranchingFactor();
    // What is hidden on screen is hidden in the files, in every chart.
    for (const LabelChart* chart : m_charts->allCharts())
        options.hiddenSeries += chart->hiddenSeries();
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
    const QString runName = m_results->runs()[std::size_t(run)].name;
    const QString suggested =
        QDir(m_resultsFolder.isEmpty() ? QDir::homePath() : m_resultsFolder)
            .filePath(json ? QStringLiteral("comparison.json") : QStringLiteral("comparison.csv"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Results of “%1”").arg(runName), suggested,
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
    ChartExportDialog dialog(this);
    dialog.setDirectory(m_chartFolder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)
                                                : m_chartFolder);
    dialog.setImageOptions(m_exportOptions);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ChartImageOptions chosen = dialog.imageOptions();
    m_exportOptions = chosen; // size, density, resolution and formats
    QString error;
    if (!exportChartImages(dialog.directory(), currentChartOptions(chosen.size, chosen.pixelRatio), &error))
        report(error);
    saveToApplicationSettings(*this);
}

void ComparisonView::clearResults()
{
    for (int run = int(m_results->runs().size()) - 1; run > kSessionRun; --run)
        m_results->removeRun(run);
    if (!isRunning()) {
        m_results->resetRun(sessionRunName());
        m_sessionUnsaved = false;
    }
    // Cleared on purpose: nothing of it is offered at the next start.
    m_lastRunUnsaved = false;
    if (!m_sessionUnsaved)
        m_journal.forgetUnsavedRun();
    m_charts->redrawNow();
}

int ComparisonView::runToSave() const
{
    const QModelIndexList rows =
        m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList{};
    std::set<int> selectedRuns;
    for (const QModelIndex& row : rows)
        selectedRuns.insert(m_results->runOfRow(m_table->sourceRow(row.row())));
    if (selectedRuns.size() == 1 && *selectedRuns.begin() >= 0)
        return *selectedRuns.begin();
    if (m_results->recordCount(kSessionRun) > 0)
        return kSessionRun;
    for (int run = 0; run < int(m_results->runs().size()); ++run)
        if (m_results->recordCount(run) > 0)
            return run;
    return -1;
}

void ComparisonView::report(const QString& text, const QString& details)
{
    emit statusMessage(text);
    if (!m_promptsEnabled)
        return;
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Comparison"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    if (!details.isEmpty())
        box->setDetailedText(details);
    box->open();
}

void ComparisonView::saveSettings(QSettings& store) const
{
    m_panel->saveTo(store);
    store.beginGroup(QStringLiteral("comparison"));
    store.setValue(QStringLiteral("resultsFolder"), m_resultsFolder);
    store.setValue(QStringLiteral("chartFolder"), m_chartFolder);
    store.setValue(QStringLiteral("chartSize"), m_exportOptions.size);
    store.setValue(QStringLiteral("chartDoubleDensity"), m_exportOptions.pixelRatio > 1);
    store.setValue(QStringLiteral("chartDpi"), m_exportOptions.dpi);
    QStringList formats;
    for (const FigureFormat format : m_exportOptions.formats)
        formats << figureSuffix(format);
    store.setValue(QStringLiteral("chartFormats"), formats.join(QLatin1Char(',')));
    store.setValue(QStringLiteral("logarithmic"), m_charts->isLogarithmic());
    store.endGroup();
}

void ComparisonView::restoreSettings(const QSettings& store)
{
    m_panel->restoreFrom(store);
    m_resultsFolder = store.value(QStringLiteral("comparison/resultsFolder")).toString();
    m_chartFolder = store.value(QStringLiteral("comparison/chartFolder")).toString();
    const QSize size = store.value(QStringLiteral("comparison/chartSize"), m_exportOptions.size).toSize();
    if (size.isValid() && !size.isEmpty())
        m_exportOptions.size = size;
    m_exportOptions.pixelRatio = store.value(QStringLiteral("comparison/chartDoubleDensity"), false).toBool() ? 2 : 1;
    m_exportOptions.dpi = std::max(50, store.value(QStringLiteral("comparison/chartDpi"), m_exportOptions.dpi).toInt());
    if (const auto formats = parseFigureFormats(store.value(QStringLiteral("comparison/chartFormats")).toString()))
        m_exportOptions.formats = *formats;
    m_charts->setLogarithmic(store.value(QStringLiteral("comparison/logarithmic"), true).toBool());
}

} // namespace othello
