#include "MoveAnalysisPanel.h"

#include "common/NumberText.h"
#include "common/ValueView.h"
#include "engine/board/Square.h"
#include "jobs/AnalysisJob.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

namespace othello {

namespace {

QString moveText(int move)
{
    return move == kPassMove ? MoveAnalysisPanel::tr("pass") : QString::fromStdString(moveName(move));
}

int moverView(const Board& board, int blackValue) { return board.toMove == Color::Black ? blackValue : -blackValue; }
} // namespace

MoveAnalysisPanel::MoveAnalysisPanel(QWidget* parent)
    : QWidget(parent),
      m_job(new AnalysisJob(this)),
      m_analyseButton(new QPushButton(this)),
      m_stopButton(new QPushButton(this)),
      m_status(new QLabel(this))
{
    m_job->setObjectName(QStringLiteral("analysisJob"));
    m_analyseButton->setObjectName(QStringLiteral("analyseMovesButton"));
    m_analyseButton->setCheckable(true);
    m_stopButton->setObjectName(QStringLiteral("analysisStopButton"));
    m_status->setObjectName(QStringLiteral("analysisStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    // Two lines from the start, so the board above does not jump when the text wraps.
    m_status->setMinimumHeight(2 * m_status->fontMetrics().lineSpacing());

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_analyseButton, 0, Qt::AlignTop);
    layout->addWidget(m_stopButton, 0, Qt::AlignTop);
    layout->addWidget(m_status, 1);

    connect(m_analyseButton, &QPushButton::toggled, this, &MoveAnalysisPanel::setOn);
    connect(m_stopButton, &QPushButton::clicked, this, &MoveAnalysisPanel::stop);
    connect(m_job, &AnalysisJob::moveAnalysed, this, &MoveAnalysisPanel::onMoveAnalysed);
    connect(m_job, &AnalysisJob::movesEstimated, this, &MoveAnalysisPanel::onMovesEstimated);
    connect(m_job, &AnalysisJob::progress, this, &MoveAnalysisPanel::onProgress);
    connect(m_job, &AnalysisJob::finished, this, &MoveAnalysisPanel::onFinished);
    connect(&ValueConvention::instance(), &ValueConvention::viewChanged, this, &MoveAnalysisPanel::showStatus);
    setRunning(false);
    retranslate();
}

void MoveAnalysisPanel::retranslate()
{
    m_analyseButton->setText(tr("Analyse moves"));
    m_stopButton->setText(tr("Stop"));
    m_analyseButton->setToolTip(
        tr("Show on every legal square the exact value of that move: the final disc difference if both sides "
           "then play perfectly (computed with best and its table), in the view Settings > Values From chooses"));
    m_stopButton->setToolTip(tr("Stop analysing this position; the values found so far stay on the board"));
    m_status->setToolTip(tr("Numbers on the squares are final disc differences in the view named here (Settings > "
                            "Values From): in Black's view +4 means Black wins by 4 after that move, −2 that White "
                            "wins by 2; in the side to move's view + is good for the player to move. "
                            "Gold marks the best moves for the side to move (all of them when they tie). Faint "
                            "numbers with ≈ are quick estimates (a short search with the learned evaluation), shown "
                            "until the exact value arrives."));
    showStatus();
}

void MoveAnalysisPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString MoveAnalysisPanel::viewText() const
{
    return tr("Values on the squares: %1.").arg(ValueConvention::instance().viewName(m_board.toMove));
}

void MoveAnalysisPanel::showStatus()
{
    QString text;
    switch (m_state) {
    case State::Off:
        text = tr("Analyse moves shows the exact value of every legal move on its square.");
        break;
    case State::GameOver:
        text = tr("Game over: no moves to analyse.");
        break;
    case State::Complete:
        text = bestText() + QLatin1Char('\n') + viewText();
        break;
    case State::Stopped:
        text = tr("Stopped after %1 nodes expanded: %2 moves solved.").arg(countText(m_stoppedExpanded), solvedText());
        if (!m_values.empty())
            text += QLatin1Char('\n') + viewText();
        break;
    case State::Running: {
        text = m_liveSeconds > 0
            ? tr("Analysing… %1 moves solved (%2 nodes expanded, %3 s)")
                  .arg(solvedText(), countText(m_runNodes + m_live.expanded), QLocale().toString(m_liveSeconds, 'f', 1))
            : tr("Analysing… %1 moves solved").arg(solvedText());
        // Until every exact value is in, the faint "≈" numbers are estimates: say how they were made.
        QString second = viewText();
        if (!m_estimates.empty() && m_values.size() != m_board.moveList().size())
            second += QLatin1Char(' ') + tr("≈: estimates by a %1-ply search.").arg(estimateDepth(m_board.size));
        text += QLatin1Char('\n') + second;
        break;
    }
    }
    m_status->setText(text);
}

// The job (a child) joins its thread in its own destructor.
MoveAnalysisPanel::~MoveAnalysisPanel() = default;

SearchOptions MoveAnalysisPanel::searchOptions()
{
    SearchOptions options;
    options.algorithm = Algorithm::Best;
    options.useTranspositionTable = usesTableByDefault(Algorithm::Best);
    return options;
}

bool MoveAnalysisPanel::isOn() const { return m_analyseButton->isChecked(); }

bool MoveAnalysisPanel::isRunning() const { return m_running; }

void MoveAnalysisPanel::setOn(bool on)
{
    if (m_analyseButton->isChecked() != on) {
        m_analyseButton->setChecked(on); // comes back here through toggled()
        return;
    }
    if (on) {
        analyseShownPosition();
        return;
    }
    m_job->stop();
    setRunning(false);
    m_values.clear();
    setEstimates({});
    m_state = State::Off;
    showStatus();
    emit valuesChanged(m_board, m_values);
}

void MoveAnalysisPanel::setPosition(const Board& board)
{
    if (board == m_board)
        return; // a stopped analysis stays stopped
    m_board = board;
    if (isOn()) {
        analyseShownPosition();
        return;
    }
    // Values of a stopped analysis stay only while their position is shown.
    m_values.clear();
    setEstimates({});
    m_state = State::Off;
    showStatus();
    emit valuesChanged(m_board, m_values);
}

void MoveAnalysisPanel::analyseShownPosition()
{
    const MoveAnalysisCache::Entry* known = m_cache.find(m_board);
    m_values = known ? known->moves : std::vector<MoveValue>{};
    setEstimates({});
    emit valuesChanged(m_board, m_values);
    if (m_board.isGameOver()) {
        m_job->stop();
        setRunning(false);
        m_state = State::GameOver;
        showStatus();
        return;
    }
    if (known && known->complete) {
        m_job->stop(); // an analysis of another position is of no interest now
        setRunning(false);
        m_state = State::Complete;
        showStatus();
        return;
    }
    m_runNodes = 0;
    m_live = {};
    m_liveSeconds = 0;
    m_job->analyse(m_board, searchOptions());
    setRunning(true);
    m_state = State::Running;
    showStatus();
}

void MoveAnalysisPanel::stop()
{
    if (!m_running)
        return;
    m_job->stop(); // finished() reports what was done
}

void MoveAnalysisPanel::onMoveAnalysed(const MoveValue& move)
{
    // The job reports only the analysis it runs now, of the position it was given last.
    m_cache.add(m_job->board(), move);
    m_runNodes += move.stats.expanded;
    if (m_job->board() != m_board)
        return;
    std::erase_if(m_values, [&](const MoveValue& known) { return known.move == move.move; });
    m_values.push_back(move);
    emit valuesChanged(m_board, m_values);
    showStatus();
}

void MoveAnalysisPanel::onMovesEstimated(const std::vector<MoveEstimate>& estimates)
{
    if (m_job->board() != m_board)
        return;
    setEstimates(estimates);
    onProgress(m_live, m_liveSeconds); // the status says what the ≈ numbers are at once
}

void MoveAnalysisPanel::setEstimates(const std::vector<MoveEstimate>& estimates)
{
    if (estimates.empty() && m_estimates.empty())
        return;
    m_estimates = estimates;
    emit estimatesChanged(m_board, m_estimates);
}

void MoveAnalysisPanel::onProgress(const SearchStats& live, double seconds)
{
    if (!m_running)
        return;
    m_live = live;
    m_liveSeconds = seconds;
    showStatus();
}

void MoveAnalysisPanel::onFinished(const MoveAnalysis& analysis, bool cancelled)
{
    if (m_job->board() != m_board)
        return; // a stopped analysis of a position left behind
    setRunning(false);
    if (cancelled || analysis.status != SearchStatus::Done) {
        m_stoppedExpanded = 0;
        for (const MoveValue& move : analysis.moves)
            m_stoppedExpanded += move.stats.expanded;
        m_state = State::Stopped;
    } else {
        m_state = State::Complete;
    }
    showStatus();
}

QString MoveAnalysisPanel::solvedText() const
{
    return tr("%1 of %2").arg(m_values.size()).arg(m_board.moveList().size());
}

QString MoveAnalysisPanel::bestText() const
{
    if (m_values.empty())
        return {};
    // The best for the side to move, shown in the convention.
    int best = moverView(m_board, m_values.front().value);
    for (const MoveValue& move : m_values)
        best = std::max(best, moverView(m_board, move.value));
    QStringList bestMoves;
    for (int move : m_board.moveList())
        for (const MoveValue& value : m_values)
            if (value.move == move && moverView(m_board, value.value) == best)
                bestMoves << moveText(move);
    const int bestBlack = m_board.toMove == Color::Black ? best : -best;
    return tr("All moves solved: best %1, value %2.")
        .arg(bestMoves.join(QStringLiteral(", ")), ValueConvention::instance().text(bestBlack, m_board.toMove));
}

void MoveAnalysisPanel::setRunning(bool running)
{
    m_stopButton->setEnabled(running);
    if (running != m_running) {
        m_running = running;
        emit runningChanged(running);
    }
}

} // namespace othello
