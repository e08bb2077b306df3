#include "RunCheck.h"

#include "common/AlgorithmNames.h"
#include "common/NumberText.h"
#include "common/ValueView.h"
#include "common/charts/ComparisonNames.h"
#include "engine/board/PrincipalVariation.h"
#include "jobs/ComparisonSearch.h"

#include <QJsonArray>

namespace othello {

namespace {

using Outcome = trace::CountVerdict::Outcome;

ComparisonTask taskOf(const trace::ClaimedSearch& claim, const QString& source)
{
    const SearchOptions& search = claim.search;
    ComparisonTask task;
    task.combination =
        Combination(search.algorithm, search.useTranspositionTable, TableScheme{search.tablePolicy, search.tableHash});
    if (claim.label > 0) {
        task.label = claim.label;
    } else {
        task.position = claim.filePosition;
        task.board = claim.position;
        task.source = source.toStdString();
        task.scoring = search.scoring;
    }
    return task;
}

const char* outcomeId(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Equal:
        return "equal";
    case Outcome::Different:
        return "different";
    case Outcome::Unfinished:
        return "unfinished";
    case Outcome::NotChecked:
        break;
    }
    return "not-checked";
}

QJsonValue optionalJson(const std::optional<std::uint64_t>& n) { return n ? QJsonValue(qint64(*n)) : QJsonValue(); }

QJsonValue optionalJson(const std::optional<int>& n) { return n ? QJsonValue(*n) : QJsonValue(); }

std::optional<std::uint64_t> countFromJson(const QJsonValue& value)
{
    if (!value.isDouble() || value.toDouble() < 0)
        return std::nullopt;
    return std::uint64_t(value.toInteger());
}

std::optional<int> valueFromJson(const QJsonValue& value)
{
    return value.isDouble() ? std::optional<int>(value.toInt()) : std::nullopt;
}

// The claim a kept record of a checked run stands for; the numbers the file gave come from `row`.
trace::ClaimedSearch claimOf(const ResultRecord& record, const QJsonObject& row)
{
    trace::ClaimedSearch claim;
    claim.line = row.value(QStringLiteral("line")).toInt();
    claim.label = record.isFilePosition() ? 0 : record.label;
    claim.filePosition = record.position;
    if (record.isFilePosition()) {
        if (const auto board = parseBoard(record.board); const Board* parsed = std::get_if<Board>(&board))
            claim.position = *parsed;
    } else if (record.label >= 1 && record.label <= PrincipalVariation::kLastLabel) {
        claim.position = PrincipalVariation::sixBySix().position(record.label);
    }
    claim.search.algorithm = record.algorithm;
    claim.search.useTranspositionTable = record.tt;
    claim.search.tablePolicy = record.table.policy;
    claim.search.tableHash = record.table.hash;
    claim.search.scoring = record.scoring;
    if (row.isEmpty()) { // a row the check never reached: the record's numbers
        claim.value = record.value;
        claim.expanded = record.expanded;
        claim.generated = record.generated;
    } else {
        claim.value = valueFromJson(row.value(QStringLiteral("value")));
        claim.expanded = countFromJson(row.value(QStringLiteral("expanded")));
        claim.generated = countFromJson(row.value(QStringLiteral("generated")));
    }
    if (record.seconds > 0)
        claim.seconds = record.seconds;
    claim.finished = record.status == SearchStatus::Done;
    return claim;
}

} // namespace

RunCheck::Tally RunCheck::tally() const
{
    Tally tally;
    for (const auto& verdict : verdicts) {
        ++tally.rows;
        if (!verdict) {
            ++tally.pending;
            continue;
        }
        switch (verdict->outcome) {
        case Outcome::Equal:
            ++tally.equal;
            break;
        case Outcome::Different:
            ++tally.different;
            break;
        case Outcome::Unfinished:
            ++tally.unfinished;
            break;
        case Outcome::NotChecked:
            ++tally.notChecked;
            break;
        }
    }
    return tally;
}

const trace::CountVerdict* RunCheck::firstDifference() const
{
    for (const auto& verdict : verdicts)
        if (verdict && verdict->outcome == Outcome::Different)
            return &*verdict;
    return nullptr;
}

ResultRecord claimRecord(const trace::ClaimedSearch& claim, const QString& source)
{
    SearchResult claimed;
    claimed.status = claim.finished ? SearchStatus::Done : SearchStatus::Timeout;
    claimed.value = claim.value.value_or(0);
    claimed.stats.expanded = claim.expanded.value_or(0);
    claimed.stats.generated = claim.generated.value_or(0);
    claimed.seconds = claim.seconds.value_or(0);
    ResultRecord record = comparisonRecord(taskOf(claim, source), claimed);
    record.value = claim.finished ? claim.value : std::nullopt;
    return record;
}

ResultRecord labRecord(const trace::ClaimedSearch& claim, const SearchResult& lab, const QString& source)
{
    return comparisonRecord(taskOf(claim, source), lab);
}

QString labSearchKey(const trace::ClaimedSearch& claim)
{
    const SearchOptions& search = claim.search;
    QString key = QString::fromUtf8(algorithmId(search.algorithm));
    key += search.useTranspositionTable
        ? QStringLiteral(" tt ") + QString::fromStdString(schemeText({search.tablePolicy, search.tableHash}))
        : QStringLiteral(" no tt");
    if (search.useTranspositionTable && search.ttEntries > 0)
        key += QStringLiteral(" entries %1").arg(qulonglong(search.ttEntries));
    if (search.scoring != ScoringRule::DiscDifference)
        key += QStringLiteral(" scoring %1").arg(int(search.scoring));
    return key;
}

QJsonObject toJson(const RunCheck& check)
{
    QJsonArray rows;
    for (const auto& verdict : check.verdicts) {
        if (!verdict) {
            rows.append(QJsonValue());
            continue;
        }
        const trace::ClaimedSearch& claim = verdict->claim;
        QJsonObject row{{QStringLiteral("line"), claim.line},
                        {QStringLiteral("value"), optionalJson(claim.value)},
                        {QStringLiteral("expanded"), optionalJson(claim.expanded)},
                        {QStringLiteral("generated"), optionalJson(claim.generated)},
                        {QStringLiteral("verdict"), QString::fromLatin1(outcomeId(verdict->outcome))}};
        if (verdict->value) {
            row.insert(QStringLiteral("lab"),
                       QJsonObject{{QStringLiteral("value"), *verdict->value},
                                   {QStringLiteral("expanded"), qint64(verdict->lab.expanded)},
                                   {QStringLiteral("generated"), qint64(verdict->lab.generated)}});
        }
        QJsonArray why;
        for (const trace::CountExplanation& e : verdict->explanations)
            why.append(QJsonArray{int(e.kind), int(e.category), qint64(e.calls)});
        if (!why.isEmpty())
            row.insert(QStringLiteral("why"), why);
        rows.append(row);
    }
    return QJsonObject{{QStringLiteral("log"), check.log}, {QStringLiteral("rows"), rows}};
}

RunCheck runCheckFromJson(const QJsonObject& object, const std::vector<ResultRecord>& records)
{
    RunCheck check;
    check.log = object.value(QStringLiteral("log")).toString();
    const QJsonArray rows = object.value(QStringLiteral("rows")).toArray();
    check.verdicts.resize(records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        // A row without a verdict (the program ended while the lab searched) stays not checked.
        const QJsonObject row = i < std::size_t(rows.size()) ? rows[qsizetype(i)].toObject() : QJsonObject();
        const trace::ClaimedSearch claim = claimOf(records[i], row);
        const QString outcome = row.value(QStringLiteral("verdict")).toString();
        const QJsonObject lab = row.value(QStringLiteral("lab")).toObject();
        trace::CountVerdict verdict;
        verdict.claim = claim;
        if (!lab.isEmpty() && (outcome == QLatin1String("equal") || outcome == QLatin1String("different"))) {
            SearchResult search;
            search.value = lab.value(QStringLiteral("value")).toInt();
            search.stats.expanded = countFromJson(lab.value(QStringLiteral("expanded"))).value_or(0);
            search.stats.generated = countFromJson(lab.value(QStringLiteral("generated"))).value_or(0);
            verdict = trace::verdictAgainst(claim, search);
            verdict.labSearch.reset(); // only its numbers are kept
        } else {
            verdict.outcome =
                outcome == QLatin1String("unfinished") || !claim.finished ? Outcome::Unfinished : Outcome::NotChecked;
        }
        for (const QJsonValue& value : row.value(QStringLiteral("why")).toArray()) {
            const QJsonArray why = value.toArray();
            if (why.size() != 3)
                continue;
            trace::CountExplanation explanation;
            explanation.kind = trace::CountExplanation::Kind(why[0].toInt());
            explanation.category = trace::CallCategory(why[1].toInt());
            explanation.calls = countFromJson(why[2]).value_or(0);
            if (explanation.kind <= trace::CountExplanation::Kind::ValueDiffers &&
                explanation.category <= trace::CallCategory::TableHit)
                verdict.explanations.push_back(explanation);
        }
        check.verdicts[i] = verdict;
    }
    return check;
}

VerdictStyle RunCheckText::style()
{
    VerdictStyle style;
    style.count = [](std::uint64_t n) { return countText(n); };
    style.value = [](int blackValue, Color toMove) { return ValueConvention::instance().text(blackValue, toMove); };
    style.application = true;
    return style;
}

QString RunCheckText::summary(const RunCheck& check)
{
    const RunCheck::Tally tally = check.tally();
    QStringList parts;
    // The words of the summary line are those of the tests and of docs/check.md: no "row(s)".
    if (tally.pending > 0 && tally.pending < tally.rows)
        //: A check under way: "Checking: 5 of 21 rows checked, 4 agree".
        parts << tr("Checking: %1 of %2 rows checked, %3 agree")
                     .arg(tally.rows - tally.pending)
                     .arg(tally.rows)
                     .arg(tally.equal);
    else if (tally.pending > 0)
        parts << (tally.rows == 1 ? tr("Checking 1 row…") : tr("Checking %1 rows…").arg(tally.rows));
    else
        //: The verdict of a checked run: "12 of 21 rows agree".
        parts << (tally.rows == 1 ? tr("%1 of 1 row agrees").arg(tally.equal)
                                  : tr("%1 of %2 rows agree").arg(tally.equal).arg(tally.rows));
    if (tally.unfinished > 0)
        //: Rows the file itself says were stopped: "3 unfinished (time limit)".
        parts.back() += QStringLiteral(", ") + tr("%1 unfinished (time limit)").arg(tally.unfinished);
    if (tally.notChecked > 0)
        //: Rows the lab did not compare: its own search was stopped by the time limit (or the check was stopped).
        parts.back() += QStringLiteral(", ") + tr("%1 not checked").arg(tally.notChecked);
    if (const trace::CountVerdict* first = check.firstDifference()) {
        QString line = CountVerdictText::firstDifferenceLine(*first, style());
        if (first->valueDiffers)
            line += QStringLiteral(" (") + ValueConvention::instance().viewName(first->claim.position.toMove) +
                QLatin1Char(')');
        parts << line;
    }
    return parts.join(QStringLiteral("; "));
}

QString RunCheckText::shortTally(const RunCheck& check)
{
    const RunCheck::Tally tally = check.tally();
    if (tally.pending > 0)
        //: The Runs tab's check column while the lab searches: "checking: 5 of 21".
        return tr("checking: %1 of %2").arg(tally.rows - tally.pending).arg(tally.rows);
    //: The Runs tab's check column: "12 of 21 agree".
    return tr("%1 of %2 agree").arg(tally.equal).arg(tally.rows);
}

QStringList RunCheckText::why(const trace::CountVerdict& verdict)
{
    QStringList lines;
    for (const trace::CountExplanation& explanation : verdict.explanations)
        lines << CountVerdictText::explanationText(explanation, verdict, style());
    return lines;
}

namespace {

QString searchName(const trace::ClaimedSearch& claim)
{
    const SearchOptions& search = claim.search;
    QString name = translatedAlgorithmName(search.algorithm);
    if (search.useTranspositionTable) {
        name += QStringLiteral(" + TT");
        if (search.tablePolicy.kind != TablePolicyKind::Course)
            name += QStringLiteral(" (") + schemeName({search.tablePolicy, search.tableHash}) + QLatin1Char(')');
    }
    return name;
}

} // namespace

QString RunCheckText::runName(const QString& fileName, const trace::ClaimedSearch& claim)
{
    //: A checked run's name: the file, then the search it claims: "alice.txt — Alpha-beta + TT".
    return tr("%1 — %2").arg(fileName, searchName(claim));
}

QString RunCheckText::labRunName(const trace::ClaimedSearch& claim)
{
    //: The run of the lab's own searches a checked run is drawn against: "Lab — Alpha-beta + TT".
    return tr("Lab — %1").arg(searchName(claim));
}

} // namespace othello
