#include "ChartFigure.h"

#include "SeriesChart.h"
#include "results/FileWrite.h"

#include <QAbstractAxis>
#include <QBuffer>
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

constexpr qreal kTickFontSize = 12;
constexpr qreal kAxisTitleFontSize = 12.5;
constexpr qreal kTitleFontSize = 14;
constexpr qreal kLegendFontSize = 11.5;
constexpr qreal kMargin = 8;
constexpr QSizeF kSample(28, 10);
constexpr qreal kMinLegendColumn = 200;
constexpr qreal kMinChartShare = 0.45;        // of the height, whatever the legend's length
constexpr qreal kMaxLegendBelowShare = 0.2;   // of the height: beyond, a wide figure's legend goes beside
constexpr qreal kWideFigure = 1.3;            // width / height
constexpr qreal kMaxLegendBesideShare = 0.34; // of the width

QFont figureFont(qreal pixelSize, bool bold = false)
{
    QFont font;
    font.setPixelSize(int(std::round(pixelSize)));
    font.setBold(bold);
    return font;
}

struct LegendLayout {
    int columns = 1;
    qreal columnWidth = 0;
    QList<qreal> rowHeights;
    qreal height = 0;
};

// `columns` 0: as many columns of at least kMinLegendColumn as the width holds.
LegendLayout layoutLegend(const std::vector<const ChartSeries*>& entries, qreal width, const QFont& font,
                          int columns = 0)
{
    LegendLayout layout;
    layout.columns = columns > 0 ? columns : std::max(1, int((width - 2 * kMargin) / kMinLegendColumn));
    layout.columns = std::min<int>(layout.columns, std::max<int>(1, int(entries.size())));
    layout.columnWidth = (width - 2 * kMargin) / layout.columns;
    const QFontMetricsF metrics(font);
    const qreal textWidth = layout.columnWidth - kSample.width() - 10;
    for (std::size_t i = 0; i < entries.size(); i += std::size_t(layout.columns)) {
        qreal row = 0;
        for (std::size_t j = i; j < std::min(entries.size(), i + std::size_t(layout.columns)); ++j)
            row = std::max(
                row, metrics.boundingRect(QRectF(0, 0, textWidth, 1e6), Qt::TextWordWrap, entries[j]->name).height());
        layout.rowHeights.append(row + 4);
        layout.height += row + 4;
    }
    if (!entries.empty())
        layout.height += kMargin;
    return layout;
}

void paintLegend(QPainter& painter, const std::vector<const ChartSeries*>& entries, const LegendLayout& layout,
                 QPointF origin, const QFont& font)
{
    painter.save();
    painter.setFont(font);
    painter.setPen(Qt::black);
    qreal y = origin.y();
    const qreal textWidth = layout.columnWidth - kSample.width() - 10;
    for (qsizetype row = 0; row < layout.rowHeights.size(); ++row) {
        for (int column = 0; column < layout.columns; ++column) {
            const std::size_t index = std::size_t(row * layout.columns + column);
            if (index >= entries.size())
                break;
            const ChartSeries& s = *entries[index];
            const qreal x = origin.x() + kMargin + column * layout.columnWidth;
            const qreal lineHeight = QFontMetricsF(font).height();
            drawSeriesSample(painter, QRectF(QPointF(x, y + (lineHeight - kSample.height()) / 2), kSample), s.color,
                             s.penStyle, s.marker, 2);
            painter.drawText(QRectF(x + kSample.width() + 6, y, textWidth, layout.rowHeights[row]), Qt::TextWordWrap,
                             s.name);
        }
        y += layout.rowHeights[row];
    }
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

void applyPrintTheme(SeriesChart* chart)
{
    chart->setTheme(QChart::ChartThemeLight);
    chart->setBackgroundBrush(Qt::white);
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setTitleFont(figureFont(kTitleFontSize, true));
    chart->setTitleBrush(Qt::black);
    chart->setLogScaleInTitle(false);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(figureFont(kTickFontSize));
        axis->setLabelsBrush(Qt::black);
        axis->setTitleFont(figureFont(kAxisTitleFontSize));
        axis->setTitleBrush(Qt::black);
        axis->setGridLineColor(QColor(0xd0, 0xd0, 0xd0));
        axis->setLinePenColor(QColor(0x40, 0x40, 0x40));
    }
}

void paintFigure(SeriesChart* chart, QPainter& painter, QSizeF size)
{
    const qreal scale = size.width() / kFigureLayoutWidth;
    const QSizeF layoutSize(kFigureLayoutWidth, size.height() / scale);
    std::vector<const ChartSeries*> shown;
    for (const ChartSeries& s : chart->chartSeries())
        if (!chart->isSeriesHidden(s.id))
            shown.push_back(&s);
    const QFont legendFont = figureFont(kLegendFontSize);
    LegendLayout legend = layoutLegend(shown, layoutSize.width(), legendFont);
    // A wide figure whose legend below would take much of its height (ten searches: a third)
    // lists the series beside the plot instead, one column as wide as the longest name needs
    // (wrapped beyond a third of the width).
    qreal legendWidth = 0;
    if (legend.height > kMaxLegendBelowShare * layoutSize.height() &&
        layoutSize.width() >= kWideFigure * layoutSize.height()) {
        const QFontMetricsF metrics(legendFont);
        qreal widest = 0;
        for (const ChartSeries* entry : shown)
            widest = std::max(widest, metrics.horizontalAdvance(entry->name));
        const qreal width =
            std::min(widest + kSample.width() + 10 + 2 * kMargin + 2, kMaxLegendBesideShare * layoutSize.width());
        const LegendLayout beside = layoutLegend(shown, width, legendFont, 1);
        if (beside.height + 2 * kTitleFontSize <= layoutSize.height()) {
            legend = beside;
            legendWidth = width;
        }
    }
    const qreal chartWidth = layoutSize.width() - legendWidth;
    const qreal chartHeight = legendWidth > 0
        ? layoutSize.height()
        : std::max(layoutSize.height() * kMinChartShare, layoutSize.height() - legend.height);

    // The plot is the chart less its title and the x axis: labels closer than about 1.6 of their
    // height apart would be elided.
    const qreal plotHeight =
        chartHeight - 2 * kTitleFontSize - 2 * kTickFontSize - 2 * kAxisTitleFontSize - 4 * kMargin;
    chart->setMaxValueTicks(std::max(2, int(plotHeight / (1.6 * kTickFontSize)) + 1));
    // Qt Charts elides a value axis title longer than the plot is high: a smaller font instead.
    for (QAbstractAxis* axis : chart->axes(Qt::Vertical)) {
        QFont font = figureFont(kAxisTitleFontSize);
        const qreal width = QFontMetricsF(font).horizontalAdvance(axis->titleText());
        if (width > 0.85 * plotHeight)
            font.setPixelSize(std::max(7, int(kAxisTitleFontSize * 0.85 * plotHeight / width)));
        axis->setTitleFont(font);
    }

    const QRectF area(QPointF(0, 0), QSizeF(chartWidth, chartHeight));
    chart->setGeometry(area);
    // Laid out now, not at the next event: the x axis chooses its tick interval from the plot's
    // width (plotAreaChanged), which changes the layout once more.
    for (int pass = 0; pass < 2; ++pass)
        if (QGraphicsLayout* layout = chart->layout())
            layout->activate();
    if (QGraphicsScene* scene = chart->scene())
        scene->setSceneRect(area);

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    painter.fillRect(QRectF(QPointF(0, 0), layoutSize), Qt::white);
    if (QGraphicsScene* scene = chart->scene())
        scene->render(&painter, area, area);
    // Beside: from the top of the plot (below the title); below: under the chart.
    paintLegend(painter, shown, legend,
                legendWidth > 0 ? QPointF(chartWidth - kMargin, 2 * kTitleFontSize) : QPointF(0, chartHeight),
                legendFont);
    painter.restore();
}

QImage figureImage(SeriesChart* chart, const FigureSize& size)
{
    QImage image(size.size * size.pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(size.pixelRatio);
    const int dotsPerMeter = int(std::round(size.dpi * size.pixelRatio / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::white);
    QPainter painter(&image);
    paintFigure(chart, painter, QSizeF(size.size));
    painter.end();
    return image;
}

bool writeFigure(SeriesChart* chart, const QString& path, FigureFormat format, const FigureSize& size, QString* error)
{
    // Drawn into memory, then written by the one atomic writer: an old figure is replaced only
    // by a complete new one, and a full disk is an error, whatever the format.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    bool drawn = false;
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
        svg.setTitle(chart->title());
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
        pdf.setTitle(chart->title());
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

} // namespace othello
