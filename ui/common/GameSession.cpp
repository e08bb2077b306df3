#include "GameSession.h"

#include "engine/board/PrincipalVariation.h"
#include "engine/board/Square.h"

#include <algorithm>

namespace othello {

namespace {
const PrincipalVariation& pv() { return PrincipalVariation::sixBySix(); }
} // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent), m_start(pv().position(PrincipalVariation::kFirstLabel)), m_line(pv().moves()), m_board(m_start)
{ }

int GameSession::divergence() const
{
    const std::vector<int>& pvMoves = pv().moves();
    std::size_t i = 0;
    while (i < m_line.size() && i < pvMoves.size() && m_line[i] == pvMoves[i])
        ++i;
    return static_cast<int>(i);
}

bool GameSession::isOnPrincipalVariation() const { return m_fromPv && m_ply <= divergence(); }

int GameSession::label() const
{
    if (!m_fromPv)
        return m_pvLabel;
    return std::min(m_ply, divergence()) + 1;
}

int GameSession::movesOffPrincipalVariation() const
{
    if (!m_fromPv)
        return m_ply;
    return std::max(0, m_ply - divergence());
}

int GameSession::lastMove() const { return m_ply > 0 ? m_line[static_cast<std::size_t>(m_ply - 1)] : kNoMove; }

std::vector<Board> GameSession::linePositions() const
{
    std::vector<Board> positions{m_start};
    for (int move : m_line)
        positions.push_back(positions.back().played(move));
    return positions;
}

int GameSession::pvPositionCount() const { return m_fromPv ? divergence() + 1 : 0; }

QString GameSession::positionDescription() const
{
    if (!m_fromPv) {
        // Two sentences rather than %n: see below.
        const int size = m_start.size;
        if (m_ply == 0)
            return tr("Your %1×%1 position").arg(size);
        if (m_ply == 1)
            return tr("1 move after your %1×%1 position").arg(size);
        return tr("%1 moves after your %2×%2 position").arg(m_ply).arg(size);
    }
    if (isOnPrincipalVariation())
        return tr("PV label %1 (ply %2)").arg(label()).arg(PrincipalVariation::plyOf(label()));
    // Two sentences rather than %n: the program's languages (English, Spanish) have the same
    // two plural forms, and untranslated English stays grammatical.
    if (movesOffPrincipalVariation() == 1)
        return tr("1 move off the PV after label %1").arg(label());
    return tr("%1 moves off the PV after label %2").arg(movesOffPrincipalVariation()).arg(label());
}

QString GameSession::sideName(Color color) { return color == Color::Black ? tr("Black") : tr("White"); }

void GameSession::goToLabel(int label)
{
    if (!PrincipalVariation::isValidLabel(label))
        return;
    const bool onPvLine = m_fromPv && m_line == pv().moves();
    if (onPvLine && m_ply == PrincipalVariation::plyOf(label))
        return;
    m_fromPv = true;
    m_start = pv().position(PrincipalVariation::kFirstLabel);
    m_line = pv().moves();
    m_ply = PrincipalVariation::plyOf(label);
    rebuildBoard();
}

void GameSession::goToPly(int ply)
{
    if (ply < 0 || ply > static_cast<int>(m_line.size()) || ply == m_ply)
        return;
    m_ply = ply;
    rebuildBoard();
}

void GameSession::goToFirst() { goToPly(0); }

void GameSession::goBack() { goToPly(m_ply - 1); }

void GameSession::goForward() { goToPly(m_ply + 1); }

void GameSession::goToLast() { goToPly(static_cast<int>(m_line.size())); }

void GameSession::returnToPrincipalVariation()
{
    if (isOnPrincipalVariation())
        return;
    const int target = label();
    m_fromPv = true;
    m_start = pv().position(PrincipalVariation::kFirstLabel);
    m_line = pv().moves();
    m_ply = PrincipalVariation::plyOf(target);
    rebuildBoard();
}

void GameSession::startFrom(const Board& board)
{
    if (m_fromPv)
        m_pvLabel = label();
    m_fromPv = false;
    m_start = board;
    m_line.clear();
    m_ply = 0;
    rebuildBoard();
}

bool GameSession::play(int move)
{
    if (refusalFor(move) != MoveRefusal::Reason::None) {
        emit moveRefused(MoveRefusal::explain(m_board, move));
        return false;
    }
    const bool wasOnPv = isOnPrincipalVariation();
    const auto at = static_cast<std::size_t>(m_ply);
    // Playing the line's own next move (on the PV, the PV's) simply walks along it.
    if (at < m_line.size() && m_line[at] == move) {
        goToPly(m_ply + 1);
    } else {
        m_line.resize(at);
        m_line.push_back(move);
        // Back onto the PV at the point the user had left it: the line is the PV again, to its end.
        if (m_fromPv && divergence() == static_cast<int>(m_line.size()))
            m_line = pv().moves();
        ++m_ply;
        m_board = m_board.played(move);
        emit positionChanged();
    }
    if (wasOnPv && !isOnPrincipalVariation())
        emit leftPrincipalVariation();
    return true;
}

void GameSession::rebuildBoard()
{
    m_board = m_start;
    for (int i = 0; i < m_ply; ++i)
        m_board = m_board.played(m_line[static_cast<std::size_t>(i)]);
    if (isOnPrincipalVariation())
        m_pvLabel = label();
    emit positionChanged();
}

} // namespace othello
