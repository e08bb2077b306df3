// The Tournament tab's exports: the games as the CLI's CSV, JSON or GGF (an export of the games
// saves them: they are no longer kept as unsaved work), the standings as CSV.
#include "StandingsModel.h"
#include "TournamentPage.h"
#include "results/FileWrite.h"
#include "results/TournamentFiles.h"

#include <QDir>
#include <QFileDialog>
#include <QMessageBox>

namespace othello {

bool TournamentPage::exportCsv(const QString& path, QString* error)
{
    const bool written = writeTournamentCsv(path, m_model->games(), m_model->players(), error);
    if (written)
        forgetKeptGames();
    return written;
}

bool TournamentPage::exportJson(const QString& path, QString* error)
{
    const bool written = writeTournamentJson(path, m_model->games(), m_model->players(), error);
    if (written)
        forgetKeptGames();
    return written;
}

bool TournamentPage::exportGgf(const QString& path, QString* error)
{
    const bool written =
        writeFileAtomically(path, tournamentGgf(m_model->games(), m_model->players(), m_runClock), error);
    if (written)
        forgetKeptGames();
    return written;
}

bool TournamentPage::exportStandingsCsv(const QString& path, QString* error) const
{
    return writeFileAtomically(path, standingsCsv(m_model->games(), m_model->players()), error);
}

void TournamentPage::exportStandingsAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Standings as CSV"),
                                                      QStringLiteral("standings.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportStandingsCsv(path, &error))
        emit statusMessage(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
    else // the file layer speaks English: say it in the user's language, then its detail
        QMessageBox::warning(this, tr("Export"),
                             tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)) + "\n" + error);
}

void TournamentPage::exportCsvAs()
{
    exportGamesAs(QFileDialog::getSaveFileName(this, tr("Export Games as CSV"), QStringLiteral("tournament.csv"),
                                               tr("CSV files (*.csv)")),
                  &TournamentPage::exportCsv);
}

void TournamentPage::exportJsonAs()
{
    exportGamesAs(QFileDialog::getSaveFileName(this, tr("Export Games as JSON"), QStringLiteral("tournament.json"),
                                               tr("JSON files (*.json)")),
                  &TournamentPage::exportJson);
}

void TournamentPage::exportGgfAs()
{
    exportGamesAs(QFileDialog::getSaveFileName(this, tr("Export Games as GGF"), QStringLiteral("tournament.ggf"),
                                               tr("GGF game files (*.ggf)")),
                  &TournamentPage::exportGgf);
}

bool TournamentPage::exportGamesAs(const QString& path, GamesWriter write)
{
    if (path.isEmpty())
        return false;
    QString error;
    if ((this->*write)(path, &error)) {
        emit statusMessage(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
        return true;
    }
    // The file layer speaks English: say it in the user's language, then its detail.
    QMessageBox::warning(this, tr("Export"), tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)) + "\n" + error);
    return false;
}

} // namespace othello
