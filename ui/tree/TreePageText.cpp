// The Tree tab's texts: set at construction and again when the language changes
// (QEvent::LanguageChange), so Settings > Language applies at once — the controls, the counts'
// headers, the traces' names and titles, the step explained, the position and the notes.
#include "TraceLegend.h"
#include "TracePane.h"
#include "TreePage.h"
#include "common/AlgorithmNames.h"
#include "common/SettledLayouts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTableWidget>

namespace othello {

void TreePage::retranslate()
{
    m_positionGroup->setTitle(tr("Position"));
    m_useExplore->setText(tr("The Explore tab's position"));
    m_useLabel->setText(tr("PV label:"));

    m_searchGroup->setTitle(tr("Search"));
    for (const SettingControls& setting : m_settings) {
        // Item texts only: the chosen search stays chosen.
        for (int i = 0; i < setting.algorithm->count(); ++i)
            setting.algorithm->setItemText(i,
                                           translatedAlgorithmName(Algorithm(setting.algorithm->itemData(i).toInt())));
        remeasure(setting.algorithm);
        setting.table->setText(tr("Transposition table"));
    }
    m_limitDepth->setText(tr("Depth limit:"));
    m_limitDepth->setToolTip(tr("Search only this many plies and evaluate there, as the Play tab's engines do"));
    m_compare->setText(tr("Side by side with:"));
    m_compare->setToolTip(
        tr("Record a second search of the same position and show both, with the subtrees only one of them visits"));

    m_recordButton->setText(tr("Record"));
    m_recordButton->setToolTip(tr("Run the search on a worker thread, recording every call"));
    m_stopButton->setText(tr("Stop"));

    m_checkGroup->setTitle(tr("Check a student's search"));
    m_checkButton->setText(tr("Open a Student's Trace…"));
    m_checkButton->setToolTip(tr("Open an osl-trace your own search printed (docs/check.md) and show it beside the "
                                 "lab's search chosen above, at the first call where the two differ. You can also "
                                 "drop the file on the tab."));
    m_checkNote->setText(tr("Checked against the search chosen above; its table is the course's."));

    m_stepGroup->setTitle(tr("Step through the search"));
    m_backButton->setText(tr("Back"));
    m_stepButton->setText(tr("Step"));
    m_runButton->setText(m_runButton->isChecked() ? tr("Pause") : tr("Run"));
    m_speedTitle->setText(tr("Speed:"));
    m_speed->setToolTip(tr("Steps per second while running"));
    m_nextTitle->setText(tr("Next:"));
    // "Next:" then what: short buttons that fit two to a row in a narrow column, in any language.
    const std::array<QString, 4> jumpTexts{tr("cutoff", "Next: cutoff"), tr("re-search", "Next: re-search"),
                                           tr("table hit", "Next: table hit"), tr("TEST", "Next: TEST")};
    const std::array<QString, 4> jumpTips{
        tr("Go to the next cutoff that prunes a move"), tr("Go to the next re-search (NegaScout)"),
        tr("Go to the next call the transposition table settles"), tr("Go to the next TEST (Scout)")};
    for (std::size_t i = 0; i < m_jumpButtons.size(); ++i) {
        m_jumpButtons[i]->setText(jumpTexts[i]);
        m_jumpButtons[i]->setToolTip(jumpTips[i]);
    }
    m_emptyCutoffs->setText(tr("Also cutoffs that prune nothing"));
    m_emptyCutoffs->setToolTip(tr("Next cutoff also stops at a cutoff at the parent's last move, where there is "
                                  "nothing left to prune"));

    m_lectureGroup->setTitle(tr("Lecture"));
    m_projectorButton->setText(tr("Projector (F11)"));
    m_projectorButton->setToolTip(tr("Show the tree and the board full screen, large enough for a room, stepped "
                                     "from the keyboard; Esc leaves"));
    m_saveViewButton->setText(tr("Save View…"));
    m_saveViewButton->setToolTip(tr("Save the position, the searches, the plies drawn, the expanded records and the "
                                    "step reached, to open again"));
    m_openViewButton->setText(tr("Open View…"));
    m_openViewButton->setToolTip(tr("Open a saved view: its searches are recorded again and shown as they were"));
    m_exportDrawingButton->setText(tr("Export Drawing…"));
    m_exportDrawingButton->setToolTip(tr("Save the drawn tree with a title as PNG, SVG or PDF"));
    m_exportTraceButton->setText(tr("Export Trace…"));
    m_exportTraceButton->setToolTip(tr("Save every record as JSON, a Graphviz DOT graph or a text outline"));

    m_legend->setToolTip(tr("Colour: the node type (Knuth and Moore). Shape: how the parent called it. "
                            "T: settled by the transposition table.\n"
                            "In the drawing: drag to pan, turn the wheel to zoom, click a record to select it, "
                            "click the box under it to expand or collapse its subtree."));
    m_counts->setHorizontalHeaderLabels({tr("Search"), tr("Records"), tr("Expanded"), tr("Cutoffs"), tr("Re-searches"),
                                         tr("Table hits"), tr("TESTs"), tr("Paths only here")});
    m_counts->horizontalHeaderItem(7)->setToolTip(
        tr("Move paths from the root this search visits and the other does not"));

    // What depends on the traces and the position: said again in this language.
    updatePositionText();
    updateGuard();
    if (m_trees[0]) {
        nameTraces();
        showCounts();
    }
    if (m_finishedNote != FinishedNote::None && m_progress->text() == m_finishedNoteText)
        showFinishedNote();
    if (m_check)
        showDifference(false);
    refreshValues(); // the value view's line, the panes' titles and outlines, the step explained

    // The controls' column as wide as its content needs in this language.
    QScrollArea* scroll = m_controlScroll;
    settleLayouts(scroll->widget());
    scroll->setMaximumWidth(QWIDGETSIZE_MAX);
    scroll->setMinimumWidth(scroll->widget()->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());
    scroll->setMaximumWidth(scroll->minimumWidth()); // the tree takes every pixel it can
}

void TreePage::changeEvent(QEvent* event)
{
    // The panes, the legend and the projector retranslate their own parts.
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    Page::changeEvent(event);
}

} // namespace othello
