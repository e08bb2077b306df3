#pragma once

// The texts of `check`: a verdict's explanation and a trace's first difference, in English (the
// GUI words its own from the same data).

#include "engine/trace/CountCheck.h"
#include "engine/trace/TraceCheck.h"

#include <QString>
#include <QStringList>

namespace othello {

// One sentence per explanation of a count verdict; `traceHint` ends a TreeDiffers one with the
// command that finds the call.
QString explanationText(const trace::CountExplanation& explanation, const trace::CountVerdict& verdict);
QString verdictWord(const trace::CountVerdict& verdict);
// "label 27 (Black to move, line 9)" or "position 3 of the file (White to move)".
QString claimPlace(const trace::ClaimedSearch& claim);
// The command that checks a trace of the claim's search.
QString traceCommandFor(const trace::ClaimedSearch& claim);

// The report of a trace check: the lines after the heading, the one beginning "first difference"
// included.
QStringList traceReport(const trace::TraceCheckResult& result, Algorithm algorithm, bool courseTable);
// The kind of a difference in a few words ("a child the lab's search pruned").
QString divergenceKindText(trace::DivergenceKind kind);

} // namespace othello
