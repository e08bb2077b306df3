// The desktop application's main window, running a comparison that takes minutes (negamax
// without a TT from label 34 up to 1) and printing "rows N" as the results table grows, so a
// test can kill it (SIGKILL) at a known point and then check the journal it left behind.
#include "compare/ComparisonJournal.h"
#include "compare/ComparisonPanel.h"
#include "compare/ComparisonView.h"
#include "compare/ResultsTableModel.h"
#include "shell/MainWindow.h"

#include <QApplication>
#include <cstdio>

int main(int argc, char* argv[])
{
    using namespace othello;
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
    QApplication::setApplicationName(QStringLiteral("Othello Search Lab"));
    MainWindow window;
    window.show();
    auto* view = window.findChild<ComparisonView*>();
    view->setPromptsEnabled(false);

    ComparisonSettings settings;
    settings.combinations = {{Algorithm::Negamax, false}};
    settings.fromLabel = 34;
    settings.toLabel = 1;
    settings.timeLimitSeconds = 600;
    view->panel()->setSettings(settings);
    QObject::connect(view->results(), &QAbstractItemModel::rowsInserted, [view] {
        std::printf("rows %d\n", view->results()->rowCount());
        std::fflush(stdout);
    });
    std::printf("journal %s\n", qPrintable(ComparisonJournal::defaultDirectory()));
    std::fflush(stdout);
    view->startComparison();
    return QApplication::exec();
}
