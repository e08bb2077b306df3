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

// Appends records to a CSV file as they are produced, flushing each line, so an interrupted
// run loses nothing finished. Writes the header when the file is new or empty; refuses a
// non-empty file whose first line is not the header. Writes go straight to the file (no
// buffer to lose); after a failed write (a full disk) the next record starts on a new line, so
// at most the one record that failed is left as a partial, skippable line.
class ResultAppender {
public:
    bool open(const QString& path, QString* error);
    bool append(const ResultRecord& record, QString* error);
    bool isOpen() const { return m_file.isOpen(); }
    QString path() const { return m_file.fileName(); }
    void close() { m_file.close(); }

private:
    QFile m_file;
    bool m_midLine = false; // a failed write may have left part of a line
};

} // namespace othello
