#include "ChartFigure.h"

#include "ChartPanels.h"
#include "SeriesChart.h"
#include "results/FileWrite.h"

#include <QAbstractAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBuffer>
#include <QCategoryAxis>
#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <cmath>
#include <memory>

namespace othello {

namespace {

class FigureText {
    Q_DECLARE_TR_FUNCTIONS(othello::ChartFigure)
public:
    static QString cannotWrite(const QString& file) { return tr("Cannot write %1").arg(file); }
};

constexpr qreal kMargin = 4;     // points around the figure and between its parts
constexpr QSizeF kSample(18, 6); // a legend entry's line sample
constexpr qreal kSampleGap = 3;  // between a sample and its text
constexpr qreal kColumnGap = 9;  // between legend columns
constexpr qreal kPrintLineWidth = 1.2;
constexpr qreal kPrintMarkerSize = 5;
constexpr qreal kPointsPerInch = 72;

QFont figureFont(int points, bool bold = false)
{
    QFont font;
    font.setPixelSize(points); // the figure's layout unit is the point
    font.setBold(bold);
    return font;
}

// One entry of a figure's legend: a line sample (or a bar's swatch) and its text.
struct LegendEntry {
    QString text;
    QColor color;
    Qt::PenStyle penStyle = Qt::SolidLine;
    std::optional<MarkerShape> marker;
    MarkerFill fill = MarkerFill::Filled;
    bool bar = false;
};

// A line of the legend: a group's name (bold, may be empty) and its entries.
struct LegendGroup {
    QString name;
    std::vector<LegendEntry> entries;
};

std::vector<LegendGroup> seriesLegend(const SeriesChart& chart)
{
    std::vector<LegendGroup> groups;
    const bool panels = chart.layoutMode() == ChartLayout::Panels;
    for (const ChartSeries& s : chart.chartSeries()) {
        if (chart.isSeriesHidden(s.id))
            continue;
        if (panels && !s.panel.isEmpty()) {
            // The panel's title names the algorithm: the legend keys what differs within one,
            // in the style every panel shares (a colour or marker that differs between panels
            // is left out of the sample).
            if (groups.empty())
                groups.push_back({});
            const QString text = s.panelText.isEmpty() ? s.entryText() : s.panelText;
            auto it = std::find_if(groups.front().entries.begin(), groups.front().entries.end(),
                                   [&](const LegendEntry& e) { return e.text == text; });
            if (it == groups.front().entries.end()) {
                groups.front().entries.push_back({text, s.color, s.penStyle, s.marker, s.fill, false});
            } else {
                if (it->color != s.color)
                    it->color = QColor(0x40, 0x40, 0x40);
                if (it->marker && *it->marker != s.marker)
                    it->marker.reset();
            }
            continue;
        }
        auto it = std::find_if(groups.begin(), groups.end(), [&](const LegendGroup& g) { return g.name == s.group; });
        if (it == groups.end() || s.group.isEmpty())
            it = groups.insert(groups.end(), LegendGroup{s.group, {}});
        it->entries.push_back(
            {s.group.isEmpty() ? s.name : s.entryText(), s.color, s.penStyle, s.marker, s.fill, false});
    }
    return groups;
}

std::vector<LegendGroup> barLegend(const QChart& chart)
{
    LegendGroup group;
    for (QAbstractSeries* series : chart.series())
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
            for (QBarSet* set : bars->barSets())
                group.entries.push_back(
                    {set->label(), set->color(), Qt::SolidLine, std::nullopt, MarkerFill::Filled, true});
    return group.entries.empty() ? std::vector<LegendGroup>{} : std::vector<LegendGroup>{group};
}

// The legend laid out as a table: a group per row (continued on the next rows when its entries
// do not fit), its name in the first column, entries in aligned columns of one width.
struct LegendLayout {
    qreal nameWidth = 0;
    qreal entryWidth = 0;
    int columns = 1;
    int rows = 0;
    qreal lineHeight = 0;
    qreal width = 0;
    qreal height() const { return rows * lineHeight; }
};

LegendLayout layoutLegend(const std::vector<LegendGroup>& groups, qreal width)
{
    LegendLayout layout;
    const QFontMetricsF metrics(figureFont(kFigureLegendPoints));
    const QFontMetricsF bold(figureFont(kFigureLegendPoints, true));
    layout.lineHeight = metrics.height() + 1;
    for (const LegendGroup& g : groups) {
        if (!g.name.isEmpty())
            layout.nameWidth = std::max(layout.nameWidth, bold.horizontalAdvance(g.name) + kColumnGap);
        for (const LegendEntry& e : g.entries)
            layout.entryWidth =
                std::max(layout.entryWidth, kSample.width() + kSampleGap + metrics.horizontalAdvance(e.text));
    }
    std::size_t most = 1;
    for (const LegendGroup& g : groups)
        most = std::max(most, g.entries.size());
    layout.columns =
        std::clamp(int((width - layout.nameWidth + kColumnGap) / (layout.entryWidth + kColumnGap)), 1, int(most));
    for (const LegendGroup& g : groups)
        layout.rows += int((g.entries.size() + std::size_t(layout.columns) - 1) / std::size_t(layout.columns));
    layout.width = std::min(width, layout.nameWidth + layout.columns * (layout.entryWidth + kColumnGap) - kColumnGap);
    return layout;
}

void paintLegend(QPainter& painter, const std::vector<LegendGroup>& groups, const LegendLayout& layout, QPointF origin)
{
    painter.save();
    const QFont font = figureFont(kFigureLegendPoints);
    qreal y = origin.y();
    for (const LegendGroup& g : groups) {
        painter.setFont(figureFont(kFigureLegendPoints, true));
        painter.setPen(Qt::black);
        painter.drawText(QRectF(origin.x(), y, layout.nameWidth, layout.lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         g.name);
        painter.setFont(font);
        for (std::size_t i = 0; i < g.entries.size(); ++i) {
            const LegendEntry& e = g.entries[i];
            const int column = int(i % std::size_t(layout.columns));
            if (i > 0 && column == 0)
                y += layout.lineHeight;
            const qreal x = origin.x() + layout.nameWidth + column * (layout.entryWidth + kColumnGap);
            const QRectF sample(QPointF(x, y + (layout.lineHeight - kSample.height()) / 2), kSample);
            if (e.bar) {
                painter.fillRect(sample.adjusted(4, -1, -4, 1), e.color);
            } else if (e.marker) {
                drawSeriesSample(painter, sample, e.color, e.penStyle, *e.marker, kPrintLineWidth, e.fill);
            } else {
                QPen pen(e.color, kPrintLineWidth, e.penStyle);
                pen.setCapStyle(Qt::FlatCap);
                painter.setPen(pen);
                painter.drawLine(QPointF(sample.left(), sample.center().y()),
                                 QPointF(sample.right(), sample.center().y()));
            }
            painter.setPen(Qt::black);
            painter.drawText(QRectF(x + kSample.width() + kSampleGap, y, layout.entryWidth, layout.lineHeight),
                             Qt::AlignLeft | Qt::AlignVCenter, e.text);
        }
        y += layout.lineHeight;
    }
    painter.restore();
}

// Lays `chart` out in `area` (points) now, not at the next event: the x axis chooses its tick
// interval from the plot's width (plotAreaChanged), which changes the layout once more.
void layOut(QChart* chart, const QRectF& area)
{
    chart->setGeometry(area);
    // Until the plot stays put: the ticks follow the plot's size, the labels' width the ticks.
    QRectF plot;
    for (int pass = 0; pass < 6 && (pass < 2 || chart->plotArea() != plot); ++pass) {
        plot = chart->plotArea();
        if (QGraphicsLayout* layout = chart->layout()) {
            layout->invalidate();
            layout->activate();
        }
    }
}

// Lays `chart` out so that its plot is `plot`: from `geometry`, its sides moved by what the
// labels and titles Qt Charts lays out around the plot need.
void fitPlot(QChart* chart, QRectF geometry, const QRectF& plot)
{
    for (int pass = 0; pass < 3; ++pass) {
        layOut(chart, geometry);
        const QRectF drawn = chart->plotArea().translated(geometry.topLeft());
        geometry.adjust(plot.left() - drawn.left(), plot.top() - drawn.top(), plot.right() - drawn.right(),
                        plot.bottom() - drawn.bottom());
    }
    layOut(chart, geometry);
}

// The panels of `source` in `area` as a paper shows small multiples: plots of one size in a
// grid, each titled above it, on shared axes labelled once: the value's ticks left of the first
// column, the x's below the lowest panel of each column, the axis titles once.
void paintPanels(SeriesChart* source, QPainter& painter, const QRectF& area)
{
    const QStringList keys = shownPanels(*source);
    const QFont axisTitleFont = figureFont(kFigureAxisTitlePoints);
    const QFont tickFont = figureFont(kFigureTickPoints);
    const QFont panelTitleFont = figureFont(kFigureLegendPoints, true);
    const qreal axisTitleHeight = QFontMetricsF(axisTitleFont).height() + 1;
    constexpr qreal kGap = 6;      // between panels
    constexpr qreal kTickRoom = 8; // a tick and the padding beside its label
    const QRectF grid = area.adjusted(axisTitleHeight, 0, 0, -axisTitleHeight);

    QGraphicsScene scene;
    std::vector<SeriesChart*> panels;
    for (const QString& key : keys) {
        auto* panel = new SeriesChart(source->quantity());
        scene.addItem(panel); // the scene deletes it
        applyPrintTheme(panel);
        showPanel(panel, *source, key);
        panels.push_back(panel);
    }
    // The shared ticks' labels: as wide and as high as the widest and highest need.
    const QFontMetricsF tickMetrics(tickFont);
    qreal valueLabels = 0;
    for (const QString& label : panels.front()->tickLabels())
        valueLabels = std::max(valueLabels, tickMetrics.horizontalAdvance(label));
    const qreal left = valueLabels + kTickRoom + 2;
    const qreal bottom = tickMetrics.height() + kTickRoom;
    const int columns = panelColumns(int(keys.size()), QSizeF(grid.width() - left, grid.height() - bottom));
    const int rows = std::max(1, int((keys.size() + columns - 1) / columns));
    const qreal plotWidth = (grid.width() - left - kGap * (columns - 1) - 4) / columns;
    qreal titleHeight = 0; // every panel's, so that the plots line up
    for (const QString& key : keys)
        titleHeight = std::max(titleHeight,
                               QFontMetricsF(panelTitleFont)
                                   .boundingRect(QRectF(0, 0, plotWidth, 1e6), Qt::TextWordWrap | Qt::AlignHCenter, key)
                                   .height());
    const qreal plotHeight = (grid.height() - bottom - (titleHeight + kGap) * rows + kGap) / rows;
    for (int i = 0; i < keys.size(); ++i) {
        const int column = i % columns;
        const int row = i / columns;
        const bool lowest = i + columns >= int(keys.size()); // no panel below it
        const QRectF plot(grid.left() + left + column * (plotWidth + kGap),
                          grid.top() + row * (titleHeight + plotHeight + kGap) + titleHeight, plotWidth, plotHeight);
        // The chart spans its plot and, where shown, its tick labels.
        const QRectF chartRect = plot.adjusted(column == 0 ? -left : -2, -2, 4, lowest ? bottom : 2);
        SeriesChart* panel = panels[std::size_t(i)];
        panel->setBackgroundVisible(false);
        // The value labels are drawn below, left of the first column: Qt Charts elides them on
        // plots this low.
        for (QAbstractAxis* axis : panel->axes(Qt::Vertical))
            axis->setLabelsVisible(false);
        for (QAbstractAxis* axis : panel->axes(Qt::Horizontal))
            axis->setLabelsVisible(lowest);
        fitPlot(panel, chartRect, plot);
    }
    scene.setSceneRect(grid);
    scene.render(&painter, grid, grid);
    painter.save();
    painter.setPen(Qt::black);
    painter.setFont(tickFont);
    for (int i = 0; i < keys.size(); i += columns) {
        SeriesChart* panel = panels[std::size_t(i)];
        auto* axis = qobject_cast<QCategoryAxis*>(panel->axes(Qt::Vertical).front());
        QAbstractSeries* line = panel->series().isEmpty() ? nullptr : panel->series().front();
        const QPointF origin = panel->geometry().topLeft();
        for (const QString& label : axis->categoriesLabels()) {
            const qreal y = origin.y() + panel->mapToPosition(QPointF(0, axis->endValue(label)), line).y();
            painter.drawText(QRectF(origin.x() + panel->plotArea().left() - kTickRoom - valueLabels,
                                    y - tickMetrics.height(), valueLabels, 2 * tickMetrics.height()),
                             Qt::AlignRight | Qt::AlignVCenter, label);
        }
    }
    painter.setFont(panelTitleFont);
    for (int i = 0; i < keys.size(); ++i)
        painter.drawText(QRectF(grid.left() + left + (i % columns) * (plotWidth + kGap),
                                grid.top() + (i / columns) * (titleHeight + plotHeight + kGap), plotWidth, titleHeight),
                         Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignBottom, keys[i]);
    painter.setFont(axisTitleFont);
    const QRectF plots = grid.adjusted(left, 0, 0, -bottom);
    painter.drawText(QRectF(plots.left(), grid.bottom(), plots.width(), axisTitleHeight), Qt::AlignCenter,
                     source->xTitle());
    const QString valueTitle = source->valueAxisTitle();
    painter.translate(area.left(), plots.bottom());
    painter.rotate(-90);
    painter.drawText(QRectF(0, 0, plots.height(), axisTitleHeight), Qt::AlignCenter, valueTitle);
    painter.restore();
}

} // namespace

QString figureSuffix(FigureFormat format)
{
    switch (format) {
    case FigureFormat::Png:
        return QStringLiteral("png");
    case FigureFormat::Svg:
        return QStringLiteral("svg");
    case FigureFormat::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

std::optional<FigureFormat> parseFigureFormat(const QString& text)
{
    for (const FigureFormat format : {FigureFormat::Png, FigureFormat::Svg, FigureFormat::Pdf})
        if (text.trimmed().compare(figureSuffix(format), Qt::CaseInsensitive) == 0)
            return format;
    return std::nullopt;
}

std::optional<QList<FigureFormat>> parseFigureFormats(const QString& text)
{
    QList<FigureFormat> formats;
    for (const QString& part : text.split(QLatin1Char(','))) {
        const auto format = parseFigureFormat(part);
        if (!format)
            return std::nullopt;
        if (!formats.contains(*format))
            formats.append(*format);
    }
    if (formats.isEmpty())
        return std::nullopt;
    return formats;
}

QSizeF paperSizeCentimetres(PaperSize paper)
{
    switch (paper) {
    case PaperSize::OneColumn:
        return {8.9, 7.4};
    case PaperSize::TwoColumns:
        return {18.2, 9.5};
    case PaperSize::Custom:
        break;
    }
    return {16, 10};
}

QString paperSizeName(PaperSize paper)
{
    switch (paper) {
    case PaperSize::OneColumn:
        return QStringLiteral("column");
    case PaperSize::TwoColumns:
        return QStringLiteral("two-column");
    case PaperSize::Custom:
        break;
    }
    return QStringLiteral("custom");
}

std::optional<PaperSize> parsePaperSize(const QString& text)
{
    for (const PaperSize paper : {PaperSize::OneColumn, PaperSize::TwoColumns, PaperSize::Custom})
        if (text.trimmed().compare(paperSizeName(paper), Qt::CaseInsensitive) == 0)
            return paper;
    return std::nullopt;
}

QSizeF FigureOptions::centimetres() const
{
    return paper == PaperSize::Custom ? customCentimetres : paperSizeCentimetres(paper);
}

FigureSize FigureOptions::figureSize() const
{
    const QSizeF inches = centimetres() / 2.54;
    return {QSize(int(std::lround(inches.width() * dpi)), int(std::lround(inches.height() * dpi))), 1, dpi};
}

void applyPrintTheme(QChart* chart)
{
    chart->setTheme(QChart::ChartThemeLight);
    chart->setBackgroundBrush(Qt::white);
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    // Room for the half of the top value label and of the last x label beyond the plot.
    chart->setMargins(QMargins(2, 6, 6, 2));
    if (chart->layout())
        chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setTitleFont(figureFont(kFigureTitlePoints, true));
    chart->setTitleBrush(Qt::black);
    if (auto* series = qobject_cast<SeriesChart*>(chart)) {
        series->setLogScaleInTitle(false);
        series->setLineWidth(kPrintLineWidth);
        series->setMarkerSize(kPrintMarkerSize);
    }
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(figureFont(kFigureTickPoints));
        axis->setLabelsBrush(Qt::black);
        axis->setTitleFont(figureFont(kFigureAxisTitlePoints));
        axis->setTitleBrush(Qt::black);
        axis->setGridLineColor(QColor(0xd8, 0xd8, 0xd8));
        axis->setLinePenColor(QColor(0x40, 0x40, 0x40));
    }
}

void paintFigure(QChart* chart, QPainter& painter, QSizeF size)
{
    // Laid out in points: the device's resolution turns the printed size into its units.
    const QPaintDevice* device = painter.device();
    const qreal dpi = device && device->logicalDpiX() > 0 ? device->logicalDpiX() : kPointsPerInch;
    const qreal scale = dpi / kPointsPerInch;
    const QSizeF layoutSize = size / scale;
    auto* series = qobject_cast<SeriesChart*>(chart);

    const QString shownTitle = chart->title();
    const QString title = series && !series->fullTitle().isEmpty() ? series->fullTitle() : shownTitle;
    const QString subtitle = series ? series->subtitle() : chart->property("subtitle").toString();
    const QFont titleFont = figureFont(kFigureTitlePoints, true);
    const QFont subtitleFont = figureFont(kFigureSubtitlePoints);
    const qreal width = layoutSize.width() - 2 * kMargin;
    const QRectF titleRect =
        QFontMetricsF(titleFont).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap | Qt::AlignHCenter, title);
    const QRectF subtitleRect = subtitle.isEmpty()
        ? QRectF()
        : QFontMetricsF(subtitleFont)
              .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap | Qt::AlignHCenter, subtitle);
    const qreal top = kMargin + (title.isEmpty() ? 0 : titleRect.height()) + subtitleRect.height() + kMargin / 2;

    const std::vector<LegendGroup> legend = series ? seriesLegend(*series) : barLegend(*chart);
    const LegendLayout legendLayout = layoutLegend(legend, width);
    const qreal legendHeight = legend.empty() ? 0 : legendLayout.height() + kMargin;
    const QRectF area(kMargin, top, width,
                      std::max(layoutSize.height() * 0.4, layoutSize.height() - top - legendHeight - kMargin));

    // The figure draws the title itself (wrapped, never elided): the chart's own is left empty.
    chart->setTitle(QString());
    chart->legend()->hide();
    const bool panels = series && series->layoutMode() == ChartLayout::Panels && !shownPanels(*series).isEmpty();
    if (!panels)
        layOut(chart, area);

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    painter.fillRect(QRectF(QPointF(0, 0), layoutSize), Qt::white);
    painter.setPen(Qt::black);
    painter.setFont(titleFont);
    painter.drawText(QRectF(kMargin, kMargin, width, titleRect.height()), Qt::TextWordWrap | Qt::AlignHCenter, title);
    painter.setFont(subtitleFont);
    painter.drawText(
        QRectF(kMargin, kMargin + (title.isEmpty() ? 0 : titleRect.height()), width, subtitleRect.height()),
        Qt::TextWordWrap | Qt::AlignHCenter, subtitle);
    if (panels) {
        paintPanels(series, painter, area);
    } else if (QGraphicsScene* scene = chart->scene()) {
        scene->setSceneRect(area);
        scene->render(&painter, area, area);
    }
    if (!legend.empty())
        paintLegend(painter, legend, legendLayout,
                    QPointF(kMargin + (width - legendLayout.width) / 2, area.bottom() + kMargin));
    painter.restore();
    chart->setTitle(shownTitle);
}

QImage figureImage(QChart* chart, const FigureSize& size)
{
    QImage image(size.size * size.pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(size.pixelRatio);
    // While drawing, the resolution of the logical pixels the painter works in (the layout's
    // scale); the file then says the real one.
    const auto dotsPerMeter = [](double dpi) { return int(std::round(dpi / 0.0254)); };
    image.setDotsPerMeterX(dotsPerMeter(size.dpi));
    image.setDotsPerMeterY(dotsPerMeter(size.dpi));
    image.fill(Qt::white);
    QPainter painter(&image);
    paintFigure(chart, painter, QSizeF(size.size));
    painter.end();
    image.setDotsPerMeterX(dotsPerMeter(size.dpi * size.pixelRatio));
    image.setDotsPerMeterY(dotsPerMeter(size.dpi * size.pixelRatio));
    return image;
}

bool writeFigure(QChart* chart, const QString& path, FigureFormat format, const FigureSize& size, QString* error)
{
    // Drawn into memory, then written by the one atomic writer: an old figure is replaced only
    // by a complete new one, and a full disk is an error, whatever the format.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    bool drawn = false;
    const auto* series = qobject_cast<const SeriesChart*>(chart);
    const QString title = series && !series->fullTitle().isEmpty() ? series->fullTitle() : chart->title();
    switch (format) {
    case FigureFormat::Png:
        drawn = figureImage(chart, size).save(&buffer, "PNG");
        break;
    case FigureFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size.size);
        svg.setViewBox(QRect(QPoint(0, 0), size.size));
        svg.setResolution(size.dpi);
        svg.setTitle(title);
        QPainter painter;
        if (painter.begin(&svg)) {
            paintFigure(chart, painter, QSizeF(size.size));
            drawn = painter.end();
        }
        break;
    }
    case FigureFormat::Pdf: {
        QPdfWriter pdf(&buffer);
        pdf.setResolution(size.dpi);
        pdf.setPageSize(QPageSize(QSizeF(size.size) / size.dpi, QPageSize::Inch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("Othello Search Lab"));
        QPainter painter;
        if (painter.begin(&pdf)) {
            paintFigure(chart, painter, QSizeF(pdf.width(), pdf.height()));
            drawn = painter.end();
        }
        break;
    }
    }
    buffer.close();
    const QString reason = drawn ? writeFileAtomicallyReason(path, bytes) : QString();
    if (drawn && reason.isEmpty())
        return true;
    if (error)
        *error = reason.isEmpty() ? FigureText::cannotWrite(path) : FigureText::cannotWrite(path) + ": " + reason;
    return false;
}

bool writeChartFigure(const SeriesChart& chart, const QString& path, FigureFormat format, const FigureSize& size,
                      QString* error)
{
    QGraphicsScene scene;
    auto* copy = new SeriesChart(chart.quantity());
    scene.addItem(copy); // the scene deletes it
    copy->setChartTitle(chart.fullTitle().isEmpty() ? chart.title() : chart.fullTitle(), chart.shortTitle());
    copy->setSubtitle(chart.subtitle());
    copy->setValueTitle(chart.valueTitle(), chart.shortValueTitle());
    copy->setXTitle(chart.xTitle());
    copy->setLogarithmic(chart.isLogarithmic());
    copy->setAlwaysLinear(chart.isAlwaysLinear());
    copy->setValueMargin(chart.valueMargin());
    const auto [first, last] = chart.emptyXRange();
    if (chart.isXRangeFixed())
        copy->setFixedXRange(first, last);
    else
        copy->setEmptyXRange(first, last);
    copy->setSeries(chart.chartSeries());
    copy->setHiddenSeries(chart.hiddenSeries());
    copy->setLayoutMode(chart.layoutMode());
    applyPrintTheme(copy);
    return writeFigure(copy, path, format, size, error);
}

} // namespace othello
