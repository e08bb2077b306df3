#include "CountCheckJob.h"

namespace othello {

CountCheckJob::CountCheckJob(QObject* parent) : QObject(parent)
{
    connect(&m_search, &SearchThread::finished, this, &CountCheckJob::onSearched);
    connect(&m_search, &SearchThread::progress, this, [this](const SearchStats& live, double seconds) {
        if (!m_current)
            return;
        const trace::ClaimedSearch& claim = m_current->claim;
        ComparisonActivity activity;
        activity.combination = Combination(claim.search.algorithm, claim.search.useTranspositionTable,
                                           TableScheme{claim.search.tablePolicy, claim.search.tableHash});
        activity.label = claim.label > 0 ? claim.label : claim.filePosition;
        activity.live = live;
        activity.seconds = seconds;
        emit progress({activity}, m_checked);
    });
}

bool CountCheckJob::start(std::vector<Claim> claims, double timeLimitSeconds)
{
    if (m_running || claims.empty())
        return false;
    // A checker per start: its searches are those of this time limit.
    m_checker = std::make_unique<trace::CountChecker>(timeLimitSeconds);
    m_pending.assign(std::make_move_iterator(claims.begin()), std::make_move_iterator(claims.end()));
    m_planned = int(m_pending.size());
    m_checked = 0;
    m_running = true;
    checkNext();
    return true;
}

void CountCheckJob::stop()
{
    if (!m_running)
        return;
    m_pending.clear();
    m_search.cancel();
}

void CountCheckJob::checkNext()
{
    m_current = std::move(m_pending.front());
    m_pending.pop_front();
    m_search.start(
        [this, claim = m_current->claim](SearchControl& control) { m_verdict.put(m_checker->check(claim, &control)); });
}

void CountCheckJob::onSearched(bool cancelled)
{
    const trace::CountVerdict verdict = m_verdict.take();
    const Claim claim = std::move(*m_current);
    m_current.reset();
    if (cancelled) {
        m_pending.clear();
        m_running = false;
        emit finished(true);
        return;
    }
    ++m_checked;
    emit checked(claim.runKey, claim.index, verdict);
    // A receiver may have called stop() above: that emptied the claims to come.
    if (!m_pending.empty()) {
        checkNext();
        return;
    }
    m_running = false;
    emit finished(false);
}

} // namespace othello
