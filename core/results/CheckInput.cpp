#include "CheckInput.h"

#include "CourseLog.h"
#include "ResultFiles.h"
#include "ResultReaders.h"

#include "engine/board/PrincipalVariation.h"

#include <QStringDecoder>
#include <map>
#include <tuple>

namespace othello {

namespace {

// The first line of the content, without a byte-order mark or blanks around it.
QString firstLine(const QByteArray& content)
{
    QString text = QString::fromUtf8(content.left(4096));
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text.section('\n', 0, 0).trimmed();
}

bool startsLikeJson(const QByteArray& content)
{
    for (const char c : content) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        return c == '{';
    }
    return false;
}

QString tableText(const ResultRecord& record)
{
    if (!record.tt)
        return "no table";
    return "tt " + QString::fromStdString(schemeText(record.table));
}

void readCourseLogInto(const QByteArray& content, const CheckInputOptions& options, CheckInput& input)
{
    const CourseLog log = readCourseLog(content);
    if (!log.error.isEmpty()) {
        input.error = log.error;
        return;
    }
    for (const CourseLogRun& run : log.runs) {
        if (run.rows.empty())
            continue;
        const std::optional<Algorithm> algorithm = options.algorithm ? options.algorithm : run.algorithm;
        if (!algorithm) {
            input.error = run.headerLine == 0
                ? QString("line %1: a result line before any 'Algorithm:' line: say which search with --algorithm "
                          "(and --tt)")
                      .arg(run.rows.front().line)
                : QString("line %1: 'Algorithm: %2' names none of the searches (negamax, alpha-beta, Scout, "
                          "NegaScout): say which with --algorithm")
                      .arg(run.headerLine)
                      .arg(run.header);
            return;
        }
        const bool table = options.table.value_or(run.table);
        ClaimedRun claimed;
        claimed.title = runTitle(*algorithm, table);
        if (run.headerLine > 0)
            claimed.title += QString(" (line %1: Algorithm: %2)").arg(run.headerLine).arg(run.header);
        for (const CourseLogRow& row : run.rows) {
            trace::ClaimedSearch claim;
            claim.line = row.line;
            claim.label = row.label;
            claim.position = PrincipalVariation::sixBySix().position(row.label);
            claim.search = trace::courseSearchOptions(*algorithm, table);
            claim.value = row.value;
            claim.expanded = row.expanded;
            claim.generated = row.generated;
            claim.seconds = row.seconds;
            claim.finished = !row.timeLimit;
            claimed.claims.push_back(claim);
        }
        input.runs.push_back(claimed);
    }
}

void readResultsInto(const ResultsLoad& load, CheckInput& input)
{
    if (!load.readable) {
        input.error = load.problems.isEmpty() ? QString("not a results file") : load.problems.front();
        return;
    }
    input.notes = load.problems;
    // One run per search and table, in the order the file first names them.
    std::map<std::tuple<int, bool, QString>, std::size_t> runOf;
    for (const ResultRecord& record : load.records) {
        const auto key = std::make_tuple(static_cast<int>(record.algorithm), record.tt, tableText(record));
        auto [at, added] = runOf.emplace(key, input.runs.size());
        if (added) {
            ClaimedRun run;
            run.title = QString::fromUtf8(algorithmId(record.algorithm)) + ", " + tableText(record);
            input.runs.push_back(run);
        }
        trace::ClaimedSearch claim;
        claim.label = record.isFilePosition() ? 0 : record.label;
        claim.filePosition = record.position;
        const auto board = parseBoard(positionText(record));
        if (const Board* parsed = std::get_if<Board>(&board))
            claim.position = *parsed;
        claim.search.algorithm = record.algorithm;
        claim.search.useTranspositionTable = record.tt;
        claim.search.tablePolicy = record.table.policy;
        claim.search.tableHash = record.table.hash;
        // The default table's counts depend on its size: the same number of entries again.
        if (record.tt && record.tableStats.capacity > 0 && record.table.policy.kind != TablePolicyKind::Course)
            claim.search.ttEntries = static_cast<std::size_t>(record.tableStats.capacity);
        claim.search.scoring = record.scoring;
        claim.value = record.value;
        claim.expanded = record.expanded;
        claim.generated = record.generated;
        claim.seconds = record.seconds;
        claim.finished = record.status == SearchStatus::Done;
        input.runs[at->second].claims.push_back(claim);
    }
    if (load.records.empty())
        input.error = load.problems.isEmpty() ? QString("the results file holds no searches") : load.problems.front();
}

} // namespace

QString runTitle(Algorithm algorithm, bool courseTable)
{
    return QString::fromUtf8(algorithmId(algorithm)) + (courseTable ? ", the course's table" : ", no table");
}

CheckInput readCheckInput(const QByteArray& utf8OrUtf16, const CheckInputOptions& options)
{
    // PowerShell's '>' writes UTF-16 with a byte-order mark.
    QByteArray content = utf8OrUtf16;
    if (utf8OrUtf16.startsWith("\xFF\xFE") || utf8OrUtf16.startsWith("\xFE\xFF")) {
        QStringDecoder decoder(QStringDecoder::Utf16);
        const QString text = decoder.decode(utf8OrUtf16);
        content = text.toUtf8();
    }
    CheckInput input;
    const QString header = firstLine(content);
    if (startsLikeJson(content)) {
        input.kind = CheckInput::Kind::ResultsJson;
        readResultsInto(readResultsJson(content), input);
    } else if (header == resultsCsvHeader() || header == firstSchemaCsvHeader() || header == tableSchemaCsvHeader()) {
        input.kind = CheckInput::Kind::ResultsCsv;
        readResultsInto(readResultsCsv(content), input);
    } else {
        input.kind = CheckInput::Kind::CourseLog;
        readCourseLogInto(content, options, input);
    }
    if (!input.error.isEmpty())
        input.runs.clear();
    return input;
}

} // namespace othello
