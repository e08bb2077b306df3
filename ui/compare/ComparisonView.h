#pragma once

#include "ComparisonJournal.h"
#include "common/Page.h"
#include "common/charts/ChartExport.h"
#include "jobs/ComparisonJob.h"

class QTabWidget;

namespace othello {

class ComparisonCharts;
class ComparisonPanel;
class CopyableTable;
class PolicySummaryModel;
class ResultsTable;
class ResultsTableModel;

// The comparison workspace: the runner form (algorithms x TT, label range, time limit,
// Start/Stop, live progress), the live node and time charts, and the results table. The main
// window embeds it as a tab and forwards its File-menu actions to the slots below.
//
// Results are kept as runs: "this session" (the comparison started here; a new Start replaces
// it), opened results files, and a comparison recovered from the journal. Every finished search
// is journalled (see ComparisonJournal) so a crash loses nothing finished; on construction an
// interrupted journal is offered for recovery (a non-blocking question, shown when prompts are
// enabled). Destroying the view while running stops the searches and leaves the journal to be
// recovered next time.
class ComparisonView : public Page {
    Q_OBJECT
public:
    explicit ComparisonView(QWidget* parent = nullptr);
    ~ComparisonView() override;

    bool isRunning() const;

    // Page. The view also keeps its settings by itself (restored on construction, saved at each
    // start, export and on destruction), so a view outside the window remembers them too.
    bool isBusy() const override { return isRunning(); }
    void stop() override { stopComparison(); }
    void saveSettings(QSettings& settings) const override;
    void restoreSettings(const QSettings& settings) override;
    // This session's results (and the last session's, when opened at start) until they are saved.
    QString unsavedWork() const override;
    bool saveUnsavedWork() override;
    void discardUnsavedWork() override;

    // With prompts off (tests, scripting) nothing pops up: problems only go to statusMessage()
    // and no recovery is offered. On by default.
    void setPromptsEnabled(bool enabled) { m_promptsEnabled = enabled; }
    bool promptsEnabled() const { return m_promptsEnabled; }

    // The File actions without their dialogs. Each returns false and fills `error` (one line)
    // when nothing could be done; openResultsFile() also lists skipped lines in `skipped`.
    bool openResultsFile(const QString& path, QString* error, QStringList* skipped = nullptr);
    bool saveResultsFile(const QString& path, bool json, QString* error);
    // The same for a given run (an index into results()->runs()).
    bool saveRunFile(int run, const QString& path, bool json, QString* error);
    bool exportChartImages(const QString& directory, const ChartImageOptions& options, QString* error);
    // The options the GUI export uses for `size`/`pixelRatio`: the charts' current scale, view
    // (absolute, relative, branching factor) and hidden series.
    ChartImageOptions currentChartOptions(QSize size, qreal pixelRatio) const;

    // Loads an interrupted comparison's journal as the run "recovered" and sets the journal
    // aside. Returns the number of records recovered, or -1 when there is no interrupted journal.
    int recoverJournal();
    ComparisonJournal& journal() { return m_journal; }
    // Loads the results of the last comparison that ended unsaved (see ComparisonJournal) as the
    // run "last session". Returns the number of records, or -1 when there are none to offer.
    int openUnsavedRun();
    static QString unsavedRunName();

    // The name of the run of this session's comparison in the table and the charts.
    static QString sessionRunName();

    ComparisonPanel* panel() const { return m_panel; }
    ComparisonCharts* charts() const { return m_charts; }
    ResultsTableModel* results() const { return m_results; }
    // The per-policy summary of the table laboratory, a tab beside the results table while some
    // run searched with several table policies.
    PolicySummaryModel* policySummary() const { return m_summary; }
    CopyableTable* policySummaryTable() const { return m_summaryTable; }
    QTabWidget* resultTabs() const { return m_resultTabs; }

public slots:
    void startComparison();
    void stopComparison();
    // File dialogs; each reports problems in a message box and loses nothing.
    void openResults();
    void exportResultsCsv();
    void exportResultsJson();
    void exportChartsPng();
    // Removes opened and recovered runs, and this session's results when not running.
    void clearResults();

signals:
    void runningChanged(bool running);

private:
    // The form in a scroll area; the results table under its buttons.
    QWidget* createPanelScroll();
    QWidget* createResultsArea();
    void connectParts();
    void updatePolicySummary();
    void recordFinished(const othello::ResultRecord& record);
    void progress(const std::vector<othello::ComparisonActivity>& activities, int finishedSearches);
    void jobFinished(bool cancelled);
    void offerJournalRecovery();
    void offerUnsavedRun();
    // Asks for a file and saves `run` there; false when cancelled or not written (reported).
    bool saveRunWithDialog(int run, bool json);
    // A run was written to a file: what is saved is no longer offered.
    void runSaved(int run);
    int unsavedRunIndex() const;
    // The charts' titles and x axes and the table's columns, while they have no results, for the
    // positions the form has chosen.
    void showChosenPositions();
    void exportResults(bool json);
    // The run a save writes: the selected rows' run, else this session, else the first with results.
    int runToSave() const;
    void report(const QString& text, const QString& details = {});

    ComparisonJob* m_job = nullptr;
    ComparisonJournal m_journal;
    ComparisonPanel* m_panel = nullptr;
    ComparisonCharts* m_charts = nullptr;
    ResultsTableModel* m_results = nullptr;
    ResultsTable* m_table = nullptr;
    PolicySummaryModel* m_summary = nullptr;
    CopyableTable* m_summaryTable = nullptr;
    QTabWidget* m_resultTabs = nullptr;
    bool m_promptsEnabled = true;
    bool m_journalWarned = false;
    bool m_sessionUnsaved = false; // this session's run holds results not saved to a file
    bool m_lastRunUnsaved = false; // the run opened by openUnsavedRun() is not saved yet
    int m_finishedSearches = 0;
    QString m_resultsFolder; // last folder a results file was opened from or saved to
    QString m_chartFolder;
    ChartImageOptions m_exportOptions;
};

} // namespace othello
