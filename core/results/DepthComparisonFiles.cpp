#include "DepthComparisonFiles.h"

#include "FileWrite.h"

namespace othello {

QString depthComparisonCsvHeader()
{
    return QStringLiteral("position,depth,algorithm,tt,value,expanded,generated,seconds");
}

QString depthComparisonCsvRow(const depth::DepthComparisonRow& row)
{
    return QString("%1,%2,%3,%4,%5,%6,%7,%8")
        .arg(row.position + 1)
        .arg(row.depth)
        .arg(QString::fromLatin1(algorithmId(row.algorithm)), row.table ? "on" : "off")
        .arg(row.result.value)
        .arg(row.result.stats.expanded)
        .arg(row.result.stats.generated)
        .arg(row.result.seconds, 0, 'f', 6);
}

bool writeDepthComparisonCsv(const QString& path, const std::vector<depth::DepthComparisonRow>& rows, QString* error)
{
    QString text = depthComparisonCsvHeader() + "\n";
    for (const auto& row : rows)
        text += depthComparisonCsvRow(row) + "\n";
    return writeFileAtomically(path, text.toUtf8(), error);
}

} // namespace othello
