#pragma once

// The output of the course's program as students run it (docs/check.md has the grammar):
//
//   Algorithm: Negamax (alpha-beta version) w/ transposition table
//   Moving along PV:
//   34. White moves: value=-4, #expanded=0, #generated=1, seconds=0, #generated/second=inf
//   33. Black moves: value=-4, #expanded=2, #generated=3, seconds=1e-06, #generated/second=3e+06
//
// read tolerantly: the header's variants (negamax, alpha-beta, Scout, NegaScout, with or without a
// table), fields missing or in another spelling, extra spaces, "Time limit reached" lines, and any
// other line (the program's own chatter) skipped. A log may hold several runs, each under its
// header. "value=" is Black's view, as the course's program prints it (color * value).

#include "engine/board/Color.h"
#include "engine/search/Algorithm.h"

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

namespace othello {

struct CourseLogRow {
    int line = 0;
    int label = 0;
    Color toMove = Color::Black; // as the line says ("Black moves")
    std::optional<int> value;    // Black's view
    std::optional<std::uint64_t> expanded;
    std::optional<std::uint64_t> generated;
    std::optional<double> seconds;
    bool timeLimit = false; // a "Time limit reached" line (or the row itself) says the search was stopped
};

// One run: its header (when there is one) and the rows under it.
struct CourseLogRun {
    int headerLine = 0; // 0: rows before any header
    QString header;     // the header's text after "Algorithm:"
    std::optional<Algorithm> algorithm;
    bool table = false; // "w/ transposition table"
    std::vector<CourseLogRow> rows;
};

struct CourseLog {
    std::vector<CourseLogRun> runs;
    QString error; // one line naming the line number; empty when the log was read
};

// Whether the text looks like a course log at all: a header or a row among its first lines.
bool looksLikeCourseLog(const QByteArray& content);
CourseLog readCourseLog(const QByteArray& content);
// The search a header names ("Negamax (alpha-beta version) w/ transposition table"), and whether
// with a table; none when it names none of the four.
std::optional<Algorithm> courseAlgorithmOf(const QString& header, bool* table);

} // namespace othello
