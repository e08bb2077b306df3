#include "ComparisonView.h"

#include "ComparisonCharts.h"
#include "ComparisonPanel.h"
#include "CountCheckJob.h"
#include "PolicySummary.h"
#include "ResultsTable.h"
#include "ResultsTableModel.h"
#include "RunList.h"
#include "common/charts/LabelChart.h"
#include "engine/table/MemoryBudget.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace othello {

namespace {

// The view's own saves and restores go to the application's store: main() names the
// organization ("OthelloSearchLab") and application ("Othello Search Lab"); tests name their
// own, so they never touch the user's settings.
void saveToApplicationSettings(const ComparisonView& view)
{
    QSettings store;
    view.saveSettings(store);
}

QToolButton* makeButton(QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setAutoRaise(false);
    return button;
}

} // namespace

ComparisonView::ComparisonView(QWidget* parent) : Page(parent)
{
    m_job = new ComparisonJob(this);
    m_checkJob = new CountCheckJob(this);
    m_results = new ResultsTableModel(this);

    // Created in this order, as the keyboard focus moves through them.
    m_panel = new ComparisonPanel;
    QWidget* panelScroll = createPanelScroll();
    m_charts = new ComparisonCharts(this);
    m_table = new ResultsTable(m_results, this);
    m_table->setObjectName(QStringLiteral("resultsTable")); // for the tests' findChild()
    m_runList = new RunList(this);
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
    retranslate();
    if (m_journal.open(&m_keepingProblem))
        m_pendingKept = m_journal.keptRuns();
    // Once the event loop runs, so the window is up first and a caller (a test) can switch
    // prompts off before the last session's runs come back.
    QTimer::singleShot(0, this, &ComparisonView::afterStart);
}

void ComparisonView::afterStart()
{
    if (!m_promptsEnabled)
        return;
    restoreKeptRuns();
    if (!m_keepingProblem.isEmpty())
        emit statusMessage(tr("The runs are kept only until you quit: %1").arg(m_keepingProblem));
}

QWidget* ComparisonView::createPanelScroll()
{
    auto* panelScroll = new QScrollArea(this);
    m_panelScroll = panelScroll;
    panelScroll->setWidget(m_panel);
    panelScroll->setWidgetResizable(true);
    panelScroll->setFrameShape(QFrame::NoFrame);
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return panelScroll;
}

QWidget* ComparisonView::createResultsArea()
{
    auto* resultsArea = new QWidget(this);
    auto* open = makeButton(resultsArea);
    auto* saveCsv = makeButton(resultsArea);
    auto* saveJson = makeButton(resultsArea);
    auto* charts = makeButton(resultsArea);
    auto* clear = makeButton(resultsArea);
    m_fileButtons = {open, saveCsv, saveJson, charts, clear};
    clear->setObjectName(QStringLiteral("clearRunsButton"));
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
    resultsLayout->addWidget(createCheckSummary(resultsArea));
    // The policy summary is a third tab, added while there is one.
    m_resultTabs = new QTabWidget(resultsArea);
    m_resultTabs->setDocumentMode(true);
    m_resultTabs->addTab(m_table, QString());
    m_resultTabs->addTab(m_runList, QString());
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
        showRuns();
    });
    connect(m_panel, &ComparisonPanel::positionsChanged, this, &ComparisonView::showChosenPositions);
    connect(m_charts, &ComparisonCharts::recordClicked, this, &ComparisonView::selectRecord);
    connect(m_runList, &RunList::renamed, this, &ComparisonView::renameRun);
    connect(m_runList, &RunList::shownChanged, this, &ComparisonView::setRunShown);
    connect(m_runList, &RunList::saveRequested, this, [this](int run, bool json) { saveRunWithDialog(run, json); });
    connect(m_runList, &RunList::removeRequested, this, &ComparisonView::removeRun);
    connectChecks();
}

void ComparisonView::updatePolicySummary()
{
    std::vector<ComparisonRun> shown;
    for (const ComparisonRun& run : m_results->runs())
        if (run.shown)
            shown.push_back(run);
    m_summary->setRuns(shown);
    m_summaryTable->setColumnHidden(PolicySummaryModel::Run, !m_summary->severalRuns());
    const int tab = m_resultTabs->indexOf(m_summaryTable);
    if (m_summary->rowCount() > 0 && tab < 0) {
        m_resultTabs->addTab(m_summaryTable, QString());
        titleResultTabs();
        m_summaryTable->resizeColumnsToContents();
    } else if (m_summary->rowCount() == 0 && tab >= 0) {
        m_resultTabs->removeTab(tab);
        m_summaryTable->hide();
    }
}

ComparisonView::~ComparisonView()
{
    saveToApplicationSettings(*this);
    if (isChecking()) {
        disconnect(m_checkJob, nullptr, this, nullptr);
        delete m_checkJob; // cancels and joins the search
        m_checkJob = nullptr;
        endCheck(); // the rows not checked say so, and what the lab found is kept
    }
    if (m_job && m_job->isRunning()) {
        // Stop listening first: the job's records must not reach a half-destroyed view.
        disconnect(m_job, nullptr, this, nullptr);
        delete m_job; // cancels and joins the searches
        m_job = nullptr;
        // The list still says the run is going: the next launch brings it back as interrupted.
        m_journal.finish();
    }
}

void ComparisonView::showChosenPositions()
{
    const ComparisonSettings settings = m_panel->settings();
    m_table->setPositionFileChosen(m_panel->usesPositionFile());
    if (m_panel->usesPositionFile())
        m_charts->setChosenPositions(true, 1, std::max(1, int(settings.positions.size())),
                                     QFileInfo(m_panel->positionFile()).fileName());
    else
        m_charts->setChosenPositions(false, settings.toLabel, settings.fromLabel);
}

bool ComparisonView::isRunning() const { return (m_job && m_job->isRunning()) || isChecking(); }

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
    if (!m_journal.isKeeping())
        emit statusMessage(tr("The runs are kept only until you quit: %1").arg(m_keepingProblem));
    // A run of its own beside the earlier ones, which stay as they are.
    ComparisonRun run;
    RunState state;
    state.generatedName = [number = nextRunNumber()] { return runName(number); };
    run.name = state.generatedName();
    run.id = m_journal.newRunFile();
    state.running = true;
    const int index = addRun(run, state);
    m_runningKey = m_results->runs()[std::size_t(index)].key();
    QString journalError;
    m_journalWarned = false;
    if (m_journal.isKeeping() && !m_journal.begin(m_runningKey, &journalError))
        emit statusMessage(tr("Results are not journalled: %1").arg(journalError));
    if (!m_job->start(settings)) {
        m_journal.finish();
        stateOf(index).running = false;
        keepRuns();
        report(tr("The comparison could not be started."));
        return;
    }
    m_finishedSearches = 0;
    m_panel->showStarted(int(plannedSearches(settings)));
    showRuns();
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
    if (isChecking()) {
        m_checkJob->stop();
        emit statusMessage(tr("Stopping the check…"));
        return;
    }
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
    const int run = m_results->runIndexOfKey(m_runningKey);
    if (run < 0)
        return;
    const bool first = !isUnsaved(run);
    stateOf(run).unsaved = true;
    m_results->appendRecord(run, record);
    if (first)
        keepRuns(); // the list says the run holds unsaved results
}

void ComparisonView::progress(const std::vector<ComparisonActivity>& activities, int finishedSearches)
{
    m_panel->showProgress(activities, finishedSearches);
}

void ComparisonView::jobFinished(bool cancelled)
{
    m_journal.finish();
    const int run = m_results->runIndexOfKey(m_runningKey);
    if (run >= 0)
        stateOf(run).running = false;
    m_runningKey.clear();
    keepRuns();
    showRuns();
    m_charts->redrawNow();
    const int records = m_results->recordCount(run);
    const QString summary = cancelled ? tr("Stopped: %n search(es) finished.", nullptr, records)
                                      : tr("Finished: %n search(es).", nullptr, records);
    m_lastFinish = std::pair{cancelled, records};
    m_panel->showFinished(summary, m_finishedSearches, !cancelled);
    emit runningChanged(false);
    emit statusMessage(summary);
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
    store.setValue(QStringLiteral("figurePaper"), paperSizeName(m_figureOptions.paper));
    store.setValue(QStringLiteral("figureSize"), m_figureOptions.customCentimetres);
    store.setValue(QStringLiteral("chartDpi"), m_figureOptions.dpi);
    QStringList formats;
    for (const FigureFormat format : m_figureOptions.formats)
        formats << figureSuffix(format);
    store.setValue(QStringLiteral("chartFormats"), formats.join(QLatin1Char(',')));
    store.setValue(QStringLiteral("logarithmic"), m_charts->isLogarithmic());
    store.setValue(QStringLiteral("chartLayout"),
                   m_charts->chartLayout() == ChartLayout::Panels ? QStringLiteral("panels")
                                                                  : QStringLiteral("overlaid"));
    store.endGroup();
}

void ComparisonView::restoreSettings(const QSettings& store)
{
    m_panel->restoreFrom(store);
    m_resultsFolder = store.value(QStringLiteral("comparison/resultsFolder")).toString();
    m_chartFolder = store.value(QStringLiteral("comparison/chartFolder")).toString();
    if (const auto paper = parsePaperSize(store.value(QStringLiteral("comparison/figurePaper")).toString()))
        m_figureOptions.paper = *paper;
    const QSizeF size =
        store.value(QStringLiteral("comparison/figureSize"), m_figureOptions.customCentimetres).toSizeF();
    if (size.isValid() && !size.isEmpty())
        m_figureOptions.customCentimetres = size;
    m_figureOptions.dpi = std::max(50, store.value(QStringLiteral("comparison/chartDpi"), m_figureOptions.dpi).toInt());
    if (const auto formats = parseFigureFormats(store.value(QStringLiteral("comparison/chartFormats")).toString()))
        m_figureOptions.formats = *formats;
    m_charts->setLogarithmic(store.value(QStringLiteral("comparison/logarithmic"), true).toBool());
    m_charts->setChartLayout(store.value(QStringLiteral("comparison/chartLayout")).toString() ==
                                     QStringLiteral("panels")
                                 ? ChartLayout::Panels
                                 : ChartLayout::Overlaid);
}

} // namespace othello
