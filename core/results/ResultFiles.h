#pragma once

#include "ResultRecord.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <vector>

namespace othello {

// The results CSV schema, the single source for the CLI, the GUI and the journal:
// label,ply,to_move,algorithm,tt,value,expanded,generated,seconds,status,tt_policy,...,
// source,position,size,scoring,board (see ResultFields.h)
QString resultsCsvHeader();
// The header of files written before the table laboratory (still read, not appended to).
QString firstSchemaCsvHeader();
// The header of files written before position files (still read, not appended to).
QString tableSchemaCsvHeader();
QString toCsvLine(const ResultRecord& record);

// What a load found: the valid records, and one line per rejected line/element
// ("line 7: unknown algorithm 'foo'").
struct ResultsLoad {
    std::vector<ResultRecord> records;
    QStringList problems;
    bool readable = true; // false: the file could not be opened or is not a results file
};
// Loads a results CSV or JSON file (told apart by content). Never throws or crashes on
// malformed input: what is valid is kept and the rest reported.
ResultsLoad loadResults(const QString& path);

bool saveResultsCsv(const QString& path, const std::vector<ResultRecord>& records, QString* error);
bool saveResultsJson(const QString& path, const std::vector<ResultRecord>& records, QString* error);

// Appends records to a CSV file as they are produced, each line written and synced at once, so
// an interrupted run loses nothing finished. Writes the header when the file is new or empty;
// refuses a non-empty file whose first line is not the header. A failed write (a full disk) is
// cut off again, so the file never holds part of a line; a new file whose header could not be
// written is removed. A device or pipe (/dev/null, /dev/stdout) is written as it is.
class ResultAppender {
public:
    ResultAppender() = default;
    ~ResultAppender() { close(); }
    ResultAppender(const ResultAppender&) = delete;
    ResultAppender& operator=(const ResultAppender&) = delete;

    bool open(const QString& path, QString* error);
    bool append(const ResultRecord& record, QString* error);
    bool isOpen() const { return m_fd >= 0; }
    QString path() const { return m_path; }
    void close();

private:
    // Writes all of `bytes` at the end; on failure the file is cut back to its size before.
    bool appendBytes(const QByteArray& bytes, QString* error);

    int m_fd = -1;
    QString m_path;
    bool m_regular = false; // a regular file: it can be cut back and synced
    bool m_midLine = false; // a failed write could not be cut off: the next line starts anew
};

} // namespace othello
