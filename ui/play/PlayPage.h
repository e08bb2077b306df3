#pragma once

#include "common/Page.h"
#include "common/players/GameSetup.h"
#include "engine/depth/DepthSearch.h"
#include "engine/play/GameRecord.h"

#include <QTimer>
#include <optional>

class QGroupBox;
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
// a worker thread (EngineMoveJob) and show their best line as each depth finishes, with its value
// in the GUI's value convention (ValueView.h); Hint asks an engine for the person's move;
// Undo/Redo and the move list step through the game; records are saved and opened as plain text
// (play::GameRecord). The game is kept across restarts; one not saved to a file is unsaved work
// that New Game, a tournament's game and Quit ask about (PlayRecords.cpp).
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
    // The players of the last game, the game itself and the engine delay.
    void saveSettings(QSettings& settings) const override;
    void restoreSettings(const QSettings& settings) override;
    // A game with moves that is not saved to a file; it is kept for the next start anyway.
    QString unsavedWork() const override;
    bool saveUnsavedWork() override;
    void discardUnsavedWork() override;
    bool keepsUnsavedWork() const override { return true; }
    bool hasUnsavedGame() const;

    // Starts a game without the dialog (the dialog ends here too).
    void newGame(const GameSetup& setup);
    // Plain-text records; false and a one-line message on failure (the game is left as it was).
    bool saveRecord(const QString& path, QString* error);
    bool loadRecord(const QString& path, QString* error);
    // Shows a finished game to replay (a tournament's): its players and scoring, the board at its
    // start, engines paused; the step buttons and the move list walk through it.
    void showGame(const othello::GameSetup& setup, const othello::play::GameRecord& game);
    // Before the game shown is replaced: when it is not saved, asks whether to save it first
    // (Save… / Discard / Cancel). False: keep it (the user cancelled, or the save failed).
    bool offerToKeepGame();

public slots:
    void openNewGameDialog();
    bool saveRecordAs();
    void openRecord();
    void showHint();
    void setPaused(bool paused);
    void stopThinking();

protected:
    void changeEvent(QEvent* event) override;

private:
    // Tooltips, names and ranges; the board with its buttons; the engines, result and moves.
    void configureWidgets();
    QWidget* createBoardSide();
    QWidget* createToolSide();
    void connectParts();
    void retranslate();
    void showPosition();
    // Loads a record for reading: engines paused until Pause is released or play goes on.
    void showRecord(const play::GameRecord& record);
    void scheduleEngine();
    // The position before the last move shown (an empty board at the start).
    Board previousPosition() const;
    void engineTurn();
    void showDepth(const depth::DepthResult& depth);
    // The last depth's report again, in the value convention and language now in force.
    void showThought();
    void onEngineFinished(const play::MoveChoice& choice, bool cancelled);
    QString playersText() const;
    QString delayText() const;
    QString thinkerName() const;
    // The record as the file holds it: what "saved" compares against.
    QString recordText() const;
    void markSaved();

    enum class Purpose { Move, Hint };

    PlayGame* m_game;
    GameMoveModel* m_moveModel;
    EngineMoveJob* m_engine;
    BoardView* m_board;
    QListView* m_moves;
    QGroupBox* m_engineGroup;
    QLabel* m_movesTitle;
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
    Color m_thinkerSide = Color::Black; // who the thinking label speaks about (Purpose::Move)
    QString m_thinkerPlayer;
    // What the thinking label shows, kept so a language or value-convention change redraws it.
    enum class Thought { None, Thinking, Depth, Paused, Failed };
    Thought m_thought = Thought::None;
    std::optional<depth::DepthResult> m_depth;
    QString m_failure;
    Board m_hintBoard;
    Board m_thoughtBoard; // the position m_thinking speaks of
    int m_hintMove = kNoMove;
    QString m_savedRecord; // the record last saved, opened or started (not unsaved work)
};

} // namespace othello
