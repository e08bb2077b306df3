#include "StudentTraceJob.h"

#include <QFile>
#include <fstream>

namespace othello {

StudentTraceJob::StudentTraceJob(QObject* parent) : QObject(parent)
{
    connect(&m_search, &SearchThread::progress, this, &StudentTraceJob::progress);
    connect(&m_search, &SearchThread::finished, this, [this] { emit finished(m_outcomes.take()); });
}

bool StudentTraceJob::start(const QString& path, const trace::TraceCheckOptions& options, std::size_t maxNodes)
{
    return m_search.start([this, path, options, maxNodes](SearchControl& control) {
        auto outcome = std::make_shared<Outcome>();
        outcome->path = path;
        const std::string file = QFile::encodeName(path).toStdString();
        {
            std::ifstream in(file, std::ios::binary);
            if (!in) {
                outcome->check.error = "cannot read the file";
                m_outcomes.put(outcome);
                return;
            }
            outcome->check = trace::checkTrace(in, options, &control);
        }
        using Status = trace::TraceCheckResult::Status;
        outcome->cancelled = outcome->check.status == Status::Stopped || control.cancelRequested();
        if ((outcome->check.status == Status::Different || outcome->check.status == Status::Identical) &&
            !outcome->cancelled) {
            std::ifstream in(file, std::ios::binary);
            trace::StudentTrace student =
                trace::readStudentTrace(in, options.algorithm, options.courseTable, maxNodes, &control);
            outcome->drawingError = student.error;
            outcome->studentCalls = student.calls;
            outcome->student = std::make_shared<const trace::Trace>(std::move(student.trace));
            if (!control.cancelRequested())
                outcome->reference = std::make_shared<const trace::Trace>(trace::recordReferenceTrace(
                    outcome->check.header.position, options.algorithm, options.courseTable, maxNodes, &control));
            outcome->cancelled = control.cancelRequested();
        }
        m_outcomes.put(outcome);
    });
}

} // namespace othello
