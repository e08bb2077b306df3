#include "CsvText.h"

namespace othello {

QString csvField(const QString& text)
{
    const bool plain = !text.contains(',') && !text.contains('"') && !text.contains('\n') && !text.contains('\r') &&
        text.trimmed() == text;
    if (plain)
        return text;
    QString quoted = text;
    quoted.replace('"', "\"\"");
    return '"' + quoted + '"';
}

QString csvLine(const QStringList& fields)
{
    QStringList written;
    written.reserve(fields.size());
    for (const QString& field : fields)
        written.append(csvField(field));
    return written.join(',');
}

std::optional<QStringList> csvFields(const QString& line)
{
    QStringList fields;
    QString field;
    qsizetype i = 0;
    while (true) {
        field.clear();
        if (i < line.size() && line[i] == '"') {
            for (++i;; ++i) {
                if (i >= line.size())
                    return std::nullopt; // the quote never closes
                if (line[i] == '"') {
                    if (i + 1 < line.size() && line[i + 1] == '"') {
                        field += '"';
                        ++i;
                        continue;
                    }
                    ++i;
                    break;
                }
                field += line[i];
            }
            if (i < line.size() && line[i] != ',')
                return std::nullopt; // text after the closing quote
        } else {
            while (i < line.size() && line[i] != ',')
                field += line[i++];
        }
        fields.append(field);
        if (i >= line.size())
            return fields;
        ++i; // the comma
    }
}

} // namespace othello
