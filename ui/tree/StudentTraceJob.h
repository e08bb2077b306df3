#pragma once

#include "engine/trace/OslTraceTree.h"
#include "engine/trace/TraceCheck.h"
#include "jobs/SearchThread.h"
#include "jobs/ThreadHandOff.h"

#include <QObject>
#include <QString>
#include <memory>

namespace othello {

// A student's osl-trace checked on a worker thread (docs/check.md): the core's check
// (trace::checkTrace, the first difference), then the trace read again as records to draw and the
// lab's search it was checked against recorded, each keeping at most maxNodes records. Lives in
// the GUI thread; stop() ends it within ~100 ms.
class StudentTraceJob : public QObject {
    Q_OBJECT
public:
    struct Outcome {
        QString path;
        trace::TraceCheckResult check;
        std::shared_ptr<const trace::Trace> student;   // null unless the check compared
        std::shared_ptr<const trace::Trace> reference; // null unless the check compared
        std::string drawingError;                      // a bad line past the difference: drawn up to it
        std::uint64_t studentCalls = 0;
        bool cancelled = false;
    };
    using OutcomePointer = std::shared_ptr<const Outcome>;

    explicit StudentTraceJob(QObject* parent = nullptr);

    // Returns false (and does nothing) while one runs.
    bool start(const QString& path, const trace::TraceCheckOptions& options, std::size_t maxNodes);
    void stop() { m_search.cancel(); }
    bool isRunning() const { return m_search.isRunning(); }

signals:
    void progress(const othello::SearchStats& live, double seconds);
    void finished(const othello::StudentTraceJob::OutcomePointer& outcome);

private:
    ThreadHandOff<OutcomePointer> m_outcomes;
    SearchThread m_search; // destroyed (cancelled and joined) first
};

} // namespace othello
