#include "TestRecords.h"
#include "comparison/ChartExport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

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
        QVERIFY2(writeComparisonCharts(comparisonRecords(), target, &error), qPrintable(error));
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

    void emptyResultsStillDrawAxes()
    {
        QTemporaryDir dir;
        QVERIFY(writeComparisonCharts({}, dir.path(), nullptr));
        QVERIFY(test::distinctColors(QImage(dir.filePath(QStringLiteral("nodes.png")))) > 2);
    }

    void unwritableDirectoryIsAnError()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("file")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QString error;
        QVERIFY(!writeComparisonCharts(comparisonRecords(), dir.filePath(QStringLiteral("file/sub")), &error));
        QVERIFY(!error.isEmpty());
        ChartImageOptions bad;
        bad.size = QSize(0, 10);
        QVERIFY(!writeChartImages({}, dir.path(), bad, &error));
    }
};

QTEST_MAIN(TestChartExport)
#include "tst_ChartExport.moc"
