#pragma once

#include "common/Page.h"
#include "engine/play/Tournament.h"

#include <optional>

class QBarSet;
class QBarCategoryAxis;
class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QSettings;
class QPushButton;
class QStackedBarSeries;
class QTableView;
class QValueAxis;

namespace othello {

class StandingsModel;
class TournamentJob;

// The Tournament tab: engine players play a round-robin with colours swapped (optionally from
// every position of an openings file) on a worker thread (TournamentJob); the standings table
// and a wins/draws/losses chart follow each game; the games export as the CLI's CSV/JSON.
class TournamentPage : public Page {
    Q_OBJECT
public:
    explicit TournamentPage(QWidget* parent = nullptr);
    ~TournamentPage() override;

    std::vector<play::PlayerSpec> players() const { return m_players; }
    void setPlayers(const std::vector<play::PlayerSpec>& players);
    void setBoardSize(int size);
    // Empty: the start position only.
    void setOpeningsFile(const QString& path);

    // The players and the settings of the form.
    void saveSettings(QSettings& settings) const override;
    void restoreSettings(const QSettings& settings) override;

    StandingsModel* standings() const { return m_model; }
    QString progressText() const;
    bool isRunning() const;
    bool isBusy() const override { return isRunning(); }

    bool exportCsv(const QString& path, QString* error) const;
    bool exportJson(const QString& path, QString* error) const;

public slots:
    // Checks the settings, then starts; a problem is reported with a one-line message.
    bool start();
    void stop() override;
    void addPlayer();
    void removePlayer();
    void exportCsvAs();
    void exportJsonAs();
    void exportChartAs();

signals:
    void runningChanged(bool running);

private:
    // The form's choices and the standings table; the wins/draws/losses chart; the players,
    // settings and progress; the standings, chart and export buttons.
    void setUpControls();
    void setUpChart();
    QWidget* createSettingsSide();
    QWidget* createResultsSide();
    void connectParts();
    // Writes the games with `write` to `path` (empty: the user cancelled) and says how it went.
    using GamesWriter = bool (TournamentPage::*)(const QString&, QString*) const;
    void exportGamesAs(const QString& path, GamesWriter write);
    std::optional<std::vector<Board>> openings(QString* error) const;
    void showPlayers();
    void onGame(const play::GameResult& result, int done, int total);
    void onFinished(bool cancelled);
    void updateChart();
    void updateEnabled();

    std::vector<play::PlayerSpec> m_players;
    TournamentJob* m_job;
    StandingsModel* m_model;
    QListWidget* m_playerList;
    QPushButton* m_add;
    QPushButton* m_remove;
    QComboBox* m_size;
    QComboBox* m_scoring;
    QLineEdit* m_openings;
    QPushButton* m_browse;
    QPushButton* m_start;
    QPushButton* m_stop;
    QProgressBar* m_progress;
    QLabel* m_progressText;
    QTableView* m_table;
    QChartView* m_chartView;
    QChart* m_chart;
    QStackedBarSeries* m_series;
    QBarSet* m_wins;
    QBarSet* m_draws;
    QBarSet* m_losses;
    QBarCategoryAxis* m_playerAxis;
    QValueAxis* m_gamesAxis;
    QPushButton* m_exportCsv;
    QPushButton* m_exportJson;
    QPushButton* m_exportChart;
    int m_gamesPerPlayer = 0;
};

} // namespace othello
