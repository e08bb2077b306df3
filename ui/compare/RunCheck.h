#pragma once

#include "engine/trace/CountCheck.h"
#include "results/CountVerdictText.h"
#include "results/ResultRecord.h"

#include <QColor>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace othello {

// A run of a student's search checked against the lab's ("Check an Implementation…",
// docs/check.md): the file it was read from and, per record of the run, the verdict on it (none
// until the lab's search of it has ended; none for good when the check was stopped first).
struct RunCheck {
    QString log;                                              // the file, as the user chose it
    std::vector<std::optional<trace::CountVerdict>> verdicts; // one per record of the run, in order

    struct Tally {
        int rows = 0;
        int equal = 0;
        int different = 0;
        int unfinished = 0; // the file says its search was stopped
        int notChecked = 0; // the lab's search was stopped (its time limit)
        int pending = 0;    // no verdict (yet)
    };
    Tally tally() const;
    // The first Different verdict, in the file's order; null when none.
    const trace::CountVerdict* firstDifference() const;
};

// The record a claim makes in its run: the numbers the file gives (0 for one it leaves out), the
// time it says (0 when none), done unless the file says the search was stopped. `source` names a
// position file's positions.
ResultRecord claimRecord(const trace::ClaimedSearch& claim, const QString& source);
// The record of the lab's search a claim was checked against, as the Compare tab's own.
ResultRecord labRecord(const trace::ClaimedSearch& claim, const SearchResult& lab, const QString& source);
// Which of the lab's searches a claim is checked against: algorithm, table and scoring. Claims
// with the same key share a run of the lab's records.
QString labSearchKey(const trace::ClaimedSearch& claim);

// What the journal keeps of a check beside the run's records: per record its line in the file,
// the numbers the file gave, the verdict, the lab's numbers and the explanations.
QJsonObject toJson(const RunCheck& check);
// The check of a run kept with `records`; records the JSON does not cover have no verdict.
RunCheck runCheckFromJson(const QJsonObject& object, const std::vector<ResultRecord>& records);

// The Compare tab's words for checked runs (a verdict's own words are CountVerdictText's).
class RunCheckText {
    Q_DECLARE_TR_FUNCTIONS(othello::RunCheckText)
public:
    // Counts with the locale's separators, values in the program's convention.
    static VerdictStyle style();
    // "12 of 21 rows agree; first difference: label 26 (Black to move, line 12): #generated 1,234
    // (lab 1,240)", or how far a running check is.
    static QString summary(const RunCheck& check);
    // For the Runs tab: "21 of 21 agree", "12 of 21 agree", "checking: 5 of 21".
    static QString shortTally(const RunCheck& check);
    // The explanations of a verdict, a sentence each.
    static QStringList why(const trace::CountVerdict& verdict);
    // "alice.txt — Alpha-beta + TT": the file and the search it claims.
    static QString runName(const QString& fileName, const trace::ClaimedSearch& claim);
    // "Lab — Alpha-beta + TT": the lab's searches the claims are drawn against.
    static QString labRunName(const trace::ClaimedSearch& claim);

    // Light backgrounds under black text for agreeing, differing and not compared rows (and the
    // summary line), always beside the words that say it.
    static QColor agreeColor() { return {0xd4, 0xed, 0xda}; }
    static QColor differColor() { return {0xf8, 0xd7, 0xda}; }
    static QColor notComparedColor() { return {0xe9, 0xe9, 0xe9}; }
};

} // namespace othello
