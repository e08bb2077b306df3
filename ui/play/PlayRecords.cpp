// The Play tab's game as a record: saved and opened as files, kept across restarts, and asked
// about before anything replaces it while it is not saved.
#include "PlayGame.h"
#include "PlayPage.h"
#include "engine/board/BoardSize.h"
#include "results/FileRead.h"
#include "results/FileWrite.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSlider>

namespace othello {

QString PlayPage::recordText() const { return QString::fromStdString(play::formatRecord(m_game->record())); }

void PlayPage::markSaved() { m_savedRecord = recordText(); }

bool PlayPage::hasUnsavedGame() const { return m_game->plies() > 0 && recordText() != m_savedRecord; }

QString PlayPage::unsavedWork() const
{
    if (!hasUnsavedGame())
        return {};
    return tr("The game in the Play tab (%n move(s)) is not saved to a file.", nullptr, m_game->plies());
}

bool PlayPage::saveUnsavedWork() { return !hasUnsavedGame() || saveRecordAs(); }

void PlayPage::discardUnsavedWork()
{
    if (!hasUnsavedGame())
        return;
    // The next start begins a new game with the same players.
    newGame(m_game->setup());
}

bool PlayPage::offerToKeepGame()
{
    if (!hasUnsavedGame())
        return true;
    QMessageBox question(
        QMessageBox::Question, tr("Game in Progress"),
        tr("The game shown (%n move(s)) is not saved. Save it before it is replaced?", nullptr, m_game->plies()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    question.setObjectName(QStringLiteral("replaceGameQuestion"));
    question.button(QMessageBox::Save)->setText(tr("Save Game…"));
    question.button(QMessageBox::Discard)->setText(tr("Replace It"));
    question.setDefaultButton(QMessageBox::Save);
    switch (question.exec()) {
    case QMessageBox::Save:
        return saveRecordAs();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void PlayPage::saveSettings(QSettings& settings) const
{
    const GameSetup& setup = m_game->setup();
    settings.setValue(QStringLiteral("play/size"), setup.size);
    settings.setValue(QStringLiteral("play/scoring"), QString::fromLatin1(scoringId(setup.scoring).data()));
    // A player as its specification text (the CLI's), a person as nothing.
    settings.setValue(QStringLiteral("play/black"),
                      setup.black ? QString::fromStdString(setup.black->text()) : QString());
    settings.setValue(QStringLiteral("play/white"),
                      setup.white ? QString::fromStdString(setup.white->text()) : QString());
    settings.setValue(QStringLiteral("play/delay"), m_delay->value());
    // The game itself, played or opened, with the shown move: the next start shows it again,
    // still unsaved when it was.
    settings.setValue(QStringLiteral("play/game"), recordText());
    settings.setValue(QStringLiteral("play/ply"), m_game->ply());
    settings.setValue(QStringLiteral("play/unsaved"), hasUnsavedGame());
}

void PlayPage::restoreSettings(const QSettings& settings)
{
    m_delay->setValue(settings.value(QStringLiteral("play/delay"), m_delay->value()).toInt());
    GameSetup setup;
    const int size = settings.value(QStringLiteral("play/size"), 6).toInt();
    setup.size = isSupportedBoardSize(size) ? size : 6;
    setup.scoring = parseScoring(settings.value(QStringLiteral("play/scoring")).toString().toStdString())
                        .value_or(ScoringRule::DiscDifference);
    const auto player = [&](const char* key) -> std::optional<play::PlayerSpec> {
        const QString text = settings.value(QLatin1String(key)).toString();
        return text.isEmpty() ? std::nullopt : play::parsePlayer(text.toStdString()); // a bad one: a person
    };
    setup.black = player("play/black");
    setup.white = player("play/white");
    // Nothing plays by itself at start: engines wait, paused, until the user continues.
    newGame(setup);
    const auto record = play::parseRecord(settings.value(QStringLiteral("play/game")).toString().toStdString());
    if (const auto* game = std::get_if<play::GameRecord>(&record); game && game->start.size == setup.size) {
        m_game->load(*game);
        m_game->goToPly(
            std::clamp(settings.value(QStringLiteral("play/ply"), m_game->plies()).toInt(), 0, m_game->plies()));
        // Settings from before "unsaved" was kept: a game with moves was never saved here.
        if (!settings.value(QStringLiteral("play/unsaved"), m_game->plies() > 0).toBool())
            markSaved();
    }
    if (m_game->engineToMove())
        setPaused(true);
}

bool PlayPage::saveRecord(const QString& path, QString* error)
{
    const QByteArray text = recordText().toUtf8();
    const QString reason = writeFileAtomicallyReason(path, text);
    if (!reason.isEmpty()) {
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
        return false;
    }
    markSaved();
    return true;
}

bool PlayPage::loadRecord(const QString& path, QString* error)
{
    // Only a regular file of reasonable size: a device (/dev/zero) would be read forever.
    constexpr qint64 kMaxRecordBytes = 16LL * 1024 * 1024; // a game record is a few hundred bytes
    QString reason;
    const std::optional<QByteArray> content = readWholeFile(path, kMaxRecordBytes, &reason);
    if (!content) {
        const QString prefix = QString("cannot read '%1': ").arg(path);
        *error =
            tr("Cannot read %1: %2")
                .arg(QDir::toNativeSeparators(path), reason.startsWith(prefix) ? reason.mid(prefix.size()) : reason);
        return false;
    }
    const auto parsed = play::parseRecord(content->toStdString());
    if (const auto* bad = std::get_if<ParseError>(&parsed)) {
        *error =
            tr("%1 is not a game record: %2").arg(QDir::toNativeSeparators(path), QString::fromStdString(bad->message));
        return false;
    }
    showRecord(std::get<play::GameRecord>(parsed));
    markSaved(); // it is in its file
    return true;
}

void PlayPage::showRecord(const play::GameRecord& record)
{
    stopThinking();
    // A loaded game is for reading: engines wait until Pause is released or play goes on.
    const bool engines = m_game->setup().black || m_game->setup().white;
    m_paused = engines;
    {
        const QSignalBlocker blocker(m_pause);
        m_pause->setChecked(m_paused);
    }
    m_thinking->clear();
    m_game->load(record);
}

void PlayPage::showGame(const GameSetup& setup, const play::GameRecord& game)
{
    newGame(setup);
    showRecord(game);
    markSaved();        // the tournament holds it
    m_game->goToPly(0); // from its opening, move by move
}

bool PlayPage::saveRecordAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), QStringLiteral("game.txt"),
                                                      tr("Game records (*.txt);;All files (*)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (saveRecord(path, &error)) {
        emit statusMessage(tr("Saved the game to %1.").arg(QDir::toNativeSeparators(path)));
        return true;
    }
    QMessageBox::warning(this, tr("Save Game"), error);
    return false;
}

void PlayPage::openRecord()
{
    if (!offerToKeepGame())
        return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Game"), QString(), tr("Game records (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (loadRecord(path, &error))
        emit statusMessage(tr("Opened %1: %2 moves.").arg(QDir::toNativeSeparators(path)).arg(m_game->plies()));
    else
        QMessageBox::warning(this, tr("Open Game"), error);
}

} // namespace othello
