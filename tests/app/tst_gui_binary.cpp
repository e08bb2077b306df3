// The real othello-search-lab executable's command line: --screenshot draws the main window as it
// opens into a PNG file without any display and quits (what .ci/package runs on the installed
// program), a file it cannot write is an error, and --help and --version answer without a display,
// in the user's language.

#include "support/ProgramRun.h"

#include <QColor>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <cstdlib>

namespace {

using othello::test::Finished;

// No display at all: no X server, no Wayland, no platform chosen. The test's own HOME (settings)
// stays, as does LANG unless the caller sets it.
QProcessEnvironment noDisplay()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR", "LANGUAGE", "LC_ALL"})
        environment.remove(QString::fromLatin1(name));
    environment.insert("LANG", "en_US.UTF-8");
    return environment;
}

Finished runGui(const QStringList& arguments, const QProcessEnvironment& environment = noDisplay())
{
    return othello::test::runProgram(QStringLiteral(OSL_GUI_BINARY), arguments, environment);
}

// Pixels of the board's felt (BoardView's kFelt, 0x2e8b57), give or take the antialiasing.
int feltPixels(const QImage& image)
{
    int count = 0;
    const QColor felt(0x2e, 0x8b, 0x57);
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor colour(image.pixel(x, y));
            if (std::abs(colour.red() - felt.red()) + std::abs(colour.green() - felt.green()) +
                    std::abs(colour.blue() - felt.blue()) <
                12)
                ++count;
        }
    return count;
}

} // namespace

class TestGuiBinary : public QObject {
    Q_OBJECT
private slots:
    void screenshotDrawsTheMainWindowWithoutADisplay()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("main.png");
        const Finished r = runGui({"--screenshot", path});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QImage image(path);
        QVERIFY2(!image.isNull(), "the screenshot does not decode as PNG");
        // The window as it opens: menus, tabs and the Explore page with its 6x6 board, whose felt
        // is a good share of the picture (a blank or unlaid-out window has none; the board shares
        // the page with the value chart, about a tenth of the window at 1180x760).
        QVERIFY2(image.width() >= 800 && image.height() >= 500,
                 qPrintable(QString("%1 x %2").arg(image.width()).arg(image.height())));
        const int felt = feltPixels(image);
        QVERIFY2(felt > image.width() * image.height() / 16, qPrintable(QString("%1 felt pixels").arg(felt)));
        // Nothing but the picture is left in the folder (the write is atomic).
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"main.png"});
    }

    // Issue 37: with a fresh profile on a 1024x700 screen the window opened at 1180x760, the
    // PV table's Move column, the Result panel and the status bar off the screen. It now opens
    // inside the screen's free area, leaving room for a window manager's frame.
    void aFreshProfileOnASmallScreenOpensAWindowThatFits()
    {
        QTemporaryDir dir;
        const QString screen = dir.filePath("screen.json");
        QFile config(screen);
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(R"({"screens": [{"name": "small", "x": 0, "y": 0, "width": 1024, "height": 700,
                         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
        config.close();
        QProcessEnvironment environment = noDisplay();
        environment.insert("QT_QPA_PLATFORM", "offscreen:configfile=" + screen);
        environment.insert("HOME", dir.filePath("home")); // a fresh profile: no size remembered
        const QString path = dir.filePath("small.png");
        const Finished r = runGui({"--screenshot", path}, environment);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QImage image(path);
        QVERIFY(!image.isNull());
        QVERIFY2(image.width() <= 1024 - 16 && image.height() <= 700 - 48,
                 qPrintable(QString("%1 x %2").arg(image.width()).arg(image.height())));
        QVERIFY(feltPixels(image) > 0);
    }

    void screenshotIntoAFolderThatDoesNotExistFails()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("missing/main.png");
        const Finished r = runGui({"--screenshot", path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("othello-search-lab: cannot write '" + path + "'"), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(path));
    }

    void printsItsVersion()
    {
        const Finished r = runGui({"--version"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("Othello Search Lab " OSL_PROJECT_VERSION "\n"));
    }

    void helpNamesTheScreenshotOption_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("wording");
        QTest::newRow("English") << "en_US.UTF-8"
                                 << "save a picture of it as a PNG file";
        QTest::newRow("Spanish") << "es_ES.UTF-8"
                                 << "guarda una imagen";
    }
    void helpNamesTheScreenshotOption()
    {
        QFETCH(QString, lang);
        QFETCH(QString, wording);
        QProcessEnvironment environment = noDisplay();
        environment.insert("LANG", lang);
        const Finished r = runGui({"--help"}, environment);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("--screenshot <"), qPrintable(r.out));
        QVERIFY2(r.out.simplified().contains(wording), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestGuiBinary)
#include "tst_gui_binary.moc"
