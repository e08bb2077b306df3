#pragma once

#include <QMainWindow>
#include <vector>

class QAction;
class QActionGroup;
class QMenu;
class QTabWidget;

namespace othello {

class ComparisonView;
class PlayPage;
class Page;

// The application window: the Explore (board, PV, solver), Compare, Play, Tournament, Depths and
// Tree tabs; the menus; remembered geometry and settings; a clean stop of running searches on close.
// Status messages, running work, unsaved results, stopping and settings go through every page
// alike (Page). A language chosen in Settings applies at once (every widget retranslates on
// QEvent::LanguageChange), and so does the value convention (Settings > Values From).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The tab pages, in tab order.
    const std::vector<Page*>& pages() const { return m_pages; }

    bool hasRunningJobs() const;

    // The size of the first window (no size remembered) on a screen whose free area is
    // `available`: the size the tabs read best at, shrunk to leave room for the window's frame.
    static QSize firstWindowSize(const QRect& available);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    static QString readyText();
    void addPage(Page* page);
    void createMenus();
    void createSettingsMenu();
    void createHelpMenu();
    void retranslate();
    void showManual();
    void showAbout();
    void showPageMessage(const Page* page, const QString& text);
    void stopRunningJobs();
    void saveSettings() const;
    // Asks to save what the pages have not saved; false when the user cancels (do not quit).
    bool offerToSaveUnsavedWork();
    void restoreSettings();

    QTabWidget* m_tabs;
    ComparisonView* m_comparison; // the File menu's results actions act on it
    PlayPage* m_play;
    std::vector<Page*> m_pages;
    const Page* m_messagePage = nullptr; // whose message the status bar shows

    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_settingsMenu = nullptr;
    QMenu* m_valuesMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_open = nullptr;
    QAction* m_exportCsv = nullptr;
    QAction* m_exportJson = nullptr;
    QAction* m_exportCharts = nullptr;
    QAction* m_checkImplementation = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_blackView = nullptr;
    QAction* m_moverView = nullptr;
    QAction* m_systemLanguage = nullptr;
    QAction* m_manual = nullptr;
    QAction* m_about = nullptr;
    QAction* m_aboutQt = nullptr;
};

} // namespace othello
