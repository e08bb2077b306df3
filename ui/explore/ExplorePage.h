#pragma once

#include "common/Page.h"
#include "engine/board/Board.h"
#include "engine/board/Square.h"
#include "engine/search/Search.h"

class QAction;
class QLabel;
class QPushButton;
class QSettings;
class QSplitter;

namespace othello {

class BoardView;
class GameSession;
class LineValueChart;
class MoveAnalysisPanel;
class PvMoveTable;
class PvNavigator;
class SolvePanel;

// The Explore tab: the board, the PV navigator and move table, and the solve panel, all
// showing one GameSession. Every value on it (the board's numbers, the result, the PV table's
// values, the value chart) is in the GUI's one value convention, its view named.
class ExplorePage : public Page {
    Q_OBJECT
public:
    explicit ExplorePage(QWidget* parent = nullptr);

    GameSession* session() const { return m_session; }
    QString pvNotice() const;
    LineValueChart* lineValues() const { return m_lineValues; }

    // Edit Position…, Copy Position, Paste Position, Back to the Principal Variation: on the
    // board's context menu, and for the window's Edit menu.
    QList<QAction*> positionActions() const;

public slots:
    // The position shown, as position text, to the clipboard.
    void copyPosition();
    // Explores the position on the clipboard (position text or an OBF line); false, with a
    // message in the status bar, when it holds none.
    bool pastePosition();
    // Opens the position editor on the position shown; "Explore" explores its position.
    void editPosition();

    bool isSolving() const;
    void stopSolving();

    // Page: a running solve is the page's work.
    bool isBusy() const override { return isSolving(); }
    void stop() override { stopSolving(); }
    void saveSettings(QSettings& settings) const override;
    void restoreSettings(const QSettings& settings) override;

signals:
    void solvingChanged(bool solving);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The board with its navigator and move row; the PV table and solve panel.
    QWidget* createBoardSide();
    QWidget* createToolSide();
    void createActions();
    void connectParts();
    void retranslate();
    void showPosition();
    void rememberBestMove(const Board& board, const SearchResult& result);
    // The move the board frames: the last solve's best move, its optimal line's next move, or
    // on the PV the PV's next move.
    int framedMove(const Board& board) const;
    void playMoves(const std::vector<int>& moves);
    // Gives the keyboard focus to the board (after Solve, Stop, Play Line).
    void focusBoard();

    GameSession* m_session;
    BoardView* m_board;
    PvNavigator* m_navigator;
    PvMoveTable* m_moveTable;
    SolvePanel* m_solvePanel;
    MoveAnalysisPanel* m_moveAnalysis;
    QPushButton* m_passButton;
    QLabel* m_pvNotice;
    QPushButton* m_returnButton;
    QPushButton* m_editButton;
    QLabel* m_tableTitle;
    LineValueChart* m_lineValues;
    QAction* m_editAction;
    QAction* m_copyAction;
    QAction* m_pasteAction;
    QAction* m_backToPvAction;
    QSplitter* m_splitter;
    // The best move of the last finished solve, shown while its position is on the board.
    Board m_bestMoveBoard;
    int m_bestMove = kNoMove;
    bool m_wasOnPv = true; // at the last showPosition()
    // The status bar speaks of this position (a move refused, back on the PV): a message taken
    // back when another position is shown.
    bool m_messageAboutPosition = false;
};

} // namespace othello
