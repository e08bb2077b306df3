#pragma once

#include <QTreeWidget>

namespace othello {

class SeriesChart;

// The legend of a SeriesChart as a list beside it: every series with its colour, line style and
// marker and its whole name (wrapped, never elided), grouped (by algorithm), checkable to show
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
