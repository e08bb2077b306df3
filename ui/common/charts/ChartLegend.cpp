#include "ChartLegend.h"

#include "SeriesChart.h"

#include <QHeaderView>
#include <QPainter>
#include <QPixmap>
#include <QStyle>
#include <QStyledItemDelegate>
#include <algorithm>

namespace othello {

namespace {

constexpr QSize kSampleSize(36, 14);

// What a row takes beside its text: the indentation of its depth, the check box, the sample.
int rowChrome(const QTreeWidget* tree, int depth)
{
    const QStyle* style = tree->style();
    const int checkBox = style->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, tree) +
        2 * style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 8;
    return tree->indentation() * (depth + 1) + checkBox + tree->iconSize().width() + 8;
}

// Rows as tall as their wrapped names at the column's width: the tree's own size hint takes
// one line, and the style then elides what does not fit.
class WrappingDelegate : public QStyledItemDelegate {
public:
    explicit WrappingDelegate(QTreeWidget* tree) : QStyledItemDelegate(tree), m_tree(tree) { }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        int depth = 0;
        for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
            ++depth;
        const int textWidth = m_tree->viewport()->width() - rowChrome(m_tree, depth);
        const QFontMetrics metrics(option.font);
        const QRect text = metrics.boundingRect(QRect(0, 0, std::max(40, textWidth), 100000), Qt::TextWordWrap,
                                                index.data(Qt::DisplayRole).toString());
        size.setHeight(std::max(size.height(), text.height() + 6));
        return size;
    }

private:
    QTreeWidget* m_tree;
};

// Under its group's name an entry says only what sets it apart ("TT on"): one short line each.
QString legendText(const ChartSeries& series) { return series.group.isEmpty() ? series.name : series.entryText(); }

QIcon sampleIcon(const ChartSeries& series, qreal ratio)
{
    QPixmap pixmap(kSampleSize * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    drawSeriesSample(painter, QRectF(QPointF(1, 1), QSizeF(kSampleSize) - QSizeF(2, 2)), series.color, series.penStyle,
                     series.marker, 2, series.fill);
    return QIcon(pixmap);
}

} // namespace

ChartLegend::ChartLegend(SeriesChart* chart, QWidget* parent) : QTreeWidget(parent), m_chart(chart)
{
    setHeaderHidden(true);
    setColumnCount(1);
    header()->setStretchLastSection(true);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setUniformRowHeights(false);
    setIconSize(kSampleSize);
    setIndentation(12);
    setItemDelegate(new WrappingDelegate(this));
    setRootIsDecorated(false);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMouseTracking(true);
    setToolTip(tr("Untick a series to hide it; point at one to highlight its line"));

    connect(m_chart, &SeriesChart::seriesChanged, this, &ChartLegend::rebuild);
    connect(m_chart, &SeriesChart::hiddenSeriesChanged, this, &ChartLegend::showHiddenState);
    connect(this, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item) { itemChanged(item); });
    connect(this, &QTreeWidget::itemEntered, this,
            [this](QTreeWidgetItem* item) { m_chart->highlight(item->data(0, kIdRole).toString()); });
    connect(m_chart, &SeriesChart::seriesHovered, this, [this](const QString& id, bool entered) {
        m_chart->highlight(entered ? id : QString());
        if (QTreeWidgetItem* item = itemOf(id))
            item->setSelected(false);
    });
    rebuild();
}

QTreeWidgetItem* ChartLegend::itemOf(const QString& id) const
{
    for (QTreeWidgetItem* item : seriesItems())
        if (item->data(0, kIdRole).toString() == id)
            return item;
    return nullptr;
}

QList<QTreeWidgetItem*> ChartLegend::seriesItems() const
{
    QList<QTreeWidgetItem*> items;
    for (int g = 0; g < topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = topLevelItem(g);
        if (!group->data(0, kIdRole).toString().isEmpty())
            items.append(group); // a series without a group stands at the top level
        for (int i = 0; i < group->childCount(); ++i)
            items.append(group->child(i));
    }
    return items;
}

void ChartLegend::rebuild()
{
    // Unchanged lines keep their entries (the chart replaced only their points).
    const std::vector<ChartSeries>& series = m_chart->chartSeries();
    // Grouping may order the entries otherwise than the chart: compare them as sets.
    QStringList listed;
    for (const QTreeWidgetItem* item : seriesItems())
        listed << item->data(0, kIdRole).toString() + QLatin1Char('\n') + item->text(0);
    QStringList wanted;
    for (const ChartSeries& s : series)
        wanted << s.id + QLatin1Char('\n') + legendText(s);
    listed.sort();
    wanted.sort();
    const bool same = listed == wanted;
    if (same)
        return;

    m_updating = true;
    clear();
    const qreal ratio = devicePixelRatioF();
    // One group per name, in order of first appearance: two runs' lines of one algorithm share it.
    const auto groupNamed = [this](const QString& name) -> QTreeWidgetItem* {
        for (int g = 0; g < topLevelItemCount(); ++g)
            if (topLevelItem(g)->data(0, kIdRole).toString().isEmpty() && topLevelItem(g)->text(0) == name)
                return topLevelItem(g);
        return nullptr;
    };
    for (const ChartSeries& s : series) {
        QTreeWidgetItem* parentItem = nullptr;
        if (!s.group.isEmpty()) {
            parentItem = groupNamed(s.group);
            if (!parentItem) {
                parentItem = new QTreeWidgetItem(this, {s.group});
                parentItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
                QFont bold = parentItem->font(0);
                bold.setBold(true);
                parentItem->setFont(0, bold);
                parentItem->setForeground(0, s.color.darker(120));
            }
        }
        auto* item =
            parentItem ? new QTreeWidgetItem(parentItem, {legendText(s)}) : new QTreeWidgetItem(this, {legendText(s)});
        item->setData(0, kIdRole, s.id);
        item->setIcon(0, sampleIcon(s, ratio));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(0, Qt::Checked);
        item->setToolTip(0, s.name);
    }
    expandAll();
    m_updating = false;
    showHiddenState();
    setMinimumWidth(std::clamp(oneLineWidth(), kMinWidth, kMaxMinimumWidth));
    updateGeometry();
}

int ChartLegend::oneLineWidth() const
{
    int widest = 0;
    const auto fit = [&](const QTreeWidgetItem* item, int depth) {
        const int text = QFontMetrics(item->font(0)).horizontalAdvance(item->text(0));
        widest = std::max(widest, text + rowChrome(this, depth) + 4);
    };
    for (int g = 0; g < topLevelItemCount(); ++g) {
        fit(topLevelItem(g), 0);
        for (int i = 0; i < topLevelItem(g)->childCount(); ++i)
            fit(topLevelItem(g)->child(i), 1);
    }
    return widest + 2 * frameWidth() + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
}

QSize ChartLegend::sizeHint() const { return {std::max(oneLineWidth(), kMinWidth), QTreeWidget::sizeHint().height()}; }

void ChartLegend::showHiddenState()
{
    m_updating = true;
    for (QTreeWidgetItem* item : seriesItems())
        item->setCheckState(0,
                            m_chart->isSeriesHidden(item->data(0, kIdRole).toString()) ? Qt::Unchecked : Qt::Checked);
    m_updating = false;
}

void ChartLegend::itemChanged(QTreeWidgetItem* item)
{
    if (m_updating)
        return;
    const QString id = item->data(0, kIdRole).toString();
    if (!id.isEmpty()) {
        m_chart->setSeriesHidden(id, item->checkState(0) == Qt::Unchecked);
    } else if (item->checkState(0) != Qt::PartiallyChecked) {
        // A group's box: every series of the group follows it.
        const bool hide = item->checkState(0) == Qt::Unchecked;
        QStringList hidden = m_chart->hiddenSeries();
        for (int i = 0; i < item->childCount(); ++i) {
            const QString child = item->child(i)->data(0, kIdRole).toString();
            hidden.removeAll(child);
            if (hide)
                hidden.append(child);
        }
        m_chart->setHiddenSeries(hidden);
    }
}

void ChartLegend::leaveEvent(QEvent* event)
{
    m_chart->highlight(QString());
    QTreeWidget::leaveEvent(event);
}

void ChartLegend::resizeEvent(QResizeEvent* event)
{
    QTreeWidget::resizeEvent(event);
    scheduleDelayedItemsLayout(); // rows wrap again to the new width
}

} // namespace othello
