#include "PlayPage.h"

#include "GameMoveModel.h"
#include "NewGameDialog.h"
#include "PlayGame.h"
#include "common/BoardView.h"
#include "common/MoveNames.h"
#include "common/NumberText.h"
#include "common/players/EnginePresets.h"
#include "engine/board/BoardSize.h"
#include "jobs/EngineMoveJob.h"
#include "results/FileRead.h"
#include "results/FileWrite.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

namespace othello {

namespace {

constexpr int kDelayStepMs = 100;

// A value from Black's view with its unit: discs for a finished line, evaluation points otherwise.
QString valueText(const depth::DepthResult& depth)
{
    if (depth.exact)
        return PlayPage::tr("%1 discs (exact)").arg(depth.value / depth::kFinalScale);
    if (std::abs(depth.value) >= depth::kFinalScale) // a finished game below the horizon
        return PlayPage::tr("%1 discs (game end)").arg(depth.value / depth::kFinalScale);
    // The hand-weighted evaluations have no disc scale: their own points, named as such.
    return PlayPage::tr("%1 points").arg(depth.value);
}

QPushButton* iconButton(QStyle::StandardPixmap icon, const QString& tip)
{
    auto* button = new QPushButton;
    button->setIcon(button->style()->standardIcon(icon));
    button->setToolTip(tip);
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
      m_players(new QLabel),
      m_thinking(new QLabel),
      m_result(new QLabel),
      m_position(new QLabel),
      m_delayLabel(new QLabel),
      m_delay(new QSlider(Qt::Horizontal)),
      m_newGame(new QPushButton(tr("New Game…"))),
      m_undo(new QPushButton(tr("Undo"))),
      m_redo(new QPushButton(tr("Redo"))),
      m_pass(new QPushButton(tr("Pass"))),
      m_hint(new QPushButton(tr("Hint"))),
      m_pause(new QPushButton(tr("Pause Engines"))),
      m_continue(new QPushButton(tr("Continue from Here"))),
      m_first(iconButton(QStyle::SP_MediaSkipBackward, tr("Start of the game"))),
      m_previous(iconButton(QStyle::SP_MediaSeekBackward, tr("One move back"))),
      m_next(iconButton(QStyle::SP_MediaSeekForward, tr("One move forward"))),
      m_last(iconButton(QStyle::SP_MediaSkipForward, tr("Last move of the game"))),
      m_save(new QPushButton(tr("Save Game…"))),
      m_open(new QPushButton(tr("Open Game…")))
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
    m_delayLabel->setText(delayText());
    showPosition();
}

void PlayPage::configureWidgets()
{
    m_undo->setToolTip(tr("Take back the last move (against an engine: also its reply)"));
    m_redo->setToolTip(tr("Play again a move taken back"));
    m_pass->setToolTip(tr("Pass: allowed only when the side to move has no legal move"));
    m_hint->setToolTip(tr("Ask the engine for a move (shown with a yellow frame)"));
    m_pause->setCheckable(true);
    m_pause->setToolTip(tr("Engines stop thinking and wait until this is released"));
    m_continue->setToolTip(tr("Drop the moves after the shown position and play on from it"));
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
    m_thinking->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Room for the longest report, so the panel does not jump as reports come and go.
    m_thinking->setMinimumHeight(m_thinking->fontMetrics().lineSpacing() * 4);
    m_thinking->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QFont bold = m_result->font();
    bold.setBold(true);
    m_result->setFont(bold);
    // Room for "Game over — …" on two lines, so nothing below moves when the game ends.
    m_result->setMinimumHeight(QFontMetrics(bold).lineSpacing() * 2);
    m_result->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_delay->setRange(0, 20);
    m_delay->setValue(5);
    m_delay->setToolTip(tr("How long an engine waits before it moves, so a game between engines can be watched"));
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
    auto* engineGroup = new QGroupBox(tr("Engines"));
    auto* engineLayout = new QVBoxLayout(engineGroup);
    engineLayout->addWidget(m_players);
    engineLayout->addWidget(m_thinking);
    auto* delayRow = new QHBoxLayout;
    delayRow->addWidget(m_delayLabel);
    delayRow->addWidget(m_delay, 1);
    engineLayout->addLayout(delayRow);
    auto* engineButtons = new QHBoxLayout;
    engineButtons->addWidget(m_pause);
    engineButtons->addWidget(m_continue);
    engineButtons->addStretch(1);
    engineLayout->addLayout(engineButtons);

    auto* recordButtons = new QHBoxLayout;
    recordButtons->addWidget(m_open);
    recordButtons->addWidget(m_save);
    recordButtons->addStretch(1);
    auto* toolSide = new QWidget;
    auto* toolLayout = new QVBoxLayout(toolSide);
    toolLayout->addWidget(m_result);
    toolLayout->addWidget(engineGroup);
    auto* movesTitle = new QLabel(tr("Moves"));
    QFont bold = movesTitle->font();
    bold.setBold(true);
    movesTitle->setFont(bold);
    toolLayout->addWidget(movesTitle);
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
        if (m_thinking->property("depthShown").toBool())
            return;
        m_thinking->setText(tr("%1 is thinking… %2 nodes, %3 s")
                                .arg(m_thinker, countText(live.generated), QLocale().toString(seconds, 'f', 1)));
    });
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

void PlayPage::saveSettings(QSettings& settings) const
{
    const GameSetup& setup = m_game->setup();
    settings.setValue(QStringLiteral("play/size"), setup.size);
    settings.setValue(QStringLiteral("play/scoring"), QString::fromLatin1(scoringId(setup.scoring).data()));
    // A player as its specification text (the CLI's), a person as nothing.
    settings.setValue(QStringLiteral("play/black"),
                      setup.black ? QString::fromStdString(setup.black->text()) : QString());
    settings.setValue(QStringLiteral("play/white"),
                      setup.white ? QString::fromStdString(setup.white->text()) : QString());
    settings.setValue(QStringLiteral("play/delay"), m_delay->value());
    // The game itself, played or opened, with the shown move: the next start shows it again.
    settings.setValue(QStringLiteral("play/game"), QString::fromStdString(play::formatRecord(m_game->record())));
    settings.setValue(QStringLiteral("play/ply"), m_game->ply());
}

void PlayPage::restoreSettings(const QSettings& settings)
{
    m_delay->setValue(settings.value(QStringLiteral("play/delay"), m_delay->value()).toInt());
    GameSetup setup;
    const int size = settings.value(QStringLiteral("play/size"), 6).toInt();
    setup.size = isSupportedBoardSize(size) ? size : 6;
    setup.scoring = parseScoring(settings.value(QStringLiteral("play/scoring")).toString().toStdString())
                        .value_or(ScoringRule::DiscDifference);
    const auto player = [&](const char* key) -> std::optional<play::PlayerSpec> {
        const QString text = settings.value(QLatin1String(key)).toString();
        return text.isEmpty() ? std::nullopt : play::parsePlayer(text.toStdString()); // a bad one: a person
    };
    setup.black = player("play/black");
    setup.white = player("play/white");
    // Nothing plays by itself at start: engines wait, paused, until the user continues.
    newGame(setup);
    const auto record = play::parseRecord(settings.value(QStringLiteral("play/game")).toString().toStdString());
    if (const auto* game = std::get_if<play::GameRecord>(&record); game && game->start.size == setup.size) {
        m_game->load(*game);
        m_game->goToPly(
            std::clamp(settings.value(QStringLiteral("play/ply"), m_game->plies()).toInt(), 0, m_game->plies()));
    }
    if (m_game->engineToMove())
        setPaused(true);
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
    m_thinking->clear();
    m_game->start(setup);
}

void PlayPage::openNewGameDialog()
{
    NewGameDialog dialog(m_game->setup(), this);
    if (dialog.exec() == QDialog::Accepted)
        newGame(dialog.setup());
}

void PlayPage::showPosition()
{
    const Board& board = m_game->board();
    m_board->setBoard(board);
    m_board->setScoringRule(m_game->setup().scoring);
    m_board->setLastMove(m_game->lastMove());
    if (!(board == m_hintBoard))
        m_hintMove = kNoMove;
    // What an engine or a hint said is about the position it thought on: it stays while that
    // position or the move played from it is shown, and goes on Undo or another move.
    if (!m_engine->isRunning() && !(board == m_thoughtBoard) && !(previousPosition() == m_thoughtBoard))
        m_thinking->clear();
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
    m_thinking->setProperty("depthShown", false);
    m_thinker = board.toMove == Color::Black ? tr("Black (%1)").arg(QString::fromStdString(player->name))
                                             : tr("White (%1)").arg(QString::fromStdString(player->name));
    m_thinking->setText(tr("%1 is thinking…").arg(m_thinker));
    m_engine->think(board, *player, m_game->setup().scoring);
}

void PlayPage::showHint()
{
    if (!m_game->isPersonToMove() || m_game->board().mustPass())
        return;
    m_purpose = Purpose::Hint;
    m_thinking->setProperty("depthShown", false);
    m_thinker = tr("Hint");
    m_thinking->setText(tr("Looking for a hint…"));
    m_engine->think(m_game->board(), hintPlayer(), m_game->setup().scoring);
}

void PlayPage::showDepth(const depth::DepthResult& depth)
{
    m_thoughtBoard = m_engine->board();
    QStringList line;
    for (int move : depth.line)
        line << translatedMoveName(move);
    m_thinking->setProperty("depthShown", true);
    m_thinking->setText(tr("%1 — depth %2, value %3 (Black's view), %4 nodes, %5 s\nBest line: %6")
                            .arg(m_thinker)
                            .arg(depth.depth)
                            .arg(valueText(depth), countText(depth.stats.generated),
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
        const QString why = choice.failure.empty() ? tr("illegal move %1").arg(translatedMoveName(choice.move))
                                                   : QString::fromStdString(choice.failure);
        m_thinking->setText(tr("%1 gave no move: %2").arg(m_thinker, why));
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
        if (m_engine->isRunning() && m_purpose == Purpose::Move)
            m_thinking->setText(tr("Paused: %1 stopped thinking.").arg(m_thinker));
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

bool PlayPage::saveRecord(const QString& path, QString* error) const
{
    const QByteArray text = QByteArray::fromStdString(play::formatRecord(m_game->record()));
    const QString reason = writeFileAtomicallyReason(path, text);
    if (!reason.isEmpty()) {
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
        return false;
    }
    return true;
}

bool PlayPage::loadRecord(const QString& path, QString* error)
{
    // Only a regular file of reasonable size: a device (/dev/zero) would be read forever.
    constexpr qint64 kMaxRecordBytes = 16LL * 1024 * 1024; // a game record is a few hundred bytes
    QString reason;
    const std::optional<QByteArray> content = readWholeFile(path, kMaxRecordBytes, &reason);
    if (!content) {
        const QString prefix = QString("cannot read '%1': ").arg(path);
        *error =
            tr("Cannot read %1: %2")
                .arg(QDir::toNativeSeparators(path), reason.startsWith(prefix) ? reason.mid(prefix.size()) : reason);
        return false;
    }
    const auto parsed = play::parseRecord(content->toStdString());
    if (const auto* bad = std::get_if<ParseError>(&parsed)) {
        *error =
            tr("%1 is not a game record: %2").arg(QDir::toNativeSeparators(path), QString::fromStdString(bad->message));
        return false;
    }
    showRecord(std::get<play::GameRecord>(parsed));
    return true;
}

void PlayPage::showRecord(const play::GameRecord& record)
{
    stopThinking();
    // A loaded game is for reading: engines wait until Pause is released or play goes on.
    const bool engines = m_game->setup().black || m_game->setup().white;
    m_paused = engines;
    {
        const QSignalBlocker blocker(m_pause);
        m_pause->setChecked(m_paused);
    }
    m_thinking->clear();
    m_game->load(record);
}

void PlayPage::showGame(const GameSetup& setup, const play::GameRecord& game)
{
    newGame(setup);
    showRecord(game);
    m_game->goToPly(0); // from its opening, move by move
}

void PlayPage::saveRecordAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), QStringLiteral("game.txt"),
                                                      tr("Game records (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (saveRecord(path, &error))
        emit statusMessage(tr("Saved the game to %1.").arg(QDir::toNativeSeparators(path)));
    else
        QMessageBox::warning(this, tr("Save Game"), error);
}

void PlayPage::openRecord()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Game"), QString(), tr("Game records (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (loadRecord(path, &error))
        emit statusMessage(tr("Opened %1: %2 moves.").arg(QDir::toNativeSeparators(path)).arg(m_game->plies()));
    else
        QMessageBox::warning(this, tr("Open Game"), error);
}

} // namespace othello
