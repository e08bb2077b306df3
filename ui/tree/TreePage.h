#pragma once

#include "StudentTraceJob.h"
#include "TraceSteps.h"
#include "TraceTree.h"
#include "TreeProjector.h"
#include "TreeViewFile.h"
#include "common/Page.h"
#include "engine/board/Board.h"
#include "engine/trace/SearchTrace.h"
#include "jobs/TraceJob.h"

#include <array>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDragEnterEvent;
class QDropEvent;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QScrollArea;
class QSlider;
class QSpinBox;
class QTableWidget;
class QTabWidget;
class QTimer;

namespace othello {

class BoardView;
class GameSession;
class TraceLegendView;
class TracePane;

// The Tree tab: records the search tree of a classical search on the Explore tab's position (or
// a PV label) and shows it drawn and as an outline, steps through it call by call with the
// board following and each step explained in a sentence, records a second setting beside it
// (which subtrees each visits, with counts), shows it on a projector (F11), saves and reopens a
// prepared view, and exports the drawing (PNG, SVG, PDF) and the trace (JSON, DOT, text).
class TreePage : public Page {
    Q_OBJECT
public:
    // What stepping can jump to.
    using Jump = TraceSteps::Jump;

    // `explore`: the Explore tab's position, followed when "Explore's position" is chosen (may be
    // null: then only PV labels).
    explicit TreePage(GameSession* explore = nullptr, QWidget* parent = nullptr);
    ~TreePage() override;

    // The position a recording would use now.
    Board chosenPosition() const;
    // Starts recording (both settings when comparing); false while one runs.
    bool record();
    bool isRecording() const;
    // Shows recorded traces (the second: none, or the side-by-side one), as a finished recording does.
    void showTraces(const TraceJob::TracePointer& first, const TraceJob::TracePointer& second = nullptr);
    // Records kept at most per trace (the engine's kDefaultMaxNodes unless told).
    void setRecordBound(std::size_t records) { m_recordBound = records; }
    // The estimate the guard shows, in records, for the chosen position and first setting.
    double estimatedRecords() const;

    // The traces shown (null before a recording finishes); 0: the first setting, 1: the second.
    const std::shared_ptr<const TraceTree>& tree(int which) const { return m_trees[std::size_t(which)]; }
    TracePane* pane(int which) const { return m_panes[std::size_t(which)]; }

    // Stepping, on the trace chosen for it.
    TraceTree::Event currentEvent() const { return m_event; }
    int steppedTrace() const { return m_stepped; }
    void stepForward();
    void stepBack();
    bool jump(Jump target); // false when no later event matches
    void goToEvent(TraceTree::Event event);
    // Next cutoff also stops at cutoffs that prune nothing (at the parent's last move).
    void setStopAtEmptyCutoffs(bool stop);
    BoardView* boardView() const { return m_board; }
    // The step explained: one sentence, then details.
    QString stepSentence() const { return m_sentence; }

    // Projector mode (F11): the drawing and the board full screen, stepped from the keyboard.
    void setProjectorMode(bool on);
    TreeProjector* projector() const { return m_projector.get(); }

    // Exports of the stepped trace: an empty string, or why it failed. The format from the
    // suffix: a drawing .png, .svg or .pdf (with a title, without the expand boxes); a trace
    // .json, .dot or .txt (results/TraceFormats.h).
    QString exportDrawing(const QString& path) const;
    QString exportTrace(const QString& path) const;
    // The title an exported drawing carries: the search, the position, the value and its view.
    QStringList drawingTitle(int which) const;

    // A prepared lecture: the view as it is now, saved to a file and opened again (which records
    // the searches again and then restores the view). An empty string, or why it failed.
    TreeViewState viewState() const;
    QString saveView(const QString& path) const;
    QString openView(const QString& path);

    // A student's osl-trace (docs/check.md) checked against the lab's search of the Search group's
    // first setting, on a worker: both trees side by side, the first difference selected and
    // centred in both and explained above them. False while a recording or a check runs.
    bool openStudentTrace(const QString& path);
    bool isChecking() const { return m_checkJob->isRunning(); }
    // What the check found, as shown above the drawings (plain text); empty when none is shown.
    QString checkReport() const;
    // The records selected for the first difference: 0 the student's trace, 1 the lab's (-1: none).
    int differenceRecord(int which) const { return m_differenceRecords[std::size_t(which)]; }

    // Page
    bool isBusy() const override { return isRecording() || isChecking(); }
    void stop() override;
    void saveSettings(QSettings& settings) const override;
    void restoreSettings(const QSettings& settings) override;

signals:
    void recordingChanged(bool recording);

protected:
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The settings a first start shows (and a saved view without them falls back to).
    static constexpr int kDefaultLabel = 30;
    static constexpr int kDefaultDepth = 4;
    static constexpr int kDefaultSpeed = 4; // steps per second = 2^(speed-1)
    struct SettingControls {
        QComboBox* algorithm = nullptr;
        QCheckBox* table = nullptr;
    };
    // Layout (TreePage.cpp)
    QWidget* createControlSide();
    QGroupBox* createPositionGroup();
    QGroupBox* createSearchGroup();
    QWidget* createRecordRow();
    QGroupBox* createStepGroup();
    QGroupBox* createLectureGroup();
    QWidget* createTraceSide();
    QWidget* createStepBand();
    void showValueView();
    QTableWidget* createCountsTable();
    SettingControls createSettingControls(const QString& suffix, QWidget* parent);
    void connectParts();
    void connectSteps();

    // Recording (TreePageRecording.cpp)
    trace::TraceOptions optionsFor(int which) const;
    QString settingName(int which) const;
    static QString settingName(Algorithm algorithm, bool table, std::optional<int> depth);
    QString traceName(const trace::Trace& trace) const;
    QString positionName(const Board& board) const;
    QString paneTitle(int which) const;
    QString valueHeading(const trace::Trace& trace) const;
    void updateGuard();
    void updatePositionText();
    void onPositionChosen();
    void onProgress(int which, const SearchStats& live, double seconds);
    void onTraceFinished(int which, const TraceJob::TracePointer& trace);
    void showCounts();
    void fitCountsHeight();
    void markUnsharedPaths();
    void updateRecordingState();
    void refreshValues();
    // The notes of the recording or check shown (stopped, truncated traces), or "Recorded.".
    QString recordedNotes() const;
    void showFinishedNote();
    // The outline tabs and the step choice, named after the traces.
    void nameTraces();

    // Every text of the page in the language in use (TreePageText.cpp), at construction and on
    // QEvent::LanguageChange.
    void retranslate();

    // Stepping (TreePageStepping.cpp)
    void setSteppedTrace(int which);
    void showStep();
    void showChosenPosition();
    void setRunning(bool running);
    void onProjectorCommand(TreeProjector::Command command);
    void updateProjector();

    // A student's trace (TreePageCheck.cpp)
    QGroupBox* createCheckGroup();
    void chooseStudentTrace();
    void onStudentTraceChecked(const StudentTraceJob::OutcomePointer& outcome);
    // The report of the check shown; with `goThere` the board and drawings go to the difference.
    void showDifference(bool goThere = true);
    void showCheckMessage(const QString& html, bool error);
    void forgetCheck();

    // Files (TreePageFiles.cpp)
    void chooseDrawingFile();
    void chooseTraceFile();
    void chooseViewToSave();
    void chooseViewToOpen();
    void applyView(const TreeViewState& state);

    GameSession* m_explore;
    std::size_t m_recordBound = trace::kDefaultMaxNodes;

    // Controls
    QRadioButton* m_useExplore = nullptr;
    QRadioButton* m_useLabel = nullptr;
    QSpinBox* m_label = nullptr;
    QLabel* m_positionText = nullptr;
    std::array<SettingControls, 2> m_settings;
    QCheckBox* m_limitDepth = nullptr;
    QSpinBox* m_depth = nullptr;
    QCheckBox* m_compare = nullptr;
    QWidget* m_secondSetting = nullptr;
    QPushButton* m_recordButton = nullptr;
    QPushButton* m_stopButton = nullptr;
    QLabel* m_progress = nullptr;
    QLabel* m_guard = nullptr;
    QComboBox* m_stepTarget = nullptr;
    QPushButton* m_backButton = nullptr;
    QPushButton* m_stepButton = nullptr;
    QPushButton* m_runButton = nullptr;
    QSlider* m_speed = nullptr;
    std::array<QPushButton*, 4> m_jumpButtons{};
    QCheckBox* m_emptyCutoffs = nullptr;
    QPushButton* m_projectorButton = nullptr;
    QPushButton* m_saveViewButton = nullptr;
    QPushButton* m_openViewButton = nullptr;
    QPushButton* m_exportDrawingButton = nullptr;
    QPushButton* m_exportTraceButton = nullptr;
    QPushButton* m_checkButton = nullptr;
    QLabel* m_checkReport = nullptr;
    QTableWidget* m_counts = nullptr;
    TraceLegendView* m_legend = nullptr;
    QLabel* m_valueView = nullptr;
    std::array<TracePane*, 2> m_panes{};
    BoardView* m_board = nullptr;
    QLabel* m_stepText = nullptr;
    QTabWidget* m_outlines = nullptr;
    QTimer* m_runTimer = nullptr;
    QScrollArea* m_controlScroll = nullptr;
    QGroupBox* m_positionGroup = nullptr;
    QGroupBox* m_searchGroup = nullptr;
    QGroupBox* m_stepGroup = nullptr;
    QGroupBox* m_lectureGroup = nullptr;
    QGroupBox* m_checkGroup = nullptr;
    QLabel* m_checkNote = nullptr;
    QLabel* m_speedTitle = nullptr;
    QLabel* m_nextTitle = nullptr;
    // What the progress line says after a recording or a check ends, so that a new language says
    // it again (while the line still says it: m_finishedNoteText).
    enum class FinishedNote { None, Recorded, Checked };
    FinishedNote m_finishedNote = FinishedNote::None;
    QString m_finishedNoteText;

    // Recording
    std::array<TraceJob*, 2> m_jobs{};
    std::array<TraceJob::TracePointer, 2> m_pending;
    std::array<bool, 2> m_waiting{};
    std::array<std::uint64_t, 2> m_liveCalls{};
    bool m_comparing = false; // the shown (or running) recording has two settings
    std::array<std::shared_ptr<const TraceTree>, 2> m_trees;
    std::array<std::uint64_t, 2> m_onlyHere{};  // move paths the other trace does not visit
    std::optional<TreeViewState> m_viewToApply; // an opened view, applied when its recording ends

    // A student's trace
    StudentTraceJob* m_checkJob = nullptr;
    StudentTraceJob::OutcomePointer m_check; // the check shown (its traces are m_trees' while shown)
    std::array<int, 2> m_differenceRecords{-1, -1};

    // Stepping
    int m_stepped = 0;
    TraceTree::Event m_event;
    QString m_sentence;
    QString m_details;
    bool m_showingChosen = false; // the board shows a newly chosen position, not the step
    std::unique_ptr<TreeProjector> m_projector;
};

} // namespace othello
