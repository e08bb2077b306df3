#include "ExplorePage.h"

#include "BoardView.h"
#include "GameSession.h"
#include "MoveAnalysisPanel.h"
#include "PvMoveTable.h"
#include "PvNavigator.h"
#include "SolvePanel.h"
#include "engine/PrincipalVariation.h"

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
      m_passButton(new QPushButton(tr("Pass"))),
      m_pvNotice(new QLabel),
      m_returnButton(new QPushButton(tr("Return to PV"))),
      m_splitter(new QSplitter(Qt::Horizontal, this))
{
    // Named for the tests, which find them with findChild().
    m_board->setObjectName(QStringLiteral("exploreBoard"));
    m_navigator->setObjectName(QStringLiteral("pvNavigator"));
    m_moveTable->setObjectName(QStringLiteral("pvMoveTable"));
    m_solvePanel->setObjectName(QStringLiteral("solvePanel"));
    m_splitter->addWidget(createBoardSide());
    m_splitter->addWidget(createToolSide());
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);
    connectParts();
    showPosition();
}

QWidget* ExplorePage::createBoardSide()
{
    m_passButton->setObjectName(QStringLiteral("passButton"));
    m_passButton->setToolTip(tr("Pass: allowed only when the side to move has no legal move"));
    m_returnButton->setObjectName(QStringLiteral("returnButton"));
    m_returnButton->setToolTip(tr("Go back to the PV position you left"));
    // Keep the row's height when the button is hidden, so the board does not jump.
    QSizePolicy keepSpace = m_returnButton->sizePolicy();
    keepSpace.setRetainSizeWhenHidden(true);
    m_returnButton->setSizePolicy(keepSpace);
    m_pvNotice->setObjectName(QStringLiteral("pvNotice"));
    m_pvNotice->setTextFormat(Qt::PlainText);
    m_pvNotice->setWordWrap(true);

    auto* moveRow = new QHBoxLayout;
    moveRow->addWidget(m_passButton);
    moveRow->addWidget(m_pvNotice, 1);
    moveRow->addWidget(m_returnButton);

    auto* boardSide = new QWidget;
    auto* boardLayout = new QVBoxLayout(boardSide);
    boardLayout->addWidget(m_board, 1);
    boardLayout->addWidget(m_navigator);
    boardLayout->addLayout(moveRow);
    boardLayout->addWidget(m_moveAnalysis);
    return boardSide;
}

QWidget* ExplorePage::createToolSide()
{
    auto* toolSide = new QWidget;
    auto* toolLayout = new QVBoxLayout(toolSide);
    auto* tableTitle = new QLabel(tr("Principal variation"));
    QFont bold = tableTitle->font();
    bold.setBold(true);
    tableTitle->setFont(bold);
    toolLayout->addWidget(tableTitle);
    toolLayout->addWidget(m_moveTable, 1);
    toolLayout->addWidget(m_solvePanel);
    return toolSide;
}

void ExplorePage::connectParts()
{
    connect(m_session, &GameSession::positionChanged, this, &ExplorePage::showPosition);
    connect(m_session, &GameSession::moveRefused, this, &ExplorePage::statusMessage);
    connect(m_session, &GameSession::leftPrincipalVariation, this,
            [this] { emit statusMessage(tr("You left the principal variation. Use “Return to PV” to go back.")); });
    connect(m_board, &BoardView::squareClicked, m_session, &GameSession::play);
    connect(m_passButton, &QPushButton::clicked, m_session, [this] { m_session->play(kPassMove); });
    connect(m_returnButton, &QPushButton::clicked, m_session, &GameSession::returnToPrincipalVariation);
    connect(m_solvePanel, &SolvePanel::solved, this, &ExplorePage::rememberBestMove);
    connect(m_solvePanel, &SolvePanel::statusMessage, this, &ExplorePage::statusMessage);
    connect(m_solvePanel, &SolvePanel::playLineRequested, this, &ExplorePage::playMoves);
    connect(m_solvePanel, &SolvePanel::runningChanged, this, &ExplorePage::solvingChanged);
    connect(m_solvePanel, &SolvePanel::runningChanged, this, &ExplorePage::focusBoard);
    connect(m_moveAnalysis, &MoveAnalysisPanel::valuesChanged, this,
            [this](const Board& board, const std::vector<MoveValue>& values) {
                if (board == m_session->board())
                    m_board->setMoveValues(values);
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
    m_solvePanel->saveSettings(settings);
}

void ExplorePage::restoreSettings(const QSettings& settings)
{
    m_splitter->restoreState(settings.value(QStringLiteral("explore/splitter")).toByteArray());
    m_session->goToLabel(settings.value(QStringLiteral("explore/label"), m_session->label()).toInt());
    m_solvePanel->restoreSettings(settings);
    m_moveAnalysis->setOn(settings.value(QStringLiteral("explore/analyseMoves"), false).toBool());
}

void ExplorePage::showPosition()
{
    const Board& board = m_session->board();
    m_board->setBoard(board);
    m_board->setLastMove(m_session->lastMove());
    m_board->setBestMove(framedMove(board));
    m_passButton->setEnabled(!board.isGameOver() && board.mustPass());
    const bool onPv = m_session->isOnPrincipalVariation();
    m_pvNotice->setText(onPv ? tr("On the principal variation. Click a legal square to try another move.")
                             : tr("You left the principal variation (%1).").arg(m_session->positionDescription()));
    m_returnButton->setVisible(!onPv);
    // The status bar said the user left the PV: say they are back, so it no longer says so.
    if (onPv && !m_wasOnPv)
        emit statusMessage(tr("Back on the principal variation (%1).").arg(m_session->positionDescription()));
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
