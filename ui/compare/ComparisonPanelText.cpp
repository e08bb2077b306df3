// ComparisonPanel: every text of the form, set at construction and again when the language
// changes (QEvent::LanguageChange), so Settings > Language applies at once.
#include "ComparisonPanel.h"

#include "common/SettledLayouts.h"
#include "common/charts/ComparisonNames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>

namespace othello {

namespace {

void setRowTitle(QFormLayout* form, QWidget* field, const QString& title)
{
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(field)))
        label->setText(title);
}

} // namespace

void ComparisonPanel::retranslate()
{
    m_algorithmsBox->setTitle(tr("Algorithms"));
    m_ttOffTitle->setText(tr("TT off"));
    m_ttOnTitle->setText(tr("TT on"));
    for (QLabel* title : m_algorithmTitles)
        title->setText(algorithmText(Algorithm(title->property("algorithm").toInt())));
    for (auto& [key, box] : m_combinations)
        box->setToolTip(tr("Search with %1").arg(combinationText(key.first, key.second)));

    m_tableBox->setTitle(tr("Transposition table"));
    m_policies->setToolTip(tr("Table policies the searches with TT compare, comma-separated, each a line of "
                              "its own: %1")
                               .arg(QString::fromLatin1(policySyntax().data(), qsizetype(policySyntax().size()))));
    // Item texts only: the chosen entry stays chosen.
    m_hash->setItemText(0, tr("Mix (default)"));
    m_hash->setItemText(1, tr("Zobrist"));
    m_hash->setItemText(2, tr("XOR of the bitboards (naive)"));
    m_hash->setToolTip(tr("Where the table puts a position; it always compares the whole position, and counts "
                          "the probes a table keeping only the hash would have got wrong"));
    m_policyComparison->setText(tr("Policy comparison"));
    m_policyComparison->setToolTip(tr("One algorithm with a table under each of the course's policies"));
    setRowTitle(m_tableForm, m_policies, tr("Policies:"));
    setRowTitle(m_tableForm, m_hash, tr("Hash:"));

    m_searchBox->setTitle(tr("Search"));
    m_positionsSource->setItemText(0, tr("6×6 PV"));
    m_positionsSource->setItemText(1, tr("Position file"));
    m_positionsSource->setToolTip(tr("The PV climbs from the end of the game and stops a combination after its "
                                     "first timeout; a position file's positions are each tried by every "
                                     "combination, also after a timeout"));
    m_positionFile->setPlaceholderText(tr("One position a line (OBF text)"));
    m_positionFile->setToolTip(tr("A position file: one position a line, as in the FForum files (all of one "
                                  "board size); each position is a point on the charts, numbered in line order"));
    m_browse->setText(tr("Browse…"));
    m_scoring->setItemText(0, tr("Disc difference"));
    m_scoring->setItemText(1, tr("Empties to the winner"));
    m_scoring->setToolTip(tr("How a finished game is scored: the course's disc difference, or the empty squares "
                             "to the winner as in the FForum suite"));
    setRowTitle(m_searchForm, m_positionsSource, tr("Positions:"));
    setRowTitle(m_searchForm, m_fileRow, tr("File:"));
    setRowTitle(m_searchForm, m_scoring, tr("Scoring:"));
    m_fromLabel->setToolTip(tr("First PV label searched (34 is the final board, 1 the start)"));
    m_toLabel->setToolTip(tr("Last PV label searched; each combination climbs from the first "
                             "label down to this one and stops after its first timeout"));
    m_timeLimit->setSuffix(tr(" s"));
    m_ttMegabytes->setSuffix(tr(" MiB"));
    m_parallelJobs->setToolTip(tr("Searches run at once; 1 keeps the timings comparable"));
    setRowTitle(m_searchForm, m_fromLabel, tr("From label:"));
    setRowTitle(m_searchForm, m_toLabel, tr("Down to label:"));
    setRowTitle(m_searchForm, m_timeLimit, tr("Time limit per position:"));
    setRowTitle(m_searchForm, m_ttMegabytes, tr("TT size:"));
    setRowTitle(m_searchForm, m_parallelJobs, tr("Parallel searches:"));

    m_start->setText(tr("&Start"));
    m_stop->setText(tr("S&top"));
    m_check->setText(tr("Chec&k an Implementation…"));
    m_check->setToolTip(tr("Check a student's log (or a results file) against the lab's searches, each stopped after "
                           "the time limit per position: a run of its own, its rows marked equal or different"));

    m_progressBox->setTitle(tr("Progress"));
    m_progress->setFormat(tr("%v of %m searches"));
    if (m_activityShown == Activity::Idle)
        m_activity->setText(tr("Not running"));
    else if (m_activityShown == Activity::Starting)
        m_activity->setText(tr("Starting…"));
    else if (m_activityShown == Activity::Waiting)
        m_activity->setText(tr("Waiting for the next search…"));
    // A running search's lines come again with its next progress; a summary from the view.
    if (m_elapsedSeconds >= 0)
        showElapsed(m_elapsedSeconds);

    // As wide as every row needs, the hidden ones too: switching the positions must not make the
    // form wider than the place the view gave it.
    for (QWidget* field : std::initializer_list<QWidget*>{m_fileRow, m_scoring, m_fromLabel, m_toLabel})
        m_searchForm->setRowVisible(field, true);
    setMinimumWidth(0);
    for (QComboBox* combo : {m_hash, m_positionsSource, m_scoring})
        remeasure(combo);
    settleLayouts(this);
    setMinimumWidth(sizeHint().width());
    updatePositionWidgets(); // hides the rows of the positions not chosen; the problem in this language
}

void ComparisonPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ComparisonPanel::showSummary(const QString& summary)
{
    m_activityShown = Activity::Summary;
    m_activity->setText(summary);
}

void ComparisonPanel::showElapsed(double seconds)
{
    m_elapsedSeconds = seconds;
    m_elapsed->setText(tr("Elapsed: %1").arg(durationText(seconds)));
}

} // namespace othello
