#include "MainWindow.h"

#include "ApplicationIcon.h"
#include "HelpDialog.h"
#include "Language.h"
#include "common/AlgorithmNames.h"
#include "common/Page.h"
#include "common/ValueView.h"
#include "compare/ComparisonView.h"
#include "depths/DepthComparisonPage.h"
#include "explore/ExplorePage.h"
#include "play/PlayPage.h"
#include "tournament/TournamentPage.h"
#include "tree/TreePage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QKeySequence>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <algorithm>

namespace othello {

namespace {
constexpr int kStatusMessageMilliseconds = 10000;

// The tabs' titles, in tab order.
constexpr const char* kPageTitles[] = {
    QT_TRANSLATE_NOOP("othello::MainWindow", "Explore"), QT_TRANSLATE_NOOP("othello::MainWindow", "Compare"),
    QT_TRANSLATE_NOOP("othello::MainWindow", "Play"),    QT_TRANSLATE_NOOP("othello::MainWindow", "Tournament"),
    QT_TRANSLATE_NOOP("othello::MainWindow", "Depths"),  QT_TRANSLATE_NOOP("othello::MainWindow", "Tree"),
};

// The size the tabs read best at; a smaller screen gets what it has.
constexpr QSize kPreferredSize(1180, 760);
// Room for a window manager's frame and title bar around the window.
constexpr QSize kFrameAllowance(16, 48);
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_tabs(new QTabWidget(this)), m_comparison(new ComparisonView), m_play(new PlayPage)
{
    setWindowIcon(applicationIcon());
    m_tabs->setObjectName(QStringLiteral("pageTabs"));
    m_tabs->setDocumentMode(true);
    auto* explore = new ExplorePage;
    addPage(explore);
    addPage(m_comparison);
    auto* tournament = new TournamentPage;
    addPage(m_play);
    addPage(tournament);
    // A tournament's game opens in the Play tab, to replay move by move; a game in progress
    // there is saved or given up first, as the user says.
    connect(tournament, &TournamentPage::gameOpened, this,
            [this](const GameSetup& setup, const play::GameRecord& game) {
                if (!m_play->offerToKeepGame())
                    return;
                m_play->showGame(setup, game);
                m_tabs->setCurrentWidget(m_play);
            });
    addPage(new DepthComparisonPage);
    addPage(new TreePage(explore->session()));
    setCentralWidget(m_tabs);
    // A message about one tab means nothing on the other.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        statusBar()->clearMessage();
        m_messagePage = nullptr;
    });
    createMenus();
    retranslate();
    statusBar()->showMessage(readyText());
    const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    resize(screen ? firstWindowSize(screen->availableGeometry()) : kPreferredSize);
    restoreSettings();
}

MainWindow::~MainWindow() = default;

QString MainWindow::readyText()
{
    return tr("Ready. Step through the principal variation or click a legal square to play.");
}

QSize MainWindow::firstWindowSize(const QRect& available)
{
    return kPreferredSize.boundedTo(available.size() - kFrameAllowance);
}

void MainWindow::addPage(Page* page)
{
    m_tabs->addTab(page, QString());
    m_pages.push_back(page);
    connect(page, &Page::statusMessage, this, [this, page](const QString& text) { showPageMessage(page, text); });
}

void MainWindow::showPageMessage(const Page* page, const QString& text)
{
    if (text.isEmpty()) {
        // A page takes back its own message only: another page's stays.
        if (m_messagePage == page)
            statusBar()->clearMessage();
        return;
    }
    m_messagePage = page;
    statusBar()->showMessage(text, kStatusMessageMilliseconds);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_open = m_fileMenu->addAction(QString());
    m_open->setShortcut(QKeySequence::Open);
    m_exportCsv = m_fileMenu->addAction(QString());
    m_exportJson = m_fileMenu->addAction(QString());
    m_exportCharts = m_fileMenu->addAction(QString());
    m_checkImplementation = m_fileMenu->addAction(QString());
    m_checkImplementation->setObjectName(QStringLiteral("checkImplementationAction"));
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString());
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    // Results live in the Compare tab: show it, then let it ask for the file. (Plain
    // lambdas: GCC 12 with ASan warns about a captured pointer to member.)
    const auto showCompareTab = [this] { m_tabs->setCurrentWidget(m_comparison); };
    connect(m_open, &QAction::triggered, this, [this, showCompareTab] {
        showCompareTab();
        m_comparison->openResults();
    });
    connect(m_exportCsv, &QAction::triggered, this, [this, showCompareTab] {
        showCompareTab();
        m_comparison->exportResultsCsv();
    });
    connect(m_exportJson, &QAction::triggered, this, [this, showCompareTab] {
        showCompareTab();
        m_comparison->exportResultsJson();
    });
    connect(m_exportCharts, &QAction::triggered, this, [this, showCompareTab] {
        showCompareTab();
        m_comparison->exportChartsPng();
    });
    connect(m_checkImplementation, &QAction::triggered, this, [this, showCompareTab] {
        showCompareTab();
        m_comparison->checkImplementation();
    });

    // The Explore page's position actions; from another page they show the Explore page too.
    m_editMenu = menuBar()->addMenu(QString());
    if (auto* explore = findChild<ExplorePage*>()) {
        m_editMenu->addActions(explore->positionActions());
        for (QAction* action : explore->positionActions())
            connect(action, &QAction::triggered, this, [this, explore] { m_tabs->setCurrentWidget(explore); });
    }
    createSettingsMenu();
    createHelpMenu();
}

void MainWindow::createSettingsMenu()
{
    m_settingsMenu = menuBar()->addMenu(QString());

    // The one value convention: every value on every tab follows it at once (ValueConvention).
    m_valuesMenu = m_settingsMenu->addMenu(QString());
    m_valuesMenu->setObjectName(QStringLiteral("valuesMenu"));
    auto* views = new QActionGroup(this);
    m_blackView = m_valuesMenu->addAction(QString());
    m_blackView->setObjectName(QStringLiteral("blackViewAction"));
    m_moverView = m_valuesMenu->addAction(QString());
    m_moverView->setObjectName(QStringLiteral("sideToMoveViewAction"));
    ValueConvention& convention = ValueConvention::instance();
    for (QAction* action : {m_blackView, m_moverView}) {
        action->setCheckable(true);
        views->addAction(action);
    }
    const auto showView = [this](ValueView view) {
        (view == ValueView::Black ? m_blackView : m_moverView)->setChecked(true);
    };
    showView(convention.view());
    connect(m_blackView, &QAction::triggered, this, [] { ValueConvention::instance().setView(ValueView::Black); });
    connect(m_moverView, &QAction::triggered, this, [] { ValueConvention::instance().setView(ValueView::SideToMove); });
    connect(&convention, &ValueConvention::viewChanged, this, showView);

    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    auto* languages = new QActionGroup(this);
    const Language current = storedLanguage();
    // Language names are written in their own language, so anyone can find theirs.
    const std::pair<Language, QString> choices[] = {
        {Language::System, QString()},
        {Language::English, QStringLiteral("English")},
        {Language::Spanish, QStringLiteral("Español")},
    };
    for (const auto& [language, name] : choices) {
        QAction* action = m_languageMenu->addAction(name);
        action->setCheckable(true);
        action->setChecked(language == current);
        languages->addAction(action);
        if (language == Language::System)
            m_systemLanguage = action;
        // At once: every widget retranslates itself on the LanguageChange that follows.
        connect(action, &QAction::triggered, this, [language = language] {
            if (language == storedLanguage() && language == languageInUse())
                return;
            storeLanguage(language);
            useLanguage(language);
        });
    }
}

void MainWindow::createHelpMenu()
{
    m_helpMenu = menuBar()->addMenu(QString());
    m_manual = m_helpMenu->addAction(QString());
    m_manual->setObjectName(QStringLiteral("manualAction"));
    m_manual->setShortcut(QKeySequence::HelpContents);
    connect(m_manual, &QAction::triggered, this, &MainWindow::showManual);
    m_helpMenu->addSeparator();
    m_about = m_helpMenu->addAction(QString());
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQt = m_helpMenu->addAction(QString());
    m_aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Othello Search Lab"));
    for (int i = 0; i < m_tabs->count() && i < int(std::size(kPageTitles)); ++i)
        m_tabs->setTabText(i, tr(kPageTitles[i]));
    m_fileMenu->setTitle(tr("&File"));
    m_open->setText(tr("&Open Results…"));
    m_exportCsv->setText(tr("Export Results as &CSV…"));
    m_exportJson->setText(tr("Export Results as &JSON…"));
    m_exportCharts->setText(tr("Export Charts as &PNG…"));
    m_checkImplementation->setText(tr("Check an &Implementation…"));
    m_quit->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_valuesMenu->setTitle(tr("&Values From"));
    m_blackView->setText(tr("&Black's View"));
    m_blackView->setToolTip(tr("Every value is shown for Black: + when Black is ahead, − when White is"));
    m_moverView->setText(tr("The &Side to Move's View"));
    m_moverView->setToolTip(
        tr("Every value is shown for the side to move in its position: + when the player to move is ahead"));
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguage->setText(tr("System"));
    m_helpMenu->setTitle(tr("&Help"));
    m_manual->setText(tr("&Manual"));
    m_about->setText(tr("&About Othello Search Lab"));
    m_aboutQt->setText(tr("About &Qt"));
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The status bar's message was written in the old language: a page's goes (the page
        // words its next one anew), the window's greeting is said again in the new one.
        if (m_messagePage) {
            statusBar()->clearMessage();
            m_messagePage = nullptr;
        } else if (!statusBar()->currentMessage().isEmpty()) {
            statusBar()->showMessage(readyText());
        }
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::showManual()
{
    auto* dialog = findChild<HelpDialog*>();
    if (!dialog)
        dialog = new HelpDialog(this);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::showAbout()
{
    // The algorithm list comes from kAlgorithms, so a new algorithm shows up here too.
    QStringList algorithms;
    for (const AlgorithmInfo& info : kAlgorithms)
        algorithms << translatedAlgorithmName(info.algorithm);
    QMessageBox::about(
        this, tr("About Othello Search Lab"),
        tr("<h3>Othello Search Lab %1</h3>"
           "<p>A laboratory for game-tree search on 6×6 Othello: %2, with and without a transposition "
           "table, on the positions of the principal variation.</p>"
           "<p>This program is free software: you can redistribute it and/or modify it under the terms of the "
           "GNU General Public License as published by the Free Software Foundation, either version 3 of the "
           "License, or (at your option) any later version (GPL-3.0-or-later). It comes with no warranty.</p>"
           "<p>Built with Qt %3 (LGPL-3.0) and Qt Charts (GPL-3.0-only).</p>")
            .arg(QStringLiteral(OSL_VERSION), QLocale().createSeparatedList(algorithms),
                 QString::fromLatin1(qVersion())));
}

bool MainWindow::hasRunningJobs() const
{
    return std::any_of(m_pages.begin(), m_pages.end(), [](const Page* page) { return page->isBusy(); });
}

void MainWindow::stopRunningJobs()
{
    for (Page* page : m_pages)
        page->stop();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (hasRunningJobs()) {
        QMessageBox question(QMessageBox::Question, tr("Searches are running"),
                             tr("A search is still running. Stop it and quit?"), QMessageBox::Yes | QMessageBox::No,
                             this);
        question.button(QMessageBox::Yes)->setText(tr("Stop and Quit"));
        question.button(QMessageBox::No)->setText(tr("Keep Running"));
        question.setDefaultButton(QMessageBox::No);
        if (question.exec() != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        // The searches see the cancel flag within milliseconds; their jobs join the worker
        // threads when this window is destroyed. Pages that keep their unsaved work keep what
        // the stopped searches found.
        stopRunningJobs();
    } else if (!offerToSaveUnsavedWork()) {
        event->ignore();
        return;
    }
    saveSettings();
    event->accept();
}

bool MainWindow::offerToSaveUnsavedWork()
{
    QStringList unsaved;
    bool allKept = true;
    for (const Page* page : m_pages)
        if (const QString work = page->unsavedWork(); !work.isEmpty()) {
            unsaved << work;
            allKept = allKept && page->keepsUnsavedWork();
        }
    if (unsaved.isEmpty())
        return true;
    QMessageBox question(QMessageBox::Warning, tr("Unsaved Results"), tr("Save your results before quitting?"),
                         QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    question.setObjectName(QStringLiteral("unsavedWorkQuestion"));
    QPushButton* keep = nullptr;
    if (allKept) {
        // Every page keeps what it has until the next start: quitting loses nothing.
        keep = question.addButton(tr("Keep for Next Start"), QMessageBox::AcceptRole);
        keep->setObjectName(QStringLiteral("keepForNextStartButton"));
        unsaved << tr("They are kept for the next start unless you discard them.");
        question.setDefaultButton(keep);
    } else {
        question.setDefaultButton(QMessageBox::Save);
    }
    question.setInformativeText(unsaved.join(QLatin1Char('\n')));
    const int answer = question.exec();
    if (keep && question.clickedButton() == keep)
        return true;
    switch (answer) {
    case QMessageBox::Save:
        for (Page* page : m_pages)
            if (!page->unsavedWork().isEmpty()) {
                m_tabs->setCurrentWidget(page);
                if (!page->saveUnsavedWork())
                    return false; // cancelled or not written: stay, nothing is lost
            }
        return true;
    case QMessageBox::Discard:
        for (Page* page : m_pages)
            page->discardUnsavedWork();
        return true;
    default:
        return false;
    }
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/tab"), m_tabs->currentIndex());
    for (const Page* page : m_pages)
        page->saveSettings(settings);
}

void MainWindow::restoreSettings()
{
    const QSettings settings;
    // Qt moves a remembered window that would lie off the screens back onto one.
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
    for (Page* page : m_pages)
        page->restoreSettings(settings);
}

} // namespace othello
