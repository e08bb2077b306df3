#pragma once

#include "engine/board/Board.h"
#include "engine/board/Scoring.h"
#include "engine/board/Square.h"
#include "engine/search/MoveAnalysis.h"

#include <QWidget>
#include <optional>
#include <vector>

namespace othello {

// Draws a position of any size (4x4, 6x6, 8x8): the board with its coordinates (a-f / 1-6 on
// 6x6), the discs, the legal moves (dots), the last move and a best move, and under it the
// disc counts and the side to move. It decides nothing: clicks on squares are forwarded as squareClicked().
class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    void setBoard(const Board& board);
    const Board& board() const { return m_board; }
    void setLastMove(int move); // kNoMove: none
    int lastMove() const { return m_lastMove; }
    void setBestMove(int move); // kNoMove: none
    int bestMove() const { return m_bestMove; }
    // Exact values of legal moves (each from Black's view, as analyzeMoves gives them), drawn
    // on their squares in the GUI's value convention (ValueView.h: Black's view, or the side to
    // move's: +4 = the mover wins by 4 after that move with perfect play). The best ones for the
    // side to move (ties too) in gold. A new position clears them.
    void setMoveValues(const std::vector<MoveValue>& moves);
    const std::vector<MoveValue>& moveValues() const { return m_moveValues; }
    // Quick estimates (Black's view, in discs) shown faintly with "≈" on the squares that have no
    // exact value yet. A new position clears them.
    void setMoveEstimates(const std::vector<MoveEstimate>& estimates);
    // What a square shows: the value in the convention ("≈+2" while only estimated), or ""
    // when it shows none; and whether it is among the best (exact values only, once no move is
    // left with only an estimate).
    QString moveValueText(int square) const;
    bool isBestValuedMove(int square) const;
    // How "wins by" is counted when the game is over (the disc difference unless told).
    void setScoringRule(ScoringRule rule);

    // Where a square is drawn (widget coordinates), and the square under a point (kNoMove
    // outside the board).
    QRect squareRect(int square) const;
    int squareAtPoint(QPoint point) const;
    // The caption under the board, e.g. "Black 2 · White 2 — Black to move".
    QString caption() const;
    // Whose move it is, or who won: "Black to move", "White must pass", "Game over: ...".
    QString stateText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void squareClicked(int square);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Geometry {
        QRect board;    // the squares
        int cell = 0;   // side of one square
        int frame = 0;  // width of the frame around the squares
        int margin = 0; // room for the coordinates, frame included
        QRect caption;  // the text line under the board
    };
    Geometry geometry() const;
    void paintBoard(QPainter& painter, const Geometry& g) const;
    void paintCoordinates(QPainter& painter, const Geometry& g) const;
    void paintDiscs(QPainter& painter, const Geometry& g) const;
    void paintMarks(QPainter& painter, const Geometry& g) const;
    void paintMoveValues(QPainter& painter, const Geometry& g) const;
    // The value of `square` for the side to move, if it has one.
    std::optional<int> moverValue(int square) const;
    std::optional<int> bestMoverValue() const;
    std::optional<int> estimatedMoverValue(int square) const;
    // Some move shows only its estimate: the best exact value so far need not be the best.
    bool estimatesPending() const;
    void paintCaption(QPainter& painter, const Geometry& g) const;
    void updateAccessibleText();

    Board m_board;
    int m_lastMove = kNoMove;
    int m_bestMove = kNoMove;
    std::vector<MoveValue> m_moveValues;
    std::vector<MoveEstimate> m_estimates;
    ScoringRule m_scoring = ScoringRule::DiscDifference;
    int m_hoverSquare = kNoMove;
};

} // namespace othello
