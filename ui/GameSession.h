#pragma once

#include "common/MoveRefusal.h"
#include "engine/Board.h"

#include <QObject>
#include <QString>
#include <vector>

namespace othello {

// The position the Explore page shows: a PV label, plus the moves the user played after
// leaving the principal variation there. Every rule decision of the page is made here; the
// views only show it and forward clicks.
class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(QObject* parent = nullptr);

    const Board& board() const { return m_board; }
    // The PV label shown; off the PV, the label the user left the PV from.
    int label() const { return m_label; }
    bool isOnPrincipalVariation() const { return m_userMoves.empty(); }
    // Moves played since leaving the PV (0 on the PV).
    int movesOffPrincipalVariation() const { return static_cast<int>(m_userMoves.size()); }
    // The move that led to the current position (kNoMove at the start).
    int lastMove() const;
    bool canGoBack() const;
    bool canGoForward() const;

    // Why `move` cannot be played in the current position (see common/MoveRefusal.h).
    MoveRefusal::Reason refusalFor(int move) const { return MoveRefusal::reasonFor(m_board, move); }
    // "PV label 12 (ply 11)" or "2 moves off the PV after label 12".
    QString positionDescription() const;

    // "Black" / "White" on its own, as in a table column (sentences spell the side out).
    static QString sideName(Color color);

public slots:
    // Jumps to a PV position (leaving any user moves). Out-of-range labels are ignored.
    void goToLabel(int label);
    void goToFirst();
    // On the PV: one label back. Off the PV: takes back the last user move.
    void goBack();
    void goForward(); // along the PV only
    void goToLast();
    void returnToPrincipalVariation();
    // Plays a square or kPassMove. An illegal move changes nothing and emits moveRefused().
    bool play(int move);

signals:
    void positionChanged();
    // Emitted when a user move takes the game off the PV (not for later moves off it).
    void leftPrincipalVariation();
    void moveRefused(const QString& reason);

private:
    void rebuildBoard();

    int m_label = 1;
    std::vector<int> m_userMoves;
    Board m_board;
};

} // namespace othello
