// Settings > Language applies to the Compare tab at once (issue 37): the tab built in English and
// switched to Spanish as the window switches it (useLanguage) says in Spanish what a person
// reads — the form's buttons and group titles, the results table's header, the charts' titles,
// the combo boxes' entries (the chosen ones still chosen), the Runs tab, the run names the tab
// gave (a name the user gave stays) — and back in English says it all as before. Renders both
// screens at 1024x700 into <build>/screenshots.

#include "common/charts/LabelChart.h"
#include "compare/ComparisonCharts.h"
#include "compare/ComparisonJournal.h"
#include "compare/ComparisonPanel.h"
#include "compare/ComparisonView.h"
#include "compare/ResultsTableModel.h"
#include "compare/RunList.h"
#include "shell/Language.h"
#include "shell/MainWindow.h"
#include "support/TestTimeScale.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

using namespace othello;

namespace {

const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

// What a person reads on the tab, in the order compared.
QStringList shownTexts(ComparisonView* view)
{
    QStringList texts;
    ComparisonPanel* panel = view->panel();
    texts << panel->findChild<QPushButton*>(QStringLiteral("comparisonStartButton"))->text();
    texts << panel->findChild<QPushButton*>(QStringLiteral("checkImplementationButton"))->text();
    for (QGroupBox* group : panel->findChildren<QGroupBox*>())
        texts << group->title();
    for (const char* name : {"hashCombo", "positionsSourceCombo", "comparisonScoringCombo"}) {
        auto* combo = panel->findChild<QComboBox*>(QLatin1String(name));
        for (int i = 0; i < combo->count(); ++i)
            texts << combo->itemText(i);
    }
    ResultsTableModel* results = view->results();
    for (int column = 0; column < results->columnCount(); ++column)
        texts << results->headerData(column, Qt::Horizontal).toString();
    ComparisonCharts* charts = view->charts();
    texts << charts->nodesChart()->fullTitle() << charts->nodesChart()->xTitle() << charts->nodesChart()->valueTitle();
    for (int tab = 0; tab < charts->tabs()->count(); ++tab)
        texts << charts->tabs()->tabText(tab);
    auto* layout = charts->findChild<QComboBox*>(QStringLiteral("chartLayoutCombo"));
    for (int i = 0; i < layout->count(); ++i)
        texts << layout->itemText(i);
    for (int tab = 0; tab < view->resultTabs()->count(); ++tab)
        texts << view->resultTabs()->tabText(tab);
    QTreeWidget* runs = view->runList()->list();
    for (int column = 0; column < runs->columnCount(); ++column)
        texts << runs->headerItem()->text(column);
    return texts;
}

QString translated(const char* context, const char* source) { return QCoreApplication::translate(context, source); }

} // namespace

class TestCompareLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Compare Language"));
        QVERIFY(QDir().mkpath(kScreenshotDir));
        QSettings().clear();
        QDir(ComparisonJournal::defaultDirectory()).removeRecursively();
    }

    void cleanup() { stopUsingLanguage(); }

    void aLanguageChangeRetranslatesTheTabAtOnceAndBack()
    {
        useLanguage(Language::English);
        MainWindow window;
        auto* view = window.findChild<ComparisonView*>();
        QVERIFY(view);
        view->setPromptsEnabled(false);
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QTabWidget*>(QStringLiteral("pageTabs"))->setCurrentWidget(view);

        // Two runs the tab names ("Run 1", "Run 2"), the second renamed by the user.
        ComparisonPanel* panel = view->panel();
        for (QCheckBox* box : panel->findChildren<QCheckBox*>())
            if (box->objectName().startsWith(QStringLiteral("combinationBox:")))
                box->setChecked(box->objectName() == QStringLiteral("combinationBox:alphabeta:off"));
        ComparisonSettings settings = panel->settings();
        QCOMPARE(settings.combinations.size(), std::size_t(1));
        settings.fromLabel = 34;
        settings.toLabel = 33;
        panel->setSettings(settings);
        for (int run = 0; run < 2; ++run) {
            view->startComparison();
            QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), test::scaledMs(60000));
        }
        QCOMPARE(view->results()->runs().size(), std::size_t(2));
        view->renameRun(1, QStringLiteral("Mine"));
        // A chosen entry of each combo box, other than the first.
        auto* hash = panel->findChild<QComboBox*>(QStringLiteral("hashCombo"));
        hash->setCurrentIndex(1);
        auto* layout = view->charts()->findChild<QComboBox*>(QStringLiteral("chartLayoutCombo"));
        layout->setCurrentIndex(1);
        QApplication::processEvents();
        const QStringList english = shownTexts(view);
        // The form's width for its texts (a form outside the window is a few pixels wider).
        const int englishWidth = panel->minimumWidth();
        const int freshEnglishWidth = ComparisonPanel().minimumWidth();
        QCOMPARE(view->results()->runs()[0].name, QStringLiteral("Run 1"));
        QVERIFY(english.contains(QStringLiteral("&Start")));
        QVERIFY(english.contains(QStringLiteral("Algorithms")));
        QVERIFY(english.contains(QStringLiteral("Label")));
        QVERIFY(english.contains(QStringLiteral("Overlaid")));

        useLanguage(Language::Spanish);
        QApplication::processEvents();
        const QStringList spanish = shownTexts(view);
        QCOMPARE(spanish.size(), english.size());
        auto* start = panel->findChild<QPushButton*>(QStringLiteral("comparisonStartButton"));
        QCOMPARE(start->text(), translated("othello::ComparisonPanel", "&Start"));
        QVERIFY(start->text() != QStringLiteral("&Start"));
        QCOMPARE(panel->findChildren<QGroupBox*>().front()->title(),
                 translated("othello::ComparisonPanel", "Algorithms"));
        QCOMPARE(view->results()->headerData(ResultsTableModel::Label, Qt::Horizontal).toString(),
                 translated("othello::ResultsTableModel", "Label"));
        QCOMPARE(view->charts()->nodesChart()->fullTitle(), translated("othello::LabelChart", "Nodes per PV label"));
        QCOMPARE(layout->itemText(0), translated("othello::ComparisonCharts", "Overlaid"));
        QCOMPARE(view->runList()->list()->headerItem()->text(0), translated("othello::RunList", "Run"));
        // Most texts changed; those that read the same in both languages (Zobrist, TT) stay.
        int changed = 0;
        for (qsizetype i = 0; i < english.size(); ++i)
            changed += english[i] != spanish[i] ? 1 : 0;
        QVERIFY2(changed >= english.size() * 3 / 4,
                 qPrintable(QStringLiteral("%1 of %2").arg(changed).arg(english.size())));
        // The form widens as one made in Spanish is wider: nothing in it cut.
        QCOMPARE(panel->minimumWidth() - englishWidth, ComparisonPanel().minimumWidth() - freshEnglishWidth);
        // The chosen entries stay chosen.
        QCOMPARE(hash->currentIndex(), 1);
        QCOMPARE(layout->currentIndex(), 1);
        // The name the tab gave is said in Spanish; the user's stays.
        QCOMPARE(view->results()->runs()[0].name, ComparisonView::runName(1));
        QVERIFY(view->results()->runs()[0].name != QStringLiteral("Run 1"));
        QCOMPARE(view->results()->runs()[1].name, QStringLiteral("Mine"));
        QCOMPARE(view->runList()->list()->topLevelItem(0)->text(0), ComparisonView::runName(1));
        QCOMPARE(window.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("compare-language-es-1024x700.png"))),
                 true);

        useLanguage(Language::English);
        QApplication::processEvents();
        QCOMPARE(shownTexts(view), english);
        QCOMPARE(panel->minimumWidth(), englishWidth);
        QCOMPARE(view->results()->runs()[0].name, QStringLiteral("Run 1"));
        QCOMPARE(view->results()->runs()[1].name, QStringLiteral("Mine"));
        QCOMPARE(hash->currentIndex(), 1);
        QCOMPARE(window.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("compare-language-en-1024x700.png"))),
                 true);
    }
};

QTEST_MAIN(TestCompareLanguage)
#include "tst_compare_language.moc"
