// The Tree tab's recording: the position and settings chosen, the guard, the worker jobs, and
// what a finished recording shows (titles, counts, the paths only one trace visits).
#include "TracePane.h"
#include "TraceWording.h"
#include "TreePage.h"
#include "common/AlgorithmNames.h"
#include "common/GameSession.h"
#include "common/NumberText.h"
#include "common/ValueView.h"
#include "engine/board/PrincipalVariation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <algorithm>
#include <cmath>

namespace othello {

namespace {
constexpr double kInstantRecords = 100'000;

// The guard's estimate in words: digits while they are few, a power of ten beyond (negamax from
// the 6x6 start: about 10^23 calls, more than a 64-bit count holds).
QString estimateText(double estimate)
{
    if (estimate < 1e12)
        return countText(std::uint64_t(std::max(1.0, estimate)));
    const int exponent = int(std::floor(std::log10(estimate)));
    return QStringLiteral("%1 × 10<sup>%2</sup>")
        .arg(QLocale().toString(estimate / std::pow(10.0, exponent), 'f', 1))
        .arg(exponent);
}

// The guard's estimate of the calls a classical search makes: they grow by a steady factor per
// empty square. Measured with `othello-lab-cli solve` on the 6x6 PV at labels 22 (11 empty
// squares) and 18 (15): the count at 11 and the fourth root of the ratio. Only a guard: it says
// "about", and the recording says exactly what it kept.
struct Growth {
    double at11;     // calls at 11 empty squares
    double perEmpty; // factor per further empty square
};
constexpr int kGrowthEmpties = 11;

Growth growthOf(Algorithm algorithm, bool table)
{
    switch (algorithm) {
    case Algorithm::Negamax:
        return table ? Growth{143099, 4.75} : Growth{428402, 6.72};
    case Algorithm::AlphaBeta:
        return table ? Growth{6250, 3.20} : Growth{9130, 3.43};
    case Algorithm::Scout:
        return table ? Growth{8213, 2.56} : Growth{13285, 2.64};
    case Algorithm::NegaScout:
    case Algorithm::Best:
        return table ? Growth{7438, 2.56} : Growth{12085, 2.66};
    }
    return {12085, 2.66};
}
} // namespace

Board TreePage::chosenPosition() const
{
    if (m_explore && m_useExplore->isChecked())
        return m_explore->board();
    return PrincipalVariation::sixBySix().position(m_label->value());
}

trace::TraceOptions TreePage::optionsFor(int which) const
{
    trace::TraceOptions options;
    const SettingControls& setting = m_settings[std::size_t(which)];
    options.algorithm = Algorithm(setting.algorithm->currentData().toInt());
    options.useTable = setting.table->isChecked();
    if (m_limitDepth->isChecked())
        options.depth = m_depth->value();
    options.maxNodes = m_recordBound; // past it the search runs on unrecorded, its counts exact
    return options;
}

QString TreePage::settingName(int which) const
{
    const trace::TraceOptions options = optionsFor(which);
    return settingName(options.algorithm, options.useTable, options.depth);
}

QString TreePage::settingName(Algorithm algorithm, bool table, std::optional<int> depth)
{
    QString name = translatedAlgorithmName(algorithm);
    name += table ? tr(", with table") : tr(", no table");
    if (depth)
        name += tr(", depth %1").arg(*depth);
    return name;
}

QString TreePage::traceName(const trace::Trace& trace) const
{
    if (m_check && &trace == m_check->student.get())
        return tr("Student's trace %1").arg(QFileInfo(m_check->path).fileName());
    if (m_check && &trace == m_check->reference.get())
        return tr("The lab's %1").arg(settingName(trace.algorithm, trace.useTable, trace.depth));
    return settingName(trace.algorithm, trace.useTable, trace.depth);
}

QString TreePage::positionName(const Board& board) const
{
    const PrincipalVariation& pv = PrincipalVariation::sixBySix();
    for (int label = PrincipalVariation::kFirstLabel; label <= PrincipalVariation::kLastLabel; ++label)
        if (pv.position(label) == board)
            return tr("PV label %1").arg(label);
    if (m_explore && m_explore->board() == board)
        return m_explore->positionDescription();
    return tr("your position");
}

QString TreePage::valueHeading(const trace::Trace& trace) const
{
    if (trace.status != SearchStatus::Done)
        return tr("stopped, value unknown");
    const ValueConvention& convention = ValueConvention::instance();
    const QString value = TraceWording::valueText(convention.shown(trace.value, trace.root.toMove), bool(trace.depth));
    const QString view = convention.viewName(trace.root.toMove);
    if (trace.depth)
        return tr("value %1 at depth %2 (%3)").arg(value).arg(*trace.depth).arg(view);
    return tr("value %1 (%2)").arg(value, view);
}

QString TreePage::paneTitle(int which) const
{
    const auto& tree = m_trees[std::size_t(which)];
    if (!tree)
        return {};
    const trace::Trace& trace = tree->trace();
    return tr("%1 · %2: %3").arg(traceName(trace), positionName(trace.root), valueHeading(trace));
}

void TreePage::updatePositionText()
{
    const Board board = chosenPosition();
    const QString mover = board.isGameOver() ? tr("game over")
        : board.toMove == Color::Black       ? tr("Black to move")
                                             : tr("White to move");
    if (m_explore && m_useExplore->isChecked())
        m_positionText->setText(tr("%1; %2").arg(m_explore->positionDescription(), mover));
    else
        m_positionText->setText(tr("%n empty square(s), %1", nullptr, board.emptyCount()).arg(mover));
}

void TreePage::onPositionChosen()
{
    updatePositionText();
    updateGuard();
    const auto& tree = m_trees[std::size_t(m_stepped)];
    m_showingChosen = tree && !(tree->trace().root == chosenPosition());
    if (m_showingChosen)
        showChosenPosition();
    else
        showStep();
}

double TreePage::estimatedRecords() const
{
    const trace::TraceOptions options = optionsFor(0);
    const Board board = chosenPosition();
    int plies = board.emptyCount();
    if (options.depth)
        plies = std::min(plies, *options.depth);
    const Growth growth = growthOf(options.algorithm, options.useTable);
    return growth.at11 * std::pow(growth.perEmpty, plies - kGrowthEmpties);
}

void TreePage::updateGuard()
{
    const double estimate = estimatedRecords();
    const QString bound = countText(m_recordBound);
    if (estimate > double(m_recordBound)) {
        m_guard->setText(tr("<b>Large:</b> about %1 calls expected, more than the %2 records a trace keeps. "
                            "The counts stay exact, but the trace keeps only the first %2. Choose a later position.")
                             .arg(estimateText(estimate), bound));
        m_guard->setStyleSheet(QStringLiteral("color: #a33;"));
    } else if (estimate < kInstantRecords) {
        m_guard->setText(tr("A small tree: recording is instant (a trace keeps at most %1 records).").arg(bound));
        m_guard->setStyleSheet({});
    } else {
        m_guard->setText(tr("About %1 calls expected (a trace keeps at most %2).").arg(estimateText(estimate), bound));
        m_guard->setStyleSheet({});
    }
}

bool TreePage::record()
{
    if (isRecording() || isChecking())
        return false;
    setRunning(false);
    forgetCheck();
    const Board board = chosenPosition();
    m_comparing = m_compare->isChecked();
    m_pending = {};
    m_liveCalls = {};
    m_waiting = {true, m_comparing};
    for (int which = 0; which < (m_comparing ? 2 : 1); ++which)
        m_jobs[std::size_t(which)]->start(board, optionsFor(which));
    m_progress->setText(tr("Recording…"));
    updateRecordingState();
    emit recordingChanged(true);
    return true;
}

bool TreePage::isRecording() const
{
    return std::any_of(m_jobs.begin(), m_jobs.end(), [](const TraceJob* job) { return job->isRunning(); });
}

void TreePage::stop()
{
    m_viewToApply.reset(); // a stopped recording is not the view that was opened
    for (TraceJob* job : m_jobs)
        job->stop();
    m_checkJob->stop();
}

void TreePage::onProgress(int which, const SearchStats& live, double seconds)
{
    m_liveCalls[std::size_t(which)] = live.generated;
    QStringList parts;
    for (std::size_t i = 0; i < m_jobs.size(); ++i)
        if (m_jobs[i]->isRunning())
            parts << (m_liveCalls[i] > m_recordBound
                          ? tr("%1: %2 calls (the trace is full; counting on until the end or Stop)")
                          : tr("%1: %2 calls"))
                         .arg(settingName(int(i)), countText(m_liveCalls[i]));
    m_progress->setText(tr("Recording, %1 s…").arg(QLocale().toString(seconds, 'f', 1)) + QStringLiteral("<br>") +
                        parts.join(QStringLiteral("<br>")));
}

void TreePage::onTraceFinished(int which, const TraceJob::TracePointer& trace)
{
    m_pending[std::size_t(which)] = trace;
    m_waiting[std::size_t(which)] = false;
    if (std::any_of(m_waiting.begin(), m_waiting.end(), [](bool waiting) { return waiting; }))
        return;
    const std::array<TraceJob::TracePointer, 2> traces = m_pending;
    m_pending = {};
    showTraces(traces[0], m_comparing ? traces[1] : nullptr);
    if (m_viewToApply) {
        const TreeViewState state = *m_viewToApply;
        m_viewToApply.reset();
        applyView(state);
    }
    emit recordingChanged(false);
}

void TreePage::showTraces(const TraceJob::TracePointer& first, const TraceJob::TracePointer& second)
{
    setRunning(false);
    m_comparing = second != nullptr;
    const std::array<TraceJob::TracePointer, 2> traces{first, second};
    for (std::size_t which = 0; which < m_trees.size(); ++which) {
        const TraceJob::TracePointer& trace = traces[which];
        m_trees[which] = trace ? std::make_shared<const TraceTree>(trace) : nullptr;
        m_onlyHere[which] = 0;
        if (trace)
            m_panes[which]->setTree(m_trees[which], paneTitle(int(which)));
    }
    m_panes[1]->setVisible(m_comparing);
    if (m_comparing) // two halves, whatever their titles' lengths
        if (auto* panes = qobject_cast<QSplitter*>(m_panes[0]->parentWidget()))
            panes->setSizes({1000, 1000});
    m_outlines->tabBar()->setVisible(m_comparing);
    if (m_comparing)
        markUnsharedPaths();
    showCounts();
    m_finishedNote = FinishedNote::Recorded;
    showFinishedNote();

    m_stepTarget->blockSignals(true);
    m_stepTarget->clear();
    for (std::size_t which = 0; which < m_trees.size(); ++which)
        if (m_trees[which])
            m_stepTarget->addItem(QString());
    nameTraces();
    m_stepTarget->setCurrentIndex(0);
    m_stepTarget->blockSignals(false);
    m_stepTarget->setVisible(m_comparing);
    m_showingChosen = false;
    setSteppedTrace(0);
}

QString TreePage::recordedNotes() const
{
    QStringList notes;
    for (const auto& tree : m_trees) {
        if (!tree)
            continue;
        const trace::Trace& trace = tree->trace();
        if (trace.truncated && trace.status != SearchStatus::Done)
            notes << tr("%1 was stopped after %2 calls; its trace keeps the first %3, and the calls it was still "
                        "inside show \"?\".")
                         .arg(traceName(trace), countText(trace.stats.generated), countText(trace.nodes.size()));
        else if (trace.truncated)
            notes << tr("%1 made %2 calls; its trace keeps the first %3.")
                         .arg(traceName(trace), countText(trace.stats.generated), countText(trace.nodes.size()));
        else if (trace.status != SearchStatus::Done)
            notes << tr("%1 was stopped after %2 calls: the calls it was still inside show \"?\".")
                         .arg(traceName(trace), countText(trace.nodes.size()));
    }
    return notes.join(QLatin1Char(' '));
}

void TreePage::showFinishedNote()
{
    const QString notes = recordedNotes();
    if (m_finishedNote == FinishedNote::Recorded) {
        m_progress->setText(notes.isEmpty() ? tr("Recorded.") : notes);
    } else if (m_finishedNote == FinishedNote::Checked) {
        QStringList all{notes};
        if (m_check && !m_check->drawingError.empty())
            all << tr("The drawing of the student's trace stops at %1.")
                       .arg(QString::fromStdString(m_check->drawingError).toHtmlEscaped());
        all.removeAll(QString());
        m_progress->setText(all.isEmpty() ? tr("Checked.") : all.join(QLatin1Char(' ')));
    }
    m_finishedNoteText = m_progress->text();
}

void TreePage::nameTraces()
{
    for (std::size_t which = 0; which < m_trees.size(); ++which)
        m_outlines->setTabText(int(which), m_trees[which] ? traceName(m_trees[which]->trace()) : QString());
    int item = 0;
    for (const auto& tree : m_trees)
        if (tree && item < m_stepTarget->count())
            m_stepTarget->setItemText(item++, tr("Step through: %1").arg(traceName(tree->trace())));
}

void TreePage::markUnsharedPaths()
{
    if (!m_trees[0] || !m_trees[1])
        return;
    std::array<std::vector<std::uint64_t>, 2> sorted;
    for (std::size_t which = 0; which < 2; ++which) {
        sorted[which] = m_trees[which]->pathKeys();
        std::sort(sorted[which].begin(), sorted[which].end());
        sorted[which].erase(std::unique(sorted[which].begin(), sorted[which].end()), sorted[which].end());
    }
    for (std::size_t which = 0; which < 2; ++which) {
        const std::vector<std::uint64_t>& other = sorted[1 - which];
        const std::vector<std::uint64_t>& keys = m_trees[which]->pathKeys();
        std::vector<bool> unshared(keys.size());
        for (std::size_t i = 0; i < keys.size(); ++i)
            unshared[i] = !std::binary_search(other.begin(), other.end(), keys[i]);
        m_onlyHere[which] =
            std::uint64_t(std::count_if(sorted[which].begin(), sorted[which].end(), [&](std::uint64_t key) {
                return !std::binary_search(other.begin(), other.end(), key);
            }));
        m_panes[which]->setUnsharedRecords(unshared);
    }
}

void TreePage::showCounts()
{
    const int rows = m_trees[1] && m_comparing ? 2 : (m_trees[0] ? 1 : 0);
    m_counts->setRowCount(rows);
    for (int row = 0; row < rows; ++row) {
        const TraceTree& tree = *m_trees[std::size_t(row)];
        const TraceTree::Counts& counts = tree.counts();
        auto* name = new QTableWidgetItem(traceName(tree.trace()));
        name->setData(Qt::DecorationRole, algorithmColor(tree.trace().algorithm));
        m_counts->setItem(row, 0, name);
        const std::array<std::uint64_t, 6> values{counts.records,    counts.expanded,  counts.cutoffs,
                                                  counts.reSearches, counts.tableHits, counts.tests};
        for (std::size_t column = 0; column < values.size(); ++column) {
            auto* item = new QTableWidgetItem(countText(values[column]));
            item->setData(Qt::UserRole, qulonglong(values[column]));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_counts->setItem(row, int(column) + 1, item);
        }
        auto* only = new QTableWidgetItem(rows == 2 ? countText(m_onlyHere[std::size_t(row)]) : QStringLiteral("—"));
        only->setData(Qt::UserRole, qulonglong(m_onlyHere[std::size_t(row)]));
        only->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_counts->setItem(row, 7, only);
    }
    m_counts->setColumnHidden(7, rows < 2);
    m_counts->setVisible(rows > 0);
    m_counts->resizeColumnsToContents();
    fitCountsHeight();
    QTimer::singleShot(0, this, &TreePage::fitCountsHeight); // again once the header is laid out
}

void TreePage::fitCountsHeight()
{
    // Every row shown, and room for the scroll bar a narrow window needs.
    int height = std::max(m_counts->horizontalHeader()->height(), m_counts->horizontalHeader()->sizeHint().height()) +
        2 * m_counts->frameWidth() + 2;
    if (m_counts->horizontalHeader()->length() > m_counts->viewport()->width())
        height += m_counts->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    for (int row = 0; row < m_counts->rowCount(); ++row)
        height += m_counts->rowHeight(row);
    m_counts->setFixedHeight(height);
}

void TreePage::updateRecordingState()
{
    const bool recording = isRecording() || isChecking();
    m_recordButton->setEnabled(!recording);
    m_checkButton->setEnabled(!recording);
    m_stopButton->setEnabled(recording);
    const bool hasTrace = m_trees[std::size_t(m_stepped)] != nullptr;
    for (QPushButton* button :
         {m_backButton, m_stepButton, m_runButton, m_exportDrawingButton, m_exportTraceButton, m_saveViewButton})
        button->setEnabled(hasTrace && !recording);
    for (QPushButton* button : m_jumpButtons)
        button->setEnabled(hasTrace && !recording);
    m_openViewButton->setEnabled(!recording);
}

void TreePage::refreshValues()
{
    showValueView();
    for (std::size_t which = 0; which < m_panes.size(); ++which) {
        m_panes[which]->refreshValues();
        if (m_trees[which])
            m_panes[which]->setTitle(paneTitle(int(which)));
    }
    if (m_showingChosen)
        showChosenPosition();
    else
        showStep();
}

} // namespace othello
