#pragma once

#include "common/Page.h"
#include "common/players/GameSetup.h"
#include "engine/play/Tournament.h"

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QSettings;
class QPushButton;
class QTableView;
class QTabWidget;

namespace othello {

class CrosstableModel;
class GameListModel;
class StandingsModel;
class TournamentChart;
class TournamentJob;

// The Tournament tab: engine players play a round-robin with colours swapped from the balanced
// openings shipped for the board size, the start position or every position of an openings
// file, optionally under a per-game clock, on a worker thread (TournamentJob). The standings
// (points, Elo with its margin, LOS), a wins/draws/losses chart, the crosstable and the game
// list follow each game; a double-clicked game opens in the Play tab (gameOpened); the games
// and standings export as the CLI's CSV/JSON.
class TournamentPage : public Page {
    Q_OBJECT
public:
    explicit TournamentPage(QWidget* parent = nullptr);
    ~TournamentPage() override;

    std::vector<play::PlayerSpec> players() const { return m_players; }
    void setPlayers(const std::vector<play::PlayerSpec>& players);
    void setBoardSize(int size);
    enum class Openings { Balanced, Start, File };
    // Balanced: the set shipped for the board size; File: every position of `path`.
    void setOpenings(Openings openings, const QString& path = {});
    // The same as setOpenings(File, path); an empty path: the start position only.
    void setOpeningsFile(const QString& path);
    // "60+0.5": a clock per player and game; empty: none.
    void setTimeControl(const QString& text);

    // The players and the settings of the form.
    void saveSettings(QSettings& settings) const override;
    void restoreSettings(const QSettings& settings) override;

    StandingsModel* standings() const { return m_model; }
    CrosstableModel* crosstable() const { return m_crosstableModel; }
    GameListModel* gameList() const { return m_gameModel; }
    QString progressText() const;
    bool isRunning() const;
    bool isBusy() const override { return isRunning(); }

    bool exportCsv(const QString& path, QString* error) const;
    bool exportJson(const QString& path, QString* error) const;
    bool exportGgf(const QString& path, QString* error) const;
    bool exportStandingsCsv(const QString& path, QString* error) const;
    // Asks for the game of the list's row to be shown in the Play tab (gameOpened).
    void openGame(int row);

public slots:
    // Checks the settings, then starts; a problem is reported with a one-line message.
    bool start();
    void stop() override;
    void addPlayer();
    void removePlayer();
    void exportCsvAs();
    void exportJsonAs();
    void exportGgfAs();
    void exportStandingsAs();
    void exportChartAs();

signals:
    void runningChanged(bool running);
    // A game to replay, with the players and scoring it was played with.
    void gameOpened(const othello::GameSetup& setup, const othello::play::GameRecord& game);

private:
    // The form's choices and the standings table; the players, settings and progress; the
    // standings, chart and export buttons.
    void setUpControls();
    QWidget* createSettingsSide();
    QWidget* createResultsSide();
    void connectParts();
    // Writes the games with `write` to `path` (empty: the user cancelled) and says how it went.
    using GamesWriter = bool (TournamentPage::*)(const QString&, QString*) const;
    void exportGamesAs(const QString& path, GamesWriter write);
    std::optional<std::vector<Board>> openings(QString* error) const;
    void updateOpeningsChoice();
    void showPlayers();
    void onGame(const play::GameResult& result, int done, int total);
    void onFinished(bool cancelled);
    void updateChart();
    void updateEnabled();

    std::vector<play::PlayerSpec> m_players;
    TournamentJob* m_job;
    StandingsModel* m_model;
    CrosstableModel* m_crosstableModel;
    GameListModel* m_gameModel;
    QListWidget* m_playerList;
    QPushButton* m_add;
    QPushButton* m_remove;
    QComboBox* m_size;
    QComboBox* m_scoring;
    QComboBox* m_openingsChoice;
    QLineEdit* m_openings;
    QPushButton* m_browse;
    QLineEdit* m_timeControl;
    QPushButton* m_start;
    QPushButton* m_stop;
    QProgressBar* m_progress;
    QLabel* m_progressText;
    QTabWidget* m_results;
    QTableView* m_table;
    QTableView* m_crosstableView;
    QTableView* m_gameView;
    TournamentChart* m_chart;
    QPushButton* m_exportCsv;
    QPushButton* m_exportJson;
    QPushButton* m_exportGgf;
    QPushButton* m_exportStandings;
    QPushButton* m_exportChart;
    int m_gamesPerPlayer = 0;
    ScoringRule m_runScoring = ScoringRule::DiscDifference; // of the games shown
};

} // namespace othello
