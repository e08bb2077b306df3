#pragma once

#include "common/charts/ComparisonRun.h"

#include <QList>
#include <QWidget>

class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace othello {

// A run as the Runs tab lists it.
struct RunRow {
    QString name;
    bool shown = true;
    int searches = 0;
    QString positions; // "PV labels 34 to 27", "fforum-40-59.obf: 20 positions"
    QString state;     // "running", "not saved", "saved to a.csv"
    QString check;     // a checked run's tally ("12 of 21 agree"), "lab" for the lab's runs of checks
    bool running = false;
};

// The Runs tab of the Compare workspace: every run with its box to show or hide it (in the
// charts and the table), its name (double-click or F2 to rename), its searches, positions and
// whether it is saved, and for a checked run how many rows agree with the lab; Save CSV…, Save JSON… and Remove act on the selected run.
class RunList : public QWidget {
    Q_OBJECT
public:
    explicit RunList(QWidget* parent = nullptr);

    void setRuns(const QList<RunRow>& rows);
    int currentRun() const;
    void setCurrentRun(int run);
    QTreeWidget* list() const { return m_list; }

    // "PV labels 34 to 27" and "fforum-40-59.obf: 20 positions", for a run's records.
    static QString positionsOf(const std::vector<ResultRecord>& records);

signals:
    void renamed(int run, const QString& name);
    void shownChanged(int run, bool shown);
    void saveRequested(int run, bool json);
    void removeRequested(int run);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void itemChanged(QTreeWidgetItem* item, int column);
    void updateButtons();

    QTreeWidget* m_list = nullptr;
    QPushButton* m_saveCsv = nullptr;
    QPushButton* m_saveJson = nullptr;
    QPushButton* m_remove = nullptr;
    QList<RunRow> m_rows;
    bool m_updating = false;
};

} // namespace othello
