#include "CountVerdictText.h"

#include <QStringList>

namespace othello {

namespace {

using trace::CallCategory;
using trace::CountExplanation;

QString countOf(const VerdictStyle& style, std::uint64_t n)
{
    return style.count ? style.count(n) : QString::number(qulonglong(n));
}

QString valueOf(const VerdictStyle& style, int blackValue, Color toMove)
{
    return style.value ? style.value(blackValue, toMove) : QString::number(blackValue);
}

} // namespace

QString CountVerdictText::categoryText(CallCategory category, std::uint64_t n)
{
    const bool one = n == 1;
    switch (category) {
    case CallCategory::Root:
        return tr("the root call");
    case CallCategory::Pass:
        return one ? tr("pass call") : tr("pass calls");
    case CallCategory::GameOver:
        return one ? tr("call at a finished game") : tr("calls at a finished game");
    case CallCategory::Test:
        return one ? tr("TEST call") : tr("TEST calls");
    case CallCategory::NullWindow:
        return one ? tr("null-window call") : tr("null-window calls");
    case CallCategory::ReSearch:
        return one ? tr("re-search") : tr("re-searches");
    case CallCategory::TableHit:
        return one ? tr("table hit") : tr("table hits");
    }
    return {};
}

QString CountVerdictText::verdictWord(const trace::CountVerdict& verdict)
{
    using Outcome = trace::CountVerdict::Outcome;
    switch (verdict.outcome) {
    case Outcome::Equal:
        //: A count check's verdict: the student's numbers are the lab's.
        return tr("equal");
    case Outcome::Different:
        return tr("different");
    case Outcome::Unfinished:
        //: A count check's verdict: the student's program stopped this search at its time limit.
        return tr("unfinished (time limit)");
    case Outcome::NotChecked:
        //: A count check's verdict: the lab's own search was stopped (time limit), or it is `best`.
        return verdict.claim.search.algorithm == Algorithm::Best ? tr("not checked (best)") : tr("not checked");
    }
    return {};
}

QString CountVerdictText::claimPlace(const trace::ClaimedSearch& claim)
{
    const QString side = claim.position.toMove == Color::Black ? tr("Black to move") : tr("White to move");
    //: Where a claim is in its file: ", line 9" after the side to move.
    const QString line = claim.line > 0 ? tr(", line %1").arg(claim.line) : QString();
    if (claim.label > 0)
        //: "label 27 (Black to move, line 9)"
        return tr("label %1 (%2%3)").arg(claim.label).arg(side, line);
    //: "position 3 of its file (White to move)": a position of a results file.
    return tr("position %1 of its file (%2%3)").arg(claim.filePosition).arg(side, line);
}

QString CountVerdictText::differenceText(const trace::CountVerdict& verdict, const VerdictStyle& style)
{
    const trace::ClaimedSearch& claim = verdict.claim;
    QStringList parts;
    if (verdict.valueDiffers)
        //: What differs: the student's value, then the lab's. "#expanded" and "#generated" are the
        //: course program's field names.
        parts << tr("value %1 (lab %2)")
                     .arg(valueOf(style, *claim.value, claim.position.toMove),
                          valueOf(style, *verdict.value, claim.position.toMove));
    if (verdict.expandedDiffers)
        parts << tr("#expanded %1 (lab %2)").arg(countOf(style, *claim.expanded), countOf(style, verdict.lab.expanded));
    if (verdict.generatedDiffers)
        parts << tr("#generated %1 (lab %2)")
                     .arg(countOf(style, *claim.generated), countOf(style, verdict.lab.generated));
    return parts.join(QStringLiteral(", "));
}

QString CountVerdictText::firstDifferenceLine(const trace::CountVerdict& verdict, const VerdictStyle& style)
{
    //: The line naming the first row that differs: "first difference: label 27 (Black to move,
    //: line 10): #expanded 68 (lab 62)".
    return tr("first difference: %1: %2").arg(claimPlace(verdict.claim), differenceText(verdict, style));
}

QString CountVerdictText::traceCommandFor(const trace::ClaimedSearch& claim)
{
    QString command = QStringLiteral("othello-lab-cli check --trace FILE --algorithm ") +
        QString::fromUtf8(algorithmId(claim.search.algorithm));
    if (claim.search.useTranspositionTable)
        command += QStringLiteral(" --tt on");
    if (claim.label > 0)
        command += QStringLiteral(" --label ") + QString::number(claim.label);
    return command;
}

QString CountVerdictText::explanationText(const CountExplanation& e, const trace::CountVerdict& verdict,
                                          const VerdictStyle& style)
{
    using Kind = CountExplanation::Kind;
    const QString n = countOf(style, e.calls);
    switch (e.kind) {
    case Kind::NotCounted:
        if (e.category == CallCategory::Root)
            return tr("both your counts are 1 lower: is the root call left out of the counts?");
        return tr("both your counts are lower, as many as the lab's tree has %1 (exactly %2): are they left out of "
                  "the counts? Every call counts as generated, and one that tries its moves as expanded")
            .arg(categoryText(e.category, e.calls), n);
    case Kind::NotGenerated:
        if (e.category == CallCategory::Root)
            return tr("your #generated is 1 lower: is the root call left out of #generated?");
        return tr("your #generated is %1 lower, and the lab's tree has exactly %1 %2: are they left out of "
                  "#generated? Every call counts as generated")
            .arg(n, categoryText(e.category, e.calls));
    case Kind::CountedAsExpanded:
        return tr("your #expanded is %1 higher, and the lab's tree has exactly %1 %2: are leaves counted as "
                  "expanded? The course counts a finished game only as generated")
            .arg(n, categoryText(e.category, e.calls));
    case Kind::NotExpanded:
        return tr("your #expanded is %1 lower, and the lab's tree has exactly %1 %2, which the course counts as "
                  "expanded")
            .arg(n, categoryText(e.category, e.calls));
    case Kind::ExpandedOtherwise:
        return tr("the same number of calls (#generated agrees), counted as expanded otherwise: the course counts a "
                  "call that tries its moves (also after a cutoff; a TEST when it starts looping) and a table hit "
                  "that returns a value, never a finished game");
    case Kind::TreeDiffers: {
        const bool more = verdict.claim.generated && *verdict.claim.generated > verdict.lab.generated;
        const bool one = e.calls == 1;
        const QString differs = more ? (one ? tr("your search makes %1 more call than the lab's: its tree differs.")
                                            : tr("your search makes %1 more calls than the lab's: its tree differs."))
                                     : (one ? tr("your search makes %1 fewer call than the lab's: its tree differs.")
                                            : tr("your search makes %1 fewer calls than the lab's: its tree differs."));
        const QString find = style.application
            ? tr("Print a trace of this position (docs/check.md) and open it in the Tree tab (Open a Student's "
                 "Trace…) to find the first call where it does.")
            : tr("Print a trace of this position (docs/check.md) and find the first call where it does: %1")
                  .arg(traceCommandFor(verdict.claim));
        return differs.arg(n) + QLatin1Char(' ') + find;
    }
    case Kind::ValueNegated:
        return tr("the value is the lab's negated: the course prints Black's view (value=color*value, color +1 for "
                  "Black); a value from the side to move's view, or Scout's Black-view value times color, has the "
                  "wrong sign at White's turn");
    case Kind::ValueDiffers:
        return tr("the counts agree but the value does not: the tree is the lab's, the value is computed or printed "
                  "otherwise");
    }
    return {};
}

} // namespace othello
