#include "CopyableTable.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QSortFilterProxyModel>
#include <algorithm>
#include <map>

namespace othello {

CopyableTable::CopyableTable(QAbstractItemModel* model, int sortRole, QWidget* parent) : QTableView(parent)
{
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(sortRole);
    setModel(m_proxy);

    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->setVisible(false);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // No sort column at first: rows stay in the model's order (the order searches finished) until a
    // header is clicked.
    horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    setSortingEnabled(true);

    auto* copy = new QAction(this);
    m_copy = copy;
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &CopyableTable::copySelection);
    auto* selectAllAction = new QAction(this);
    m_selectAll = selectAllAction;
    selectAllAction->setShortcut(QKeySequence::SelectAll);
    selectAllAction->setShortcutContext(Qt::WidgetShortcut);
    connect(selectAllAction, &QAction::triggered, this, &QTableView::selectAll);
    addAction(copy);
    addAction(selectAllAction);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    retranslate();
}

void CopyableTable::retranslate()
{
    m_copy->setText(tr("&Copy"));
    m_selectAll->setText(tr("Select &All"));
}

void CopyableTable::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTableView::changeEvent(event);
}

QString CopyableTable::selectionText() const
{
    const QModelIndexList selected = selectionModel() ? selectionModel()->selectedIndexes() : QModelIndexList{};
    if (selected.isEmpty())
        return {};
    // Columns in the order the header shows them (the user may have moved sections).
    int firstVisual = model()->columnCount();
    int lastVisual = -1;
    std::map<int, std::map<int, QString>> cells; // view row -> visual column -> text
    for (const QModelIndex& index : selected) {
        const int visual = horizontalHeader()->visualIndex(index.column());
        firstVisual = std::min(firstVisual, visual);
        lastVisual = std::max(lastVisual, visual);
        cells[index.row()][visual] = index.data(Qt::DisplayRole).toString();
    }
    QStringList lines;
    QStringList header;
    // A hidden column (the PV's label with only a file's positions, say) is not copied.
    const auto shown = [this](int visual) { return !isColumnHidden(horizontalHeader()->logicalIndex(visual)); };
    for (int visual = firstVisual; visual <= lastVisual; ++visual)
        if (shown(visual))
            header << model()->headerData(horizontalHeader()->logicalIndex(visual), Qt::Horizontal).toString();
    lines << header.join(QLatin1Char('\t'));
    for (const auto& [row, columns] : cells) {
        QStringList fields;
        for (int visual = firstVisual; visual <= lastVisual; ++visual) {
            if (!shown(visual))
                continue;
            const auto it = columns.find(visual);
            fields << (it == columns.end() ? QString() : it->second);
        }
        lines << fields.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void CopyableTable::copySelection() const
{
    const QString text = selectionText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void CopyableTable::selectSourceRow(int sourceRow)
{
    const QModelIndex index = m_proxy->mapFromSource(m_proxy->sourceModel()->index(sourceRow, 0));
    if (!index.isValid())
        return;
    clearSelection();
    selectRow(index.row());
    scrollTo(index, QAbstractItemView::PositionAtCenter);
}

int CopyableTable::sourceRow(int viewRow) const { return m_proxy->mapToSource(m_proxy->index(viewRow, 0)).row(); }

void CopyableTable::keyPressEvent(QKeyEvent* event)
{
    // QTableView would otherwise consume Ctrl+C itself (it copies a single cell's text).
    if (event->matches(QKeySequence::Copy)) {
        copySelection();
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

} // namespace othello
