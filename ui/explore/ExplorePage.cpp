#include "ExplorePage.h"

#include "LineValueChart.h"
#include "MoveAnalysisPanel.h"
#include "PositionEditor.h"
#include "PositionText.h"
#include "PvMoveModel.h"
#include "PvMoveTable.h"
#include "PvNavigator.h"
#include "SolvePanel.h"
#include "common/BoardView.h"
#include "common/GameSession.h"
#include "engine/board/PrincipalVariation.h"

#include <QAction>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QVBoxLayout>

namespace othello {

ExplorePage::ExplorePage(QWidget* parent)
    : Page(parent),
      m_session(new GameSession(this)),
      m_board(new BoardView),
      m_navigator(new PvNavigator(m_session)),
      m_moveTable(new PvMoveTable(m_session)),
      m_solvePanel(new SolvePanel),
      m_moveAnalysis(new MoveAnalysisPanel),
      m_passButton(new QPushButton),
      m_pvNotice(new QLabel),
      m_returnButton(new QPushButton),
      m_editButton(new QPushButton),
      m_tableTitle(new QLabel),
      m_lineValues(new LineValueChart),
      m_splitter(new QSplitter(Qt::Horizontal, this))
{
    // Named for the tests, which find them with findChild().
    m_board->setObjectName(QStringLiteral("exploreBoard"));
    m_navigator->setObjectName(QStringLiteral("pvNavigator"));
    m_moveTable->setObjectName(QStringLiteral("pvMoveTable"));
    m_solvePanel->setObjectName(QStringLiteral("solvePanel"));
    m_lineValues->setObjectName(QStringLiteral("lineValueChart"));
    // Every position of the PV has the game's value: a known fact, charted from the start.
    const PrincipalVariation& pv = PrincipalVariation::sixBySix();
    for (int label = PrincipalVariation::kFirstLabel; label <= PrincipalVariation::kLastLabel; ++label)
        m_lineValues->addValue(pv.position(label), PrincipalVariation::kGameValue);
    createActions();
    m_splitter->addWidget(createBoardSide());
    m_splitter->addWidget(createToolSide());
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);
    connectParts();
    retranslate();
}

void ExplorePage::retranslate()
{
    m_passButton->setText(tr("Pass"));
    m_passButton->setToolTip(tr("Pass: allowed only when the side to move has no legal move"));
    m_returnButton->setText(tr("Return to PV"));
    m_returnButton->setToolTip(tr("Go back to the PV position you left (from your own position: the PV label "
                                  "you last saw)"));
    m_editButton->setText(tr("Edit Position…"));
    m_editButton->setToolTip(tr("Set up any position (4×4, 6×6 or 8×8) to explore; or paste one (%1)")
                                 .arg(QKeySequence(QKeySequence::Paste).toString(QKeySequence::NativeText)));
    m_editAction->setText(tr("&Edit Position…"));
    m_copyAction->setText(tr("&Copy Position"));
    m_copyAction->setToolTip(tr("Copy the position shown as text (the CLI's --position format)"));
    m_pasteAction->setText(tr("&Paste Position"));
    m_pasteAction->setToolTip(tr("Explore the position on the clipboard: position text or an OBF line"));
    m_backToPvAction->setText(tr("&Back to the Principal Variation"));
    showPosition();
}

void ExplorePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    Page::changeEvent(event);
}

QWidget* ExplorePage::createBoardSide()
{
    m_passButton->setObjectName(QStringLiteral("passButton"));
    m_returnButton->setObjectName(QStringLiteral("returnButton"));
    m_editButton->setObjectName(QStringLiteral("editPositionButton"));
    // Keep the row's height when the button is hidden, so the board does not jump.
    QSizePolicy keepSpace = m_returnButton->sizePolicy();
    keepSpace.setRetainSizeWhenHidden(true);
    m_returnButton->setSizePolicy(keepSpace);
    m_pvNotice->setObjectName(QStringLiteral("pvNotice"));
    m_pvNotice->setTextFormat(Qt::PlainText);
    m_pvNotice->setWordWrap(true);

    auto* moveRow = new QHBoxLayout;
    moveRow->addWidget(m_passButton);
    moveRow->addWidget(m_editButton);
    moveRow->addWidget(m_pvNotice, 1);
    moveRow->addWidget(m_returnButton);

    auto* boardSide = new QWidget;
    auto* boardLayout = new QVBoxLayout(boardSide);
    boardLayout->addWidget(m_board, 1);
    boardLayout->addWidget(m_navigator);
    boardLayout->addLayout(moveRow);
    boardLayout->addWidget(m_moveAnalysis);
    boardLayout->addWidget(m_lineValues);
    return boardSide;
}

QWidget* ExplorePage::createToolSide()
{
    // Solve and Stop first: the result growing below them, and the table giving up the room,
    // never move them under the pointer.
    auto* toolSide = new QWidget;
    auto* toolLayout = new QVBoxLayout(toolSide);
    m_tableTitle->setObjectName(QStringLiteral("lineTitle"));
    QFont bold = m_tableTitle->font();
    bold.setBold(true);
    m_tableTitle->setFont(bold);
    toolLayout->addWidget(m_solvePanel);
    toolLayout->addWidget(m_tableTitle);
    toolLayout->addWidget(m_moveTable, 1);
    return toolSide;
}

void ExplorePage::createActions()
{
    m_editAction = new QAction(this);
    m_editAction->setObjectName(QStringLiteral("editPositionAction"));
    m_copyAction = new QAction(this);
    m_copyAction->setObjectName(QStringLiteral("copyPositionAction"));
    m_copyAction->setShortcut(QKeySequence::Copy);
    m_pasteAction = new QAction(this);
    m_pasteAction->setObjectName(QStringLiteral("pastePositionAction"));
    m_pasteAction->setShortcut(QKeySequence::Paste);
    m_backToPvAction = new QAction(this);
    m_backToPvAction->setObjectName(QStringLiteral("backToPvAction"));
    // The keys work wherever the focus is on this page (a text field keeps its own Copy and
    // Paste), so the other pages' tables keep theirs.
    for (QAction* action : {m_editAction, m_copyAction, m_pasteAction, m_backToPvAction})
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addActions({m_copyAction, m_pasteAction});
    m_board->addActions(positionActions());
    m_board->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_editAction, &QAction::triggered, this, &ExplorePage::editPosition);
    connect(m_copyAction, &QAction::triggered, this, &ExplorePage::copyPosition);
    connect(m_pasteAction, &QAction::triggered, this, &ExplorePage::pastePosition);
    connect(m_backToPvAction, &QAction::triggered, m_session, &GameSession::returnToPrincipalVariation);
}

QList<QAction*> ExplorePage::positionActions() const
{
    return {m_editAction, m_copyAction, m_pasteAction, m_backToPvAction};
}

void ExplorePage::copyPosition()
{
    const QString text = PositionText::write(m_session->board());
    QGuiApplication::clipboard()->setText(text);
    emit statusMessage(tr("Copied the position: %1").arg(text));
}

bool ExplorePage::pastePosition()
{
    const auto read = PositionText::read(QGuiApplication::clipboard()->text());
    if (const auto* problem = std::get_if<QString>(&read)) {
        emit statusMessage(tr("Paste Position: %1").arg(*problem));
        return false;
    }
    m_session->startFrom(std::get<Board>(read));
    emit statusMessage(tr("Exploring the pasted %1×%1 position.").arg(m_session->board().size));
    return true;
}

void ExplorePage::editPosition()
{
    auto* editor = new PositionEditor(m_session->board(), this);
    editor->setObjectName(QStringLiteral("positionEditor"));
    editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(editor, &QDialog::accepted, this, [this, editor] {
        m_session->startFrom(editor->board());
        emit statusMessage(tr("Exploring your %1×%1 position.").arg(m_session->board().size));
        focusBoard();
    });
    editor->open();
}

void ExplorePage::connectParts()
{
    connect(m_session, &GameSession::positionChanged, this, &ExplorePage::showPosition);
    // Messages about the position shown: taken back when another is shown.
    connect(m_session, &GameSession::moveRefused, this, [this](const QString& reason) {
        emit statusMessage(reason);
        m_messageAboutPosition = true;
    });
    connect(m_session, &GameSession::leftPrincipalVariation, this, [this] {
        emit statusMessage(tr("You left the principal variation. Use “Return to PV” to go back."));
        m_messageAboutPosition = true;
    });
    connect(m_board, &BoardView::squareClicked, m_session, &GameSession::play);
    connect(m_passButton, &QPushButton::clicked, m_session, [this] { m_session->play(kPassMove); });
    connect(m_returnButton, &QPushButton::clicked, m_session, &GameSession::returnToPrincipalVariation);
    connect(m_editButton, &QPushButton::clicked, this, &ExplorePage::editPosition);
    connect(m_lineValues, &LineValueChart::plyClicked, m_session, &GameSession::goToPly);
    connect(m_solvePanel, &SolvePanel::solved, this, &ExplorePage::rememberBestMove);
    // Every value found is a point of the value chart (the solve panel solves the disc difference).
    connect(m_solvePanel, &SolvePanel::solved, this, [this](const Board& board, const SearchResult& result) {
        if (result.status == SearchStatus::Done)
            m_lineValues->addValue(board, result.value);
    });
    connect(m_solvePanel, &SolvePanel::statusMessage, this, &ExplorePage::statusMessage);
    connect(m_solvePanel, &SolvePanel::playLineRequested, this, &ExplorePage::playMoves);
    connect(m_solvePanel, &SolvePanel::runningChanged, this, &ExplorePage::solvingChanged);
    connect(m_solvePanel, &SolvePanel::runningChanged, this, &ExplorePage::focusBoard);
    connect(m_moveAnalysis, &MoveAnalysisPanel::valuesChanged, this,
            [this](const Board& board, const std::vector<MoveValue>& values) {
                m_lineValues->addMoveValues(board, values);
                if (board == m_session->board())
                    m_board->setMoveValues(values);
            });
    // The PV table shows the values the chart knows.
    m_moveTable->pvModel()->setValueSource([this](const Board& board) { return m_lineValues->valueOf(board); });
    connect(m_lineValues, &LineValueChart::valuesChanged, m_moveTable->pvModel(), &PvMoveModel::valuesChanged);
    connect(m_moveAnalysis, &MoveAnalysisPanel::estimatesChanged, this,
            [this](const Board& board, const std::vector<MoveEstimate>& estimates) {
                if (board == m_session->board())
                    m_board->setMoveEstimates(estimates);
            });
}

QString ExplorePage::pvNotice() const { return m_pvNotice->text(); }

bool ExplorePage::isSolving() const { return m_solvePanel->isRunning(); }

void ExplorePage::stopSolving() { m_solvePanel->stop(); }

void ExplorePage::saveSettings(QSettings& settings) const
{
    settings.setValue(QStringLiteral("explore/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("explore/label"), m_session->label());
    settings.setValue(QStringLiteral("explore/analyseMoves"), m_moveAnalysis->isOn());
    settings.setValue(QStringLiteral("explore/computeLineValues"), m_lineValues->isOn());
    // An own position comes back with the moves played from it.
    QStringList moves;
    if (!m_session->isFromPrincipalVariation())
        for (int move : m_session->lineMoves())
            moves << QString::number(move);
    settings.setValue(QStringLiteral("explore/ownPosition"),
                      m_session->isFromPrincipalVariation() ? QString() : PositionText::write(m_session->lineStart()));
    settings.setValue(QStringLiteral("explore/ownMoves"), moves);
    settings.setValue(QStringLiteral("explore/ownPly"), m_session->ply());
    m_solvePanel->saveSettings(settings);
}

void ExplorePage::restoreSettings(const QSettings& settings)
{
    m_splitter->restoreState(settings.value(QStringLiteral("explore/splitter")).toByteArray());
    m_session->goToLabel(settings.value(QStringLiteral("explore/label"), m_session->label()).toInt());
    const auto own = PositionText::read(settings.value(QStringLiteral("explore/ownPosition")).toString());
    if (const auto* board = std::get_if<Board>(&own)) {
        m_session->startFrom(*board);
        for (const QString& move : settings.value(QStringLiteral("explore/ownMoves")).toStringList())
            if (!m_session->play(move.toInt()))
                break;
        m_session->goToPly(settings.value(QStringLiteral("explore/ownPly"), 0).toInt());
    }
    m_solvePanel->restoreSettings(settings);
    m_moveAnalysis->setOn(settings.value(QStringLiteral("explore/analyseMoves"), false).toBool());
    m_lineValues->setOn(settings.value(QStringLiteral("explore/computeLineValues"), false).toBool());
}

void ExplorePage::showPosition()
{
    if (m_messageAboutPosition) { // it spoke of the position before
        m_messageAboutPosition = false;
        emit statusMessage(QString());
    }
    const Board& board = m_session->board();
    m_board->setBoard(board);
    m_board->setLastMove(m_session->lastMove());
    m_board->setBestMove(framedMove(board));
    m_passButton->setEnabled(!board.isGameOver() && board.mustPass());
    const bool onPv = m_session->isOnPrincipalVariation();
    if (!m_session->isFromPrincipalVariation() && m_session->ply() == 0)
        m_pvNotice->setText(
            tr("Exploring your own %1×%1 position. Click a legal square to play a move.").arg(board.size));
    else if (!m_session->isFromPrincipalVariation())
        m_pvNotice->setText(tr("Exploring your own position (%1).").arg(m_session->positionDescription()));
    else
        m_pvNotice->setText(onPv ? tr("On the principal variation. Click a legal square to try another move.")
                                 : tr("You left the principal variation (%1).").arg(m_session->positionDescription()));
    m_returnButton->setVisible(!onPv);
    m_backToPvAction->setEnabled(!onPv);
    const bool pvLine = m_session->isFromPrincipalVariation() &&
        m_session->pvPositionCount() == static_cast<int>(m_session->lineMoves().size()) + 1;
    m_tableTitle->setText(pvLine ? tr("Principal variation") : tr("Line explored"));
    m_lineValues->setLine(m_session->linePositions(), m_session->ply());
    // The status bar said the user left the PV: say they are back, so it no longer says so.
    if (onPv && !m_wasOnPv && m_session->isFromPrincipalVariation()) {
        emit statusMessage(tr("Back on the principal variation (%1).").arg(m_session->positionDescription()));
        m_messageAboutPosition = true;
    }
    m_wasOnPv = onPv;
    m_solvePanel->setPosition(board, m_session->positionDescription());
    m_moveAnalysis->setPosition(board);
}

void ExplorePage::rememberBestMove(const Board& board, const SearchResult& result)
{
    m_bestMoveBoard = board;
    m_bestMove = result.status == SearchStatus::Done ? result.bestMove : kNoMove;
    m_board->setBestMove(framedMove(m_session->board()));
}

int ExplorePage::framedMove(const Board& board) const
{
    if (board == m_bestMoveBoard && m_bestMove != kNoMove)
        return m_bestMove;
    // Along the optimal line each move keeps the value: the next one is a best move there too.
    if (const int next = m_solvePanel->optimalLine().nextMove(board); next != kNoMove)
        return next;
    // On the PV, its next move.
    return m_session->isOnPrincipalVariation() ? PrincipalVariation::sixBySix().moveFrom(m_session->label()) : kNoMove;
}

void ExplorePage::focusBoard()
{
    // The Solve, Stop and Play Line buttons are disabled while they work, which hands the focus
    // on down the chain (to the tab bar, where → switches tabs). Back to the board, where the
    // arrow keys step the PV.
    if (isVisible())
        m_board->setFocus(Qt::OtherFocusReason);
}

void ExplorePage::playMoves(const std::vector<int>& moves)
{
    // As clicks on the squares (and the Pass button) would: the PV's own moves walk the PV.
    for (int move : moves)
        if (!m_session->play(move))
            return;
    focusBoard();
    const Board& end = m_session->board();
    emit statusMessage(tr("Played the optimal line to the end of the game: Black %1, White %2.")
                           .arg(end.blackCount())
                           .arg(end.whiteCount()));
}

} // namespace othello
