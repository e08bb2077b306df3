#pragma once

// The texts of `check --trace`: a trace's first difference, in English (the GUI words its own from
// the same data). A count verdict's words are results/CountVerdictText.h, shared with the GUI.

#include "engine/trace/TraceCheck.h"

#include <QString>
#include <QStringList>

namespace othello {

// The report of a trace check: the lines after the heading, the one beginning "first difference"
// included.
QStringList traceReport(const trace::TraceCheckResult& result, Algorithm algorithm, bool courseTable);
// The kind of a difference in a few words ("a child the lab's search pruned").
QString divergenceKindText(trace::DivergenceKind kind);

} // namespace othello
