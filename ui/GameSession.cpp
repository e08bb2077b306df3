#include "GameSession.h"

#include "engine/PrincipalVariation.h"
#include "engine/Square.h"

namespace othello {

namespace {
const PrincipalVariation& pv() { return PrincipalVariation::sixBySix(); }
} // namespace

GameSession::GameSession(QObject* parent) : QObject(parent), m_board(pv().position(1)) { }

int GameSession::lastMove() const
{
    if (!m_userMoves.empty())
        return m_userMoves.back();
    return m_label > PrincipalVariation::kFirstLabel ? pv().moveFrom(m_label - 1) : kNoMove;
}

bool GameSession::canGoBack() const { return !m_userMoves.empty() || m_label > PrincipalVariation::kFirstLabel; }

bool GameSession::canGoForward() const { return m_userMoves.empty() && m_label < PrincipalVariation::kLastLabel; }

QString GameSession::positionDescription() const
{
    if (m_userMoves.empty())
        return tr("PV label %1 (ply %2)").arg(m_label).arg(PrincipalVariation::plyOf(m_label));
    // Two sentences rather than %n: the program's languages (English, Spanish) have the same
    // two plural forms, and untranslated English stays grammatical.
    if (movesOffPrincipalVariation() == 1)
        return tr("1 move off the PV after label %1").arg(m_label);
    return tr("%1 moves off the PV after label %2").arg(movesOffPrincipalVariation()).arg(m_label);
}

QString GameSession::sideName(Color color) { return color == Color::Black ? tr("Black") : tr("White"); }

void GameSession::goToLabel(int label)
{
    if (!PrincipalVariation::isValidLabel(label) || (label == m_label && m_userMoves.empty()))
        return;
    m_label = label;
    m_userMoves.clear();
    rebuildBoard();
}

void GameSession::goToFirst() { goToLabel(PrincipalVariation::kFirstLabel); }

void GameSession::goBack()
{
    if (!m_userMoves.empty()) {
        m_userMoves.pop_back();
        rebuildBoard();
        return;
    }
    goToLabel(m_label - 1);
}

void GameSession::goForward()
{
    if (m_userMoves.empty())
        goToLabel(m_label + 1);
}

void GameSession::goToLast() { goToLabel(PrincipalVariation::kLastLabel); }

void GameSession::returnToPrincipalVariation()
{
    if (m_userMoves.empty())
        return;
    m_userMoves.clear();
    rebuildBoard();
}

bool GameSession::play(int move)
{
    if (refusalFor(move) != MoveRefusal::Reason::None) {
        emit moveRefused(MoveRefusal::explain(m_board, move));
        return false;
    }
    // Playing the PV's own move simply walks along the PV.
    if (m_userMoves.empty() && pv().moveFrom(m_label) == move) {
        goToLabel(m_label + 1);
        return true;
    }
    const bool leaving = m_userMoves.empty();
    m_userMoves.push_back(move);
    m_board = m_board.played(move);
    emit positionChanged();
    if (leaving)
        emit leftPrincipalVariation();
    return true;
}

void GameSession::rebuildBoard()
{
    m_board = pv().position(m_label);
    for (int move : m_userMoves)
        m_board = m_board.played(move);
    emit positionChanged();
}

} // namespace othello
