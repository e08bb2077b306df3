#include "common/charts/AxisScale.h"
#include "common/charts/ChartExport.h"
#include "common/charts/ChartLegend.h"
#include "common/charts/ChartPanel.h"
#include "common/charts/LabelChart.h"
#include "compare/ComparisonCharts.h"
#include "support/TestRecords.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidgetItem>
#include <array>
#include <cmath>
#include <map>

using namespace othello;

namespace {

std::vector<ResultRecord> comparisonRecords()
{
    std::vector<ResultRecord> records;
    double growth = 4.2;
    for (const AlgorithmInfo& info : kAlgorithms) {
        for (const bool tt : {false, true}) {
            const auto climb = test::climbRecords(info.algorithm, tt, 34, 20, tt ? growth * 0.8 : growth);
            records.insert(records.end(), climb.begin(), climb.end());
        }
        growth *= 0.85;
    }
    return records;
}

// The four classical searches, TT off and on: eight lines.
std::vector<ResultRecord> classicalRecords()
{
    std::vector<ResultRecord> records;
    for (const ResultRecord& r : comparisonRecords())
        if (r.algorithm != Algorithm::Best)
            records.push_back(r);
    return records;
}

// CIE76 colour difference in L*a*b*: about 2.3 is just noticeable, 40 and more clearly different hues.
double labDistance(const QColor& a, const QColor& b)
{
    const auto lab = [](const QColor& c) {
        const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        const double r = linear(c.redF()), g = linear(c.greenF()), bl = linear(c.blueF());
        const double x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047;
        const double y = 0.2126 * r + 0.7152 * g + 0.0722 * bl;
        const double z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883;
        const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
        return std::array<double, 3>{116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
    };
    const auto p = lab(a), q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

int pixelsOf(const QImage& image, const QColor& color)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixelColor(x, y) == color ? 1 : 0;
    return n;
}

} // namespace

// The PNG export shared by the GUI and `othello-lab-cli sweep --charts`.
class TestChartExport : public QObject {
    Q_OBJECT
private slots:
    void writesTwoNonBlankCharts()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("charts/new")); // created on demand
        QString error;
        QVERIFY2(writeComparisonCharts(comparisonRecords(), target, {}, &error), qPrintable(error));
        for (const QString& name : {QStringLiteral("nodes.png"), QStringLiteral("time.png")}) {
            const QImage image(QDir(target).filePath(name));
            QVERIFY2(!image.isNull(), qPrintable(name));
            QCOMPARE(image.size(), QSize(1600, 1000));
            QVERIFY2(test::distinctColors(image) > 50, qPrintable(name));
            // Keep a copy to look at.
            const QString shots = QStringLiteral(OSL_SCREENSHOT_DIR);
            QDir().mkpath(shots);
            image.save(QDir(shots).filePath(QStringLiteral("comparison-export-") + name));
        }
    }

    void doubleDensityDoublesPixelsNotLayout()
    {
        const std::vector<ComparisonRun> runs{{QStringLiteral("s"), comparisonRecords()}};
        ChartImageOptions options;
        options.size = QSize(640, 400);
        const QImage single = renderChartImage(PlotKind::Time, runs, options);
        options.pixelRatio = 2;
        const QImage twice = renderChartImage(PlotKind::Time, runs, options);
        QCOMPARE(single.size(), QSize(640, 400));
        QCOMPARE(twice.size(), QSize(1280, 800));
        QCOMPARE(twice.devicePixelRatio(), 2.0);
        // Same layout: scaled down, the sharp image looks like the plain one almost everywhere.
        const QImage down = twice.scaled(single.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                                .convertToFormat(single.format());
        int different = 0;
        for (int y = 0; y < single.height(); y += 4)
            for (int x = 0; x < single.width(); x += 4)
                different += qAbs(qGray(single.pixel(x, y)) - qGray(down.pixel(x, y))) > 96 ? 1 : 0;
        QVERIFY2(different < (single.width() / 4) * (single.height() / 4) / 10, qPrintable(QString::number(different)));
    }

    void hiddenSeriesAreNotDrawn()
    {
        const std::vector<ComparisonRun> runs{
            {QStringLiteral("s"), test::climbRecords(Algorithm::Negamax, false, 34, 25, 5)}};
        ChartImageOptions options;
        options.size = QSize(800, 500);
        const QImage shown = renderChartImage(PlotKind::Time, runs, options);
        options.hiddenSeries = {buildPlotSeries(PlotKind::Time, runs).front().id};
        const QImage hidden = renderChartImage(PlotKind::Time, runs, options);
        QVERIFY(shown != hidden);
        // The line's colour is gone from the plot area (the dimmed legend entry remains).
        const QColor line = buildPlotSeries(PlotKind::Time, runs).front().color;
        const auto count = [&](const QImage& image) {
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width() * 2 / 3; ++x)
                    n += image.pixelColor(x, y) == line ? 1 : 0;
            return n;
        };
        QVERIFY(count(shown) > 100);
        QCOMPARE(count(hidden), 0);
    }

    // Compare with alpha-beta, Scout, NegaScout and negamax, TT off and on: eight lines a
    // student tells apart, a legend that lists every one whole, and files that leave out
    // what is hidden on screen.
    void eightSeriesReadAtAGlance()
    {
        ComparisonCharts charts;
        charts.resize(1024, 520);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        const std::vector<ComparisonRun> runs{{QStringLiteral("s"), classicalRecords()}};
        charts.setRuns(runs);
        charts.redrawNow();
        QApplication::processEvents();
        LabelChart* nodes = charts.nodesChart();
        QCOMPARE(nodes->plotSeries().size(), std::size_t(8));

        // Colour = algorithm, far apart; line style = TT.
        std::map<Algorithm, QColor> colors;
        for (const PlotSeries& s : nodes->plotSeries()) {
            if (colors.count(s.algorithm))
                QCOMPARE(s.color, colors[s.algorithm]);
            colors[s.algorithm] = s.color;
            QCOMPARE(s.penStyle, s.tt ? Qt::DashLine : Qt::SolidLine);
        }
        QCOMPARE(colors.size(), std::size_t(4));
        for (auto a = colors.begin(); a != colors.end(); ++a)
            for (auto b = std::next(a); b != colors.end(); ++b)
                QVERIFY2(labDistance(a->second, b->second) > 40, qPrintable(a->second.name() + " " + b->second.name()));

        QVERIFY(charts.grab().save(QDir(QStringLiteral(OSL_SCREENSHOT_DIR)).filePath("compare-eight-series.png")));
        // The legend lists every series with its whole name, wrapped where narrow, never elided.
        ChartLegend* legend = charts.nodesPanel()->legend();
        QCOMPARE(legend->textElideMode(), Qt::ElideNone);
        QCOMPARE(legend->seriesItems().size(), 8);
        const QFontMetrics metrics(legend->font());
        for (const PlotSeries& s : nodes->plotSeries()) {
            QTreeWidgetItem* item = legend->itemOf(s.id);
            QVERIFY2(item, qPrintable(s.name));
            QCOMPARE(item->text(0), s.name);
            const QRect rect = legend->visualItemRect(item);
            QVERIFY(rect.right() <= legend->viewport()->width());
            const int textWidth = rect.width() - legend->iconSize().width() - 30; // check box and gaps
            const QRect needed =
                metrics.boundingRect(QRect(0, 0, std::max(1, textWidth), 10000), Qt::TextWordWrap, s.name);
            QVERIFY2(rect.height() >= needed.height(), qPrintable(s.name));
        }

        // Hide Scout (both lines) in the time chart: gone from the PNG and from the SVG.
        LabelChart* time = charts.timeChart();
        QStringList hidden;
        for (const PlotSeries& s : time->plotSeries())
            if (s.algorithm == Algorithm::Scout)
                hidden << s.id;
        QCOMPARE(hidden.size(), 2);
        time->setHiddenSeries(hidden);
        ChartImageOptions options;
        options.size = QSize(1200, 800);
        options.hiddenSeries = time->hiddenSeries();
        options.formats = {FigureFormat::Png, FigureFormat::Svg, FigureFormat::Pdf};
        QTemporaryDir dir;
        QString error;
        QVERIFY2(writeChartImages(runs, dir.path(), options, &error), qPrintable(error));
        const QColor scout = colors[Algorithm::Scout];
        const QColor alphaBeta = colors[Algorithm::AlphaBeta];
        const QImage png(dir.filePath(QStringLiteral("time.png")));
        QCOMPARE(png.size(), QSize(1200, 800));
        QCOMPARE(pixelsOf(png, scout), 0);
        QVERIFY(pixelsOf(png, alphaBeta) > 100);
        QVERIFY(pixelsOf(QImage(dir.filePath(QStringLiteral("nodes.png"))), scout) > 100); // hidden in time only
        QFile svg(dir.filePath(QStringLiteral("time.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString svgText = QString::fromUtf8(svg.readAll());
        QVERIFY(svgText.size() > 10000);
        QVERIFY(!svgText.contains(scout.name(), Qt::CaseInsensitive));
        QVERIFY(svgText.contains(alphaBeta.name(), Qt::CaseInsensitive));
        QVERIFY(!svgText.contains(QStringLiteral(">Scout TT on<")));
        QVERIFY(svgText.contains(QStringLiteral("Alpha-beta TT on")));
        // The SVG drawn again by Qt's renderer: a whole figure, still without Scout.
        QSvgRenderer renderer(dir.filePath(QStringLiteral("time.svg")));
        QVERIFY(renderer.isValid());
        QImage drawn(1200, 800, QImage::Format_ARGB32);
        drawn.fill(Qt::white);
        QPainter painter(&drawn);
        renderer.render(&painter);
        painter.end();
        QVERIFY(test::distinctColors(drawn) > 50);
        QVERIFY(pixelsOf(drawn, alphaBeta) > 100);
        QCOMPARE(pixelsOf(drawn, scout), 0);
        drawn.save(QDir(QStringLiteral(OSL_SCREENSHOT_DIR)).filePath("eight-series-time-svg-rendered.png"));
        for (const QString& name : {QStringLiteral("nodes.pdf"), QStringLiteral("time.pdf")}) {
            QFile pdf(dir.filePath(name));
            QVERIFY(pdf.open(QIODevice::ReadOnly));
            QVERIFY(pdf.read(5) == "%PDF-");
            QVERIFY2(pdf.size() > 5000, qPrintable(QString::number(pdf.size())));
        }
        // Keep the figures to look at.
        const QDir shots(QStringLiteral(OSL_SCREENSHOT_DIR));
        for (const QString& name :
             {QStringLiteral("time.png"), QStringLiteral("time.svg"), QStringLiteral("nodes.pdf")}) {
            QFile::remove(shots.filePath("eight-series-" + name));
            QFile::copy(dir.filePath(name), shots.filePath("eight-series-" + name));
        }
    }

    // The main job of the README's first command: ten searches over the whole PV, ten decades of
    // nodes, at the CLI's default size. Qt Charts elides a tick label closer to the next than its
    // height ("..."): the figure labels fewer decades rather than let that happen.
    void aWholePvSweepFigureElidesNoTickLabel()
    {
        std::vector<ResultRecord> records;
        for (const AlgorithmInfo& info : kAlgorithms)
            for (const bool tt : {false, true})
                for (ResultRecord& r : test::climbRecords(info.algorithm, tt, 34, 1, tt ? 1.9 : 2.1)) {
                    r.tableStats.peakUsed = tt ? r.expanded : 0;
                    records.push_back(r);
                }
        const std::vector<ComparisonRun> runs{{QStringLiteral("s"), records}};
        ChartImageOptions options;
        options.size = QSize(1600, 1000);
        options.formats = {FigureFormat::Svg};
        QTemporaryDir dir;
        QString error;
        QVERIFY2(writeChartImages(runs, dir.path(), options, &error), qPrintable(error));
        for (const char* name : {"nodes.svg", "time.svg"}) {
            QFile svg(dir.filePath(QString::fromLatin1(name)));
            QVERIFY(svg.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(svg.readAll());
            QVERIFY2(text.contains(QStringLiteral("Negamax TT off")), name);
            // No elided text anywhere in the drawing (Qt Charts elides with "...").
            QVERIFY2(!text.contains(QChar(0x2026)) && !text.contains(QStringLiteral("...")), name);
        }
    }

    // Ten searches on a wide figure: the legend goes beside the plot, which keeps most of the
    // height and its axis title's full size; on a narrow figure the legend stays below.
    void tenSeriesListTheirLegendBesideAWideFigure()
    {
        std::vector<ResultRecord> records;
        for (const Algorithm algorithm :
             {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
            for (const bool tt : {false, true}) {
                auto climb = test::climbRecords(algorithm, tt, 34, 20, tt ? 1.9 : 2.3);
                records.insert(records.end(), climb.begin(), climb.end());
            }
        for (const char* policy : {"exact", "wipe:1000"})
            for (ResultRecord r : test::climbRecords(Algorithm::AlphaBeta, true, 34, 20, 2)) {
                r.table.policy = std::get<TablePolicy>(parsePolicy(policy));
                records.push_back(r);
            }
        const std::vector<ComparisonRun> runs{{QStringLiteral("s"), records}};
        const QDir shots(QStringLiteral(OSL_SCREENSHOT_DIR));
        for (const QSize size : {QSize(1600, 1000), QSize(800, 1000)}) {
            QGraphicsScene scene;
            auto* chart = new LabelChart(PlotKind::Nodes);
            scene.addItem(chart);
            applyPrintTheme(chart);
            chart->setPlotSeries(buildPlotSeries(PlotKind::Nodes, runs, NodeCounters::Generated));
            QCOMPARE(chart->chartSeries().size(), std::size_t(10));
            const QImage image = figureImage(chart, FigureSize{size, 1, 150});
            QVERIFY(image.save(
                shots.filePath(QStringLiteral("ten-series-%1x%2.png").arg(size.width()).arg(size.height()))));
            const qreal layoutHeight = kFigureLayoutWidth * size.height() / size.width();
            const bool wide = size.width() > size.height();
            // Beside: the chart is narrower than the figure and as high; below: as wide.
            QCOMPARE(chart->geometry().width() < kFigureLayoutWidth - 1, wide);
            if (wide) {
                QCOMPARE(chart->geometry().height(), layoutHeight);
                QVERIFY2(chart->plotArea().height() > 0.6 * layoutHeight,
                         qPrintable(QString::number(chart->plotArea().height())));
                const QFont title = chart->axes(Qt::Vertical).front()->titleFont();
                QVERIFY2(title.pixelSize() >= 12, qPrintable(QString::number(title.pixelSize())));
            }
        }
        // The files, to look at: PNG, SVG and PDF of the wide figure.
        ChartImageOptions options;
        options.formats = {FigureFormat::Png, FigureFormat::Svg, FigureFormat::Pdf};
        QString error;
        const QString dir = shots.filePath(QStringLiteral("ten-series-figures"));
        QVERIFY2(writeChartImages(runs, dir, options, &error), qPrintable(error));
        QVERIFY(QFileInfo(QDir(dir).filePath(QStringLiteral("nodes.pdf"))).size() > 5000);
    }

    void memoryIsTickedAtDecadesOfItsUnit()
    {
        const Unit mebibytes = memoryUnitFor(200 * 1024);
        QCOMPARE(mebibytes.symbol, QStringLiteral("MiB"));
        const AxisTicks ticks = logarithmicTicks(Quantity::Kibibytes, 10, 200 * 1024, mebibytes, QLocale::c());
        QStringList labels;
        for (const auto& [position, label] : ticks.ticks) {
            labels << label;
            // Each tick sits where its value in MiB, times 1024 KiB, lies on the log10(KiB) axis.
            QCOMPARE(position, std::log10(label.toDouble() * 1024));
        }
        QCOMPARE(labels, (QStringList{"0.001", "0.01", "0.1", "1", "10", "100", "1000"}));
        QVERIFY(ticks.low <= std::log10(10.0) && ticks.high >= std::log10(200.0 * 1024));
    }

    void aShortPlotGetsFewerDecades()
    {
        const AxisTicks all = logarithmicTicks(Quantity::Count, 1, 1e10, {}, QLocale::c());
        QCOMPARE(all.ticks.size(), 6); // every second decade beyond eight
        const AxisTicks few = logarithmicTicks(Quantity::Count, 1, 1e10, {}, QLocale::c(), 3);
        QVERIFY(few.ticks.size() <= 3);
        QVERIFY(few.low <= 0 && few.high >= 10); // still covering every value
        QCOMPARE(few.ticks.front().second, QStringLiteral("1"));
    }

    void emptyResultsStillDrawAxes()
    {
        QTemporaryDir dir;
        QVERIFY(writeComparisonCharts({}, dir.path(), {}, nullptr));
        QVERIFY(test::distinctColors(QImage(dir.filePath(QStringLiteral("nodes.png")))) > 2);
    }

    void unwritableDirectoryIsAnError()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("file")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QString error;
        QVERIFY(!writeComparisonCharts(comparisonRecords(), dir.filePath(QStringLiteral("file/sub")), {}, &error));
        QVERIFY(!error.isEmpty());
        ChartImageOptions bad;
        bad.size = QSize(0, 10);
        QVERIFY(!writeChartImages({}, dir.path(), bad, &error));
    }
};

QTEST_MAIN(TestChartExport)
#include "tst_chart_export.moc"
