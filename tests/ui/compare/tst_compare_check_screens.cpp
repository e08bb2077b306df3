// The Compare tab with a checked student run, inside the window at the sizes students use
// (1024x700 and 1600x1000), in English and Spanish: the summary line, the table's verdicts with
// both numbers where they differ, the Runs tab's tallies and the charts with the lab's run beside
// the student's. Renders each screen into <build>/screenshots for a person to look at.

#include "compare/ComparisonCharts.h"
#include "compare/ComparisonJournal.h"
#include "compare/ComparisonView.h"
#include "compare/ResultsTable.h"
#include "compare/ResultsTableModel.h"
#include "compare/RunCheck.h"
#include "compare/RunList.h"
#include "engine/board/PrincipalVariation.h"
#include "shell/Language.h"
#include "shell/MainWindow.h"
#include "support/TestTimeScale.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace othello;

namespace {

const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

// A student's alpha-beta with the course's table over labels 34..20, every number the lab's but
// the #generated of label `altered`, `extra` too many.
QByteArray studentLog(int altered, std::uint64_t extra)
{
    QByteArray log = "Algorithm: Negamax (alpha-beta version) w/ transposition table\nMoving along PV:\n";
    for (int label = 34; label >= 20; --label) {
        const Board board = PrincipalVariation::sixBySix().position(label);
        SearchResult result = solve(board, trace::courseSearchOptions(Algorithm::AlphaBeta, true));
        if (label == altered)
            result.stats.generated += extra;
        log += QStringLiteral("%1. %2 moves: value=%3, #expanded=%4, #generated=%5, seconds=%6\n")
                   .arg(label)
                   .arg(board.toMove == Color::Black ? "Black" : "White")
                   .arg(result.value)
                   .arg(result.stats.expanded)
                   .arg(result.stats.generated)
                   .arg(result.seconds * 3) // a student's program is slower
                   .toUtf8();
    }
    return log;
}

} // namespace

class TestCompareCheckScreens : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Check Screens"));
        QVERIFY(QDir().mkpath(kScreenshotDir));
    }

    void init()
    {
        QSettings().clear();
        QDir(ComparisonJournal::defaultDirectory()).removeRecursively();
    }

    void checkedRun_data()
    {
        QTest::addColumn<bool>("spanish");
        QTest::addColumn<QSize>("size");
        QTest::newRow("en-1024x700") << false << QSize(1024, 700);
        QTest::newRow("en-1600x1000") << false << QSize(1600, 1000);
        QTest::newRow("es-1024x700") << true << QSize(1024, 700);
        QTest::newRow("es-1600x1000") << true << QSize(1600, 1000);
    }

    void checkedRun()
    {
        QFETCH(bool, spanish);
        QFETCH(QSize, size);
        const InstalledTranslations translations(spanish ? Language::Spanish : Language::English);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("alice.txt"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(studentLog(26, 6));
        }
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* view = window.findChild<ComparisonView*>();
        QVERIFY(view);
        view->setPromptsEnabled(false);
        window.findChild<QTabWidget*>(QStringLiteral("pageTabs"))->setCurrentWidget(view);
        QString error;
        QVERIFY2(view->checkImplementationFiles({path}, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!view->isChecking(), test::scaledMs(60000));
        view->charts()->redrawNow();

        const QString name = QStringLiteral("check-%1-%2x%3")
                                 .arg(spanish ? QStringLiteral("es") : QStringLiteral("en"))
                                 .arg(size.width())
                                 .arg(size.height());
        const auto save = [&](const QString& what) {
            QApplication::processEvents();
            const QString file = QDir(kScreenshotDir).filePath(name + what + QStringLiteral(".png"));
            QVERIFY2(window.grab().save(file), qPrintable(file));
        };
        // The differing row in sight.
        auto* table = view->findChild<ResultsTable*>(QStringLiteral("resultsTable"));
        ResultsTableModel* model = view->results();
        const int row = model->rowOf(0, model->runs()[0].records[8]); // label 26
        QCOMPARE(model->runs()[0].records[8].label, 26);
        for (int viewRow = 0; viewRow < table->model()->rowCount(); ++viewRow)
            if (table->sourceRow(viewRow) == row)
                table->scrollTo(table->model()->index(viewRow, ResultsTableModel::Verdict),
                                QAbstractItemView::PositionAtCenter);
        save(QString());
        QCOMPARE(window.size(), size); // nothing asks for more than the window has
        QLabel* summary = view->checkSummary();
        QVERIFY(summary->isVisible());
        QVERIFY(summary->width() <= size.width());
        QVERIFY2(summary->text().contains(spanish ? QStringLiteral("etiqueta 26") : QStringLiteral("label 26")),
                 qPrintable(summary->text()));
        view->resultTabs()->setCurrentWidget(view->runList());
        save(QStringLiteral("-runs"));
    }
};

QTEST_MAIN(TestCompareCheckScreens)
#include "tst_compare_check_screens.moc"
