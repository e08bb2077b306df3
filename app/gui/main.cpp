#include "ApplicationIcon.h"
#include "Language.h"
#include "MainWindow.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    // These names decide where QSettings keeps the window state and the chosen language.
    QApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
    QApplication::setApplicationName(QStringLiteral("Othello Search Lab"));
    QApplication::setApplicationVersion(QStringLiteral(OSL_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("othello-search-lab"));
    QApplication::setWindowIcon(othello::applicationIcon());

    const othello::InstalledTranslations translations(othello::storedLanguage());
    othello::MainWindow window;
    window.show();
    return QApplication::exec();
}
