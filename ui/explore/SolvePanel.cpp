#include "SolvePanel.h"

#include "common/AlgorithmNames.h"
#include "common/GameSession.h"
#include "common/MoveNames.h"
#include "common/NumberText.h"
#include "engine/board/Square.h"
#include "engine/table/MemoryBudget.h"
#include "jobs/SolveJob.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>

namespace othello {

namespace {
const QString kDash = QStringLiteral("—");

QString duration(double seconds)
{
    // Late PV positions solve in microseconds: "0.0 ms" would say nothing.
    if (seconds < 0.001)
        return SolvePanel::tr("%1 µs").arg(QLocale().toString(seconds * 1e6, 'f', 0));
    if (seconds < 1.0)
        return SolvePanel::tr("%1 ms").arg(QLocale().toString(seconds * 1000.0, 'f', 1));
    return SolvePanel::tr("%1 s").arg(QLocale().toString(seconds, 'f', 2));
}

QString signedValue(int value) { return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value); }

QString outcome(int value)
{
    if (value == 0)
        return SolvePanel::tr("a draw");
    return value > 0 ? SolvePanel::tr("Black wins by %1").arg(value) : SolvePanel::tr("White wins by %1").arg(-value);
}

QString moveText(int move)
{
    if (move == kNoMove)
        return kDash;
    return translatedMoveName(move);
}

// "c2 −4", "b4 ≤ −6", "d5 ≥ +2", "e6 −2…+1" (Black's view): a root move's value or its bounds.
QString rootMoveText(const RootMoveBounds& move)
{
    const QString name = moveText(move.move);
    if (move.exact())
        return SolvePanel::tr("%1 %2").arg(name, signedValue(*move.lower));
    if (move.lower && move.upper)
        return SolvePanel::tr("%1 %2…%3").arg(name, signedValue(*move.lower), signedValue(*move.upper));
    return move.lower ? SolvePanel::tr("%1 ≥ %2").arg(name, signedValue(*move.lower))
                      : SolvePanel::tr("%1 ≤ %2").arg(name, signedValue(*move.upper));
}

// What a solve proved about the value (Black's view), or a dash.
QString provenValueText(const std::optional<int>& lower, const std::optional<int>& upper)
{
    if (lower && upper && *lower == *upper)
        return SolvePanel::tr("%1 (%2), proven").arg(signedValue(*lower), outcome(*lower));
    if (lower && upper)
        return SolvePanel::tr("between %1 and %2 (proven so far)").arg(signedValue(*lower), signedValue(*upper));
    if (lower)
        return SolvePanel::tr("at least %1 (proven so far)").arg(signedValue(*lower));
    if (upper)
        return SolvePanel::tr("at most %1 (proven so far)").arg(signedValue(*upper));
    return kDash;
}
} // namespace

SolvePanel::SolvePanel(QWidget* parent) : QWidget(parent), m_job(new SolveJob(this))
{
    QWidget* settingsBox = createSettingsBox();
    m_resultBox = createResultBox();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(settingsBox);
    layout->addWidget(m_resultBox);
    layout->addStretch(1);
    connectParts();
    clearResult();
    updateEnabled();
}

void SolvePanel::createSettingsControls()
{
    m_algorithm = new QComboBox(this);
    m_algorithm->setObjectName(QStringLiteral("algorithmCombo"));
    for (const AlgorithmInfo& info : kAlgorithms)
        m_algorithm->addItem(translatedAlgorithmName(info.algorithm),
                             QString::fromLatin1(info.id.data(), static_cast<qsizetype>(info.id.size())));
    m_algorithm->setCurrentIndex(1); // alpha-beta: a sensible first choice

    m_useTable = new QCheckBox(tr("Transposition table"), this);
    m_useTable->setObjectName(QStringLiteral("ttCheck"));
    m_tableMegabytes = new QSpinBox(this);
    m_tableMegabytes->setObjectName(QStringLiteral("ttSizeSpin"));
    m_tableMegabytes->setRange(1, 4096);
    m_tableMegabytes->setValue(64);
    m_tableMegabytes->setSuffix(tr(" MiB"));
    m_tableMegabytes->setAccessibleName(tr("Transposition table size"));

    m_limitTime = new QCheckBox(tr("Time limit"), this);
    m_limitTime->setObjectName(QStringLiteral("timeLimitCheck"));
    m_timeLimit = new QDoubleSpinBox(this);
    m_timeLimit->setObjectName(QStringLiteral("timeLimitSpin"));
    m_timeLimit->setRange(0.1, 86400.0);
    m_timeLimit->setDecimals(1);
    m_timeLimit->setValue(60.0);
    m_timeLimit->setSuffix(tr(" s"));
    m_timeLimit->setAccessibleName(tr("Time limit in seconds"));

    m_solveButton = new QPushButton(tr("Solve"), this);
    m_solveButton->setObjectName(QStringLiteral("solveButton"));
    m_solveButton->setDefault(true);
    m_stopButton = new QPushButton(tr("Stop"), this);
    m_stopButton->setObjectName(QStringLiteral("stopButton"));
}

QGroupBox* SolvePanel::createSettingsBox()
{
    createSettingsControls();
    m_positionLabel = new QLabel(this);
    m_positionLabel->setObjectName(QStringLiteral("positionLabel"));

    auto* settingsBox = new QGroupBox(tr("Solve this position"), this);
    auto* settingsForm = new QFormLayout;
    settingsForm->addRow(tr("Position:"), m_positionLabel);
    settingsForm->addRow(tr("Algorithm:"), m_algorithm);
    auto* tableRow = new QHBoxLayout;
    tableRow->addWidget(m_useTable);
    tableRow->addWidget(m_tableMegabytes);
    tableRow->addStretch(1);
    settingsForm->addRow(tableRow);
    auto* timeRow = new QHBoxLayout;
    timeRow->addWidget(m_limitTime);
    timeRow->addWidget(m_timeLimit);
    timeRow->addStretch(1);
    settingsForm->addRow(timeRow);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_solveButton);
    buttons->addWidget(m_stopButton);
    buttons->addStretch(1);
    auto* settingsLayout = new QVBoxLayout(settingsBox);
    settingsLayout->addLayout(settingsForm);
    settingsLayout->addLayout(buttons);
    return settingsBox;
}

QGroupBox* SolvePanel::createResultBox()
{
    auto* resultBox = new QGroupBox(tr("Result"), this);
    resultBox->setObjectName(QStringLiteral("solveResultBox"));
    auto* resultForm = new QFormLayout(resultBox);
    // Rows of text read like a table: a small gap between them leaves a small window the height
    // of the rows that wrap.
    resultForm->setVerticalSpacing(resultBox->fontMetrics().lineSpacing() / 4);
    m_solvedPosition = addResultRow(resultForm, tr("Position:"), "solvedPositionLabel");
    m_status = addResultRow(resultForm, tr("Status:"), "statusLabel");
    m_searchSettings = addResultRow(resultForm, tr("Search:"), "searchSettingsLabel");
    // Short row titles leave the values the width to fit on few lines in a small window.
    m_value = addResultRow(resultForm, tr("Value:"), "valueLabel");
    m_value->setToolTip(tr("Black's view: positive when Black wins, negative when White wins"));
    m_bestMove = addResultRow(resultForm, tr("Best move:"), "bestMoveLabel");
    // The line gets the box's whole width below its title: up to 33 moves wrap into few lines.
    m_playLineButton = new QPushButton(tr("Play Line"), this);
    m_playLineButton->setObjectName(QStringLiteral("playLineButton"));
    m_playLineButton->setToolTip(tr("Play the rest of the optimal line on the board from the position shown; "
                                    "step back through it with the PV buttons"));
    auto* lineTitleRow = new QHBoxLayout;
    lineTitleRow->addWidget(m_playLineButton);
    lineTitleRow->addStretch(1);
    m_lineTitle = new QLabel(tr("Optimal line:"), this);
    m_lineTitle->setObjectName(QStringLiteral("solveLineTitle"));
    resultForm->addRow(m_lineTitle, lineTitleRow);
    m_lineLabel = new QLabel(this);
    m_lineLabel->setObjectName(QStringLiteral("lineLabel"));
    m_lineLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_lineLabel->setWordWrap(true);
    // The line stands apart from the counts below it.
    m_lineLabel->setContentsMargins(0, 0, 0, m_lineLabel->fontMetrics().lineSpacing() / 2);
    m_lineLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_lineLabel->setToolTip(tr("A line of optimal moves to the end of the game (the best solver only)"));
    resultForm->addRow(m_lineLabel);
    m_expanded = addResultRow(resultForm, tr("Expanded nodes:"), "expandedLabel");
    m_generated = addResultRow(resultForm, tr("Generated nodes:"), "generatedLabel");
    m_time = addResultRow(resultForm, tr("Time:"), "timeLabel");
    m_rate = addResultRow(resultForm, tr("Expanded/s:"), "rateLabel");
    m_rate->setToolTip(tr("Expanded nodes per second"));
    for (QLabel* shortened : {m_value, m_rate})
        resultForm->labelForField(shortened)->setToolTip(shortened->toolTip());
    return resultBox;
}

// The panel would get by with the width of its controls; its result reads better with room for a
// value of some thirty characters beside the row titles: the page's splitter gives it more of a
// wide window, and fewer rows wrap.
QSize SolvePanel::sizeHint() const
{
    return QWidget::sizeHint().expandedTo(QSize(55 * fontMetrics().averageCharWidth(), 0));
}

void SolvePanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    keepResultWhole();
}

// A window's layout asks a form of wrapped labels for one line a row, not for the lines their
// texts wrap into: in a small window the rows below a wrapped one were cut off at the bottom.
// The result asks for the height its rows need at the panel's width; the move table above gives
// up the room.
void SolvePanel::keepResultWhole() { m_resultBox->setMinimumHeight(m_resultBox->heightForWidth(width())); }

void SolvePanel::connectParts()
{
    connect(m_solveButton, &QPushButton::clicked, this, &SolvePanel::solve);
    connect(m_stopButton, &QPushButton::clicked, this, &SolvePanel::stop);
    connect(m_useTable, &QCheckBox::toggled, this, &SolvePanel::updateEnabled);
    // best is built around its table; the classical searches start without one, as in the course.
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, [this] {
        if (const auto algorithm = parseAlgorithm(m_algorithm->currentData().toString().toStdString()))
            m_useTable->setChecked(usesTableByDefault(*algorithm));
    });
    connect(m_limitTime, &QCheckBox::toggled, this, &SolvePanel::updateEnabled);
    connect(m_playLineButton, &QPushButton::clicked, this, &SolvePanel::playLine);
    connect(m_job, &SolveJob::progress, this, &SolvePanel::showProgress);
    connect(m_job, &SolveJob::finished, this, &SolvePanel::showResult);
}

// The job (a child) joins its thread in its own destructor.
SolvePanel::~SolvePanel() = default;

QLabel* SolvePanel::addResultRow(QFormLayout* form, const QString& name, const char* objectName)
{
    auto* value = new QLabel(this);
    value->setObjectName(QString::fromLatin1(objectName));
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Wrapped, so a long result (a stopped search's counts) does not widen the panel and move
    // the board.
    value->setWordWrap(true);
    auto* title = new QLabel(name, this);
    title->setAlignment(Qt::AlignLeft | Qt::AlignTop); // beside the first line of a wrapped value
    form->addRow(title, value);
    return value;
}

void SolvePanel::setPosition(const Board& board, const QString& description)
{
    m_board = board;
    m_description = description;
    m_positionLabel->setText(description);
    updateEnabled(); // Play Line needs a position on the line
}

void SolvePanel::playLine()
{
    const std::vector<int> moves = m_line.movesAfter(m_board);
    if (!isRunning() && !moves.empty())
        emit playLineRequested(moves);
}

bool SolvePanel::isRunning() const { return m_running || m_job->isRunning(); }

SearchOptions SolvePanel::options() const
{
    SearchOptions options;
    const auto algorithm = parseAlgorithm(m_algorithm->currentData().toString().toStdString());
    options.algorithm = algorithm.value_or(Algorithm::AlphaBeta);
    options.useTranspositionTable = m_useTable->isChecked();
    options.ttMegabytes = static_cast<std::size_t>(m_tableMegabytes->value());
    if (m_limitTime->isChecked())
        options.timeLimitSeconds = m_timeLimit->value();
    return options;
}

void SolvePanel::saveSettings(QSettings& settings) const
{
    settings.setValue(QStringLiteral("solve/algorithm"), m_algorithm->currentData());
    settings.setValue(QStringLiteral("solve/tt"), m_useTable->isChecked());
    settings.setValue(QStringLiteral("solve/ttMegabytes"), m_tableMegabytes->value());
    settings.setValue(QStringLiteral("solve/limitTime"), m_limitTime->isChecked());
    settings.setValue(QStringLiteral("solve/timeLimitSeconds"), m_timeLimit->value());
}

void SolvePanel::restoreSettings(const QSettings& settings)
{
    const int algorithm = m_algorithm->findData(settings.value(QStringLiteral("solve/algorithm")));
    if (algorithm >= 0)
        m_algorithm->setCurrentIndex(algorithm);
    m_useTable->setChecked(settings.value(QStringLiteral("solve/tt"), m_useTable->isChecked()).toBool());
    m_tableMegabytes->setValue(settings.value(QStringLiteral("solve/ttMegabytes"), m_tableMegabytes->value()).toInt());
    m_limitTime->setChecked(settings.value(QStringLiteral("solve/limitTime"), m_limitTime->isChecked()).toBool());
    m_timeLimit->setValue(settings.value(QStringLiteral("solve/timeLimitSeconds"), m_timeLimit->value()).toDouble());
}

void SolvePanel::solve()
{
    if (isRunning())
        return;
    clearResult();
    const SearchOptions search = options();
    if (search.useTranspositionTable && !tableMemoryProblem(search.ttMegabytes).empty()) {
        m_status->setText(tr("A %1 MiB transposition table does not fit in the memory available (%2 MiB).")
                              .arg(search.ttMegabytes)
                              .arg(availableMemoryBytes() / (1024 * 1024)));
        emit statusMessage(m_status->text());
        return;
    }
    if (!m_job->start(m_board, search)) {
        emit statusMessage(tr("The search could not be started."));
        return;
    }
    m_running = true;
    m_solvedBoard = m_board;
    m_solvedDescription = m_description;
    m_solvedSettings = settingsText(search);
    // The result's rows show the search live: which position (the user may move on meanwhile),
    // the counts, and what is proven so far.
    m_solvedPosition->setText(m_solvedDescription);
    m_searchSettings->setText(m_solvedSettings);
    m_status->setText(tr("Searching…"));
    keepResultWhole();
    updateEnabled();
    emit runningChanged(true);
    emit statusMessage(tr("Solving %1 with %2…").arg(m_description, m_algorithm->currentText()));
}

QString SolvePanel::settingsText(const SearchOptions& search) const
{
    const QString algorithm = translatedAlgorithmName(search.algorithm);
    const QString table = search.useTranspositionTable ? tr("table %1 MiB").arg(search.ttMegabytes) : tr("no table");
    const QString limit = search.timeLimitSeconds
        ? tr("time limit %1 s").arg(QLocale().toString(*search.timeLimitSeconds, 'f', 1))
        : tr("no time limit");
    return tr("%1, %2, %3").arg(algorithm, table, limit);
}

void SolvePanel::stop()
{
    if (m_job->isRunning())
        m_job->stop();
}

void SolvePanel::showProgress(const SearchStats& live, double seconds)
{
    showCounts(live, seconds);
    m_value->setText(provenValueText(m_job->provenLowerBound(), m_job->provenUpperBound()));
    keepResultWhole();
}

void SolvePanel::showCounts(const SearchStats& stats, double seconds)
{
    m_expanded->setText(countText(stats.expanded));
    m_generated->setText(countText(stats.generated));
    m_time->setText(duration(seconds));
    m_rate->setText(seconds > 0 ? countText(static_cast<std::uint64_t>(static_cast<double>(stats.expanded) / seconds))
                                : kDash);
}

void SolvePanel::showResult(const SearchResult& result)
{
    m_running = false;
    m_lastResult = result;
    showCounts(result.stats, result.seconds);
    QString summary;
    switch (result.status) {
    case SearchStatus::Done:
        m_status->setText(tr("Done"));
        m_value->setText(tr("%1 (%2)").arg(signedValue(result.value), outcome(result.value)));
        m_bestMove->setText(moveText(result.bestMove));
        showLineOrRootMoves(result);
        summary = tr("Solved %1: value %2, best move %3.")
                      .arg(m_solvedDescription, signedValue(result.value), moveText(result.bestMove));
        break;
    case SearchStatus::Timeout:
    case SearchStatus::Cancelled: {
        const bool timeout = result.status == SearchStatus::Timeout;
        // The nodes expanded are in their own row.
        if (result.lowerBound || result.upperBound)
            m_status->setText(timeout ? tr("Time limit reached: what is proven so far")
                                      : tr("Stopped: what is proven so far"));
        else
            m_status->setText(timeout ? tr("Time limit reached: no value yet") : tr("Stopped: no value yet"));
        m_value->setText(provenValueText(result.lowerBound, result.upperBound));
        // The move that reaches the side to move's proven bound: the best found so far.
        m_bestMove->setText(result.bestMove == kNoMove ? kDash : tr("%1 (best so far)").arg(moveText(result.bestMove)));
        showLineOrRootMoves(result);
        summary = timeout ? tr("The search of %1 reached the time limit.").arg(m_solvedDescription)
                          : tr("The search of %1 was stopped.").arg(m_solvedDescription);
        break;
    }
    }
    keepResultWhole();
    updateEnabled();
    emit runningChanged(false);
    emit solved(m_solvedBoard, result);
    emit statusMessage(summary);
}

void SolvePanel::showLineOrRootMoves(const SearchResult& result)
{
    if (!result.line.empty()) {
        m_line = OptimalLine(m_solvedBoard, result.line);
        QStringList moves;
        for (int move : result.line)
            moves << moveText(move);
        // The value stays in one piece when the moves wrap.
        QString value = tr("(value %1)").arg(signedValue(result.value));
        value.replace(QLatin1Char(' '), QChar::Nbsp);
        m_lineLabel->setText(moves.join(QLatin1Char(' ')) + QLatin1Char(' ') + value);
        return;
    }
    if (result.rootMoves.empty())
        return;
    // The exact values first, best first for the side to move; then the moves with only a bound,
    // in the order the search settled them.
    std::vector<RootMoveBounds> moves = result.rootMoves;
    const int sign = m_solvedBoard.toMove == Color::Black ? 1 : -1;
    std::stable_sort(moves.begin(), moves.end(), [sign](const RootMoveBounds& a, const RootMoveBounds& b) {
        if (a.exact() != b.exact())
            return a.exact();
        return a.exact() && sign * *a.lower > sign * *b.lower;
    });
    QStringList texts;
    for (const RootMoveBounds& move : moves) {
        QString text = rootMoveText(move);
        text.replace(QLatin1Char(' '), QChar::Nbsp); // a move and its value stay together
        texts << text;
    }
    m_lineTitle->setText(tr("Root moves:"));
    m_lineLabel->setToolTip(tr("What the search settled about each move at the root (Black's view, like the value): "
                               "its exact value, or only a bound (≤) where it proved that the move cannot be better "
                               "than the best one so far. A stopped search lists the moves it finished."));
    m_lineLabel->setText(texts.join(QStringLiteral(" · ")));
}

void SolvePanel::clearResult()
{
    m_lineTitle->setText(tr("Optimal line:"));
    m_lineLabel->setToolTip(tr("A line of optimal moves to the end of the game (the best solver only)"));
    m_lastResult.reset();
    m_line = OptimalLine();
    for (QLabel* label : {m_solvedPosition, m_status, m_searchSettings, m_value, m_bestMove, m_lineLabel, m_expanded,
                          m_generated, m_time, m_rate})
        label->setText(kDash);
    keepResultWhole();
    updateEnabled();
}

void SolvePanel::updateEnabled()
{
    const bool running = m_running;
    m_solveButton->setEnabled(!running);
    m_stopButton->setEnabled(running);
    m_algorithm->setEnabled(!running);
    m_useTable->setEnabled(!running);
    m_tableMegabytes->setEnabled(!running && m_useTable->isChecked());
    m_limitTime->setEnabled(!running);
    m_timeLimit->setEnabled(!running && m_limitTime->isChecked());
    m_playLineButton->setEnabled(!running && !m_line.movesAfter(m_board).empty());
}

} // namespace othello
