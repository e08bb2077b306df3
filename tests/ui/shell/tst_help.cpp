// Help > Manual shows the manual of docs/ and docs/es/ (the Markdown pages themselves, embedded):
// every page of both languages loads, every link between pages and to a section finds its page
// and its heading, every image loads, Back returns, and a language change turns the page shown
// into its translation. The pages cover what the old guide lacked.
#include "shell/HelpDialog.h"
#include "shell/Language.h"
#include "shell/Manual.h"
#include "support/EventLoopTurn.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPushButton>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFragment>
#include <QTreeWidget>

using namespace othello;

namespace {

const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

// The links of the page shown (href), in the order they appear.
QStringList linksOf(const QTextDocument& document)
{
    QStringList links;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            const QTextCharFormat format = fragment.fragment().charFormat();
            if (format.isAnchor() && !format.anchorHref().isEmpty() && !links.contains(format.anchorHref()))
                links << format.anchorHref();
        }
    return links;
}

QStringList anchorsOf(const QTextDocument& document)
{
    QStringList anchors;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment)
            anchors << fragment.fragment().charFormat().anchorNames();
    return anchors;
}

QStringList imagesOf(const QTextDocument& document)
{
    QStringList images;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment)
            if (const QTextCharFormat format = fragment.fragment().charFormat(); format.isImageFormat())
                images << format.toImageFormat().name();
    return images;
}

} // namespace

class TestHelp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QDir().mkpath(kScreenshotDir); }
    void cleanup() { stopUsingLanguage(); }

    void anchorsAreGitHubs_data()
    {
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("anchor");
        QTest::newRow("parentheses") << "Evaluation units (\"points\")"
                                     << "evaluation-units-points";
        QTest::newRow("colon and comma") << "Node types: PV, Cut and All"
                                         << "node-types-pv-cut-and-all";
        QTest::newRow("apostrophe") << "Values: Black's view and the side to move's view"
                                    << "values-blacks-view-and-the-side-to-moves-view";
        QTest::newRow("accents kept") << "Unidades de evaluación («puntos»)"
                                      << "unidades-de-evaluación-puntos";
        QTest::newRow("hyphen kept") << "The transposition-table box"
                                     << "the-transposition-table-box";
    }
    void anchorsAreGitHubs()
    {
        QFETCH(QString, heading);
        QFETCH(QString, anchor);
        QCOMPARE(manual::headingAnchor(heading), anchor);
    }

    void everyPageLoadsAndEveryLinkArrives_data()
    {
        QTest::addColumn<bool>("spanish");
        QTest::newRow("English") << false;
        QTest::newRow("Spanish") << true;
    }
    void everyPageLoadsAndEveryLinkArrives()
    {
        QFETCH(bool, spanish);
        ManualBrowser browser;
        browser.resize(800, 600);
        ManualBrowser target; // where a link leads
        const QList<QUrl> pages = manual::pages(spanish);
        QVERIFY(pages.size() >= 16);
        int links = 0;
        for (const QUrl& page : pages) {
            QVERIFY2(QFile::exists(QLatin1Char(':') + page.path()), qPrintable(page.toString()));
            browser.setSource(page);
            QCOMPARE(browser.source(), page);
            const QString text = browser.toPlainText();
            QVERIFY2(text.startsWith(manual::pageTitle(page)), qPrintable(page.toString()));
            // Markdown, not its source: the title a heading, no link brackets left.
            QCOMPARE(browser.document()->begin().blockFormat().headingLevel(), 1);
            QVERIFY2(!text.contains(QStringLiteral("](")), qPrintable(page.toString()));
            for (const QString& image : imagesOf(*browser.document())) {
                const QImage loaded = browser.loadResource(QTextDocument::ImageResource, QUrl(image)).value<QImage>();
                QVERIFY2(!loaded.isNull(), qPrintable(page.toString() + QStringLiteral(": ") + image));
                QVERIFY(loaded.width() <= browser.viewport()->width());
            }
            for (const QString& href : linksOf(*browser.document())) {
                const QUrl url = page.resolved(QUrl(href));
                if (url.scheme().startsWith(QLatin1String("http")))
                    continue; // the web, in the system's browser
                ++links;
                const QString where = page.fileName() + QStringLiteral(" → ") + href;
                QCOMPARE(url.scheme(), QStringLiteral("qrc"));
                QVERIFY2(QFile::exists(QLatin1Char(':') + url.path()), qPrintable(where));
                if (!url.hasFragment())
                    continue;
                target.setSource(url);
                QVERIFY2(anchorsOf(*target.document()).contains(url.fragment()), qPrintable(where));
            }
        }
        QVERIFY(links > 50);
    }

    // What issue 37 found the old guide lacked, in each language's manual.
    void theManualCoversTheLab_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("spanish");
        QTest::newRow("node types") << "counting.md"
                                    << "Node types: PV, Cut and All"
                                    << "Tipos de nodo";
        QTest::newRow("null windows") << "counting.md"
                                      << "Null windows and re-searches"
                                      << "Ventanas nulas";
        QTest::newRow("Scout's TEST") << "counting.md"
                                      << "Scout's TEST"
                                      << "TEST de Scout";
        QTest::newRow("values") << "counting.md"
                                << "Settings > Values From"
                                << "Configuración > Valores desde";
        QTest::newRow("table policies") << "tables.md"
                                        << "Policies"
                                        << "Políticas";
        QTest::newRow("Compare charts") << "compare.md"
                                        << "Reading the charts"
                                        << "Leer los gráficos";
        QTest::newRow("Tree tab") << "tree.md"
                                  << "The drawing and the outline"
                                  << "El dibujo y el esquema";
        QTest::newRow("Elo and LOS") << "engines.md"
                                     << "Reading the standings"
                                     << "Leer la clasificación";
        QTest::newRow("evaluation units") << "evaluation.md"
                                          << "Evaluation units"
                                          << "Unidades de evaluación";
        QTest::newRow("Depths") << "depths.md"
                                << "Reading the results"
                                << "Leer los resultados";
        QTest::newRow("kept results") << "tournament.md"
                                      << "kept"
                                      << "guarda";
    }
    void theManualCoversTheLab()
    {
        QFETCH(QString, file);
        QFETCH(QString, english);
        QFETCH(QString, spanish);
        QVERIFY2(manual::pageText(manual::pageUrl(file, false)).contains(english), qPrintable(file));
        QVERIFY2(manual::pageText(manual::pageUrl(file, true)).contains(spanish), qPrintable(file));
    }

    void aSectionLinkScrollsToItsHeadingAndBackReturns()
    {
        HelpDialog dialog;
        dialog.resize(900, 600);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        ManualBrowser* browser = dialog.browser();
        QCOMPARE(browser->source().fileName(), QStringLiteral("index.md"));
        dialog.showPage(QStringLiteral("evaluation.md#the-learned-evaluation-evallearned"));
        QVERIFY(test::eventLoopTurned());
        QCOMPARE(browser->source().fileName(), QStringLiteral("evaluation.md"));
        QVERIFY2(browser->verticalScrollBar()->value() > 0, "the section is further down the page");
        auto* back = dialog.findChild<QPushButton*>(QStringLiteral("manualBackButton"));
        QVERIFY(back && back->isEnabled());
        back->click();
        QCOMPARE(browser->source().fileName(), QStringLiteral("index.md"));
        // The contents list every page, the shown one opened to its sections.
        auto* contents = dialog.findChild<QTreeWidget*>(QStringLiteral("manualContents"));
        QVERIFY(contents);
        QCOMPARE(contents->topLevelItemCount(), int(manual::pages(false).size()));
        contents->topLevelItem(6)->setSelected(true);
        emit contents->itemClicked(contents->topLevelItem(6), 0);
        QCOMPARE(browser->source().fileName(), QStringLiteral("tree.md"));
        QVERIFY(contents->topLevelItem(6)->isExpanded());
        QVERIFY(contents->topLevelItem(6)->childCount() >= 4);
        QVERIFY(dialog.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("manual-en.png"))));
    }

    // Settings > Language applies at once: the page shown turns into its translation.
    void aLanguageChangeShowsTheSpanishPage()
    {
        useLanguage(Language::English);
        HelpDialog dialog;
        dialog.resize(900, 600);
        dialog.show();
        dialog.showPage(QStringLiteral("tree.md"));
        QVERIFY(!dialog.browser()->source().path().contains(QStringLiteral("/es/")));
        useLanguage(Language::Spanish);
        QCOMPARE(dialog.browser()->source(), manual::pageUrl(QStringLiteral("tree.md"), true));
        QVERIFY(dialog.browser()->toPlainText().startsWith(QStringLiteral("La pestaña Árbol")));
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Manual de Othello Search Lab"));
        QVERIFY(test::eventLoopTurned());
        QVERIFY(dialog.grab().save(QDir(kScreenshotDir).filePath(QStringLiteral("manual-es.png"))));
    }
};

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
