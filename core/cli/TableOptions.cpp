#include "TableOptions.h"

#include "CommandError.h"
#include "jobs/ComparisonSettings.h"

#include <QStringList>

namespace othello {

namespace {

CommandError badValue(const QString& option, const std::string& problem)
{
    return usageError("--" + option + ": " + QString::fromStdString(problem));
}

QStringList items(const QString& option, const QString& text, bool list)
{
    QStringList words = list ? text.split(',') : QStringList{text};
    for (QString& word : words) {
        word = word.trimmed().toLower();
        if (word.isEmpty())
            throw badValue(option, "empty item in '" + text.toStdString() + "'");
    }
    for (qsizetype i = 0; i < words.size(); ++i)
        if (words.indexOf(words[i]) != i)
            throw badValue(option, "'" + words[i].toStdString() + "' is listed twice");
    return words;
}

template <class T, class Parse>
std::vector<T> parsed(const QString& option, const QString& text, bool list, Parse parse)
{
    std::vector<T> values;
    for (const QString& word : items(option, text, list)) {
        auto value = parse(word.toStdString());
        if (const auto* problem = std::get_if<std::string>(&value))
            throw badValue(option, *problem);
        values.push_back(std::get<T>(value));
    }
    return values;
}

bool isList(const CommandOptions& options, const QString& name) { return options.value(name).contains(','); }

} // namespace

std::vector<OptionSpec> tableOptionSpecs(bool lists)
{
    const QString policies = QString::fromLatin1(policySyntax().data(), qsizetype(policySyntax().size()));
    return {
        {"tt-policy", lists ? "LIST" : "POLICY",
         (lists ? "table policies to compare, comma-separated: " : "table policy: ") + policies +
             " (default: default)"},
        {"tt-hash", lists ? "LIST" : "HASH",
         QString(lists ? "table hashes to compare: " : "table hash: ") +
             "mix, zobrist, xor (default: mix; course has no hash)"},
        {"tt-entries", "N",
         "table size in entries instead of --tt-mb (rounded down to a power of two; course sizes itself)"},
    };
}

std::vector<TablePolicy> tablePoliciesOption(const CommandOptions& options)
{
    if (!options.isSet("tt-policy"))
        return {TablePolicy{}};
    return parsed<TablePolicy>("tt-policy", options.value("tt-policy"), true, parsePolicy);
}

std::vector<TableHash> tableHashesOption(const CommandOptions& options)
{
    if (!options.isSet("tt-hash"))
        return {TableHash::Mix};
    return parsed<TableHash>("tt-hash", options.value("tt-hash"), true, parseHash);
}

std::size_t tableEntriesOption(const CommandOptions& options)
{
    if (!options.isSet("tt-entries"))
        return 0;
    if (options.isSet("tt-mb"))
        throw usageError("--tt-entries and --tt-mb both size the table: give one of them");
    const QString text = options.value("tt-entries").trimmed();
    bool ok = false;
    const qulonglong entries = text.toULongLong(&ok);
    if (!ok || text.startsWith('+') || entries < 2 || entries > kMaxTtEntries)
        throw usageError(
            QString("--tt-entries: '%1' is not a number of entries within 2..%2").arg(text).arg(kMaxTtEntries));
    return static_cast<std::size_t>(entries);
}

void applyTableOptions(const CommandOptions& options, SearchOptions& search)
{
    if (isList(options, "tt-policy"))
        throw usageError("--tt-policy: one policy here (lists are for sweep and plan)");
    if (isList(options, "tt-hash"))
        throw usageError("--tt-hash: one hash here (lists are for sweep and plan)");
    search.tablePolicy = tablePoliciesOption(options).front();
    search.tableHash = tableHashesOption(options).front();
    search.ttEntries = tableEntriesOption(options);
    if (search.tablePolicy.kind == TablePolicyKind::Course && search.tableHash != TableHash::Mix)
        throw usageError("--tt-hash: the course policy keeps a map of whole positions, with no hash to choose");
}

} // namespace othello
