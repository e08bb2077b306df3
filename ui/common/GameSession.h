#pragma once

#include "MoveRefusal.h"
#include "engine/board/Board.h"

#include <QObject>
#include <QString>
#include <vector>

namespace othello {

// The position the Explore page shows and the line it lies on. The line starts at the 6x6
// start and follows the principal variation until the user plays another move; or it starts
// at a position of the user's own (startFrom(): any size, edited or pasted). Back and Forward
// walk the line without losing it; a move other than the line's next one replaces the rest.
// Every rule decision of the page is made here; the views only show it and forward clicks.
class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(QObject* parent = nullptr);

    const Board& board() const { return m_board; }
    // The PV label shown; off the PV, the label the user left the PV from; from an own
    // position, the PV label "Back to the principal variation" returns to.
    int label() const;
    // The board is a position of the principal variation (never for an own position).
    bool isOnPrincipalVariation() const;
    // False while exploring a position of the user's own (startFrom()).
    bool isFromPrincipalVariation() const { return m_fromPv; }
    // Moves played since leaving the PV, or since the own position (0 on the PV).
    int movesOffPrincipalVariation() const;
    // The move that led to the current position (kNoMove at the start).
    int lastMove() const;
    bool canGoBack() const { return m_ply > 0; }
    bool canGoForward() const { return m_ply < static_cast<int>(m_line.size()); }

    // The line: where it starts, its moves, and how many of them the board has played.
    const Board& lineStart() const { return m_start; }
    const std::vector<int>& lineMoves() const { return m_line; }
    int ply() const { return m_ply; }
    // The positions of the line, from its start (lineMoves().size() + 1 of them).
    std::vector<Board> linePositions() const;
    // How many of the line's positions are PV positions (labels 1, 2, …): 0 for an own position.
    int pvPositionCount() const;

    // Why `move` cannot be played in the current position (see common/MoveRefusal.h).
    MoveRefusal::Reason refusalFor(int move) const { return MoveRefusal::reasonFor(m_board, move); }
    // "PV label 12 (ply 11)", "2 moves off the PV after label 12", "Your 8×8 position".
    QString positionDescription() const;

    // "Black" / "White" on its own, as in a table column (sentences spell the side out).
    static QString sideName(Color color);

public slots:
    // Jumps to a PV position (leaving any user moves and own position). Out-of-range labels
    // are ignored.
    void goToLabel(int label);
    // Goes to the position after `ply` moves of the line (0: its start); out of range: ignored.
    void goToPly(int ply);
    void goToFirst();
    void goBack();
    void goForward();
    void goToLast();
    // To the PV label the user left (or, from an own position, the PV label last shown).
    void returnToPrincipalVariation();
    // Explores `board` (any size): the line starts there, with no moves.
    void startFrom(const Board& board);
    // Plays a square or kPassMove. An illegal move changes nothing and emits moveRefused().
    bool play(int move);

signals:
    void positionChanged();
    // Emitted when a user move takes the game off the PV (not for later moves off it).
    void leftPrincipalVariation();
    void moveRefused(const QString& reason);

private:
    // The first move of the line that is not the PV's (the line's length when none).
    int divergence() const;
    void rebuildBoard();

    bool m_fromPv = true;
    Board m_start;
    std::vector<int> m_line;
    int m_ply = 0;
    int m_pvLabel = 1; // the PV label last shown, for returnToPrincipalVariation() from an own position
    Board m_board;
};

} // namespace othello
