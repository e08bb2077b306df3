#pragma once

#include "engine/board/Board.h"

#include <QWidget>
#include <array>

class QLabel;

namespace othello {

class BoardView;
class TraceDrawing;
class TraceLegendView;
class TraceScene;

// Projector mode: the drawn trace (both, side by side) and the board fill the screen, at sizes
// a room reads from the back (node values at least 18 px), with the step explained beside the
// board, stepped from the keyboard. It shows the tab's own drawings (the same scenes), so what is
// expanded or stepped to there is here too. The page does the stepping; this window only turns
// keys into commands.
class TreeProjector : public QWidget {
    Q_OBJECT
public:
    // What a key asks for.
    enum class Command {
        Step,
        Back,
        NextCutoff,
        NextReSearch,
        NextTableHit,
        NextTest,
        First,
        Last,
        MorePlies,
        FewerPlies,
        Leave
    };
    // Node values are at least this high (pixels).
    static constexpr double kNodeTextPixels = 18;

    explicit TreeProjector(const std::array<TraceScene*, 2>& scenes, QWidget* parent = nullptr);

    // The drawings to show (1 or 2) with their titles, and the heading above them.
    void setTraces(int count, const QString& heading, const std::array<QString, 2>& titles);
    // The step: its sentence, a line of details, and the board at it.
    void showStep(const QString& sentence, const QString& details, const Board& board, int lastMove);

    TraceDrawing* drawing(int which) const { return m_drawings[std::size_t(which)]; }
    BoardView* boardView() const { return m_board; }
    QLabel* sentenceLabel() const { return m_sentence; }

signals:
    void command(othello::TreeProjector::Command command);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    QLabel* m_heading;
    TraceLegendView* m_legend;
    std::array<QLabel*, 2> m_titles{};
    std::array<TraceDrawing*, 2> m_drawings{};
    BoardView* m_board;
    QLabel* m_sentence;
    QLabel* m_details;
    QLabel* m_keys;
};

} // namespace othello
