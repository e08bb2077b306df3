#include "ResultMerge.h"

#include <algorithm>

namespace othello {

namespace {

// Everything a search found; the time it took is not part of it.
ResultRecord withoutTiming(ResultRecord record)
{
    record.seconds = 0;
    return record;
}

// "label 12" or "position 3 of fforum-40-59.obf (scoring empties)" in messages.
QString positionName(const ResultRecord& r)
{
    if (!r.isFilePosition())
        return QString("label %1").arg(r.label);
    return QString("position %1 of %2 (scoring %3)")
        .arg(r.position)
        .arg(QString::fromStdString(r.source), QString::fromLatin1(scoringId(r.scoring).data()));
}

QString tableName(const ResultRecord& r)
{
    if (!r.tt)
        return "off";
    return QString("on %1, %2 entries").arg(QString::fromStdString(schemeText(r.table))).arg(r.tableStats.capacity);
}

// Which of two runs of one search tells more: a finished one, else one stopped by its time
// limit (it shows the limit was too short), else one stopped by hand.
int rank(SearchStatus status) { return status == SearchStatus::Done ? 2 : status == SearchStatus::Timeout ? 1 : 0; }

auto orderKey(const ResultRecord& r)
{
    return std::tuple(r.isFilePosition(), r.source, int(r.scoring), int(r.algorithm), r.tt, schemeText(r.table),
                      r.tableStats.capacity, -r.label, r.position);
}

} // namespace

ResultMerge::Definition ResultMerge::definitionOf(const ResultRecord& r)
{
    return {r.source,
            r.label,
            r.position,
            r.size,
            int(r.scoring),
            r.board,
            int(r.algorithm),
            r.tt,
            r.tt ? schemeText(r.table) : std::string(),
            r.tableStats.capacity};
}

std::optional<QString> ResultMerge::add(const ResultRecord& record, const QString& file)
{
    const auto [it, inserted] = m_searches.try_emplace(definitionOf(record), Kept{record, file});
    if (inserted)
        return std::nullopt;
    Kept& kept = it->second;
    const bool keptDone = kept.record.status == SearchStatus::Done;
    const bool newDone = record.status == SearchStatus::Done;
    if (keptDone && newDone) {
        if (withoutTiming(kept.record) != withoutTiming(record))
            return QString("conflicting results for %1, algorithm %2, tt %3 in '%4' and '%5' "
                           "(different values or node counts)")
                .arg(positionName(record), QString::fromLatin1(algorithmId(record.algorithm)), tableName(record),
                     kept.file, file);
        ++m_duplicates;
        return std::nullopt;
    }
    if (rank(record.status) > rank(kept.record.status))
        kept = Kept{record, file};
    ++m_superseded;
    return std::nullopt;
}

std::vector<ResultRecord> ResultMerge::records() const
{
    std::vector<ResultRecord> records;
    records.reserve(m_searches.size());
    for (const auto& [definition, kept] : m_searches)
        records.push_back(kept.record);
    std::sort(records.begin(), records.end(),
              [](const ResultRecord& a, const ResultRecord& b) { return orderKey(a) < orderKey(b); });
    return records;
}

} // namespace othello
