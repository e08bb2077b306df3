#pragma once

#include "engine/board/Board.h"

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace othello {

class BoardView;

// Sets up any position to explore: click a square to cycle it empty → black → white → empty,
// choose the side to move and the board size (4x4, 6x6, 8x8), start from the standard start or
// an empty board, or type/paste the position text (or an OBF line). Says what is wrong with
// the position (an empty centre square) and what is special about it (the side to move must
// pass, the game is over); "Explore" takes any valid position.
class PositionEditor : public QDialog {
    Q_OBJECT
public:
    explicit PositionEditor(const Board& board, QWidget* parent = nullptr);

    const Board& board() const { return m_board; }
    void setBoard(const Board& board);
    // Empty → black → white → empty.
    void cycleSquare(int square);
    void setSideToMove(Color color);
    void setBoardSize(int size);
    void clear();
    // The message under the board, and whether "Explore" takes the position.
    QString message() const;
    bool isAcceptable() const;

    // What is wrong with `board` ("" when it can be explored) and, for a valid one, what to
    // know about it (must pass, game over; "" when nothing).
    static QString problemOf(const Board& board);
    static QString noteOf(const Board& board);

private:
    void createControls();
    void showBoard(bool rewriteText = true);
    void readText(const QString& text);

    Board m_board;
    BoardView* m_view;
    QComboBox* m_size;
    QRadioButton* m_blackToMove;
    QRadioButton* m_whiteToMove;
    QButtonGroup* m_sides;
    QPushButton* m_start;
    QPushButton* m_clear;
    QPushButton* m_switchSide;
    QLineEdit* m_text;
    QLabel* m_message;
    QDialogButtonBox* m_buttons;
};

} // namespace othello
