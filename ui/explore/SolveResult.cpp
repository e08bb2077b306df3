// The Solve panel's result: the rows a search fills live and when it ends, every value in the
// GUI's value convention with its view named, drawn again from what is known when the
// convention or the language changes.
#include "SolvePanel.h"

#include "common/MoveNames.h"
#include "common/NumberText.h"
#include "common/ValueView.h"
#include "engine/board/Square.h"
#include "jobs/SolveJob.h"

#include <QLabel>
#include <QLocale>
#include <QStringList>
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

// Who wins and by how much: the same words in either view.
QString outcome(int blackValue)
{
    if (blackValue == 0)
        return SolvePanel::tr("a draw");
    return blackValue > 0 ? SolvePanel::tr("Black wins by %1").arg(blackValue)
                          : SolvePanel::tr("White wins by %1").arg(-blackValue);
}

QString moveText(int move)
{
    if (move == kNoMove)
        return kDash;
    return translatedMoveName(move);
}

// Bounds on a value, Black's view, as the convention shows them at a position where `toMove`
// moves: in White's view a lower bound becomes an upper one.
struct Bounds {
    std::optional<int> lower;
    std::optional<int> upper;
};
Bounds shown(const Bounds& black, Color toMove)
{
    const ValueConvention& convention = ValueConvention::instance();
    if (convention.shown(1, toMove) == 1)
        return black;
    const auto negate = [](const std::optional<int>& value) { return value ? std::optional<int>(-*value) : value; };
    return {negate(black.upper), negate(black.lower)};
}

// "c2 −4", "b4 ≤ −6", "d5 ≥ +2", "e6 −2…+1" in the convention: a root move's value or its bounds.
QString rootMoveText(const RootMoveBounds& move, Color toMove)
{
    const QString name = moveText(move.move);
    const Bounds bounds = shown({move.lower, move.upper}, toMove);
    const auto text = [](int value) { return ValueConvention::signedText(value); };
    if (move.exact())
        return SolvePanel::tr("%1 %2").arg(name, text(*bounds.lower));
    if (bounds.lower && bounds.upper)
        return SolvePanel::tr("%1 %2…%3").arg(name, text(*bounds.lower), text(*bounds.upper));
    return bounds.lower ? SolvePanel::tr("%1 ≥ %2").arg(name, text(*bounds.lower))
                        : SolvePanel::tr("%1 ≤ %2").arg(name, text(*bounds.upper));
}

// What a solve proved about the value, in the convention with its view named, or a dash.
QString provenValueText(const std::optional<int>& lower, const std::optional<int>& upper, Color toMove)
{
    const ValueConvention& convention = ValueConvention::instance();
    const QString view = convention.viewName(toMove);
    if (lower && upper && *lower == *upper)
        return SolvePanel::tr("%1 (%2): %3, proven").arg(convention.text(*lower, toMove), view, outcome(*lower));
    const Bounds bounds = shown({lower, upper}, toMove);
    const auto text = [](int value) { return ValueConvention::signedText(value); };
    if (bounds.lower && bounds.upper)
        return SolvePanel::tr("between %1 and %2 (%3, proven so far)")
            .arg(text(*bounds.lower), text(*bounds.upper), view);
    if (bounds.lower)
        return SolvePanel::tr("at least %1 (%2, proven so far)").arg(text(*bounds.lower), view);
    if (bounds.upper)
        return SolvePanel::tr("at most %1 (%2, proven so far)").arg(text(*bounds.upper), view);
    return kDash;
}
} // namespace

void SolvePanel::showProgress(const SearchStats& live, double seconds)
{
    showCounts(live, seconds);
    m_value->setText(provenValueText(m_job->provenLowerBound(), m_job->provenUpperBound(), m_solvedBoard.toMove));
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
    m_line = result.line.empty() ? OptimalLine() : OptimalLine(m_solvedBoard, result.line);
    showResultTexts();
    const ValueConvention& convention = ValueConvention::instance();
    const Color toMove = m_solvedBoard.toMove;
    QString summary;
    switch (result.status) {
    case SearchStatus::Done:
        summary = tr("Solved %1: value %2 (%3), best move %4.")
                      .arg(m_solvedDescription, convention.text(result.value, toMove), convention.viewName(toMove),
                           moveText(result.bestMove));
        break;
    case SearchStatus::Timeout:
        summary = tr("The search of %1 reached the time limit.").arg(m_solvedDescription);
        break;
    case SearchStatus::Cancelled:
        summary = tr("The search of %1 was stopped.").arg(m_solvedDescription);
        break;
    }
    keepResultWhole();
    updateEnabled();
    emit runningChanged(false);
    emit solved(m_solvedBoard, result);
    emit statusMessage(summary);
}

void SolvePanel::showResultTexts()
{
    if (!m_solvedOptions)
        return; // nothing solved since the last clearResult()
    m_solvedPosition->setText(m_solvedDescription);
    m_searchSettings->setText(settingsText(*m_solvedOptions));
    const ValueConvention& convention = ValueConvention::instance();
    const Color toMove = m_solvedBoard.toMove;
    if (m_running || !m_lastResult) {
        m_status->setText(tr("Searching…"));
        m_value->setText(provenValueText(m_job->provenLowerBound(), m_job->provenUpperBound(), toMove));
        return;
    }
    const SearchResult& result = *m_lastResult;
    showCounts(result.stats, result.seconds);
    switch (result.status) {
    case SearchStatus::Done:
        m_status->setText(tr("Done"));
        m_value->setText(
            tr("%1 (%2): %3")
                .arg(convention.text(result.value, toMove), convention.viewName(toMove), outcome(result.value)));
        m_bestMove->setText(moveText(result.bestMove));
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
        m_value->setText(provenValueText(result.lowerBound, result.upperBound, toMove));
        // The move that reaches the side to move's proven bound: the best found so far.
        m_bestMove->setText(result.bestMove == kNoMove ? kDash : tr("%1 (best so far)").arg(moveText(result.bestMove)));
        break;
    }
    }
    showLineOrRootMoves(result);
}

void SolvePanel::showLineOrRootMoves(const SearchResult& result)
{
    const ValueConvention& convention = ValueConvention::instance();
    const Color toMove = m_solvedBoard.toMove;
    m_lineTitle->setText(tr("Optimal line:"));
    m_lineLabel->setToolTip(tr("A line of optimal moves to the end of the game (the best solver only)"));
    if (!result.line.empty()) {
        QStringList moves;
        for (int move : result.line)
            moves << moveText(move);
        // The value stays in one piece when the moves wrap.
        QString value = tr("(value %1, %2)").arg(convention.text(result.value, toMove), convention.viewName(toMove));
        value.replace(QLatin1Char(' '), QChar::Nbsp);
        m_lineLabel->setText(moves.join(QLatin1Char(' ')) + QLatin1Char(' ') + value);
        return;
    }
    if (result.rootMoves.empty()) {
        m_lineLabel->setText(kDash);
        return;
    }
    // The exact values first, best first for the side to move; then the moves with only a bound,
    // in the order the search settled them.
    std::vector<RootMoveBounds> moves = result.rootMoves;
    const int sign = toMove == Color::Black ? 1 : -1;
    std::stable_sort(moves.begin(), moves.end(), [sign](const RootMoveBounds& a, const RootMoveBounds& b) {
        if (a.exact() != b.exact())
            return a.exact();
        return a.exact() && sign * *a.lower > sign * *b.lower;
    });
    QStringList texts;
    for (const RootMoveBounds& move : moves) {
        QString text = rootMoveText(move, toMove);
        text.replace(QLatin1Char(' '), QChar::Nbsp); // a move and its value stay together
        texts << text;
    }
    // The row title stays short (the form's titles share one column); the view leads the moves.
    m_lineTitle->setText(tr("Root moves:"));
    m_lineLabel->setToolTip(tr("What the search settled about each move at the root (in the view named first, like "
                               "the value): its exact value, or only a bound (≤ or ≥) where it proved that the move "
                               "cannot be better than the best one so far. A stopped search lists the moves it "
                               "finished."));
    m_lineLabel->setText(tr("%1: %2").arg(convention.viewName(toMove), texts.join(QStringLiteral(" · "))));
}

void SolvePanel::clearResult()
{
    m_lineTitle->setText(tr("Optimal line:"));
    m_lineLabel->setToolTip(tr("A line of optimal moves to the end of the game (the best solver only)"));
    m_lastResult.reset();
    m_solvedOptions.reset();
    m_line = OptimalLine();
    for (QLabel* label : {m_solvedPosition, m_status, m_searchSettings, m_value, m_bestMove, m_lineLabel, m_expanded,
                          m_generated, m_time, m_rate})
        label->setText(kDash);
    keepResultWhole();
    updateEnabled();
}

} // namespace othello
