#include "ResultFields.h"

#include "engine/board/PrincipalVariation.h"

#include <QLocale>

#include <array>
#include <cmath>
#include <optional>

namespace othello {

namespace {

// The largest position number a position file may give (a guard against garbage, not a limit
// anyone meets: the FForum suite has 80 positions).
constexpr int kMaxPosition = 1000000;
// Field text is quoted in problems only up to this length, so garbage cannot flood a report.
constexpr qsizetype kQuotedLength = 24;

QString quoted(const QString& text)
{
    return "'" + (text.size() > kQuotedLength ? text.left(kQuotedLength) + "..." : text) + "'";
}

std::optional<int> intIn(const QString& text, int low, int high)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < low || value > high)
        return std::nullopt;
    return value;
}

std::optional<std::uint64_t> count(const QString& text)
{
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok);
    // toULongLong accepts a leading '-' for some inputs; a count is digits only.
    if (!ok || text.startsWith('-') || text.startsWith('+'))
        return std::nullopt;
    return value;
}

// The table laboratory's counts, in schema order after tt_policy and tt_hash: each with its
// member of the record. tt_fill and tt_peak_bytes follow them (derived, written for readers).
struct CountField {
    const char* name;
    std::uint64_t& (*get)(ResultRecord&);
};
#define OSL_TABLE_COUNT(name, member)                                                                                  \
    CountField                                                                                                         \
    {                                                                                                                  \
        name, [](ResultRecord& r) -> std::uint64_t& { return r.member; }                                               \
    }
const std::array kCountFields{
    OSL_TABLE_COUNT("tt_probes", tableStats.probes),
    OSL_TABLE_COUNT("tt_hits_exact", tableStats.hitsExact),
    OSL_TABLE_COUNT("tt_hits_lower", tableStats.hitsLower),
    OSL_TABLE_COUNT("tt_hits_upper", tableStats.hitsUpper),
    OSL_TABLE_COUNT("tt_misses", tableStats.misses),
    OSL_TABLE_COUNT("tt_cutoffs", tableStats.cutoffs),
    OSL_TABLE_COUNT("tt_stores", tableStats.stores),
    OSL_TABLE_COUNT("tt_declined", tableStats.declined),
    OSL_TABLE_COUNT("tt_overwrites", tableStats.overwrites),
    OSL_TABLE_COUNT("tt_collisions", tableStats.collisions),
    OSL_TABLE_COUNT("tt_wipes", tableStats.wipes),
    OSL_TABLE_COUNT("tt_entries", tableStats.capacity),
    OSL_TABLE_COUNT("tt_used", tableStats.used),
    OSL_TABLE_COUNT("tt_peak_entries", tableStats.peakUsed),
    OSL_TABLE_COUNT("nodes_pv", nodeTypes.pv),
    OSL_TABLE_COUNT("nodes_cut", nodeTypes.cut),
    OSL_TABLE_COUNT("nodes_all", nodeTypes.all),
};
#undef OSL_TABLE_COUNT
constexpr qsizetype kFirstSchemaFields = 10;
constexpr qsizetype kFirstCountField = kFirstSchemaFields + 2; // after tt_policy, tt_hash
// Up to tt_fill and tt_peak_bytes: the fields of files written before position files.
constexpr qsizetype kTableSchemaFields = kFirstCountField + qsizetype(kCountFields.size()) + 2;
const char* const kPositionFieldNames[] = {"source", "position", "size", "scoring", "board"};

// A PV record: the PV on 6x6 under the disc difference (its board is written, not kept).
void describePvPosition(ResultRecord& record)
{
    record.source = kPvSource;
    record.position = 0;
    record.size = 6;
    record.scoring = ScoringRule::DiscDifference;
    record.board.clear();
}

} // namespace

qsizetype firstSchemaFieldCount() { return kFirstSchemaFields; }

qsizetype tableSchemaFieldCount() { return kTableSchemaFields; }

std::string positionText(const ResultRecord& record)
{
    if (record.isFilePosition())
        return record.board;
    return PrincipalVariation::isValidLabel(record.label)
        ? toText(PrincipalVariation::sixBySix().position(record.label))
        : std::string();
}

const QStringList& resultFieldNames()
{
    static const QStringList names = [] {
        QStringList list{"label",    "ply",       "to_move", "algorithm", "tt",        "value",
                         "expanded", "generated", "seconds", "status",    "tt_policy", "tt_hash"};
        for (const CountField& field : kCountFields)
            list << field.name;
        list << "tt_fill"
             << "tt_peak_bytes";
        for (const char* name : kPositionFieldNames)
            list << name;
        return list;
    }();
    return names;
}

namespace {

QStringList tableFieldsOf(const ResultRecord& record)
{
    QStringList fields{record.tt ? QString::fromStdString(policyText(record.table.policy)) : QString(),
                       record.tt ? QString::fromLatin1(hashId(record.table.hash)) : QString()};
    ResultRecord copy = record;
    for (const CountField& field : kCountFields)
        fields << QString::number(field.get(copy));
    fields << QString::number(record.tableStats.fillRatio(), 'g', 6) << QString::number(record.tableStats.peakBytes());
    return fields;
}

QStringList positionFieldsOf(const ResultRecord& record)
{
    return QStringList{QString::fromStdString(record.source),
                       record.isFilePosition() ? QString::number(record.position) : QString(),
                       QString::number(record.size), QString::fromLatin1(scoringId(record.scoring).data()),
                       QString::fromStdString(positionText(record))};
}

} // namespace

QStringList fieldsOf(const ResultRecord& record)
{
    // A file's position has no PV label or ply: those columns stay empty.
    const bool file = record.isFilePosition();
    return QStringList{file ? QString() : QString::number(record.label),
                       file ? QString() : QString::number(record.ply),
                       QString::fromLatin1(colorName(record.toMove)),
                       QString::fromLatin1(algorithmId(record.algorithm)),
                       record.tt ? QStringLiteral("on") : QStringLiteral("off"),
                       record.status == SearchStatus::Done && record.value ? QString::number(*record.value) : QString(),
                       QString::number(record.expanded),
                       QString::number(record.generated),
                       QString::number(record.seconds, 'g', QLocale::FloatingPointShortest), // round-trips exactly
                       QString::fromLatin1(statusId(record.status))} +
        tableFieldsOf(record) + positionFieldsOf(record);
}

namespace {

// The position fields (source .. board) into `record`, which has its to_move already.
std::optional<QString> readPositionFields(const QStringList& fields, ResultRecord& record)
{
    const qsizetype at = kTableSchemaFields;
    const QString& source = fields[at];
    if (source.isEmpty())
        return "source is empty (pv, or the name of a position file)";
    record.source = source.toStdString();
    const bool file = !fields[at + 1].isEmpty();
    if (!file) {
        if (source != kPvSource)
            return "source " + quoted(source) + " without a position number (only pv records have none)";
        if (fields[at + 2] != "6" || fields[at + 3] != QLatin1String(scoringId(ScoringRule::DiscDifference).data()))
            return "a pv record must be 6x6 with scoring discs, found size " + quoted(fields[at + 2]) + " scoring " +
                quoted(fields[at + 3]);
        if (fields[at + 4] != QString::fromStdString(positionText(record)))
            return "board " + quoted(fields[at + 4]) + " is not PV label " + QString::number(record.label);
        return std::nullopt;
    }
    if (source == kPvSource)
        return "a pv record has no position number, found " + quoted(fields[at + 1]);
    // Only names a comparison writes (no folders, commas, line breaks or spaces at the ends), so
    // every record read writes back to the same CSV field.
    if (positionSourceName(record.source) != record.source || source.trimmed() != source)
        return "source " + quoted(source) + " is not a position file's name";
    const auto position = intIn(fields[at + 1], 1, kMaxPosition);
    if (!position)
        return "position " + quoted(fields[at + 1]) + " is not a number within 1..1000000";
    record.position = *position;
    const auto size = intIn(fields[at + 2], 4, 8);
    if (!size || (*size != 4 && *size != 6 && *size != 8))
        return "size " + quoted(fields[at + 2]) + " is not 4, 6 or 8";
    record.size = *size;
    const auto scoring = parseScoring(fields[at + 3].toStdString());
    if (!scoring)
        return "scoring " + quoted(fields[at + 3]) + " is not discs or empties";
    record.scoring = *scoring;
    const auto board = parseBoard(fields[at + 4].toStdString());
    if (const auto* error = std::get_if<ParseError>(&board))
        return "board " + quoted(fields[at + 4]) + ": " + QString::fromStdString(error->message);
    const Board& parsed = std::get<Board>(board);
    if (parsed.size != record.size)
        return QString("board is %1x%1, not size %2").arg(parsed.size).arg(record.size);
    if (parsed.toMove != record.toMove)
        return "board " + quoted(fields[at + 4]) + " does not have " + fields[2] + " to move";
    record.board = toText(parsed); // the canonical text, whatever spelling the parser accepted
    return std::nullopt;
}

} // namespace

std::variant<ResultRecord, QString> recordFromFields(const QStringList& fields)
{
    if (fields.size() != resultFieldNames().size() && fields.size() != kFirstSchemaFields &&
        fields.size() != kTableSchemaFields)
        return QString("expected %1 fields (or %2 or %3, from older versions), found %4")
            .arg(resultFieldNames().size())
            .arg(kFirstSchemaFields)
            .arg(kTableSchemaFields)
            .arg(fields.size());
    ResultRecord record;

    // A position of a file has a position number and no label; older files hold only the PV.
    const bool file = fields.size() == resultFieldNames().size() && !fields[kTableSchemaFields + 1].isEmpty();
    if (file) {
        if (!fields[0].isEmpty() || !fields[1].isEmpty())
            return "a position of a file has no label or ply, found " + quoted(fields[0] + " " + fields[1]);
    } else {
        const auto label = intIn(fields[0], PrincipalVariation::kFirstLabel, PrincipalVariation::kLastLabel);
        if (!label)
            return "label " + quoted(fields[0]) + " is not within 1..34";
        record.label = *label;

        const auto ply = intIn(fields[1], 0, PrincipalVariation::kLastLabel);
        if (!ply || *ply != PrincipalVariation::plyOf(record.label))
            return "ply " + quoted(fields[1]) + " does not match label " + QString::number(record.label);
        record.ply = *ply;
        describePvPosition(record);
    }

    if (fields[2] == "black")
        record.toMove = Color::Black;
    else if (fields[2] == "white")
        record.toMove = Color::White;
    else
        return "side to move " + quoted(fields[2]) + " is not black or white";

    const auto algorithm = parseAlgorithm(fields[3].toStdString());
    if (!algorithm)
        return "unknown algorithm " + quoted(fields[3]);
    record.algorithm = *algorithm;

    if (fields[4] != "on" && fields[4] != "off")
        return "tt " + quoted(fields[4]) + " is not on or off";
    record.tt = fields[4] == "on";

    const auto status = parseStatus(fields[9].toStdString());
    if (!status)
        return "unknown status " + quoted(fields[9]);
    record.status = *status;

    if (fields.size() == resultFieldNames().size())
        if (const auto problem = readPositionFields(fields, record))
            return *problem;

    if (record.status == SearchStatus::Done) {
        const int maxValue = record.size * record.size; // every square to one side
        const auto value = intIn(fields[5], -maxValue, maxValue);
        if (!value)
            return "value " + quoted(fields[5]) +
                QString(" is not a game value within %1..%2").arg(-maxValue).arg(maxValue);
        record.value = *value;
    } else if (!fields[5].isEmpty()) {
        return "a search with status " + fields[9] + " has no value, found " + quoted(fields[5]);
    }

    const auto expanded = count(fields[6]);
    if (!expanded)
        return "expanded " + quoted(fields[6]) + " is not a node count";
    record.expanded = *expanded;
    const auto generated = count(fields[7]);
    if (!generated)
        return "generated " + quoted(fields[7]) + " is not a node count";
    record.generated = *generated;

    bool ok = false;
    record.seconds = fields[8].toDouble(&ok);
    if (!ok || !std::isfinite(record.seconds) || record.seconds < 0)
        return "seconds " + quoted(fields[8]) + " is not a non-negative number";
    if (fields.size() == kFirstSchemaFields)
        return record; // the table laboratory's fields keep their defaults

    if (record.tt) {
        const auto policy = parsePolicy(fields[10].toStdString());
        if (const auto* problem = std::get_if<std::string>(&policy))
            return "tt_policy: " + QString::fromStdString(*problem);
        record.table.policy = std::get<TablePolicy>(policy);
        const auto hash = parseHash(fields[11].toStdString());
        if (const auto* problem = std::get_if<std::string>(&hash))
            return "tt_hash: " + QString::fromStdString(*problem);
        record.table.hash = std::get<TableHash>(hash);
    } else if (!fields[10].isEmpty() || !fields[11].isEmpty()) {
        return "a search without a table has no tt_policy or tt_hash, found " + quoted(fields[10] + fields[11]);
    }
    for (std::size_t i = 0; i < kCountFields.size(); ++i) {
        const QString& text = fields[kFirstCountField + qsizetype(i)];
        const auto value = count(text);
        if (!value)
            return QString(kCountFields[i].name) + " " + quoted(text) + " is not a count";
        kCountFields[i].get(record) = *value;
    }
    const TableStats& s = record.tableStats;
    if (s.hits() + s.misses != s.probes)
        return QString("tt hits and misses (%1) do not add up to tt_probes (%2)")
            .arg(s.hits() + s.misses)
            .arg(s.probes);
    if (s.used > s.capacity || s.peakUsed > s.capacity)
        return QString("tt_used or tt_peak_entries exceed tt_entries (%1)").arg(s.capacity);
    const qsizetype fill = kFirstCountField + qsizetype(kCountFields.size());
    const double fillRatio = fields[fill].toDouble(&ok);
    if (!ok || !(fillRatio >= 0 && fillRatio <= 1))
        return "tt_fill " + quoted(fields[fill]) + " is not a ratio within 0..1";
    if (!count(fields[fill + 1]))
        return "tt_peak_bytes " + quoted(fields[fill + 1]) + " is not a count";
    return record;
}

std::string positionSourceName(std::string_view fileName)
{
    std::string name(fileName);
    if (const auto slash = name.find_last_of("/\\"); slash != std::string::npos)
        name.erase(0, slash + 1);
    for (char& c : name)
        if (c == ',' || c == '"' || (static_cast<unsigned char>(c) < 0x20))
            c = '_'; // a CSV field of its own on one line
    // Fields are trimmed when read: no spaces at the ends.
    const auto first = name.find_first_not_of(' ');
    name = first == std::string::npos ? std::string() : name.substr(first, name.find_last_not_of(' ') - first + 1);
    if (name.empty())
        return "positions";
    return name == kPvSource ? name + ".positions" : name;
}

} // namespace othello
