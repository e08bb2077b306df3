#include "PositionEditor.h"

#include "PositionText.h"
#include "common/BoardView.h"
#include "engine/board/Square.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace othello {

namespace {
std::uint64_t bitOf(int square) { return std::uint64_t{1} << square; }

Color other(Color color) { return color == Color::Black ? Color::White : Color::Black; }
} // namespace

PositionEditor::PositionEditor(const Board& board, QWidget* parent)
    : QDialog(parent), m_board(board), m_view(new BoardView(this))
{
    setWindowTitle(tr("Edit Position"));
    createControls();
    showBoard();
}

void PositionEditor::createControls()
{
    m_view->setObjectName(QStringLiteral("editorBoard"));
    m_view->setMinimumSize(280, 300);
    m_view->setToolTip(tr("Click a square to cycle it: empty, black, white"));
    m_size = new QComboBox(this);
    m_size->setObjectName(QStringLiteral("editorSize"));
    for (int size : {4, 6, 8})
        m_size->addItem(tr("%1×%1").arg(size), size);
    m_blackToMove = new QRadioButton(tr("Black"), this);
    m_blackToMove->setObjectName(QStringLiteral("editorBlackToMove"));
    m_whiteToMove = new QRadioButton(tr("White"), this);
    m_whiteToMove->setObjectName(QStringLiteral("editorWhiteToMove"));
    m_sides = new QButtonGroup(this);
    m_sides->addButton(m_blackToMove);
    m_sides->addButton(m_whiteToMove);
    m_start = new QPushButton(tr("Start Position"), this);
    m_start->setToolTip(tr("The standard start of this board size"));
    m_clear = new QPushButton(tr("Clear"), this);
    m_clear->setToolTip(
        tr("Empty every square (then put discs on the four centre squares, which a game never empties)"));
    m_switchSide = new QPushButton(this);
    m_switchSide->setObjectName(QStringLiteral("editorSwitchSide"));
    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("editorText"));
    m_text->setToolTip(tr("The position as text: the squares row by row from a1 (X black, O white, - empty), a "
                          "space and X or O for the side to move. An OBF line (with '; ' and scored moves) works "
                          "too."));
    m_text->setClearButtonEnabled(true);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("editorMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setMinimumHeight(3 * m_message->fontMetrics().lineSpacing());
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Explore"));

    auto* sideRow = new QHBoxLayout;
    sideRow->addWidget(m_blackToMove);
    sideRow->addWidget(m_whiteToMove);
    sideRow->addStretch(1);
    auto* buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_start);
    buttonRow->addWidget(m_clear);
    buttonRow->addStretch(1);
    auto* form = new QFormLayout;
    form->addRow(tr("Board:"), m_size);
    form->addRow(tr("To move:"), sideRow);
    form->addRow(buttonRow);
    form->addRow(tr("Text:"), m_text);
    auto* messageRow = new QHBoxLayout;
    messageRow->addWidget(m_message, 1);
    messageRow->addWidget(m_switchSide, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addLayout(form);
    layout->addLayout(messageRow);
    layout->addWidget(m_buttons);

    connect(m_view, &BoardView::squareClicked, this, &PositionEditor::cycleSquare);
    connect(m_size, &QComboBox::activated, this, [this] { setBoardSize(m_size->currentData().toInt()); });
    connect(m_blackToMove, &QRadioButton::clicked, this, [this] { setSideToMove(Color::Black); });
    connect(m_whiteToMove, &QRadioButton::clicked, this, [this] { setSideToMove(Color::White); });
    connect(m_start, &QPushButton::clicked, this, [this] { setBoard(Board::start(m_board.size)); });
    connect(m_clear, &QPushButton::clicked, this, &PositionEditor::clear);
    connect(m_switchSide, &QPushButton::clicked, this, [this] { setSideToMove(other(m_board.toMove)); });
    connect(m_text, &QLineEdit::textEdited, this, &PositionEditor::readText);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void PositionEditor::setBoard(const Board& board)
{
    m_board = board;
    showBoard();
}

void PositionEditor::cycleSquare(int square)
{
    const std::uint64_t bit = bitOf(square);
    if (!(m_board.squaresMask() & bit))
        return;
    if (m_board.black & bit) {
        m_board.black &= ~bit;
        m_board.white |= bit;
    } else if (m_board.white & bit) {
        m_board.white &= ~bit;
    } else {
        m_board.black |= bit;
    }
    showBoard();
}

void PositionEditor::setSideToMove(Color color)
{
    m_board.toMove = color;
    showBoard();
}

void PositionEditor::setBoardSize(int size)
{
    if (size != m_board.size)
        setBoard(Board::start(size));
}

void PositionEditor::clear()
{
    // Also the centre: the message then asks for its four discs before the position can be explored.
    m_board.black = 0;
    m_board.white = 0;
    showBoard();
}

QString PositionEditor::message() const { return m_message->text(); }

bool PositionEditor::isAcceptable() const { return problemOf(m_board).isEmpty(); }

QString PositionEditor::problemOf(const Board& board)
{
    // One judge of what a position is: the parser the CLI and the files use.
    const auto parsed = PositionText::read(PositionText::write(board));
    if (std::holds_alternative<QString>(parsed)) {
        const Board centre = Board::start(board.size);
        if ((board.occupied() & centre.occupied()) != centre.occupied())
            return tr("The four centre squares must hold discs: they are never empty in a game.");
        return std::get<QString>(parsed);
    }
    return {};
}

QString PositionEditor::noteOf(const Board& board)
{
    if (board.isGameOver())
        return tr("Neither side can move: the game is over (Black %1, White %2).")
            .arg(board.blackCount())
            .arg(board.whiteCount());
    if (board.mustPass())
        return board.toMove == Color::Black
            ? tr("Black has no legal move here and White has: Black must pass. Explore it as it is (Pass is the "
                 "only move) or let White move.")
            : tr("White has no legal move here and Black has: White must pass. Explore it as it is (Pass is the "
                 "only move) or let Black move.");
    const int moves = static_cast<int>(board.moveList().size());
    return board.toMove == Color::Black
        ? tr("Black to move: %1 legal moves, %2 empty squares.").arg(moves).arg(board.emptyCount())
        : tr("White to move: %1 legal moves, %2 empty squares.").arg(moves).arg(board.emptyCount());
}

void PositionEditor::readText(const QString& text)
{
    const auto parsed = PositionText::read(text);
    if (const auto* board = std::get_if<Board>(&parsed)) {
        m_board = *board;
        showBoard(false);
        return;
    }
    m_message->setText(std::get<QString>(parsed));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    m_switchSide->hide();
}

void PositionEditor::showBoard(bool rewriteText)
{
    m_view->setBoard(m_board);
    m_size->setCurrentIndex(m_size->findData(m_board.size));
    (m_board.toMove == Color::Black ? m_blackToMove : m_whiteToMove)->setChecked(true);
    // While the user types, the text is theirs (an OBF line keeps its scored moves).
    if (rewriteText)
        m_text->setText(PositionText::write(m_board));
    const QString problem = problemOf(m_board);
    m_message->setText(problem.isEmpty() ? noteOf(m_board) : problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    const bool offerSwitch = problem.isEmpty() && !m_board.isGameOver() && m_board.mustPass();
    m_switchSide->setVisible(offerSwitch);
    if (offerSwitch)
        m_switchSide->setText(m_board.toMove == Color::Black ? tr("Let White Move") : tr("Let Black Move"));
}

} // namespace othello
