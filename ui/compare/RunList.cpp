#include "RunList.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <map>

namespace othello {

namespace {

// A checked run's tally before its positions: in sight at 1024 px wide, in Spanish too.
enum Column { Name, Searches, Check, Positions, State, ColumnCount };

} // namespace

RunList::RunList(QWidget* parent) : QWidget(parent)
{
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("runList"));
    m_list->setColumnCount(ColumnCount);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::SelectedClicked);
    m_list->header()->setStretchLastSection(true);
    m_saveCsv = new QPushButton(this);
    m_saveJson = new QPushButton(this);
    m_remove = new QPushButton(this);
    m_saveCsv->setObjectName(QStringLiteral("runSaveCsvButton"));
    m_remove->setObjectName(QStringLiteral("runRemoveButton"));
    retranslate();
    connect(m_saveCsv, &QPushButton::clicked, this, [this] { emit saveRequested(currentRun(), false); });
    connect(m_saveJson, &QPushButton::clicked, this, [this] { emit saveRequested(currentRun(), true); });
    connect(m_remove, &QPushButton::clicked, this, [this] { emit removeRequested(currentRun()); });
    connect(m_list, &QTreeWidget::itemChanged, this, &RunList::itemChanged);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &RunList::updateButtons);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (QPushButton* button : {m_saveCsv, m_saveJson, m_remove})
        buttons->addWidget(button);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    updateButtons();
}

void RunList::setRuns(const QList<RunRow>& rows)
{
    const int current = currentRun();
    m_updating = true;
    m_rows = rows;
    while (m_list->topLevelItemCount() > rows.size())
        delete m_list->takeTopLevelItem(m_list->topLevelItemCount() - 1);
    const QLocale locale;
    for (int i = 0; i < rows.size(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        if (!item) {
            item = new QTreeWidgetItem(m_list);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemIsEditable);
            item->setTextAlignment(Searches, Qt::AlignRight | Qt::AlignVCenter);
        }
        const RunRow& row = rows[i];
        if (item->text(Name) != row.name)
            item->setText(Name, row.name);
        item->setCheckState(Name, row.shown ? Qt::Checked : Qt::Unchecked);
        item->setText(Searches, locale.toString(row.searches));
        item->setText(Positions, row.positions);
        item->setText(Check, row.check);
        item->setText(State, row.state);
        item->setToolTip(State, row.state);
    }
    m_updating = false;
    if (current >= 0 && current < rows.size())
        setCurrentRun(current);
    for (int column = 0; column < ColumnCount - 1; ++column)
        m_list->resizeColumnToContents(column);
    updateButtons();
}

int RunList::currentRun() const
{
    const QList<QTreeWidgetItem*> selected = m_list->selectedItems();
    return selected.isEmpty() ? -1 : m_list->indexOfTopLevelItem(selected.front());
}

void RunList::setCurrentRun(int run)
{
    if (QTreeWidgetItem* item = m_list->topLevelItem(run)) {
        m_list->setCurrentItem(item);
        item->setSelected(true);
    }
    updateButtons();
}

void RunList::retranslate()
{
    //: The Runs tab's column of checked runs: how many rows agree with the lab's.
    m_list->setHeaderLabels({tr("Run"), tr("Searches"), tr("Check"), tr("Positions"), tr("Saved")});
    m_list->setToolTip(tr("Untick a run to hide it in the charts and the table; double-click its name to rename it"));
    m_saveCsv->setText(tr("Save CSV…"));
    m_saveJson->setText(tr("Save JSON…"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the run from the workspace (asks first when its results are not saved)"));
}

void RunList::changeEvent(QEvent* event)
{
    // The rows' texts come again from the view (setRuns).
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RunList::itemChanged(QTreeWidgetItem* item, int column)
{
    if (m_updating)
        return;
    const int run = m_list->indexOfTopLevelItem(item);
    if (run < 0 || run >= m_rows.size() || column != Name)
        return;
    const bool shown = item->checkState(Name) == Qt::Checked;
    if (shown != m_rows[run].shown) {
        m_rows[run].shown = shown;
        emit shownChanged(run, shown);
    }
    const QString name = item->text(Name).trimmed();
    if (name != m_rows[run].name) {
        if (name.isEmpty()) { // a run keeps a name
            m_updating = true;
            item->setText(Name, m_rows[run].name);
            m_updating = false;
        } else {
            emit renamed(run, name);
        }
    }
}

void RunList::updateButtons()
{
    const int run = currentRun();
    const bool has = run >= 0 && run < m_rows.size();
    m_saveCsv->setEnabled(has && m_rows[run].searches > 0 && !m_rows[run].running);
    m_saveJson->setEnabled(m_saveCsv->isEnabled());
    m_remove->setEnabled(has && !m_rows[run].running);
}

QString RunList::positionsOf(const std::vector<ResultRecord>& records)
{
    int first = 0;
    int last = 0;
    std::map<std::string, int> files; // file -> positions
    std::map<std::string, std::vector<int>> seen;
    for (const ResultRecord& r : records) {
        if (r.isFilePosition()) {
            auto& positions = seen[r.source];
            if (std::find(positions.begin(), positions.end(), r.position) == positions.end()) {
                positions.push_back(r.position);
                ++files[r.source];
            }
        } else {
            first = first == 0 ? r.label : std::min(first, r.label);
            last = std::max(last, r.label);
        }
    }
    QStringList parts;
    if (last > 0)
        //: The PV labels a run searched, from the end of the game back: "PV labels 34 to 27".
        parts << tr("PV labels %1 to %2").arg(last).arg(first);
    for (const auto& [file, count] : files)
        //: The positions of a position file a run searched: "fforum-40-59.obf: 20 positions".
        parts << tr("%1: %n position(s)", nullptr, count).arg(QString::fromStdString(file));
    return parts.join(QStringLiteral("; "));
}

} // namespace othello
