#include "ChartExport.h"

#include "LabelChart.h"

#include <QCoreApplication>
#include <QDir>
#include <QGraphicsScene>
#include <QPainter>

namespace othello {

namespace {

class ExportText {
    Q_DECLARE_TR_FUNCTIONS(othello::ChartExport)
public:
    static QString cannotCreate(const QString& dir) { return tr("Cannot create the folder %1").arg(dir); }
    static QString cannotWrite(const QString& file) { return tr("Cannot write %1").arg(file); }
    static QString badSize() { return tr("The image size must be positive"); }
};

} // namespace

QImage renderChartImage(PlotKind kind, const std::vector<ComparisonRun>& runs, const ChartImageOptions& options)
{
    // A standalone chart in a scene: it is laid out by resize(), unlike a never-shown view.
    QGraphicsScene scene;
    auto* chart = new LabelChart(kind);
    scene.addItem(chart); // the scene owns and deletes the chart
    chart->setLogarithmic(options.logarithmic);
    chart->setPlotSeries(buildPlotSeries(kind, runs));
    chart->setHiddenSeries(options.hiddenSeries);
    const QRectF area(QPointF(0, 0), QSizeF(options.size));
    chart->setGeometry(area);
    scene.setSceneRect(area);

    QImage image(options.size * options.pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(options.pixelRatio);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    scene.render(&painter, area, area);
    painter.end();
    return image;
}

QString chartFileName(PlotKind kind)
{
    switch (kind) {
    case PlotKind::Nodes:
        return QStringLiteral("nodes.png");
    case PlotKind::Time:
        return QStringLiteral("time.png");
    case PlotKind::HitRate:
        return QStringLiteral("tt-hit-rate.png");
    case PlotKind::TableMemory:
        return QStringLiteral("tt-memory.png");
    }
    return {};
}

bool writeChartImages(const std::vector<ComparisonRun>& runs, const QString& directory,
                      const ChartImageOptions& options, QString* error)
{
    if (options.size.isEmpty() || options.pixelRatio <= 0) {
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
        const QString path = QDir(directory).filePath(chartFileName(kind));
        if (!renderChartImage(kind, runs, options).save(path, "PNG")) {
            if (error)
                *error = ExportText::cannotWrite(QDir::toNativeSeparators(path));
            return false;
        }
    }
    return true;
}

bool writeComparisonCharts(const std::vector<ResultRecord>& records, const QString& directory, QString* error)
{
    return writeChartImages({ComparisonRun{QString(), records}}, directory, ChartImageOptions{}, error);
}

} // namespace othello
