#pragma once

#include "PlotSeries.h"
#include "SeriesChart.h"

#include <optional>
#include <utility>
#include <vector>

class QLineSeries;

namespace othello {

// A comparison chart of one quantity per PV label or per position of a position file (nodes,
// time, TT hit rate, TT memory): the application's SeriesChart with the comparison's titles,
// fed PlotSeries. The same class draws on screen and in the exported figures.
class LabelChart : public SeriesChart {
    Q_OBJECT
public:
    explicit LabelChart(PlotKind kind, QGraphicsItem* parent = nullptr);

    PlotKind kind() const { return m_kind; }
    // The node counters a Nodes chart draws: its axis names the one counter drawn.
    void setNodeCounters(NodeCounters counters);
    // Shows exactly `series` (see SeriesChart::setSeries).
    void setPlotSeries(std::vector<PlotSeries> series);
    // Values shown as ratios to the baseline named `baselineName` (empty: absolute values);
    // the caller hands over series already divided (relativeTo).
    void setRelative(const QString& baselineName);
    bool isRelative() const { return !m_baselineName.isEmpty(); }
    // Values shown as effective branching factors (the caller hands over branchingFactors()),
    // on a linear axis whatever the log scale choice.
    void setBranchingFactor(bool shown);
    bool showsBranchingFactor() const { return m_branchingFactor; }
    const std::vector<PlotSeries>& plotSeries() const { return m_data; }
    QLineSeries* lineSeries(const QString& id) const { return lineOf(id); }

    // The x axis while the chart has no points: the positions the form has chosen, PV labels or
    // a position file's numbers, from `first` to `last` (of the file `fileName`). Points always
    // name their own x.
    void setChosenPositions(bool file, int first, int last, const QString& fileName = {});
    bool isPositionFileChosen() const { return m_positionFileChosen; }

    // The run and record behind a chart point (for selecting its row), from the point's series
    // id and index; nullopt when there is none.
    std::optional<std::pair<QString, ResultRecord>> recordAt(const QString& seriesId, int index) const;

    // The titles in the language in use (its owner calls it on QEvent::LanguageChange).
    void retranslate();

protected:
    QString readoutHeading(double x) const override;

private:
    enum class XAxis { Label, Position, Both };
    void updateTitles();
    void updateValueTitle();
    // The positions shown, for the subtitle: "6×6 PV, labels 34 to 20", "fforum-40-59.obf, 8×8, 20 positions".
    QString positionsText() const;

    PlotKind m_kind;
    bool m_positionFileChosen = false;
    int m_chosenFirst = 1;
    int m_chosenLast = 34;
    QString m_chosenFile;
    NodeCounters m_counters = NodeCounters::Both;
    QString m_baselineName;
    bool m_branchingFactor = false;
    std::vector<PlotSeries> m_data;
};

// The quantity a kind of comparison chart measures.
Quantity quantityOf(PlotKind kind);

} // namespace othello
