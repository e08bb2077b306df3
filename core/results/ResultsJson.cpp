#include "ResultFields.h"
#include "ResultReaders.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <variant>

namespace othello {

namespace {

// A record's fields in their JSON types: numbers as numbers, value null when absent.
QJsonObject toJson(const ResultRecord& record)
{
    const QStringList names = resultFieldNames();
    const QStringList texts = fieldsOf(record);
    QJsonObject object;
    for (qsizetype i = 0; i < names.size(); ++i)
        object.insert(names[i], texts[i]);
    // A file's position has no label or ply; the PV has no position number.
    object["label"] = record.isFilePosition() ? QJsonValue() : QJsonValue(record.label);
    object["ply"] = record.isFilePosition() ? QJsonValue() : QJsonValue(record.ply);
    object["position"] = record.isFilePosition() ? QJsonValue(record.position) : QJsonValue();
    object["size"] = record.size;
    object["value"] = record.value && record.status == SearchStatus::Done ? QJsonValue(*record.value) : QJsonValue();
    // Counts stay exact as JSON numbers up to 2^53, far beyond any search here.
    object["expanded"] = static_cast<double>(record.expanded);
    object["generated"] = static_cast<double>(record.generated);
    object["seconds"] = record.seconds;
    // The table laboratory's counts and ratio as numbers too; tt_policy and tt_hash stay text
    // (null without a table).
    for (qsizetype i = firstSchemaFieldCount(); i < tableSchemaFieldCount(); ++i) {
        if (names[i] == "tt_policy" || names[i] == "tt_hash")
            object[names[i]] = record.tt ? QJsonValue(texts[i]) : QJsonValue();
        else
            object[names[i]] = texts[i].toDouble();
    }
    return object;
}

// The text the shared field validation expects; a non-scalar gives text it will reject.
QString fieldText(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return {};
    case QJsonValue::Bool:
        return value.toBool() ? "true" : "false";
    case QJsonValue::Array:
        return "[array]";
    case QJsonValue::Object:
        return "{object}";
    }
    return {};
}

std::variant<ResultRecord, QString> recordFromJson(const QJsonValue& element)
{
    if (!element.isObject())
        return QString("not an object");
    const QJsonObject object = element.toObject();
    QStringList fields;
    // Records written before the table laboratory have only the first fields, those written
    // before position files the fields up to tt_peak_bytes.
    const QStringList names = object.contains("source") ? resultFieldNames()
        : object.contains("tt_probes")                  ? resultFieldNames().first(tableSchemaFieldCount())
                                                        : resultFieldNames().first(firstSchemaFieldCount());
    // Fields that may be null (or left out): what a record does not have.
    static const QStringList optional{"value", "tt_policy", "tt_hash", "label", "ply", "position"};
    for (const QString& name : names) {
        if (!object.contains(name) && !optional.contains(name))
            return "missing field '" + name + "'";
        fields.append(fieldText(object.value(name)));
    }
    return recordFromFields(fields);
}

// A damaged document (a run killed while saving, a truncated copy): the records are flat
// objects, so each complete "{...}" after the "records" key can still be read on its own.
// Only done for a document that names our format before the damage.
bool salvageRecords(const QByteArray& content, ResultsLoad& load, qsizetype& unreported)
{
    const qsizetype recordsKey = content.indexOf("\"records\"");
    const qsizetype format = content.indexOf(QByteArray("\"") + kResultsJsonFormat + '"');
    if (recordsKey < 0 || format < 0)
        return false;
    qsizetype position = content.indexOf('[', recordsKey);
    int index = 0;
    while (position >= 0) {
        const qsizetype open = content.indexOf('{', position);
        if (open < 0)
            break;
        const qsizetype close = content.indexOf('}', open);
        if (close < 0)
            break; // the last record was cut off: reported by the caller
        ++index;
        QJsonParseError error;
        const QJsonDocument element = QJsonDocument::fromJson(content.mid(open, close - open + 1), &error);
        auto parsed = error.error == QJsonParseError::NoError
            ? recordFromJson(element.object())
            : std::variant<ResultRecord, QString>(QString("not a JSON object"));
        if (auto* record = std::get_if<ResultRecord>(&parsed))
            load.records.push_back(*record);
        else
            reportProblem(load, QString("record %1: ").arg(index) + std::get<QString>(parsed), unreported);
        position = close + 1;
    }
    return true;
}

} // namespace

QByteArray resultsJson(const std::vector<ResultRecord>& records)
{
    QJsonArray array;
    for (const ResultRecord& record : records)
        array.append(toJson(record));
    QJsonObject root;
    root["format"] = kResultsJsonFormat;
    root["version"] = kResultsJsonVersion;
    root["records"] = array;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

ResultsLoad readResultsJson(const QByteArray& content)
{
    ResultsLoad load;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(content, &error);
    if (error.error != QJsonParseError::NoError) {
        qsizetype unreported = 0;
        const QString damage = QString("JSON: %1 at offset %2").arg(error.errorString()).arg(error.offset);
        if (salvageRecords(content, load, unreported)) {
            reportProblem(
                load, damage + QString(" (the document is damaged; %1 complete records read)").arg(load.records.size()),
                unreported);
            finishProblems(load, unreported);
            return load;
        }
    }
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        load.readable = false;
        load.problems.append(error.error != QJsonParseError::NoError
                                 ? QString("JSON: %1 at offset %2").arg(error.errorString()).arg(error.offset)
                                 : QString("JSON: the document is not an object"));
        return load;
    }
    const QJsonObject root = document.object();
    if (root.value("format").toString() != kResultsJsonFormat) {
        load.readable = false;
        load.problems.append(QString("JSON: not a results file (format is not '%1')").arg(kResultsJsonFormat));
        return load;
    }
    if (root.value("version").toDouble(-1) != kResultsJsonVersion) {
        load.readable = false;
        load.problems.append(
            QString("JSON: unsupported version (this program reads version %1)").arg(kResultsJsonVersion));
        return load;
    }
    if (!root.value("records").isArray()) {
        load.readable = false;
        load.problems.append("JSON: 'records' is not an array");
        return load;
    }
    const QJsonArray array = root.value("records").toArray();
    qsizetype unreported = 0;
    for (qsizetype i = 0; i < array.size(); ++i) {
        auto parsed = recordFromJson(array[i]);
        if (auto* record = std::get_if<ResultRecord>(&parsed))
            load.records.push_back(*record);
        else
            reportProblem(load, QString("record %1: ").arg(i + 1) + std::get<QString>(parsed), unreported);
    }
    finishProblems(load, unreported);
    return load;
}

} // namespace othello
