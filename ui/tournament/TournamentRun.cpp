// The Tournament tab running a tournament, and keeping its games until they are exported:
// every finished game is on disk at once (KeptResults), the next start shows them again, and
// Quit counts them as unsaved work.
#include "KeptTournament.h"
#include "StandingsModel.h"
#include "TournamentChart.h"
#include "TournamentPage.h"
#include "jobs/TournamentJob.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>

namespace othello {

namespace {

// What was played, under the chart's title: "6×6, 4 players, 8 openings, disc difference".
QString playedText(int size, int players, int openings, ScoringRule scoring)
{
    //: The scoring rule inside a sentence (the tournament chart's subtitle), hence lower case.
    const QString rule = scoring == ScoringRule::DiscDifference ? TournamentPage::tr("disc difference")
                                                                //: The scoring rule inside a sentence, lower case.
                                                                : TournamentPage::tr("empty squares to the winner");
    //: The tournament chart's subtitle: "6×6, 4 players, 8 openings, disc difference".
    return TournamentPage::tr("%1, %n player(s), %2, %3", nullptr, players)
        .arg(TournamentPage::tr("%1×%1").arg(size), TournamentPage::tr("%n opening(s)", nullptr, openings), rule);
}

} // namespace

bool TournamentPage::start()
{
    if (m_job->isRunning())
        return false;
    if (m_players.size() < 2) {
        m_progressText->setText(tr("A tournament needs at least two players."));
        emit statusMessage(m_progressText->text());
        return false;
    }
    QString error;
    const auto positions = openings(&error);
    if (!positions) {
        m_progressText->setText(error);
        emit statusMessage(error);
        return false;
    }
    std::optional<play::TimeControl> clock;
    if (const QString text = m_timeControl->text().trimmed(); !text.isEmpty()) {
        clock = play::parseTimeControl(text.toStdString());
        if (!clock) {
            m_progressText->setText(
                tr("The clock per game '%1' is not seconds or seconds+increment (e.g. 60+0.5).").arg(text));
            emit statusMessage(m_progressText->text());
            return false;
        }
    }
    const bool external = std::any_of(m_players.begin(), m_players.end(),
                                      [](const play::PlayerSpec& p) { return p.kind == play::PlayerKind::Nboard; });
    if (external && m_size->currentData().toInt() != 8) {
        m_progressText->setText(tr("External engines play 8×8 games only: choose the 8×8 board."));
        emit statusMessage(m_progressText->text());
        return false;
    }
    const auto scoring = static_cast<ScoringRule>(m_scoring->currentData().toInt());
    m_runScoring = scoring;
    m_runClock = clock;
    m_total = static_cast<int>(
        play::roundRobin(static_cast<int>(m_players.size()), static_cast<int>(positions->size())).size());
    m_gamesPerPlayer = 2 * (static_cast<int>(m_players.size()) - 1) * static_cast<int>(positions->size());
    // The games shown before are replaced: no longer kept (the Start button asked first).
    m_unsaved = false;
    m_fromLastSession = false;
    m_kept.forget();
    m_model->setTournament(m_players);
    m_chart->setSubtitle(playedText(m_size->currentData().toInt(), static_cast<int>(m_players.size()),
                                    static_cast<int>(positions->size()), scoring));
    m_progress->setRange(0, m_total);
    m_progress->setValue(0);
    m_progressText->setText(tr("%1 games to play.").arg(m_total));
    m_job->start(m_players, *positions, scoring, clock);
    updateChart();
    updateEnabled();
    showKeptNotice();
    emit runningChanged(true);
    return true;
}

void TournamentPage::startAfterAsking()
{
    if (m_unsaved && !m_model->games().empty()) {
        QMessageBox question(QMessageBox::Question, tr("Unsaved Games"),
                             tr("The %n game(s) shown are not exported. Export them before a new tournament "
                                "replaces them?",
                                nullptr, static_cast<int>(m_model->games().size())),
                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
        question.setObjectName(QStringLiteral("replaceTournamentQuestion"));
        question.button(QMessageBox::Save)->setText(tr("Export as JSON…"));
        question.setDefaultButton(QMessageBox::Save);
        const int answer = question.exec();
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !saveUnsavedWork()))
            return;
    }
    start();
}

void TournamentPage::stop() { m_job->stop(); }

void TournamentPage::onGame(const play::GameResult& result, int done, int total)
{
    m_model->addGame(result);
    m_progress->setMaximum(total);
    m_progress->setValue(done);
    m_unsaved = true;
    keepGames(); // a crash or a quit loses no game
    const auto& o = result.outcome;
    if (m_gameView->currentIndex().row() < 0)
        m_gameView->scrollToBottom(); // follow the games until the user picks one
    m_progressText->setText(
        tr("Game %1 of %2: %3 (Black) %4–%5 %6 (White).")
            .arg(done)
            .arg(total)
            .arg(QString::fromStdString(m_players[static_cast<std::size_t>(result.pairing.black)].name))
            .arg(o.final.blackCount())
            .arg(o.final.whiteCount())
            .arg(QString::fromStdString(m_players[static_cast<std::size_t>(result.pairing.white)].name)));
    if (!o.reason.empty()) // the engine layer's words, in English like the files
        m_progressText->setText(m_progressText->text() + "\n" +
                                tr("Forfeit: %1").arg(QString::fromStdString(o.reason)));
    updateChart();
    showKeptNotice();
}

void TournamentPage::onFinished(bool cancelled)
{
    const int games = static_cast<int>(m_model->games().size());
    QString text = cancelled ? tr("Tournament stopped after %1 of %2 games.").arg(games).arg(m_progress->maximum())
                             : tr("Tournament finished: %1 games.").arg(games);
    const auto forfeits = std::count_if(m_model->games().begin(), m_model->games().end(),
                                        [](const play::GameResult& game) { return !game.outcome.reason.empty(); });
    if (forfeits > 0) // external engines that failed: the exports give each game's reason
        text += " " + tr("Forfeits: %1 (the reasons are in the games' CSV/JSON export).").arg(forfeits);
    m_progressText->setText(text);
    emit statusMessage(text);
    updateEnabled();
    emit runningChanged(false);
}

void TournamentPage::openGame(int row)
{
    const auto& games = m_model->games();
    if (row < 0 || row >= static_cast<int>(games.size()))
        return;
    const play::GameResult& game = games[static_cast<std::size_t>(row)];
    GameSetup setup;
    setup.size = game.outcome.record.start.size;
    setup.scoring = m_runScoring;
    setup.black = m_model->players()[static_cast<std::size_t>(game.pairing.black)];
    setup.white = m_model->players()[static_cast<std::size_t>(game.pairing.white)];
    emit gameOpened(setup, game.outcome.record);
}

void TournamentPage::setKeptResults(const KeptResults& kept) { m_kept = kept; }

void TournamentPage::keepGames()
{
    KeptTournament tournament{m_model->players(), m_model->games(), m_runScoring, m_gamesPerPlayer, m_total};
    QString error;
    if (!m_kept.keep(keptTournamentJson(tournament), &error) && !m_keepWarned) {
        m_keepWarned = true; // once: the games stay on the screen and exportable
        emit statusMessage(tr("The games cannot be kept for the next start: %1").arg(error));
    }
}

void TournamentPage::showKeptGames()
{
    if (m_job->isRunning() || !m_kept.exists())
        return;
    const auto json = m_kept.read();
    const auto tournament = json ? parseKeptTournament(*json) : std::nullopt;
    if (!tournament || tournament->games.empty()) {
        m_kept.forget(); // unreadable (or empty): nothing to offer
        return;
    }
    m_runScoring = tournament->scoring;
    m_gamesPerPlayer = tournament->gamesPerPlayer;
    m_total = tournament->total;
    m_model->setTournament(tournament->players);
    for (const play::GameResult& game : tournament->games)
        m_model->addGame(game);
    const int players = static_cast<int>(tournament->players.size());
    m_chart->setSubtitle(playedText(tournament->games.front().outcome.record.start.size, players,
                                    players > 1 ? m_gamesPerPlayer / (2 * (players - 1)) : 0, m_runScoring));
    m_progress->setRange(0, std::max(1, m_total));
    m_progress->setValue(static_cast<int>(tournament->games.size()));
    m_unsaved = true;
    m_fromLastSession = true;
    updateChart();
    updateEnabled();
    showKeptNotice();
}

void TournamentPage::forgetKeptGames()
{
    m_unsaved = false;
    m_fromLastSession = false;
    m_kept.forget();
    showKeptNotice();
}

void TournamentPage::showKeptNotice()
{
    const int games = static_cast<int>(m_model->games().size());
    const bool shown = m_unsaved && games > 0;
    m_keptNotice->setVisible(shown);
    m_discard->setVisible(shown);
    if (!shown)
        return;
    m_keptNotice->setText(m_fromLastSession
                              ? tr("%n game(s) of your last session, not exported yet: kept until you export them "
                                   "(CSV, JSON or GGF) or discard them.",
                                   nullptr, games)
                              : tr("%n game(s) not exported yet: kept for the next start until you export them (CSV, "
                                   "JSON or GGF) or discard them.",
                                   nullptr, games));
}

QString TournamentPage::unsavedWork() const
{
    if (!m_unsaved || m_model->games().empty())
        return {};
    return tr("The tournament's %n game(s) are not exported.", nullptr, static_cast<int>(m_model->games().size()));
}

bool TournamentPage::saveUnsavedWork()
{
    if (unsavedWork().isEmpty())
        return true;
    exportJsonAs();
    return !m_unsaved;
}

void TournamentPage::discardUnsavedWork()
{
    if (m_job->isRunning())
        return;
    forgetKeptGames();
}

} // namespace othello
