#include "common/charts/AxisScale.h"
#include "common/charts/ChartExport.h"
#include "common/charts/ChartLegend.h"
#include "common/charts/ChartPanel.h"
#include "common/charts/ComparisonNames.h"
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

// A copy of a written file among the screenshots, to look at.
bool keepCopy(const QString& file, const QString& name)
{
    const QString target = QDir(QStringLiteral(OSL_SCREENSHOT_DIR)).filePath(name);
    QDir().mkpath(QStringLiteral(OSL_SCREENSHOT_DIR));
    QFile::remove(target);
    return QFile::copy(file, target);
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
            // A two-column figure of a paper (18.2 cm wide) at 300 dpi, by default.
            QCOMPARE(image.size(), FigureOptions{}.figureSize().size);
            QCOMPARE(image.width(), int(std::lround(18.2 / 2.54 * 300)));
            QCOMPARE(image.dotsPerMeterX(), int(std::round(300 / 0.0254)));
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
        // The legend lists every series under its algorithm, one short line each ("TT on"),
        // wrapped where narrow, never elided.
        ChartLegend* legend = charts.nodesPanel()->legend();
        QCOMPARE(legend->textElideMode(), Qt::ElideNone);
        QCOMPARE(legend->seriesItems().size(), 8);
        const QFontMetrics metrics(legend->font());
        for (const PlotSeries& s : nodes->plotSeries()) {
            QTreeWidgetItem* item = legend->itemOf(s.id);
            QVERIFY2(item, qPrintable(s.name));
            QCOMPARE(item->text(0), s.groupText);
            QCOMPARE(item->parent()->text(0), algorithmText(s.algorithm));
            QCOMPARE(metrics.boundingRect(QRect(0, 0, 10000, 1000), 0, s.groupText).height(), metrics.height());
            const QRect rect = legend->visualItemRect(item);
            QVERIFY(rect.right() <= legend->viewport()->width());
            const int textWidth = rect.width() - legend->iconSize().width() - 30; // check box and gaps
            const QRect needed =
                metrics.boundingRect(QRect(0, 0, std::max(1, textWidth), 10000), Qt::TextWordWrap, s.groupText);
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
        // The legend names the algorithms left, each with its lines.
        QVERIFY(!svgText.contains(QStringLiteral(">Scout<")));
        QVERIFY(svgText.contains(QStringLiteral(">Alpha-beta<")));
        QVERIFY(svgText.contains(QStringLiteral(">TT on<")));
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
        for (const QString& name :
             {QStringLiteral("time.png"), QStringLiteral("time.svg"), QStringLiteral("nodes.pdf")})
            QVERIFY(keepCopy(dir.filePath(name), "eight-series-" + name));
    }

    // The main job of the README's first command: ten searches over the whole PV, ten decades of
    // nodes, at both paper sizes, overlaid and in panels. Qt Charts elides a tick label closer to
    // the next than its height ("..."): the figure labels fewer decades rather than let that happen.
    void aWholePvSweepFigureElidesNoTickLabel_data()
    {
        QTest::addColumn<int>("paper");
        QTest::addColumn<bool>("panels");
        QTest::newRow("one column") << int(PaperSize::OneColumn) << false;
        QTest::newRow("two columns") << int(PaperSize::TwoColumns) << false;
        QTest::newRow("one column, panels") << int(PaperSize::OneColumn) << true;
        QTest::newRow("two columns, panels") << int(PaperSize::TwoColumns) << true;
    }

    void aWholePvSweepFigureElidesNoTickLabel()
    {
        QFETCH(int, paper);
        QFETCH(bool, panels);
        std::vector<ResultRecord> records;
        for (const AlgorithmInfo& info : kAlgorithms)
            for (const bool tt : {false, true})
                for (ResultRecord& r : test::climbRecords(info.algorithm, tt, 34, 1, tt ? 1.9 : 2.1)) {
                    r.tableStats.peakUsed = tt ? r.expanded : 0;
                    r.tableStats.capacity = tt ? std::uint64_t(1) << 22 : 0;
                    records.push_back(r);
                }
        const std::vector<ComparisonRun> runs{{QStringLiteral("s"), records}};
        FigureOptions figure;
        figure.paper = PaperSize(paper);
        ChartImageOptions options;
        options.size = figure.figureSize().size;
        options.dpi = figure.dpi;
        options.layout = panels ? ChartLayout::Panels : ChartLayout::Overlaid;
        options.formats = {FigureFormat::Svg, FigureFormat::Png};
        QTemporaryDir dir;
        QString error;
        QVERIFY2(writeChartImages(runs, dir.path(), options, &error), qPrintable(error));
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
        for (const char* name : {"nodes.png", "time.png", "tt-memory.png"})
            QVERIFY(keepCopy(dir.filePath(QString::fromLatin1(name)),
                             QStringLiteral("whole-pv-%1-%2").arg(tag, QString::fromLatin1(name))));
        for (const char* name : {"nodes.svg", "time.svg", "tt-memory.svg"}) {
            QFile svg(dir.filePath(QString::fromLatin1(name)));
            QVERIFY(svg.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(svg.readAll());
            const bool tableOnly = QByteArray(name).startsWith("tt-");
            QVERIFY2(text.contains(panels          ? QStringLiteral(">Negamax<")
                                       : tableOnly ? QStringLiteral(">TT on<")
                                                   : QStringLiteral(">TT off<")),
                     name);
            // No elided text anywhere in the drawing (Qt Charts elides with "...").
            QVERIFY2(!text.contains(QChar(0x2026)) && !text.contains(QStringLiteral("...")), name);
        }
    }

    // One layout for every figure, whatever its size and view: title and subtitle (the view and
    // the positions) on top, the plot as wide as the figure, the legend below it with one line
    // per entry; type sizes in points, legible in print (7 pt and up), the value axis's title in
    // one size in every view.
    void everyFigureHasOneLayout_data()
    {
        QTest::addColumn<int>("paper");
        QTest::addColumn<QString>("view");
        for (const PaperSize paper : {PaperSize::OneColumn, PaperSize::TwoColumns})
            for (const char* view : {"absolute", "ratio", "branching"})
                QTest::addRow("%s, %s", qPrintable(paperSizeName(paper)), view)
                    << int(paper) << QString::fromLatin1(view);
    }

    void everyFigureHasOneLayout()
    {
        QFETCH(int, paper);
        QFETCH(QString, view);
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
        FigureOptions figure;
        figure.paper = PaperSize(paper);
        QGraphicsScene scene;
        auto* chart = new LabelChart(PlotKind::Nodes);
        scene.addItem(chart);
        applyPrintTheme(chart);
        std::vector<PlotSeries> series = buildPlotSeries(PlotKind::Nodes, runs, NodeCounters::Generated);
        if (view == QStringLiteral("ratio")) {
            chart->setRelative(series[2].name);
            series = relativeTo(series, searchKey(series[2]));
        } else if (view == QStringLiteral("branching")) {
            chart->setBranchingFactor(true);
            series = branchingFactors(series);
        }
        chart->setPlotSeries(std::move(series));
        QCOMPARE(chart->chartSeries().size(), std::size_t(10));
        const QString title = chart->title();
        const QImage image = figureImage(chart, figure.figureSize());
        QCOMPARE(image.size(), figure.figureSize().size);
        QCOMPARE(chart->title(), title); // the figure draws it, and gives it back
        const QString name = QStringLiteral("layout-%1-%2.png").arg(paperSizeName(figure.paper), view);
        QVERIFY(image.save(QDir(QStringLiteral(OSL_SCREENSHOT_DIR)).filePath(name)));

        // The subtitle names the view and the positions.
        const QString subtitle = chart->subtitle();
        // (A branching factor needs the next label: from label 33.)
        QVERIFY2(subtitle.contains(view == QStringLiteral("branching") ? QStringLiteral("6×6 PV, labels 33 to 20")
                                                                       : QStringLiteral("6×6 PV, labels 34 to 20")),
                 qPrintable(subtitle));
        QVERIFY2(subtitle.contains(view == QStringLiteral("ratio") ? QStringLiteral("ratio to Alpha-beta TT off")
                                       : view == QStringLiteral("branching") ? QStringLiteral("branching factor")
                                                                             : QStringLiteral("absolute values")),
                 qPrintable(subtitle));
        // Laid out in points: the chart is as wide as the figure, its legend below it.
        const qreal points = figure.centimetres().width() / 2.54 * 72;
        QVERIFY2(std::abs(chart->geometry().width() - (points - 8)) < 1,
                 qPrintable(QString::number(chart->geometry().width())));
        const qreal legendRows = 1 + 2; // Alpha-beta: its TT off, TT on and two policies take two rows at most
        QVERIFY2(chart->geometry().bottom() < points * figure.centimetres().height() / figure.centimetres().width() -
                         legendRows * kFigureLegendPoints,
                 qPrintable(QString::number(chart->geometry().bottom())));
        QVERIFY(chart->plotArea().height() > 0.4 * chart->geometry().height());
        for (QAbstractAxis* axis : chart->axes()) {
            QCOMPARE(axis->titleFont().pixelSize(), kFigureAxisTitlePoints);
            QCOMPARE(axis->labelsFont().pixelSize(), kFigureTickPoints);
            QVERIFY(kFigureTickPoints >= 7);
        }
        // The value axis's title says what, short: the subtitle names the reference.
        const QString valueTitle = chart->axes(Qt::Vertical).front()->titleText();
        QVERIFY2(valueTitle.size() <= 28, qPrintable(valueTitle));
    }

    // Sizes are ticked at 1, 10 and 100 of the unit each needs ("100 KiB", "1 MiB"), never
    // "0.001 MiB", and only around the data: from the tick below the smallest size to the one
    // above the largest.
    void memoryIsTickedInTheUnitItNeeds()
    {
        const Unit mebibytes = memoryUnitFor(200 * 1024);
        QCOMPARE(mebibytes.symbol, QStringLiteral("MiB"));
        const AxisTicks ticks = logarithmicTicks(Quantity::Kibibytes, 10, 200 * 1024, mebibytes, QLocale::c());
        QStringList labels;
        for (const auto& [position, label] : ticks.ticks)
            labels << label;
        QCOMPARE(labels, (QStringList{"10 KiB", "100 KiB", "1 MiB", "10 MiB", "100 MiB", "1 GiB"}));
        // Each tick sits at log10 of its size in KiB.
        QCOMPARE(ticks.ticks[2].first, std::log10(1024.0));
        QCOMPARE(ticks.ticks[0].first, 1.0);
        QVERIFY(ticks.low <= std::log10(10.0) && ticks.high >= std::log10(200.0 * 1024));
        // Within the data: the last tick is the first above the largest size.
        QVERIFY(std::pow(10.0, ticks.ticks[ticks.ticks.size() - 2].first) < 200 * 1024);
        // Tiny tables: bytes.
        const AxisTicks small = logarithmicTicks(Quantity::Kibibytes, 0.05, 3, memoryUnitFor(3), QLocale::c());
        QCOMPARE(small.ticks.front().second, QStringLiteral("10 B"));
        QCOMPARE(small.ticks.back().second, QStringLiteral("10 KiB"));
        QCOMPARE(memoryText(3.25 * 1024), QLocale().toString(3.25, 'f', 2) + QStringLiteral(" MiB"));
        QCOMPARE(memoryText(0.5), QStringLiteral("512 B"));
        // An empty table is not a point: a log axis cannot show it, and it would stretch the axis.
        ResultRecord empty = test::climbRecords(Algorithm::AlphaBeta, true, 34, 34, 2).front();
        empty.tableStats.capacity = 1024;
        empty.tableStats.peakUsed = 0;
        ResultRecord used = test::climbRecords(Algorithm::AlphaBeta, true, 33, 33, 2).front();
        used.tableStats.capacity = 1024;
        used.tableStats.peakUsed = 100;
        const auto memory = buildPlotSeries(PlotKind::TableMemory, {{QStringLiteral("s"), {empty, used}}});
        QCOMPARE(memory.size(), std::size_t(1));
        QCOMPARE(memory[0].points.size(), 1);
        QCOMPARE(memory[0].points[0].x(), 33.0);
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
