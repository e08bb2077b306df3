#pragma once

// What `check` (and the GUI's "Check an implementation…") reads: the course program's log, or the
// lab's own results CSV or JSON, told apart by their content, turned into the searches they claim
// (engine/trace/CountCheck.h), each with the lab's search to check it against.

#include "engine/search/Algorithm.h"
#include "engine/trace/CountCheck.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace othello {

struct CheckInputOptions {
    // Replace what the log's headers say (or say it for a log without headers).
    std::optional<Algorithm> algorithm;
    std::optional<bool> table; // the course's table
};

// One run of one search: a log's header and its rows, or a results file's rows.
struct ClaimedRun {
    QString title; // "alphabeta, the course's table (line 1: Algorithm: Negamax (alpha-beta version) ...)"
    std::vector<trace::ClaimedSearch> claims;
};

struct CheckInput {
    enum class Kind { CourseLog, ResultsCsv, ResultsJson };
    Kind kind = Kind::CourseLog;
    std::vector<ClaimedRun> runs;
    QString error;     // unusable: one line
    QStringList notes; // rows read but not checkable (a results file's malformed lines)
};

CheckInput readCheckInput(const QByteArray& content, const CheckInputOptions& options = {});

// The title of a run of the course's log: the search and its table.
QString runTitle(Algorithm algorithm, bool courseTable);

} // namespace othello
