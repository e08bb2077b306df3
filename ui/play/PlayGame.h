#pragma once

#include "common/players/GameSetup.h"
#include "engine/play/GameRecord.h"

#include <QObject>
#include <QString>

namespace othello {

// A game of the Play tab: who plays, the record of the moves and how far into it the board
// is shown (the cursor). Undo and Redo and stepping through the record move the cursor; a move
// played before the end replaces the moves after it. Every rule decision is made here.
class PlayGame : public QObject {
    Q_OBJECT
public:
    explicit PlayGame(QObject* parent = nullptr);

    const GameSetup& setup() const { return m_setup; }
    const play::GameRecord& record() const { return m_record; }
    int ply() const { return m_ply; } // moves applied to the start
    int plies() const { return static_cast<int>(m_record.moves.size()); }
    bool isAtEnd() const { return m_ply == plies(); }
    const Board& board() const { return m_board; }
    int lastMove() const { return m_ply > 0 ? m_record.moves[static_cast<std::size_t>(m_ply - 1)] : kNoMove; }

    // The engine to move, or nullopt (a person moves, or the game is over).
    std::optional<play::PlayerSpec> engineToMove() const;
    bool isPersonToMove() const;
    bool canUndo() const;
    bool canRedo() const;
    // The final score under the game's scoring rule, Black's view (the game must be over).
    int finalMargin() const;
    // "Game over — Black 20, White 16: Black wins by 4." (empty while the game goes on).
    QString resultText() const;

public slots:
    void start(const othello::GameSetup& setup);
    // Replaces the game by a loaded record, keeping the players; the cursor at its end.
    void load(const othello::play::GameRecord& record);
    // Plays a square or kPassMove at the cursor. Illegal: nothing changes, moveRefused().
    bool play(int move);
    // Back to the last position a person moves in (one ply when nobody is a person).
    void undo();
    void redo();
    void goToPly(int ply);
    // Drops the moves after the cursor (the game continues from the shown position).
    void truncate();

signals:
    void positionChanged();
    void moveRefused(const QString& reason);

private:
    void moveCursor(int ply);
    bool isPersonAt(int ply) const;

    GameSetup m_setup;
    play::GameRecord m_record;
    int m_ply = 0;
    Board m_board;
};

} // namespace othello
