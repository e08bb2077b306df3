#include "PlayGame.h"

#include "common/MoveRefusal.h"

namespace othello {

PlayGame::PlayGame(QObject* parent) : QObject(parent) { start(GameSetup{}); }

void PlayGame::start(const GameSetup& setup)
{
    m_setup = setup;
    m_record = play::GameRecord{Board::start(setup.size), {}};
    moveCursor(0);
}

void PlayGame::load(const play::GameRecord& record)
{
    m_setup.size = record.start.size;
    m_record = record;
    moveCursor(plies());
}

std::optional<play::PlayerSpec> PlayGame::engineToMove() const
{
    if (m_board.isGameOver())
        return std::nullopt;
    return m_setup.playerFor(m_board.toMove);
}

bool PlayGame::isPersonToMove() const { return !m_board.isGameOver() && !m_setup.playerFor(m_board.toMove); }

bool PlayGame::isPersonAt(int ply) const
{
    Board board = m_record.start;
    for (int i = 0; i < ply; ++i)
        board = board.played(m_record.moves[static_cast<std::size_t>(i)]);
    return !m_setup.playerFor(board.toMove);
}

bool PlayGame::canUndo() const { return m_ply > 0; }

bool PlayGame::canRedo() const { return m_ply < plies(); }

int PlayGame::finalMargin() const
{
    return finalScoreUnder(m_setup.scoring, m_board.black, m_board.white, m_board.size * m_board.size);
}

QString PlayGame::resultText() const
{
    if (!m_board.isGameOver())
        return {};
    const int margin = finalMargin();
    const int black = m_board.blackCount();
    const int white = m_board.whiteCount();
    if (margin == 0)
        return tr("Game over — Black %1, White %2: a draw.").arg(black).arg(white);
    if (m_setup.scoring == ScoringRule::EmptiesToWinner && m_board.emptyCount() > 0)
        return (margin > 0 ? tr("Game over — Black %1, White %2: Black wins by %3 (empty squares to the winner).")
                           : tr("Game over — Black %1, White %2: White wins by %3 (empty squares to the winner)."))
            .arg(black)
            .arg(white)
            .arg(std::abs(margin));
    return (margin > 0 ? tr("Game over — Black %1, White %2: Black wins by %3.")
                       : tr("Game over — Black %1, White %2: White wins by %3."))
        .arg(black)
        .arg(white)
        .arg(std::abs(margin));
}

bool PlayGame::play(int move)
{
    if (MoveRefusal::reasonFor(m_board, move) != MoveRefusal::Reason::None) {
        emit moveRefused(MoveRefusal::explain(m_board, move));
        return false;
    }
    m_record.moves.resize(static_cast<std::size_t>(m_ply));
    m_record.moves.push_back(move);
    moveCursor(m_ply + 1);
    return true;
}

void PlayGame::undo()
{
    if (!canUndo())
        return;
    int ply = m_ply - 1;
    // Against an engine, take back its reply too: back to where the person moved.
    const bool anyPerson = !m_setup.black || !m_setup.white;
    while (anyPerson && ply > 0 && !isPersonAt(ply))
        --ply;
    moveCursor(ply);
}

void PlayGame::redo()
{
    if (!canRedo())
        return;
    int ply = m_ply + 1;
    const bool anyPerson = !m_setup.black || !m_setup.white;
    while (anyPerson && ply < plies() && !isPersonAt(ply))
        ++ply;
    moveCursor(ply);
}

void PlayGame::goToPly(int ply)
{
    if (ply >= 0 && ply <= plies() && ply != m_ply)
        moveCursor(ply);
}

void PlayGame::truncate()
{
    if (isAtEnd())
        return;
    m_record.moves.resize(static_cast<std::size_t>(m_ply));
    emit positionChanged();
}

void PlayGame::moveCursor(int ply)
{
    m_ply = ply;
    m_board = m_record.start;
    for (int i = 0; i < ply; ++i)
        m_board = m_board.played(m_record.moves[static_cast<std::size_t>(i)]);
    emit positionChanged();
}

} // namespace othello
