#pragma once

#include <QTreeWidget>

namespace othello {

class SeriesChart;

// The legend of a SeriesChart as a list beside it: every series with its colour, line style and
// marker, grouped (by algorithm) with what sets it apart under the group's name ("TT on", a
// policy; the whole name in its tooltip; wrapped where narrow, never elided), checkable to show
// or hide it (a group's box hides all of its series); hovering an entry highlights its line.
class ChartLegend : public QTreeWidget {
    Q_OBJECT
public:
    explicit ChartLegend(SeriesChart* chart, QWidget* parent = nullptr);

    // The entries' item of the series `id`, or null.
    QTreeWidgetItem* itemOf(const QString& id) const;
    // Every series' entry, in the chart's order.
    QList<QTreeWidgetItem*> seriesItems() const;

    static constexpr int kIdRole = Qt::UserRole + 1;
    // How wide the legend must be for every entry to stay on one line: what it asks for. It is
    // at least that wide up to kMaxMinimumWidth, so a small window still has room for the plot;
    // narrower than its entries (long run names in a small window) they wrap, never elided.
    int oneLineWidth() const;
    QSize sizeHint() const override;
    static constexpr int kMinWidth = 150;
    static constexpr int kMaxMinimumWidth = 220;

protected:
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    void showHiddenState();
    void itemChanged(QTreeWidgetItem* item);

    SeriesChart* m_chart;
    bool m_updating = false;
};

} // namespace othello
