#pragma once

#include <QMainWindow>
#include <vector>

class QActionGroup;
class QTabWidget;

namespace othello {

class ComparisonView;
class Page;

// The application window: the Explore (board, PV, solver), Compare, Play, Tournament, Depths and
// Tree tabs; the menus; remembered geometry and settings; a clean stop of running searches on close.
// Status messages, running work, stopping and settings go through every page alike (Page).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The tab pages, in tab order.
    const std::vector<Page*>& pages() const { return m_pages; }

    bool hasRunningJobs() const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void addPage(Page* page, const QString& title);
    void createMenus();
    void createLanguageMenu(QMenu* settingsMenu);
    void showAbout();
    void stopRunningJobs();
    void saveSettings() const;
    // Asks to save what the pages have not saved; false when the user cancels (do not quit).
    bool offerToSaveUnsavedWork();
    void restoreSettings();

    QTabWidget* m_tabs;
    ComparisonView* m_comparison; // the File menu's results actions act on it
    std::vector<Page*> m_pages;
};

} // namespace othello
