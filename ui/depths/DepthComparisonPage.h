#pragma once

#include "common/KeptResults.h"
#include "common/Page.h"
#include "engine/depth/DepthComparison.h"

#include <optional>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace othello {

class DepthChart;
class DepthComparisonJob;
class DepthRowsModel;

// The Depths tab: the course's fixed-depth comparison — the depth-limited searches, with and
// without their table, at depths 1..N on the start of a board size or on every position of a
// position file — on a worker thread, with a table of every search and charts of nodes and time
// against the depth. The CSV is the one of othello-lab-cli depth-compare. The rows are kept on
// disk as they finish (KeptResults) until they are exported or discarded: the next start shows
// them again, and Quit counts them as unsaved work.
class DepthComparisonPage : public Page {
    Q_OBJECT
public:
    explicit DepthComparisonPage(QWidget* parent = nullptr);
    ~DepthComparisonPage() override;

    void setBoardSize(int size);
    void setPositionsFile(const QString& path); // empty: the start position
    void setMaxDepth(int depth);
    DepthRowsModel* rows() const { return m_model; }
    QString statusText() const;
    bool isRunning() const;
    bool isBusy() const override { return isRunning(); }
    // Rows not exported as CSV: kept on disk for the next start until then.
    QString unsavedWork() const override;
    bool saveUnsavedWork() override;
    void discardUnsavedWork() override;
    bool keepsUnsavedWork() const override { return true; }
    // The last session's rows come back (the form remembers nothing).
    void restoreSettings(const QSettings& settings) override;
    // Where the rows are kept (a test points it at a folder of its own).
    void setKeptResults(const KeptResults& kept);
    const KeptResults& keptResults() const { return m_kept; }
    bool exportCsv(const QString& path, QString* error);

public slots:
    bool start();
    // The Start button: asks first when the rows shown are not exported (Save… / Discard / Cancel).
    void startAfterAsking();
    void stop() override;
    bool exportCsvAs();

protected:
    void changeEvent(QEvent* event) override;

private:
    // The form's choices and the results table; the form with its buttons, status and table.
    void setUpControls();
    QWidget* createFormSide();
    void connectParts();
    std::optional<std::vector<Board>> positions(QString* error) const;
    depth::DepthComparisonSettings settings() const;
    void onRow(const depth::DepthComparisonRow& row);
    void onFinished(bool cancelled);
    void updateEnabled();
    void retranslate();
    void keepRows();
    void showKeptRows();
    void forgetKeptRows();
    void showKeptNotice();

    DepthComparisonJob* m_job;
    DepthRowsModel* m_model;
    QComboBox* m_size;
    QLineEdit* m_file;
    QPushButton* m_browse;
    QSpinBox* m_depth;
    std::vector<QCheckBox*> m_algorithms;
    QGroupBox* m_searches;
    QLabel* m_sizeTitle;
    QLabel* m_positionsTitle;
    QLabel* m_depthTitle;
    QLabel* m_evaluationTitle;
    QLabel* m_keptNotice;
    QPushButton* m_discard;
    QCheckBox* m_tableOff;
    QCheckBox* m_tableOn;
    QComboBox* m_evaluation;
    QPushButton* m_start;
    QPushButton* m_stop;
    QPushButton* m_export;
    QLabel* m_status;
    QTableView* m_table;
    DepthChart* m_nodes;
    DepthChart* m_time;
    int m_positionCount = 1;
    int m_runDepth = 1;
    int m_planned = 0;
    KeptResults m_kept;
    bool m_unsaved = false;         // the rows shown are not exported
    bool m_fromLastSession = false; // they were kept by an earlier session
    bool m_keepWarned = false;
};

} // namespace othello
