#pragma once

// The words of a count check's verdicts (engine/trace/CountCheck.h), one source for the command
// line (`check LOG`) and the Compare tab's "Check an Implementation…": the verdict, where the
// claim is, what differs, the first difference, and what kind of calls would explain it. English
// as written here; the GUI's translator gives them in its language (context
// othello::CountVerdictText), the command line has none.

#include "engine/trace/CountCheck.h"

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <functional>

namespace othello {

// How a verdict's numbers are written, and where its reader checks a trace.
struct VerdictStyle {
    // A count; none: plain digits, the command line's ("1234").
    std::function<QString(std::uint64_t)> count;
    // A value given in Black's view, at a position where `toMove` moves; none: the plain number
    // in Black's view, the command line's ("-4").
    std::function<QString(int blackValue, Color toMove)> value;
    // The reader checks a trace in the application's Tree tab, not with `check --trace`.
    bool application = false;
};

class CountVerdictText {
    Q_DECLARE_TR_FUNCTIONS(othello::CountVerdictText)
public:
    // "equal", "different", "unfinished (time limit)", "not checked".
    static QString verdictWord(const trace::CountVerdict& verdict);
    // "label 27 (Black to move, line 9)" or "position 3 of its file (White to move)".
    static QString claimPlace(const trace::ClaimedSearch& claim);
    // What differs, both numbers: "#expanded 68 (lab 62), #generated 91 (lab 82)".
    static QString differenceText(const trace::CountVerdict& verdict, const VerdictStyle& style = {});
    // The line naming the first difference: "first difference: label 27 (Black to move, line
    // 10): #expanded 68 (lab 62)".
    static QString firstDifferenceLine(const trace::CountVerdict& verdict, const VerdictStyle& style = {});
    // One sentence per explanation of a Different verdict; a TreeDiffers one ends with how to
    // find the call (the command, or the Tree tab).
    static QString explanationText(const trace::CountExplanation& explanation, const trace::CountVerdict& verdict,
                                   const VerdictStyle& style = {});
    // The command that checks a trace of the claim's search.
    static QString traceCommandFor(const trace::ClaimedSearch& claim);

private:
    static QString categoryText(trace::CallCategory category, std::uint64_t n);
};

} // namespace othello
