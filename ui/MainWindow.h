#pragma once

#include <QMainWindow>

class QActionGroup;
class QTabWidget;

namespace othello {

class ComparisonView;
class ExplorePage;
class DepthComparisonPage;
class PlayPage;
class TournamentPage;

// The application window: the Explore tab (board, PV, solver), the Play, Tournament and Depths tabs and, when built with it, the
// Compare tab; the menus; remembered geometry and settings; a clean stop of running searches
// on close.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    ExplorePage* explorePage() const { return m_explore; }
    PlayPage* playPage() const { return m_play; }
    TournamentPage* tournamentPage() const { return m_tournament; }
    DepthComparisonPage* depthPage() const { return m_depths; }
    // Null when the program was built without the comparison view.
    ComparisonView* comparisonView() const { return m_comparison; }
    QTabWidget* tabs() const { return m_tabs; }

    bool hasRunningJobs() const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void createLanguageMenu(QMenu* settingsMenu);
    void showAbout();
    void stopRunningJobs();
    void saveSettings() const;
    void restoreSettings();

    QTabWidget* m_tabs;
    ExplorePage* m_explore;
    PlayPage* m_play;
    TournamentPage* m_tournament;
    DepthComparisonPage* m_depths;
    ComparisonView* m_comparison = nullptr;
};

} // namespace othello
