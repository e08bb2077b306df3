#include "common/Headless.h"
#include "common/ImageFile.h"
#include "results/FileWrite.h"
#include "shell/ApplicationIcon.h"
#include "shell/Language.h"
#include "shell/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTextStream>
#include <QTimer>
#include <memory>

int main(int argc, char* argv[])
{
    // A screenshot, the help and the version need no display: they run offscreen.
    std::unique_ptr<othello::HeadlessRun> headless;
    for (const char* option : {"--screenshot", "--help", "-h", "--help-all", "--version", "-v"})
        if (othello::hasOption(argc, argv, option) && !headless)
            headless = std::make_unique<othello::HeadlessRun>();

    QApplication app(argc, argv);
    // These names decide where QSettings keeps the window state and the chosen language.
    QApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
    QApplication::setApplicationName(QStringLiteral("Othello Search Lab"));
    QApplication::setApplicationVersion(QStringLiteral(OSL_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("othello-search-lab"));
    QApplication::setWindowIcon(othello::applicationIcon());

    othello::useLanguage(othello::storedLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Othello Search Lab: exact game-tree search on Othello."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main",
                                    "Open the main window as it starts, save a picture of it as a PNG "
                                    "file and quit (no display needed)."),
        QCoreApplication::translate("main", "FILE"));
    parser.addOption(screenshot);
    parser.process(app);

    othello::MainWindow window;
    window.show();
    if (parser.isSet(screenshot)) {
        // Once the event loop has shown and laid out the window.
        QTimer::singleShot(0, &window, [&window, path = parser.value(screenshot)] {
            const QString reason = othello::writePngFile(window.grab().toImage(), path);
            if (!reason.isEmpty())
                QTextStream(stderr) << "othello-search-lab: " << othello::cannotWrite(path, reason) << "\n";
            QCoreApplication::exit(reason.isEmpty() ? 0 : 1);
        });
    }
    const int code = QApplication::exec();
    othello::stopUsingLanguage(); // while the application still exists to remove them from
    return code;
}
