// ComparisonView: every text of the workspace, set at construction and again when the language
// changes (QEvent::LanguageChange), so Settings > Language applies at once: the buttons and tabs,
// the models' headers and cells, the charts, the Runs tab, and the run names the workspace gave.
#include "ComparisonCharts.h"
#include "ComparisonPanel.h"
#include "ComparisonView.h"
#include "CopyableTable.h"
#include "PolicySummary.h"
#include "ResultsTable.h"
#include "ResultsTableModel.h"
#include "RunList.h"

#include <QEvent>
#include <QScrollArea>
#include <QTabWidget>
#include <QToolButton>
#include <algorithm>

namespace othello {

void ComparisonView::retranslate()
{
    const std::pair<QString, QString> buttons[] = {
        {tr("Open…"), tr("Add a results file (CSV or JSON) as a run")},
        {tr("Save CSV…"), tr("Save a run's results in the CLI's CSV format")},
        {tr("Save JSON…"), tr("Save a run's results as JSON")},
        {tr("Export Charts…"), tr("Write the charts as figures for a report: PNG, SVG or PDF")},
        {tr("Clear"), tr("Remove every run (asks first when some are not saved)")},
    };
    for (std::size_t i = 0; i < m_fileButtons.size() && i < std::size(buttons); ++i) {
        m_fileButtons[i]->setText(buttons[i].first);
        m_fileButtons[i]->setToolTip(buttons[i].second);
    }
    titleResultTabs();
    retranslateRunNames();
    m_results->retranslate();
    m_summary->retranslate();
    showChosenPositions(); // the charts' titles for the chosen positions
    m_charts->retranslate();
    showRuns();
    showCheckSummary();
    if (m_lastFinish && !isRunning())
        m_panel->showSummary(m_lastFinish->first ? tr("Stopped: %n search(es) finished.", nullptr, m_lastFinish->second)
                                                 : tr("Finished: %n search(es).", nullptr, m_lastFinish->second));
    // The form's width in this language (its own LanguageChange comes after this one).
    m_panel->retranslate();
    m_panelScroll->setMinimumWidth(std::max(m_panel->sizeHint().width(), m_panel->minimumWidth()) + 20);
}

void ComparisonView::titleResultTabs()
{
    m_resultTabs->setTabText(m_resultTabs->indexOf(m_table), tr("Searches"));
    //: Tab beside the results table: the runs of the workspace (show, hide, rename, save, remove).
    m_resultTabs->setTabText(m_resultTabs->indexOf(m_runList), tr("Runs"));
    if (const int summary = m_resultTabs->indexOf(m_summaryTable); summary >= 0)
        //: Tab beside the results table: totals per table policy, relative to the default policy.
        m_resultTabs->setTabText(summary, tr("Policy summary"));
}

void ComparisonView::changeEvent(QEvent* event)
{
    // The panel, charts and run list are widgets: they retranslate their own parts first.
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    Page::changeEvent(event);
}

} // namespace othello
