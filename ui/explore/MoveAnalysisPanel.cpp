#include "MoveAnalysisPanel.h"

#include "common/NumberText.h"
#include "engine/board/Square.h"
#include "jobs/AnalysisJob.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

namespace othello {

namespace {

QString signedValue(int value)
{
    return value > 0 ? QStringLiteral("+%1").arg(value)
                     : (value < 0 ? QStringLiteral("\u2212%1").arg(-value) : QStringLiteral("0"));
}

QString moveText(int move)
{
    return move == kPassMove ? MoveAnalysisPanel::tr("pass") : QString::fromStdString(moveName(move));
}

int moverView(const Board& board, int blackValue) { return board.toMove == Color::Black ? blackValue : -blackValue; }
} // namespace

MoveAnalysisPanel::MoveAnalysisPanel(QWidget* parent)
    : QWidget(parent),
      m_job(new AnalysisJob(this)),
      m_analyseButton(new QPushButton(tr("Analyse moves"), this)),
      m_stopButton(new QPushButton(tr("Stop"), this)),
      m_status(new QLabel(this))
{
    m_job->setObjectName(QStringLiteral("analysisJob"));
    m_analyseButton->setObjectName(QStringLiteral("analyseMovesButton"));
    m_analyseButton->setCheckable(true);
    m_analyseButton->setToolTip(
        tr("Show on every legal square the exact value of that move: the final disc difference for the "
           "side to move if both sides then play perfectly (computed with best and its table)"));
    m_stopButton->setObjectName(QStringLiteral("analysisStopButton"));
    m_stopButton->setToolTip(tr("Stop analysing this position; the values found so far stay on the board"));
    m_status->setObjectName(QStringLiteral("analysisStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    // Two lines from the start, so the board above does not jump when the text wraps.
    m_status->setMinimumHeight(2 * m_status->fontMetrics().lineSpacing());
    m_status->setToolTip(tr("Numbers on the squares are from the side to move's point of view: +4 means "
                            "the player to move wins by 4 discs after that move, −2 loses by 2. "
                            "Gold marks the best moves (all of them when they tie). Faint numbers with ≈ are "
                            "quick estimates (a short search with the learned evaluation), shown until the "
                            "exact value arrives."));

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
    setRunning(false);
    m_status->setText(tr("Analyse moves shows the exact value of every legal move on its square."));
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
    m_status->setText(tr("Analyse moves shows the exact value of every legal move on its square."));
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
        m_status->setText(tr("Game over: no moves to analyse."));
        return;
    }
    if (known && known->complete) {
        m_job->stop(); // an analysis of another position is of no interest now
        setRunning(false);
        m_status->setText(bestText());
        return;
    }
    m_runNodes = 0;
    m_live = {};
    m_liveSeconds = 0;
    m_job->analyse(m_board, searchOptions());
    setRunning(true);
    m_status->setText(tr("Analysing… %1 moves solved").arg(solvedText()));
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
    const QString solving =
        tr("Analysing… %1 moves solved (%2 nodes expanded, %3 s)")
            .arg(solvedText(), countText(m_runNodes + live.expanded), QLocale().toString(seconds, 'f', 1));
    // Until every exact value is in, the faint "≈" numbers are estimates: say how they were made.
    m_status->setText(m_estimates.empty() || m_values.size() == m_board.moveList().size()
                          ? solving
                          : solving + QLatin1Char('\n') +
                              tr("≈: estimates by a %1-ply search").arg(estimateDepth(m_board.size)));
}

void MoveAnalysisPanel::onFinished(const MoveAnalysis& analysis, bool cancelled)
{
    if (m_job->board() != m_board)
        return; // a stopped analysis of a position left behind
    setRunning(false);
    if (cancelled || analysis.status != SearchStatus::Done) {
        std::uint64_t expanded = 0;
        for (const MoveValue& move : analysis.moves)
            expanded += move.stats.expanded;
        m_status->setText(
            tr("Stopped after %1 nodes expanded: %2 moves solved.").arg(countText(expanded), solvedText()));
        return;
    }
    m_status->setText(bestText());
}

QString MoveAnalysisPanel::solvedText() const
{
    return tr("%1 of %2").arg(m_values.size()).arg(m_board.moveList().size());
}

QString MoveAnalysisPanel::bestText() const
{
    if (m_values.empty())
        return {};
    int best = moverView(m_board, m_values.front().value);
    for (const MoveValue& move : m_values)
        best = std::max(best, moverView(m_board, move.value));
    QStringList bestMoves;
    for (int move : m_board.moveList())
        for (const MoveValue& value : m_values)
            if (value.move == move && moverView(m_board, value.value) == best)
                bestMoves << moveText(move);
    // Whole sentences per side, so translations can make the words agree.
    const QString text = m_board.toMove == Color::Black
        ? tr("All moves solved. Values on the squares are for Black, who moves: best %1, value %2.")
        : tr("All moves solved. Values on the squares are for White, who moves: best %1, value %2.");
    return text.arg(bestMoves.join(QStringLiteral(", ")), signedValue(best));
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
