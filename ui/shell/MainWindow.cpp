#include "MainWindow.h"

#include "ApplicationIcon.h"
#include "GuideDialog.h"
#include "Language.h"
#include "common/AlgorithmNames.h"
#include "common/Page.h"
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
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <algorithm>

namespace othello {

namespace {
constexpr int kStatusMessageMilliseconds = 10000;
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_tabs(new QTabWidget(this)), m_comparison(new ComparisonView)
{
    setWindowTitle(tr("Othello Search Lab"));
    setWindowIcon(applicationIcon());
    m_tabs->setObjectName(QStringLiteral("pageTabs"));
    m_tabs->setDocumentMode(true);
    auto* explore = new ExplorePage;
    addPage(explore, tr("Explore"));
    addPage(m_comparison, tr("Compare"));
    auto* playPage = new PlayPage;
    auto* tournament = new TournamentPage;
    addPage(playPage, tr("Play"));
    addPage(tournament, tr("Tournament"));
    // A tournament's game opens in the Play tab, to replay move by move.
    connect(tournament, &TournamentPage::gameOpened, this,
            [this, playPage](const GameSetup& setup, const play::GameRecord& game) {
                playPage->showGame(setup, game);
                m_tabs->setCurrentWidget(playPage);
            });
    addPage(new DepthComparisonPage, tr("Depths"));
    addPage(new TreePage(explore->session()), tr("Tree"));
    setCentralWidget(m_tabs);
    // A message about one tab means nothing on the other.
    connect(m_tabs, &QTabWidget::currentChanged, statusBar(), &QStatusBar::clearMessage);
    createMenus();
    statusBar()->showMessage(tr("Ready. Step through the principal variation or click a legal square to play."));
    resize(1180, 760);
    restoreSettings();
}

MainWindow::~MainWindow() = default;

void MainWindow::addPage(Page* page, const QString& title)
{
    m_tabs->addTab(page, title);
    m_pages.push_back(page);
    connect(page, &Page::statusMessage, this,
            [this](const QString& text) { statusBar()->showMessage(text, kStatusMessageMilliseconds); });
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Results…"));
    open->setShortcut(QKeySequence::Open);
    QAction* exportCsv = file->addAction(tr("Export Results as &CSV…"));
    QAction* exportJson = file->addAction(tr("Export Results as &JSON…"));
    QAction* exportCharts = file->addAction(tr("Export Charts as &PNG…"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    // Results live in the Compare tab: show it, then let it ask for the file. (Plain
    // lambdas: GCC 12 with ASan warns about a captured pointer to member.)
    const auto showCompareTab = [this] { m_tabs->setCurrentWidget(m_comparison); };
    connect(open, &QAction::triggered, this, [this, showCompareTab] {
        showCompareTab();
        m_comparison->openResults();
    });
    connect(exportCsv, &QAction::triggered, this, [this, showCompareTab] {
        showCompareTab();
        m_comparison->exportResultsCsv();
    });
    connect(exportJson, &QAction::triggered, this, [this, showCompareTab] {
        showCompareTab();
        m_comparison->exportResultsJson();
    });
    connect(exportCharts, &QAction::triggered, this, [this, showCompareTab] {
        showCompareTab();
        m_comparison->exportChartsPng();
    });

    // The Explore page's position actions; from another page they show the Explore page too.
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    if (auto* explore = findChild<ExplorePage*>()) {
        edit->addActions(explore->positionActions());
        for (QAction* action : explore->positionActions())
            connect(action, &QAction::triggered, this, [this, explore] { m_tabs->setCurrentWidget(explore); });
    }

    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    createLanguageMenu(settings);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&Guide"));
    guide->setObjectName(QStringLiteral("guideAction"));
    guide->setShortcut(QKeySequence::HelpContents);
    connect(guide, &QAction::triggered, this, [this] {
        auto* dialog = findChild<GuideDialog*>();
        if (!dialog)
            dialog = new GuideDialog(this);
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Othello Search Lab"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction* aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createLanguageMenu(QMenu* settingsMenu)
{
    QMenu* menu = settingsMenu->addMenu(tr("&Language"));
    auto* group = new QActionGroup(this);
    const Language current = storedLanguage();
    // Language names are written in their own language, so anyone can find theirs.
    const std::pair<Language, QString> choices[] = {
        {Language::System, tr("System")},
        {Language::English, QStringLiteral("English")},
        {Language::Spanish, QStringLiteral("Español")},
    };
    for (const auto& [language, name] : choices) {
        QAction* action = menu->addAction(name);
        action->setCheckable(true);
        action->setChecked(language == current);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, language = language] {
            if (language == storedLanguage())
                return;
            storeLanguage(language);
            QMessageBox::information(this, tr("Language"),
                                     tr("The new language will be used the next time you start Othello Search Lab."));
        });
    }
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
        // threads when this window is destroyed.
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
    for (const Page* page : m_pages)
        if (const QString work = page->unsavedWork(); !work.isEmpty())
            unsaved << work;
    if (unsaved.isEmpty())
        return true;
    QMessageBox question(QMessageBox::Warning, tr("Unsaved Results"), tr("Save your results before quitting?"),
                         QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    question.setObjectName(QStringLiteral("unsavedWorkQuestion"));
    question.setInformativeText(unsaved.join(QLatin1Char('\n')));
    question.setDefaultButton(QMessageBox::Save);
    switch (question.exec()) {
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
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
    for (Page* page : m_pages)
        page->restoreSettings(settings);
}

} // namespace othello
