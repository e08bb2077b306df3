#pragma once

#include "common/Page.h"
#include "common/players/GameSetup.h"
#include "engine/depth/DepthSearch.h"
#include "engine/play/GameRecord.h"

#include <QTimer>

class QLabel;
class QListView;
class QPushButton;
class QSettings;
class QSlider;

namespace othello {

class BoardView;
class EngineMoveJob;
class GameMoveModel;
class PlayGame;

// The Play tab: a game between people and engine players on 4x4, 6x6 or 8x8. Engines think on
// a worker thread (EngineMoveJob) and show their best line as each depth finishes; Hint asks an
// engine for the person's move; Undo/Redo and the move list step through the game; records are
// saved and opened as plain text (play::GameRecord).
class PlayPage : public Page {
    Q_OBJECT
public:
    explicit PlayPage(QWidget* parent = nullptr);
    ~PlayPage() override;

    PlayGame* game() const { return m_game; }
    EngineMoveJob* engine() const { return m_engine; }
    QString thinkingText() const;
    QString resultText() const;
    // The hint's move on the shown position, kNoMove when none is shown.
    int hintMove() const { return m_hintMove; }
    bool isThinking() const;

    // Page: an engine's move in thought is no work worth keeping, so quitting never asks
    // about it; stop() stops the engine (thinking or waiting out the delay).
    bool isBusy() const override { return false; }
    void stop() override { stopThinking(); }
    // The players of the last game and the engine delay; a restored setup starts a new game.
    void saveSettings(QSettings& settings) const override;
    void restoreSettings(const QSettings& settings) override;

    // Starts a game without the dialog (the dialog ends here too).
    void newGame(const GameSetup& setup);
    // Plain-text records; false and a one-line message on failure (the game is left as it was).
    bool saveRecord(const QString& path, QString* error) const;
    bool loadRecord(const QString& path, QString* error);
    // Shows a finished game to replay (a tournament's): its players and scoring, the board at its
    // start, engines paused; the step buttons and the move list walk through it.
    void showGame(const othello::GameSetup& setup, const othello::play::GameRecord& game);

public slots:
    void openNewGameDialog();
    void saveRecordAs();
    void openRecord();
    void showHint();
    void setPaused(bool paused);
    void stopThinking();

private:
    // Tooltips, names and ranges; the board with its buttons; the engines, result and moves.
    void configureWidgets();
    QWidget* createBoardSide();
    QWidget* createToolSide();
    void connectParts();
    void showPosition();
    // Loads a record for reading: engines paused until Pause is released or play goes on.
    void showRecord(const play::GameRecord& record);
    void scheduleEngine();
    // The position before the last move shown (an empty board at the start).
    Board previousPosition() const;
    void engineTurn();
    void showDepth(const depth::DepthResult& depth);
    void onEngineFinished(const play::MoveChoice& choice, bool cancelled);
    QString playersText() const;
    QString delayText() const;

    enum class Purpose { Move, Hint };

    PlayGame* m_game;
    GameMoveModel* m_moveModel;
    EngineMoveJob* m_engine;
    BoardView* m_board;
    QListView* m_moves;
    QLabel* m_players;
    QLabel* m_thinking;
    QLabel* m_result;
    QLabel* m_position;
    QLabel* m_delayLabel;
    QSlider* m_delay;
    QPushButton* m_newGame;
    QPushButton* m_undo;
    QPushButton* m_redo;
    QPushButton* m_pass;
    QPushButton* m_hint;
    QPushButton* m_pause;
    QPushButton* m_continue;
    QPushButton* m_first;
    QPushButton* m_previous;
    QPushButton* m_next;
    QPushButton* m_last;
    QPushButton* m_save;
    QPushButton* m_open;
    QTimer m_moveTimer; // the delay before an engine's move
    Purpose m_purpose = Purpose::Move;
    bool m_paused = false;
    QString m_thinker; // who the thinking label speaks about
    Board m_hintBoard;
    Board m_thoughtBoard; // the position m_thinking speaks of
    int m_hintMove = kNoMove;
};

} // namespace othello
