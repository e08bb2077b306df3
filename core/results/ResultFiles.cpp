#include "ResultFiles.h"

#include "ResultFields.h"
#include "ResultReaders.h"

#include <QSaveFile>

namespace othello {

namespace {

// A full comparison is a few hundred lines; a file this large is not ours, and reading it
// whole would only waste memory.
constexpr qint64 kMaxResultsFileBytes = 64 * 1024 * 1024;

bool writeAtomically(const QString& path, const QByteArray& content, QString* error)
{
    // QSaveFile writes a temporary file and renames it on commit: a crash or a full disk
    // never leaves a half-written results file behind.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.commit()) {
        if (error)
            *error = QString("cannot write '%1': %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

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

QString toCsvLine(const ResultRecord& record) { return fieldsOf(record).join(','); }

ResultsLoad loadResults(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ResultsLoad load;
        load.readable = false;
        load.problems.append(QString("cannot open '%1': %2").arg(path, file.errorString()));
        return load;
    }
    if (file.size() > kMaxResultsFileBytes) {
        ResultsLoad load;
        load.readable = false;
        load.problems.append(QString("'%1' is too large to be a results file (%2 bytes)").arg(path).arg(file.size()));
        return load;
    }
    const QByteArray content = file.readAll();
    return looksLikeJson(content) ? readResultsJson(content) : readResultsCsv(content);
}

bool saveResultsCsv(const QString& path, const std::vector<ResultRecord>& records, QString* error)
{
    QString text = resultsCsvHeader() + '\n';
    for (const ResultRecord& record : records)
        text += toCsvLine(record) + '\n';
    return writeAtomically(path, text.toUtf8(), error);
}

bool saveResultsJson(const QString& path, const std::vector<ResultRecord>& records, QString* error)
{
    return writeAtomically(path, resultsJson(records), error);
}

} // namespace othello
