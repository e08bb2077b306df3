// Settings > Language applies to the Tree tab at once (issue 37): the tab with a recorded search,
// built in English and switched to Spanish as the window switches it (useLanguage), says in
// Spanish what a person reads — the buttons and group titles, the chosen search (still chosen),
// the counts' and the outline's headers, the pane's title, the step explained beside the board
// and the legend under the counts — and back in English says it all as before. Renders both
// screens at 1024x700 into <build>/screenshots.

#include "TreeTestSupport.h"
#include "shell/Language.h"
#include "shell/MainWindow.h"
#include "tree/TraceLegend.h"
#include "tree/TraceOutlineModel.h"
#include "tree/TracePane.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>

using namespace othello;
using othello::test::child;

namespace {

QStringList legendTexts(const TreePage& page)
{
    QStringList texts;
    for (QGraphicsItem* item : child<TraceLegendView>(&page, "treeLegend")->scene()->items(Qt::AscendingOrder))
        if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            texts << text->text();
    return texts;
}

// What a person reads on the tab, in the order compared.
QStringList shownTexts(const TreePage& page)
{
    QStringList texts;
    for (const char* name : {"recordButton", "treeStopButton", "stepBackButton", "stepButton", "runButton",
                             "jumpCutoffButton", "projectorButton", "openStudentTraceButton"})
        texts << child<QPushButton>(&page, name)->text();
    for (QGroupBox* group : page.findChildren<QGroupBox*>())
        texts << group->title();
    auto* algorithm = child<QComboBox>(&page, "treeAlgorithmComboA");
    for (int i = 0; i < algorithm->count(); ++i)
        texts << algorithm->itemText(i);
    auto* counts = child<QTableWidget>(&page, "countsTable");
    for (int column = 0; column < counts->columnCount(); ++column)
        texts << counts->horizontalHeaderItem(column)->text();
    const TraceOutlineModel* outline = page.pane(0)->model();
    for (int column = 0; column < outline->columnCount(); ++column)
        texts << outline->headerData(column, Qt::Horizontal).toString();
    texts << page.pane(0)->title() << child<QToolButton>(&page, "fitButtonA")->text();
    texts << child<QLabel>(&page, "stepText")->text() << child<QLabel>(&page, "recordProgress")->text()
          << child<QLabel>(&page, "treePositionText")->text() << child<QLabel>(&page, "valueViewLabel")->text();
    texts << legendTexts(page);
    return texts;
}

} // namespace

class TestTreeLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tree Language"));
        QSettings().clear();
    }

    void cleanup() { stopUsingLanguage(); }

    void aLanguageChangeRetranslatesTheTabAtOnceAndBack()
    {
        useLanguage(Language::English);
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* page = window.findChild<TreePage*>();
        QVERIFY(page);
        window.findChild<QTabWidget*>(QStringLiteral("pageTabs"))->setCurrentWidget(page);
        QVERIFY(test::recordThrough(*page, 30, Algorithm::Scout));
        page->stepForward();
        page->stepForward();
        QApplication::processEvents();
        const QStringList english = shownTexts(*page);
        const QString englishStep = child<QLabel>(page, "stepText")->text();
        const QString englishTitle = page->pane(0)->title();
        QVERIFY(english.contains(QStringLiteral("Record")));
        QVERIFY(english.contains(QStringLiteral("Step through the search")));
        QVERIFY(english.contains(QStringLiteral("PV node")));
        QVERIFY(test::saveScreen(window, QStringLiteral("tree-language-en-1024x700.png")));

        useLanguage(Language::Spanish);
        QApplication::processEvents();
        const QStringList spanish = shownTexts(*page);
        QCOMPARE(spanish.size(), english.size());
        QCOMPARE(child<QPushButton>(page, "recordButton")->text(),
                 QCoreApplication::translate("othello::TreePage", "Record"));
        QVERIFY(child<QPushButton>(page, "recordButton")->text() != QStringLiteral("Record"));
        QVERIFY(spanish.contains(QCoreApplication::translate("othello::TreePage", "Step through the search")));
        QVERIFY(spanish.contains(QCoreApplication::translate("othello::TraceWording", "PV node")));
        QVERIFY(!spanish.contains(QStringLiteral("PV node")));
        QCOMPARE(child<QToolButton>(page, "fitButtonA")->text(),
                 QCoreApplication::translate("othello::TracePane", "Fit"));
        // The step explained, the pane's title and the counts say it in Spanish.
        QVERIFY2(child<QLabel>(page, "stepText")->text() != englishStep, qPrintable(englishStep));
        QVERIFY2(page->pane(0)->title() != englishTitle, qPrintable(englishTitle));
        QVERIFY(
            page->pane(0)->title().contains(QCoreApplication::translate("othello::TreePage", "PV label %1").arg(30)));
        int changed = 0;
        for (qsizetype i = 0; i < english.size(); ++i)
            changed += english[i] != spanish[i] ? 1 : 0;
        QVERIFY2(changed >= english.size() * 3 / 4,
                 qPrintable(QStringLiteral("%1 of %2").arg(changed).arg(english.size())));
        // The controls' column as wide as a tab made in Spanish has it: nothing in it cut.
        {
            TreePage fresh;
            QCOMPARE(child<QScrollArea>(page, "treeControls")->minimumWidth(),
                     child<QScrollArea>(&fresh, "treeControls")->minimumWidth());
        }
        // The chosen search is still chosen, and still the one recorded.
        QCOMPARE(child<QComboBox>(page, "treeAlgorithmComboA")->currentData().toInt(), int(Algorithm::Scout));
        QVERIFY(test::saveScreen(window, QStringLiteral("tree-language-es-1024x700.png")));

        useLanguage(Language::English);
        QApplication::processEvents();
        QCOMPARE(shownTexts(*page), english);
        {
            TreePage fresh;
            QCOMPARE(child<QScrollArea>(page, "treeControls")->minimumWidth(),
                     child<QScrollArea>(&fresh, "treeControls")->minimumWidth());
        }
        QVERIFY(test::saveScreen(window, QStringLiteral("tree-language-back-en-1024x700.png")));
    }
};

QTEST_MAIN(TestTreeLanguage)
#include "tst_tree_language.moc"
