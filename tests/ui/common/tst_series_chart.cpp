#include "common/AlgorithmNames.h"
#include "common/charts/ChartFigure.h"
#include "common/charts/ChartLegend.h"
#include "common/charts/ChartPanel.h"
#include "common/charts/ChartPanels.h"
#include "common/charts/DepthChart.h"
#include "common/charts/SeriesChart.h"
#include "common/charts/SeriesChartView.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QGraphicsScene>
#include <QImage>
#include <QLineSeries>
#include <QLocale>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QValueAxis>
#include <array>
#include <cmath>
#include <set>

using namespace othello;

namespace {

const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

// CIE76 colour difference in L*a*b*: about 2.3 is just noticeable; beyond 20 two colours are
// told apart side by side.
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

// Pixels of `image` within `tolerance` of `color` (antialiased lines blend at their edges).
int pixelsNear(const QImage& image, const QColor& color, int tolerance = 10)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += std::abs(c.red() - color.red()) + std::abs(c.green() - color.green()) +
                        std::abs(c.blue() - color.blue()) <=
                    tolerance
                ? 1
                : 0;
        }
    return count;
}

// A line of an algorithm as the comparison draws it: its colour and marker, dashed with a table.
ChartSeries lineOf(Algorithm algorithm, bool tt, const QList<QPointF>& points)
{
    ChartSeries s;
    s.name = translatedAlgorithmName(algorithm) + (tt ? QStringLiteral(" TT on") : QStringLiteral(" TT off"));
    s.id = s.name;
    s.group = translatedAlgorithmName(algorithm);
    s.groupText = tt ? QStringLiteral("TT on") : QStringLiteral("TT off");
    s.panel = s.group;
    s.panelText = s.groupText;
    s.color = algorithmColor(algorithm);
    s.marker = algorithmMarker(algorithm);
    s.penStyle = ttPenStyle(tt);
    s.points = points;
    return s;
}

QList<QPointF> climb(double growth, double first = 3)
{
    QList<QPointF> points;
    double value = first;
    for (int label = 34; label >= 25; --label, value *= growth)
        points.prepend(QPointF(label, std::round(value)));
    return points;
}

// The eight lines of the assignment: the four classical searches, without and with a table;
// Scout's counts close to NegaScout's and alpha-beta's, as they are.
std::vector<ChartSeries> eightLines()
{
    std::vector<ChartSeries> lines;
    const std::pair<Algorithm, double> growths[] = {
        {Algorithm::Negamax, 4.1}, {Algorithm::AlphaBeta, 2.6}, {Algorithm::Scout, 2.62}, {Algorithm::NegaScout, 2.6}};
    for (const auto& [algorithm, growth] : growths)
        for (const bool tt : {false, true})
            lines.push_back(lineOf(algorithm, tt, climb(tt ? growth * 0.93 : growth)));
    return lines;
}

} // namespace

// The one chart of the application (ui/common/charts): every series told apart, coinciding
// series both drawn, the pointer's readout, clicks, panels and the figures' type sizes.
class TestSeriesChart : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(QDir().mkpath(kScreenshotDir)); }

    // Colour and marker name the algorithm: all five, best included, differ in both.
    void everyAlgorithmHasAColourAndAMarkerOfItsOwn()
    {
        std::set<QRgb> colors;
        std::set<MarkerShape> markers;
        std::set<std::pair<QRgb, MarkerShape>> pairs;
        for (const AlgorithmInfo& info : kAlgorithms) {
            colors.insert(algorithmColor(info.algorithm).rgb());
            markers.insert(algorithmMarker(info.algorithm));
            pairs.insert({algorithmColor(info.algorithm).rgb(), algorithmMarker(info.algorithm)});
        }
        QCOMPARE(colors.size(), kAlgorithms.size());
        QCOMPARE(markers.size(), kAlgorithms.size());
        QCOMPARE(pairs.size(), kAlgorithms.size());
        for (const AlgorithmInfo& a : kAlgorithms)
            for (const AlgorithmInfo& b : kAlgorithms)
                if (a.algorithm != b.algorithm)
                    QVERIFY2(labDistance(algorithmColor(a.algorithm), algorithmColor(b.algorithm)) > 40,
                             qPrintable(algorithmColor(a.algorithm).name() + " " + algorithmColor(b.algorithm).name()));
        // And the legend shows both: a sample with the line and the marker.
        SeriesChart chart(Quantity::Count);
        ChartLegend legend(&chart);
        std::vector<ChartSeries> lines;
        for (const AlgorithmInfo& info : kAlgorithms)
            lines.push_back(lineOf(info.algorithm, info.algorithm == Algorithm::Best, climb(2)));
        chart.setSeries(lines);
        QCOMPARE(legend.seriesItems().size(), int(kAlgorithms.size()));
        QSet<qint64> icons;
        for (QTreeWidgetItem* item : legend.seriesItems())
            icons.insert(item->icon(0).pixmap(legend.iconSize()).toImage().cacheKey());
        QCOMPARE(icons.size(), int(kAlgorithms.size()));
    }

    // A policy comparison's ten (and more) members: a colour and a marker each, no pair twice,
    // the ten colours told apart side by side.
    void aCategoryOfTenHasTenLooks()
    {
        std::set<std::pair<QRgb, MarkerShape>> pairs;
        for (std::size_t i = 0; i < 40; ++i)
            pairs.insert({categoryColor(i).rgb(), categoryMarker(i)});
        QCOMPARE(pairs.size(), std::size_t(40));
        for (std::size_t a = 0; a < kCategoryColors; ++a) {
            QCOMPARE(categoryMarker(a), markerShapeAt(a));
            for (std::size_t b = 0; b < a; ++b)
                QVERIFY2(labDistance(categoryColor(a), categoryColor(b)) > 20,
                         qPrintable(categoryColor(a).name() + " " + categoryColor(b).name()));
        }
    }

    // Two series with the very same values both draw: their points side by side, a few pixels
    // apart, not one under the other; the readout says which is the same as which.
    void coincidentSeriesBothDraw()
    {
        auto* chart = new SeriesChart(Quantity::Count);
        SeriesChartView view(chart);
        view.resize(700, 450);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        ChartSeries scout = lineOf(Algorithm::Scout, false, climb(3));
        ChartSeries negaScout = lineOf(Algorithm::NegaScout, false, climb(3));
        ChartSeries alphaBeta = lineOf(Algorithm::AlphaBeta, false, climb(3));
        chart->setSeries({scout, negaScout, alphaBeta});
        QApplication::processEvents();
        const QList<QPointF> a = chart->drawnPoints(scout.id);
        const QList<QPointF> b = chart->drawnPoints(negaScout.id);
        const QList<QPointF> c = chart->drawnPoints(alphaBeta.id);
        QCOMPARE(a.size(), scout.points.size());
        for (qsizetype i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].y(), b[i].y());
            // Shifted apart sideways, by less than half the step to the next label.
            QVERIFY2(a[i].x() < b[i].x() && b[i].x() < c[i].x(), qPrintable(QString::number(i)));
            QVERIFY(c[i].x() - a[i].x() < 0.5);
            QCOMPARE(b[i].x(), scout.points[i].x()); // the middle one stays on its label
        }
        // In the picture: each colour plenty, though the lines lie on each other.
        const QImage image = view.grab().toImage();
        QVERIFY(image.save(QDir(kScreenshotDir).filePath(QStringLiteral("coincident-series.png"))));
        for (const ChartSeries& s : {scout, negaScout, alphaBeta})
            QVERIFY2(pixelsNear(image, s.color) > 150, qPrintable(s.name));

        // The readout names the very same values.
        const ChartReadout readout = chart->readoutAt(30.2);
        QCOMPARE(readout.x, 30.0);
        QCOMPARE(readout.rows.size(), 3);
        QCOMPARE(readout.rows[0].note, QString());
        QCOMPARE(readout.rows[1].note, QStringLiteral("same as %1").arg(scout.name));
        QCOMPARE(readout.rows[2].note, QStringLiteral("same as %1").arg(scout.name));

        // Hidden, one line no longer pushes the others aside.
        chart->setSeriesHidden(alphaBeta.id, true);
        QVERIFY(chart->drawnPoints(scout.id)[0].x() < chart->drawnPoints(negaScout.id)[0].x());
        QCOMPARE((chart->drawnPoints(scout.id)[0].x() + chart->drawnPoints(negaScout.id)[0].x()) / 2,
                 scout.points[0].x());
        // Far apart, points stay on their labels.
        negaScout.points = climb(3, 300);
        chart->setSeries({scout, negaScout, alphaBeta});
        QCOMPARE(chart->drawnPoints(scout.id), chart->drawnPoints(scout.id)); // stable
        for (qsizetype i = 0; i < scout.points.size(); ++i)
            QCOMPARE(chart->drawnPoints(negaScout.id)[i].x(), negaScout.points[i].x());
    }

    // Two coincident series stay apart in the figures too: PNG, SVG and PDF.
    void coincidentSeriesBothDrawInEveryFigure()
    {
        QGraphicsScene scene;
        auto* chart = new SeriesChart(Quantity::Count);
        scene.addItem(chart);
        applyPrintTheme(chart);
        const ChartSeries scout = lineOf(Algorithm::Scout, false, climb(3));
        const ChartSeries negaScout = lineOf(Algorithm::NegaScout, false, climb(3));
        chart->setSeries({scout, negaScout});
        FigureOptions figure;
        figure.paper = PaperSize::OneColumn;
        const QImage png = figureImage(chart, figure.figureSize());
        QVERIFY(pixelsNear(png, scout.color) > 300);
        QVERIFY(pixelsNear(png, negaScout.color) > 300);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(
            writeFigure(chart, dir.filePath(QStringLiteral("f.svg")), FigureFormat::Svg, figure.figureSize(), &error),
            qPrintable(error));
        QVERIFY2(
            writeFigure(chart, dir.filePath(QStringLiteral("f.pdf")), FigureFormat::Pdf, figure.figureSize(), &error),
            qPrintable(error));
        QSvgRenderer svg(dir.filePath(QStringLiteral("f.svg")));
        QVERIFY(svg.isValid());
        QImage drawn(png.size(), QImage::Format_ARGB32);
        drawn.fill(Qt::white);
        QPainter painter(&drawn);
        svg.render(&painter);
        painter.end();
        QVERIFY(pixelsNear(drawn, scout.color) > 300);
        QVERIFY(pixelsNear(drawn, negaScout.color) > 300);
        QFile pdf(dir.filePath(QStringLiteral("f.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QCOMPARE(pdf.read(5), QByteArray("%PDF-"));
    }

    // Pointing at the plot lists every shown series at the nearest x: counts with thousands
    // separators, durations with their unit; highest first; none left out, not even those
    // without a point there.
    void theReadoutListsEveryShownSeries()
    {
        const QLocale saved;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        auto* chart = new SeriesChart(Quantity::Count);
        chart->setXTitle(QStringLiteral("PV label"));
        SeriesChartView view(chart);
        view.resize(800, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        std::vector<ChartSeries> lines = eightLines();
        lines[0].points.removeFirst(); // negamax TT off has no point at label 25
        chart->setSeries(lines);
        chart->setSeriesHidden(lines[7].id, true);
        QApplication::processEvents();

        const QPointF at = chart->mapToPosition(QPointF(25, std::log10(1000.0)), chart->series().front());
        view.showReadoutAt(view.mapFromScene(chart->mapToScene(at)));
        QVERIFY(view.readoutBox()->isVisible());
        const ChartReadout& readout = view.readoutBox()->readout();
        QCOMPARE(readout.heading, QStringLiteral("PV label 25"));
        QCOMPARE(readout.rows.size(), 7); // the hidden one is not shown, so not listed
        for (qsizetype i = 0; i + 1 < readout.rows.size(); ++i)
            if (readout.rows[i + 1].hasValue)
                QVERIFY(readout.rows[i].value.size() >= readout.rows[i + 1].value.size());
        QCOMPARE(readout.rows.back().name, lines[0].name);
        QCOMPARE(readout.rows.back().value, QStringLiteral("—"));
        const qint64 negamaxOn = qint64(lines[1].points.front().y());
        QCOMPARE(readout.rows.front().name, lines[1].name);
        QCOMPARE(readout.rows.front().value, QLocale().toString(negamaxOn));
        QVERIFY(readout.rows.front().value.contains(QLatin1Char(',')));
        QVERIFY(view.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("readout-eight-series.png"))));
        // Outside the plot: gone.
        view.showReadoutAt(QPoint(2, 2));
        QVERIFY(!view.readoutBox()->isVisible());

        // Durations say their unit.
        chart->setQuantity(Quantity::Seconds);
        std::vector<ChartSeries> times{lineOf(Algorithm::Scout, false, {QPointF(30, 0.0042), QPointF(31, 0.00002)})};
        chart->setSeries(times);
        QCOMPARE(chart->readoutAt(30).rows.front().value, QStringLiteral("4.20 ms"));
        QCOMPARE(chart->readoutAt(31).rows.front().value, QStringLiteral("20 µs"));
        QLocale::setDefault(saved);
    }

    // A click on a point (not a drag) names the point; a drag zooms.
    void aClickPicksAPointAndADragZooms()
    {
        auto* chart = new SeriesChart(Quantity::Count);
        SeriesChartView view(chart);
        view.resize(700, 450);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const std::vector<ChartSeries> lines = eightLines();
        chart->setSeries(lines);
        QApplication::processEvents();
        QSignalSpy clicked(chart, &SeriesChart::pointClicked);
        const QPointF drawn = chart->drawnPoints(lines[0].id)[9]; // negamax at label 34
        const QPoint at = view.mapFromScene(chart->mapToScene(chart->mapToPosition(drawn, chart->series().front())));
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked[0][1].toInt(), 9);
        QVERIFY(!chart->isZoomed());
        // Away from every point: nothing.
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.viewport()->rect().center() + QPoint(0, -150));
        QCOMPARE(clicked.size(), 1);
        // A rectangle dragged: a zoom.
        const QPoint from = view.mapFromScene(chart->mapToScene(chart->plotArea().center())) - QPoint(80, 60);
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.viewport(), from + QPoint(160, 120));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, from + QPoint(160, 120));
        QVERIFY(chart->isZoomed());
        QCOMPARE(clicked.size(), 1);
    }

    // Panels: one per algorithm, the same axes in every one, in a grid that fits the window.
    void panelsShareTheirAxes()
    {
        auto* chart = new SeriesChart(Quantity::Count);
        chart->setTitle(QStringLiteral("Nodes"));
        chart->setXTitle(QStringLiteral("PV label"));
        chart->setValueTitle(QStringLiteral("generated nodes"));
        ChartPanel panel(chart);
        panel.resize(1000, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        chart->setSeries(eightLines());
        chart->setLayoutMode(ChartLayout::Panels);
        QVERIFY(panel.panelsButton()->isChecked());
        PanelGrid* grid = panel.panelGrid();
        QVERIFY(grid && grid->isVisible());
        grid->syncNow();
        QApplication::processEvents();
        const std::vector<SeriesChart*> panels = grid->panelCharts();
        QCOMPARE(panels.size(), std::size_t(4));
        const auto axis = [](SeriesChart* shown, Qt::Orientation orientation) {
            return qobject_cast<QValueAxis*>(shown->axes(orientation).front());
        };
        for (SeriesChart* p : panels) {
            QCOMPARE(p->chartSeries().size(), std::size_t(2));
            QCOMPARE(axis(p, Qt::Vertical)->min(), axis(panels.front(), Qt::Vertical)->min());
            QCOMPARE(axis(p, Qt::Vertical)->max(), axis(panels.front(), Qt::Vertical)->max());
            QCOMPARE(axis(p, Qt::Horizontal)->min(), axis(panels.front(), Qt::Horizontal)->min());
            QCOMPARE(p->tickLabels(), panels.front()->tickLabels());
        }
        QCOMPARE(panels[0]->chartSeries()[0].group, translatedAlgorithmName(Algorithm::Negamax));
        QVERIFY(panel.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("panels-eight-series.png"))));
        // Hiding both of an algorithm's lines drops its panel; the others keep the shared axes.
        chart->setHiddenSeries({eightLines()[0].id, eightLines()[1].id});
        grid->syncNow();
        QCOMPARE(grid->panelCharts().size(), std::size_t(3));
        QCOMPARE(panelColumns(4, QSizeF(900, 600)), 2);
        QCOMPARE(panelColumns(4, QSizeF(1600, 300)), 4);
        QCOMPARE(panelColumns(1, QSizeF(100, 100)), 1);
        chart->setLayoutMode(ChartLayout::Overlaid);
        QVERIFY(panel.view()->isVisible());
    }

    // Panels rearranged from one column to two fill the grid's height: the rows of the first
    // arrangement no longer take room (they left a third of the grid empty).
    void panelsFillTheirGridAfterARearrangement()
    {
        auto* chart = new SeriesChart(Quantity::Count);
        chart->setXTitle(QStringLiteral("PV label"));
        ChartPanel panel(chart);
        panel.resize(420, 900);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        chart->setSeries(eightLines());
        chart->setLayoutMode(ChartLayout::Panels);
        PanelGrid* grid = panel.panelGrid();
        grid->syncNow();
        QApplication::processEvents();
        const auto columnsOf = [](const std::vector<SeriesChartView*>& views) {
            std::set<int> lefts;
            for (SeriesChartView* view : views)
                lefts.insert(view->x());
            return lefts.size();
        };
        QCOMPARE(columnsOf(grid->panelViews()), std::size_t(1));
        panel.resize(900, 420);
        QApplication::processEvents();
        QCOMPARE(columnsOf(grid->panelViews()), std::size_t(2));
        int bottom = 0;
        for (SeriesChartView* view : grid->panelViews())
            bottom = std::max(bottom, view->geometry().bottom());
        // Below the panels only the x axis's title.
        QVERIFY2(grid->height() - bottom < 3 * grid->fontMetrics().height(),
                 qPrintable(QStringLiteral("%1 of %2").arg(bottom).arg(grid->height())));
    }

    // Markers are drawn smaller where the x's lie close, so the line's style shows between them,
    // and never below half their size.
    void markersShrinkWhereTheXsLieClose()
    {
        auto* chart = new SeriesChart(Quantity::Count);
        SeriesChartView view(chart);
        view.resize(1400, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QList<QPointF> points;
        for (int label = 14; label <= 34; ++label)
            points.append(QPointF(label, std::pow(2.0, 34 - label)));
        chart->setSeries({lineOf(Algorithm::Scout, false, points), lineOf(Algorithm::Scout, true, points)});
        QApplication::processEvents();
        QCOMPARE(chart->drawnMarkerSize(), chart->markerSize());
        view.resize(260, 300);
        QApplication::processEvents();
        QVERIFY2(chart->drawnMarkerSize() < chart->markerSize() * 0.8,
                 qPrintable(QString::number(chart->drawnMarkerSize())));
        QVERIFY(chart->drawnMarkerSize() >= chart->markerSize() * 0.5);
        QCOMPARE(chart->lineOf(chart->chartSeries()[0].id)->markerSize(), chart->drawnMarkerSize());
        view.resize(1400, 500);
        QApplication::processEvents();
        QCOMPARE(chart->drawnMarkerSize(), chart->markerSize());
    }

    // A value axis title longer than the plot is high gives way to its short form: Qt Charts
    // would elide it ("generated nodes: L ÷ ...").
    void aLongValueTitleGivesWayToItsShortForm()
    {
        auto* chart = new SeriesChart(Quantity::Ratio);
        chart->setAlwaysLinear(true);
        chart->setValueTitle(QStringLiteral("generated nodes: L ÷ L+1, a long axis title"),
                             QStringLiteral("branching factor"));
        SeriesChartView view(chart);
        view.resize(600, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        chart->setSeries({lineOf(Algorithm::Scout, false, {QPointF(30, 2), QPointF(31, 3)})});
        QApplication::processEvents();
        QCOMPARE(chart->valueAxisTitle(), QStringLiteral("generated nodes: L ÷ L+1, a long axis title"));
        view.resize(600, 180);
        QApplication::processEvents();
        QCOMPARE(chart->valueAxisTitle(), QStringLiteral("branching factor"));
    }

    // Figures are laid out in points: at every resolution the same layout, type of 7 pt and up,
    // legible when printed at the paper's size.
    void figuresKeepTheirTypeSizeAtEveryResolution()
    {
        QGraphicsScene scene;
        auto* chart = new SeriesChart(Quantity::Count);
        scene.addItem(chart);
        applyPrintTheme(chart);
        chart->setTitle(QStringLiteral("Nodes per PV label"));
        chart->setSubtitle(QStringLiteral("absolute values · 6×6 PV, labels 34 to 25"));
        chart->setSeries(eightLines());
        for (const PaperSize paper : {PaperSize::OneColumn, PaperSize::TwoColumns}) {
            FigureOptions figure;
            figure.paper = paper;
            QRectF plot;
            for (const int dpi : {150, 300, 600}) {
                figure.dpi = dpi;
                const QImage image = figureImage(chart, figure.figureSize());
                QCOMPARE(image.width(), int(std::lround(figure.centimetres().width() / 2.54 * dpi)));
                QCOMPARE(image.dotsPerMeterX(), int(std::round(dpi / 0.0254)));
                if (plot.isNull())
                    plot = chart->plotArea();
                QVERIFY(std::abs(chart->plotArea().width() - plot.width()) < 1); // in points: alike
                QVERIFY(std::abs(chart->plotArea().height() - plot.height()) < 1);
                if (dpi == 300)
                    QVERIFY(image.save(
                        QDir(kScreenshotDir)
                            .filePath(QStringLiteral("figure-%1-eight-series.png").arg(paperSizeName(paper)))));
            }
            for (QAbstractAxis* axis : chart->axes()) {
                QVERIFY(axis->labelsFont().pixelSize() >= 7);
                QVERIFY(axis->titleFont().pixelSize() >= 7);
            }
        }
        QVERIFY(kFigureLegendPoints >= 7 && kFigureTitlePoints >= 7 && kFigureSubtitlePoints >= 7);
    }

    // The depth chart follows the same rules: a marker per algorithm, the readout, the export.
    void theDepthChartFollowsTheSameRules()
    {
        DepthChart depths(DepthChart::Metric::Nodes);
        depths.resize(800, 450);
        depths.show();
        QVERIFY(QTest::qWaitForWindowExposed(&depths));
        std::vector<depth::DepthComparisonRow> rows;
        for (const Algorithm algorithm : {Algorithm::AlphaBeta, Algorithm::NegaScout})
            for (const bool table : {false, true})
                for (int d = 1; d <= 5; ++d) {
                    depth::DepthComparisonRow row;
                    row.algorithm = algorithm;
                    row.table = table;
                    row.depth = d;
                    row.position = 0;
                    row.result.stats.generated = std::uint64_t(std::pow(5.0, d)) * (table ? 1 : 2);
                    row.result.seconds = 0.001 * d;
                    rows.push_back(row);
                }
        depths.showRows(rows, 1, 5);
        depths.setPositions(QStringLiteral("6×6, the start position"));
        const auto& series = depths.chart()->chartSeries();
        QCOMPARE(series.size(), std::size_t(4));
        QCOMPARE(series[0].marker, algorithmMarker(Algorithm::AlphaBeta));
        QCOMPARE(series[2].marker, algorithmMarker(Algorithm::NegaScout));
        QCOMPARE(series[1].penStyle, Qt::DashLine);
        QVERIFY(depths.exportButton()->isVisibleTo(&depths));
        QVERIFY(depths.chart()->subtitle().contains(QStringLiteral("the start position")));
        const ChartReadout readout = depths.chart()->readoutAt(3);
        QCOMPARE(readout.rows.size(), 4);
        QCOMPARE(readout.heading, QStringLiteral("depth 3"));
        QTemporaryDir dir;
        QString error;
        FigureOptions figure;
        figure.paper = PaperSize::OneColumn;
        QVERIFY2(writeChartFigure(*depths.chart(), dir.filePath(QStringLiteral("d.png")), FigureFormat::Png,
                                  figure.figureSize(), &error),
                 qPrintable(error));
        const QImage image(dir.filePath(QStringLiteral("d.png")));
        QCOMPARE(image.size(), figure.figureSize().size);
        QVERIFY(pixelsNear(image, algorithmColor(Algorithm::NegaScout)) > 100);
        QVERIFY(image.save(QDir(kScreenshotDir).filePath(QStringLiteral("depth-figure-column.png"))));
    }
};

QTEST_MAIN(TestSeriesChart)
#include "tst_series_chart.moc"
