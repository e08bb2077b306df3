#include "LabelChart.h"

#include "ComparisonNames.h"
#include "common/AlgorithmNames.h"

#include <QLocale>
#include <algorithm>
#include <map>

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

void LabelChart::retranslate()
{
    updateValueTitle();
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
    // Where the chart is too narrow for the whole title, what it measures.
    QString shortTitles[4] = {tr("Nodes"), tr("Search time"), tr("TT hit rate"), tr("TT peak memory")};
    QString title = titles[int(x)];
    QString shortTitle = shortTitles[int(m_kind)];
    if (m_branchingFactor && m_kind == PlotKind::Nodes) {
        title = tr("Effective branching factor per PV label");
        shortTitle = tr("Effective branching factor");
    } else if (m_branchingFactor && m_kind == PlotKind::Time) {
        //: Chart title: the search time at each label divided by the time at the next label.
        title = tr("Growth of the search time per PV label");
        shortTitle = tr("Growth of the search time");
    }
    setChartTitle(title, shortTitle);
    setXTitle(x == XAxis::Label          ? tr("PV label")
                  : x == XAxis::Position ? tr("position in the file")
                                         : tr("PV label or position in the file"));
    // The view, then the positions: what a figure's reader needs beside its title.
    QString view;
    if (m_kind == PlotKind::Nodes || m_kind == PlotKind::Time)
        view = m_branchingFactor ? tr("branching factor: each label's value ÷ the next label's")
            : isRelative()       ? tr("ratio to %1").arg(m_baselineName)
                                 : tr("absolute values");
    const QString positions = positionsText();
    //: A chart's subtitle: its view, then its positions ("ratio to Alpha-beta TT off · 6×6 PV, labels 34 to 20").
    setSubtitle(view.isEmpty() ? positions : positions.isEmpty() ? view : tr("%1 · %2").arg(view, positions));
}

QString LabelChart::positionsText() const
{
    // Each set of positions with the range of its x: the PV by board size, files by name.
    struct Range {
        int first = 0;
        int last = 0;
        int size = 6;
        ScoringRule scoring = ScoringRule::DiscDifference;
    };
    std::map<std::string, Range> sets;
    for (const PlotSeries& data : m_data)
        for (const ResultRecord& record : data.records) {
            auto [it, added] =
                sets.try_emplace(record.source, Range{record.point(), record.point(), record.size, record.scoring});
            if (!added) {
                it->second.first = std::min(it->second.first, record.point());
                it->second.last = std::max(it->second.last, record.point());
            }
        }
    QStringList parts;
    const auto pvText = [](int size, int first, int last) {
        //: The PV's positions in a chart's subtitle: "6×6 PV, labels 34 to 20" (from the end of the game back).
        return tr("%1×%1 PV, labels %2 to %3").arg(size).arg(last).arg(first);
    };
    const auto fileText = [](const QString& file, int size, int first, int last) {
        //: A position file's positions in a chart's subtitle: "fforum-40-59.obf, 8×8, positions 1 to 20".
        return tr("%1, %2×%2, positions %3 to %4").arg(file).arg(size).arg(first).arg(last);
    };
    for (const auto& [source, range] : sets)
        parts << (source == kPvSource ? pvText(range.size, range.first, range.last)
                                      : fileText(QString::fromStdString(source), range.size, range.first, range.last));
    if (sets.empty() && !m_positionFileChosen)
        parts << pvText(6, m_chosenFirst, m_chosenLast);
    else if (sets.empty() && !m_chosenFile.isEmpty())
        //: A position file's positions before any result: "fforum-40-59.obf, positions 1 to 20".
        parts << tr("%1, positions %2 to %3").arg(m_chosenFile).arg(m_chosenFirst).arg(m_chosenLast);
    return parts.join(QStringLiteral("; "));
}

QString LabelChart::readoutHeading(double x) const
{
    bool pv = false;
    bool file = false;
    for (const PlotSeries& data : m_data)
        for (const ResultRecord& record : data.records)
            if (record.point() == int(x))
                (record.isFilePosition() ? file : pv) = true;
    const int point = int(std::lround(x));
    if (file && !pv)
        //: The pointer readout's heading over a position of a position file.
        return tr("Position %1").arg(point);
    //: The pointer readout's heading over a PV label.
    return tr("PV label %1").arg(point);
}

std::optional<std::pair<QString, ResultRecord>> LabelChart::recordAt(const QString& seriesId, int index) const
{
    for (const PlotSeries& data : m_data)
        if (data.id == seriesId && index >= 0 && std::size_t(index) < data.records.size())
            return std::pair(data.runKey, data.records[std::size_t(index)]);
    return std::nullopt;
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
    updateTitles();
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
    // Short, in one type size in every view: the subtitle names the reference. Where even that
    // is longer than the plot is high, a shorter one.
    if (m_branchingFactor)
        //: Axis title of the branching factor view: "generated nodes: L ÷ L+1" (the value at
        //: label L divided by the value at label L+1); short, it runs along the plot's height.
        setValueTitle(tr("%1: L ÷ L+1").arg(title),
                      //: The branching factor view's axis title where the whole one does not fit.
                      tr("branching factor"));
    else if (isRelative())
        //: Axis title of a chart relative to a reference search: "generated nodes ÷ reference".
        setValueTitle(tr("%1 ÷ reference").arg(title),
                      //: A ratio view's axis title where the whole one does not fit.
                      tr("ratio to reference"));
    else
        setValueTitle(title);
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
        line.group = data.group;
        line.groupText = data.groupText;
        line.panel = data.panel;
        line.panelText = data.panelText;
        line.color = data.color;
        line.penStyle = data.penStyle;
        line.marker = data.marker;
        line.fill = data.fill;
        line.points = data.points;
        for (const ResultRecord& record : data.records)
            line.tips.append(describePoint(data, record));
        // A ratio's readout adds what was divided: the value and its difference to the reference.
        for (qsizetype i = 0; i < data.numerators.size() && i < data.denominators.size(); ++i)
            line.notes.append(
                ratioNote(data.numerators[i], data.denominators[i], m_kind == PlotKind::Time, m_branchingFactor));
        lines.push_back(std::move(line));
    }
    setSeries(std::move(lines));
    updateTitles();
}

void LabelChart::setChosenPositions(bool file, int first, int last, const QString& fileName)
{
    m_positionFileChosen = file;
    m_chosenFirst = std::min(first, last);
    m_chosenLast = std::max(first, last);
    m_chosenFile = fileName;
    setEmptyXRange(first, last);
    updateTitles();
}

} // namespace othello
