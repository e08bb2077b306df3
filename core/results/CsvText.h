#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace othello {

// CSV by RFC 4180, for every file this project writes: a field holding a comma, a double quote,
// a line break or edge spaces is written in double quotes, its quotes doubled.
QString csvField(const QString& text);
QString csvLine(const QStringList& fields);
// The fields of one line (quoted or not), or nothing when a quote is left open or text
// follows a closing quote.
std::optional<QStringList> csvFields(const QString& line);

} // namespace othello
