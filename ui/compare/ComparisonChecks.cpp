// ComparisonView: students' own searches checked against the lab's ("Check an Implementation…",
// docs/check.md) — each log a run of its own, its rows' verdicts arriving from a worker thread,
// the lab's searches a run per search drawn beside it, and the summary line above the results.
#include "ComparisonCharts.h"
#include "ComparisonPanel.h"
#include "ComparisonView.h"
#include "CountCheckJob.h"
#include "ResultsTable.h"
#include "ResultsTableModel.h"
#include "RunCheck.h"
#include "RunList.h"
#include "common/ValueView.h"
#include "results/CheckInput.h"
#include "results/CourseLog.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QTreeWidget>
#include <algorithm>
#include <set>

namespace othello {

namespace {

using Outcome = trace::CountVerdict::Outcome;

QString colorName(const QColor& color) { return color.name(QColor::HexRgb); }

// A course log whose results name no search (no "Algorithm:" line, or one naming none of the four).
bool namesNoSearch(const QByteArray& content)
{
    const CourseLog log = readCourseLog(content);
    return std::any_of(log.runs.begin(), log.runs.end(),
                       [](const CourseLogRun& run) { return !run.rows.empty() && !run.algorithm; });
}

} // namespace

QWidget* ComparisonView::createCheckSummary(QWidget* parent)
{
    m_checkSummary = new QLabel(parent);
    m_checkSummary->setObjectName(QStringLiteral("checkSummary"));
    m_checkSummary->setWordWrap(true);
    m_checkSummary->setTextFormat(Qt::RichText);
    m_checkSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_checkSummary->hide();
    return m_checkSummary;
}

void ComparisonView::connectChecks()
{
    connect(m_panel, &ComparisonPanel::checkRequested, this, &ComparisonView::checkImplementation);
    connect(m_checkJob, &CountCheckJob::checked, this, &ComparisonView::verdictArrived);
    connect(m_checkJob, &CountCheckJob::progress, m_panel, &ComparisonPanel::showProgress);
    connect(m_checkJob, &CountCheckJob::finished, this, &ComparisonView::checkFinished);
    connect(m_results, &ResultsTableModel::checksChanged, this, [this] {
        showRuns();
        showCheckSummary();
    });
    connect(m_results, &ResultsTableModel::runsChanged, this, &ComparisonView::showCheckSummary);
    connect(m_runList->list(), &QTreeWidget::itemSelectionChanged, this, &ComparisonView::showCheckSummary);
    connect(&ValueConvention::instance(), &ValueConvention::viewChanged, this, &ComparisonView::showCheckSummary);
    if (m_table->selectionModel())
        connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
                &ComparisonView::showCheckSummary);
}

bool ComparisonView::isChecking() const { return m_checkJob && m_checkJob->isRunning(); }

void ComparisonView::checkImplementation()
{
    if (isRunning()) {
        report(isChecking()
                   ? tr("A check is running: wait for it, or stop it, first.")
                   : tr("A comparison is running: wait for it, or stop it, before checking an implementation."));
        return;
    }
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Check an Implementation"), m_checkFolder,
        tr("The course program's output and results (*.txt *.log *.out *.csv *.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    m_checkFolder = QFileInfo(paths.front()).absolutePath();
    QString problems;
    checkImplementationFiles(paths, &problems);
    if (!problems.isEmpty())
        report(problems);
}

bool ComparisonView::checkImplementationFiles(const QStringList& paths, QString* error)
{
    if (isRunning()) {
        if (error)
            *error = isChecking() ? tr("A check is running: wait for it, or stop it, first.")
                                  : tr("A comparison is running: wait for it, or stop it, before checking an "
                                       "implementation.");
        return false;
    }
    QStringList problems;
    QStringList skipped;
    std::vector<CountCheckJob::Claim> claims;
    for (const QString& path : paths) {
        const QString name = QFileInfo(path).fileName();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            //: As the command line says it: "cannot read 'alice.txt': No such file or directory".
            problems << tr("cannot read '%1': %2").arg(name, file.errorString());
            continue;
        }
        const QByteArray content = file.readAll();
        const CheckInput input = readCheckInput(content);
        if (!input.error.isEmpty()) {
            QString problem = name + QStringLiteral(": ") + input.error; // the command line's exit-2 line
            if (input.kind == CheckInput::Kind::CourseLog && namesNoSearch(content))
                //: After the command line's words for a log without an "Algorithm:" line (they name its
                //: --algorithm option): what to do in the application.
                problem += QLatin1Char('\n') +
                    tr("Add the line the course's program prints first, naming the search: \"Algorithm: Negamax "
                       "(alpha-beta version)\", with \" w/ transposition table\" when it keeps one.");
            problems << problem;
            continue;
        }
        for (const QString& note : input.notes)
            skipped << name + QStringLiteral(": ") + note;
        for (const ClaimedRun& claimed : input.runs) {
            if (claimed.claims.empty())
                continue;
            ComparisonRun run;
            run.name = RunCheckText::runName(name, claimed.claims.front());
            for (const trace::ClaimedSearch& claim : claimed.claims)
                run.records.push_back(claimRecord(claim, name));
            run.id = m_journal.newRunFile();
            m_journal.writeRun(run.id, run.records, nullptr); // comes back even if the file moves
            const QString key = run.key();
            RunState state;
            state.savedTo = QFileInfo(path).absoluteFilePath();
            state.generatedName = [name, claim = claimed.claims.front()] { return RunCheckText::runName(name, claim); };
            const int index = addRun(std::move(run), state);
            RunCheck check;
            check.log = QFileInfo(path).absoluteFilePath();
            m_results->setRunCheck(index, check);
            m_checkClaims[key] = claimed.claims;
            m_checkSources[key] = name;
            for (std::size_t i = 0; i < claimed.claims.size(); ++i)
                claims.push_back({key, i, claimed.claims[i]});
        }
    }
    if (error)
        *error = problems.join(QLatin1Char('\n'));
    if (claims.empty())
        return false;
    keepRuns();
    const double timeLimit = m_panel->settings().timeLimitSeconds;
    const bool filePositions = claims.front().claim.label == 0;
    m_checkJob->start(std::move(claims), timeLimit);
    m_panel->showStarted(m_checkJob->plannedClaims(), filePositions);
    // A checked run's name is long ("alice.txt — Alpha-beta + TT"): room for it, within reason.
    m_table->resizeColumnToContents(ResultsTableModel::Run);
    m_table->setColumnWidth(ResultsTableModel::Run, std::min(m_table->columnWidth(ResultsTableModel::Run), 220));
    showRuns();
    m_charts->redrawNow();
    emit runningChanged(true);
    QString started = tr("Checking %n row(s) against the lab's searches, each stopped after %1 s…", nullptr,
                         m_checkJob->plannedClaims())
                          .arg(QLocale().toString(timeLimit));
    if (!skipped.isEmpty())
        started += QLatin1Char(' ') + tr("%n line(s) skipped: %1", nullptr, int(skipped.size())).arg(skipped.front());
    emit statusMessage(started);
    return true;
}

void ComparisonView::verdictArrived(const QString& runKey, std::size_t record, const trace::CountVerdict& verdict)
{
    // The run may have been removed while the lab searched: its verdicts go nowhere.
    m_results->setVerdict(m_results->runIndexOfKey(runKey), record, verdict);
    if (verdict.labSearch)
        addLabRecord(verdict, m_checkSources[runKey]);
}

void ComparisonView::addLabRecord(const trace::CountVerdict& verdict, const QString& source)
{
    const QString key = labSearchKey(verdict.claim);
    const ResultRecord record = labRecord(verdict.claim, *verdict.labSearch, source);
    int lab = -1;
    for (int run = 0; run < int(m_results->runs().size()) && lab < 0; ++run)
        if (const RunState* state = findState(run); state && state->lab == key)
            lab = run;
    if (lab < 0) {
        ComparisonRun run;
        run.name = RunCheckText::labRunName(verdict.claim);
        RunState state;
        state.lab = key;
        state.generatedName = [claim = verdict.claim] { return RunCheckText::labRunName(claim); };
        lab = addRun(std::move(run), state);
    }
    // One search a position: a second log of the same search adds nothing new.
    for (const ResultRecord& known : m_results->runs()[std::size_t(lab)].records)
        if (known.point() == record.point() && known.source == record.source && known.status == SearchStatus::Done)
            return;
    m_results->appendRecord(lab, record);
}

void ComparisonView::endCheck()
{
    for (const auto& [key, claims] : m_checkClaims) {
        const int run = m_results->runIndexOfKey(key);
        const RunCheck* check = m_results->runCheck(run);
        for (std::size_t i = 0; check && i < claims.size() && i < check->verdicts.size(); ++i) {
            if (check->verdicts[i])
                continue;
            trace::CountVerdict notChecked;
            notChecked.claim = claims[i];
            notChecked.outcome = claims[i].finished ? Outcome::NotChecked : Outcome::Unfinished;
            m_results->setVerdict(run, i, notChecked);
        }
    }
    m_checkClaims.clear();
    m_checkSources.clear();
    // The lab's runs grew record by record: written whole, once.
    for (int run = 0; run < int(m_results->runs().size()); ++run)
        if (const RunState* state = findState(run); state && !state->lab.isEmpty() && m_results->recordCount(run) > 0)
            m_journal.writeRun(m_results->runs()[std::size_t(run)].key(), m_results->runs()[std::size_t(run)].records,
                               nullptr);
    keepRuns();
}

void ComparisonView::checkFinished(bool cancelled)
{
    std::vector<QString> checked;
    for (const auto& entry : m_checkClaims)
        checked.push_back(entry.first);
    endCheck();
    showRuns();
    m_charts->redrawNow();
    showCheckSummary();
    int agree = 0;
    int differ = 0;
    QString summary; // the status bar's: the summary line's words
    QString tally;   // the form's, in its narrow progress box
    for (const QString& key : checked) {
        const int run = m_results->runIndexOfKey(key);
        if (const RunCheck* check = m_results->runCheck(run)) {
            const RunCheck::Tally counts = check->tally();
            agree += counts.equal == counts.rows;
            differ += counts.different > 0;
            const QString name = m_results->runs()[std::size_t(run)].name;
            summary = name + QStringLiteral(": ") + RunCheckText::summary(*check);
            tally = name + QStringLiteral(": ") + RunCheckText::shortTally(*check);
        }
    }
    if (checked.size() > 1)
        //: After checking several logs: "Checked 40 runs: 31 agree on every row, 9 differ."
        summary = tr("Checked %n run(s): %1 agree on every row, %2 differ.", nullptr, int(checked.size()))
                      .arg(agree)
                      .arg(differ);
    if (checked.size() > 1)
        tally = summary;
    if (cancelled) {
        summary = tr("Check stopped.") + QLatin1Char(' ') + summary;
        tally = tr("Check stopped.") + QLatin1Char(' ') + tally;
    }
    m_panel->showFinished(tally, m_checkJob->checkedClaims(), !cancelled);
    emit runningChanged(false);
    emit statusMessage(summary);
}

int ComparisonView::summaryRun() const
{
    if (const int listed = m_runList->currentRun(); m_results->runCheck(listed))
        return listed;
    const QModelIndexList rows =
        m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList{};
    std::set<int> selectedRuns;
    for (const QModelIndex& row : rows)
        selectedRuns.insert(m_results->runOfRow(m_table->sourceRow(row.row())));
    if (selectedRuns.size() == 1 && m_results->runCheck(*selectedRuns.begin()))
        return *selectedRuns.begin();
    for (int run = int(m_results->runs().size()) - 1; run >= 0; --run)
        if (m_results->runCheck(run) && m_results->runs()[std::size_t(run)].shown)
            return run;
    return -1;
}

void ComparisonView::showCheckSummary()
{
    const int run = summaryRun();
    const RunCheck* check = m_results->runCheck(run);
    m_checkSummary->setVisible(check != nullptr);
    if (!check)
        return;
    const RunCheck::Tally tally = check->tally();
    const QColor background = tally.different > 0                       ? RunCheckText::differColor()
        : tally.pending == 0 && tally.equal == tally.rows && tally.rows ? RunCheckText::agreeColor()
                                                                        : RunCheckText::notComparedColor();
    m_checkSummary->setStyleSheet(
        QStringLiteral("QLabel { background: %1; color: black; padding: 3px 6px; }").arg(colorName(background)));
    m_checkSummary->setText(QStringLiteral("<b>%1</b>: %2")
                                .arg(m_results->runs()[std::size_t(run)].name.toHtmlEscaped(),
                                     RunCheckText::summary(*check).toHtmlEscaped()));
    QStringList tip;
    if (const trace::CountVerdict* first = check->firstDifference())
        tip = RunCheckText::why(*first);
    //: Tooltip of the summary line of a checked run: the file it was read from.
    tip << tr("Checked: %1").arg(QDir::toNativeSeparators(check->log));
    tip << tr("Point at a row's verdict to read what explains it.");
    m_checkSummary->setToolTip(tip.join(QLatin1Char('\n')));
}

} // namespace othello
