#include "ChartExport.h"

#include "LabelChart.h"

#include <QCoreApplication>
#include <QDir>
#include <QGraphicsScene>
#include <memory>

namespace othello {

namespace {

class ExportText {
    Q_DECLARE_TR_FUNCTIONS(othello::ChartExport)
public:
    static QString cannotCreate(const QString& dir) { return tr("Cannot create the folder %1").arg(dir); }
    static QString badSize() { return tr("The image size must be positive"); }
    static QString badFormat(const QString& format)
    {
        return tr("Unknown chart format “%1” (png, svg or pdf)").arg(format);
    }
    static QString badPaperSize(const QString& size)
    {
        return tr("Unknown chart size “%1” (column or two-column)").arg(size);
    }
};

// A standalone chart in a scene of its own, with the print look: it is laid out by the figure
// painter, unlike a never-shown view.
struct FigureChart {
    QGraphicsScene scene;
    LabelChart* chart = nullptr;

    FigureChart(PlotKind kind, const std::vector<ComparisonRun>& runs, const ChartImageOptions& options)
    {
        chart = new LabelChart(kind);
        scene.addItem(chart); // the scene owns and deletes the chart
        applyPrintTheme(chart);
        chart->setLogarithmic(options.logarithmic);
        chart->setNodeCounters(options.nodeCounters);
        std::vector<PlotSeries> series = buildPlotSeries(kind, runs, options.nodeCounters);
        if (kind == PlotKind::Nodes || kind == PlotKind::Time) {
            if (!options.baselineKey.isEmpty()) {
                chart->setRelative(options.baselineName);
                series = relativeTo(series, options.baselineKey);
            } else if (options.branchingFactor) {
                chart->setBranchingFactor(true);
                series = branchingFactors(series);
            }
        }
        chart->setPlotSeries(std::move(series));
        chart->setHiddenSeries(options.hiddenSeries);
        chart->setLayoutMode(options.layout);
    }
};

FigureSize figureSizeOf(const ChartImageOptions& options) { return {options.size, options.pixelRatio, options.dpi}; }

} // namespace

QImage renderChartImage(PlotKind kind, const std::vector<ComparisonRun>& runs, const ChartImageOptions& options)
{
    FigureChart figure(kind, runs, options);
    return figureImage(figure.chart, figureSizeOf(options));
}

QString chartFileName(PlotKind kind, FigureFormat format)
{
    QString base;
    switch (kind) {
    case PlotKind::Nodes:
        base = QStringLiteral("nodes");
        break;
    case PlotKind::Time:
        base = QStringLiteral("time");
        break;
    case PlotKind::HitRate:
        base = QStringLiteral("tt-hit-rate");
        break;
    case PlotKind::TableMemory:
        base = QStringLiteral("tt-memory");
        break;
    }
    return base + QLatin1Char('.') + figureSuffix(format);
}

bool writeChartImages(const std::vector<ComparisonRun>& runs, const QString& directory,
                      const ChartImageOptions& options, QString* error)
{
    if (options.size.isEmpty() || options.pixelRatio <= 0 || options.dpi <= 0) {
        if (error)
            *error = ExportText::badSize();
        return false;
    }
    if (!QDir().mkpath(directory)) {
        if (error)
            *error = ExportText::cannotCreate(QDir::toNativeSeparators(directory));
        return false;
    }
    for (const PlotKind kind : {PlotKind::Nodes, PlotKind::Time, PlotKind::HitRate, PlotKind::TableMemory}) {
        // The table charts only when some search used a classical search's table.
        if ((kind == PlotKind::HitRate || kind == PlotKind::TableMemory) && buildPlotSeries(kind, runs).empty())
            continue;
        FigureChart figure(kind, runs, options);
        for (const FigureFormat format : options.formats) {
            const QString path = QDir(directory).filePath(chartFileName(kind, format));
            if (!writeFigure(figure.chart, path, format, figureSizeOf(options), error))
                return false;
        }
    }
    return true;
}

bool writeComparisonCharts(const std::vector<ResultRecord>& records, const QString& directory,
                           const QStringList& formats, QString* error, const QString& paperSize, int dpi, bool panels)
{
    ChartImageOptions options;
    FigureOptions figure;
    if (!paperSize.isEmpty()) {
        const auto paper = parsePaperSize(paperSize);
        if (!paper || *paper == PaperSize::Custom) {
            if (error)
                *error = ExportText::badPaperSize(paperSize);
            return false;
        }
        figure.paper = *paper;
    }
    figure.dpi = dpi;
    options.size = figure.figureSize().size;
    options.dpi = dpi;
    options.layout = panels ? ChartLayout::Panels : ChartLayout::Overlaid;
    if (!formats.isEmpty()) {
        const auto parsed = parseFigureFormats(formats.join(QLatin1Char(',')));
        if (!parsed) {
            if (error)
                *error = ExportText::badFormat(formats.join(QLatin1Char(',')));
            return false;
        }
        options.formats = *parsed;
    }
    return writeChartImages({ComparisonRun{QString(), records}}, directory, options, error);
}

} // namespace othello
