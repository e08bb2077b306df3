// The real othello-lab-cli executable, end to end: --version, --charts drawing PNG files with the
// widgets' chart code (the in-process suites use a fake writer), and every command's bad arguments
// ending in exit status 2 (1 for files it cannot write) with exactly one line on stderr.

#include "support/ProgramRun.h"

#include <QColor>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using othello::test::Finished;

Finished runCli(const QStringList& arguments)
{
    // A runtime folder of its own, so QApplication (for --charts) has nothing to warn about on stderr.
    static const QTemporaryDir runtime;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("XDG_RUNTIME_DIR", runtime.path());
    return othello::test::runProgram(QStringLiteral(OSL_CLI_BINARY), arguments, environment);
}

// Pixels of a clear hue (the series' lines and markers): the white background, the grey axes and
// the black text do not count.
int colouredPixels(const QImage& image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (QColor(image.pixel(x, y)).hsvSaturation() > 100)
                ++count;
    return count;
}

int nonWhitePixels(const QImage& image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if ((image.pixel(x, y) & 0xFFFFFF) != 0xFFFFFF)
                ++count;
    return count;
}

} // namespace

class TestCliBinary : public QObject {
    Q_OBJECT
private slots:
    void printsItsVersion()
    {
        const Finished r = runCli({"--version"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QCOMPARE(r.out, QString("othello-lab-cli " OSL_PROJECT_VERSION "\n"));
    }

    void sweepDrawsChartImages_data()
    {
        QTest::addColumn<QString>("tt");
        QTest::addColumn<QStringList>("images");
        QTest::newRow("tt off") << "off" << QStringList{"nodes.png", "time.png"};
        QTest::newRow("tt off,on") << "off,on"
                                   << QStringList{"nodes.png", "time.png", "tt-hit-rate.png", "tt-memory.png"};
    }
    void sweepDrawsChartImages()
    {
        QFETCH(QString, tt);
        QFETCH(QStringList, images);
        QTemporaryDir dir;
        const QString charts = dir.filePath("charts");
        const Finished r = runCli({"sweep", "--algorithms", "alphabeta,negascout", "--tt", tt, "--from", "34", "--to",
                                   "26", "--tt-mb", "4", "--out", dir.filePath("r.csv"), "--charts", charts});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QStringList written = QDir(charts).entryList({"*.png"}, QDir::Files, QDir::Name);
        images.sort();
        QCOMPARE(written, images);
        for (const QString& name : images) {
            const QImage image(QDir(charts).filePath(name));
            QVERIFY2(!image.isNull(), qPrintable(name + " does not decode"));
            // A two-column figure of a paper by default: 18.2 x 9.5 cm at 300 dpi.
            QCOMPARE(image.size(), QSize(2150, 1122));
            QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 300);
            // Axes, labels and legend: a few percent of the picture; the series: coloured pixels.
            const int drawn = nonWhitePixels(image);
            QVERIFY2(drawn > image.width() * image.height() / 100,
                     qPrintable(QString("%1: %2 drawn pixels").arg(name).arg(drawn)));
            const int coloured = colouredPixels(image);
            QVERIFY2(coloured > 500, qPrintable(QString("%1: %2 coloured pixels").arg(name).arg(coloured)));
        }
    }

    void everyCommandRefusesBadArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no command") << QStringList{} << 2 << "no command";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << 2 << "unknown command";
        QTest::newRow("help") << QStringList{"help", "frobnicate"} << 2 << "unknown command";
        QTest::newRow("pv") << QStringList{"pv", "extra"} << 2 << "unexpected argument";
        QTest::newRow("solve") << QStringList{"solve", "--label", "35"} << 2 << "not within 1..34";
        QTest::newRow("perft") << QStringList{"perft"} << 2 << "--depth";
        QTest::newRow("sweep") << QStringList{"sweep", "--from", "20", "--to", "25"} << 2 << "below --to";
        QTest::newRow("sweep unwritable")
            << QStringList{"sweep", "--from", "34", "--to", "34", "--out", "/proc/no-such-dir/r.csv"} << 1 << "--out";
        QTest::newRow("plan") << QStringList{"plan", "--algorithms", "minimax"} << 2 << "unknown algorithm";
        QTest::newRow("merge nothing") << QStringList{"merge"} << 2 << "";
        QTest::newRow("merge missing file") << QStringList{"merge", "/no/such/file.csv", "-o", "/tmp/x.csv"} << 1 << "";
        QTest::newRow("bench") << QStringList{"bench", "--slow"} << 2 << "unknown option";
        QTest::newRow("nboard") << QStringList{"nboard", "--depth", "0"} << 2 << "depth";
        QTest::newRow("tournament one player") << QStringList{"tournament", "--player", "greedy"} << 2 << "";
        QTest::newRow("tournament bad player")
            << QStringList{"tournament", "--player", "greedy", "--player", "alphabeta:depth=0"} << 2 << "depth";
        QTest::newRow("tournament missing openings")
            << QStringList{"tournament", "--player", "greedy", "--player", "negamax", "--openings", "/no/such.obf"} << 2
            << "";
        QTest::newRow("depth-compare algorithm")
            << QStringList{"depth-compare", "--algorithms", "scout,nonsense"} << 2 << "nonsense";
        QTest::newRow("depth-compare depth") << QStringList{"depth-compare", "--depth", "0"} << 2 << "--depth";
        QTest::newRow("depth-compare size") << QStringList{"depth-compare", "--size", "5"} << 2 << "--size";
        QTest::newRow("depth-compare positions")
            << QStringList{"depth-compare", "--positions", "/no/such.obf"} << 2 << "";
    }
    void everyCommandRefusesBadArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, mentions);
        const Finished r = runCli(arguments);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.startsWith("othello-lab-cli: error: "), qPrintable(r.err));
        QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1, qPrintable(r.err)); // exactly one line
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliBinary)
#include "tst_cli_binary.moc"
