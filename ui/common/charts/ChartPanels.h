#pragma once

#include <QSizeF>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

class QGridLayout;
class QLabel;

namespace othello {

class SeriesChart;
class SeriesChartView;

// Small multiples of a SeriesChart (ChartLayout::Panels): one chart per ChartSeries::panel
// holding that panel's series, all on the source's axes (the range of every shown series),
// titled by the panel above it (wrapped, never elided), tick labels on each, the axis titles
// once for all.

// The panels with at least one shown series, in the source's order.
QStringList shownPanels(const SeriesChart& source);
// Makes `panel` draw the source's panel `key` (series, scale, hidden series, shared axes).
void showPanel(SeriesChart* panel, const SeriesChart& source, const QString& key);
// How many columns `count` panels take in `area`: panels as close to 3:2 as the area allows, and
// at least `minWidth` wide where they can be (narrower, Qt Charts elides the tick labels).
int panelColumns(int count, QSizeF area, qreal minWidth = 0);

// The panels on screen, in a grid that follows the window's shape, each with the pointer's
// readout; the source's axis titles once, left and below. Clicking a point emits the source's
// pointClicked. Follows the source's every change.
class PanelGrid : public QWidget {
    Q_OBJECT
public:
    explicit PanelGrid(SeriesChart* source, QWidget* parent = nullptr);

    // Brings the panels up to date at once (they follow the source at the next event otherwise).
    void syncNow();
    std::vector<SeriesChart*> panelCharts() const;
    std::vector<SeriesChartView*> panelViews() const { return m_views; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void scheduleSync();
    void arrange();

    SeriesChart* m_source;
    QGridLayout* m_grid = nullptr;
    std::vector<SeriesChartView*> m_views; // each owns its panel chart
    std::vector<QLabel*> m_titles;
    QStringList m_keys;
    bool m_syncScheduled = false;
    int m_columns = 0;
};

} // namespace othello
