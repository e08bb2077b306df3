#pragma once

#include "common/KeptResults.h"
#include "common/Page.h"
#include "common/players/GameSetup.h"
#include "engine/play/Tournament.h"

#include <optional>

class QComboBox;
class QGroupBox;
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
//
// A tournament's games are kept on disk as they finish (KeptResults) until they are exported
// or discarded: the next start shows them again, and Quit counts them as unsaved work.
// The files: TournamentPage.cpp (the form and layout), TournamentRun.cpp (running and keeping
// a tournament), TournamentExport.cpp (the exports); the chart is a TournamentChart of its own
// (TournamentChart.h: the program's figure rules, its own export).
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

    // The players and the settings of the form; the kept tournament comes back on its own.
    void saveSettings(QSettings& settings) const override;
    void restoreSettings(const QSettings& settings) override;

    StandingsModel* standings() const { return m_model; }
    CrosstableModel* crosstable() const { return m_crosstableModel; }
    GameListModel* gameList() const { return m_gameModel; }
    QString progressText() const;
    bool isRunning() const;
    bool isBusy() const override { return isRunning(); }
    // Games not exported as CSV, JSON or GGF: kept on disk for the next start until then.
    QString unsavedWork() const override;
    bool saveUnsavedWork() override;
    void discardUnsavedWork() override;
    bool keepsUnsavedWork() const override { return true; }
    // Where the games are kept (a test points it at a folder of its own).
    void setKeptResults(const KeptResults& kept);
    const KeptResults& keptResults() const { return m_kept; }

    bool exportCsv(const QString& path, QString* error);
    bool exportJson(const QString& path, QString* error);
    bool exportGgf(const QString& path, QString* error);
    bool exportStandingsCsv(const QString& path, QString* error) const;
    // Asks for the game of the list's row to be shown in the Play tab (gameOpened).
    void openGame(int row);

public slots:
    // Checks the settings, then starts; a problem is reported with a one-line message.
    bool start();
    // The Start button: asks first when the games shown are not saved (Save… / Discard / Cancel).
    void startAfterAsking();
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

protected:
    void changeEvent(QEvent* event) override;

private:
    // The form's choices and the standings table; the players, settings and progress; the
    // standings, chart and export buttons.
    void setUpControls();
    QWidget* createSettingsSide();
    QWidget* createResultsSide();
    void connectParts();
    void retranslate();
    // Writes the games with `write` to `path` (empty: the user cancelled) and says how it went.
    using GamesWriter = bool (TournamentPage::*)(const QString&, QString*);
    bool exportGamesAs(const QString& path, GamesWriter write);
    std::optional<std::vector<Board>> openings(QString* error) const;
    void updateOpeningsChoice();
    void showPlayers();
    void onGame(const play::GameResult& result, int done, int total);
    void onFinished(bool cancelled);
    void updateChart();
    void updateEnabled();
    // The games shown, on disk (KeptResults) until they are exported or discarded.
    void keepGames();
    // Shows the games kept by an earlier session, if any.
    void showKeptGames();
    // The games were exported, or the user discarded them: nothing is kept any more.
    void forgetKeptGames();
    void showKeptNotice();

    std::vector<play::PlayerSpec> m_players;
    TournamentJob* m_job;
    StandingsModel* m_model;
    CrosstableModel* m_crosstableModel;
    GameListModel* m_gameModel;
    KeptResults m_kept;
    bool m_unsaved = false;         // the games shown are not exported
    bool m_fromLastSession = false; // they were kept by an earlier session
    bool m_keepWarned = false;      // the page said once that they could not be kept
    QGroupBox* m_playersGroup;
    QListWidget* m_playerList;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_sizeTitle;
    QLabel* m_scoringTitle;
    QLabel* m_openingsTitle;
    QLabel* m_clockTitle;
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
    QLabel* m_keptNotice;
    QPushButton* m_discard;
    QTabWidget* m_results;
    QTableView* m_table;
    QLabel* m_standingsNote;
    QTableView* m_crosstableView;
    QTableView* m_gameView;
    TournamentChart* m_chart;
    QLabel* m_exportTitle;
    QPushButton* m_exportCsv;
    QPushButton* m_exportJson;
    QPushButton* m_exportGgf;
    QPushButton* m_exportStandings;
    QPushButton* m_exportChart;
    int m_gamesPerPlayer = 0;
    int m_total = 0;                                        // games the tournament shown plays
    ScoringRule m_runScoring = ScoringRule::DiscDifference; // of the games shown
    std::optional<play::TimeControl> m_runClock;            // of the games shown, for the GGF's TI
};

} // namespace othello
