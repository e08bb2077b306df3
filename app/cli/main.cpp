// othello-lab-cli: main() only; the commands live in core/cli.
#include "cli/CommandLine.h"

#include <QCoreApplication>
#include <QTextStream>
#include <memory>

#ifdef OSL_HAVE_CHARTS
#include "common/Headless.h"
#include "common/charts/ChartExport.h"

#include <QApplication>
#endif

int main(int argc, char* argv[])
{
#ifdef OSL_HAVE_CHARTS
    std::unique_ptr<othello::HeadlessRun> headless; // first, so it outlives the application
#endif
    std::unique_ptr<QCoreApplication> application;
#ifdef OSL_HAVE_CHARTS
    // Charts are drawn with widgets, which need a QApplication; offscreen needs no display.
    if (othello::hasOption(argc, argv, "--charts")) {
        headless = std::make_unique<othello::HeadlessRun>();
        application = std::make_unique<QApplication>(argc, argv);
    }
    const othello::ChartWriter writeCharts = [](const std::vector<othello::ResultRecord>& records,
                                                const othello::ChartRequest& request, QString* error) {
        return othello::writeComparisonCharts(records, request.directory, request.formats, error, request.size,
                                              request.dpi, request.panels);
    };
#else
    const othello::ChartWriter writeCharts = [](const std::vector<othello::ResultRecord>&, const othello::ChartRequest&,
                                                QString* error) {
        if (error)
            *error = "charts are not available in this build";
        return false;
    };
#endif
    if (!application)
        application = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName("othello-lab-cli");

    QTextStream out(stdout);
    QTextStream err(stderr);
    return othello::runCommandLine(QCoreApplication::arguments().mid(1), out, err, writeCharts);
}
