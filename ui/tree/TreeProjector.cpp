#include "TreeProjector.h"

#include "TraceDrawing.h"
#include "TraceLegend.h"
#include "TraceScene.h"
#include "common/BoardView.h"

#include <QCloseEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace othello {

namespace {
QFont pixelFont(int pixels, bool bold = false)
{
    QFont font;
    font.setPixelSize(pixels);
    font.setBold(bold);
    return font;
}

QLabel* wrappedLabel(int pixels, bool bold, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setFont(pixelFont(pixels, bold));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}
} // namespace

TreeProjector::TreeProjector(const std::array<TraceScene*, 2>& scenes, QWidget* parent)
    : QWidget(parent, Qt::Window),
      m_heading(wrappedLabel(26, true, this)),
      m_legend(new TraceLegendView(17, this)),
      m_board(new BoardView(this)),
      m_sentence(wrappedLabel(26, false, this)),
      m_details(wrappedLabel(18, false, this)),
      m_keys(wrappedLabel(16, false, this))
{
    setObjectName(QStringLiteral("treeProjector"));
    setAutoFillBackground(true);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, Qt::white);
    colours.setColor(QPalette::WindowText, QColor(0x10, 0x10, 0x10));
    setPalette(colours);
    m_heading->setObjectName(QStringLiteral("projectorHeading"));
    m_sentence->setObjectName(QStringLiteral("projectorSentence"));
    m_details->setObjectName(QStringLiteral("projectorDetails"));
    m_details->setStyleSheet(QStringLiteral("color: #404040;"));
    m_keys->setObjectName(QStringLiteral("projectorKeys"));
    m_keys->setStyleSheet(QStringLiteral("color: #505050;"));
    retranslate();
    m_board->setObjectName(QStringLiteral("projectorBoard"));
    m_board->setFont(pixelFont(20));
    m_board->setFocusPolicy(Qt::NoFocus);
    m_legend->setBackgroundBrush(Qt::white);

    auto* left = new QVBoxLayout;
    left->setSpacing(6);
    left->addWidget(m_heading);
    left->addWidget(m_legend);
    for (std::size_t which = 0; which < m_drawings.size(); ++which) {
        m_titles[which] = wrappedLabel(20, true, this);
        m_drawings[which] = new TraceDrawing(scenes[which], this);
        m_drawings[which]->setObjectName(QStringLiteral("projectorDrawing") + QChar(u'A' + int(which)));
        m_drawings[which]->setMinimumTextPixels(kNodeTextPixels);
        m_drawings[which]->setMaximumTextPixels(2.4 * kNodeTextPixels);
        m_drawings[which]->setFocusPolicy(Qt::NoFocus);
        left->addWidget(m_titles[which]);
        left->addWidget(m_drawings[which], 1);
    }
    auto* right = new QVBoxLayout;
    right->setSpacing(12);
    m_board->setFixedHeight(600);
    right->addWidget(m_board);
    right->addWidget(m_sentence);
    right->addWidget(m_details);
    right->addStretch(1);
    right->addWidget(m_keys);
    auto* rightSide = new QWidget(this);
    rightSide->setLayout(right);
    rightSide->setFixedWidth(560);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->setSpacing(20);
    layout->addLayout(left, 1);
    layout->addWidget(rightSide);
    setFocusPolicy(Qt::StrongFocus);
}

void TreeProjector::setTraces(int count, const QString& heading, const std::array<QString, 2>& titles)
{
    m_heading->setText(heading);
    for (std::size_t which = 0; which < m_drawings.size(); ++which) {
        const bool shown = int(which) < count;
        m_titles[which]->setText(titles[which]);
        m_titles[which]->setVisible(shown && count > 1);
        m_drawings[which]->setVisible(shown);
    }
}

void TreeProjector::showStep(const QString& sentence, const QString& details, const Board& board, int lastMove)
{
    m_sentence->setText(sentence);
    m_details->setText(details);
    m_board->setBoard(board);
    m_board->setLastMove(lastMove);
}

void TreeProjector::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Space:
        emit command(Command::Step);
        break;
    case Qt::Key_Left:
    case Qt::Key_Backspace:
        emit command(Command::Back);
        break;
    case Qt::Key_C:
        emit command(Command::NextCutoff);
        break;
    case Qt::Key_R:
        emit command(Command::NextReSearch);
        break;
    case Qt::Key_H:
        emit command(Command::NextTableHit);
        break;
    case Qt::Key_T:
        emit command(Command::NextTest);
        break;
    case Qt::Key_Home:
        emit command(Command::First);
        break;
    case Qt::Key_End:
        emit command(Command::Last);
        break;
    case Qt::Key_Up:
        emit command(Command::MorePlies);
        break;
    case Qt::Key_Down:
        emit command(Command::FewerPlies);
        break;
    case Qt::Key_F:
        for (TraceDrawing* drawing : m_drawings)
            drawing->fitToView();
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        for (TraceDrawing* drawing : m_drawings)
            drawing->zoomIn();
        break;
    case Qt::Key_Minus:
        for (TraceDrawing* drawing : m_drawings)
            drawing->zoomOut();
        break;
    case Qt::Key_Escape:
    case Qt::Key_F11:
        emit command(Command::Leave);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void TreeProjector::closeEvent(QCloseEvent* event)
{
    // Closed by the window manager: leave as Esc does.
    event->ignore();
    emit command(Command::Leave);
}

void TreeProjector::retranslate()
{
    setWindowTitle(tr("Search tree — projector"));
    m_keys->setText(tr("→ or Space: step · ←: back · C: next cutoff · R: next re-search · H: next table hit · "
                       "T: next TEST · Home/End: first/last step · ↑/↓: more/fewer plies · +/−: zoom · F: fit · "
                       "Esc or F11: leave"));
}

void TreeProjector::changeEvent(QEvent* event)
{
    // The heading and the step come again from the page.
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace othello
