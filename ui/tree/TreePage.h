#pragma once

#include "TraceTree.h"
#include "common/Page.h"
#include "engine/board/Board.h"
#include "engine/trace/SearchTrace.h"
#include "jobs/TraceJob.h"

#include <array>
#include <memory>
#include <optional>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSlider;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace othello {

class BoardView;
class GameSession;
class TracePane;

// The Tree tab: records the search tree of a classical search on the Explore tab's position (or
// a PV label) and shows it drawn and as an outline, steps through it call by call with the
// board following, records a second setting beside it (which subtrees each visits, with
// counts), and exports the drawing (PNG, SVG) and the trace (JSON, DOT).
class TreePage : public Page {
    Q_OBJECT
public:
    // What stepping can jump to.
    enum class Jump { Cutoff, ReSearch, TableHit, Test };

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
    BoardView* boardView() const { return m_board; }

    // Exports of the stepped trace: an empty string, or why it failed. The format from the
    // suffix: a drawing .png or .svg; a trace .json, .dot or .txt (results/TraceFormats.h).
    QString exportDrawing(const QString& path) const;
    QString exportTrace(const QString& path) const;

    // Page
    bool isBusy() const override { return isRecording(); }
    void stop() override;
    void saveSettings(QSettings& settings) const override;
    void restoreSettings(const QSettings& settings) override;

signals:
    void recordingChanged(bool recording);

private:
    struct SettingControls {
        QComboBox* algorithm = nullptr;
        QCheckBox* table = nullptr;
    };
    QWidget* createControlSide();
    QGroupBox* createPositionGroup();
    QGroupBox* createSearchGroup();
    QWidget* createRecordRow();
    QGroupBox* createStepGroup();
    QWidget* createExportRow();
    QWidget* createTraceSide();
    QTableWidget* createCountsTable();
    SettingControls createSettingControls(const QString& suffix, QWidget* parent);
    void connectParts();

    trace::TraceOptions optionsFor(int which) const;
    QString settingName(int which) const;
    static QString settingName(Algorithm algorithm, bool table, std::optional<int> depth);
    static QString traceName(const trace::Trace& trace);
    void updateGuard();
    void updatePositionText();
    void onProgress(int which, const SearchStats& live, double seconds);
    void onTraceFinished(int which, const TraceJob::TracePointer& trace);
    void showCounts();
    void fitCountsHeight();
    void markUnsharedPaths();
    void updateRecordingState();
    void setSteppedTrace(int which);
    void showStep();
    void setRunning(bool running);
    void chooseDrawingFile();
    void chooseTraceFile();

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
    BoardView* m_board = nullptr;
    QComboBox* m_stepTarget = nullptr;
    QPushButton* m_backButton = nullptr;
    QPushButton* m_stepButton = nullptr;
    QPushButton* m_runButton = nullptr;
    QSlider* m_speed = nullptr;
    std::array<QPushButton*, 4> m_jumpButtons{};
    QLabel* m_stepText = nullptr;
    QPushButton* m_exportDrawingButton = nullptr;
    QPushButton* m_exportTraceButton = nullptr;
    QTableWidget* m_counts = nullptr;
    std::array<TracePane*, 2> m_panes{};
    QTimer* m_runTimer = nullptr;

    // Recording
    std::array<TraceJob*, 2> m_jobs{};
    std::array<TraceJob::TracePointer, 2> m_pending;
    std::array<bool, 2> m_waiting{};
    std::array<std::uint64_t, 2> m_liveCalls{};
    bool m_comparing = false; // the shown (or running) recording has two settings
    std::array<std::shared_ptr<const TraceTree>, 2> m_trees;
    std::array<std::uint64_t, 2> m_onlyHere{}; // move paths the other trace does not visit

    // Stepping
    int m_stepped = 0;
    TraceTree::Event m_event;
};

} // namespace othello
