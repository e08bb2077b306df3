#include "common/GameSession.h"
#include "common/KeptResults.h"
#include "common/Page.h"
#include "common/ValueView.h"
#include "compare/ComparisonPanel.h"
#include "compare/ComparisonView.h"
#include "depths/DepthComparisonPage.h"
#include "explore/ExplorePage.h"
#include "play/PlayPage.h"
#include "shell/Language.h"
#include "shell/MainWindow.h"
#include "support/EventLoopTurn.h"
#include "support/ScreenChecks.h"
#include "support/TestTimeScale.h"
#include "tournament/TournamentPage.h"
#include "tree/TreePage.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace othello;

namespace {
const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);

play::PlayerSpec player(const char* text) { return *play::parsePlayer(text); }
} // namespace

// The main window's side of the page contract (common/Page.h): every tab is a Page, and the
// window reaches each alike for status messages, running work, stopping and settings.
class TestPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tests"));
        QVERIFY(QDir().mkpath(kScreenshotDir));
    }

    void init()
    {
        QSettings().clear();
        QDir(KeptResults::defaultDirectory()).removeRecursively(); // no results of an earlier test
        ValueConvention::instance().setView(ValueView::Black);
        openWindow();
    }

    void cleanup() { m_window.reset(); }

    void everyTabIsAPage()
    {
        QTabWidget* tabs = pageTabs();
        QCOMPARE(int(m_window->pages().size()), tabs->count());
        QCOMPARE(tabs->count(), 6);
        for (int i = 0; i < tabs->count(); ++i)
            QCOMPARE(tabs->widget(i), static_cast<QWidget*>(m_window->pages()[std::size_t(i)]));
    }

    void everyPagesStatusMessageReachesTheStatusBar()
    {
        for (Page* page : m_window->pages()) {
            const QString text = QStringLiteral("message from %1").arg(QLatin1String(page->metaObject()->className()));
            emit page->statusMessage(text);
            QCOMPARE(m_window->statusBar()->currentMessage(), text);
        }
    }

    void nothingRunsAtTheStart()
    {
        for (const Page* page : m_window->pages())
            QVERIFY2(!page->isBusy(), page->metaObject()->className());
        QVERIFY(!m_window->hasRunningJobs());
    }

    // Each page that runs long work makes the window ask before quitting; "Keep Running" keeps it.
    void closingIsRefusedWhileAnyPageIsBusy_data()
    {
        QTest::addColumn<QString>("pageClass");
        QTest::newRow("explore") << QStringLiteral("othello::ExplorePage");
        QTest::newRow("compare") << QStringLiteral("othello::ComparisonView");
        QTest::newRow("tournament") << QStringLiteral("othello::TournamentPage");
        QTest::newRow("depths") << QStringLiteral("othello::DepthComparisonPage");
        QTest::newRow("tree") << QStringLiteral("othello::TreePage");
    }

    void closingIsRefusedWhileAnyPageIsBusy()
    {
        QFETCH(QString, pageClass);
        Page* page = pageOf(pageClass);
        QVERIFY(page);
        startLongWork(page);
        QTRY_VERIFY_WITH_TIMEOUT(page->isBusy(), test::scaledMs(1000));
        QVERIFY(m_window->hasRunningJobs());
        answerNextQuestion(QMessageBox::No);
        QVERIFY(!m_window->close());
        QVERIFY(m_window->isVisible());
        QVERIFY(page->isBusy());
        page->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), test::scaledMs(1000));
        QVERIFY(!m_window->hasRunningJobs());
    }

    void closingStopsEveryBusyPageQuickly()
    {
        std::vector<Page*> busy;
        for (Page* page : m_window->pages())
            if (startLongWork(page))
                busy.push_back(page);
        QCOMPARE(int(busy.size()), 5);
        for (const Page* page : busy)
            QTRY_VERIFY_WITH_TIMEOUT(page->isBusy(), test::scaledMs(1000));

        answerNextQuestion(QMessageBox::Yes);
        QVERIFY(m_window->close());
        QVERIFY(!m_window->isVisible());
        // From the answer on: five jobs at once on a shared machine get the bound a single job
        // has in tst_main_window.
        QElapsedTimer clock;
        clock.start();
        for (const Page* page : busy)
            QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), test::scaledMs(1000));
        QVERIFY(!m_window->hasRunningJobs());
        QVERIFY2(clock.elapsed() < test::scaledMs(1000), qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
        m_window.reset(); // joins the worker threads
    }

    // A setting changed on every page that remembers one comes back after a restart, and every
    // page saves exactly what it saved before.
    void everyPagesSettingsSurviveARestart()
    {
        const std::vector<QVariantMap> defaults = savedSettings();
        find<ExplorePage>()->session()->goToLabel(17);
        ComparisonPanel* panel = find<ComparisonView>()->panel();
        ComparisonSettings comparison = panel->settings();
        comparison.fromLabel = 30;
        panel->setSettings(comparison);
        find<PlayPage>()->findChild<QSlider*>(QStringLiteral("delaySlider"))->setValue(3);
        find<TournamentPage>()->setBoardSize(8);
        find<TreePage>()->findChild<QSpinBox*>(QStringLiteral("treeLabelSpin"))->setValue(25);
        const std::vector<QVariantMap> changed = savedSettings();
        for (std::size_t i = 0; i < changed.size(); ++i) {
            const char* name = m_window->pages()[i]->metaObject()->className();
            // The Depths tab remembers nothing; every other page saved the change.
            QVERIFY2((changed[i] == defaults[i]) == (name == QByteArrayLiteral("othello::DepthComparisonPage")), name);
        }

        QVERIFY(m_window->close());
        m_window.reset();
        openWindow();
        const std::vector<QVariantMap> restored = savedSettings();
        QCOMPARE(restored.size(), changed.size());
        for (std::size_t i = 0; i < restored.size(); ++i)
            QVERIFY2(restored[i] == changed[i], m_window->pages()[i]->metaObject()->className());
        QCOMPARE(find<ExplorePage>()->session()->label(), 17);
        QCOMPARE(find<ComparisonView>()->panel()->settings().fromLabel, 30);
        QCOMPARE(find<TreePage>()->findChild<QSpinBox*>(QStringLiteral("treeLabelSpin"))->value(), 25);
    }

    // Every tab at 1024x700 and 1600x1000, in English and Spanish: saved for a person to look
    // at (screenshots/), and checked as a person would: every visible control inside the window
    // and no text cut.
    void rendersEveryPage_data()
    {
        QTest::addColumn<int>("language");
        QTest::addColumn<QSize>("size");
        for (const auto& [name, language] : {std::pair{"en", Language::English}, std::pair{"es", Language::Spanish}})
            for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)})
                QTest::addRow("%s-%dx%d", name, size.width(), size.height()) << int(language) << size;
    }

    void rendersEveryPage()
    {
        QFETCH(int, language);
        QFETCH(QSize, size);
        m_window.reset();
        QSettings().clear();
        const InstalledTranslations translations{Language(language)};
        openWindow();
        m_window->resize(size);
        QTabWidget* tabs = pageTabs();
        QStringList problems;
        QStringList warnings;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QVERIFY(test::eventLoopTurned()); // pending layouts settle
            const QString name = QStringLiteral("pages-%1-%2.png").arg(QLatin1String(QTest::currentDataTag())).arg(i);
            QVERIFY(m_window->grab().save(QDir(kScreenshotDir).filePath(name)));
            const QStringList found = test::controlsOutside(m_window.get()) + test::elidedTexts(m_window.get());
            // The Compare and Tree tabs are being reworked on their own branches (charts, tree),
            // and so are the charts' own titles (branch charts) where they are the Depths tab's:
            // what they show wrong is reported here, and asserted once those branches land.
            QWidget* page = tabs->widget(i);
            const bool elsewhere = qobject_cast<ComparisonView*>(page) || qobject_cast<TreePage*>(page);
            const bool chartsElsewhere = elsewhere || qobject_cast<DepthComparisonPage*>(page);
            for (const QString& problem : found)
                (elsewhere ? warnings : problems) << tabs->tabText(i) + QStringLiteral(": ") + problem;
            for (const QString& problem : test::chartTextsCut(m_window.get()))
                (chartsElsewhere ? warnings : problems) << tabs->tabText(i) + QStringLiteral(": ") + problem;
        }
        m_window.reset(); // before the translations go
        for (const QString& warning : warnings)
            qWarning("%s", qPrintable(warning));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The first window fits the screen: on a 1024x700 screen (the free area) the window with its
    // frame stays inside, and every tab is usable at that size (its minimum fits).
    void theFirstWindowFitsTheScreen()
    {
        const QRect small(0, 0, 1024, 700);
        const QSize first = MainWindow::firstWindowSize(small);
        QVERIFY(first.width() <= small.width() - 16 && first.height() <= small.height() - 48);
        QCOMPARE(MainWindow::firstWindowSize(QRect(0, 0, 1920, 1080)), QSize(1180, 760));
        for (const Language language : {Language::English, Language::Spanish}) {
            m_window.reset();
            const InstalledTranslations translations{language};
            openWindow();
            const QSize minimum = m_window->minimumSizeHint();
            QVERIFY2(minimum.width() <= first.width() && minimum.height() <= first.height(),
                     qPrintable(QStringLiteral("%1x%2").arg(minimum.width()).arg(minimum.height())));
            m_window.reset();
        }
    }

private:
    void openWindow()
    {
        m_window = std::make_unique<MainWindow>();
        // No journal-recovery question (a run closed by a test leaves a journal behind).
        find<ComparisonView>()->setPromptsEnabled(false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    QTabWidget* pageTabs() const { return m_window->findChild<QTabWidget*>(QStringLiteral("pageTabs")); }

    template <typename P> P* find() const
    {
        auto* page = m_window->findChild<P*>();
        if (!page)
            qFatal("no page %s", P::staticMetaObject.className());
        return page;
    }

    Page* pageOf(const QString& className) const
    {
        for (Page* page : m_window->pages())
            if (QLatin1String(page->metaObject()->className()) == className)
                return page;
        return nullptr;
    }

    // Starts work that runs far longer than a test on `page`; false for a page with none.
    bool startLongWork(Page* page)
    {
        if (auto* explore = qobject_cast<ExplorePage*>(page)) {
            explore->session()->goToLabel(1);
            explore->findChild<QComboBox*>(QStringLiteral("algorithmCombo"))->setCurrentIndex(0); // negamax
            QTest::mouseClick(explore->findChild<QPushButton*>(QStringLiteral("solveButton")), Qt::LeftButton);
            return true;
        }
        if (auto* comparison = qobject_cast<ComparisonView*>(page)) {
            comparison->startComparison(); // the defaults: every algorithm from label 34 up, 60 s each
            return true;
        }
        if (auto* tournament = qobject_cast<TournamentPage*>(page)) {
            tournament->setPlayers({player("name=slow1:negamax:depth=9"), player("name=slow2:negamax:depth=9")});
            tournament->setBoardSize(8);
            return tournament->start();
        }
        if (auto* tree = qobject_cast<TreePage*>(page)) {
            // Negamax from the start: hours, past the bound (kept small here: the search runs on
            // unrecorded, so memory stays small).
            tree->setRecordBound(10'000);
            tree->findChild<QSpinBox*>(QStringLiteral("treeLabelSpin"))->setValue(1);
            auto* algorithm = tree->findChild<QComboBox*>(QStringLiteral("treeAlgorithmComboA"));
            algorithm->setCurrentIndex(algorithm->findData(int(Algorithm::Negamax)));
            return tree->record();
        }
        if (auto* depths = qobject_cast<DepthComparisonPage*>(page)) {
            depths->setBoardSize(8);
            depths->setMaxDepth(14);
            return depths->start();
        }
        return false;
    }

    // What each page saves, in tab order.
    std::vector<QVariantMap> savedSettings() const
    {
        std::vector<QVariantMap> saved;
        const QTemporaryDir dir;
        for (const Page* page : m_window->pages()) {
            QSettings store(dir.filePath(QStringLiteral("page%1.ini").arg(saved.size())), QSettings::IniFormat);
            page->saveSettings(store);
            QVariantMap values;
            for (const QString& key : store.allKeys())
                values.insert(key, store.value(key));
            saved.push_back(values);
        }
        return saved;
    }

    // Answers the question box a close() is about to show.
    void answerNextQuestion(QMessageBox::StandardButton answer)
    {
        auto* poll = new QTimer(this);
        connect(poll, &QTimer::timeout, this, [poll, answer] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                poll->stop();
                poll->deleteLater();
                box->button(answer)->click();
            }
        });
        poll->start(10);
    }

    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestPages)
#include "tst_pages.moc"
