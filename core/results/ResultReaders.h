#pragma once

#include "ResultFiles.h"

#include <QByteArray>

namespace othello {

// The two on-disk formats, read from memory. Both keep every valid record and report the
// rest; a problem list is capped so a garbage file gives a short report.
ResultsLoad readResultsCsv(const QByteArray& content);
ResultsLoad readResultsJson(const QByteArray& content);

// The JSON document saveResultsJson writes.
QByteArray resultsJson(const std::vector<ResultRecord>& records);

inline constexpr const char* kResultsJsonFormat = "othello-search-lab-results";
inline constexpr int kResultsJsonVersion = 1;
// More problems than this are summed up in one last line.
inline constexpr qsizetype kMaxReportedProblems = 50;

// Adds a problem, or counts it once the list is full.
void reportProblem(ResultsLoad& load, const QString& problem, qsizetype& unreported);
void finishProblems(ResultsLoad& load, qsizetype unreported);

} // namespace othello
