// ComparisonView: the runs of the workspace — added, kept on disk and brought back at the next
// launch, renamed, shown or hidden, removed, and the unsaved ones the Quit question covers.
#include "ComparisonCharts.h"
#include "ComparisonView.h"
#include "ResultsTable.h"
#include "ResultsTableModel.h"
#include "RunCheck.h"
#include "RunList.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>

namespace othello {

QString ComparisonView::runName(int number) { return tr("Run %1").arg(number); }

int ComparisonView::generatedRunNumber(const QString& name)
{
    const QString pattern =
        QRegularExpression::escape(runName(0)).replace(QStringLiteral("0"), QStringLiteral("(\\d+)"));
    const QRegularExpression named(QStringLiteral("^%1$").arg(pattern));
    const QRegularExpressionMatch match = named.match(name);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

int ComparisonView::nextRunNumber() const
{
    // One past the highest "Run n" there is: numbers are not reused while their runs stay.
    int highest = 0;
    for (const ComparisonRun& run : m_results->runs())
        highest = std::max(highest, generatedRunNumber(run.name));
    return highest + 1;
}

void ComparisonView::retranslateRunNames()
{
    bool renamed = false;
    for (int run = 0; run < int(m_results->runs().size()); ++run) {
        const RunState* state = findState(run);
        if (state && state->generatedName && m_results->runs()[std::size_t(run)].name != state->generatedName()) {
            m_results->renameRun(run, state->generatedName());
            renamed = true;
        }
    }
    if (renamed)
        keepRuns();
}

ComparisonView::RunState& ComparisonView::stateOf(int run)
{
    return m_states[m_results->runs()[std::size_t(run)].key()];
}

const ComparisonView::RunState* ComparisonView::findState(int run) const
{
    if (run < 0 || run >= int(m_results->runs().size()))
        return nullptr;
    const auto it = m_states.find(m_results->runs()[std::size_t(run)].key());
    return it == m_states.end() ? nullptr : &it->second;
}

bool ComparisonView::isUnsaved(int run) const
{
    const RunState* state = findState(run);
    return state && state->unsaved && m_results->recordCount(run) > 0;
}

int ComparisonView::addRun(ComparisonRun run, const RunState& state)
{
    if (run.id.isEmpty())
        run.id = m_journal.newRunFile();
    m_states[run.key()] = state;
    const int index = m_results->addRun(std::move(run));
    keepRuns();
    return index;
}

void ComparisonView::forgetRun(int run)
{
    const QString key = m_results->runs()[std::size_t(run)].key();
    m_results->removeRun(run);
    m_states.erase(key);
    m_journal.removeRunFile(key);
}

void ComparisonView::keepRuns()
{
    std::vector<ComparisonJournal::KeptRun> kept;
    for (int run = 0; run < int(m_results->runs().size()); ++run) {
        const ComparisonRun& r = m_results->runs()[std::size_t(run)];
        const RunState* state = findState(run);
        if (r.records.empty() && !(state && state->running))
            continue; // nothing to bring back
        ComparisonJournal::KeptRun entry;
        entry.file = r.key();
        entry.name = r.name;
        entry.shown = r.shown;
        entry.unsaved = isUnsaved(run);
        entry.savedTo = state ? state->savedTo : QString();
        entry.running = state && state->running;
        if (const RunCheck* check = m_results->runCheck(run))
            entry.check = toJson(*check);
        entry.lab = state ? state->lab : QString();
        if (!r.records.empty() && !entry.running && !QFile::exists(m_journal.pathOf(entry.file)))
            m_journal.writeRun(entry.file, r.records, nullptr); // an opened file's copy, made late
        kept.push_back(entry);
    }
    kept.insert(kept.end(), m_pendingKept.begin(), m_pendingKept.end());
    m_journal.keep(kept);
}

int ComparisonView::restoreKeptRuns()
{
    const std::vector<ComparisonJournal::KeptRun> kept = std::move(m_pendingKept);
    m_pendingKept.clear();
    int restored = 0;
    QStringList interrupted;
    for (const ComparisonJournal::KeptRun& entry : kept) {
        const ResultsLoad load = m_journal.loadRun(entry);
        if (load.records.empty()) {
            m_journal.removeRunFile(entry.file);
            continue;
        }
        ComparisonRun run;
        run.name = entry.name;
        run.id = entry.file;
        run.records = load.records;
        run.shown = entry.shown;
        RunState state;
        // A run a crash interrupted was never saved whole.
        state.unsaved = entry.unsaved || entry.running;
        state.savedTo = entry.savedTo;
        state.lab = entry.lab;
        // The journal keeps names only: one that reads as the workspace's is taken for it.
        if (const int number = generatedRunNumber(entry.name); number > 0)
            state.generatedName = [number] { return runName(number); };
        m_states[run.key()] = state;
        const int index = m_results->addRun(std::move(run));
        if (!entry.check.isEmpty())
            m_results->setRunCheck(index, runCheckFromJson(entry.check, load.records));
        ++restored;
        if (entry.running)
            interrupted << entry.name;
    }
    keepRuns();
    m_charts->redrawNow();
    if (restored > 0)
        emit statusMessage(tr("%n run(s) of the last session are back.", nullptr, restored));
    if (!interrupted.isEmpty())
        report(tr("The comparison “%1” was interrupted; the searches it finished are back.")
                   .arg(interrupted.join(QStringLiteral("”, “"))));
    return restored;
}

void ComparisonView::showRuns()
{
    QList<RunRow> rows;
    for (int run = 0; run < int(m_results->runs().size()); ++run) {
        const ComparisonRun& r = m_results->runs()[std::size_t(run)];
        const RunState* state = findState(run);
        RunRow row;
        row.name = r.name;
        row.shown = r.shown;
        row.searches = int(r.records.size());
        row.positions = RunList::positionsOf(r.records);
        row.running = state && state->running;
        if (const RunCheck* check = m_results->runCheck(run))
            row.check = RunCheckText::shortTally(*check);
        else if (state && !state->lab.isEmpty())
            //: The Runs tab's check column of a run of the lab's searches that checked runs are drawn against.
            row.check = tr("reference");
        row.state = row.running                  ? tr("running")
            : isUnsaved(run)                     ? tr("not saved")
            : state && !state->savedTo.isEmpty() ? QFileInfo(state->savedTo).fileName()
                                                 : QString();
        rows.append(row);
    }
    m_runList->setRuns(rows);
}

void ComparisonView::renameRun(int run, const QString& name)
{
    if (m_results->renameRun(run, name).isEmpty())
        return;
    if (const RunState* state = findState(run); state && state->generatedName && name != state->generatedName())
        stateOf(run).generatedName = nullptr; // the user's name: it stays in every language
    keepRuns();
    showRuns();
}

void ComparisonView::setRunShown(int run, bool shown)
{
    m_results->setRunShown(run, shown);
    keepRuns();
    m_charts->redrawNow();
}

void ComparisonView::confirm(const QString& name, const QString& question, const QString& details,
                             const QString& action, const std::function<void()>& act)
{
    if (!m_promptsEnabled) {
        act();
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Question, tr("Comparison"), question, QMessageBox::Cancel, this);
    box->setObjectName(name);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(details);
    QPushButton* yes = box->addButton(action, QMessageBox::DestructiveRole);
    box->setDefaultButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::finished, this, [box, yes, act] {
        if (box->clickedButton() == yes)
            act();
    });
    box->open(); // not exec(): nothing blocks while the question is up
}

void ComparisonView::removeRun(int run)
{
    if (run < 0 || run >= int(m_results->runs().size()))
        return;
    const QString key = m_results->runs()[std::size_t(run)].key();
    if (key == m_runningKey) {
        report(tr("The running comparison cannot be removed; stop it first."));
        return;
    }
    const auto remove = [this, key] {
        if (const int index = m_results->runIndexOfKey(key); index >= 0 && key != m_runningKey) {
            forgetRun(index);
            keepRuns();
            m_charts->redrawNow();
        }
    };
    if (!isUnsaved(run)) {
        remove();
        return;
    }
    const ComparisonRun& r = m_results->runs()[std::size_t(run)];
    confirm(QStringLiteral("removeRunQuestion"),
            tr("“%1” holds %n result(s) that are not saved. Remove it?", nullptr, int(r.records.size())).arg(r.name),
            tr("Removed results are gone: they do not come back at the next start."), tr("Remove"), remove);
}

void ComparisonView::clearResults()
{
    int unsavedRuns = 0;
    int unsavedResults = 0;
    for (int run = 0; run < int(m_results->runs().size()); ++run)
        if (isUnsaved(run) && m_results->runs()[std::size_t(run)].key() != m_runningKey) {
            ++unsavedRuns;
            unsavedResults += m_results->recordCount(run);
        }
    const auto clear = [this] {
        for (int run = int(m_results->runs().size()) - 1; run >= 0; --run)
            if (m_results->runs()[std::size_t(run)].key() != m_runningKey)
                forgetRun(run);
        keepRuns();
        m_charts->redrawNow();
    };
    if (unsavedRuns == 0) {
        clear();
        return;
    }
    confirm(QStringLiteral("clearRunsQuestion"),
            tr("%n result(s) are not saved.", nullptr, unsavedResults) + QLatin1Char(' ') +
                tr("Remove every run, %n of them not saved?", nullptr, unsavedRuns),
            tr("Removed results are gone: they do not come back at the next start."), tr("Remove All"), clear);
}

QString ComparisonView::unsavedWork() const
{
    int count = 0;
    QStringList names;
    for (int run = 0; run < int(m_results->runs().size()); ++run)
        if (isUnsaved(run)) {
            count += m_results->recordCount(run);
            names << m_results->runs()[std::size_t(run)].name;
        }
    //: The Quit question's line: "12 comparison results are not saved: Run 1, Run 2."
    return count > 0
        ? tr("%n comparison result(s) are not saved: %1.", nullptr, count).arg(names.join(QStringLiteral(", ")))
        : QString();
}

bool ComparisonView::saveUnsavedWork()
{
    for (int run = 0; run < int(m_results->runs().size()); ++run)
        if (isUnsaved(run) && !saveRunWithDialog(run, false))
            return false;
    return true;
}

void ComparisonView::discardUnsavedWork()
{
    for (int run = int(m_results->runs().size()) - 1; run >= 0; --run)
        if (isUnsaved(run) && m_results->runs()[std::size_t(run)].key() != m_runningKey)
            forgetRun(run);
    // The last session's runs not brought back: discarded alike.
    std::erase_if(m_pendingKept, [this](const ComparisonJournal::KeptRun& entry) {
        if (entry.unsaved || entry.running)
            m_journal.removeRunFile(entry.file);
        return entry.unsaved || entry.running;
    });
    keepRuns();
}

void ComparisonView::runSaved(int run, const QString& path)
{
    RunState& state = stateOf(run);
    state.unsaved = false;
    state.savedTo = path;
    keepRuns();
    showRuns();
}

bool ComparisonView::selectRecord(const QString& runKey, const ResultRecord& record)
{
    const int row = m_results->rowOf(m_results->runIndexOfKey(runKey), record);
    if (row < 0)
        return false;
    m_resultTabs->setCurrentWidget(m_table);
    m_table->selectSourceRow(row);
    return true;
}

} // namespace othello
