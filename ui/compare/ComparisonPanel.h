#pragma once

#include "jobs/ComparisonJob.h"
#include "jobs/ComparisonSettings.h"

#include <QElapsedTimer>
#include <QWidget>
#include <map>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSettings;
class QSpinBox;

namespace othello {

// The comparison runner's form: which algorithms with and without TT, the table policies and
// hash the TT searches compare (each policy a combination of its own), the positions (the PV
// label range, or a position file and its scoring rule), the time limit per position, TT size
// and parallel searches; Start/Stop; and the live progress of a running comparison. It only edits settings and shows progress; the view runs the job.
// The policy comparison preset lives in ComparisonPolicyPreset.cpp.
class ComparisonPanel : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonPanel(QWidget* parent = nullptr);

    ComparisonSettings settings() const;
    void setSettings(const ComparisonSettings& settings);
    // Why the settings cannot be started, or an empty string.
    QString validationError() const;

    // Remembers the form in / restores it from QSettings (group "comparison").
    void saveTo(QSettings& store) const;
    void restoreFrom(const QSettings& store);

    // Switches between editing and running; a run shows progress out of `plannedSearches`.
    void showStarted(int plannedSearches);
    // The same for searches of PV labels (false) or of a file's positions (true), whatever the
    // form chooses: a check's positions are its logs'.
    void showStarted(int plannedSearches, bool positionFile);
    void showProgress(const std::vector<ComparisonActivity>& activities, int finishedSearches);
    void showFinished(const QString& summary, int finishedSearches, bool complete);
    // Every text of the form, in the language in use (ComparisonPanelText.cpp); also on
    // QEvent::LanguageChange.
    void retranslate();
    // The line under the progress bar after a run (the view sends it again in a new language).
    void showSummary(const QString& summary);

    // The positions: the 6x6 PV (labels from..to) or every position of a position file.
    bool usesPositionFile() const;
    void setUsesPositionFile(bool file);
    // Chooses the position file and reads it (a problem shows in validationError()).
    void setPositionFile(const QString& path);
    QString positionFile() const;
    // Reads the chosen position file again (it may have changed since it was chosen).
    void reloadPositionFile();

    // The "policy comparison" preset: one algorithm with a table (the one chosen with TT on when
    // there is exactly one, else alpha-beta) under each of the course's policies. When other
    // searches are ticked it asks first (policyPresetQuestion): replace them, or add the preset to
    // them (every search with a table then compares the policies).
    void choosePolicyComparison();
    enum class PresetChoice { Replace, Add };
    void applyPolicyComparison(PresetChoice choice);
    // The policies of the course's experiments, in the command line's syntax.
    static QString coursePolicies();

signals:
    void startRequested();
    void stopRequested();
    // "Check an Implementation…": students' logs checked against the lab's searches, with this
    // form's time limit per position, Stop and progress.
    void checkRequested();
    // The positions changed: the PV or a position file, the label range, the file read.
    void positionsChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void showElapsed(double seconds);
    // The algorithm x TT grid; the table's policies and hash; the positions and limits; the
    // live progress.
    QGroupBox* createAlgorithmsBox();
    QGroupBox* createTableBox();
    QGroupBox* createSearchBox();
    void createLimitRows(QGroupBox* positions);
    QGroupBox* createProgressBox();
    void connectParts();
    void updateValidity();
    void setEditable(bool editable);
    void updatePositionWidgets();
    void browsePositionFile();

    // The policies of the form, or what is wrong with the text.
    std::vector<TablePolicy> policies(QString* problem = nullptr) const;
    // The algorithm the policy comparison searches with a table.
    Algorithm presetAlgorithm() const;
    // The policies' text once the preset's are added to the form's.
    QString policiesWithCourse() const;

    std::map<std::pair<Algorithm, bool>, QCheckBox*> m_combinations;
    QLineEdit* m_policies = nullptr;
    QComboBox* m_hash = nullptr;
    QPushButton* m_policyComparison = nullptr;
    QComboBox* m_positionsSource = nullptr;
    QLineEdit* m_positionFile = nullptr;
    QPushButton* m_browse = nullptr;
    QComboBox* m_scoring = nullptr;
    QWidget* m_fileRow = nullptr;
    QFormLayout* m_searchForm = nullptr;
    // The chosen file's positions as last read, or what was wrong with it.
    std::optional<std::vector<Board>> m_filePositions;
    QString m_fileProblem;
    QString m_fileFolder;
    QSpinBox* m_fromLabel = nullptr;
    QSpinBox* m_toLabel = nullptr;
    QDoubleSpinBox* m_timeLimit = nullptr;
    QSpinBox* m_ttMegabytes = nullptr;
    QSpinBox* m_parallelJobs = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_stop = nullptr;
    QPushButton* m_check = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_activity = nullptr;
    QLabel* m_elapsed = nullptr;
    QGroupBox* m_algorithmsBox = nullptr;
    QGroupBox* m_tableBox = nullptr;
    QGroupBox* m_searchBox = nullptr;
    QGroupBox* m_progressBox = nullptr;
    QFormLayout* m_tableForm = nullptr;
    QLabel* m_ttOffTitle = nullptr;
    QLabel* m_ttOnTitle = nullptr;
    std::vector<QLabel*> m_algorithmTitles; // the grid's rows, each with its "algorithm" property
    // What the activity line shows, so a new language can say it again.
    enum class Activity { Idle, Starting, Waiting, Searches, Summary };
    Activity m_activityShown = Activity::Idle;
    double m_elapsedSeconds = -1; // the elapsed time shown, or none
    QElapsedTimer m_clock;
    bool m_running = false;
    bool m_runningFile = false; // the running comparison is on a position file
};

} // namespace othello
