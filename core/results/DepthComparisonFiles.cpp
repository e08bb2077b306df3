#include "DepthComparisonFiles.h"

#include "FileWrite.h"

namespace othello {

QString depthComparisonCsvHeader()
{
    return QStringLiteral("position,depth,algorithm,tt,value,expanded,generated,seconds,status");
}

QString depthComparisonCsvRow(const depth::DepthComparisonRow& row)
{
    // A stopped search has no value, and its counts are not known.
    const bool done = row.result.status == SearchStatus::Done;
    return QString("%1,%2,%3,%4,%5,%6,%7,%8,%9")
        .arg(row.position + 1)
        .arg(row.depth)
        .arg(QString::fromLatin1(algorithmId(row.algorithm)), row.table ? "on" : "off")
        .arg(done ? QString::number(row.result.value) : QString())
        .arg(done ? QString::number(row.result.stats.expanded) : QString())
        .arg(done ? QString::number(row.result.stats.generated) : QString())
        .arg(row.result.seconds, 0, 'f', 6)
        .arg(QString::fromLatin1(statusId(row.result.status)));
}

bool writeDepthComparisonCsv(const QString& path, const std::vector<depth::DepthComparisonRow>& rows, QString* error)
{
    QString text = depthComparisonCsvHeader() + "\n";
    for (const auto& row : rows)
        text += depthComparisonCsvRow(row) + "\n";
    return writeFileAtomically(path, text.toUtf8(), error);
}

} // namespace othello
