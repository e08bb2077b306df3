#include "BoardView.h"

#include "ValueView.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <algorithm>

namespace othello {

namespace {
const QColor kFrame(0x1c, 0x5f, 0x3b);
const QColor kFelt(0x2e, 0x8b, 0x57);
const QColor kGrid(0x1f, 0x68, 0x41);
const QColor kLegalDot(0x0f, 0x3d, 0x25, 170);
const QColor kLastMove(0xe5, 0x39, 0x35);
const QColor kBestMove(0xff, 0xc1, 0x07);
const QColor kValuePlate(0x0f, 0x3d, 0x25, 150);
const QColor kBestPlate(0x0b, 0x2a, 0x19, 220);
const QColor kEstimatePlate(0x0f, 0x3d, 0x25, 90);
const QColor kEstimateRing(0xd8, 0xe6, 0xdc, 160);
const QColor kEstimateText(0xe8, 0xf0, 0xea);

std::uint64_t bitOf(int square) { return std::uint64_t{1} << square; }

void paintDisc(QPainter& painter, QPointF centre, double radius, Color color, double opacity = 1.0)
{
    const bool black = color == Color::Black;
    QRadialGradient gradient(centre + QPointF(-0.25 * radius, -0.3 * radius), 1.35 * radius);
    gradient.setColorAt(0, black ? QColor(0x60, 0x60, 0x60) : QColor(Qt::white));
    gradient.setColorAt(1, black ? QColor(0x10, 0x10, 0x10) : QColor(0xcf, 0xcf, 0xcf));
    painter.save();
    painter.setOpacity(opacity);
    // A soft shadow gives the discs some depth without images.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawEllipse(centre + QPointF(0.05 * radius, 0.08 * radius), radius, radius);
    painter.setBrush(gradient);
    painter.setPen(black ? QPen(QColor(0x05, 0x05, 0x05), 1) : QPen(QColor(0x8a, 0x8a, 0x8a), 1));
    painter.drawEllipse(centre, radius, radius);
    painter.restore();
}
} // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    // Clicking the board takes the focus (from the tab bar, say): the arrow keys then step the PV.
    setFocusPolicy(Qt::ClickFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setAccessibleName(tr("Board"));
    updateAccessibleText();
    connect(&ValueConvention::instance(), &ValueConvention::viewChanged, this, qOverload<>(&QWidget::update));
}

void BoardView::setBoard(const Board& board)
{
    if (board == m_board)
        return;
    m_board = board;
    m_moveValues.clear();
    m_estimates.clear();
    m_hoverSquare = kNoMove;
    unsetCursor();
    updateAccessibleText();
    update();
}

void BoardView::setLastMove(int move)
{
    if (move != m_lastMove) {
        m_lastMove = move;
        update();
    }
}

void BoardView::setBestMove(int move)
{
    if (move != m_bestMove) {
        m_bestMove = move;
        update();
    }
}

void BoardView::setMoveValues(const std::vector<MoveValue>& moves)
{
    m_moveValues = moves;
    update();
}

void BoardView::setMoveEstimates(const std::vector<MoveEstimate>& estimates)
{
    m_estimates = estimates;
    update();
}

std::optional<int> BoardView::estimatedMoverValue(int square) const
{
    for (const MoveEstimate& estimate : m_estimates)
        if (estimate.move == square)
            return m_board.toMove == Color::Black ? estimate.value : -estimate.value;
    return std::nullopt;
}

std::optional<int> BoardView::moverValue(int square) const
{
    for (const MoveValue& move : m_moveValues)
        if (move.move == square && move.status == SearchStatus::Done)
            return m_board.toMove == Color::Black ? move.value : -move.value;
    return std::nullopt;
}

std::optional<int> BoardView::bestMoverValue() const
{
    std::optional<int> best;
    for (const MoveValue& move : m_moveValues)
        if (const auto value = moverValue(move.move); value && (!best || *value > *best))
            best = value;
    return best;
}

QString BoardView::moveValueText(int square) const
{
    const auto exact = moverValue(square);
    const auto value = exact ? exact : estimatedMoverValue(square);
    if (!value)
        return {};
    // In the GUI's one value convention (a real minus sign: "−2" reads as clearly as "+2").
    const int blackValue = m_board.toMove == Color::Black ? *value : -*value;
    const QString text = ValueConvention::instance().text(blackValue, m_board.toMove);
    return exact ? text : QStringLiteral("\u2248") + text;
}

bool BoardView::estimatesPending() const
{
    return std::any_of(m_estimates.begin(), m_estimates.end(),
                       [this](const MoveEstimate& estimate) { return !moverValue(estimate.move); });
}

bool BoardView::isBestValuedMove(int square) const
{
    if (estimatesPending())
        return false; // a move still estimated may be better
    const auto value = moverValue(square);
    return value && value == bestMoverValue();
}

void BoardView::setScoringRule(ScoringRule rule)
{
    if (rule != m_scoring) {
        m_scoring = rule;
        updateAccessibleText();
        update();
    }
}

BoardView::Geometry BoardView::geometry() const
{
    const QFontMetrics metrics(font());
    const int n = m_board.size;
    const int captionHeight = metrics.height() * 2 + 8;
    // The frame grows with the board and the coordinates sit outside it: size the board once
    // without the frame, then again with it.
    const auto cellFor = [&](int margin) {
        return std::max(8, std::min(width() - 2 * margin, height() - margin - captionHeight - margin / 2) / n);
    };
    const int textMargin = metrics.height() + 6;
    Geometry g;
    g.frame = std::max(3, cellFor(textMargin) / 10);
    g.margin = textMargin + g.frame;
    g.cell = cellFor(g.margin);
    const int side = g.cell * n;
    const int blockHeight = g.margin + side + g.frame + captionHeight;
    const int left = (width() - side) / 2;
    const int top = std::max(0, (height() - blockHeight) / 2) + g.margin;
    g.board = QRect(left, top, side, side);
    g.caption = QRect(0, g.board.bottom() + 1 + g.frame, width(), captionHeight);
    return g;
}

QRect BoardView::squareRect(int square) const
{
    const Geometry g = geometry();
    return {g.board.left() + columnOf(square) * g.cell, g.board.top() + rowOf(square) * g.cell, g.cell, g.cell};
}

int BoardView::squareAtPoint(QPoint point) const
{
    const Geometry g = geometry();
    if (!g.board.contains(point))
        return kNoMove;
    const int column = (point.x() - g.board.left()) / g.cell;
    const int row = (point.y() - g.board.top()) / g.cell;
    if (column >= m_board.size || row >= m_board.size)
        return kNoMove;
    return squareAt(column, row);
}

QString BoardView::stateText() const
{
    if (m_board.isGameOver()) {
        const int difference = finalScoreUnder(m_scoring, m_board.black, m_board.white, m_board.size * m_board.size);
        if (difference == 0)
            return tr("Game over: draw");
        return difference > 0 ? tr("Game over: Black wins by %1").arg(difference)
                              : tr("Game over: White wins by %1").arg(-difference);
    }
    // Whole phrases per side, so translations can make the words agree.
    const bool black = m_board.toMove == Color::Black;
    if (m_board.mustPass())
        return black ? tr("Black must pass") : tr("White must pass");
    return black ? tr("Black to move") : tr("White to move");
}

QString BoardView::caption() const
{
    return tr("Black %1 · White %2 — %3").arg(m_board.blackCount()).arg(m_board.whiteCount()).arg(stateText());
}

QSize BoardView::sizeHint() const { return {480, 520}; }

QSize BoardView::minimumSizeHint() const
{
    const QFontMetrics metrics(font());
    const int margin = metrics.height() + 10;
    // Smaller squares on larger boards, so an 8x8 board fits where a 6x6 one does; small enough
    // that every tab fits a 1024x700 screen (the window's first size there is 1008x652).
    const int side = m_board.size * std::max(20, 150 / m_board.size);
    return {side + 2 * margin, side + 2 * margin + metrics.height() * 2 + 8};
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometry();
    paintBoard(painter, g);
    paintCoordinates(painter, g);
    paintDiscs(painter, g);
    paintMarks(painter, g);
    paintMoveValues(painter, g);
    paintCaption(painter, g);
}

void BoardView::paintBoard(QPainter& painter, const Geometry& g) const
{
    const double frame = g.frame;
    painter.setPen(Qt::NoPen);
    painter.setBrush(kFrame);
    painter.drawRoundedRect(QRectF(g.board).adjusted(-frame, -frame, frame, frame), frame, frame);
    painter.setBrush(kFelt);
    painter.drawRect(g.board);
    painter.setPen(QPen(kGrid, std::max(1.0, g.cell / 36.0)));
    for (int i = 1; i < m_board.size; ++i) {
        const int x = g.board.left() + i * g.cell;
        const int y = g.board.top() + i * g.cell;
        painter.drawLine(QPointF(x, g.board.top()), QPointF(x, g.board.top() + g.board.height()));
        painter.drawLine(QPointF(g.board.left(), y), QPointF(g.board.left() + g.board.width(), y));
    }
}

void BoardView::paintCoordinates(QPainter& painter, const Geometry& g) const
{
    const int outside = g.frame + 4; // clear of the frame
    painter.setPen(palette().color(QPalette::WindowText));
    for (int i = 0; i < m_board.size; ++i) {
        const QString column(QChar('a' + i));
        const QString row(QChar('1' + i));
        const QRect above(g.board.left() + i * g.cell, g.board.top() - g.margin, g.cell, g.margin - outside);
        painter.drawText(above, Qt::AlignHCenter | Qt::AlignBottom, column);
        const QRect before(g.board.left() - g.margin, g.board.top() + i * g.cell, g.margin - outside, g.cell);
        painter.drawText(before, Qt::AlignRight | Qt::AlignVCenter, row);
    }
}

void BoardView::paintDiscs(QPainter& painter, const Geometry& g) const
{
    const double radius = g.cell * 0.41;
    const std::uint64_t legal = m_board.isGameOver() ? 0 : m_board.legalMoves();
    for (int row = 0; row < m_board.size; ++row) {
        for (int column = 0; column < m_board.size; ++column) {
            const int square = squareAt(column, row);
            const QPointF centre = QRectF(squareRect(square)).center();
            bool occupied = false;
            const Color color = m_board.colorAt(square, &occupied);
            if (occupied) {
                paintDisc(painter, centre, radius, color);
            } else if (legal & bitOf(square)) {
                if (moverValue(square)) {
                    // paintMoveValues() writes the value where the dot would be.
                } else if (square == m_hoverSquare) {
                    paintDisc(painter, centre, radius, m_board.toMove, 0.45);
                } else {
                    painter.setPen(Qt::NoPen);
                    painter.setBrush(kLegalDot);
                    painter.drawEllipse(centre, g.cell * 0.09, g.cell * 0.09);
                }
            }
        }
    }
}

void BoardView::paintMarks(QPainter& painter, const Geometry& g) const
{
    if (m_bestMove >= 0 && m_bestMove < kPassMove) {
        const double inset = std::max(2.0, g.cell * 0.05);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(kBestMove, std::max(2.0, g.cell * 0.07)));
        painter.drawRoundedRect(QRectF(squareRect(m_bestMove)).adjusted(inset, inset, -inset, -inset), inset, inset);
    }
    if (m_lastMove >= 0 && m_lastMove < kPassMove) {
        const QPointF centre = QRectF(squareRect(m_lastMove)).center();
        painter.setPen(QPen(Qt::white, 1));
        painter.setBrush(kLastMove);
        painter.drawEllipse(centre, g.cell * 0.08, g.cell * 0.08);
    }
}

void BoardView::paintMoveValues(QPainter& painter, const Geometry& g) const
{
    QFont valueFont = font();
    valueFont.setBold(true);
    valueFont.setPixelSize(std::clamp(static_cast<int>(g.cell * 0.32), 9, 40)); // large boards: not shouted
    painter.save();
    // Estimates first, faint and smaller, on the squares whose exact value is still coming.
    QFont estimateFont = valueFont;
    estimateFont.setBold(false);
    estimateFont.setPixelSize(std::clamp(static_cast<int>(g.cell * 0.26), 8, 32));
    painter.setFont(estimateFont);
    for (const MoveEstimate& estimate : m_estimates) {
        if (estimate.move >= kPassMove || moverValue(estimate.move))
            continue;
        const QRectF square = squareRect(estimate.move);
        painter.setPen(QPen(kEstimateRing, std::max(1.0, g.cell * 0.03), Qt::DashLine));
        painter.setBrush(kEstimatePlate);
        painter.drawEllipse(square.center(), g.cell * 0.36, g.cell * 0.36);
        painter.setPen(kEstimateText);
        painter.drawText(square, Qt::AlignCenter, moveValueText(estimate.move));
    }
    const std::optional<int> best = bestMoverValue();
    const bool pending = estimatesPending();
    if (!best) {
        painter.restore();
        return;
    }
    painter.setFont(valueFont);
    for (const MoveValue& move : m_moveValues) {
        const auto value = moverValue(move.move);
        if (!value || move.move >= kPassMove)
            continue;
        const QRectF square = squareRect(move.move);
        const bool isBest = !pending && *value == *best;
        // A dark plate keeps white and gold digits readable on the felt.
        const double plate = g.cell * 0.36;
        painter.setPen(Qt::NoPen);
        painter.setBrush(isBest ? kBestPlate : kValuePlate);
        painter.drawEllipse(square.center(), plate, plate);
        painter.setPen(isBest ? kBestMove : QColor(Qt::white));
        painter.drawText(square, Qt::AlignCenter, moveValueText(move.move));
    }
    painter.restore();
}

void BoardView::paintCaption(QPainter& painter, const Geometry& g) const
{
    const QFontMetrics metrics(font());
    const double discRadius = metrics.height() * 0.42;
    const QString black = QString::number(m_board.blackCount());
    const QString white = QString::number(m_board.whiteCount());
    const QString state = stateText();

    // One centred line: (disc) 12   (disc) 14    Black to move
    const int discSpace = static_cast<int>(2 * discRadius) + 6;
    const int blackWidth = discSpace + metrics.horizontalAdvance(black);
    const int whiteWidth = discSpace + metrics.horizontalAdvance(white);
    const int spacing = metrics.horizontalAdvance(QStringLiteral("MM"));
    const int total = blackWidth + spacing + whiteWidth + spacing + metrics.horizontalAdvance(state);
    // A board narrower than its caption starts it at the left edge and elides the state.
    int x = std::max(0, g.caption.center().x() - total / 2);
    const int y = g.caption.top() + g.caption.height() / 2;
    const QRect textBox(0, y - metrics.height() / 2, 0, metrics.height());

    painter.setPen(palette().color(QPalette::WindowText));
    paintDisc(painter, QPointF(x + discRadius, y), discRadius, Color::Black);
    painter.drawText(textBox.adjusted(x + discSpace, 0, x + blackWidth, 0), Qt::AlignLeft | Qt::AlignVCenter, black);
    x += blackWidth + spacing;
    paintDisc(painter, QPointF(x + discRadius, y), discRadius, Color::White);
    painter.drawText(textBox.adjusted(x + discSpace, 0, x + whiteWidth, 0), Qt::AlignLeft | Qt::AlignVCenter, white);
    x += whiteWidth + spacing;
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    const int stateWidth = g.caption.right() - x;
    painter.drawText(QRect(x, textBox.top(), stateWidth, metrics.height() + 2), Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetrics(bold).elidedText(state, Qt::ElideRight, stateWidth));
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const int square = squareAtPoint(event->position().toPoint());
    const bool legal = square != kNoMove && !m_board.isGameOver() && (m_board.legalMoves() & bitOf(square));
    const int hover = legal ? square : kNoMove;
    if (hover != m_hoverSquare) {
        m_hoverSquare = hover;
        if (legal)
            setCursor(Qt::PointingHandCursor);
        else
            unsetCursor();
        update();
    }
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const int square = squareAtPoint(event->position().toPoint());
    if (square != kNoMove)
        emit squareClicked(square);
}

void BoardView::leaveEvent(QEvent*)
{
    if (m_hoverSquare != kNoMove) {
        m_hoverSquare = kNoMove;
        unsetCursor();
        update();
    }
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

void BoardView::updateAccessibleText() { setAccessibleDescription(caption()); }

} // namespace othello
