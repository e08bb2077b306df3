#include "ResultFiles.h"

#include "CsvText.h"
#include "FileRead.h"
#include "FileWrite.h"
#include "ResultFields.h"
#include "ResultReaders.h"

namespace othello {

namespace {

// A full comparison is a few hundred lines; a file this large is not ours, and reading it
// whole would only waste memory.
constexpr qint64 kMaxResultsFileBytes = 64 * 1024 * 1024;

bool looksLikeJson(const QByteArray& content)
{
    for (char c : content) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        return c == '{';
    }
    return false;
}

} // namespace

QString resultsCsvHeader() { return resultFieldNames().join(','); }

QString firstSchemaCsvHeader() { return resultFieldNames().first(firstSchemaFieldCount()).join(','); }

QString tableSchemaCsvHeader() { return resultFieldNames().first(tableSchemaFieldCount()).join(','); }

QString toCsvLine(const ResultRecord& record) { return csvLine(fieldsOf(record)); }

ResultsLoad loadResults(const QString& path)
{
    QString error;
    const std::optional<QByteArray> content = readWholeFile(path, kMaxResultsFileBytes, &error);
    if (!content) {
        ResultsLoad load;
        load.readable = false;
        load.problems.append(error);
        return load;
    }
    return looksLikeJson(*content) ? readResultsJson(*content) : readResultsCsv(*content);
}

bool saveResultsCsv(const QString& path, const std::vector<ResultRecord>& records, QString* error)
{
    QString text = resultsCsvHeader() + '\n';
    for (const ResultRecord& record : records)
        text += toCsvLine(record) + '\n';
    return writeFileAtomically(path, text.toUtf8(), error);
}

bool saveResultsJson(const QString& path, const std::vector<ResultRecord>& records, QString* error)
{
    return writeFileAtomically(path, resultsJson(records), error);
}

} // namespace othello
