#include "PlayPage.h"

#include "GameMoveModel.h"
#include "NewGameDialog.h"
#include "PlayGame.h"
#include "common/BoardView.h"
#include "common/MoveNames.h"
#include "common/NumberText.h"
#include "common/ValueView.h"
#include "common/players/EnginePresets.h"
#include "jobs/EngineMoveJob.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

namespace othello {

namespace {

constexpr int kDelayStepMs = 100;

QPushButton* iconButton(QStyle::StandardPixmap icon)
{
    auto* button = new QPushButton;
    button->setIcon(button->style()->standardIcon(icon));
    return button;
}

} // namespace

PlayPage::PlayPage(QWidget* parent)
    : Page(parent),
      m_game(new PlayGame(this)),
      m_moveModel(new GameMoveModel(m_game, this)),
      m_engine(new EngineMoveJob(this)),
      m_board(new BoardView),
      m_moves(new QListView),
      m_engineGroup(new QGroupBox),
      m_movesTitle(new QLabel),
      m_players(new QLabel),
      m_thinking(new QLabel),
      m_result(new QLabel),
      m_position(new QLabel),
      m_delayLabel(new QLabel),
      m_delay(new QSlider(Qt::Horizontal)),
      m_newGame(new QPushButton),
      m_undo(new QPushButton),
      m_redo(new QPushButton),
      m_pass(new QPushButton),
      m_hint(new QPushButton),
      m_pause(new QPushButton),
      m_continue(new QPushButton),
      m_first(iconButton(QStyle::SP_MediaSkipBackward)),
      m_previous(iconButton(QStyle::SP_MediaSeekBackward)),
      m_next(iconButton(QStyle::SP_MediaSeekForward)),
      m_last(iconButton(QStyle::SP_MediaSkipForward)),
      m_save(new QPushButton),
      m_open(new QPushButton)
{
    configureWidgets();
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(createBoardSide());
    splitter->addWidget(createToolSide());
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connectParts();
    retranslate();
    markSaved(); // an empty game is nothing to save
    showPosition();
}

void PlayPage::configureWidgets()
{
    m_pause->setCheckable(true);
    m_moves->setModel(m_moveModel);
    m_moves->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moves->setSelectionMode(QAbstractItemView::NoSelection);
    for (QLabel* label : {m_players, m_thinking, m_result, m_position}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
    }
    // Named for the tests, which find them with findChild().
    m_board->setObjectName(QStringLiteral("playBoard"));
    m_moves->setObjectName(QStringLiteral("moveList"));
    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    m_undo->setObjectName(QStringLiteral("undoButton"));
    m_redo->setObjectName(QStringLiteral("redoButton"));
    m_pass->setObjectName(QStringLiteral("playPassButton")); // Explore has a "passButton"
    m_hint->setObjectName(QStringLiteral("hintButton"));
    m_pause->setObjectName(QStringLiteral("pauseButton"));
    m_continue->setObjectName(QStringLiteral("continueButton"));
    m_delay->setObjectName(QStringLiteral("delaySlider"));
    m_players->setObjectName(QStringLiteral("playersLabel"));
    m_thinking->setObjectName(QStringLiteral("thinkingLabel"));
    m_result->setObjectName(QStringLiteral("resultLabel"));
    m_save->setObjectName(QStringLiteral("saveGameButton"));
    m_open->setObjectName(QStringLiteral("openGameButton"));
    m_thinking->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Room for a long report, so the panel below does not jump as reports come and go.
    m_thinking->setMinimumHeight(m_thinking->fontMetrics().lineSpacing() * 4);
    m_thinking->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QFont bold = m_result->font();
    bold.setBold(true);
    m_result->setFont(bold);
    m_movesTitle->setFont(bold);
    // Room for "Game over — …" on two lines, so nothing below moves when the game ends.
    m_result->setMinimumHeight(QFontMetrics(bold).lineSpacing() * 2);
    m_result->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_delay->setRange(0, 20);
    m_delay->setValue(5);
    // "Continue from Here" keeps its place in the row when hidden: Pause never moves.
    QSizePolicy keepSpace = m_continue->sizePolicy();
    keepSpace.setRetainSizeWhenHidden(true);
    m_continue->setSizePolicy(keepSpace);
}

void PlayPage::retranslate()
{
    m_newGame->setText(tr("New Game…"));
    m_undo->setText(tr("Undo"));
    m_redo->setText(tr("Redo"));
    m_pass->setText(tr("Pass"));
    m_hint->setText(tr("Hint"));
    m_pause->setText(tr("Pause Engines"));
    m_continue->setText(tr("Continue from Here"));
    m_save->setText(tr("Save Game…"));
    m_open->setText(tr("Open Game…"));
    m_engineGroup->setTitle(tr("Engines"));
    m_movesTitle->setText(tr("Moves"));
    m_first->setToolTip(tr("Start of the game"));
    m_previous->setToolTip(tr("One move back"));
    m_next->setToolTip(tr("One move forward"));
    m_last->setToolTip(tr("Last move of the game"));
    m_undo->setToolTip(tr("Take back the last move (against an engine: also its reply)"));
    m_redo->setToolTip(tr("Play again a move taken back"));
    m_pass->setToolTip(tr("Pass: allowed only when the side to move has no legal move"));
    m_hint->setToolTip(tr("Ask the engine for a move (shown with a yellow frame)"));
    m_pause->setToolTip(tr("Engines stop thinking and wait until this is released"));
    m_continue->setToolTip(tr("Drop the moves after the shown position and play on from it"));
    m_delay->setToolTip(tr("How long an engine waits before it moves, so a game between engines can be watched"));
    m_thinking->setToolTip(
        tr("The engine's report at each finished depth: its value (in the view named beside it) and best "
           "line. Values in discs come from lines that reach the end of the game; evaluation points are the "
           "evaluation's own units, not discs (Help > Manual > Evaluations)."));
    m_delayLabel->setText(delayText());
    m_moveModel->retranslate();
    showThought();
    showPosition();
}

void PlayPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    Page::changeEvent(event);
}

QWidget* PlayPage::createBoardSide()
{
    auto* navigation = new QHBoxLayout;
    for (QPushButton* button : {m_first, m_previous, m_next, m_last})
        navigation->addWidget(button);
    navigation->addWidget(m_position, 1);
    auto* actions = new QHBoxLayout;
    for (QPushButton* button : {m_newGame, m_undo, m_redo, m_pass, m_hint})
        actions->addWidget(button);
    actions->addStretch(1);

    auto* boardSide = new QWidget;
    auto* boardLayout = new QVBoxLayout(boardSide);
    boardLayout->addWidget(m_board, 1);
    boardLayout->addLayout(navigation);
    boardLayout->addLayout(actions);
    return boardSide;
}

QWidget* PlayPage::createToolSide()
{
    // The buttons clicked again and again come first: the engines' reports below them grow and
    // shrink without moving them.
    auto* engineLayout = new QVBoxLayout(m_engineGroup);
    auto* engineButtons = new QHBoxLayout;
    engineButtons->addWidget(m_pause);
    engineButtons->addWidget(m_continue);
    engineButtons->addStretch(1);
    engineLayout->addLayout(engineButtons);
    auto* delayRow = new QHBoxLayout;
    delayRow->addWidget(m_delayLabel);
    delayRow->addWidget(m_delay, 1);
    engineLayout->addLayout(delayRow);
    engineLayout->addWidget(m_players);
    engineLayout->addWidget(m_thinking);

    auto* recordButtons = new QHBoxLayout;
    recordButtons->addWidget(m_open);
    recordButtons->addWidget(m_save);
    recordButtons->addStretch(1);
    auto* toolSide = new QWidget;
    auto* toolLayout = new QVBoxLayout(toolSide);
    toolLayout->addWidget(m_engineGroup);
    toolLayout->addWidget(m_result);
    toolLayout->addWidget(m_movesTitle);
    toolLayout->addWidget(m_moves, 1);
    toolLayout->addLayout(recordButtons);
    return toolSide;
}

void PlayPage::connectParts()
{
    m_moveTimer.setSingleShot(true);
    connect(&m_moveTimer, &QTimer::timeout, this, &PlayPage::engineTurn);
    connect(m_game, &PlayGame::positionChanged, this, &PlayPage::showPosition);
    connect(m_game, &PlayGame::moveRefused, this, &PlayPage::statusMessage);
    connect(m_board, &BoardView::squareClicked, this, [this](int square) {
        if (m_game->isPersonToMove() || m_game->board().isGameOver())
            m_game->play(square);
        else if (!m_game->isAtEnd())
            emit statusMessage(tr("The engine moves here: use “Continue from Here” to play on from this position."));
        else
            emit statusMessage(tr("Wait: it is the engine's turn."));
    });
    connect(m_pass, &QPushButton::clicked, this, [this] { m_game->play(kPassMove); });
    connect(m_undo, &QPushButton::clicked, m_game, &PlayGame::undo);
    connect(m_redo, &QPushButton::clicked, m_game, &PlayGame::redo);
    connect(m_first, &QPushButton::clicked, m_game, [this] { m_game->goToPly(0); });
    connect(m_previous, &QPushButton::clicked, m_game, [this] { m_game->goToPly(m_game->ply() - 1); });
    connect(m_next, &QPushButton::clicked, m_game, [this] { m_game->goToPly(m_game->ply() + 1); });
    connect(m_last, &QPushButton::clicked, m_game, [this] { m_game->goToPly(m_game->plies()); });
    connect(m_moves, &QListView::clicked, m_game,
            [this](const QModelIndex& index) { m_game->goToPly(index.row() + 1); });
    connect(m_hint, &QPushButton::clicked, this, &PlayPage::showHint);
    connect(m_pause, &QPushButton::toggled, this, &PlayPage::setPaused);
    connect(m_continue, &QPushButton::clicked, this, [this] {
        m_game->truncate();
        setPaused(false);
    });
    connect(m_delay, &QSlider::valueChanged, this, [this] { m_delayLabel->setText(delayText()); });
    connect(m_newGame, &QPushButton::clicked, this, &PlayPage::openNewGameDialog);
    connect(m_save, &QPushButton::clicked, this, &PlayPage::saveRecordAs);
    connect(m_open, &QPushButton::clicked, this, &PlayPage::openRecord);
    connect(m_engine, &EngineMoveJob::depthFinished, this, &PlayPage::showDepth);
    connect(m_engine, &EngineMoveJob::finished, this, &PlayPage::onEngineFinished);
    connect(m_engine, &EngineMoveJob::progress, this, [this](const SearchStats& live, double seconds) {
        if (m_thought != Thought::Thinking)
            return;
        m_thinking->setText(tr("%1 is thinking… %2 nodes, %3 s")
                                .arg(thinkerName(), countText(live.generated), QLocale().toString(seconds, 'f', 1)));
    });
    connect(&ValueConvention::instance(), &ValueConvention::viewChanged, this, &PlayPage::showThought);
}

PlayPage::~PlayPage() = default;

QString PlayPage::thinkingText() const { return m_thinking->text(); }

QString PlayPage::resultText() const { return m_result->text(); }

bool PlayPage::isThinking() const { return m_engine->isRunning() || m_moveTimer.isActive(); }

QString PlayPage::delayText() const
{
    return tr("Engine move delay: %1 s").arg(QLocale().toString(m_delay->value() * kDelayStepMs / 1000.0, 'f', 1));
}

QString PlayPage::playersText() const
{
    const auto side = [](const std::optional<play::PlayerSpec>& player) {
        return player ? tr("%1 (%2)").arg(QString::fromStdString(player->name), describePlayer(*player)) : tr("Person");
    };
    const GameSetup& setup = m_game->setup();
    return tr("%1×%1 board. Black: %2. White: %3.").arg(setup.size).arg(side(setup.black), side(setup.white));
}

QString PlayPage::thinkerName() const
{
    if (m_purpose == Purpose::Hint)
        return tr("Hint");
    return m_thinkerSide == Color::Black ? tr("Black (%1)").arg(m_thinkerPlayer)
                                         : tr("White (%1)").arg(m_thinkerPlayer);
}

void PlayPage::newGame(const GameSetup& setup)
{
    m_engine->stop();
    m_moveTimer.stop();
    m_paused = false;
    {
        const QSignalBlocker blocker(m_pause);
        m_pause->setChecked(false);
    }
    m_thought = Thought::None;
    m_thinking->clear();
    m_game->start(setup);
    markSaved();
}

void PlayPage::openNewGameDialog()
{
    NewGameDialog dialog(m_game->setup(), this);
    if (dialog.exec() == QDialog::Accepted && offerToKeepGame())
        newGame(dialog.setup());
}

void PlayPage::showPosition()
{
    const Board& board = m_game->board();
    m_board->setBoard(board);
    m_board->setScoringRule(m_game->setup().scoring);
    m_board->setLastMove(m_game->lastMove());
    if (!(board == m_hintBoard) && m_hintMove != kNoMove) {
        m_hintMove = kNoMove;
        emit statusMessage(QString()); // "Hint: c5" spoke of the position before
    }
    // What an engine or a hint said is about the position it thought on: it stays while that
    // position or the move played from it is shown, and goes on Undo or another move.
    if (!m_engine->isRunning() && !(board == m_thoughtBoard) && !(previousPosition() == m_thoughtBoard)) {
        m_thought = Thought::None;
        m_thinking->clear();
    }
    m_board->setBestMove(m_hintMove);
    m_players->setText(playersText());
    m_result->setText(m_game->resultText());
    m_position->setText(m_game->plies() == 0 ? tr("Start of the game")
                                             : tr("Move %1 of %2").arg(m_game->ply()).arg(m_game->plies()));
    m_undo->setEnabled(m_game->canUndo());
    m_redo->setEnabled(m_game->canRedo());
    m_first->setEnabled(m_game->ply() > 0);
    m_previous->setEnabled(m_game->ply() > 0);
    m_next->setEnabled(!m_game->isAtEnd());
    m_last->setEnabled(!m_game->isAtEnd());
    m_pass->setEnabled(m_game->isPersonToMove() && board.mustPass());
    m_hint->setEnabled(m_game->isPersonToMove() && !board.mustPass());
    const bool engines = m_game->setup().black || m_game->setup().white;
    m_pause->setEnabled(engines);
    m_continue->setVisible(!m_game->isAtEnd());
    if (m_game->ply() > 0)
        m_moves->scrollTo(m_moveModel->index(m_game->ply() - 1));
    if (board.isGameOver())
        emit statusMessage(m_game->resultText());
    else if (m_game->isPersonToMove() && board.mustPass())
        emit statusMessage(board.toMove == Color::Black ? tr("Black has no legal move and must pass.")
                                                        : tr("White has no legal move and must pass."));
    // A search about another position is of no use any more.
    if (m_engine->isRunning() && !(m_engine->board() == board))
        m_engine->stop();
    scheduleEngine();
}

Board PlayPage::previousPosition() const
{
    const play::GameRecord& record = m_game->record();
    Board board = record.start;
    for (int ply = 0; ply + 1 < m_game->ply(); ++ply)
        board = board.played(record.moves[std::size_t(ply)]);
    return m_game->ply() > 0 ? board : Board{};
}

void PlayPage::scheduleEngine()
{
    if (m_paused || !m_game->isAtEnd() || !m_game->engineToMove()) {
        m_moveTimer.stop();
        return;
    }
    m_moveTimer.start(m_delay->value() * kDelayStepMs);
}

void PlayPage::engineTurn()
{
    const auto player = m_game->engineToMove();
    if (m_paused || !m_game->isAtEnd() || !player)
        return;
    const Board& board = m_game->board();
    if (board.mustPass()) { // nothing to think about
        m_game->play(kPassMove);
        return;
    }
    m_purpose = Purpose::Move;
    m_thinkerSide = board.toMove;
    m_thinkerPlayer = QString::fromStdString(player->name);
    m_thought = Thought::Thinking;
    showThought();
    m_engine->think(board, *player, m_game->setup().scoring);
}

void PlayPage::showHint()
{
    if (!m_game->isPersonToMove() || m_game->board().mustPass())
        return;
    m_purpose = Purpose::Hint;
    m_thought = Thought::Thinking;
    m_thinking->setText(tr("Looking for a hint…"));
    m_engine->think(m_game->board(), hintPlayer(), m_game->setup().scoring);
}

void PlayPage::showDepth(const depth::DepthResult& depth)
{
    m_thoughtBoard = m_engine->board();
    m_depth = depth;
    m_thought = Thought::Depth;
    showThought();
}

void PlayPage::showThought()
{
    switch (m_thought) {
    case Thought::None:
        m_thinking->clear();
        return;
    case Thought::Thinking:
        m_thinking->setText(m_purpose == Purpose::Hint ? tr("Looking for a hint…")
                                                       : tr("%1 is thinking…").arg(thinkerName()));
        return;
    case Thought::Paused:
        m_thinking->setText(tr("Paused: %1 stopped thinking.").arg(thinkerName()));
        return;
    case Thought::Failed:
        m_thinking->setText(tr("%1 gave no move: %2").arg(thinkerName(), m_failure));
        return;
    case Thought::Depth:
        break;
    }
    if (!m_depth)
        return;
    const depth::DepthResult& depth = *m_depth;
    // The value in the GUI's one convention, its view named: the thought position's mover or Black.
    const ValueConvention& convention = ValueConvention::instance();
    const Color toMove = m_thoughtBoard.toMove;
    QString value;
    if (depth.exact)
        value = tr("%1 discs (exact)").arg(convention.text(depth.value / depth::kFinalScale, toMove));
    else if (std::abs(depth.value) >= depth::kFinalScale) // a finished game below the horizon
        value = tr("%1 discs (game end)").arg(convention.text(depth.value / depth::kFinalScale, toMove));
    else // the hand-weighted evaluations have no disc scale: their own points, named as such
        value = tr("%1 evaluation points").arg(convention.text(depth.value, toMove));
    QStringList line;
    for (int move : depth.line)
        line << translatedMoveName(move);
    m_thinking->setText(tr("%1 — depth %2, value %3 (%4), %5 nodes, %6 s\nBest line: %7")
                            .arg(thinkerName())
                            .arg(depth.depth)
                            .arg(value, convention.viewName(toMove), countText(depth.stats.generated),
                                 QLocale().toString(depth.seconds, 'f', 2), line.join(QLatin1Char(' '))));
}

void PlayPage::onEngineFinished(const play::MoveChoice& choice, bool cancelled)
{
    if (cancelled || !(m_engine->board() == m_game->board()))
        return;
    if (m_purpose == Purpose::Hint) {
        if (!m_game->isPersonToMove() || choice.move == kNoMove)
            return;
        m_hintBoard = m_game->board();
        m_hintMove = choice.move;
        m_board->setBestMove(m_hintMove);
        emit statusMessage(tr("Hint: %1").arg(translatedMoveName(choice.move)));
        return;
    }
    if (m_paused || !m_game->isAtEnd() || !m_game->engineToMove())
        return;
    const std::vector<int> legal = m_game->board().moveList();
    if (!choice.failure.empty() || std::find(legal.begin(), legal.end(), choice.move) == legal.end()) {
        // An external engine that gave no legal move: the game stops here, saying why.
        m_failure = choice.failure.empty() ? tr("illegal move %1").arg(translatedMoveName(choice.move))
                                           : QString::fromStdString(choice.failure);
        m_thought = Thought::Failed;
        showThought();
        emit statusMessage(m_thinking->text());
        return;
    }
    m_game->play(choice.move);
}

void PlayPage::setPaused(bool paused)
{
    m_paused = paused;
    {
        const QSignalBlocker blocker(m_pause);
        m_pause->setChecked(paused);
    }
    if (paused) {
        if (m_engine->isRunning() && m_purpose == Purpose::Move) {
            m_thought = Thought::Paused;
            showThought();
        }
        stopThinking();
        emit statusMessage(tr("Engines paused."));
    } else {
        scheduleEngine();
    }
}

void PlayPage::stopThinking()
{
    m_moveTimer.stop();
    m_engine->stop();
}

} // namespace othello
