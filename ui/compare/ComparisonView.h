#pragma once

#include "ComparisonJournal.h"
#include "common/Page.h"
#include "common/charts/ChartExport.h"
#include "common/charts/ChartFigure.h"
#include "engine/trace/CountCheck.h"
#include "jobs/ComparisonJob.h"

#include <functional>
#include <map>
#include <optional>
#include <utility>
#include <vector>

class QLabel;
class QTabWidget;
class QToolButton;

namespace othello {

class ComparisonCharts;
class ComparisonPanel;
class CountCheckJob;
class CopyableTable;
class PolicySummaryModel;
class ResultsTable;
class ResultsTableModel;
class RunList;

// The comparison workspace: the runner form (algorithms x TT, label range, time limit,
// Start/Stop, live progress), the live charts, the results table and the list of runs. The main
// window embeds it as a tab and forwards its File-menu actions to the slots below.
//
// Results are kept as runs, side by side: each Start adds one ("Run 1", "Run 2", …) and never
// touches the others; an opened results file is a run named after it. A run can be renamed,
// hidden, saved and removed (Runs tab); removing or clearing runs whose results are not saved
// asks first, and so does quitting. Every run is kept on disk (ComparisonJournal) and comes back
// at the next launch until it is removed; a running run is written search by search, so a crash
// loses nothing finished. Destroying the view while running stops the searches and leaves the
// run to come back as interrupted.
//
// The view's parts live in files by purpose: ComparisonView.cpp (layout, the running
// comparison, settings), ComparisonRuns.cpp (the runs: kept, restored, renamed, removed,
// unsaved), ComparisonFiles.cpp (open, save, export) and ComparisonChecks.cpp (students' logs
// checked against the lab's searches).
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
    // The runs whose results are not saved in a file.
    QString unsavedWork() const override;
    bool saveUnsavedWork() override;
    // Removes the runs whose results are not saved: they do not come back.
    void discardUnsavedWork() override;
    // The runs are on disk until removed (unless another instance keeps the folder): quitting
    // without saving loses none of them.
    bool keepsUnsavedWork() const override { return m_journal.isKeeping(); }

    // With prompts off (tests, scripting) nothing pops up: problems only go to statusMessage(),
    // removing asks nothing, and the kept runs come back only on restoreKeptRuns(). On by default.
    void setPromptsEnabled(bool enabled) { m_promptsEnabled = enabled; }
    bool promptsEnabled() const { return m_promptsEnabled; }

    // The File actions without their dialogs. Each returns false and fills `error` (one line)
    // when nothing could be done; openResultsFile() also lists skipped lines in `skipped`.
    bool openResultsFile(const QString& path, QString* error, QStringList* skipped = nullptr);
    bool saveResultsFile(const QString& path, bool json, QString* error);
    // The same for a given run (an index into results()->runs()).
    bool saveRunFile(int run, const QString& path, bool json, QString* error);
    bool exportChartImages(const QString& directory, const ChartImageOptions& options, QString* error);
    // "Check an Implementation…" without its dialog (docs/check.md): reads each file — the course
    // program's log, or a results CSV/JSON — and adds each run it holds as a run of its own
    // ("alice.txt — Alpha-beta + TT"), then checks every row against the lab's search on a worker
    // thread, each search stopped after the form's time limit per position. The lab's searches
    // go to a run per search ("Lab — Alpha-beta + TT") drawn beside the students'. A file that
    // adds nothing is one line in `error` (the command line's words); false when no file added
    // a run. Refused while a comparison or a check runs.
    bool checkImplementationFiles(const QStringList& paths, QString* error);
    bool isChecking() const;
    // The line above the results: the selected (else the latest) checked run's verdict.
    QLabel* checkSummary() const { return m_checkSummary; }
    // The options the GUI export uses for `size`/`pixelRatio`: the charts' current scale, view
    // (absolute, relative, branching factor), layout and hidden series.
    ChartImageOptions currentChartOptions(QSize size, qreal pixelRatio) const;
    ChartImageOptions currentChartOptions(const FigureOptions& figure) const;

    // Brings back the runs kept by the last session (done at start when prompts are on).
    // Returns how many came back.
    int restoreKeptRuns();
    ComparisonJournal& journal() { return m_journal; }
    // "Run 3": the name of the n-th run started in the workspace.
    static QString runName(int number);

    // The runs, as the Runs tab acts on them (indexes into results()->runs()). Removing a run
    // whose results are not saved asks first (when prompts are on); the running run stays.
    void renameRun(int run, const QString& name);
    void setRunShown(int run, bool shown);
    void removeRun(int run);
    // Selects the row of the search behind a chart's point, in the Searches tab.
    bool selectRecord(const QString& runKey, const ResultRecord& record);

    ComparisonPanel* panel() const { return m_panel; }
    ComparisonCharts* charts() const { return m_charts; }
    ResultsTableModel* results() const { return m_results; }
    RunList* runList() const { return m_runList; }
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
    // Removes every run but the running one (asking first when some are not saved).
    void clearResults();
    // Asks for students' logs (or results files) and checks them (checkImplementationFiles).
    void checkImplementation();

signals:
    void runningChanged(bool running);

private:
    // What the workspace knows of a run beside its records.
    struct RunState {
        bool unsaved = false;
        QString savedTo; // the file of the user's it was saved to or opened from
        bool running = false;
        QString lab; // a run of the lab's searches for checks: which (labSearchKey)
        // The name the workspace gave the run ("Run 3", "Lab — Alpha-beta + TT") in the language
        // in use, while the user has not renamed it: a new language names the run again.
        std::function<QString()> generatedName;
    };

protected:
    void changeEvent(QEvent* event) override;

private:
    // Every text of the view in the language in use (ComparisonViewText.cpp): the buttons, the
    // tabs, the models' headers, the charts, the generated run names.
    void retranslate();
    void retranslateRunNames();
    void titleResultTabs();
    // n when `name` is runName(n) in the language in use, else 0.
    static int generatedRunNumber(const QString& name);

    // The form in a scroll area; the results table under its buttons.
    QWidget* createPanelScroll();
    QWidget* createResultsArea();
    void connectParts();
    void updatePolicySummary();
    void recordFinished(const othello::ResultRecord& record);
    void progress(const std::vector<othello::ComparisonActivity>& activities, int finishedSearches);
    void jobFinished(bool cancelled);
    void afterStart();
    // Asks for a file and saves `run` there; false when cancelled or not written (reported).
    bool saveRunWithDialog(int run, bool json);
    // A run was written to `path`: it no longer counts as unsaved.
    void runSaved(int run, const QString& path);
    // The charts' titles and x axes and the table's columns, while they have no results, for the
    // positions the form has chosen.
    void showChosenPositions();
    void exportResults(bool json);
    // The run a save writes: the Runs tab's or the selected rows' run, else the last with results.
    int runToSave() const;
    void report(const QString& text, const QString& details = {});

    // The checks (ComparisonChecks.cpp).
    QWidget* createCheckSummary(QWidget* parent);
    void connectChecks();
    void verdictArrived(const QString& runKey, std::size_t record, const othello::trace::CountVerdict& verdict);
    void checkFinished(bool cancelled);
    // The check's end for the runs: rows without a verdict are not checked, the lab's runs kept.
    void endCheck();
    // Adds the lab's search behind a verdict to the lab's run of its search (made when missing).
    void addLabRecord(const trace::CountVerdict& verdict, const QString& source);
    // The checked run the summary line speaks of: selected in Runs or the table, else the latest.
    int summaryRun() const;
    void showCheckSummary();
    // The runs.
    RunState& stateOf(int run);
    const RunState* findState(int run) const;
    bool isUnsaved(int run) const;
    int addRun(ComparisonRun run, const RunState& state);
    void forgetRun(int run);
    // Writes the list of kept runs (and those of the last session not brought back yet).
    void keepRuns();
    void showRuns();
    // Asks `question` with a destructive `action` button, then does `act` (at once with prompts off).
    void confirm(const QString& name, const QString& question, const QString& details, const QString& action,
                 const std::function<void()>& act);
    int nextRunNumber() const;

    ComparisonJob* m_job = nullptr;
    CountCheckJob* m_checkJob = nullptr;
    QLabel* m_checkSummary = nullptr;
    // While a check runs: what each checked run claims, and the lab's runs it added to.
    std::map<QString, std::vector<trace::ClaimedSearch>> m_checkClaims;
    std::map<QString, QString> m_checkSources; // checked run -> the file's name (a file's positions)
    QString m_checkFolder;
    ComparisonJournal m_journal;
    ComparisonPanel* m_panel = nullptr;
    ComparisonCharts* m_charts = nullptr;
    ResultsTableModel* m_results = nullptr;
    ResultsTable* m_table = nullptr;
    RunList* m_runList = nullptr;
    PolicySummaryModel* m_summary = nullptr;
    CopyableTable* m_summaryTable = nullptr;
    QTabWidget* m_resultTabs = nullptr;
    QWidget* m_panelScroll = nullptr;
    std::vector<QToolButton*> m_fileButtons; // Open, Save CSV, Save JSON, Export Charts, Clear
    // The last run's end, to say it again in a new language.
    std::optional<std::pair<bool, int>> m_lastFinish; // (cancelled, records)
    bool m_promptsEnabled = true;
    bool m_journalWarned = false;
    QString m_keepingProblem;             // why the runs are kept in memory only
    std::map<QString, RunState> m_states; // by ComparisonRun::key()
    QString m_runningKey;
    // The last session's runs until restoreKeptRuns() brings them in: kept as they are.
    std::vector<ComparisonJournal::KeptRun> m_pendingKept;
    int m_finishedSearches = 0;
    QString m_resultsFolder; // last folder a results file was opened from or saved to
    QString m_chartFolder;
    FigureOptions m_figureOptions;
};

} // namespace othello
