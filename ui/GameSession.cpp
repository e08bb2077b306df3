#include "GameSession.h"

#include "engine/PrincipalVariation.h"
#include "engine/Square.h"

namespace othello {

namespace {
const PrincipalVariation& pv() { return PrincipalVariation::sixBySix(); }

QString moveText(int move)
{
    return move == kPassMove ? GameSession::tr("pass") : QString::fromStdString(moveName(move));
}
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

GameSession::Refusal GameSession::refusalFor(const Board& board, int move)
{
    if (board.isGameOver())
        return Refusal::GameOver;
    if (move == kPassMove)
        return board.mustPass() ? Refusal::None : Refusal::PassNotAllowed;
    if (move < 0 || move >= kPassMove || columnOf(move) >= board.size || rowOf(move) >= board.size)
        return Refusal::NotASquare;
    if (board.occupied() & (std::uint64_t{1} << move))
        return Refusal::Occupied;
    if (board.mustPass())
        return Refusal::MustPass;
    return board.isLegal(move) ? Refusal::None : Refusal::FlipsNoDisc;
}

QString GameSession::explainRefusal(const Board& board, int move)
{
    // Whole sentences per side rather than a side name pasted in: other languages need
    // articles and agreement around it ("para las negras", "las blancas deben pasar").
    const bool black = board.toMove == Color::Black;
    switch (refusalFor(board, move)) {
    case Refusal::None:
        return {};
    case Refusal::Occupied:
        return (black ? tr("%1 is not a legal move for Black: it is occupied.")
                      : tr("%1 is not a legal move for White: it is occupied."))
            .arg(moveText(move));
    case Refusal::FlipsNoDisc:
        return (black ? tr("%1 is not a legal move for Black: it flips no disc.")
                      : tr("%1 is not a legal move for White: it flips no disc."))
            .arg(moveText(move));
    case Refusal::MustPass:
        return black ? tr("Black has no legal move and must pass: use the Pass button.")
                     : tr("White has no legal move and must pass: use the Pass button.");
    case Refusal::PassNotAllowed:
        return black ? tr("Black cannot pass while a legal move exists.")
                     : tr("White cannot pass while a legal move exists.");
    case Refusal::GameOver:
        return tr("The game is over: Black %1, White %2.").arg(board.blackCount()).arg(board.whiteCount());
    case Refusal::NotASquare:
        return tr("That is not a square of the board.");
    }
    return {};
}

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
    if (refusalFor(move) != Refusal::None) {
        emit moveRefused(explainRefusal(move));
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
