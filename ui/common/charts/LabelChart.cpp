#include "LabelChart.h"

#include "common/AlgorithmNames.h"

#include <algorithm>

namespace othello {

Quantity quantityOf(PlotKind kind)
{
    switch (kind) {
    case PlotKind::Nodes:
        return Quantity::Count;
    case PlotKind::Time:
        return Quantity::Seconds;
    case PlotKind::HitRate:
        return Quantity::Percent;
    case PlotKind::TableMemory:
        return Quantity::Kibibytes;
    }
    return Quantity::Count;
}

LabelChart::LabelChart(PlotKind kind, QGraphicsItem* parent) : SeriesChart(quantityOf(kind), parent), m_kind(kind)
{
    updateValueTitle();
    setEmptyXRange(1, 34);
    updateTitles();
}

void LabelChart::updateTitles()
{
    // The x is the PV label, or for a position file the position's number in the file.
    bool pv = false;
    bool file = false;
    for (const PlotSeries& data : m_data)
        for (const ResultRecord& record : data.records)
            (record.isFilePosition() ? file : pv) = true;
    if (!file && !pv) // no results yet: title the chart for the positions about to be searched
        (m_positionFileChosen ? file : pv) = true;
    const XAxis x = file && pv ? XAxis::Both : file ? XAxis::Position : XAxis::Label;
    // Titles per kind: over PV labels, over positions, over both (a merged file, say).
    QString titles[3];
    switch (m_kind) {
    case PlotKind::Nodes:
        titles[0] = tr("Nodes per PV label");
        titles[1] = tr("Nodes per position");
        titles[2] = tr("Nodes per PV label or position");
        break;
    case PlotKind::Time:
        titles[0] = tr("Search time per PV label");
        titles[1] = tr("Search time per position");
        titles[2] = tr("Search time per PV label or position");
        break;
    case PlotKind::HitRate:
        titles[0] = tr("TT hit rate per PV label");
        titles[1] = tr("TT hit rate per position");
        titles[2] = tr("TT hit rate per PV label or position");
        break;
    case PlotKind::TableMemory:
        titles[0] = tr("TT peak memory per PV label");
        titles[1] = tr("TT peak memory per position");
        titles[2] = tr("TT peak memory per PV label or position");
        break;
    }
    setTitle(titles[int(x)]);
    if (m_branchingFactor && m_kind == PlotKind::Nodes)
        setTitle(tr("Effective branching factor per PV label"));
    else if (m_branchingFactor && m_kind == PlotKind::Time)
        //: Chart title: the search time at each label divided by the time at the next label.
        setTitle(tr("Growth of the search time per PV label"));
    setXTitle(x == XAxis::Label          ? tr("PV label")
                  : x == XAxis::Position ? tr("position in the file")
                                         : tr("PV label or position in the file"));
}

void LabelChart::setNodeCounters(NodeCounters counters)
{
    m_counters = counters;
    updateValueTitle();
}

void LabelChart::setRelative(const QString& baselineName)
{
    m_baselineName = baselineName;
    const Quantity quantity = isRelative() || m_branchingFactor ? Quantity::Ratio : quantityOf(m_kind);
    if (quantity != this->quantity())
        setQuantity(quantity);
    updateValueTitle();
}

void LabelChart::setBranchingFactor(bool shown)
{
    m_branchingFactor = shown;
    setAlwaysLinear(shown);
    setRelative(m_baselineName);
    updateTitles();
}

void LabelChart::updateValueTitle()
{
    QString title;
    switch (m_kind) {
    case PlotKind::Nodes:
        title = m_counters == NodeCounters::Generated ? tr("generated nodes")
            : m_counters == NodeCounters::Expanded    ? tr("expanded nodes")
                                                      : tr("nodes");
        break;
    case PlotKind::Time:
        title = tr("time");
        break;
    case PlotKind::HitRate:
        title = tr("hits per 100 probes");
        break;
    case PlotKind::TableMemory:
        title = tr("peak memory"); // short: it runs along the plot's height
        break;
    }
    if (m_branchingFactor)
        //: Axis title of the branching factor view: "generated nodes: L ÷ L+1" (the value at
        //: label L divided by the value at label L+1); short, it runs along the plot's height.
        setValueTitle(tr("%1: L ÷ L+1").arg(title));
    else
        //: Axis title of a chart relative to a baseline: "generated nodes ÷ Alpha-beta TT off".
        setValueTitle(isRelative() ? tr("%1 ÷ %2").arg(title, m_baselineName) : title);
}

void LabelChart::setPlotSeries(std::vector<PlotSeries> series)
{
    m_data = std::move(series);
    std::vector<ChartSeries> lines;
    lines.reserve(m_data.size());
    for (const PlotSeries& data : m_data) {
        ChartSeries line;
        line.id = data.id;
        line.name = data.name;
        line.group = translatedAlgorithmName(data.algorithm);
        line.color = data.color;
        line.penStyle = data.penStyle;
        line.marker = data.marker;
        line.points = data.points;
        for (const ResultRecord& record : data.records)
            line.tips.append(describePoint(data, record));
        lines.push_back(std::move(line));
    }
    setSeries(std::move(lines));
    updateTitles();
}

void LabelChart::setChosenPositions(bool file, int first, int last)
{
    m_positionFileChosen = file;
    setEmptyXRange(first, last);
    updateTitles();
}

} // namespace othello
