#include "CsvText.h"
#include "ResultFields.h"
#include "ResultReaders.h"

#include <variant>

namespace othello {

void reportProblem(ResultsLoad& load, const QString& problem, qsizetype& unreported)
{
    if (load.problems.size() < kMaxReportedProblems)
        load.problems.append(problem);
    else
        ++unreported;
}

void finishProblems(ResultsLoad& load, qsizetype unreported)
{
    if (unreported > 0)
        load.problems.append(QString("... and %1 more problems").arg(unreported));
}

ResultsLoad readResultsCsv(const QByteArray& content)
{
    ResultsLoad load;
    qsizetype unreported = 0;
    // A Windows editor may have added a byte-order mark and CRLF line ends.
    QString text = QString::fromUtf8(content);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QStringList lines = text.split('\n');

    const QString header = lines.isEmpty() ? QString() : lines.front().trimmed();
    if (header != resultsCsvHeader() && header != firstSchemaCsvHeader() && header != tableSchemaCsvHeader()) {
        load.readable = false;
        load.problems.append("line 1: not a results file (expected the header '" + resultsCsvHeader() + "')");
        return load;
    }
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        const QString where = QString("line %1: ").arg(i + 1);
        if (line == header) {
            reportProblem(load, where + "repeated header", unreported);
            continue;
        }
        std::optional<QStringList> split = csvFields(line);
        if (!split) {
            reportProblem(load, where + "a quoted field is not closed", unreported);
            continue;
        }
        QStringList fields = *split;
        for (QString& field : fields)
            field = field.trimmed();
        auto parsed = recordFromFields(fields);
        if (auto* record = std::get_if<ResultRecord>(&parsed))
            load.records.push_back(*record);
        else
            reportProblem(load, where + std::get<QString>(parsed), unreported);
    }
    finishProblems(load, unreported);
    return load;
}

} // namespace othello
