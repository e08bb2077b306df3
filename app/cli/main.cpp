// othello-lab-cli: main() only; the commands live in core/cli.
#include "cli/CommandLine.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>
#include <memory>
#include <string_view>

#ifdef OSL_HAVE_CHARTS
#include "comparison/ChartExport.h"

#include <QApplication>
#endif

namespace {

bool asksForCharts(int argc, char* argv[])
{
    return std::any_of(argv + 1, argv + argc, [](const char* argument) {
        const std::string_view text(argument);
        return text == "--charts" || text.starts_with("--charts=");
    });
}

} // namespace

int main(int argc, char* argv[])
{
    std::unique_ptr<QTemporaryDir> runtimeFolder;
    std::unique_ptr<QCoreApplication> application;
#ifdef OSL_HAVE_CHARTS
    // Charts are drawn with widgets, which need a QApplication; offscreen needs no display.
    if (asksForCharts(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        // Without a session (a batch job, ssh, cron) Qt warns about the missing runtime folder on
        // stderr; a private one for this run keeps stderr to our own messages.
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            runtimeFolder = std::make_unique<QTemporaryDir>();
            if (runtimeFolder->isValid())
                qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtimeFolder->path()));
        }
        application = std::make_unique<QApplication>(argc, argv);
    }
    const othello::ChartWriter writeCharts = othello::writeComparisonCharts;
#else
    (void)asksForCharts;
    const othello::ChartWriter writeCharts = [](const std::vector<othello::ResultRecord>&, const QString&,
                                                const QStringList&, QString* error) {
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
