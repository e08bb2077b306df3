#pragma once

#include "common/Page.h"
#include "engine/depth/DepthComparison.h"

#include <optional>

class QCheckBox;
class QComboBox;
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
// against the depth. The CSV is the one of othello-lab-cli depth-compare.
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
    bool exportCsv(const QString& path, QString* error) const;

public slots:
    bool start();
    void stop() override;
    void exportCsvAs();

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

    DepthComparisonJob* m_job;
    DepthRowsModel* m_model;
    QComboBox* m_size;
    QLineEdit* m_file;
    QPushButton* m_browse;
    QSpinBox* m_depth;
    std::vector<QCheckBox*> m_algorithms;
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
};

} // namespace othello
